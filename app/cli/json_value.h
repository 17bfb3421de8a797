#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overlap::cli {

struct JsonMember;

// A parsed JSON value. Objects keep their members in input order, duplicates included, so
// that the reader of a case can name a key given twice instead of silently keeping one.
struct JsonValue {
    enum class Kind { Null, Boolean, Number, String, Array, Object };

    Kind kind = Kind::Null;
    bool boolean = false;            // Boolean
    double number = 0.0;             // Number: the nearest double
    std::string text;                // String, as UTF-8
    std::vector<JsonValue> items;    // Array
    std::vector<JsonMember> members; // Object, in order

    // The first member with this key, or null (also when this is not an object).
    const JsonValue* find(std::string_view key) const;
};

// One member of an object. (A std::pair could not hold the incomplete JsonValue above.)
struct JsonMember {
    std::string key;
    JsonValue value;
};

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
// At most maxValues values are read; one more is an error.
JsonParse parseJson(std::string_view text, int maxDepth = kMaxJsonDepth,
                    std::size_t maxValues = kMaxJsonValues);

} // namespace overlap::cli
