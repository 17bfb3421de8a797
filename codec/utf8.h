#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

namespace overlap::codec {

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

// A byte as messages about encodings name it: "0xC3".
inline std::string hexByte(unsigned char b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", unsigned(b));
    return buf;
}

// When no well-formed character starts at s[i] (utf8SequenceLength is 0 and s[i] is not
// ASCII): what is wrong, naming the offending byte, such as "byte 0xC3 is not followed by a
// continuation byte (0x28 follows)" or "byte 0x80 does not start a character". Empty when
// a character does start there. Shared by every reader that refuses invalid UTF-8 (the
// CLI's, the scenario files' and the lesson files'), so they all say it alike.
inline std::string utf8Fault(std::string_view s, std::size_t i) {
    if (i >= s.size() || static_cast<unsigned char>(s[i]) < 0x80 || utf8SequenceLength(s, i) != 0)
        return {};
    const auto b0 = static_cast<unsigned char>(s[i]);
    const std::string lead = "byte " + hexByte(b0);
    if (b0 < 0xC2 || b0 > 0xF4)
        return lead + " does not start a character";
    const std::size_t length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2;
    for (std::size_t k = 1; k < length; ++k) {
        if (i + k >= s.size())
            return lead + " starts a " + std::to_string(length) +
                   "-byte character that the text cuts off";
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80)
            return lead + " is not followed by " +
                   (k == 1 ? "a continuation byte"
                           : std::to_string(length - 1) + " continuation bytes") +
                   (k == 1 ? " (" + hexByte(b) + " follows)"
                           : " (byte " + std::to_string(k + 1) + " is " + hexByte(b) + ")");
    }
    // Continuation bytes all present, so the second byte is out of the lead's range.
    const std::string pair =
        "bytes " + hexByte(b0) + " " + hexByte(static_cast<unsigned char>(s[i + 1]));
    if (b0 == 0xED)
        return pair + " encode a UTF-16 surrogate, which UTF-8 does not allow";
    if (b0 == 0xF4)
        return pair + " encode a code point above U+10FFFF";
    return pair + " are an overlong form (a shorter one exists)";
}

// The offset of the first byte of s at which no well-formed UTF-8 character starts, or
// s.size() when the whole text is well-formed.
inline std::size_t firstUtf8Fault(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t n = utf8SequenceLength(s, i);
        if (n == 0)
            return i;
        i += n;
    }
    return s.size();
}

// "line 2, column 7: invalid UTF-8: byte 0xC3 ..." for the first fault in a whole text
// (lines and columns 1-based, columns in bytes), or empty when the text is well-formed.
inline std::string utf8TextProblem(std::string_view s) {
    const std::size_t at = firstUtf8Fault(s);
    if (at == s.size())
        return {};
    std::size_t line = 1, lineStart = 0;
    for (std::size_t k = 0; k < at; ++k)
        if (s[k] == '\n') {
            ++line;
            lineStart = k + 1;
        }
    return "line " + std::to_string(line) + ", column " + std::to_string(at - lineStart + 1) +
           ": invalid UTF-8: " + utf8Fault(s, at);
}

} // namespace overlap::codec
