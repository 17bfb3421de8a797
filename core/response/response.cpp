#include "core/response/response.h"

#include "core/algorithms.h"
#include "core/geometry/validate.h"
#include "core/pairs.h"
#include "core/response/pair_responses.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace overlap {

namespace {

// The scene's exact class: every correct method that takes it gives the same one.
std::optional<VerdictClass> exactClass(const Shape& a, const Shape& b) {
    for (const Algorithm& m : algorithms())
        if (!m.pitfall && accepts(m, a, b))
            return classify(m, a, b);
    return std::nullopt;
}

RotatedRect asRotated(const Rect& r) {
    return RotatedRect::make(0.5 * (r.min + r.max), 0.5 * (r.max - r.min), 0.0);
}

// The response with a as the one to move, for shapes in a pair's own order or its mirror.
std::optional<Response> rounded(const Shape& a, const Shape& b, VerdictClass exact) {
    if (const auto* c = std::get_if<Circle>(&a)) {
        if (const auto* d = std::get_if<Circle>(&b))
            return response::circleCircle(*c, *d);
        if (const auto* r = std::get_if<Rect>(&b))
            return response::circleRect(*c, *r);
        return response::circleRotated(*c, std::get<RotatedRect>(b));
    }
    if (std::holds_alternative<Circle>(b)) {
        // a rect moved off a circle: the circle's answer, seen from the other side.
        std::optional<Response> out = rounded(b, a, exact);
        std::swap(out->onA, out->onB);
        out->normal = -out->normal;
        return out;
    }
    const auto* ra = std::get_if<Rect>(&a);
    const auto* rb = std::get_if<Rect>(&b);
    if (ra && rb)
        return response::rectRect(*ra, *rb, exact);
    return response::rotatedRotated(ra ? asRotated(*ra) : std::get<RotatedRect>(a),
                                    rb ? asRotated(*rb) : std::get<RotatedRect>(b), exact);
}

double sizeOf(const Shape& s) {
    return std::visit(
        [](const auto& v) -> double {
            using S = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<S, Circle>)
                return std::max(std::abs(v.c.x), std::abs(v.c.y)) + v.r;
            else if constexpr (std::is_same_v<S, Rect>)
                return std::max(
                    {std::abs(v.min.x), std::abs(v.min.y), std::abs(v.max.x), std::abs(v.max.y)});
            else
                return std::max(std::abs(v.c.x), std::abs(v.c.y)) + v.half.x + v.half.y;
        },
        s);
}

} // namespace

double responseErrorBound(const Shape& a, const Shape& b) {
    return 64 * std::numeric_limits<double>::epsilon() * (sizeOf(a) + sizeOf(b));
}

ResponseOutcome respond(const Shape& a, const Shape& b) {
    ResponseOutcome out;
    for (const Shape* s : {&a, &b})
        if (const std::optional<std::string> why = invalidReason(*s)) {
            out.error = *why;
            return out;
        }
    const std::optional<VerdictClass> exact = exactClass(a, b);
    if (!exact) {
        out.error = "no method takes these two shapes";
        return out;
    }
    out.response = respondKnowing(a, b, *exact);
    return out;
}

Response respondKnowing(const Shape& a, const Shape& b, VerdictClass exact) {
    Response r = *rounded(a, b, exact);
    response::settleSign(r, exact);
    return r;
}

} // namespace overlap
