#pragma once

#include "core/algorithms.h"

#include <optional>
#include <string_view>

namespace overlap {

// The work one test does (OpCounts, core/method_facts.h) is a fact of the method table.
// Nothing for an unknown id.
std::optional<OpCounts> opCounts(std::string_view algorithmId);

} // namespace overlap
