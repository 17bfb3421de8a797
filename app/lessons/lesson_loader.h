#pragma once

#include "app/lessons/lesson.h"

#include <QByteArray>
#include <variant>

namespace overlap::lessons {

// A lesson read from its JSON file, or why it cannot be: the message names the file's key
// that is wrong ("steps.circle-rect.clamp.band.x: no \"zh\" text").
std::variant<Lesson, QString> parseLesson(const QByteArray& json);

// Every lesson file in a folder, in file-name order; the first error stops the load.
std::variant<QList<Lesson>, QString> loadLessons(const QString& folder);

} // namespace overlap::lessons
