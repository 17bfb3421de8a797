#pragma once

#include "core/exact/predicates.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <cmath>

namespace overlap {

// Lesson 1: the intersection rectangle [max of lefts, min of rights] x [max of bottoms,
// min of tops] is non-empty exactly when the rects overlap.
Result rectRectIntersection(const Rect& a, const Rect& b, Touching t, Trace* trace = nullptr);

// Lesson 1: apart as soon as one of four edge comparisons shows a gap.
Result rectRectSeparation(const Rect& a, const Rect& b, Touching t, Trace* trace = nullptr);

namespace detail {
// The separation test's four comparison steps and its result, after a subjects step the
// caller has drawn: the first gap ends it. Shared with the bounding-box pitfall.
Result recordSeparationSteps(Trace& tr, const Rect& a, const Rect& b, const bool gaps[4]);
Result rectRectSatCareful(const RotatedRect& a, const RotatedRect& b, Touching t, Trace* trace);
} // namespace detail

namespace detail {
// SAT's numbers on each of the four axes (a's u, a's v, b's u, b's v; v is u turned a
// quarter): how far b's centre is from a's along it, signed, and the sum of both rects'
// half shadows on it; and one bound on the rounding of |along| − both for all four.
struct SatNumbers {
    double along[4];
    double both[4];
    double bound;
};
inline SatNumbers satNumbers(const RotatedRect& a, const RotatedRect& b) {
    using exact::kEps;
    const Vec2 d = b.c - a.c;
    const Vec2 au = a.axis, bu = b.axis;
    // The axes are computed once: the four meet in two numbers, au·bu = av·bv = C and
    // av·bu = -(au·bv) = S, and a rect's shadow on its own axis is its half extent.
    const double C = std::abs(dot(au, bu)), S = std::abs(cross(au, bu));
    const double ha = a.half.x, ka = a.half.y, hb = b.half.x, kb = b.half.y;
    // One error bound serves all four: a few roundings of products of inputs, |u|² off
    // 1 by kAxisSlack, and the centres' remainders.
    const double sizes = ha + ka + hb + kb;
    return {
        {dot(d, au), cross(au, d), dot(d, bu), cross(bu, d)},
        {ha + (hb * C + kb * S), ka + (hb * S + kb * C), (ha * C + ka * S) + hb,
         (ha * S + ka * C) + kb},
        16 * kEps * (std::abs(d.x) + std::abs(d.y) + sizes) + kAxisSlack * sizes +
            2 * (std::abs(a.cLo.x) + std::abs(a.cLo.y) + std::abs(b.cLo.x) + std::abs(b.cLo.y)) +
            exact::kTiny};
}
// SAT's fast path: on each axis the centres' distance against the sum of the half shadows.
// A sure gap on any axis says apart; otherwise every axis must be sure, and then they
// overlap.
inline exact::Sure satSure(const SatNumbers& k) {
    bool gap = false, unsure = false;
    for (int i = 0; i < 4; ++i) {
        const double excess = std::abs(k.along[i]) - k.both[i];
        gap |= excess > k.bound;
        unsure |= !(std::abs(excess) > k.bound);
    }
    return {gap || !unsure, !gap};
}
inline exact::Sure satSure(const RotatedRect& a, const RotatedRect& b) {
    return satSure(satNumbers(a, b));
}
} // namespace detail

// Lesson 8: two turned rects are apart exactly when one of the four edge normals (each
// rect's two axes) shows a gap between their shadows; the first such axis ends the test.
// The fast path is inline, so a caller's loop pays no call; the careful path (exact, with
// the construction) is out of line and cold.
inline Result rectRectSat(const RotatedRect& a, const RotatedRect& b, Touching t,
                          Trace* trace = nullptr) {
    const exact::Sure fast = detail::satSure(a, b);
    if (trace || !fast.sure) [[unlikely]]
        return detail::rectRectSatCareful(a, b, t, trace);
    return {fast.overlap};
}

} // namespace overlap
