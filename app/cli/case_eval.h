#pragma once

#include "app/cli/case_format.h"
#include "core/algorithms.h"
#include "core/policy.h"
#include "core/verdict_class.h"

#include <optional>
#include <string>
#include <vector>

namespace overlap::cli {

// One method's verdict on a case.
struct Verdict {
    const Algorithm* algorithm = nullptr;
    bool overlap = false;
    VerdictClass verdictClass = VerdictClass::Apart; // only when asked for
};

struct Evaluation {
    std::string error;             // empty on success: "unsupported pair: ..."
    std::vector<Verdict> verdicts; // in the order of core::algorithms()
    bool ok() const { return error.empty(); }
};

// Runs every method that accepts the case's shapes (core's accepts, on CaseShape::shape()),
// shapes in the case's order: circle+circle the circle-circle methods; two axis-aligned
// rects the rect-rect methods, any two rects the rotated-rotated ones; a circle and a rect
// the circle-rect methods when the rect is axis-aligned and the circle-rotated methods
// always. Pitfalls only on request. With `withClass`, each verdict also holds the scene's
// exact class for its method (both policies run).
Evaluation evaluateCase(const Case& c, Touching touching, bool includePitfalls,
                        bool withClass = false);

// The verdict all correct methods agree on, or nothing when they disagree (a core bug) or
// none applies; `error` says which.
std::optional<bool> agreedVerdict(const Case& c, Touching touching, std::string* error = nullptr);

// "counts" or "separate".
std::string_view touchingName(Touching t);

} // namespace overlap::cli
