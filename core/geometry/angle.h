#pragma once

#include "core/geometry/vec2.h"

namespace overlap {

// (cos, sin) of an angle in degrees; exact (0 or ±1) at every multiple of 90 degrees and
// symmetric about 45 degrees, so that cos(θ) == sin(90° − θ) bit for bit.
Vec2 unitFromDegrees(double deg);

// True when deg is a whole multiple of 90 (including negative and > 360 values).
bool isRightAngle(double deg);

} // namespace overlap
