#include "core/trace/trace.h"

#include <utility>

namespace overlap {

namespace {
Primitive make(PrimitiveKind kind, Role role, std::vector<Vec2> pts, std::string name) {
    Primitive p;
    p.kind = kind;
    p.role = role;
    p.points = std::move(pts);
    p.text = std::move(name);
    return p;
}
} // namespace

Primitive point(Role role, Vec2 p, std::string name) {
    return make(PrimitiveKind::Point, role, {p}, std::move(name));
}
Primitive segment(Role role, Vec2 a, Vec2 b, std::string name) {
    return make(PrimitiveKind::Segment, role, {a, b}, std::move(name));
}
Primitive line(Role role, Vec2 through, Vec2 direction, std::string name) {
    return make(PrimitiveKind::Line, role, {through, direction}, std::move(name));
}
Primitive circle(Role role, Vec2 c, double r, std::string name) {
    Primitive p = make(PrimitiveKind::Circle, role, {c}, std::move(name));
    p.radius = r;
    return p;
}
Primitive polygon(Role role, std::vector<Vec2> pts, std::string name) {
    return make(PrimitiveKind::Polygon, role, std::move(pts), std::move(name));
}
Primitive rectPolygon(Role role, Vec2 min, Vec2 max, std::string name) {
    return polygon(role, {min, {max.x, min.y}, max, {min.x, max.y}}, std::move(name));
}
Primitive arc(Role role, Vec2 c, double r, double startDeg, double spanDeg, std::string name) {
    Primitive p = make(PrimitiveKind::Arc, role, {c}, std::move(name));
    p.radius = r;
    p.startDeg = startDeg;
    p.spanDeg = spanDeg;
    return p;
}
Primitive label(Role role, Vec2 at, std::string text) {
    return make(PrimitiveKind::Label, role, {at}, std::move(text));
}
Primitive arrow(Role role, Vec2 a, Vec2 b, std::string name) {
    Primitive p = segment(role, a, b, std::move(name));
    p.arrow = true;
    return p;
}
Primitive withValue(Primitive p, std::string valueName) {
    p.value = std::move(valueName);
    return p;
}
Primitive ownedBy(Primitive p, Owner owner) {
    p.owner = owner;
    return p;
}

} // namespace overlap
