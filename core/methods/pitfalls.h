#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

namespace overlap {

// Faithful copies of the tutorials' mistakes (METHODS.md). WRONG ON PURPOSE: they exist so
// learners can watch them fail; plain doubles, like the code they come from.

// Clamp whose y branch tests the circle's x against the rect's top (a published typo).
Result pitfallClampYTypo(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr);
// Nine regions with the edge distance cross/|Q-P| taken without its absolute value.
Result pitfallNineRegionSignedDistance(const Circle& c, const Rect& r, Touching t,
                                       Trace* trace = nullptr);
// Nine regions walked counter-clockwise as seen on a y-down screen: clockwise in y-up, so
// every side test flips.
Result pitfallNineRegionYDownOrder(const Circle& c, const Rect& r, Touching t,
                                   Trace* trace = nullptr);
// Rotated rect: the centre turned by +θ where -θ is needed.
Result pitfallRotatedPlusTheta(const Circle& c, const RotatedRect& r, Touching t,
                               Trace* trace = nullptr);
// Rotated rect: the angle in degrees handed to cos and sin, which want radians.
Result pitfallRotatedDegreesAsRadians(const Circle& c, const RotatedRect& r, Touching t,
                                      Trace* trace = nullptr);
// Rotated rect: cos and sin of θ·π/180 straight from the library, so a right angle leaves
// cos 90° = 6.1e-17 instead of 0 and the rect is not quite axis-aligned.
Result pitfallRotatedNaiveTrig(const Circle& c, const RotatedRect& r, Touching t,
                               Trace* trace = nullptr);
// Turned rects: lesson 1's axis-aligned test run on each rect's bounding box, which says
// overlap wherever the boxes meet, even where the corners miss.
Result pitfallSatBoundingBoxes(const RotatedRect& a, const RotatedRect& b, Touching t,
                               Trace* trace = nullptr);
// Turned rects: the separating axis test on a's two axes only; b's edge normals, the only
// ones that separate some scenes, are never tried.
Result pitfallSatOwnAxesOnly(const RotatedRect& a, const RotatedRect& b, Touching t,
                             Trace* trace = nullptr);

} // namespace overlap
