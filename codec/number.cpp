#include "codec/number.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace overlap::codec {

std::string numberText(double v, NumberStyle style) {
    if (!std::isfinite(v))
        return "null";
    if (v == 0.0 && std::signbit(v))
        return style == NumberStyle::Plain ? "-0" : "-0.0";
    constexpr double kExactIntegers = 9007199254740992.0; // 2^53
    if (style == NumberStyle::Plain && v == std::trunc(v) && std::fabs(v) < kExactIntegers)
        return std::to_string(static_cast<std::int64_t>(v));
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

} // namespace overlap::codec
