#include "core/trace/trace.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace overlap {

namespace {
Primitive make(PrimitiveKind kind, Role role, PointList pts, Symbol name) {
    Primitive p;
    p.kind = kind;
    p.role = role;
    p.points = std::move(pts);
    p.symbol = name;
    return p;
}
} // namespace

std::vector<Symbol> focusOf(const Step& s) {
    if (!s.focus.empty())
        return s.focus;
    std::vector<Symbol> out;
    for (const Primitive& p : s.primitives)
        if (!p.value.empty() && std::find(out.begin(), out.end(), p.symbol) == out.end())
            out.push_back(p.symbol);
    return out;
}

bool inFocus(const Step& s, Symbol symbol) {
    if (s.focus.empty())
        return true;
    return std::find(s.focus.begin(), s.focus.end(), symbol) != s.focus.end();
}

bool keepsName(const Step& s, Symbol symbol, int index) {
    if (s.context.empty() || symbol == Symbol::ShapeA || symbol == Symbol::ShapeB ||
        std::find(s.focus.begin(), s.focus.end(), symbol) != s.focus.end())
        return true;
    return std::any_of(s.context.begin(), s.context.end(),
                       [&](const Named& n) { return n.matches(symbol, index); });
}

bool isWholeShape(const Primitive& p) {
    return p.role == Role::Subject && (p.symbol == Symbol::None || p.symbol == Symbol::ShapeA ||
                                       p.symbol == Symbol::ShapeB || p.symbol == Symbol::Centre ||
                                       p.symbol == Symbol::CentreA || p.symbol == Symbol::CentreB);
}

bool shownAt(const Trace& t, std::size_t step, std::size_t current, const Primitive& p) {
    if (isWholeShape(p))
        return true;
    // A fresh step draws its focus itself: of the earlier steps it keeps what it names as
    // context (an earlier r bar under the step's own would be a second r).
    for (std::size_t s = step + 1; s <= current && s < t.steps.size(); ++s) {
        const Step& fresh = t.steps[s];
        if (fresh.fresh && !fresh.context.empty() && p.symbol != Symbol::ShapeA &&
            p.symbol != Symbol::ShapeB &&
            std::none_of(fresh.context.begin(), fresh.context.end(),
                         [&](const Named& n) { return n.matches(p.symbol, p.index); }))
            return false;
    }
    return true;
}

Primitive point(Role role, Vec2 p, Symbol name) {
    return make(PrimitiveKind::Point, role, {p}, name);
}
Primitive segment(Role role, Vec2 a, Vec2 b, Symbol name) {
    return make(PrimitiveKind::Segment, role, {a, b}, name);
}
Primitive line(Role role, Vec2 through, Vec2 direction, Symbol name) {
    return make(PrimitiveKind::Line, role, {through, direction}, name);
}
Primitive circle(Role role, Vec2 c, double r, Symbol name) {
    Primitive p = make(PrimitiveKind::Circle, role, {c}, name);
    p.radius = r;
    return p;
}
Primitive polygon(Role role, PointList pts, Symbol name) {
    return make(PrimitiveKind::Polygon, role, std::move(pts), name);
}
Primitive rectPolygon(Role role, Vec2 min, Vec2 max, Symbol name) {
    return polygon(role, {min, {max.x, min.y}, max, {min.x, max.y}}, name);
}
Primitive arc(Role role, Vec2 c, double r, double startDeg, double spanDeg, Symbol name) {
    Primitive p = make(PrimitiveKind::Arc, role, {c}, name);
    p.radius = r;
    p.startDeg = startDeg;
    p.spanDeg = spanDeg;
    return p;
}
Vec2 endOf(const Primitive& p, double f) {
    if (p.kind == PrimitiveKind::Arc) {
        const double a = (p.startDeg + f * p.spanDeg) * std::numbers::pi / 180;
        return p.points[0] + p.radius * Vec2{std::cos(a), std::sin(a)};
    }
    return p.points[0] + f * (p.points[1] - p.points[0]);
}
Primitive label(Role role, Vec2 at, std::string text, Symbol about) {
    Primitive p = make(PrimitiveKind::Label, role, {at}, about);
    p.text = std::move(text);
    return p;
}
Primitive label(Role role, Vec2 at, Symbol name) {
    return make(PrimitiveKind::Label, role, {at}, name);
}
Primitive arrow(Role role, Vec2 a, Vec2 b, Symbol name) {
    Primitive p = segment(role, a, b, name);
    p.arrow = true;
    return p;
}
Primitive withValue(Primitive p, std::string valueName) {
    p.value = std::move(valueName);
    return p;
}
Primitive withIndex(Primitive p, int index) {
    p.index = index;
    return p;
}
Primitive ownedBy(Primitive p, Owner owner) {
    p.owner = owner;
    return p;
}

} // namespace overlap
