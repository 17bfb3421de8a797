#include "app/cli/json_value.h"

#include "codec/utf8.h"

#include <cstdio>

namespace overlap::cli {

std::string_view kindName(JsonValue::Kind kind) {
    switch (kind) {
    case JsonValue::Kind::Null:
        return "null";
    case JsonValue::Kind::Boolean:
        return "boolean";
    case JsonValue::Kind::Number:
        return "number";
    case JsonValue::Kind::String:
        return "string";
    case JsonValue::Kind::Array:
        return "array";
    case JsonValue::Kind::Object:
        return "object";
    }
    return "?";
}

namespace {

using codec::json::Error;

// A byte as a reader can see it in a message: 'x' when printable ASCII, else its value.
std::string describeByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    char buf[32];
    if (u >= 0x21 && u <= 0x7e && u != '\'')
        std::snprintf(buf, sizeof buf, "'%c'", c);
    else if (u == ' ')
        std::snprintf(buf, sizeof buf, "a space");
    else
        std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

// The grammar's complaint in the CLI's words, and where the CLI places it.
std::string syntaxPhrase(const codec::json::Parse& p, std::string_view s, std::size_t& at) {
    const char here = at < s.size() ? s[at] : '\0';
    switch (p.error) {
    case Error::NoValue:
    case Error::EndWhereValue:
    case Error::ExpectedItem:
        return "expected a value";
    case Error::TrailingText:
        return "unexpected text after the JSON value";
    case Error::NonFinite:
        return std::string(s.substr(at, p.length)) + " is not a JSON number";
    case Error::PlusSign:
        return "a JSON number cannot start with '+'";
    case Error::LeadingDot:
        return "a JSON number needs a digit before '.'";
    case Error::SingleQuote:
        return "JSON strings take double quotes, not single quotes";
    case Error::WordCutOff:
    case Error::UnknownWord:
        // Read literal by literal: "truex" is true with an x after it.
        for (std::string_view literal : {"true", "false", "null"})
            if (s.substr(at, literal.size()) == literal) {
                at += literal.size();
                using Inside = codec::json::Parse::Inside;
                return p.inside == Inside::Array    ? "expected ',' or ']'"
                       : p.inside == Inside::Object ? "expected ',' or '}'"
                                                    : "unexpected text after the JSON value";
            }
        if (here == 't')
            return "expected 'true'";
        if (here == 'f')
            return "expected 'false'";
        if (here == 'n')
            return "expected 'null'";
        return "expected a value, found " + describeByte(here);
    case Error::UnexpectedByte:
        return "expected a value, found " + describeByte(here);
    case Error::ExpectedKey:
        if (at >= s.size())
            return "expected a key in double quotes";
        return "expected a key in double quotes, found " + describeByte(here);
    case Error::TrailingCommaObject:
        return "a comma before '}' must be followed by a key";
    case Error::DuplicateKey:
        return "a key given twice";
    case Error::ExpectedColon:
        return "expected ':' after the key";
    case Error::ExpectedCommaOrBrace:
        return "expected ',' or '}'";
    case Error::TrailingCommaArray:
        return "a comma before ']' must be followed by a value";
    case Error::ExpectedCommaOrBracket:
        return "expected ',' or ']'";
    case Error::UnclosedString:
        return "the string that starts here is not closed";
    case Error::ControlCharacter:
        return "control character (" + describeByte(here) + ") inside a string; escape it";
    case Error::BadEscape:
        return "invalid escape in a string";
    case Error::BadHexDigit:
        return "expected four hex digits after \\u";
    case Error::LoneLowSurrogate:
        return "a lone low surrogate \\u escape";
    case Error::LoneHighSurrogate:
        return "a high surrogate \\u escape without its low half";
    case Error::InvalidUtf8:
        return "invalid UTF-8 in a string: " + codec::utf8Fault(s, at);
    case Error::DigitAfterMinus:
        return here == '.' ? "a JSON number needs a digit before '.'"
                           : "expected a digit after '-'";
    case Error::LeadingZero:
        if (here == '-')
            ++at; // at the zero
        return "a JSON number cannot have a leading zero";
    case Error::DigitAfterPoint:
        return "expected a digit after '.'";
    case Error::DigitInExponent:
        return "expected a digit in the exponent";
    case Error::Utf16Text:
    case Error::Utf32Text:
        return "expected a value, found " + describeByte(here);
    case Error::None:
    case Error::TooManyValues:
    case Error::TooDeep:
    case Error::NumberOutOfRange:
        break;
    }
    return "unreadable";
}

std::string message(const codec::json::Parse& p, std::string_view s) {
    const auto column = [&](std::size_t at) {
        std::string c = "at column " + std::to_string(at + 1);
        if (at >= s.size())
            c += " (end of line)";
        return c;
    };
    switch (p.error) {
    case Error::TooManyValues:
        return "more than " + std::to_string(p.maxValues) + " values (the limit of one line) " +
               column(p.offset);
    case Error::TooDeep:
        return "nesting deeper than " + std::to_string(p.maxDepth) + " levels " + column(p.offset);
    case Error::NumberOutOfRange: {
        const std::string_view text = s.substr(p.offset, p.length);
        std::string shown(text.substr(0, 40));
        if (text.size() > 40)
            shown += "...";
        return "number out of range (" + shown + ") " + column(p.offset);
    }
    default:
        break;
    }
    std::size_t at = p.offset;
    const std::string what = syntaxPhrase(p, s, at);
    return "not JSON: " + what + " " + column(at);
}

} // namespace

JsonParse parseJson(std::string_view text, int maxDepth, std::size_t maxValues) {
    codec::json::Options options;
    options.maxDepth = maxDepth;
    options.maxValues = maxValues;
    codec::json::Parse p = codec::json::parse(text, options);
    JsonParse out;
    if (p.value)
        out.value = std::move(p.value);
    else
        out.error = message(p, text);
    return out;
}

} // namespace overlap::cli
