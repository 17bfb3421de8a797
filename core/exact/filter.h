#pragma once

#include "core/exact/dyadic.h"
#include "core/exact/tracked.h"
#include "core/policy.h"

#include <cmath>

namespace overlap::exact {

// Unit roundoff of double: every +, -, * and sqrt is off by at most this, relatively.
inline constexpr double kEps = 0x1p-53;
// Below this an absolute bound takes over, since underflow breaks relative bounds.
inline constexpr double kTiny = 0x1p-1000;

// The exact sign when the filter cannot tell: first the formula in tracked doubles (exact
// ties of integers and short fractions end here), else in Dyadic arithmetic. `exact` is a
// generic callable evaluating the formula in the number type of its argument.
template <class ExactFn> [[gnu::noinline, gnu::cold]] int slowSign(const ExactFn& exact) {
    const Tracked t = exact(Tracked(0.0));
    if (t.exact())
        return t.sign();
    return exact(Dyadic()).sign();
}

// The exact sign of a quantity computed as `approx` with absolute error at most `bound`:
// the filter answers when it can (NaN or inf from overflow fail it), else slowSign.
template <class ExactFn>
inline int filteredSign(double approx, double bound, const ExactFn& exact) {
    if (!(std::abs(approx) > bound)) [[unlikely]]
        return slowSign(exact);
    return approx > 0 ? 1 : -1;
}

// Whether the filter alone settles the sign of `approx` (off by at most `bound`); the
// fast paths return the plain comparison when it does.
inline bool sureSign(double approx, double bound) {
    return std::abs(approx) > bound;
}

// A fast path's answer: whether its filter settles the sign of the difference that decides,
// and if so whether they overlap (the difference is below 0). Shared by a method and by the
// response path that computes the same numbers.
struct Sure {
    bool sure;
    bool overlap;
};
inline Sure sureBelow(double approx, double bound) {
    return {sureSign(approx, bound), approx < 0};
}

// The policy's final comparison on the exact sign of (lhs - rhs): lhs <= rhs when touching
// counts, lhs < rhs when it does not.
constexpr bool withinBound(int signOfDifference, Touching t) {
    return signOfDifference < 0 || (signOfDifference == 0 && t == Touching::Counts);
}

// withinBound of a filtered difference, branch-free when the filter is sure.
template <class ExactFn>
inline bool filteredWithin(double approx, double bound, Touching t, const ExactFn& exact) {
    if (!(std::abs(approx) > bound)) [[unlikely]]
        return withinBound(slowSign(exact), t);
    return approx < 0;
}

} // namespace overlap::exact
