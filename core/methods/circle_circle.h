#pragma once

// The circle-circle methods. Each fast path is inline, so a caller's loop pays no call: it
// computes the lesson's numbers and returns the plain comparison when the filter is sure
// of its sign; otherwise, or when a trace is wanted, it hands over to the careful path
// (circle_circle.cpp), which recomputes the same numbers, decides exactly and records the
// construction.

#include "core/exact/predicates.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <cmath>

namespace overlap {

namespace detail {

// The numbers both methods start from, computed identically by every path.
struct CircleNumbers {
    double dx, dy, sum;
    double d2() const { return dx * dx + dy * dy; }
};
inline CircleNumbers circleNumbers(const Circle& a, const Circle& b) {
    return {b.c.x - a.c.x, b.c.y - a.c.y, a.r + b.r};
}
// d carries at most 3 roundings' worth of relative error (sum, square root), sum one;
// d - sum has the sign of d² - sum² since both are >= 0. Squares that underflow leave d²
// off by up to 3 * 2^-1075 absolutely, and the square root makes that up to 2^-536.5 in d
// (d² = 2^-1692 rounds to 0, so d = 0 where it is 2^-846): kTiny is far too small here.
inline double distanceBound(double d, double sum) {
    return 5.0 * exact::kEps * (d + sum) + 0x1p-536;
}
inline double squaredBound(double d2, double sum2) {
    return 8.0 * exact::kEps * (d2 + sum2) + exact::kTiny;
}

Result circleCircleDistanceCareful(const Circle& a, const Circle& b, Touching t, Trace* trace);
Result circleCircleSquaredCareful(const Circle& a, const Circle& b, Touching t, Trace* trace);

} // namespace detail

// Lesson 2: the distance between centres against the sum of radii.
inline Result circleCircleDistance(const Circle& a, const Circle& b, Touching t,
                                   Trace* trace = nullptr) {
    const detail::CircleNumbers k = detail::circleNumbers(a, b);
    const double d = std::sqrt(k.d2());
    if (trace || !exact::sureSign(d - k.sum, detail::distanceBound(d, k.sum))) [[unlikely]]
        return detail::circleCircleDistanceCareful(a, b, t, trace);
    return {d < k.sum};
}

namespace detail {
// The squared method's fast path: d² against (ra + rb)².
inline exact::Sure squaredSure(const CircleNumbers& k) {
    const double d2 = k.d2(), sum2 = k.sum * k.sum;
    return exact::sureBelow(d2 - sum2, squaredBound(d2, sum2));
}
} // namespace detail

// Lesson 2: the same with both sides squared, so no square root is taken.
inline Result circleCircleSquared(const Circle& a, const Circle& b, Touching t,
                                  Trace* trace = nullptr) {
    const exact::Sure fast = detail::squaredSure(detail::circleNumbers(a, b));
    if (trace || !fast.sure) [[unlikely]]
        return detail::circleCircleSquaredCareful(a, b, t, trace);
    return {fast.overlap};
}

} // namespace overlap
