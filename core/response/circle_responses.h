#pragma once

// The responses of the pairs with a circle, inline: a caller that has just run the method
// (typed_response.h) shares its differences and clamps with it.

#include "core/geometry/lanes.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"
#include "core/response/response.h"
#include "core/verdict_class.h"

namespace overlap::response {

// A centre on or inside the rect [lo, hi] (its own frame) leaves through its nearest edge,
// in the fixed order +x, −x, +y, −y. Out of line: the clamp's usual case stays short.
[[gnu::noinline]] Response insideResponse(Vec2 centre, double r, Vec2 lo, Vec2 hi);

// The rect's point of a, a frame's own coordinates: the clamp's nearest point N, and from
// N the way out.
inline Response clampResponse(Vec2 centre, double r, Vec2 lo, Vec2 hi) {
    const Vec2 n{clampTo(centre.x, lo.x, hi.x), clampTo(centre.y, lo.y, hi.y)};
    const Vec2 q = centre - n;
    if (q.x == 0 && q.y == 0) [[unlikely]]
        return insideResponse(centre, r, lo, hi);
    Response out;
    const double d = lengthOf(q);
    out.normal = {q.x / d, q.y / d}; // one rounding each
    out.separation = d - r;
    out.onA = centre - r * out.normal;
    out.onB = n;
    return out;
}

inline Response circleCircle(const Circle& a, const Circle& b, VerdictClass) {
    Response out;
    // −(b − a), exactly a − b: the difference the methods take, so a caller shares it.
    const detail::CircleNumbers k = detail::circleNumbers(a, b);
    const Vec2 q{-k.dx, -k.dy};
    const double d = lengthOf(q);
    if (d > 0)
        out.normal = {q.x / d, q.y / d}; // one rounding each
    else
        out.unique = false; // concentric: every way is as short; +x
    out.separation = d - (a.r + b.r);
    out.onA = a.c - a.r * out.normal;
    out.onB = b.c + b.r * out.normal;
    return out;
}

inline Response circleRect(const Circle& a, Vec2 lo, Vec2 hi, VerdictClass) {
    return clampResponse(a.c, a.r, lo, hi);
}

inline Response circleRotated(const Circle& a, const RotatedRect& b, VerdictClass) {
    // In the rect's own frame (x along u, y along u turned a quarter), turned back as the
    // methods turn it, so that a caller shares the turn; then forward.
    const Vec2 u = b.axis, v{-b.axis.y, b.axis.x};
    const Lanes p = detail::rotateBack(lanes(a.c) - lanes(b.c), u);
    Response out = clampResponse({p[0], p[1]}, a.r, -1 * b.half, b.half);
    out.normal = out.normal.x * u + out.normal.y * v;
    out.onA = a.c - a.r * out.normal;
    out.onB = b.c + out.onB.x * u + out.onB.y * v;
    return out;
}

} // namespace overlap::response
