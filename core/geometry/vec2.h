#pragma once

#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace overlap {

// A point or vector in the plane; y-up unless a lesson says otherwise.
struct Vec2 {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) {
    return {a.x + b.x, a.y + b.y};
}
constexpr Vec2 operator-(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
constexpr Vec2 operator-(Vec2 a) {
    return {-a.x, -a.y};
}
constexpr Vec2 operator*(double s, Vec2 a) {
    return {s * a.x, s * a.y};
}
constexpr double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
// z of the 3-D cross product: > 0 when b turns counter-clockwise from a (y-up).
constexpr double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
// |q|, the Euclidean length: a square root where the squares can neither overflow nor
// lose bits to underflow (as exact as hypot there, several times faster), hypot elsewhere.
inline double lengthOf(Vec2 q, double s) {
    if (s > 0x1p-960 && s < 0x1p960) [[likely]]
        return std::sqrt(s);
    return std::hypot(q.x, q.y);
}
inline double lengthOf(Vec2 q) {
    return lengthOf(q, q.x * q.x + q.y * q.y);
}

// |v|, named like the Lanes one so that a method can be written once for both.
inline double absOf(double v) {
    return std::abs(v);
}

// The larger of a and b (b when equal), branch-free on x86 like clampTo.
inline double maxOf(double a, double b) {
#if defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(a), _mm_set_sd(b)));
#else
    return a > b ? a : b;
#endif
}

// The smaller of a and b (b when equal), branch-free on x86 like maxOf.
inline double minOf(double a, double b) {
#if defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_min_sd(_mm_set_sd(a), _mm_set_sd(b)));
#else
    return a < b ? a : b;
#endif
}

// v limited to [lo, hi]. On x86 maxsd/minsd do it without a branch for the CPU to
// mispredict (compilers turn the portable form into a jump).
inline double clampTo(double v, double lo, double hi) {
#if defined(__SSE2__)
    const __m128d atLeast = _mm_max_sd(_mm_set_sd(v), _mm_set_sd(lo));
    return _mm_cvtsd_f64(_mm_min_sd(atLeast, _mm_set_sd(hi)));
#else
    const double atLeast = v > lo ? v : lo;
    return hi < atLeast ? hi : atLeast;
#endif
}

} // namespace overlap
