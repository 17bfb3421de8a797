#pragma once

#include "core/algorithms.h"

#include <string>

namespace overlap::test {

// Runs `a` with a trace and says what is wrong with it, or "" when the trace is sound:
// exactly one deciding step, it is the last, its verdict is the run's, and the verdict
// equals the untraced run's.
inline std::string traceProblem(const Algorithm& alg, const Shape& a, const Shape& b, Touching t,
                                bool untracedVerdict) {
    Trace trace;
    const Outcome out = runAlgorithm(alg, a, b, t, &trace);
    if (!out.ok())
        return "refused: " + out.error;
    const Result traced = out.result;
    if (traced.overlap != untracedVerdict)
        return "verdict with a trace differs from the verdict without one";
    int deciding = 0;
    for (const Step& s : trace.steps) {
        deciding += s.decides ? 1 : 0;
        if (s.id.empty())
            return "a step has no id";
    }
    if (deciding != 1)
        return "expected exactly one deciding step, found " + std::to_string(deciding);
    // The deciding step is the last, or the last but the push step a correct method ends by.
    const bool pushes = !alg.pitfall && trace.steps.back().id == "push";
    const Step& last = trace.steps[trace.steps.size() - (pushes ? 2 : 1)];
    if (!last.decides)
        return "the deciding step is not the last (" + last.id + ")";
    if (!alg.pitfall && !pushes)
        return "a correct method's construction does not end by pushing apart";
    if (last.verdict != traced.overlap)
        return "deciding step " + last.id + " disagrees with the verdict";
    return {};
}

} // namespace overlap::test
