#pragma once

#include "core/algorithms.h"

#include <optional>
#include <string_view>

namespace overlap {

// The work one test does, counted in the method's code as this core runs it (the cheap
// path that decides almost every case; the exact fallback is rare and not counted).
struct OpCounts {
    int squareRoots = 0;
    int trigCalls = 0;       // cos and sin each count one
    int comparisons = 0;     // at most, in the decision (each a possible branch)
    int multiplications = 0; // in the decision's arithmetic
};

// Nothing for an unknown id.
std::optional<OpCounts> opCounts(std::string_view algorithmId);

} // namespace overlap
