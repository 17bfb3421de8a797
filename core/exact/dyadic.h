#pragma once

#include <compare>
#include <cstdint>
#include <vector>

namespace overlap::exact {

// An exact dyadic rational m * 2^e with an arbitrary-precision integer m. Every finite
// double converts exactly, and +, -, * and halving never round: the slow, sure path that
// the floating-point filters of the predicates fall back to near a boundary.
class Dyadic {
  public:
    Dyadic() = default; // zero
    // Exact; v must be finite (callers validate input first).
    explicit Dyadic(double v);
    static Dyadic fromInt(std::int64_t v);

    friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
    friend Dyadic operator-(const Dyadic& a, const Dyadic& b);
    friend Dyadic operator*(const Dyadic& a, const Dyadic& b);
    Dyadic operator-() const;
    Dyadic half() const; // exact a / 2

    int sign() const; // -1, 0 or +1
    friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);
    friend bool operator==(const Dyadic& a, const Dyadic& b);

    // Nearest double (ties to even); +-inf when out of range. For diagnostics only.
    double toDouble() const;

  private:
    bool negative_ = false;
    std::vector<std::uint32_t> mag_; // little-endian limbs, no leading zero limbs; empty = 0
    std::int64_t exp_ = 0;           // value = (negative_ ? -1 : 1) * mag_ * 2^exp_
};

Dyadic abs(const Dyadic& a);
const Dyadic& max(const Dyadic& a, const Dyadic& b);
const Dyadic& min(const Dyadic& a, const Dyadic& b);

} // namespace overlap::exact
