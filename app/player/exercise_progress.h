#pragma once

// Which exercises a learner has solved, kept in the settings as "exercises/LESSON/ID" = true:
// once solved stays solved (unlike Predict's latest try), as a workbook's ticks do.

#include <QString>

namespace overlap::player::exercises {

bool isSolved(const QString& lessonId, const QString& exerciseId);
void markSolved(const QString& lessonId, const QString& exerciseId);

} // namespace overlap::player::exercises
