#pragma once

#include "app/cli/case_format.h"
#include "core/algorithms.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace overlap::cli {

// A search for a case on which two methods give different verdicts: a pitfall against the
// method it gets wrong, or two correct methods that should never disagree.
struct FindRequest {
    const Algorithm* first;
    const Algorithm* second;
    Touching touching;
    std::size_t budget = 20000; // cases to try
    std::uint64_t seed = 1;
};

// A case both methods answer, with different verdicts under the request's policy. coreA and
// coreB are the shapes the methods were given: a circle, an axis-aligned rect, or (for a
// rect written with an angle) the rotated rect.
struct Counterexample {
    CaseShape a, b;
    Shape coreA, coreB;
    bool firstOverlap, secondOverlap;
};

struct FindResult {
    std::string error; // empty unless the search could not run: "... takes circle-rect, ..."
    std::size_t tried = 0;
    std::optional<Counterexample> found; // shrunk, unless the search was cancelled
    std::size_t shrinkSteps = 0;         // accepted simplifications
    bool cancelled = false;              // progress() returned false
};

// Whether two methods can be compared: both take the same pair, or circle-rect against
// circle-rotated (on axis-aligned rects), or rect-rect against rotated-rotated. Otherwise
// the reason, naming both methods and their pairs.
std::optional<std::string> incompatibility(const Algorithm& first, const Algorithm& second);

// Tries up to r.budget cases of gen's kinds in turn (random, boundary, degenerate,
// containment; for circle-rotated and rotated-rotated methods alternately with and without
// angles) for the pair both methods take. A case counts as tried even when a method refuses
// it. A disagreement is both methods answering, differently, under r.touching; when a
// pitfall meets a rect off the right angles it must also hold with the circle's radius (or,
// with no circle, a turned rect's size) moved by 1e-6 relative either way, so that it is not
// a rounding of cos and sin. Stops at the first disagreement and shrinks it. The same request
// gives the same result.
// progress(tried) is called every 256 tries; returning false cancels the search (the result
// then holds what was found so far, which is nothing).
FindResult findDisagreement(const FindRequest& r,
                            const std::function<bool(std::size_t)>& progress = {});

// The counterexample with its numbers made as small as they go while the methods still
// disagree (as findDisagreement means it): per field (x, y, r, w, h, and an angle on its
// 15-degree grid) 0, half the value toward 0, one step toward 0; both shapes moved together
// toward the origin; and, when none of that helps, two numbers at once one step or half
// toward 0 (a radius with the distance it spans). Repeats until nothing helps; no number
// grows in absolute value. `steps` counts the accepted changes. Deterministic.
Counterexample shrinkCounterexample(const Counterexample& c, const Algorithm& first,
                                    const Algorithm& second, Touching t,
                                    std::size_t* steps = nullptr);

} // namespace overlap::cli
