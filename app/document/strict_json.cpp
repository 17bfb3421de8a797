#include "app/document/strict_json.h"

#include "codec/utf8.h" // the one description of a UTF-8 fault, shared with the CLI

#include <algorithm>
#include <string_view>

namespace overlap::document::json {

namespace {

using codec::json::Error;

// A byte as a message shows it: 'x' when printable ASCII, else its value.
QString describeByte(unsigned char c) {
    if (c > 0x20 && c < 0x7f)
        return QStringLiteral("character '%1'").arg(QLatin1Char(char(c)));
    if (c == ' ')
        return QStringLiteral("space");
    return QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
}

// At most 40 bytes of the text, for a message.
QString excerpt(std::string_view text) {
    const QString shown =
        QString::fromUtf8(text.data(), qsizetype(std::min<std::size_t>(text.size(), 40)));
    return text.size() > 40 ? shown + QStringLiteral("...") : shown;
}

// The reader's complaint in a scenario file's words; `at` is moved where the file's reader
// places it when that differs (the end of the text for a document cut short).
QString phrase(const codec::json::Parse& p, std::string_view s, std::size_t& at) {
    const bool atEnd = at >= s.size();
    const auto here = [&] { return describeByte(static_cast<unsigned char>(s[at])); };
    const QString endsInObject = QStringLiteral("the text ends inside an object (no closing })");
    const QString endsInList = QStringLiteral("the text ends inside a list (no closing ])");
    const QString endsInString = QStringLiteral("the text ends inside a string");
    switch (p.error) {
    case Error::Utf16Text:
        return QStringLiteral("UTF-16 or UTF-32 text (a byte order mark); save the file as UTF-8");
    case Error::Utf32Text:
        return QStringLiteral("UTF-32 text (a byte order mark); save the file as UTF-8");
    case Error::NoValue:
        return QStringLiteral("no JSON value, only white space");
    case Error::TrailingText:
        return QStringLiteral("text after the end of the document (%1)").arg(here());
    case Error::EndWhereValue:
        return QStringLiteral("the text ends where a value should be");
    case Error::TooManyValues:
        return QStringLiteral("too many values (more than %1)").arg(p.maxValues);
    case Error::TooDeep:
        return QStringLiteral("nested too deeply (more than %1 levels)").arg(p.maxDepth);
    case Error::NonFinite: {
        // Read as a file's reader reads them: a minus starts a number, letters a word.
        const char first = s[at];
        if (first == '+')
            return QStringLiteral("unexpected %1 where a value should be").arg(here());
        if (first == '-') {
            ++at;
            if (s[at] == 'I') {
                --at;
                return QStringLiteral("-Infinity is not a JSON number");
            }
            return QStringLiteral("a number needs a digit after -, found %1").arg(here());
        }
        std::size_t end = at;
        while (end < s.size() &&
               ((s[end] >= 'a' && s[end] <= 'z') || (s[end] >= 'A' && s[end] <= 'Z')))
            ++end;
        const std::string_view word = s.substr(at, end - at);
        if (word == "NaN" || word == "Infinity")
            return QStringLiteral("%1 is not a JSON number").arg(excerpt(word));
        return QStringLiteral("unknown word %1 (JSON has true, false and null; strings are in "
                              "double quotes)")
            .arg(excerpt(word));
    }
    case Error::PlusSign:
    case Error::LeadingDot:
    case Error::SingleQuote:
    case Error::UnexpectedByte:
        return QStringLiteral("unexpected %1 where a value should be").arg(here());
    case Error::WordCutOff: {
        const QString word = excerpt(s.substr(at, p.length));
        at = s.size();
        return QStringLiteral("the text ends inside the word %1").arg(word);
    }
    case Error::UnknownWord:
        return QStringLiteral("unknown word %1 (JSON has true, false and null; strings are in "
                              "double quotes)")
            .arg(excerpt(s.substr(at, p.length)));
    case Error::ExpectedKey:
        return atEnd ? endsInObject
                     : QStringLiteral("expected a key in double quotes, found %1").arg(here());
    case Error::TrailingCommaObject:
        return QStringLiteral("a comma before } (JSON has no trailing commas)");
    case Error::DuplicateKey:
        return QStringLiteral("duplicate key \"%1\" in one object")
            .arg(excerpt(s.substr(at + 1, p.length - 2)));
    case Error::ExpectedColon:
        return atEnd ? endsInObject
                     : QStringLiteral("expected : after a key, found %1").arg(here());
    case Error::ExpectedCommaOrBrace:
        return atEnd ? endsInObject
                     : QStringLiteral("expected , or } after a member, found %1").arg(here());
    case Error::ExpectedItem:
        return endsInList;
    case Error::TrailingCommaArray:
        return QStringLiteral("a comma before ] (JSON has no trailing commas)");
    case Error::ExpectedCommaOrBracket:
        return atEnd ? endsInList
                     : QStringLiteral("expected , or ] in a list, found %1").arg(here());
    case Error::UnclosedString:
        at = s.size();
        return endsInString;
    case Error::ControlCharacter:
        return QStringLiteral("control character U+%1 inside a string")
            .arg(uint(static_cast<unsigned char>(s[at])), 4, 16, QLatin1Char('0'));
    case Error::BadEscape: {
        if (at + 1 >= s.size()) {
            at = s.size();
            return endsInString;
        }
        const auto e = static_cast<unsigned char>(s[at + 1]);
        return QStringLiteral("invalid escape \\%1 in a string")
            .arg(e > 0x20 && e < 0x7f ? QString(QLatin1Char(char(e))) : describeByte(e));
    }
    case Error::BadHexDigit:
        return atEnd ? endsInString
                     : QStringLiteral("\\u needs four hex digits, found %1").arg(here());
    case Error::LoneLowSurrogate:
    case Error::LoneHighSurrogate:
        return QStringLiteral("a lone surrogate \\u%1 in a string")
            .arg(p.codeUnit, 4, 16, QLatin1Char('0'));
    case Error::InvalidUtf8:
        return QStringLiteral("invalid UTF-8: ") + QString::fromStdString(codec::utf8Fault(s, at));
    case Error::DigitAfterMinus:
        if (!atEnd && s[at] == 'I') { // any "-I..." is taken for -Infinity
            --at;
            return QStringLiteral("-Infinity is not a JSON number");
        }
        return atEnd ? QStringLiteral("the text ends inside a number")
                     : QStringLiteral("a number needs a digit after -, found %1").arg(here());
    case Error::LeadingZero: {
        const std::size_t zero = at + (s[at] == '-' ? 1 : 0);
        return QStringLiteral("a number with a leading zero (%1)")
            .arg(excerpt(s.substr(at, std::min(s.size(), zero + 2) - at)));
    }
    case Error::DigitAfterPoint:
        return QStringLiteral("a number needs digits after its decimal point");
    case Error::DigitInExponent:
        return QStringLiteral("a number needs digits in its exponent");
    case Error::NumberOutOfRange:
        return QStringLiteral("the number %1 is out of the range of a double")
            .arg(excerpt(s.substr(at, p.length)));
    case Error::None:
        break;
    }
    return QStringLiteral("unreadable JSON");
}

} // namespace

std::variant<Value, QString> parse(QByteArrayView bytes, Limits limits) {
    const std::string_view s(bytes.data(), std::size_t(bytes.size()));
    codec::json::Options options;
    options.maxDepth = limits.maxDepth;
    options.maxValues = std::size_t(std::max(limits.maxValues, 0));
    options.refuseDuplicateKeys = true;
    options.refuseTinyNumbers = true;
    options.byteOrderMark = true;
    codec::json::Parse p = codec::json::parse(s, options);
    if (p.value)
        return std::move(*p.value);
    std::size_t at = p.offset;
    const QString what = phrase(p, s, at);
    const codec::json::Place place = codec::json::placeOf(s, at); // as an editor shows it
    return QStringLiteral("line %1, column %2: %3").arg(place.line).arg(place.column).arg(what);
}

QString quoted(const QString& s) {
    constexpr qsizetype kShown = 40;
    QString out = QStringLiteral("\"");
    for (qsizetype i = 0; i < std::min(s.size(), kShown); ++i) {
        const char16_t c = s.at(i).unicode();
        if (c < 0x20 || c == 0x7f)
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else if (c == '"' || c == '\\')
            out += QLatin1Char('\\') + QChar(c);
        else
            out += QChar(c);
    }
    out += QLatin1Char('"');
    if (s.size() > kShown)
        out += QStringLiteral("... (%1 characters)").arg(s.size());
    return out;
}

QString kindName(Value::Kind kind) {
    switch (kind) {
    case Value::Kind::Null:
        return QStringLiteral("null");
    case Value::Kind::Boolean:
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
