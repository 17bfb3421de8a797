#pragma once

#include "core/exact/dyadic.h"
#include "core/policy.h"

namespace overlap::exact {

// Unit roundoff of double: every +, -, * and sqrt is off by at most this, relatively.
inline constexpr double kEps = 0x1p-53;
// Below this an absolute bound takes over, since underflow breaks relative bounds.
inline constexpr double kTiny = 0x1p-1000;

// The exact sign of a quantity computed as `approx` with absolute error at most `bound`:
// the filter answers when it can, else `exact()` (a Dyadic) decides. NaN or inf from
// overflow fail both tests and so go exact too.
template <class ExactFn> int filteredSign(double approx, double bound, ExactFn&& exact) {
    if (approx > bound)
        return 1;
    if (approx < -bound)
        return -1;
    return exact().sign();
}

// The policy's final comparison on the exact sign of (lhs - rhs): lhs <= rhs when touching
// counts, lhs < rhs when it does not.
constexpr bool withinBound(int signOfDifference, Touching t) {
    return signOfDifference < 0 || (signOfDifference == 0 && t == Touching::Counts);
}

} // namespace overlap::exact
