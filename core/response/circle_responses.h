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
// the first in the order +x, −x, +y, −y: `dir` is that edge's outward axis, `depth` the
// centre's distance to it. Inline and branch-free, so that the usual case does not carry a
// call's arguments through the loop; the caller picks it only when C − N is zero.
struct WayOut {
    Vec2 dir;
    double depth;
    bool unique; // no other edge as near
};
[[gnu::always_inline]] inline WayOut wayOut(Lanes centre, Lanes lo, Lanes hi) {
    const Lanes toHi = hi - centre, toLo = centre - lo;
    const Lanes near = minOf(toHi, toLo); // per axis: the nearer of its two edges
    const bool hiX = toHi[0] <= toLo[0], hiY = toHi[1] <= toLo[1], alongX = near[0] <= near[1];
    const double depth = alongX ? near[0] : near[1];
    const int ties =
        (toHi[0] == depth) + (toLo[0] == depth) + (toHi[1] == depth) + (toLo[1] == depth);
    const Vec2 dir = alongX ? Vec2{hiX ? 1.0 : -1.0, 0.0} : Vec2{0.0, hiY ? 1.0 : -1.0};
    return {dir, depth, ties == 1};
}
// The push out by that edge: along `normal` (its outward axis in the world), the centre's
// depth and a whole radius past it.
[[gnu::always_inline]] inline Response leaving(const WayOut& way, Vec2 normal, Vec2 centre,
                                               double r) {
    Response out;
    out.normal = normal;
    out.separation = -(r + way.depth);
    out.unique = way.unique;
    out.onA = centre - r * normal;
    out.onB = centre + way.depth * normal;
    return out;
}

// The rect's point of a, a frame's own coordinates: the clamp's nearest point N, and from
// N the way out. Where `sure` is given, the clamp's fast path on the same numbers too:
// |C − N|² against r², off by at most `bound` (the frame's, as its method has it).
[[gnu::always_inline]] inline Response clampResponse(Vec2 centre, double r, Vec2 lo, Vec2 hi,
                                                     double bound, exact::Sure* sure) {
    const Vec2 n{clampTo(centre.x, lo.x, hi.x), clampTo(centre.y, lo.y, hi.y)};
    const Vec2 q = centre - n;
    if (sure)
        *sure = exact::sureBelow(q.x * q.x + q.y * q.y - r * r, bound);
    if (q.x == 0 && q.y == 0) [[unlikely]] {
        const WayOut way = wayOut(lanes(centre), lanes(lo), lanes(hi));
        return leaving(way, way.dir, centre, r);
    }
    Response out;
    const double d = lengthOf(q);
    out.normal = {q.x / d, q.y / d}; // one rounding each
    out.separation = d - r;
    out.onA = centre - r * out.normal;
    out.onB = n;
    return out;
}

// The circle pairs: the geometry, and where `sure` is given whether the numbers it is made
// of prove the exact class (the fast path of the method that computes those very numbers),
// so that a caller asks a method only near a tie.

[[gnu::always_inline]] inline Response circleCircle(const Circle& a, const Circle& b,
                                                    exact::Sure* sure = nullptr) {
    Response out;
    // −(b − a), exactly a − b: the squared method's numbers.
    const detail::CircleNumbers k = detail::circleNumbers(a, b);
    if (sure)
        *sure = detail::squaredSure(k);
    const Vec2 q{-k.dx, -k.dy};
    const double d = lengthOf(q);
    // Both parts in one packed division (the divider is what a loop of these waits on),
    // each rounded once: a 3-4-5 gives (0.6, 0.8).
    const Lanes unit = lanes(q) / lanes(d);
    if (d > 0)
        out.normal = {unit[0], unit[1]};
    else
        out.unique = false; // concentric: every way is as short; +x
    out.separation = d - k.sum;
    out.onA = a.c - a.r * out.normal;
    out.onB = b.c + b.r * out.normal;
    return out;
}

[[gnu::always_inline]] inline Response circleRect(const Circle& a, const Rect& b,
                                                  exact::Sure* sure = nullptr) {
    return clampResponse(a.c, a.r, b.min, b.max, detail::clampBound(a.r * a.r, b), sure);
}

[[gnu::always_inline]] inline Response circleRotated(const Circle& a, const RotatedRect& b,
                                                     exact::Sure* sure = nullptr) {
    // In the rect's own frame (x along u, y along v = u turned a quarter), turned back and
    // clamped as the turned clamp does it, so that the numbers are its.
    const Vec2 u = b.axis, v{-b.axis.y, b.axis.x};
    const detail::TurnedClamp k = detail::turnedClamp(a, b);
    const Lanes q = k.q;
    if (sure)
        *sure = detail::turnedClampSure(k, a, b);
    const bool inside = q[0] == 0 && q[1] == 0;
    const double d = lengthOf({q[0], q[1]}, k.s);
    if (inside) [[unlikely]] {
        // The way out in the rect's frame (p is the centre there), then in the world: the
        // axis ±u or ±v, exactly.
        const WayOut way = wayOut(k.p, -lanes(b.half), lanes(b.half));
        return leaving(way, way.dir.x * u + way.dir.y * v, a.c, a.r);
    }
    Response out;
    // q turned into the world while the square root is under way, then divided: the
    // normal's parts round once more than the unturned rect's.
    const Vec2 w = q[0] * u + q[1] * v;
    out.normal = {w.x / d, w.y / d};
    out.separation = d - a.r;
    out.onA = a.c - a.r * out.normal;
    // N is C less C − N, which w already is in the world: not N turned forward again (four
    // products fewer; off by the turn's rounding, well within responseErrorBound).
    out.onB = a.c - w;
    return out;
}

} // namespace overlap::response
