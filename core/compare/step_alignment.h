#pragma once

#include "core/algorithms.h"

#include <string>
#include <string_view>
#include <vector>

namespace overlap {

// What a step of a method means across methods, so that steps with the same meaning line up
// when methods are compared: "verdict" for the deciding step, else the meaning the method
// table gives the step (the opening picture of the shapes, the nearest point, the turn back),
// or else the step id itself.
std::string stepMeaning(const Algorithm& algorithm, std::string_view stepId, bool decides);

// A shared timeline for several methods, given each one's step meanings in order. Entry
// [t][m] is the step of method m shown at time t: the last of its steps placed at or before
// t (0 before its first). Steps with the same meaning share a time when their order allows
// (a longest common subsequence, merged method by method); every step of every method
// appears at some time, in order.
std::vector<std::vector<int>> alignSteps(const std::vector<std::vector<std::string>>& meanings);

} // namespace overlap
