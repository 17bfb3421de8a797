#pragma once

// The lessons and pitfall notes from the source tree, for tests; a broken file stops the
// test at once with the loader's message.

#include "app/lessons/lesson_loader.h"
#include "app/lessons/pitfall_notes.h"
#include "overlap_test_paths.h"

#include <QtGlobal>

namespace overlap::test {

inline QList<lessons::Lesson> allLessons() {
    auto loaded = lessons::loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<lessons::Lesson>>(loaded);
}

inline QList<lessons::PitfallNote> allPitfallNotes() {
    auto loaded =
        lessons::loadPitfallNotes(QStringLiteral(OVERLAP_LESSONS_DIR "/pitfalls/pitfalls.json"));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<lessons::PitfallNote>>(loaded);
}

} // namespace overlap::test
