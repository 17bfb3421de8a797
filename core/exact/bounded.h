#pragma once

#include "core/exact/filter.h"

#include <cmath>

namespace overlap::exact {

// A double that carries a bound on its absolute error through +, - and * (a running error
// bound): the first stage of a predicate whose formula has no hand-derived bound. Each sum
// adds its own rounding (at most kEps of the result), each product the propagated errors
// and its rounding, and an absolute 2^-1074 for underflow.
class Bounded {
  public:
    Bounded() = default;
    explicit Bounded(double v) : v_(v) {}

    double value() const { return v_; }
    double error() const { return e_; }
    // Whether the sign is certain; the bound's own rounding is covered by a margin, and NaN
    // or infinity from overflow is never certain.
    bool sure() const { return std::abs(v_) > e_ * (1 + 0x1p-40) + 0x1p-1074; }
    int sign() const { return v_ > 0 ? 1 : (v_ < 0 ? -1 : 0); }

    friend Bounded operator+(Bounded a, Bounded b) {
        const double s = a.v_ + b.v_;
        return {s, a.e_ + b.e_ + kEps * std::abs(s)};
    }
    friend Bounded operator-(Bounded a, Bounded b) { return a + (-b); }
    Bounded operator-() const { return {-v_, e_}; }
    friend Bounded operator*(Bounded a, Bounded b) {
        const double p = a.v_ * b.v_;
        return {p, std::abs(a.v_) * b.e_ + std::abs(b.v_) * a.e_ + a.e_ * b.e_ +
                       kEps * std::abs(p) + 0x1p-1074};
    }

  private:
    Bounded(double v, double e) : v_(v), e_(e) {}
    double v_ = 0;
    double e_ = 0;
};

// The exact sign of a formula, evaluated first with a running error bound, then (near zero)
// in tracked doubles and Dyadic arithmetic. `formula` is a generic callable that computes
// the quantity in the number type of its argument.
template <class Formula> int exactSign(const Formula& formula) {
    const Bounded b = formula(Bounded(0.0));
    if (b.sure()) [[likely]]
        return b.sign();
    return slowSign(formula);
}

} // namespace overlap::exact
