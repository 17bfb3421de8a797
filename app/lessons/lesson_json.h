#pragma once

#include "app/lessons/lesson.h"
#include "codec/json.h"
#include "core/geometry/shapes.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <variant>

namespace overlap::lessons {

// What lesson files and the pitfall notes share: the one strict JSON reader (codec/json.h:
// duplicate keys refused, exact doubles) and the one shape codec (codec/shape.h), with their
// refusals in a file reader's words (app/document/strict_json.h, shape_problem.h). Every
// message names the key path and, once the file is read, the line and column.

using JsonValue = codec::json::Value;

// Reading stops at the first problem: the key path and what is wrong, and where in the text
// the value it is about starts.
struct JsonProblem {
    std::size_t offset = 0;
    QString message;
};
[[noreturn]] void refuse(const JsonValue& at, const QString& message);

// The whole text as one JSON value, or why not: "line 2, column 29: invalid UTF-8: ...",
// "not JSON at line 4, column 9: duplicate key \"x\" in one object".
std::variant<JsonValue, QString> parseJsonText(const QByteArray& text);

// The problem placed in the text it was found in: "line 12, column 14: shapes.a.r is
// negative (-1)".
QString placed(const QByteArray& text, const JsonProblem& problem);

// A string value's text.
QString textOf(const JsonValue& v);

// A shape object in the form of overlap-cli's cases (codec/shape.h without the exact forms),
// or why it is not one: "shapes.a.r is negative (-1)".
std::variant<Shape, QString> parseShape(const JsonValue& v, const QString& path);

// The same, throwing; `v` may be missing (null), which is placed at `around`.
Shape readShape(const JsonValue* v, const JsonValue& around, const QString& path);

// {"en": "...", "zh": "..."}: every language of languages() present and not blank.
Localized readLocalized(const JsonValue* v, const JsonValue& around, const QString& path);
// a's move for a moving lesson, the object's "motion": [dx, dy] (two finite numbers); zero
// when it has none. `path` names the key in a refusal.
Vec2 readMotion(const JsonValue& around, const QString& path);

// The name of a value's kind for messages: "a number", "an object".
QString kindName(const JsonValue& v);

// The member `key` of `o` (an object), which must be of `kind`; `path` names it.
const JsonValue& memberOf(const JsonValue& o, const char* key, JsonValue::Kind kind,
                          const QString& path);

// A code listing object ({"text": [...], "zh": [...], "steps": {...}}); `where` names it.
CodeListing readListing(const JsonValue& v, const QString& where);

} // namespace overlap::lessons
