#include "core/compare/op_counts.h"

#include <array>
#include <utility>

namespace overlap {

std::optional<OpCounts> opCounts(std::string_view algorithmId) {
    // Counted from core/methods: the comparisons are the ones the decision makes in the
    // worst case; min/max and clamps count theirs too even where the compiler removes the
    // branch.
    static constexpr std::array<std::pair<std::string_view, OpCounts>, 18> table{{
        {"rect-rect.intersection", {0, 0, 6}},  // 2 max, 2 min, lx <= rx, by <= ty
        {"rect-rect.separation", {0, 0, 4}},    // four edge comparisons
        {"circle-circle.distance", {1, 0, 1}},  // sqrt of d², then d <= r1 + r2
        {"circle-circle.squared", {0, 0, 1}},   // d² <= (r1 + r2)²
        {"circle-rect.clamp", {0, 0, 5}},       // two clamps, one comparison
        {"circle-rect.rounded", {0, 0, 12}},    // two cross rects, then a corner disc
        {"circle-rect.nine-region", {0, 0, 6}}, // four cross signs, region, distance
        {"circle-rect.fold", {0, 0, 5}},        // two abs-and-max, one comparison
        {"circle-rotated.nine-region", {0, 0, 6}},
        {"circle-rotated.clamp", {0, 0, 5}}, // turned by the stored axis: no trig
        {"circle-rotated.fold", {0, 0, 5}},
        {"rect-rect.sat", {0, 0, 16}}, // four axes, each a min and a max of two projections
        {"pitfall.clamp-y-typo", {0, 0, 5}},
        {"pitfall.nine-region-signed-distance", {1, 0, 6}}, // |Q - P| or |O - V| by hypot
        {"pitfall.nine-region-y-down-order", {1, 0, 6}},
        {"pitfall.rotated-plus-theta", {0, 0, 5}},
        {"pitfall.rotated-degrees-as-radians", {0, 2, 5}}, // cos and sin on every test
        {"pitfall.rotated-naive-trig", {0, 2, 5}},
    }};
    for (const auto& [id, counts] : table)
        if (id == algorithmId)
            return counts;
    return std::nullopt;
}

} // namespace overlap
