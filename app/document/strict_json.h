#pragma once

#include "codec/json.h"

#include <QByteArrayView>
#include <QString>

#include <variant>

namespace overlap::document::json {

// Scenario files are read with the one strict reader (codec/json.h), with the options a
// file a user may have edited or a stranger may have sent needs: a UTF-8 byte order mark
// skipped and UTF-16/32 ones refused, duplicate keys refused, and numbers outside the range
// of a double refused both ways (1e400, and 1e-400, which would silently become 0). Errors
// are worded here for the file's reader, with the line and column.

using Value = codec::json::Value;
using Member = codec::json::Member;

struct Limits {
    int maxDepth = 32;       // arrays and objects inside each other
    int maxValues = 100'000; // every value, members and items included
};

// The value, or "line L, column C: what is wrong" (column in bytes, both 1-based).
std::variant<Value, QString> parse(QByteArrayView bytes, Limits limits = {});

// "a number", "a string", "an object", ... for messages.
QString kindName(Value::Kind kind);

// A string as a message quotes it: escaped, and cut after 40 characters.
QString quoted(const QString& s);

// A string value's or a key's text (valid UTF-8: the reader refuses anything else).
inline QString qText(const std::string& utf8) {
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

} // namespace overlap::document::json
