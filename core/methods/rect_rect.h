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

// Lesson 8: two turned rects are apart exactly when one of the four edge normals (each
// rect's two axes) shows a gap between their shadows; the first such axis ends the test.
// The fast path is inline, so a caller's loop pays no call; the careful path (exact, with
// the construction) is out of line and cold.
inline Result rectRectSat(const RotatedRect& a, const RotatedRect& b, Touching t,
                          Trace* trace = nullptr) {
    using exact::kEps;
    // From a's centre to b's; each rect's own axes u and v = u turned a quarter.
    const Vec2 d = b.c - a.c;
    const Vec2 au = a.axis, bu = b.axis;
    // The axes are computed once: the four meet in two numbers, au·bu = av·bv = C and
    // av·bu = -(au·bv) = S, and a rect's shadow on its own axis is its half extent.
    const double C = std::abs(dot(au, bu)), S = std::abs(cross(au, bu));
    const double ha = a.half.x, ka = a.half.y, hb = b.half.x, kb = b.half.y;
    // Each axis: the centres' distance along it against the sum of the half shadows.
    const double excess[4] = {std::abs(dot(d, au)) - (ha + (hb * C + kb * S)),    // a's u
                              std::abs(cross(au, d)) - (ka + (hb * S + kb * C)),  // a's v
                              std::abs(dot(d, bu)) - ((ha * C + ka * S) + hb),    // b's u
                              std::abs(cross(bu, d)) - ((ha * S + ka * C) + kb)}; // b's v
    // One error bound serves all four: a few roundings of products of inputs, |u|² off
    // 1 by kAxisSlack, and the centres' remainders.
    const double sizes = ha + ka + hb + kb;
    const double bound =
        16 * kEps * (std::abs(d.x) + std::abs(d.y) + sizes) + kAxisSlack * sizes +
        2 * (std::abs(a.cLo.x) + std::abs(a.cLo.y) + std::abs(b.cLo.x) + std::abs(b.cLo.y)) +
        exact::kTiny;
    // A sure gap on any axis decides (apart); otherwise every axis must be sure.
    bool gap = false, unsure = false;
    for (double e : excess) {
        gap |= e > bound;
        unsure |= !(std::abs(e) > bound);
    }
    if (trace || (unsure && !gap)) [[unlikely]]
        return detail::rectRectSatCareful(a, b, t, trace);
    return {!gap};
}

} // namespace overlap
