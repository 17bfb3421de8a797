#pragma once

// An exact reference for integer scenes, independent of the core: 128-bit integers only.

#include <algorithm>
#include <cstdint>

namespace overlap::test {

using i128 = __int128;

// Sign of a 128-bit integer.
inline int sgn(i128 v) {
    return v < 0 ? -1 : (v > 0 ? 1 : 0);
}

// Overlap from the sign of (squared distance - squared reach) under a policy.
inline bool fromSign(int s, bool touchingCounts) {
    return s < 0 || (s == 0 && touchingCounts);
}

struct IRect {
    std::int64_t l, b, r, t; // closed [l, r] x [b, t], l <= r, b <= t
};
struct ICircle {
    std::int64_t x, y, r;
};

inline bool refRectRect(const IRect& a, const IRect& b, bool counts) {
    if (counts)
        return a.l <= b.r && b.l <= a.r && a.b <= b.t && b.b <= a.t;
    return a.l < b.r && b.l < a.r && a.b < b.t && b.b < a.t;
}

inline bool refCircleCircle(const ICircle& a, const ICircle& b, bool counts) {
    const i128 dx = b.x - a.x, dy = b.y - a.y, s = i128(a.r) + b.r;
    return fromSign(sgn(dx * dx + dy * dy - s * s), counts);
}

// Distance beyond an interval, as a sum of the two one-sided gaps (one of them is zero).
inline i128 gapBeyond(std::int64_t v, std::int64_t lo, std::int64_t hi) {
    return i128(std::max<std::int64_t>(lo - v, 0)) + std::max<std::int64_t>(v - hi, 0);
}

inline bool refCircleRect(const ICircle& c, const IRect& r, bool counts) {
    const i128 gx = gapBeyond(c.x, r.l, r.r), gy = gapBeyond(c.y, r.b, r.t);
    return fromSign(sgn(gx * gx + gy * gy - i128(c.r) * c.r), counts);
}

} // namespace overlap::test
