#pragma once

#include "core/algorithms.h"
#include "core/pairs.h"

#include <QList>
#include <QString>

namespace overlap::yourmethod {

// The shapes a learner's method is written for: the judge's pair, and for a circle and a
// rect whether the rect is turned.
struct ScriptPair {
    Pair pair = Pair::CircleRect; // a kind (pairKinds())
    bool rotated = false;         // circle-rect only
    friend bool operator==(const ScriptPair&, const ScriptPair&) = default;
};

// The pairs in the order offered (core's pairKinds), and their names in files
// ("circle-rect", as overlap-cli judge --pair spells them: core's pairName).
QList<Pair> scriptPairs();
QString pairNameOf(Pair p);
std::optional<Pair> pairNamed(const QString& name);
// The core's shown pair for a script pair: its starting shapes and its correct methods.
Pair corePairOf(const ScriptPair& p);
// The correct method whose exact verdict the script is held against and shown beside.
QString truthMethodOf(const ScriptPair& p);

// A method in JavaScript bundled with the app (lessons/methods/, as Qt resources).
struct ScriptExample {
    QString file;      // "clamp-strict.js"
    const char* title; // English, translated in the "YourMethod" context
    ScriptPair pair;
};
// The tutorials' methods, in lesson order; then each pair's template.
QList<ScriptExample> scriptExamples();
QString templateFile(Pair p);
// The file's text from the resources (":/methods/FILE"); empty when there is none.
QString bundledSource(const QString& file);

} // namespace overlap::yourmethod
