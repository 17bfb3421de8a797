#include "core/verdict_class.h"

#include "core/algorithms.h"

namespace overlap {

std::string_view verdictClassName(VerdictClass c) {
    switch (c) {
    case VerdictClass::Apart:
        return "apart";
    case VerdictClass::Touching:
        return "touching";
    case VerdictClass::Overlap:
        return "overlap";
    }
    return "?";
}

VerdictClass classOf(bool overlapWhenCounts, bool overlapWhenSeparate, Touching fallback) {
    if (overlapWhenCounts && overlapWhenSeparate)
        return VerdictClass::Overlap;
    if (overlapWhenCounts)
        return VerdictClass::Touching;
    if (!overlapWhenSeparate)
        return VerdictClass::Apart;
    // Strict overlap without closed overlap: no touch to name, only the policy's own answer.
    return fallback == Touching::Separate ? VerdictClass::Overlap : VerdictClass::Apart;
}

std::optional<VerdictClass> classify(const Algorithm& algorithm, const Shape& a, const Shape& b,
                                     Touching fallback, Vec2 motion) {
    const Outcome counts = runAlgorithm(algorithm, a, b, Touching::Counts, nullptr, motion);
    const Outcome separate = runAlgorithm(algorithm, a, b, Touching::Separate, nullptr, motion);
    if (!counts.ok() || !separate.ok())
        return std::nullopt;
    return classOf(counts.result.overlap, separate.result.overlap, fallback);
}

} // namespace overlap
