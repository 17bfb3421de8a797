#pragma once

#include <string>
#include <string_view>

namespace overlap {
struct Response;
}

namespace overlap::cli {

// Appends s as a JSON string literal: quotes, backslashes and control characters escaped,
// valid UTF-8 kept as is, any byte that is not valid UTF-8 replaced by U+FFFD.
void appendJsonString(std::string& out, std::string_view s);
std::string jsonString(std::string_view s);

// A double as a JSON number that reads back to the same double, as every Overlap writer
// writes it (codec/number.h): "3", "-0", "100000", "0.1"; NaN and infinities as null.
std::string jsonNumber(double v);

// "true" or "false".
inline std::string_view jsonBool(bool b) {
    return b ? "true" : "false";
}

// A response as eval --response and judge --response write it: {"class", "separation",
// "normal": [x, y], "witness": {"a": [x, y], "b": [x, y]}, "unique"}.
std::string responseJson(const Response& r);

} // namespace overlap::cli
