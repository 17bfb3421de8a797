#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <optional>
#include <string_view>

namespace overlap {

struct Algorithm;

// A scene's exact class for one method, from that method's own exact verdicts under both
// policies: overlap under both, overlap only when touching counts, or under neither.
enum class VerdictClass { Apart, Touching, Overlap };

// "apart", "touching" or "overlap".
std::string_view verdictClassName(VerdictClass c);

// The class from the two verdicts. A method that says overlap only when touching does NOT
// count (a pitfall may) is classed by its answer under `fallback`'s policy: overlap or apart.
VerdictClass classOf(bool overlapWhenCounts, bool overlapWhenSeparate, Touching fallback);

// The method's class for the scene: runAlgorithm under both policies, the pitfalls' own
// answers for them. Nothing when the method does not take the shapes. A traced run
// (runAlgorithm with a trace) records the same class in Trace::verdictClass.
// `motion` is a's move for a moving method (runAlgorithm's).
std::optional<VerdictClass> classify(const Algorithm& algorithm, const Shape& a, const Shape& b,
                                     Touching fallback = Touching::Counts, Vec2 motion = {});

// The verdict a class gives under a policy: only touching depends on it.
constexpr bool overlapsUnder(VerdictClass c, Touching t) {
    return c == VerdictClass::Overlap || (c == VerdictClass::Touching && t == Touching::Counts);
}

} // namespace overlap
