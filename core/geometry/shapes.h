#pragma once

#include "core/geometry/vec2.h"

#include <variant>

namespace overlap {

// A closed disc; r == 0 is a point.
struct Circle {
    Vec2 c;
    double r = 0.0;
    friend constexpr bool operator==(const Circle&, const Circle&) = default;
};

// An axis-aligned closed rect from its smallest to its largest corner; zero width or
// height makes a segment or a point.
struct Rect {
    Vec2 min;
    Vec2 max;
    friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

// A rect turned about its centre by angleDeg degrees, counter-clockwise in y-up: a point p
// of the unturned rect goes to c + R(angle)(p - c). Degrees so that right angles are exact.
// The unit x-axis (cos, sin) is kept beside the angle, as a game keeps its body transform,
// so that no test pays for trigonometry; make() computes it, exact at right angles.
struct RotatedRect {
    Vec2 c;
    Vec2 half;
    double angleDeg = 0.0;
    Vec2 axis{1.0, 0.0};
    static RotatedRect make(Vec2 c, Vec2 half, double angleDeg);
    friend constexpr bool operator==(const RotatedRect&, const RotatedRect&) = default;
};

using Shape = std::variant<Circle, Rect, RotatedRect>;

} // namespace overlap
