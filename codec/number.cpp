#include "codec/number.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace overlap::codec {

std::string numberText(double v) {
    if (!std::isfinite(v))
        return "null";
    if (v == 0.0 && std::signbit(v))
        return "-0"; // std::to_string of the integer would drop the sign
    constexpr double kExactIntegers = 9007199254740992.0; // 2^53
    if (v == std::trunc(v) && std::fabs(v) < kExactIntegers)
        return std::to_string(static_cast<std::int64_t>(v));
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

} // namespace overlap::codec
