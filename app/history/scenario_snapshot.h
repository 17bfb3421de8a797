#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <QString>

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::history {

// Everything undo restores: the two shapes and the touching policy.
struct ScenarioSnapshot {
    Shape a, b;
    Touching touching = Touching::Counts;
    friend bool operator==(const ScenarioSnapshot&, const ScenarioSnapshot&) = default;
};

ScenarioSnapshot snapshotOf(const model::ScenarioModel& model);
void restore(model::ScenarioModel& model, const ScenarioSnapshot& s);

// What changed from one snapshot to the next, in a few words for the history list:
// "Move circle", "Resize rect", "Turn rect", "Change radius", "Touching policy", ...
QString describeChange(const ScenarioSnapshot& from, const ScenarioSnapshot& to);

// True when `to` only translates one shape of `from` (the others equal): nudges merge.
bool isTranslationOfOneShape(const ScenarioSnapshot& from, const ScenarioSnapshot& to,
                             int* which = nullptr);

} // namespace overlap::history
