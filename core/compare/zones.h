#pragma once

#include "core/algorithms.h"
#include "core/geometry/shapes.h"

#include <cstdint>

namespace overlap {

// How a method divides the plane (ZoneScheme, core/method_facts.h) is a fact of the method
// table.
ZoneScheme zoneSchemeOf(const Algorithm& algorithm);

// The zone of a circle centre p of radius r against a rect (axis-aligned or turned),
// for display only (plain doubles):
//   NineRegions  1..9 as on a keypad seen y-up: 1 2 3 above, 4 5 6 level (5 inside), 7 8 9 below
//   RoundedRect  0 outside, 1 inside the rect, 2 wide rect, 3 tall rect, 4 corner disc
//   FoldBands    quadrant * 4 + band; quadrant 0..3 counter-clockwise from (+, +), band 0
//                inside, 1 beside a vertical edge, 2 beside a horizontal edge, 3 corner
// Verdict is not a zone: planeVerdicts() computes it from the method itself.
std::uint8_t zoneOf(ZoneScheme scheme, Vec2 p, double r, const Shape& rect);

} // namespace overlap
