#pragma once

#include <cmath>

namespace overlap::exact {

// A double that knows whether every operation that produced it was exact (Knuth's two-sum
// and Dekker's two-product leave no remainder). The cheap middle stage of a predicate: on
// integer and short binary-fraction ties the plain double result is then the exact one,
// and the Dyadic fallback is not needed.
class Tracked {
  public:
    Tracked() = default;
    explicit Tracked(double v) : v_(v), exact_(std::isfinite(v)) {}

    double value() const { return v_; }
    bool exact() const { return exact_; }
    int sign() const { return v_ > 0 ? 1 : (v_ < 0 ? -1 : 0); }

    friend Tracked operator+(Tracked a, Tracked b) {
        const double s = a.v_ + b.v_;
        const double bb = s - a.v_;
        const double err = (a.v_ - (s - bb)) + (b.v_ - bb);
        return {s, a.exact_ && b.exact_ && err == 0 && std::isfinite(s)};
    }
    friend Tracked operator-(Tracked a, Tracked b) { return a + (-b); }
    Tracked operator-() const { return {-v_, exact_}; }
    // By reference: GCC 12.2's IPA-SRA clone of the by-value form read uninitialised stack
    // in the SAT method's exact stage (tests/memcheck catches it).
    friend Tracked operator*(const Tracked& a, const Tracked& b) {
        const double p = a.v_ * b.v_;
        // Splitting overflows above 2^995 and the remainder underflows below 2^-900:
        // there the stage declines and the Dyadic path decides.
        const bool inRange = std::abs(a.v_) < 0x1p995 && std::abs(b.v_) < 0x1p995 &&
                             (p == 0 ? (a.v_ == 0 || b.v_ == 0) : std::abs(p) > 0x1p-900);
        if (!(a.exact_ && b.exact_ && inRange))
            return {p, false};
        const auto [ah, al] = split(a.v_);
        const auto [bh, bl] = split(b.v_);
        const double err = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
        return {p, err == 0};
    }
    Tracked half() const {
        const double h = v_ * 0.5;
        return {h, exact_ && h * 2.0 == v_};
    }
    friend Tracked abs(Tracked a) { return {std::abs(a.v_), a.exact_}; }
    // Selections of exact values are exact; of inexact ones they may pick the wrong one,
    // so the result is only as exact as both inputs.
    friend Tracked max(Tracked a, Tracked b) {
        return {a.v_ < b.v_ ? b.v_ : a.v_, a.exact_ && b.exact_};
    }
    friend Tracked min(Tracked a, Tracked b) {
        return {b.v_ < a.v_ ? b.v_ : a.v_, a.exact_ && b.exact_};
    }

  private:
    Tracked(double v, bool exact) : v_(v), exact_(exact) {}
    struct Halves {
        double hi, lo;
    };
    // Veltkamp's split into two 26-bit halves whose products are exact.
    static Halves split(double a) {
        const double c = 134217729.0 * a; // 2^27 + 1
        const double hi = c - (c - a);
        return {hi, a - hi};
    }
    double v_ = 0.0;
    bool exact_ = true;
};

} // namespace overlap::exact
