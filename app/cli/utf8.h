#pragma once

#include <cstddef>
#include <string_view>

namespace overlap::cli {

// The length of the well-formed UTF-8 sequence of a non-ASCII character starting at s[i]
// (no overlong forms, no UTF-16 surrogates, nothing above U+10FFFF), or 0 when there is none.
inline std::size_t utf8SequenceLength(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) -> unsigned {
        return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u;
    };
    const auto cont = [](unsigned b) { return (b & 0xC0) == 0x80; };
    const unsigned b0 = at(0);
    if (b0 >= 0xC2 && b0 <= 0xDF)
        return cont(at(1)) ? 2 : 0;
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        const unsigned b1 = at(1);
        if (!cont(b1) || !cont(at(2)))
            return 0;
        if ((b0 == 0xE0 && b1 < 0xA0) || (b0 == 0xED && b1 >= 0xA0))
            return 0;
        return 3;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        const unsigned b1 = at(1);
        if (!cont(b1) || !cont(at(2)) || !cont(at(3)))
            return 0;
        if ((b0 == 0xF0 && b1 < 0x90) || (b0 == 0xF4 && b1 >= 0x90))
            return 0;
        return 4;
    }
    return 0;
}

} // namespace overlap::cli
