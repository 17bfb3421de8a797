#pragma once

// Both components of a Vec2 as one value, so that a fast path does the x and the y
// arithmetic of a method in one operation each: one SSE2 register on x86-64 (every x86-64
// has SSE2), two doubles elsewhere. The arithmetic is IEEE per lane, the same as on Vec2.

#include "core/geometry/vec2.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace overlap {

// GCC's and Clang's vector type: + - * per lane on every target, SSE2 where there is one.
using Lanes = double __attribute__((vector_size(16)));

inline Lanes lanes(Vec2 v) {
    Lanes out;
    std::memcpy(&out, &v, sizeof out); // an unaligned load: Vec2 is two packed doubles
    return out;
}
inline Lanes lanes(double both) {
    return Lanes{both, both};
}

// The larger (maxOf) and the smaller (minOf) per lane, the second operand when equal;
// branch-free.
inline Lanes maxOf(Lanes a, Lanes b) {
#if defined(__SSE2__)
    return Lanes(_mm_max_pd(__m128d(a), __m128d(b)));
#else
    return Lanes{maxOf(a[0], b[0]), maxOf(a[1], b[1])};
#endif
}
inline Lanes minOf(Lanes a, Lanes b) {
#if defined(__SSE2__)
    return Lanes(_mm_min_pd(__m128d(a), __m128d(b)));
#else
    return Lanes{minOf(a[0], b[0]), minOf(a[1], b[1])};
#endif
}
inline Lanes clampTo(Lanes v, Lanes lo, Lanes hi) {
    return minOf(maxOf(v, lo), hi);
}
inline Lanes absOf(Lanes v) {
    using Bits = long long __attribute__((vector_size(16)));
    return Lanes(Bits(v) & ~Bits(lanes(-0.0))); // clears the sign bits
}

// x + y of one value.
inline double sum(Lanes v) {
    return v[0] + v[1];
}
// x + y of two values at once: {sum(a), sum(b)}, one addition for both.
inline Lanes sums(Lanes a, Lanes b) {
    return __builtin_shufflevector(a, b, 0, 2) + __builtin_shufflevector(a, b, 1, 3);
}

} // namespace overlap
