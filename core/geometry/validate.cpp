#include "core/geometry/validate.h"

#include "core/geometry/angle.h"

#include <cmath>
#include <cstdio>
#include <tuple>
#include <utility>

namespace overlap {

namespace {

std::string formatNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

// A finite, and where asked non-negative, number; else the reason in words.
std::optional<std::string> badNumber(const char* what, double v, bool mustBeNonNegative) {
    if (std::isnan(v))
        return std::string(what) + " is NaN";
    if (std::isinf(v))
        return std::string(what) + " is " + (v > 0 ? "+infinity" : "-infinity");
    if (mustBeNonNegative && v < 0)
        return std::string(what) + " is negative (" + formatNumber(v) + ")";
    return std::nullopt;
}

// Whether every number is finite: then badNumber has nothing to say about any, and a valid
// shape (nearly every one) is not taken through its numbers one message at a time.
template <class... D> bool allFinite(D... v) {
    return (std::isfinite(v) && ...);
}

} // namespace

std::optional<std::string> invalidReason(const Circle& c) {
    if (allFinite(c.c.x, c.c.y, c.r) && !(c.r < 0))
        return std::nullopt;
    if (auto e = badNumber("circle centre x", c.c.x, false))
        return e;
    if (auto e = badNumber("circle centre y", c.c.y, false))
        return e;
    return badNumber("circle radius", c.r, true);
}

std::optional<std::string> invalidReason(const Rect& r) {
    const bool finite = allFinite(r.min.x, r.min.y, r.max.x, r.max.y, r.maxLo.x, r.maxLo.y);
    if (!finite)
        for (auto [what, v] : {std::pair{"rect min x", r.min.x},
                               {"rect min y", r.min.y},
                               {"rect max x", r.max.x},
                               {"rect max y", r.max.y}})
            if (auto e = badNumber(what, v, false))
                return e;
    // The remainder must be what rounding x + w to nearest leaves, or max would not be the
    // nearest double to the edge and the fast paths' bounds would not hold.
    for (auto [what, hi, lo] : {std::tuple{"rect max x remainder", r.max.x, r.maxLo.x},
                                std::tuple{"rect max y remainder", r.max.y, r.maxLo.y}}) {
        if (!finite)
            if (auto e = badNumber(what, lo, false))
                return e;
        if (hi + lo != hi)
            return std::string(what) + " " + formatNumber(lo) + " is not below half a unit of " +
                   formatNumber(hi);
    }
    if (r.max.x < r.min.x || (r.max.x == r.min.x && r.maxLo.x < 0))
        return "rect width is negative (max x " + formatNumber(r.max.x) + " < min x " +
               formatNumber(r.min.x) + ")";
    if (r.max.y < r.min.y || (r.max.y == r.min.y && r.maxLo.y < 0))
        return "rect height is negative (max y " + formatNumber(r.max.y) + " < min y " +
               formatNumber(r.min.y) + ")";
    return std::nullopt;
}

std::optional<std::string> invalidReason(const RotatedRect& r) {
    struct Field {
        const char* what;
        double value;
        bool nonNegative;
    };
    const Field fields[] = {{"rotated rect centre x", r.c.x, false},
                            {"rotated rect centre y", r.c.y, false},
                            {"rotated rect half width", r.half.x, true},
                            {"rotated rect half height", r.half.y, true},
                            {"rotated rect angle", r.angleDeg, false},
                            {"rotated rect centre x remainder", r.cLo.x, false},
                            {"rotated rect centre y remainder", r.cLo.y, false}};
    if (!allFinite(r.c.x, r.c.y, r.half.x, r.half.y, r.angleDeg, r.cLo.x, r.cLo.y) ||
        r.half.x < 0 || r.half.y < 0)
        for (const auto& [what, v, nonNeg] : fields)
            if (auto e = badNumber(what, v, nonNeg))
                return e;
    if (r.c.x + r.cLo.x != r.c.x || r.c.y + r.cLo.y != r.c.y)
        return std::string("rotated rect centre remainder is not below half a unit of the centre");
    // A hand-set axis would make the verdict about a different rect than the angle says.
    if (r.axis != unitFromDegrees(r.angleDeg))
        return std::string("rotated rect axis does not match its angle; build it with "
                           "RotatedRect::make");
    return std::nullopt;
}

std::optional<std::string> invalidReason(const Shape& s) {
    return std::visit([](const auto& shape) { return invalidReason(shape); }, s);
}

} // namespace overlap
