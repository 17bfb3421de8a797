#pragma once

#include "core/geometry/lanes.h"
#include "core/geometry/shapes.h"

#include <cmath>

namespace overlap::exact {

// The sign of (hi + lo) - v, exactly, for an edge kept as the nearest double hi and its
// remainder lo (Rect::maxLo) and a double v. Rounding to nearest leaves hi within half a
// gap of the edge, so hi alone decides unless it equals v; then the remainder does.
constexpr int edgeMinus(double hi, double lo, double v) {
    return hi > v ? 1 : (hi < v ? -1 : (lo > 0) - (lo < 0));
}

// The edge hi + lo in an exact fallback's number type (Tracked or Dyadic).
template <class N> N exactEdge(double hi, double lo) {
    return lo == 0 ? N(hi) : N(hi) + N(lo);
}

// How far a rect's rounded far corner may be from its exact one, per axis.
inline Vec2 edgeError(const Rect& r) {
    return {std::abs(r.maxLo.x), std::abs(r.maxLo.y)}; // andpd: no branch
}
// The sum of edgeError's squares, for the fast paths' bound (distanceSqBoundBySquares).
inline double edgeErrorSq(const Rect& r) {
    return sum(lanes(r.maxLo) * lanes(r.maxLo));
}

} // namespace overlap::exact
