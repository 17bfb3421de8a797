#pragma once

#include "core/geometry/shapes.h"

#include <optional>
#include <string>

namespace overlap {

// Why a shape cannot be tested (NaN, infinity, negative size, min above max), or nothing.
// Zero radius and zero width or height are valid: a point, a segment.
std::optional<std::string> invalidReason(const Circle& c);
std::optional<std::string> invalidReason(const Rect& r);
std::optional<std::string> invalidReason(const RotatedRect& r);
std::optional<std::string> invalidReason(const Shape& s);

} // namespace overlap
