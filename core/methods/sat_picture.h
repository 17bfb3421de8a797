#pragma once

#include "core/geometry/shapes.h"
#include "core/trace/trace.h"

#include <array>
#include <span>
#include <vector>

namespace overlap {

// The separating-axis construction, shared by rect-rect.sat and the pitfall that tests
// only a's axes.

// The four candidate axes: a's u and v, then b's u and v (v = u turned a quarter).
std::array<Vec2, 4> satAxes(const RotatedRect& a, const RotatedRect& b);

// One axis: the centres' distance along it, each rect's half shadow, and the error bound
// of dist - (ra + rb). Every term is a few roundings of products of inputs.
struct AxisNumbers {
    double dist, ra, rb, bound;
};
AxisNumbers axisNumbers(const RotatedRect& a, const RotatedRect& b, Vec2 n);

// A turned rect's corners, counter-clockwise from its (-half.x, -half.y) corner.
std::vector<Vec2> turnedCorners(const RotatedRect& r);

// The construction: both rects, then each tested axis (k[i], satAxes order) through a's
// centre with both shadows beside it and the gap or overlap between them; the first gap
// ends it, else a result step (overlap) redraws the axis closest to a gap.
void recordSat(Trace& tr, const RotatedRect& a, const RotatedRect& b,
               std::span<const AxisNumbers> k, std::span<const bool> gaps);

} // namespace overlap
