#pragma once

#include "core/scenario.h"

#include <QString>

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::history {

// Everything undo restores is a Scenario: the two shapes and the touching policy.
Scenario snapshotOf(const model::ScenarioModel& model);
void restore(model::ScenarioModel& model, const Scenario& s);

// What changed from one snapshot to the next, in a few words for the history list:
// "Move circle", "Resize rect", "Turn rect", "Change radius", "Touching policy", ...
QString describeChange(const Scenario& from, const Scenario& to);

// True when `to` only translates one shape of `from` (the others equal): nudges merge.
bool isTranslationOfOneShape(const Scenario& from, const Scenario& to, int* which = nullptr);

} // namespace overlap::history
