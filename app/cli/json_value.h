#pragma once

#include "codec/json.h"

#include <optional>
#include <string>
#include <string_view>

namespace overlap::cli {

// The CLI reads JSON with the one strict reader (codec/json.h); these are its names here.
using JsonValue = codec::json::Value;
using JsonMember = codec::json::Member;

// "null", "boolean", "number", "string", "array" or "object".
std::string_view kindName(JsonValue::Kind kind);

// Objects and arrays nested deeper than this are refused, so junk cannot exhaust the stack.
inline constexpr int kMaxJsonDepth = 64;
// More values than this in one text (numbers, strings, true/false/null, objects and arrays,
// each member's and item's value counted) are refused while reading, before the tree grows:
// a case has some 20, so this bounds a line's memory to about a megabyte.
inline constexpr std::size_t kMaxJsonValues = 10'000;

struct JsonParse {
    std::optional<JsonValue> value;
    // Empty on success. Otherwise one phrase that names the column (1-based, in bytes):
    // "not JSON: expected ',' or '}' at column 17", "number out of range (1e999) at column 6",
    // "nesting deeper than 64 levels at column 65",
    // "more than 10000 values (the limit of one line) at column 50001".
    std::string error;
};

// Parses exactly one JSON value (RFC 8259) filling the whole text, with surrounding
// whitespace. Strict: no NaN, Infinity, leading '+', leading zeros, trailing commas,
// comments, single quotes, control characters or invalid UTF-8 in strings. A number is
// read as the nearest double; one beyond the largest double is an error, never infinity,
// and one below the smallest subnormal reads as zero of its sign (its nearest double).
// Duplicate keys are kept, for the case reader to name. At most maxValues values are read;
// one more is an error.
JsonParse parseJson(std::string_view text, int maxDepth = kMaxJsonDepth,
                    std::size_t maxValues = kMaxJsonValues);

} // namespace overlap::cli
