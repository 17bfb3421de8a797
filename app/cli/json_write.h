#pragma once

#include <string>
#include <string_view>

namespace overlap::cli {

// Appends s as a JSON string literal: quotes, backslashes and control characters escaped,
// valid UTF-8 kept as is, any byte that is not valid UTF-8 replaced by U+FFFD.
void appendJsonString(std::string& out, std::string_view s);
std::string jsonString(std::string_view s);

// A double as a JSON number that reads back to the same double: integers below 2^53 in
// plain digits ("3", "-0"), everything else the shortest round-trip form of std::to_chars.
// NaN and infinities, which JSON cannot hold, come out as null.
std::string jsonNumber(double v);

// "true" or "false".
inline std::string_view jsonBool(bool b) {
    return b ? "true" : "false";
}

} // namespace overlap::cli
