#pragma once

#include "core/exact/dyadic.h"
#include "core/exact/filter.h"

#include <cmath>

namespace overlap::exact {

// A point with exact coordinates, for the fallbacks.
struct DVec {
    Dyadic x, y;
};
inline DVec dvec(double x, double y) {
    return {Dyadic(x), Dyadic(y)};
}
inline DVec operator-(const DVec& a, const DVec& b) {
    return {a.x - b.x, a.y - b.y};
}
inline DVec operator+(const DVec& a, const DVec& b) {
    return {a.x + b.x, a.y + b.y};
}
inline Dyadic crossD(const DVec& a, const DVec& b) {
    return a.x * b.y - a.y * b.x;
}
inline Dyadic lengthSqD(const DVec& a) {
    return a.x * a.x + a.y * a.y;
}

// Sign of qx² + qy² − r², where qx and qy come from one rounded operation each (a
// difference of inputs) plus at most ex, ey of absolute error from earlier steps.
template <class ExactFn>
int distanceSqSign(double qx, double qy, double ex, double ey, double r, ExactFn&& exact) {
    const double t = qx * qx + qy * qy;
    const double rr = r * r;
    const double bound = (2.0 * std::abs(qx) + ex) * ex + (2.0 * std::abs(qy) + ey) * ey +
                         8.0 * kEps * (t + rr) + kTiny;
    return filteredSign(t - rr, bound, exact);
}

// Same, when qx and qy are single differences of inputs (no earlier error).
template <class ExactFn> int distanceSqSign(double qx, double qy, double r, ExactFn&& exact) {
    const double t = qx * qx + qy * qy;
    const double rr = r * r;
    return filteredSign(t - rr, 8.0 * kEps * (t + rr) + kTiny, exact);
}

// Sign of a + b + c for doubles a, b, c.
int sumSign(double a, double b, double c);

// Sign of (a − b) compared with r, i.e. of a − b − r, exactly.
inline int excessSign(double a, double b, double r) {
    return sumSign(a, -b, -r);
}

} // namespace overlap::exact
