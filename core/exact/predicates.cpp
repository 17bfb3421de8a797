#include "core/exact/predicates.h"

namespace overlap::exact {

int sumSign(double a, double b, double c) {
    const double ab = a + b;
    const double s = ab + c;
    const double bound = 3.0 * kEps * (std::abs(ab) + std::abs(c)) + kTiny;
    return filteredSign(s, bound, [&] { return Dyadic(a) + Dyadic(b) + Dyadic(c); });
}

} // namespace overlap::exact
