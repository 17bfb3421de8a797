#pragma once

#include "core/geometry/shapes.h"
#include "core/goals/goal.h"
#include "core/policy.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace overlap::lessons {

// Text in every language the app speaks, by language code ("en", "zh").
using Localized = QHash<QString, QString>;

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

// One exercise of a lesson: a starting scene, what to do with it, and hints on request.
struct Exercise {
    enum class Kind {
        Place,   // drag the shapes until the goal holds
        Predict, // say overlap, touching or apart before the reveal
        Bug,     // say which line of a wrong listing is wrong
    };
    QString id; // unique within its lesson: the settings remember it solved by it
    Kind kind = Kind::Place;
    Localized title; // a few words that tell it from the lesson's others, for the list
    Localized prompt;
    QList<Localized> hints; // at least one, shown one at a time
    Shape a, b;             // the starting scene
    Vec2 motion{};          // and a's move in it, for a moving lesson (shapes.motion)
    Touching touching = Touching::Counts;

    // Place: the goal, checked exactly by the core, and a scene that meets it (for tests).
    goals::Goal goal;
    Shape solutionA, solutionB;
    Vec2 solutionMotion{};

    // Predict: the answer the file states; the exact class decides, a test checks they agree.
    VerdictClass answer = VerdictClass::Apart;

    // Bug: the wrong listing, its wrong lines (1-based; any of them is the answer), and the
    // method and policy whose verdict on the scene is the listing's.
    CodeListing code;
    QList<int> wrongLines;
    QString buggyMethod;
    Touching buggyTouching = Touching::Counts;
};

} // namespace overlap::lessons
