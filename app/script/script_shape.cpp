#include "app/script/script_shape.h"

#include "core/geometry/visit.h"

namespace overlap::script {

ScriptShape ScriptShape::circle(double x, double y, double r) {
    ScriptShape s;
    s.type = Type::Circle;
    s.x = x;
    s.y = y;
    s.r = r;
    return s;
}

ScriptShape ScriptShape::rect(double x, double y, double w, double h, double angle) {
    ScriptShape s;
    s.type = Type::Rect;
    s.x = x;
    s.y = y;
    s.w = w;
    s.h = h;
    s.angle = angle;
    return s;
}

ScriptShape scriptShapeOf(const Circle& c) {
    return ScriptShape::circle(c.c.x, c.c.y, c.r);
}

ScriptShape scriptShapeOf(const CornerSizeRect& r) {
    return ScriptShape::rect(r.x, r.y, r.w, r.h, r.angleDeg.value_or(0.0));
}

ScriptShape scriptShapeOf(const Shape& s) {
    return std::visit(
        overloaded{[](const Circle& c) { return scriptShapeOf(c); },
                   [](const Rect& r) { return scriptShapeOf(nearestCornerSizeOf(r)); },
                   [](const RotatedRect& r) { return scriptShapeOf(nearestCornerSizeOf(r)); }},
        s);
}

} // namespace overlap::script
