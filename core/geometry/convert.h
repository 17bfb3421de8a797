#pragma once

#include "core/geometry/shapes.h"

#include <optional>
#include <string>

namespace overlap {

// A rect as learners write it: smallest corner (x, y), size (w, h), optional turn about
// its centre. Every derived edge and centre must be a double exactly, or the verdict
// would be about a slightly different rect; such input is refused, not rounded.
struct CornerSizeRect {
    double x = 0, y = 0, w = 0, h = 0;
    std::optional<double> angleDeg;
};

struct ConvertedRect {
    std::string error;                 // empty when the conversion is exact and valid
    std::optional<Rect> aligned;       // when axis-aligned (no angle, or a multiple of 90°)
    std::optional<RotatedRect> turned; // always, when valid
};

ConvertedRect convertRect(const CornerSizeRect& in);

// The axis-aligned rect a right-angled rotated rect is, exactly, or nothing.
std::optional<Rect> axisAlignedEquivalent(const RotatedRect& r);
// The same rect as centre, half extents and angle 0, when representable exactly.
std::optional<RotatedRect> centredForm(const Rect& r);

} // namespace overlap
