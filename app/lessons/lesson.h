#pragma once

#include "app/lessons/exercise.h"
#include "core/geometry/shapes.h"

#include <QHash>
#include <QPair>
#include <QString>
#include <QStringList>

namespace overlap::lessons {

enum class Convention { YUp, YDown };

// A line of a listing without its // comment and the blanks before it: what a translated
// line must keep unchanged.
QString codeWithoutComment(const QString& line);

// One lesson as its file gives it: content only, no code.
struct Lesson {
    QString id;
    int section = 0;
    Convention convention = Convention::YUp;
    Localized title;
    Localized intro;
    Shape a, b;
    // a's move over one frame, for a lesson on a moving shape (shapes.motion); else zero.
    Vec2 motion{};
    QStringList algorithms;
    // Narration by algorithm id, then by trace step id.
    QHash<QString, QHash<QString, Localized>> steps;
    // A short title for each step, the same way (optional in a file; the tests require
    // them): what a picture's subtitle names the step by.
    QHash<QString, QHash<QString, Localized>> stepTitles;
    // Code listings by algorithm id (optional in a file; the tests require them).
    QHash<QString, CodeListing> code;
    // Practice on the lesson's method (optional in a file; the tests require three).
    QList<Exercise> exercises;
};

// The lesson `key` names among `lessons`: by its id, or by its section number written in
// digits ("3", not "+3" or " 3"); -1 when none.
int lessonIndex(const QList<Lesson>& lessons, const QString& key);

// The languages every text must have.
inline const QStringList& languages() {
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("zh")};
    return codes;
}

} // namespace overlap::lessons
