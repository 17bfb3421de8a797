#pragma once

#include "core/geometry/shapes.h"

#include <QHash>
#include <QPair>
#include <QString>
#include <QStringList>

namespace overlap::lessons {

// Text in every language the app speaks, by language code ("en", "zh").
using Localized = QHash<QString, QString>;

enum class Convention { YUp, YDown };

// A method's code as the lesson shows it, and which lines each trace step is about.
struct CodeListing {
    QStringList lines; // with English comments
    // The same lines with the comments in another language, by language code ("zh"); the
    // code outside the comments is the English listing's, line for line.
    QHash<QString, QStringList> translated;
    QHash<QString, QPair<int, int>> steps; // step id -> first and last line, 1-based
    // The lines to show in a language: its translation, else the English.
    const QStringList& linesIn(const QString& language) const {
        const auto it = translated.constFind(language);
        return it != translated.constEnd() ? *it : lines;
    }
};

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
    QStringList algorithms;
    // Narration by algorithm id, then by trace step id.
    QHash<QString, QHash<QString, Localized>> steps;
    // Code listings by algorithm id (optional in a file; the tests require them).
    QHash<QString, CodeListing> code;
};

// The languages every text must have.
inline const QStringList& languages() {
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("zh")};
    return codes;
}

} // namespace overlap::lessons
