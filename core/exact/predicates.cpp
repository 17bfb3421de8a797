#include "core/exact/predicates.h"

namespace overlap::exact {

int sumSign(double a, double b, double c) {
    const double ab = a + b;
    const double bound = 3.0 * kEps * (std::abs(ab) + std::abs(c)) + kTiny;
    return filteredSign(ab + c, bound, [&](auto z) {
        using N = decltype(z);
        return N(a) + N(b) + N(c);
    });
}

int sumSign(double a, double b, double c, double d) {
    const double ab = a + b, cd = c + d;
    const double bound = 3.0 * kEps * (std::abs(ab) + std::abs(cd)) + kTiny;
    return filteredSign(ab + cd, bound, [&](auto z) {
        using N = decltype(z);
        return N(a) + N(b) + N(c) + N(d);
    });
}

} // namespace overlap::exact
