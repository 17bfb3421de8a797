#include "core/goals/goal.h"

#include "core/goals/shortest_way.h"

#include "core/algorithms.h"
#include "core/exact/predicates.h"
#include "core/geometry/convert.h"

#include <algorithm>
#include <array>

namespace overlap::goals {

namespace {

// An axis-aligned box whose far edge is hi + hiLo exactly (a rect's remainder, a circle's
// radius), and whose near edge is lo - loLess exactly.
struct Span {
    double lo, loLess, hi, hiLo;
};

struct Box {
    Span x, y;
};

std::optional<Box> boxOf(const Shape& s) {
    if (const auto* c = std::get_if<Circle>(&s))
        return Box{{c->c.x, c->r, c->c.x, c->r}, {c->c.y, c->r, c->c.y, c->r}};
    const std::optional<Rect> r = alignedRectOf(s);
    if (!r)
        return std::nullopt;
    return Box{{r->min.x, 0.0, r->max.x, r->maxLo.x}, {r->min.y, 0.0, r->max.y, r->maxLo.y}};
}

// Sign of (p.lo - p.loLess) - (q.hi + q.hiLo): below zero, p starts before q ends.
int startsBeforeEnd(const Span& p, const Span& q) {
    return exact::sumSign(p.lo, -p.loLess, -q.hi, -q.hiLo);
}

// A rect's corner and size, whatever its angle, as the property panel shows them.
std::optional<CornerSizeRect> frameOf(const Shape& s) {
    if (const auto* r = std::get_if<Rect>(&s))
        return nearestCornerSizeOf(*r);
    if (const auto* t = std::get_if<RotatedRect>(&s))
        return nearestCornerSizeOf(*t);
    return std::nullopt;
}

bool sameFrame(const Shape& now, const Shape& start) {
    const std::optional<CornerSizeRect> n = frameOf(now), s = frameOf(start);
    return n && s && n->x == s->x && n->y == s->y && n->w == s->w && n->h == s->h;
}

bool kept(Goal::Keep k, const Scenario& now, const Scenario& start) {
    switch (k) {
    case Goal::Keep::A:
        return now.a == start.a;
    case Goal::Keep::B:
        return now.b == start.b;
    case Goal::Keep::BFrame:
        return sameFrame(now.b, start.b);
    }
    return false;
}

} // namespace

bool beyond(Goal::Side side, const Shape& a, const Shape& b) {
    const auto* c = std::get_if<Circle>(&a);
    const std::optional<Box> box = boxOf(b);
    if (!c || !box)
        return false;
    const bool vertical = side == Goal::Side::Left || side == Goal::Side::Right;
    // Across the edge: the centre's coordinate past it; along it: within its span.
    const double across = vertical ? c->c.x : c->c.y, along = vertical ? c->c.y : c->c.x;
    const Span& acrossSpan = vertical ? box->x : box->y;
    const Span& alongSpan = vertical ? box->y : box->x;
    const bool level = exact::sumSign(alongSpan.lo, -along, 0.0) <= 0 &&
                       exact::sumSign(along, -alongSpan.hi, -alongSpan.hiLo) <= 0;
    const bool past = side == Goal::Side::Left || side == Goal::Side::Bottom
                          ? exact::sumSign(across, -acrossSpan.lo, 0.0) < 0
                          : exact::sumSign(across, -acrossSpan.hi, -acrossSpan.hiLo) > 0;
    return level && past;
}

std::optional<VerdictClass> boxClass(const Shape& a, const Shape& b) {
    const std::optional<Box> p = boxOf(a), q = boxOf(b);
    if (!p || !q)
        return std::nullopt;
    // Each of the four gaps: below zero the boxes overlap on that side, zero they touch.
    const std::array<int, 4> gaps{startsBeforeEnd(p->x, q->x), startsBeforeEnd(q->x, p->x),
                                  startsBeforeEnd(p->y, q->y), startsBeforeEnd(q->y, p->y)};
    if (std::ranges::any_of(gaps, [](int g) { return g > 0; }))
        return VerdictClass::Apart;
    if (std::ranges::any_of(gaps, [](int g) { return g == 0; }))
        return VerdictClass::Touching;
    return VerdictClass::Overlap;
}

Unmet firstUnmet(const Goal& goal, const Scenario& now, const Scenario& start) {
    const Algorithm* method = findAlgorithm(goal.method);
    const std::optional<VerdictClass> cls =
        method ? classify(*method, now.a, now.b, now.touching, now.motion) : std::nullopt;
    if (!cls)
        return Unmet::Method;
    if (!std::ranges::all_of(goal.keep, [&](Goal::Keep k) { return kept(k, now, start); }))
        return Unmet::Keep;
    if (goal.shapes && *cls != *goal.shapes)
        return Unmet::Shapes;
    if (goal.shortest) {
        const std::optional<VerdictClass> was =
            classify(*method, start.a, start.b, start.touching, start.motion);
        if (!was || !movedAlongShortestWay(start.a, now.a, start.b, *was))
            return Unmet::Shortest;
    }
    if (goal.side && !beyond(*goal.side, now.a, now.b))
        return Unmet::Side;
    if (goal.flip && classify(*method, start.a, start.b, start.touching, start.motion) == cls)
        return Unmet::Flip;
    if (goal.boxes && boxClass(now.a, now.b) != goal.boxes)
        return Unmet::Boxes;
    return Unmet::None;
}

bool met(const Goal& goal, const Scenario& now, const Scenario& start) {
    return firstUnmet(goal, now, start) == Unmet::None;
}

} // namespace overlap::goals
