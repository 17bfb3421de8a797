#include "core/compare/op_counts.h"

#include <array>
#include <utility>

namespace overlap {

std::optional<OpCounts> opCounts(std::string_view algorithmId) {
    // Counted from core/methods: the comparisons are the ones the decision makes in the
    // worst case; min/max and clamps count theirs too even where the compiler removes the
    // branch.
    static constexpr std::array<std::pair<std::string_view, OpCounts>, 18> table{{
        {"rect-rect.intersection", {0, 0, 6, 0}},      // 2 max, 2 min, lx <= rx, by <= ty
        {"rect-rect.separation", {0, 0, 4, 0}},        // four edge comparisons
        {"circle-circle.distance", {1, 0, 1, 2}},      // sqrt of dx² + dy², then d <= r1 + r2
        {"circle-circle.squared", {0, 0, 1, 3}},       // dx² + dy² <= (r1 + r2)²
        {"circle-rect.clamp", {0, 0, 5, 3}},           // two clamps, dx² + dy² <= r²
        {"circle-rect.rounded", {0, 0, 12, 3}},        // two cross rects, then a corner disc
        {"circle-rect.nine-region", {0, 0, 6, 11}},    // four cross products, cross² <= r²|e|²
        {"circle-rect.fold", {0, 0, 5, 3}},            // two abs-and-max, |u|² <= r²
        {"circle-rotated.nine-region", {0, 0, 6, 19}}, // its four turned corners first
        {"circle-rotated.clamp", {0, 0, 5, 7}},        // turned by the stored axis: no trig
        {"circle-rotated.fold", {0, 0, 5, 7}},
        {"rect-rect.sat", {0, 0, 16, 32}}, // four axes, both rects' corners on each
        {"pitfall.clamp-y-typo", {0, 0, 5, 3}},
        {"pitfall.nine-region-signed-distance", {1, 0, 6, 10}}, // |Q - P| by hypot
        {"pitfall.nine-region-y-down-order", {1, 0, 6, 10}},
        {"pitfall.rotated-plus-theta", {0, 0, 5, 7}},
        {"pitfall.rotated-degrees-as-radians", {0, 2, 5, 7}}, // cos and sin on every test
        {"pitfall.rotated-naive-trig", {0, 2, 5, 7}},
    }};
    for (const auto& [id, counts] : table)
        if (id == algorithmId)
            return counts;
    return std::nullopt;
}

} // namespace overlap
