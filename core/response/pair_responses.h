#pragma once

// The response of each pair as rounded geometry, given the exact class: which way and how
// far, from each pair's own construction (the clamp's nearest point, SAT's axes).

#include "core/response/response.h"

namespace overlap::response {

Response circleCircle(const Circle& a, const Circle& b, VerdictClass exact);
Response circleRect(const Circle& a, Vec2 lo, Vec2 hi, VerdictClass exact);
Response circleRotated(const Circle& a, const RotatedRect& b, VerdictClass exact);
Response rectRect(const Rect& a, const Rect& b, VerdictClass exact);
Response rotatedRotated(const RotatedRect& a, const RotatedRect& b, VerdictClass exact);

} // namespace overlap::response
