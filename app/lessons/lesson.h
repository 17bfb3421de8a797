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
    QStringList lines;
    QHash<QString, QPair<int, int>> steps; // step id -> first and last line, 1-based
};

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
