#pragma once

#include "app/lessons/lesson.h"
#include "core/geometry/shapes.h"

#include <QJsonValue>
#include <QString>
#include <variant>

namespace overlap::lessons {

// The JSON pieces lesson files and pitfall notes share. Each returns the value, or why it
// cannot be read: a message that starts with `where`, the key path of the value
// ("shapes.a.r: expected a number", "title: no \"zh\" text").

// {"type": "circle", "x", "y", "r"} or {"type": "rect", "x", "y", "w", "h"} with an
// optional "angle" in degrees (a rotated rect; an axis-aligned rect without it). Rects are
// converted exactly or refused, never rounded.
std::variant<Shape, QString> parseShape(const QJsonValue& v, const QString& where);

// {"en": "...", "zh": "..."}: every language of languages() present and not blank.
std::variant<Localized, QString> parseLocalized(const QJsonValue& v, const QString& where);

} // namespace overlap::lessons
