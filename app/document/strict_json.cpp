#include "app/document/strict_json.h"

#include "app/cli/utf8.h" // the one description of a UTF-8 fault, shared with the CLI

#include <QSet>

#include <charconv>
#include <string_view>
#include <system_error>

namespace overlap::document::json {

namespace {

struct Failure {
    qsizetype offset;
    QString message;
};

bool isDigit(unsigned char c) {
    return c >= '0' && c <= '9';
}

bool isLetter(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A byte as a message shows it: 'x' when printable ASCII, else its value.
QString describeByte(unsigned char c) {
    if (c > 0x20 && c < 0x7f)
        return QStringLiteral("character '%1'").arg(QLatin1Char(char(c)));
    if (c == ' ')
        return QStringLiteral("space");
    return QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
}

// At most 40 bytes of the text from `from`, for a message.
QString excerpt(const unsigned char* from, const unsigned char* to) {
    const qsizetype n = to - from;
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char*>(from), std::min<qsizetype>(n, 40));
    return n > 40 ? text + QStringLiteral("...") : text;
}

class Parser {
  public:
    Parser(QByteArrayView bytes, Limits limits)
        : begin_(reinterpret_cast<const unsigned char*>(bytes.data())), p_(begin_),
          end_(begin_ + bytes.size()), limits_(limits) {}

    Value document() {
        if (end_ - p_ >= 3 && p_[0] == 0xEF && p_[1] == 0xBB && p_[2] == 0xBF)
            p_ += 3; // a UTF-8 byte order mark, as some editors write
        else if (end_ - p_ >= 2 &&
                 ((p_[0] == 0xFE && p_[1] == 0xFF) || (p_[0] == 0xFF && p_[1] == 0xFE)))
            fail(QStringLiteral("UTF-16 or UTF-32 text (a byte order mark); save the file as "
                                "UTF-8"));
        else if (end_ - p_ >= 4 && p_[0] == 0 && p_[1] == 0 && p_[2] == 0xFE && p_[3] == 0xFF)
            fail(QStringLiteral("UTF-32 text (a byte order mark); save the file as UTF-8"));
        skipSpace();
        if (p_ == end_)
            fail(QStringLiteral("no JSON value, only white space"));
        Value v = value();
        skipSpace();
        if (p_ != end_)
            fail(QStringLiteral("text after the end of the document (%1)").arg(describeByte(*p_)));
        return v;
    }

  private:
    [[noreturn]] void fail(const QString& message) { throw Failure{p_ - begin_, message}; }
    [[noreturn]] void failAt(const unsigned char* at, const QString& message) {
        p_ = at;
        fail(message);
    }

    void skipSpace() {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\t' || *p_ == '\n' || *p_ == '\r'))
            ++p_;
    }

    void count() {
        if (++values_ > limits_.maxValues)
            fail(QStringLiteral("too many values (more than %1)").arg(limits_.maxValues));
    }

    Value value() {
        if (p_ == end_)
            fail(QStringLiteral("the text ends where a value should be"));
        count();
        const unsigned char c = *p_;
        if (c == '{')
            return object();
        if (c == '[')
            return array();
        if (c == '"') {
            Value v;
            v.kind = Value::Kind::String;
            v.text = string();
            return v;
        }
        if (c == '-' || isDigit(c))
            return number();
        if (isLetter(c))
            return word();
        fail(QStringLiteral("unexpected %1 where a value should be").arg(describeByte(c)));
    }

    void enter() {
        if (++depth_ > limits_.maxDepth)
            fail(QStringLiteral("nested too deeply (more than %1 levels)").arg(limits_.maxDepth));
    }

    Value object() {
        enter();
        ++p_; // {
        Value v;
        v.kind = Value::Kind::Object;
        QSet<QString> keys;
        skipSpace();
        if (p_ != end_ && *p_ == '}') {
            ++p_;
            --depth_;
            return v;
        }
        for (;;) {
            skipSpace();
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside an object (no closing })"));
            if (*p_ != '"')
                fail(QStringLiteral("expected a key in double quotes, found %1")
                         .arg(describeByte(*p_)));
            const unsigned char* keyAt = p_;
            QString key = string();
            if (keys.contains(key))
                failAt(keyAt, QStringLiteral("duplicate key \"%1\" in one object")
                                  .arg(excerpt(keyAt + 1, p_ - 1)));
            keys.insert(key);
            skipSpace();
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside an object (no closing })"));
            if (*p_ != ':')
                fail(QStringLiteral("expected : after a key, found %1").arg(describeByte(*p_)));
            ++p_;
            skipSpace();
            v.members.push_back(Member{std::move(key), value()});
            skipSpace();
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside an object (no closing })"));
            if (*p_ == '}') {
                ++p_;
                --depth_;
                return v;
            }
            if (*p_ != ',')
                fail(QStringLiteral("expected , or } after a member, found %1")
                         .arg(describeByte(*p_)));
            ++p_;
            skipSpace();
            if (p_ != end_ && *p_ == '}')
                fail(QStringLiteral("a comma before } (JSON has no trailing commas)"));
        }
    }

    Value array() {
        enter();
        ++p_; // [
        Value v;
        v.kind = Value::Kind::Array;
        skipSpace();
        if (p_ != end_ && *p_ == ']') {
            ++p_;
            --depth_;
            return v;
        }
        for (;;) {
            skipSpace();
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside a list (no closing ])"));
            v.items.push_back(value());
            skipSpace();
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside a list (no closing ])"));
            if (*p_ == ']') {
                ++p_;
                --depth_;
                return v;
            }
            if (*p_ != ',')
                fail(QStringLiteral("expected , or ] in a list, found %1").arg(describeByte(*p_)));
            ++p_;
            skipSpace();
            if (p_ != end_ && *p_ == ']')
                fail(QStringLiteral("a comma before ] (JSON has no trailing commas)"));
        }
    }

    int hex4() {
        int u = 0;
        for (int i = 0; i < 4; ++i, ++p_) {
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside a string"));
            const unsigned char c = *p_;
            int d;
            if (isDigit(c))
                d = c - '0';
            else if (c >= 'a' && c <= 'f')
                d = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                d = c - 'A' + 10;
            else
                fail(QStringLiteral("\\u needs four hex digits, found %1").arg(describeByte(c)));
            u = u * 16 + d;
        }
        return u;
    }

    // One code point of UTF-8 starting at p_, checked strictly (no overlong forms, no
    // surrogates, nothing above U+10FFFF); a fault is named by its byte and placed at the
    // character's first byte.
    char32_t utf8() {
        const std::string_view all(reinterpret_cast<const char*>(begin_), end_ - begin_);
        const std::size_t n = cli::utf8SequenceLength(all, std::size_t(p_ - begin_));
        if (n == 0)
            fail(QStringLiteral("invalid UTF-8: ") +
                 QString::fromStdString(cli::utf8Fault(all, std::size_t(p_ - begin_))));
        char32_t cp = *p_ & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
        for (std::size_t i = 1; i < n; ++i)
            cp = (cp << 6) | (p_[i] & 0x3F);
        p_ += n;
        return cp;
    }

    static void append(QString& s, char32_t cp) {
        if (cp < 0x10000) {
            s.append(QChar(char16_t(cp)));
        } else {
            s.append(QChar(QChar::highSurrogate(cp)));
            s.append(QChar(QChar::lowSurrogate(cp)));
        }
    }

    QString string() {
        ++p_; // "
        QString out;
        for (;;) {
            if (p_ == end_)
                fail(QStringLiteral("the text ends inside a string"));
            const unsigned char c = *p_;
            if (c == '"') {
                ++p_;
                return out;
            }
            if (c < 0x20)
                fail(QStringLiteral("control character U+%1 inside a string")
                         .arg(uint(c), 4, 16, QLatin1Char('0')));
            if (c < 0x80) {
                ++p_;
                if (c != '\\') {
                    out.append(QLatin1Char(char(c)));
                    continue;
                }
                if (p_ == end_)
                    fail(QStringLiteral("the text ends inside a string"));
                const unsigned char e = *p_++;
                switch (e) {
                case '"':
                case '\\':
                case '/':
                    out.append(QLatin1Char(char(e)));
                    break;
                case 'b':
                    out.append(QLatin1Char('\b'));
                    break;
                case 'f':
                    out.append(QLatin1Char('\f'));
                    break;
                case 'n':
                    out.append(QLatin1Char('\n'));
                    break;
                case 'r':
                    out.append(QLatin1Char('\r'));
                    break;
                case 't':
                    out.append(QLatin1Char('\t'));
                    break;
                case 'u': {
                    const unsigned char* at = p_ - 2;
                    const int u = hex4();
                    if (u >= 0xDC00 && u <= 0xDFFF)
                        failAt(at, QStringLiteral("a lone surrogate \\u%1 in a string")
                                       .arg(u, 4, 16, QLatin1Char('0')));
                    if (u >= 0xD800 && u <= 0xDBFF) {
                        if (end_ - p_ < 2 || p_[0] != '\\' || p_[1] != 'u')
                            failAt(at, QStringLiteral("a lone surrogate \\u%1 in a string")
                                           .arg(u, 4, 16, QLatin1Char('0')));
                        p_ += 2;
                        const int low = hex4();
                        if (low < 0xDC00 || low > 0xDFFF)
                            failAt(at, QStringLiteral("a lone surrogate \\u%1 in a string")
                                           .arg(u, 4, 16, QLatin1Char('0')));
                        out.append(QChar(char16_t(u)));
                        out.append(QChar(char16_t(low)));
                    } else {
                        out.append(QChar(char16_t(u)));
                    }
                    break;
                }
                default:
                    failAt(p_ - 2, QStringLiteral("invalid escape \\%1 in a string")
                                       .arg(e > 0x20 && e < 0x7f ? QString(QLatin1Char(char(e)))
                                                                 : describeByte(e)));
                }
                continue;
            }
            append(out, utf8());
        }
    }

    Value number() {
        const unsigned char* start = p_;
        if (*p_ == '-') {
            ++p_;
            if (p_ != end_ && *p_ == 'I')
                failAt(start, QStringLiteral("-Infinity is not a JSON number"));
        }
        if (p_ == end_)
            fail(QStringLiteral("the text ends inside a number"));
        if (!isDigit(*p_))
            fail(QStringLiteral("a number needs a digit after -, found %1").arg(describeByte(*p_)));
        if (*p_ == '0' && p_ + 1 != end_ && isDigit(p_[1]))
            failAt(start, QStringLiteral("a number with a leading zero (%1)")
                              .arg(excerpt(start, std::min(end_, p_ + 2))));
        while (p_ != end_ && isDigit(*p_))
            ++p_;
        if (p_ != end_ && *p_ == '.') {
            ++p_;
            if (p_ == end_ || !isDigit(*p_))
                fail(QStringLiteral("a number needs digits after its decimal point"));
            while (p_ != end_ && isDigit(*p_))
                ++p_;
        }
        if (p_ != end_ && (*p_ == 'e' || *p_ == 'E')) {
            ++p_;
            if (p_ != end_ && (*p_ == '+' || *p_ == '-'))
                ++p_;
            if (p_ == end_ || !isDigit(*p_))
                fail(QStringLiteral("a number needs digits in its exponent"));
            while (p_ != end_ && isDigit(*p_))
                ++p_;
        }
        Value v;
        v.kind = Value::Kind::Number;
        const auto [ptr, ec] = std::from_chars(reinterpret_cast<const char*>(start),
                                               reinterpret_cast<const char*>(p_), v.number);
        if (ec == std::errc::result_out_of_range)
            failAt(start, QStringLiteral("the number %1 is out of the range of a double")
                              .arg(excerpt(start, p_)));
        if (ec != std::errc() || ptr != reinterpret_cast<const char*>(p_))
            failAt(start, QStringLiteral("unreadable number %1").arg(excerpt(start, p_)));
        return v;
    }

    Value word() {
        const unsigned char* start = p_;
        while (p_ != end_ && isLetter(*p_))
            ++p_;
        const QByteArrayView w(start, p_ - start);
        Value v;
        if (w == "true" || w == "false") {
            v.kind = Value::Kind::Bool;
            v.boolean = w == "true";
            return v;
        }
        if (w == "null")
            return v;
        if (w == "NaN" || w == "Infinity")
            failAt(start, QStringLiteral("%1 is not a JSON number").arg(excerpt(start, p_)));
        if (p_ == end_ &&
            (QByteArrayView("true").startsWith(w) || QByteArrayView("false").startsWith(w) ||
             QByteArrayView("null").startsWith(w)))
            fail(QStringLiteral("the text ends inside the word %1").arg(excerpt(start, p_)));
        failAt(start, QStringLiteral("unknown word %1 (JSON has true, false and null; strings "
                                     "are in double quotes)")
                          .arg(excerpt(start, p_)));
    }

    const unsigned char* begin_;
    const unsigned char* p_;
    const unsigned char* end_;
    Limits limits_;
    int depth_ = 0;
    int values_ = 0;
};

} // namespace

const Value* Value::find(QLatin1String key) const {
    for (const Member& m : members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

std::variant<Value, QString> parse(QByteArrayView bytes, Limits limits) {
    Parser parser(bytes, limits);
    try {
        return parser.document();
    } catch (const Failure& f) {
        // Where, as an editor shows it.
        qsizetype line = 1, lineStart = 0;
        for (qsizetype i = 0; i < f.offset && i < bytes.size(); ++i)
            if (bytes[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        return QStringLiteral("line %1, column %2: %3")
            .arg(line)
            .arg(f.offset - lineStart + 1)
            .arg(f.message);
    }
}

QString kindName(Value::Kind kind) {
    switch (kind) {
    case Value::Kind::Null:
        return QStringLiteral("null");
    case Value::Kind::Bool:
        return QStringLiteral("true or false");
    case Value::Kind::Number:
        return QStringLiteral("a number");
    case Value::Kind::String:
        return QStringLiteral("a string");
    case Value::Kind::Array:
        return QStringLiteral("a list");
    case Value::Kind::Object:
        return QStringLiteral("an object");
    }
    return QStringLiteral("a value");
}

} // namespace overlap::document::json
