#pragma once

#include "core/geometry/shapes.h"

namespace overlap {

// Where a shape is: a circle's or turned rect's centre (rounded, without cLo), a rect's
// middle (min + max halved, rounded). What handles sit on and maps move, not an exact value.
Vec2 centreOf(const Shape& s);

} // namespace overlap
