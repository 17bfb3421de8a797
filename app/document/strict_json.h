#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <variant>
#include <vector>

namespace overlap::document::json {

// A strict RFC 8259 JSON reader for files a user may have edited or a stranger may have
// sent. QJsonDocument is not used because it cannot carry -0.0 (every spelling reads as
// +0), keeps the last of duplicate keys without a word, and accepts "1." and ".5".
//
// Accepted: UTF-8 text, optionally after a UTF-8 byte order mark (skipped). Refused, with
// the line and column: anything that is not JSON (NaN, Infinity, comments, trailing
// commas, leading zeros, "1.", ".5", single quotes), invalid UTF-8, UTF-16/32 text, raw
// control characters or lone surrogates in strings, numbers outside the range of a double
// (1e400, and 1e-400, which would silently become 0), duplicate keys in an object,
// nesting deeper than maxDepth, more than maxValues values, text after the document.
// Numbers are read with std::from_chars: correctly rounded, -0 kept.

struct Member;

struct Value {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool boolean = false;
    double number = 0.0;
    QString text;
    std::vector<Value> items;    // an array's values
    std::vector<Member> members; // an object's members in file order, keys distinct

    const Value* find(QLatin1String key) const; // keys of a schema are ASCII
};

struct Member {
    QString key;
    Value value;
};

struct Limits {
    int maxDepth = 32;       // arrays and objects inside each other
    int maxValues = 100'000; // every value, members and items included
};

// The value, or "line L, column C: what is wrong" (column in bytes, both 1-based).
std::variant<Value, QString> parse(QByteArrayView bytes, Limits limits = {});

// "a number", "a string", "an object", ... for messages.
QString kindName(Value::Kind kind);

} // namespace overlap::document::json
