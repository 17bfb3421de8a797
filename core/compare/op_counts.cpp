#include "core/compare/op_counts.h"

namespace overlap {

std::optional<OpCounts> opCounts(std::string_view algorithmId) {
    if (const Algorithm* a = findAlgorithm(algorithmId))
        return a->ops;
    return std::nullopt;
}

} // namespace overlap
