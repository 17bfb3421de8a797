#pragma once

#include "core/geometry/shapes.h"

#include <optional>
#include <string>

namespace overlap {

// A rect as learners write it: smallest corner (x, y), size (w, h), optional turn about
// its centre. Its far edges x + w, y + h and its centre are the exact sums, kept as the
// nearest double and a remainder, so any finite input is the rect it says, unrounded.
struct CornerSizeRect {
    double x = 0, y = 0, w = 0, h = 0;
    std::optional<double> angleDeg;
};

struct ConvertedRect {
    std::string error;                 // empty when valid
    std::optional<Rect> aligned;       // when axis-aligned (no angle, or a multiple of 90°
                                       // whose turned edges are exact)
    std::optional<RotatedRect> turned; // when valid, unless an odd subnormal w or h has
                                       // no half that is a double
};

ConvertedRect convertRect(const CornerSizeRect& in);

// The axis-aligned rect a right-angled rotated rect is, exactly, or nothing.
std::optional<Rect> axisAlignedEquivalent(const RotatedRect& r);
// A shape as an axis-aligned rect, exactly: a rect itself, a right-angled rotated rect's
// equivalent; nothing for a circle or a rect turned off the right angles.
std::optional<Rect> alignedRectOf(const Shape& s);
// The same rect as centre, half extents and angle 0, when representable exactly.
std::optional<RotatedRect> centredForm(const Rect& r);

// The corner-and-size form that gives this very rect, when its width and height (and, for
// a turned rect, its unturned corner) are doubles: the numbers to show and to save.
std::optional<CornerSizeRect> cornerSizeOf(const Rect& r);
std::optional<CornerSizeRect> cornerSizeOf(const RotatedRect& r);
// cornerSizeOf when there is one, else the nearest doubles (a width dragged to no double):
// the numbers to show.
CornerSizeRect nearestCornerSizeOf(const Rect& r);
CornerSizeRect nearestCornerSizeOf(const RotatedRect& r);

} // namespace overlap
