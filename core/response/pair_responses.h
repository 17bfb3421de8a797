#pragma once

// The response of each pair as rounded geometry, given the exact class: which way and how
// far, from each pair's own construction (the clamp's nearest point, SAT's axes).

#include "core/response/circle_responses.h"
#include "core/response/response.h"

#include <limits>

namespace overlap::response {

Response rectRect(const Rect& a, const Rect& b, VerdictClass exact);
Response rotatedRotated(const RotatedRect& a, const RotatedRect& b, VerdictClass exact);

// The same, by the shapes' types.
inline Response of(const Circle& a, const Circle& b, VerdictClass c) {
    return circleCircle(a, b, c);
}
inline Response of(const Circle& a, const Rect& b, VerdictClass c) {
    return circleRect(a, b.min, b.max, c);
}
inline Response of(const Circle& a, const RotatedRect& b, VerdictClass c) {
    return circleRotated(a, b, c);
}
inline Response of(const Rect& a, const Rect& b, VerdictClass c) {
    return rectRect(a, b, c);
}
inline Response of(const RotatedRect& a, const RotatedRect& b, VerdictClass c) {
    return rotatedRotated(a, b, c);
}

// The separation's sign made the exact class's: a rounded one that says otherwise is off by
// less than the bound, and the least double of the right sign is nearer the truth.
inline void settleSign(Response& r, VerdictClass exact) {
    r.verdict = exact;
    constexpr double least = std::numeric_limits<double>::denorm_min();
    // Selects, not branches: the class is an even bet on random scenes. minOf and maxOf give
    // their second argument for a NaN.
    const double overlap = minOf(r.separation, -least), apart = maxOf(r.separation, least);
    const double signed_ = exact == VerdictClass::Overlap ? overlap : apart;
    r.separation = exact == VerdictClass::Touching ? 0.0 : signed_;
}

} // namespace overlap::response
