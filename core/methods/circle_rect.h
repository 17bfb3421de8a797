#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

namespace overlap {

// Lesson 3: clamp the centre into the rect to get the nearest point N; overlap iff
// |C - N|² <= r² (or < r² when touching is separate).
Result circleRectClamp(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr);

// Lesson 4: the centre inside the rect grown by r with rounded corners (the Minkowski sum),
// tested as two cross rects and the disc at the nearest corner.
Result circleRectRounded(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr);

// Lesson 5: the four edge lines cut the plane into nine regions; cross products place the
// centre, then the distance to an edge line or a vertex decides.
Result circleRectNineRegion(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr);

// Lesson 6: fold the centre into the first quadrant of the rect's frame; overlap iff
// |max(|p| - h, 0)|² <= r².
Result circleRectFold(const Circle& c, const Rect& r, Touching t, Trace* trace = nullptr);

// Lesson 7: rotate the centre by -θ about the rect's centre, then clamp.
Result circleRotatedClamp(const Circle& c, const RotatedRect& r, Touching t,
                          Trace* trace = nullptr);
// Lesson 7: rotate the centre by -θ about the rect's centre, then fold.
Result circleRotatedFold(const Circle& c, const RotatedRect& r, Touching t, Trace* trace = nullptr);
// Lesson 5 on a turned rect: the nine regions never needed the axes.
Result circleRotatedNineRegion(const Circle& c, const RotatedRect& r, Touching t,
                               Trace* trace = nullptr);

} // namespace overlap
