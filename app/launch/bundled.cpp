#include "app/launch/bundled.h"

#include "app/lessons/lesson_loader.h"

#include <QTextStream>

#include <cstdlib>

namespace overlap::launch {

QList<lessons::Lesson> lessonsOrDie(QTextStream& err) {
    const QString override = qEnvironmentVariable("OVERLAP_LESSONS_DIR");
    const QString folder = override.isEmpty() ? QStringLiteral(":/lessons") : override;
    auto loaded = lessons::loadLessons(folder);
    if (auto* why = std::get_if<QString>(&loaded)) {
        err << "overlap: cannot load lessons: " << *why << Qt::endl;
        std::exit(2);
    }
    return std::get<QList<lessons::Lesson>>(loaded);
}

QList<lessons::PitfallNote> notesOrDie(QTextStream& err) {
    auto loaded = lessons::loadPitfallNotes(QStringLiteral(":/pitfalls/pitfalls.json"));
    if (auto* why = std::get_if<QString>(&loaded)) {
        err << "overlap: cannot load the pitfall notes: " << *why << Qt::endl;
        std::exit(2);
    }
    return std::get<QList<lessons::PitfallNote>>(loaded);
}

} // namespace overlap::launch
