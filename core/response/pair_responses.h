#pragma once

// The response of each pair as rounded geometry, given the exact class: which way and how
// far, from each pair's own construction (the clamp's nearest point, SAT's axes).

#include "core/methods/rect_rect.h"
#include "core/response/circle_responses.h"
#include "core/response/response.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace overlap::response {

Response rectRect(const Rect& a, const Rect& b, VerdictClass exact);
Response rotatedRotated(const RotatedRect& a, const RotatedRect& b, VerdictClass exact);

// The same, by the shapes' types.
[[gnu::always_inline]] inline Response of(const Circle& a, const Circle& b,
                                          exact::Sure* sure = nullptr) {
    return circleCircle(a, b, sure);
}
[[gnu::always_inline]] inline Response of(const Circle& a, const Rect& b,
                                          exact::Sure* sure = nullptr) {
    return circleRect(a, b, sure);
}
[[gnu::always_inline]] inline Response of(const Circle& a, const RotatedRect& b,
                                          exact::Sure* sure = nullptr) {
    return circleRotated(a, b, sure);
}
inline Response of(const Rect& a, const Rect& b, VerdictClass c) {
    return rectRect(a, b, c);
}
inline Response of(const RotatedRect& a, const RotatedRect& b, VerdictClass c) {
    return rotatedRotated(a, b, c);
}

// The exact class where the numbers the response is made of prove it, for the pairs whose
// geometry needs the class first: SAT's fast path for turned rects. Two aligned rects
// compare inputs only, so ask a method at once. (The circle pairs' geometry gives it, from
// the very numbers it is made of: circle_responses.h.)
inline exact::Sure sureOf(const Rect&, const Rect&) {
    return {false, false};
}
inline exact::Sure sureOf(const RotatedRect& a, const RotatedRect& b) {
    return detail::satSure(a, b);
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

// settleSign for a circle pair's class that the filter proved from the numbers the
// separation is made of: nothing to settle. The filters' bounds are at least 8 ulps of r²
// (or of (ra + rb)²), so a sure apart has s > r²(1 + 13ε) and √s rounded above r, and a sure
// overlap √s rounded below r; the rounded d − r then has the exact sign (a difference of
// unequal doubles is never 0). Where d is hypot's (|q|² beyond 2^±960), the bounds' kTiny
// term leaves a gap far wider than hypot's ulp. tst_response checks it against settleSign.
inline void settleSureSign(Response& r, bool overlap) {
    r.verdict = overlap ? VerdictClass::Overlap : VerdictClass::Apart;
}

} // namespace overlap::response
