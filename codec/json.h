#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overlap::codec::json {

// The one strict RFC 8259 reader of Overlap: the CLI's case lines and answers, and the
// scenario files. Standard library only. QJsonDocument is not used because it cannot carry
// -0.0, keeps the last of duplicate keys without a word, and accepts "1." and ".5".
//
// Refused, at a byte offset: anything that is not JSON (NaN, Infinity, comments, trailing
// commas, leading zeros, "1.", ".5", "+1", single quotes), invalid UTF-8 or raw control
// characters in strings, lone surrogates, numbers beyond the largest double, nesting deeper
// than maxDepth, more than maxValues values, text after the value; by option duplicate keys
// and numbers below the smallest subnormal. Numbers are read with std::from_chars:
// correctly rounded, -0 kept. Errors are codes, so each front end words them its own way.

struct Member;

struct Value {
    enum class Kind { Null, Boolean, Number, String, Array, Object };

    Kind kind = Kind::Null;
    bool boolean = false;        // Boolean
    double number = 0.0;         // Number: the nearest double
    std::string text;            // String, as UTF-8
    std::vector<Value> items;    // Array
    std::vector<Member> members; // Object, in input order
    std::size_t offset = 0;      // where the value starts, in bytes, for messages (placeOf)

    // The first member with this key, or null (also when this is not an object).
    const Value* find(std::string_view key) const;
};

// One member of an object. (A std::pair could not hold the incomplete Value above.)
struct Member {
    std::string key;
    Value value;
};

struct Options {
    int maxDepth = 64;                // arrays and objects inside each other
    std::size_t maxValues = 10'000;   // every value, members' and items' included
    bool refuseDuplicateKeys = false; // else kept in order, for the caller to name
    bool refuseTinyNumbers = false;   // else below the smallest subnormal reads as ±0
    bool byteOrderMark = false;       // skip a UTF-8 one, refuse UTF-16/32 ones
};

// What is wrong. Each error sits at a byte offset; which one is said per code.
enum class Error {
    None,
    Utf16Text,              // a UTF-16 (or UTF-32 little-endian) byte order mark, at 0
    Utf32Text,              // a UTF-32 big-endian byte order mark, at 0
    NoValue,                // only white space, at the end
    TrailingText,           // at the first byte after the value
    EndWhereValue,          // the text ends where a value should be
    TooManyValues,          // at the value one too many
    TooDeep,                // at the '{' or '[' one level too deep
    NonFinite,              // NaN, Infinity and the like, at its first byte; `length` bytes
    PlusSign,               // a value starting with '+'
    LeadingDot,             // a value starting with '.'
    SingleQuote,            // a value starting with '\''
    UnexpectedByte,         // any other byte where a value should be
    WordCutOff,             // the text ends inside true, false or null; at the word
    UnknownWord,            // letters that are not true, false or null; `length` bytes
    ExpectedKey,            // in an object, where a key should start (maybe the end)
    TrailingCommaObject,    // at the '}' after a comma
    DuplicateKey,           // at the key's opening quote; `length` bytes with the quotes
    ExpectedColon,          // after a key (maybe the end)
    ExpectedCommaOrBrace,   // after a member (maybe the end)
    ExpectedItem,           // the text ends where a list's item should be
    TrailingCommaArray,     // at the ']' after a comma
    ExpectedCommaOrBracket, // after an item (maybe the end)
    UnclosedString,         // at the string's opening quote
    ControlCharacter,       // a raw byte below 0x20 in a string
    BadEscape,              // at the backslash (the escaped byte may be the end)
    BadHexDigit,            // at the byte (maybe the end) that should be a hex digit of \u
    LoneLowSurrogate,       // at the backslash of \uDC00-\uDFFF; `codeUnit`
    LoneHighSurrogate,      // at the backslash of a high half without a low; `codeUnit`
    InvalidUtf8,            // at the first byte of the faulty character
    DigitAfterMinus,        // at the byte after '-' (maybe the end)
    LeadingZero,            // at the number's first byte
    DigitAfterPoint,        // at the byte after '.' (maybe the end)
    DigitInExponent,        // at the byte after 'e' and its sign (maybe the end)
    NumberOutOfRange,       // at the number's first byte; `length` bytes
};

struct Parse {
    std::optional<Value> value;
    Error error = Error::None;
    std::size_t offset = 0; // where the error is, in bytes from the start of the text
    std::size_t length = 0; // the bytes of the number, word or key it is about
    unsigned codeUnit = 0;  // the \u escape's value, for surrogates
    // For UnknownWord: whether the word stands alone, in a list or in an object.
    enum class Inside { Top, Array, Object } inside = Inside::Top;
    int maxDepth = 0; // the limits, for the message
    std::size_t maxValues = 0;
};

// The earliest key of an object that comes again later in it, or null; linear in the number
// of keys, so an object of 200 000 keys is answered at once.
const Member* firstRepeatedKey(const Value& object);

// Parses exactly one JSON value filling the whole text, with surrounding white space.
Parse parse(std::string_view text, const Options& options = {});

// Line and column (1-based; the column in bytes) of a byte offset, as an editor shows it.
struct Place {
    std::size_t line = 1;
    std::size_t column = 1;
};
Place placeOf(std::string_view text, std::size_t offset);

} // namespace overlap::codec::json
