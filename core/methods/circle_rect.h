#pragma once

// The circle-rect methods, turned rects included. Each fast path is inline, so a caller's
// loop pays no call: it computes the lesson's numbers and returns the plain comparison when
// the filter is sure of its sign; otherwise, or when a trace is wanted, it hands over to the
// careful path (the method's .cpp), out of line and cold, which recomputes the numbers,
// decides exactly and records the construction.

#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/geometry/lanes.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <cmath>

namespace overlap {

namespace detail {

// ---- clamp (lesson 3) --------------------------------------------------------------------

// The nearest point N (exact but for the far edges' remainders: the clamp picks an input
// value) and C - N.
struct ClampNumbers {
    double nx, ny, qx, qy;
    double lengthSq() const { return qx * qx + qy * qy; }
};
inline ClampNumbers clampNumbers(const Circle& c, const Rect& r) {
    const double nx = clampTo(c.c.x, r.min.x, r.max.x);
    const double ny = clampTo(c.c.y, r.min.y, r.max.y);
    return {nx, ny, c.c.x - nx, c.c.y - ny};
}
Result circleRectClampCareful(const Circle& c, const Rect& r, Touching t, Trace* trace);
// The clamp's fast path: |C - N|² against r², off by at most clampBound.
inline double clampBound(double rr, const Rect& r) {
    return exact::distanceSqBoundBySquares(rr, exact::edgeErrorSq(r));
}
inline exact::Sure clampSure(const Circle& c, const Rect& r) {
    // x and y side by side: q = C - N, off by at most the far edges' remainders.
    const Lanes q = lanes(c.c) - clampTo(lanes(c.c), lanes(r.min), lanes(r.max));
    const double s = sum(q * q), rr = c.r * c.r;
    return exact::sureBelow(s - rr, clampBound(rr, r));
}

// ---- fold (lesson 6) ---------------------------------------------------------------------

// The folded centre's excess beyond the corner, clamped at 0: one axis of the method, or
// both at once as Lanes.
template <class T> struct Folded { T m, h, p, v, u; };
template <class T> inline Folded<T> foldAxis(T lo, T hi, T c) {
    const T m = (lo + hi) * 0.5, h = (hi - lo) * 0.5;
    const T p = c - m;
    const T v = absOf(p) - h;
    return {m, h, p, v, maxOf(v, T{})};
}
// Centre, half extents, the shift and the excess each round once, and the far edge hi is
// off by its remainder hiLo; max() is 1-Lipschitz so u carries the same absolute error as v.
inline double foldError(double lo, double hi, double hiLo, double c) {
    return 4.0 * exact::kEps * (std::abs(c) + std::abs(lo) + std::abs(hi)) + std::abs(hiLo);
}
Result circleRectFoldCareful(const Circle& c, const Rect& r, Touching t, Trace* trace);

// ---- rounded regions (lesson 4) and nine regions (lesson 5) ------------------------------

Result circleRectRoundedCareful(const Circle& c, const Rect& r, Touching t, Trace* trace);
Result circleRectNineRegionCareful(const Circle& c, const Rect& r, Touching t, Trace* trace);
Result circleRotatedNineRegionCareful(const Circle& c, const RotatedRect& r, Touching t,
                                      Trace* trace);

// ---- turned rects (lesson 7) -------------------------------------------------------------

// The centre in the rect's own frame: R(-θ)(C - c), i.e. its components along u and v.
struct Local {
    Vec2 p;
    double error; // absolute bound on each component's rounding
};
// The error also covers what the test leaves out: the centre's remainder, and that the
// rect is the image of [-h, h]² under the matrix M = (u, u⊥) with |u|² = s² only near 1,
// so that, with p = Mᵀ(C - c), the exact test clamps p to s²·h and compares with r²·s²
// (|C - Mq|² = |p - s²q|² / s²). The fast path takes s² as 1 and counts the difference.
inline Local rotateBack(const Circle& c, const RotatedRect& r) {
    const double dx = c.c.x - r.c.x, dy = c.c.y - r.c.y;
    const double co = r.axis.x, si = r.axis.y;
    // One rounding in the shift, one per product, one in the sum; |cos|, |sin| <= 1.
    return {{co * dx + si * dy, -si * dx + co * dy},
            4 * exact::kEps * (std::abs(dx) + std::abs(dy)) +
                2 * (std::abs(r.cLo.x) + std::abs(r.cLo.y)) + kAxisSlack * (r.half.x + r.half.y)};
}
// The part of the centre beyond the rect in its own frame: by the clamp, q = p - clamp(p);
// by the fold, u = max(|p| - h, 0). Clamping and max() are 1-Lipschitz, so either carries
// p's error and one more rounding.
inline Vec2 clampExcess(Vec2 p, Vec2 h) {
    return {p.x - clampTo(p.x, -h.x, h.x), p.y - clampTo(p.y, -h.y, h.y)};
}
inline Vec2 foldExcess(Vec2 p, Vec2 h) {
    return {maxOf(std::abs(p.x) - h.x, 0.0), maxOf(std::abs(p.y) - h.y, 0.0)};
}
// The fast path shared by both: sure of the sign of |e|² - r², or hand over. r² · s²
// differs from r² by at most r² · kAxisSlack.
inline bool sureWithin(Vec2 e, double error, double r, bool& overlap) {
    const double s = e.x * e.x + e.y * e.y, rr = r * r;
    overlap = s < rr;
    return exact::sureSign(s - rr,
                           exact::distanceSqBoundEach(e.x, e.y, error, s, rr) + kAxisSlack * rr);
}
// The same rotation x and y side by side, for the fast paths: d = C - c, p = (u·d, u⊥·d),
// rounded as rotateBack rounds it.
inline Lanes rotateBack(Lanes d, Vec2 u) {
    return sums(lanes(u) * d, Lanes{-u.y, u.x} * d);
}
// The turned clamp's and fold's bound, from exact::distanceSqBoundBySquares's lemma: with
// |cLo| <= ε|c| (the remainder is below half an ulp) and kAxisSlack = 8ε, rotateBack's error
// is E <= 8ε(|d|₁ + |c|₁ + |h|₁), so 2^51·2E² <= 192ε·Σ(d² + c² + h²) by Cauchy-Schwarz.
// The excess e (clamped or folded) has |p| <= |e| + h, so |d|² = |p|² / |u|² is below
// 2.01 (s + Σh²): with sureWithin's r²·kAxisSlack the whole bound is within
// 2^-44 = 512ε·(s + rr + Σ(c² + h²)), formed ahead of s.
inline double turnedBound(double rr, const RotatedRect& r) {
    return exact::boundAhead(0x1p-44, rr,
                             sum(lanes(r.c) * lanes(r.c) + lanes(r.half) * lanes(r.half)));
}
Result circleRotatedClampCareful(const Circle& c, const RotatedRect& r, Touching t, Trace* trace);
// The turned clamp's numbers: the centre turned back into the rect's frame (p), its nearest
// point there (n), q = p − n and s = |q|²; shared with the turned rect's response.
struct TurnedClamp {
    Lanes p, n, q;
    double s;
};
inline TurnedClamp turnedClamp(const Circle& c, const RotatedRect& r) {
    const Lanes d = lanes(c.c) - lanes(r.c), h = lanes(r.half);
    const Lanes p = rotateBack(d, r.axis);
    // The clamp to [-h, h] with its upper limit first: the same value (h >= 0), scheduled
    // better by GCC here (3.0 -> 3.1x Box2D).
    const Lanes n = maxOf(minOf(p, h), -h);
    const Lanes q = p - n;
    return {p, n, q, sum(q * q)};
}
// The turned clamp's fast path: |q|² against r².
inline exact::Sure turnedClampSure(const TurnedClamp& k, const Circle& c, const RotatedRect& r) {
    const double rr = c.r * c.r;
    return exact::sureBelow(k.s - rr, turnedBound(rr, r));
}
Result circleRotatedFoldCareful(const Circle& c, const RotatedRect& r, Touching t, Trace* trace);

} // namespace detail

// Lesson 3: clamp the centre into the rect to get the nearest point N; overlap iff
// |C - N|² <= r² (or < r² when touching is separate).
inline Result circleRectClamp(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr) {
    const exact::Sure fast = detail::clampSure(c, r);
    if (trace || !fast.sure) [[unlikely]]
        return detail::circleRectClampCareful(c, r, t, trace);
    return {fast.overlap};
}

// Lesson 4: the centre inside the rect grown by r with rounded corners (the Minkowski sum),
// tested as the wide and tall rects and the disc at the nearest corner.
inline Result circleRectRounded(const Circle& c, const Rect& b, Touching t,
                                Trace* trace = nullptr) {
    // How far the centre lies beyond the rect's x span and beyond its y span, 0 within, x
    // and y side by side; off by at most the far edges' remainders.
    const Lanes g = lanes(c.c) - clampTo(lanes(c.c), lanes(b.min), lanes(b.max));
    // In the wide rect gy is 0 and gx² <= r² says it is within r of the x span; in the tall
    // rect gx is 0; outside both, gx² + gy² <= r² is the nearest corner's disc. So one
    // comparison makes all three tests. (Inside the rect it is 0 <= r², and the careful
    // path sees to the empty open disc of radius 0.)
    const double d2 = sum(g * g), r2 = c.r * c.r;
    const double bound = exact::distanceSqBoundBySquares(r2, exact::edgeErrorSq(b));
    if (trace || !exact::sureSign(d2 - r2, bound)) [[unlikely]]
        return detail::circleRectRoundedCareful(c, b, t, trace);
    return {d2 < r2};
}

// Lesson 5: the four edge lines cut the plane into nine regions; cross products place the
// centre, then the distance to an edge line or a vertex decides.
inline Result circleRectNineRegion(const Circle& c, const Rect& r, Touching t,
                                   Trace* trace = nullptr) {
    // Each edge vector has one zero component, so cross(B - A, O - A) is the edge's length
    // times the centre's height above AB, and so round the rect: these heights, each
    // below 0 outside its edge, carry the cross products' signs. Side by side: (da, ab)
    // above the near edges, (bc, cd) below the far ones, which are off by their remainders.
    const Lanes nearHeights = lanes(c.c) - lanes(r.min);
    const Lanes farHeights = lanes(r.max) - lanes(c.c);
    // Opposite edges never both have the centre outside. One outside edge: |cross| / |Q - P|
    // is its height; two: the shared vertex is as far as both heights make. Either way the
    // squared distance is the sum of the outside heights' squares, against r².
    const Lanes q = minOf(minOf(farHeights, nearHeights), Lanes{});
    const double d2 = sum(q * q), r2 = c.r * c.r;
    const double bound = exact::distanceSqBoundBySquares(r2, exact::edgeErrorSq(r));
    if (trace || !exact::sureSign(d2 - r2, bound)) [[unlikely]]
        return detail::circleRectNineRegionCareful(c, r, t, trace);
    return {d2 < r2};
}

// Lesson 6: fold the centre into the first quadrant of the rect's frame; overlap iff
// |max(|p| - h, 0)|² <= r².
inline Result circleRectFold(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr) {
    // x and y side by side. Each axis's error is foldError <= 5ε(|c| + |lo| + |hi|) (the
    // remainder is below half an ulp of hi), and |c| <= |p| + |m| <= u + |lo| + |hi|, so by
    // Cauchy-Schwarz 2^51·Σ foldError² <= 19ε·s + 75ε·Σ(lo² + hi²): with
    // exact::distanceSqBoundBySquares's 32ε(s + rr), all within 2^-46 = 128ε·(s + rr + Σ).
    const Lanes lo = lanes(r.min), hi = lanes(r.max), centre = lanes(c.c);
    const Lanes u = detail::foldAxis(lo, hi, centre).u;
    const double s = sum(u * u), rr = c.r * c.r;
    const double bound = exact::boundAhead(0x1p-46, rr, sum(lo * lo + hi * hi));
    if (trace || !exact::sureSign(s - rr, bound)) [[unlikely]]
        return detail::circleRectFoldCareful(c, r, t, trace);
    return {s < rr};
}

// Lesson 7: rotate the centre by -θ about the rect's centre, then clamp.
inline Result circleRotatedClamp(const Circle& c, const RotatedRect& r, Touching t,
                                 Trace* trace = nullptr) {
    const exact::Sure fast = detail::turnedClampSure(detail::turnedClamp(c, r), c, r);
    if (trace || !fast.sure) [[unlikely]]
        return detail::circleRotatedClampCareful(c, r, t, trace);
    return {fast.overlap};
}

// Lesson 7: rotate the centre by -θ about the rect's centre, then fold.
inline Result circleRotatedFold(const Circle& c, const RotatedRect& r, Touching t,
                                Trace* trace = nullptr) {
    const Lanes d = lanes(c.c) - lanes(r.c), h = lanes(r.half);
    const Lanes p = detail::rotateBack(d, r.axis);
    const Lanes u = maxOf(absOf(p) - h, Lanes{});
    const double s = sum(u * u), rr = c.r * c.r;
    const double bound = detail::turnedBound(rr, r);
    if (trace || !exact::sureSign(s - rr, bound)) [[unlikely]]
        return detail::circleRotatedFoldCareful(c, r, t, trace);
    return {s < rr};
}

// Lesson 5 on a turned rect: the nine regions take any edge directions. The listing's are
// u, v = u⊥ and their opposites, each of length 1 (|u|² = 1 to within kAxisSlack), so
// cross(direction, O − P) is the centre's height above the edge line.
[[gnu::always_inline]] inline Result circleRotatedNineRegion(const Circle& c, const RotatedRect& r,
                                                             Touching t, Trace* trace = nullptr) {
    using exact::kEps;
    // o = O − M, the centre seen from the rect's exact centre M = c + cLo, and side by side
    // p = (Y, X) = (dot(u, o), cross(u, o)): the numbers rotateBack turns o into.
    const Lanes o = (lanes(c.c) - lanes(r.c)) - lanes(r.cLo);
    const Lanes p = detail::rotateBack(o, r.axis), h = lanes(r.half), ap = absOf(p);
    // With A = M − hx·u − hy·v and cross(u, v) = 1, cross(u, O − A) = hy + X, and round the
    // rect cross(v, O − B) = hx − Y, cross(−u, O − C) = hy − X, cross(−v, O − D) = hx + Y:
    // the nearer edge of each opposite pair has hx − |Y| (or hy − |X|), below 0 outside it.
    // As on the unturned rect, one outside edge is |cross| away, and two meet at a right
    // angle in the vertex V they share, so |O − V|² is the sum of both heights' squares.
    const Lanes q = minOf(h - ap, Lanes{});
    const Lanes sq = sums(q * q, ap + h);
    const double d2 = sq[0], P = sq[1], r2 = c.r * c.r;
    // The error bound, coarse but cheap: P = |X| + |Y| + hx + hy bounds |qx| + |qy|, so
    // d2 <= P². Each height is off by at most e = 8 ulps
    // of P: the shift rounds twice (where O − c rounds at all, cLo, below half an ulp of
    // c, is 2 ulps of it at most), the products and the sum twice more (|u.x|, |u.y| <= 1):
    // 4 ulps of |o|₁ <= 1.5 (|X| + |Y|) in all; and |u|² scales hx and hy by
    // 1 ± kAxisSlack (8 ulps). So the exact heights' squares are within 2e (P + e) <= 17
    // ulps of P² of d2; the squares, the heights' subtraction, the sum, r² and the
    // difference round by 6 ulps of d2 and 2 of r²; the exact test compares d2 with
    // r²·|u|² (8 ulps of r²): 32 ulps of P² + r² cover it all, and kTiny any underflow.
    const double bound = 32 * kEps * (P * P + r2) + exact::kTiny;
    // With r = 0 the filter is sure only of d2 > 0, no overlap, right for an empty disc too.
    if (trace || !exact::sureSign(d2 - r2, bound)) [[unlikely]]
        return detail::circleRotatedNineRegionCareful(c, r, t, trace);
    return {d2 < r2};
}

} // namespace overlap
