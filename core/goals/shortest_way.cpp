#include "core/goals/shortest_way.h"

#include "core/exact/dyadic.h"
#include "core/geometry/convert.h"

#include <algorithm>
#include <array>
#include <optional>

namespace overlap::goals {

namespace {

using exact::Dyadic;

struct DV {
    Dyadic x, y;
};
DV operator-(const DV& a, const DV& b) {
    return {a.x - b.x, a.y - b.y};
}
DV dv(Vec2 v) {
    return {Dyadic(v.x), Dyadic(v.y)};
}
bool isZero(const DV& v) {
    return v.x.sign() == 0 && v.y.sign() == 0;
}

// An axis-aligned rect's exact edges (a far edge is max + maxLo).
struct Edges {
    DV lo, hi;
};
std::optional<Edges> edgesOf(const Shape& s) {
    const std::optional<Rect> r = alignedRectOf(s);
    if (!r)
        return std::nullopt;
    return Edges{dv(r->min),
                 {Dyadic(r->max.x) + Dyadic(r->maxLo.x), Dyadic(r->max.y) + Dyadic(r->maxLo.y)}};
}

// The first of the four ways (+x, −x, +y, −y) of least length, or nothing when two tie.
std::optional<DV> leastWay(const std::array<Dyadic, 4>& length) {
    const auto least = std::min_element(length.begin(), length.end());
    if (std::count(length.begin(), length.end(), *least) != 1)
        return std::nullopt;
    const std::array<DV, 4> ways{DV{Dyadic(1.0), Dyadic()}, DV{Dyadic(-1.0), Dyadic()},
                                 DV{Dyadic(), Dyadic(1.0)}, DV{Dyadic(), Dyadic(-1.0)}};
    return ways[std::size_t(least - length.begin())];
}

// The normal, from b towards a, exactly and not of unit length; nothing where no single
// one is exact.
std::optional<DV> normalOf(const Shape& a, const Shape& b) {
    if (const auto* c = std::get_if<Circle>(&a)) {
        const DV s = dv(c->c);
        if (const auto* d = std::get_if<Circle>(&b)) {
            const DV n = s - dv(d->c);
            return isZero(n) ? std::nullopt : std::optional(n);
        }
        const std::optional<Edges> e = edgesOf(b);
        if (!e)
            return std::nullopt;
        // C less the clamp's N; a centre inside leaves by its nearest edge.
        const DV n{s.x - exact::max(e->lo.x, exact::min(s.x, e->hi.x)),
                   s.y - exact::max(e->lo.y, exact::min(s.y, e->hi.y))};
        if (!isZero(n))
            return n;
        return leastWay({e->hi.x - s.x, s.x - e->lo.x, e->hi.y - s.y, s.y - e->lo.y});
    }
    const std::optional<Edges> p = edgesOf(a), q = edgesOf(b);
    if (!p || !q)
        return std::nullopt;
    // Apart on an axis: the gap's sign and size; else 0 there.
    const auto gap = [](const Dyadic& aLo, const Dyadic& aHi, const Dyadic& bLo,
                        const Dyadic& bHi) {
        if (aLo > bHi)
            return aLo - bHi;
        if (bLo > aHi)
            return aHi - bLo;
        return Dyadic();
    };
    const DV g{gap(p->lo.x, p->hi.x, q->lo.x, q->hi.x), gap(p->lo.y, p->hi.y, q->lo.y, q->hi.y)};
    if (!isZero(g))
        return g;
    return leastWay({q->hi.x - p->lo.x, p->hi.x - q->lo.x, q->hi.y - p->lo.y, p->hi.y - q->lo.y});
}

// The point a is moved by, and its size, exactly: a circle's centre and radius, a rect's
// near corner and far edges less it.
struct Placed {
    DV at, size;
};
std::optional<Placed> placedOf(const Shape& s) {
    if (const auto* c = std::get_if<Circle>(&s))
        return Placed{dv(c->c), {Dyadic(c->r), Dyadic(c->r)}};
    const std::optional<Edges> e = edgesOf(s);
    if (!e)
        return std::nullopt;
    return Placed{e->lo, e->hi - e->lo};
}

// The direction of the push: along the normal when overlapping, against it when apart.
std::optional<DV> pushWay(const Shape& a, const Shape& b, VerdictClass cls) {
    if (cls == VerdictClass::Touching)
        return std::nullopt;
    std::optional<DV> n = normalOf(a, b);
    if (n && cls == VerdictClass::Apart)
        n = DV{-n->x, -n->y};
    return n;
}

} // namespace

bool hasExactShortestWay(const Shape& a, const Shape& b, VerdictClass cls) {
    return placedOf(a) && pushWay(a, b, cls).has_value();
}

bool movedAlongShortestWay(const Shape& start, const Shape& now, const Shape& b, VerdictClass cls) {
    const std::optional<DV> w = pushWay(start, b, cls);
    const std::optional<Placed> from = placedOf(start), to = placedOf(now);
    if (!w || !from || !to || start.index() != now.index())
        return false;
    if (!(from->size.x == to->size.x && from->size.y == to->size.y))
        return false;
    const DV d = to->at - from->at;
    const Dyadic cross = d.x * w->y - d.y * w->x, dot = d.x * w->x + d.y * w->y;
    return cross.sign() == 0 && dot.sign() > 0;
}

} // namespace overlap::goals
