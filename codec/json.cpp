#include "codec/json.h"

#include "codec/utf8.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <system_error>
#include <unordered_map>
#include <unordered_set>

namespace overlap::codec::json {

const Value* Value::find(std::string_view key) const {
    for (const Member& m : members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

const Member* firstRepeatedKey(const Value& object) {
    std::unordered_map<std::string_view, std::size_t> first;
    first.reserve(object.members.size());
    std::size_t repeated = object.members.size();
    for (std::size_t i = 0; i < object.members.size(); ++i) {
        const auto [at, fresh] = first.emplace(object.members[i].key, i);
        if (!fresh)
            repeated = std::min(repeated, at->second);
    }
    return repeated == object.members.size() ? nullptr : &object.members[repeated];
}

Place placeOf(std::string_view text, std::size_t offset) {
    Place p;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i)
        if (text[i] == '\n') {
            ++p.line;
            lineStart = i + 1;
        }
    p.column = offset - lineStart + 1;
    return p;
}

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
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
    Parser(std::string_view text, const Options& options) : s_(text), o_(options) {}

    Parse run() {
        out_.maxDepth = o_.maxDepth;
        out_.maxValues = o_.maxValues;
        if (o_.byteOrderMark && !byteOrderMark())
            return std::move(out_);
        skipSpace();
        if (atEnd()) {
            fail(Error::NoValue, pos_);
            return std::move(out_);
        }
        Value v;
        if (value(v, 0, Parse::Inside::Top)) {
            skipSpace();
            if (!atEnd())
                fail(Error::TrailingText, pos_);
            else
                out_.value = std::move(v);
        }
        return std::move(out_);
    }

  private:
    std::string_view s_;
    Options o_;
    std::size_t pos_ = 0;
    std::size_t values_ = 0;
    Parse out_;

    bool fail(Error e, std::size_t at, std::size_t length = 0, unsigned codeUnit = 0) {
        out_.error = e;
        out_.offset = at;
        out_.length = length;
        out_.codeUnit = codeUnit;
        return false;
    }

    bool atEnd() const { return pos_ >= s_.size(); }
    char peek() const { return atEnd() ? '\0' : s_[pos_]; }
    void skipSpace() {
        while (!atEnd() &&
               (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
            ++pos_;
    }

    bool byteOrderMark() {
        const auto b = [&](std::size_t i) {
            return i < s_.size() ? static_cast<unsigned char>(s_[i]) : 0x100u;
        };
        if (b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF)
            pos_ = 3; // a UTF-8 byte order mark, as some editors write
        else if ((b(0) == 0xFE && b(1) == 0xFF) || (b(0) == 0xFF && b(1) == 0xFE))
            return fail(Error::Utf16Text, 0);
        else if (b(0) == 0 && b(1) == 0 && b(2) == 0xFE && b(3) == 0xFF)
            return fail(Error::Utf32Text, 0);
        return true;
    }

    bool value(Value& v, int depth, Parse::Inside inside) {
        skipSpace();
        if (atEnd())
            return fail(Error::EndWhereValue, pos_);
        if (++values_ > o_.maxValues) // counted before the value is built
            return fail(Error::TooManyValues, pos_);
        v.offset = pos_;
        for (std::string_view w : kNonFinite)
            if (s_.substr(pos_, w.size()) == w)
                return fail(Error::NonFinite, pos_, w.size());
        const char c = s_[pos_];
        switch (c) {
        case '{':
            return object(v, depth + 1);
        case '[':
            return array(v, depth + 1);
        case '"':
            v.kind = Value::Kind::String;
            return string(v.text);
        case '+':
            return fail(Error::PlusSign, pos_);
        case '.':
            return fail(Error::LeadingDot, pos_);
        case '\'':
            return fail(Error::SingleQuote, pos_);
        default:
            if (c == '-' || isDigit(c))
                return number(v);
            if (isLetter(c))
                return word(v, inside);
            return fail(Error::UnexpectedByte, pos_);
        }
    }

    // true, false or null: the whole run of letters must be one of them.
    bool word(Value& v, Parse::Inside inside) {
        const std::size_t start = pos_;
        while (!atEnd() && isLetter(s_[pos_]))
            ++pos_;
        const std::string_view w = s_.substr(start, pos_ - start);
        if (w == "true" || w == "false") {
            v.kind = Value::Kind::Boolean;
            v.boolean = w == "true";
            return true;
        }
        if (w == "null") {
            v.kind = Value::Kind::Null;
            return true;
        }
        out_.inside = inside;
        const auto prefixOf = [&](std::string_view full) { return full.substr(0, w.size()) == w; };
        if (atEnd() && (prefixOf("true") || prefixOf("false") || prefixOf("null")))
            return fail(Error::WordCutOff, start, w.size());
        return fail(Error::UnknownWord, start, w.size());
    }

    bool enter(int depth) {
        if (depth > o_.maxDepth)
            return fail(Error::TooDeep, pos_);
        return true;
    }

    bool object(Value& v, int depth) {
        if (!enter(depth))
            return false;
        v.kind = Value::Kind::Object;
        ++pos_; // '{'
        skipSpace();
        if (peek() == '}') {
            ++pos_;
            return true;
        }
        std::unordered_set<std::string> keys; // only when duplicates are refused
        for (;;) {
            skipSpace();
            if (peek() != '"')
                return fail(Error::ExpectedKey, pos_);
            const std::size_t keyAt = pos_;
            std::string key;
            if (!string(key))
                return false;
            if (o_.refuseDuplicateKeys && !keys.insert(key).second)
                return fail(Error::DuplicateKey, keyAt, pos_ - keyAt);
            skipSpace();
            if (peek() != ':')
                return fail(Error::ExpectedColon, pos_);
            ++pos_;
            Value member;
            if (!value(member, depth, Parse::Inside::Object))
                return false;
            v.members.push_back(Member{std::move(key), std::move(member)});
            skipSpace();
            if (peek() == '}') {
                ++pos_;
                return true;
            }
            if (peek() != ',')
                return fail(Error::ExpectedCommaOrBrace, pos_);
            ++pos_;
            skipSpace();
            if (peek() == '}')
                return fail(Error::TrailingCommaObject, pos_);
        }
    }

    bool array(Value& v, int depth) {
        if (!enter(depth))
            return false;
        v.kind = Value::Kind::Array;
        ++pos_; // '['
        skipSpace();
        if (peek() == ']') {
            ++pos_;
            return true;
        }
        for (;;) {
            skipSpace();
            if (atEnd())
                return fail(Error::ExpectedItem, pos_);
            Value item;
            if (!value(item, depth, Parse::Inside::Array))
                return false;
            v.items.push_back(std::move(item));
            skipSpace();
            if (peek() == ']') {
                ++pos_;
                return true;
            }
            if (peek() != ',')
                return fail(Error::ExpectedCommaOrBracket, pos_);
            ++pos_;
            skipSpace();
            if (peek() == ']')
                return fail(Error::TrailingCommaArray, pos_);
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
                return fail(Error::BadHexDigit, pos_);
            out = out * 16 + d;
            ++pos_;
        }
        return true;
    }

    bool escape(std::string& out) {
        const std::size_t escapeAt = pos_;
        ++pos_; // '\\'
        const char e = peek();
        if (atEnd())
            return fail(Error::BadEscape, escapeAt);
        ++pos_;
        switch (e) {
        case '"':
        case '\\':
        case '/':
            out += e;
            return true;
        case 'b':
            out += '\b';
            return true;
        case 'f':
            out += '\f';
            return true;
        case 'n':
            out += '\n';
            return true;
        case 'r':
            out += '\r';
            return true;
        case 't':
            out += '\t';
            return true;
        case 'u':
            break;
        default:
            return fail(Error::BadEscape, escapeAt);
        }
        std::uint32_t cp = 0;
        if (!hex4(cp))
            return false;
        if (cp >= 0xDC00 && cp <= 0xDFFF)
            return fail(Error::LoneLowSurrogate, escapeAt, 0, cp);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (s_.substr(pos_, 2) != "\\u")
                return fail(Error::LoneHighSurrogate, escapeAt, 0, cp);
            pos_ += 2;
            std::uint32_t low = 0;
            if (!hex4(low))
                return false;
            if (low < 0xDC00 || low > 0xDFFF)
                return fail(Error::LoneHighSurrogate, escapeAt, 0, cp);
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, cp);
        return true;
    }

    bool string(std::string& out) {
        const std::size_t start = pos_;
        ++pos_; // '"'
        for (;;) {
            if (atEnd())
                return fail(Error::UnclosedString, start);
            const char c = s_[pos_];
            const auto u = static_cast<unsigned char>(c);
            if (c == '"') {
                ++pos_;
                return true;
            }
            if (c == '\\') {
                if (!escape(out))
                    return false;
                continue;
            }
            if (u < 0x20)
                return fail(Error::ControlCharacter, pos_);
            if (u < 0x80) {
                out += c;
                ++pos_;
                continue;
            }
            const std::size_t n = utf8SequenceLength(s_, pos_);
            if (n == 0)
                return fail(Error::InvalidUtf8, pos_);
            out.append(s_.substr(pos_, n));
            pos_ += n;
        }
    }

    bool number(Value& v) {
        const std::size_t start = pos_;
        if (peek() == '-')
            ++pos_; // value() has caught "-Infinity" and "-NaN" already
        if (!isDigit(peek()))
            return fail(Error::DigitAfterMinus, pos_);
        const std::size_t intStart = pos_;
        if (peek() == '0') {
            ++pos_;
            if (isDigit(peek()))
                return fail(Error::LeadingZero, start);
        } else {
            while (isDigit(peek()))
                ++pos_;
        }
        const std::size_t intEnd = pos_;
        std::size_t fracStart = pos_, fracEnd = pos_;
        if (peek() == '.') {
            ++pos_;
            if (!isDigit(peek()))
                return fail(Error::DigitAfterPoint, pos_);
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
                return fail(Error::DigitInExponent, pos_);
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
            // Overflow or underflow: the decimal order of magnitude of the first nonzero
            // digit tells which.
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
            if ((nonZero && order >= 0) || o_.refuseTinyNumbers)
                return fail(Error::NumberOutOfRange, start, text.size());
            d = s_[start] == '-' ? -0.0 : 0.0; // below every subnormal: its nearest double
        } else if (ec != std::errc{} || end != text.data() + text.size()) {
            // from_chars reads every text the grammar above lets through.
            return fail(Error::NumberOutOfRange, start, text.size());
        }
        v.kind = Value::Kind::Number;
        v.number = d;
        return true;
    }
};

} // namespace

Parse parse(std::string_view text, const Options& options) {
    return Parser(text, options).run();
}

} // namespace overlap::codec::json
