#pragma once

#include "app/lessons/lesson.h"

#include <QByteArray>
#include <variant>

namespace overlap::lessons {

// A lesson read from its JSON file with the one strict reader (lesson_json.h), or why it
// cannot be: the message names the line, the column and the key that is wrong
// ("line 40, column 19: steps.circle-rect.clamp.band.x: no \"zh\" text"). Duplicate keys
// are refused.
std::variant<Lesson, QString> parseLesson(const QByteArray& json);

// Every lesson file in a folder, in file-name order; the first error stops the load.
std::variant<QList<Lesson>, QString> loadLessons(const QString& folder);

} // namespace overlap::lessons
