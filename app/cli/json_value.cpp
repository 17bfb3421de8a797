#include "app/cli/json_value.h"

#include "app/cli/utf8.h"

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <system_error>

namespace overlap::cli {

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const auto& [k, v] : members)
        if (k == key)
            return &v;
    return nullptr;
}

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

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

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

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Words that people write for non-finite numbers, longest first so "-Infinity" wins.
constexpr std::string_view kNonFinite[] = {"-Infinity", "+Infinity", "Infinity", "-infinity",
                                           "infinity",  "-NaN",      "NaN",      "-nan",
                                           "nan",       "-inf",      "inf"};

class Parser {
  public:
    Parser(std::string_view text, int maxDepth, std::size_t maxValues)
        : s_(text), maxDepth_(maxDepth), maxValues_(maxValues) {}

    JsonParse run() {
        JsonParse out;
        JsonValue v;
        if (value(v, 0)) {
            skipSpace();
            if (pos_ < s_.size())
                syntax("unexpected text after the JSON value");
            else
                out.value = std::move(v);
        }
        out.error = std::move(error_);
        return out;
    }

  private:
    std::string_view s_;
    std::size_t pos_ = 0;
    int maxDepth_;
    std::size_t maxValues_;
    std::size_t values_ = 0;
    std::string error_;

    std::string column(std::size_t at) const {
        std::string c = "at column " + std::to_string(at + 1);
        if (at >= s_.size())
            c += " (end of line)";
        return c;
    }
    bool fail(std::string message) {
        if (error_.empty())
            error_ = std::move(message);
        return false;
    }
    bool syntax(const std::string& what) { return syntaxAt(what, pos_); }
    bool syntaxAt(const std::string& what, std::size_t at) {
        return fail("not JSON: " + what + " " + column(at));
    }

    bool atEnd() const { return pos_ >= s_.size(); }
    char peek() const { return atEnd() ? '\0' : s_[pos_]; }
    void skipSpace() {
        while (!atEnd() &&
               (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
            ++pos_;
    }

    // A non-finite word at the cursor, if any.
    std::string_view nonFiniteWord() const {
        for (std::string_view w : kNonFinite)
            if (s_.substr(pos_, w.size()) == w)
                return w;
        return {};
    }

    bool value(JsonValue& v, int depth) {
        skipSpace();
        if (atEnd())
            return syntax("expected a value");
        if (++values_ > maxValues_) // counted before the value is built
            return fail("more than " + std::to_string(maxValues_) +
                        " values (the limit of one line) " + column(pos_));
        const char c = s_[pos_];
        if (auto w = nonFiniteWord(); !w.empty())
            return syntax(std::string(w) + " is not a JSON number");
        switch (c) {
        case '{':
            return object(v, depth + 1);
        case '[':
            return array(v, depth + 1);
        case '"':
            v.kind = JsonValue::Kind::String;
            return string(v.text);
        case 't':
            v.kind = JsonValue::Kind::Boolean;
            v.boolean = true;
            return literal("true");
        case 'f':
            v.kind = JsonValue::Kind::Boolean;
            v.boolean = false;
            return literal("false");
        case 'n':
            v.kind = JsonValue::Kind::Null;
            return literal("null");
        case '+':
            return syntax("a JSON number cannot start with '+'");
        case '.':
            return syntax("a JSON number needs a digit before '.'");
        case '\'':
            return syntax("JSON strings take double quotes, not single quotes");
        default:
            if (c == '-' || isDigit(c))
                return number(v);
            return syntax("expected a value, found " + describeByte(c));
        }
    }

    bool literal(std::string_view word) {
        if (s_.substr(pos_, word.size()) != word)
            return syntax("expected '" + std::string(word) + "'");
        pos_ += word.size();
        return true;
    }

    bool enter(int depth) {
        if (depth > maxDepth_)
            return fail("nesting deeper than " + std::to_string(maxDepth_) + " levels " +
                        column(pos_));
        return true;
    }

    bool object(JsonValue& v, int depth) {
        if (!enter(depth))
            return false;
        v.kind = JsonValue::Kind::Object;
        ++pos_; // '{'
        skipSpace();
        if (peek() == '}') {
            ++pos_;
            return true;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"') {
                if (peek() == '}')
                    return syntax("a comma before '}' must be followed by a key");
                if (atEnd())
                    return syntax("expected a key in double quotes");
                return syntax("expected a key in double quotes, found " + describeByte(peek()));
            }
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (peek() != ':')
                return syntax("expected ':' after the key");
            ++pos_;
            JsonValue member;
            if (!value(member, depth))
                return false;
            v.members.push_back(JsonMember{std::move(key), std::move(member)});
            skipSpace();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            if (peek() == '}') {
                ++pos_;
                return true;
            }
            return syntax("expected ',' or '}'");
        }
    }

    bool array(JsonValue& v, int depth) {
        if (!enter(depth))
            return false;
        v.kind = JsonValue::Kind::Array;
        ++pos_; // '['
        skipSpace();
        if (peek() == ']') {
            ++pos_;
            return true;
        }
        for (;;) {
            skipSpace();
            if (peek() == ']')
                return syntax("a comma before ']' must be followed by a value");
            JsonValue item;
            if (!value(item, depth))
                return false;
            v.items.push_back(std::move(item));
            skipSpace();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            if (peek() == ']') {
                ++pos_;
                return true;
            }
            return syntax("expected ',' or ']'");
        }
    }

    bool hex4(std::uint32_t& out) {
        out = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = peek();
            unsigned d = 0;
            if (c >= '0' && c <= '9')
                d = static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                d = static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                d = static_cast<unsigned>(c - 'A' + 10);
            else
                return syntax("expected four hex digits after \\u");
            out = out * 16 + d;
            ++pos_;
        }
        return true;
    }

    bool string(std::string& out) {
        const std::size_t start = pos_;
        ++pos_; // '"'
        for (;;) {
            if (atEnd())
                return syntaxAt("the string that starts here is not closed", start);
            const char c = s_[pos_];
            const auto u = static_cast<unsigned char>(c);
            if (c == '"') {
                ++pos_;
                return true;
            }
            if (c == '\\') {
                const std::size_t escapeAt = pos_;
                ++pos_;
                const char e = peek();
                ++pos_;
                switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    std::uint32_t cp = 0;
                    if (!hex4(cp))
                        return false;
                    if (cp >= 0xDC00 && cp <= 0xDFFF)
                        return syntaxAt("a lone low surrogate \\u escape", escapeAt);
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        std::uint32_t low = 0;
                        if (s_.substr(pos_, 2) != "\\u")
                            return syntaxAt("a high surrogate \\u escape without its low half",
                                            escapeAt);
                        pos_ += 2;
                        if (!hex4(low))
                            return false;
                        if (low < 0xDC00 || low > 0xDFFF)
                            return syntaxAt("a high surrogate \\u escape without its low half",
                                            escapeAt);
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    }
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    return syntaxAt("invalid escape in a string", escapeAt);
                }
                continue;
            }
            if (u < 0x20)
                return syntax("control character (" + describeByte(c) +
                              ") inside a string; escape it");
            if (u < 0x80) {
                out += c;
                ++pos_;
                continue;
            }
            const std::size_t n = utf8SequenceLength(s_, pos_);
            if (n == 0)
                return syntax("invalid UTF-8 in a string: " + utf8Fault(s_, pos_));
            out.append(s_.substr(pos_, n));
            pos_ += n;
        }
    }

    bool number(JsonValue& v) {
        const std::size_t start = pos_;
        if (peek() == '-')
            ++pos_; // value() has caught "-Infinity" and "-NaN" already
        if (!isDigit(peek()))
            return syntax(peek() == '.' ? "a JSON number needs a digit before '.'"
                                        : "expected a digit after '-'");
        const std::size_t intStart = pos_;
        if (peek() == '0') {
            ++pos_;
            if (isDigit(peek()))
                return syntaxAt("a JSON number cannot have a leading zero", intStart);
        } else {
            while (isDigit(peek()))
                ++pos_;
        }
        const std::size_t intEnd = pos_;
        std::size_t fracStart = pos_, fracEnd = pos_;
        if (peek() == '.') {
            ++pos_;
            if (!isDigit(peek()))
                return syntax("expected a digit after '.'");
            fracStart = pos_;
            while (isDigit(peek()))
                ++pos_;
            fracEnd = pos_;
        }
        std::int64_t exponent = 0;
        if (peek() == 'e' || peek() == 'E') {
            ++pos_;
            bool negative = false;
            if (peek() == '+' || peek() == '-')
                negative = s_[pos_++] == '-';
            if (!isDigit(peek()))
                return syntax("expected a digit in the exponent");
            while (isDigit(peek())) {
                if (exponent < 1'000'000'000)
                    exponent = exponent * 10 + (s_[pos_] - '0');
                ++pos_;
            }
            if (negative)
                exponent = -exponent;
        }
        const std::string_view text = s_.substr(start, pos_ - start);
        double d = 0.0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
        if (ec == std::errc::result_out_of_range) {
            // Overflow or underflow: the decimal order of magnitude tells which.
            std::int64_t order = static_cast<std::int64_t>(intEnd - intStart) - 1 + exponent;
            const std::string_view digits[] = {s_.substr(intStart, intEnd - intStart),
                                               s_.substr(fracStart, fracEnd - fracStart)};
            bool nonZero = false;
            for (std::string_view part : digits) {
                for (char ch : part) {
                    if (ch != '0') {
                        nonZero = true;
                        break;
                    }
                    --order;
                }
                if (nonZero)
                    break;
            }
            if (nonZero && order >= 0) {
                std::string shown(text.substr(0, 40));
                if (text.size() > 40)
                    shown += "...";
                return fail("number out of range (" + shown + ") " + column(start));
            }
            d = s_[start] == '-' ? -0.0 : 0.0; // below every subnormal: its nearest double
        } else if (ec != std::errc{} || end != text.data() + text.size()) {
            return syntaxAt("unreadable number", start);
        }
        v.kind = JsonValue::Kind::Number;
        v.number = d;
        return true;
    }
};

} // namespace

JsonParse parseJson(std::string_view text, int maxDepth, std::size_t maxValues) {
    return Parser(text, maxDepth, maxValues).run();
}

} // namespace overlap::cli
