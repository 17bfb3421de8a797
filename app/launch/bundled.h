#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/pitfall_notes.h"

#include <QList>

class QTextStream;

namespace overlap::launch {

// The lessons compiled in (OVERLAP_LESSONS_DIR overrides them for authors); a run cannot
// go on without them, so a failure says why on `err` and exits with 2.
QList<lessons::Lesson> lessonsOrDie(QTextStream& err);
// The pitfall gallery's notes, compiled in; as above.
QList<lessons::PitfallNote> notesOrDie(QTextStream& err);

} // namespace overlap::launch
