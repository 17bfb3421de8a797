#include "core/exact/dyadic.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <limits>

namespace overlap::exact {

namespace {

using Mag = std::vector<std::uint32_t>;

// Canonical form (odd mantissa, no leading zero limbs, zero = {+, {}, 0}) makes == a field
// comparison. Works on the fields by reference so it needs no access to Dyadic's privates.
void normalise(bool& negative, Mag& mag, std::int64_t& exp) {
    while (!mag.empty() && mag.back() == 0)
        mag.pop_back();
    if (mag.empty()) {
        negative = false;
        exp = 0;
        return;
    }
    const auto zeroLimbs =
        std::find_if(mag.begin(), mag.end(), [](std::uint32_t l) { return l != 0; }) - mag.begin();
    mag.erase(mag.begin(), mag.begin() + zeroLimbs);
    exp += 32 * static_cast<std::int64_t>(zeroLimbs);
    const int tz = std::countr_zero(mag[0]);
    if (tz == 0)
        return;
    for (std::size_t i = 0; i + 1 < mag.size(); ++i)
        mag[i] = (mag[i] >> tz) | (mag[i + 1] << (32 - tz)); // tz in 1..31: both shifts defined
    mag.back() >>= tz;
    if (mag.back() == 0)
        mag.pop_back();
    exp += tz;
}

void fromU64(Mag& mag, std::uint64_t v) {
    mag = {static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(v >> 32)};
}

// Number of significant bits; mag has no leading zero limbs.
std::int64_t bitLength(const Mag& mag) {
    if (mag.empty())
        return 0;
    return 32 * static_cast<std::int64_t>(mag.size() - 1) + std::bit_width(mag.back());
}

bool testBit(const Mag& mag, std::int64_t i) {
    if (i < 0 || i >= 32 * static_cast<std::int64_t>(mag.size()))
        return false;
    return (mag[static_cast<std::size_t>(i / 32)] >> (i % 32)) & 1u;
}

// Whether any bit below position i is set (for the sticky bit of rounding).
bool anyBitBelow(const Mag& mag, std::int64_t i) {
    if (i <= 0)
        return false;
    const auto full =
        static_cast<std::size_t>(std::min(i / 32, static_cast<std::int64_t>(mag.size())));
    for (std::size_t k = 0; k < full; ++k)
        if (mag[k] != 0)
            return true;
    if (full < mag.size() && i % 32 != 0)
        return (mag[full] & ((1u << (i % 32)) - 1)) != 0;
    return false;
}

Mag shiftLeft(const Mag& a, std::uint64_t shift) {
    const auto limbs = static_cast<std::size_t>(shift / 32);
    const auto bits = static_cast<unsigned>(shift % 32);
    Mag r(limbs + a.size() + 1, 0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::uint64_t v = static_cast<std::uint64_t>(a[i]) << bits;
        r[limbs + i] |= static_cast<std::uint32_t>(v);
        r[limbs + i + 1] = static_cast<std::uint32_t>(v >> 32);
    }
    if (r.back() == 0)
        r.pop_back();
    return r;
}

// Three-way comparison of magnitudes without leading zero limbs.
int compareMag(const Mag& a, const Mag& b) {
    if (a.size() != b.size())
        return a.size() < b.size() ? -1 : 1;
    for (std::size_t i = a.size(); i-- > 0;)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

Mag addMag(const Mag& a, const Mag& b) {
    const Mag& big = a.size() >= b.size() ? a : b;
    const Mag& small = a.size() >= b.size() ? b : a;
    Mag r(big.size() + 1, 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < big.size(); ++i) {
        carry += static_cast<std::uint64_t>(big[i]) + (i < small.size() ? small[i] : 0u);
        r[i] = static_cast<std::uint32_t>(carry);
        carry >>= 32;
    }
    r.back() = static_cast<std::uint32_t>(carry);
    return r;
}

// a - b for a >= b.
Mag subMag(const Mag& a, const Mag& b) {
    Mag r(a.size(), 0);
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        std::int64_t d = static_cast<std::int64_t>(a[i]) - (i < b.size() ? b[i] : 0u) - borrow;
        borrow = d < 0 ? 1 : 0;
        r[i] = static_cast<std::uint32_t>(d + (borrow << 32));
    }
    return r;
}

Mag mulMag(const Mag& a, const Mag& b) {
    Mag r(a.size() + b.size(), 0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < b.size(); ++j) {
            // (2^32-1)^2 + 2 * (2^32-1) == 2^64-1: never overflows.
            const std::uint64_t t = static_cast<std::uint64_t>(a[i]) * b[j] + r[i + j] + carry;
            r[i + j] = static_cast<std::uint32_t>(t);
            carry = t >> 32;
        }
        r[i + b.size()] = static_cast<std::uint32_t>(carry);
    }
    return r;
}

} // namespace

Dyadic::Dyadic(double v) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    const auto biased = static_cast<std::int64_t>((bits >> 52) & 0x7ff);
    std::uint64_t frac = bits & ((std::uint64_t{1} << 52) - 1);
    if (biased != 0)
        frac |= std::uint64_t{1} << 52; // implicit leading bit of normal numbers
    // Subnormals share the exponent of the smallest normal: value = frac * 2^-1074.
    exp_ = (biased == 0 ? 1 : biased) - 1075;
    negative_ = (bits >> 63) != 0;
    fromU64(mag_, frac);
    normalise(negative_, mag_, exp_);
}

Dyadic Dyadic::fromInt(std::int64_t v) {
    Dyadic r;
    r.negative_ = v < 0;
    // Unsigned negation keeps INT64_MIN exact.
    fromU64(r.mag_, v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v));
    normalise(r.negative_, r.mag_, r.exp_);
    return r;
}

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
    if (a.mag_.empty())
        return b;
    if (b.mag_.empty())
        return a;
    // Shift the operand with the larger exponent so both share the smaller one.
    const bool aHigher = a.exp_ >= b.exp_;
    const Dyadic& hi = aHigher ? a : b;
    const Dyadic& lo = aHigher ? b : a;
    const Mag shifted = shiftLeft(hi.mag_, static_cast<std::uint64_t>(hi.exp_ - lo.exp_));
    Dyadic r;
    r.exp_ = lo.exp_;
    if (hi.negative_ == lo.negative_) {
        r.mag_ = addMag(shifted, lo.mag_);
        r.negative_ = hi.negative_;
    } else {
        const int c = compareMag(shifted, lo.mag_);
        if (c == 0)
            return Dyadic{};
        r.mag_ = c > 0 ? subMag(shifted, lo.mag_) : subMag(lo.mag_, shifted);
        r.negative_ = c > 0 ? hi.negative_ : lo.negative_;
    }
    normalise(r.negative_, r.mag_, r.exp_);
    return r;
}

Dyadic operator-(const Dyadic& a, const Dyadic& b) {
    return a + (-b);
}

Dyadic operator*(const Dyadic& a, const Dyadic& b) {
    if (a.mag_.empty() || b.mag_.empty())
        return Dyadic{};
    Dyadic r;
    r.mag_ = mulMag(a.mag_, b.mag_);
    r.exp_ = a.exp_ + b.exp_;
    r.negative_ = a.negative_ != b.negative_;
    normalise(r.negative_, r.mag_, r.exp_); // odd * odd is odd: only trims a leading limb
    return r;
}

Dyadic Dyadic::operator-() const {
    Dyadic r = *this;
    if (!r.mag_.empty())
        r.negative_ = !r.negative_;
    return r;
}

Dyadic Dyadic::half() const {
    Dyadic r = *this;
    if (!r.mag_.empty())
        --r.exp_; // mantissa stays odd, so the result is still canonical
    return r;
}

int Dyadic::sign() const {
    if (mag_.empty())
        return 0;
    return negative_ ? -1 : 1;
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
    const int sa = a.sign();
    const int sb = b.sign();
    if (sa != sb || sa == 0)
        return sa <=> sb;
    // Same nonzero sign: compare magnitudes, first by the position of the top bit.
    const std::int64_t topA = bitLength(a.mag_) + a.exp_;
    const std::int64_t topB = bitLength(b.mag_) + b.exp_;
    int c = 0;
    if (topA != topB) {
        c = topA < topB ? -1 : 1;
    } else if (a.exp_ >= b.exp_) {
        c = compareMag(shiftLeft(a.mag_, static_cast<std::uint64_t>(a.exp_ - b.exp_)), b.mag_);
    } else {
        c = compareMag(a.mag_, shiftLeft(b.mag_, static_cast<std::uint64_t>(b.exp_ - a.exp_)));
    }
    if (sa < 0)
        c = -c;
    return c <=> 0;
}

bool operator==(const Dyadic& a, const Dyadic& b) {
    // Canonical form makes equal values bitwise identical.
    return a.negative_ == b.negative_ && a.exp_ == b.exp_ && a.mag_ == b.mag_;
}

double Dyadic::toDouble() const {
    if (mag_.empty())
        return 0.0;
    const std::int64_t len = bitLength(mag_);
    const std::int64_t top = len - 1 + exp_; // value in [2^top, 2^(top+1))
    const double s = negative_ ? -1.0 : 1.0;
    if (top > 1023)
        return s * std::numeric_limits<double>::infinity();
    // Bits kept: 53, fewer in the subnormal range where the last kept bit is 2^-1074.
    const std::int64_t keep = std::min<std::int64_t>(53, top + 1075);
    if (keep < 0)
        return s * 0.0;                           // below half the smallest subnormal
    const std::int64_t roundPos = len - 1 - keep; // mantissa bit index just below the kept ones
    std::uint64_t q = 0;
    for (std::int64_t i = len - 1; i > roundPos; --i)
        q = (q << 1) | (testBit(mag_, i) ? 1u : 0u);
    const bool roundBit = testBit(mag_, roundPos);
    if (roundBit && (anyBitBelow(mag_, roundPos) || (q & 1) != 0))
        ++q; // may reach 2^keep, which ldexp still represents exactly (or overflows to inf)
    // q < 2^54 converts exactly; the scaling is exact unless it overflows to inf.
    return s * std::ldexp(static_cast<double>(q), static_cast<int>(exp_ + roundPos + 1));
}

Dyadic abs(const Dyadic& a) {
    return a.sign() < 0 ? -a : a;
}

const Dyadic& max(const Dyadic& a, const Dyadic& b) {
    return a < b ? b : a;
}

const Dyadic& min(const Dyadic& a, const Dyadic& b) {
    return b < a ? b : a;
}

} // namespace overlap::exact
