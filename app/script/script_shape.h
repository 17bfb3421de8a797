#pragma once

#include "core/geometry/convert.h"
#include "core/geometry/shapes.h"

namespace overlap::script {

// A shape as a learner's script sees it: the numbers of overlap-cli's eval format. A circle
// is {type: "circle", x, y, r}; a rect is {type: "rect", x, y, w, h, angle}, its smallest
// corner, its size and its turn about its centre in degrees (counter-clockwise in y-up),
// angle 0 when it is not turned, so that the script always finds a number there.
struct ScriptShape {
    enum class Type { Circle, Rect };
    Type type = Type::Circle;
    double x = 0, y = 0;
    double r = 0;                   // circle
    double w = 0, h = 0, angle = 0; // rect

    static ScriptShape circle(double x, double y, double r);
    static ScriptShape rect(double x, double y, double w, double h, double angle = 0);
    bool isCircle() const { return type == Type::Circle; }
};

ScriptShape scriptShapeOf(const Circle& c);
ScriptShape scriptShapeOf(const CornerSizeRect& r);
// A core shape by the numbers the app shows for it (the nearest corner and size when the
// exact ones are not doubles).
ScriptShape scriptShapeOf(const Shape& s);

} // namespace overlap::script
