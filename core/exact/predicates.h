#pragma once

#include "core/exact/filter.h"
#include "core/geometry/lanes.h"

#include <cmath>

namespace overlap::exact {

// A point in the number type N (Tracked or Dyadic) of an exact fallback.
template <class N> struct VecN { N x, y; };
template <class N> VecN<N> vecN(double x, double y) {
    return {N(x), N(y)};
}
template <class N> VecN<N> operator-(const VecN<N>& a, const VecN<N>& b) {
    return {a.x - b.x, a.y - b.y};
}
template <class N> N crossN(const VecN<N>& a, const VecN<N>& b) {
    return a.x * b.y - a.y * b.x;
}
template <class N> N lengthSqN(const VecN<N>& a) {
    return a.x * a.x + a.y * a.y;
}

// The error bound of s - rr, where s = qx² + qy² and rr = r², when qx and qy each come
// from one rounded operation plus at most ex, ey of absolute error from earlier steps.
inline double distanceSqBound(double qx, double qy, double ex, double ey, double s, double rr) {
    return (2.0 * std::abs(qx) + ex) * ex + (2.0 * std::abs(qy) + ey) * ey + 8.0 * kEps * (s + rr) +
           kTiny;
}

// Is qx² + qy² within r² under the policy? `exact` evaluates qx² + qy² − r² exactly when
// the filter cannot tell.
template <class ExactFn>
inline bool distanceSqWithin(double qx, double qy, double ex, double ey, double r, Touching t,
                             const ExactFn& exact) {
    const double s = qx * qx + qy * qy;
    const double rr = r * r;
    return filteredWithin(s - rr, distanceSqBound(qx, qy, ex, ey, s, rr), t, exact);
}

// distanceSqBound when qx and qy are each off by at most e: the two error terms
// (2|q| + e)·e summed as 2e(|qx| + |qy| + e), in fewer operations for the inline fast paths.
inline double distanceSqBoundEach(double qx, double qy, double e, double s, double rr) {
    return 2.0 * e * (std::abs(qx) + std::abs(qy) + e) + 8.0 * kEps * (s + rr) + kTiny;
}

// The error bound of s - rr, where s = qx² + qy² and rr = r², when qx and qy are single
// differences of inputs (no earlier error).
inline double distanceSqBound(double s, double rr) {
    return 8.0 * kEps * (s + rr) + kTiny;
}

// A bound of the form k(s + rr + w) + kTiny on |s - rr|, evaluated without s so that it is
// ready when s is: |s - rr| beyond 4k(rr + w) + 2kTiny >= 2k(2rr + w) + 2kTiny is beyond
// k(s + rr + w) + kTiny, since s + rr <= |s - rr|(1 + ε) + 2rr and k(1 + ε) < 1/2.
inline double boundAhead(double k, double rr, double w) {
    return 4.0 * k * (rr + w) + 2.0 * kTiny;
}

// A bound on the same error as distanceSqBound, looser but cheaper, for the fast paths: it
// needs only eSq >= ex² + ey², no |q|. By AM-GM 2|q|e <= 8ε·q² + e²/(8ε), so the terms
// (2|q| + e)·e add up to at most 8ε(1 + 2ε)·s + (1 + 2^50)·eSq; with the 8ε(s + rr) that is
// within 16ε(s + rr)(1 + 2ε) + (1 + 2^50)·eSq, and doubling both covers this sum's own
// roundings: 2^-48(s + rr) + 2^51·eSq + kTiny, taken ahead of s as boundAhead does.
inline double distanceSqBoundBySquares(double rr, double eSq) {
    return 0x1p-46 * rr + 0x1p52 * eSq + 2.0 * kTiny;
}

// distanceSqWithin when qx and qy are single differences of inputs.
template <class ExactFn>
inline bool distanceSqWithin(double qx, double qy, double r, Touching t, const ExactFn& exact) {
    const double s = qx * qx + qy * qy;
    const double rr = r * r;
    return filteredWithin(s - rr, distanceSqBound(s, rr), t, exact);
}

// Sign of a + b + c (+ d) for doubles, exactly.
int sumSign(double a, double b, double c);
int sumSign(double a, double b, double c, double d);

} // namespace overlap::exact
