#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

namespace overlap {

// Lesson 1: the intersection rectangle [max of lefts, min of rights] x [max of bottoms,
// min of tops] is non-empty exactly when the rects overlap.
Result rectRectIntersection(const Rect& a, const Rect& b, Touching t, Trace* trace = nullptr);

// Lesson 1: apart as soon as one of four edge comparisons shows a gap.
Result rectRectSeparation(const Rect& a, const Rect& b, Touching t, Trace* trace = nullptr);

// Lesson 8: two turned rects are apart exactly when one of the four edge normals (each
// rect's two axes) shows a gap between their shadows; the first such axis ends the test.
Result rectRectSat(const RotatedRect& a, const RotatedRect& b, Touching t, Trace* trace = nullptr);

} // namespace overlap
