#pragma once

#include "app/cli/case_format.h"
#include "app/cli/generators.h"
#include "app/script/learner_method.h"
#include "core/policy.h"
#include "core/response/response.h"
#include "core/sweep/sweep.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace overlap::script {

// A judge run: a learner's method against the exact truth on generated cases.
struct JudgeRequest {
    Pair pair = Pair::CircleRect; // a kind (pairKinds())
    bool rotated = false;         // circle-rect only: every rect has an angle
    Touching touching = Touching::Counts;
    // Judge response(a, b) (compiled with Entry::Response) instead of overlaps(a, b): the
    // class its separation's sign gives exactly, the numbers within responseTolerance.
    bool response = false;
    // Judge sweep(a, b, motion) (compiled with Entry::Sweep) on gen --motion's cases instead:
    // whether it meets (under the policy) exactly, and when, within kSweepTimeTolerance.
    bool sweep = false;
    std::size_t count = 2000;
    std::uint64_t seed = 1;
    // What the calls may take together; 0: judgeBudget(count). The window, whose runs share a
    // busy machine with painting at a lower priority, allows more.
    std::chrono::milliseconds budget{0};
};

// What is wrong with a learner's response, first found first.
enum class ResponseFault {
    None,
    Class,      // the separation's sign is not the exact class's (touching: exactly 0)
    Separation, // further from the reference than the tolerance
    Normal,     // not a unit vector, or not the way (nor, where several are, one of them)
};

// A response case: the reference (core/response) and the script's.
struct ResponseCase {
    Response expected;
    ResponseAnswer got;
    ResponseFault fault = ResponseFault::None;
};

// What is wrong with a learner's sweep, first found first.
enum class SweepFault {
    None,
    Hit,    // it says they meet (or not) where they do not (or do), under the policy
    NoTime, // they meet, and it gives no time
    Time,   // the time is further than kSweepTimeTolerance from the reference
};

// How far a learner's time of impact may be from the reference's.
inline constexpr double kSweepTimeTolerance = 1e-6;

// A moving case: the motion, the reference's sweep and whether the policy calls it meeting,
// and the script's answer.
struct SweepJudged {
    Vec2 motion;
    Sweep expected;
    bool expectedHit = false;
    SweepScriptAnswer got;
    SweepFault fault = SweepFault::None;
};

// A case as the script was given it (for a circle and a rect, the circle first), with the
// exact verdict under the request's policy and the script's; for a response, both
// responses.
struct JudgedCase {
    cli::CaseShape a, b;
    bool expected = false;
    bool got = false;
    std::optional<ResponseCase> response;
    std::optional<SweepJudged> sweep;
};

// How far a response's numbers may be from the reference: 1e-9 of the case's size (its
// largest number, at least 1). A double computation is far closer; a float one is not.
double responseTolerance(const cli::CaseShape& a, const cli::CaseShape& b);
// The fault of a script's response, against the reference for the same case.
ResponseFault responseFault(const cli::CaseShape& a, const cli::CaseShape& b,
                            const Response& expected, const ResponseAnswer& got);

struct JudgeResult {
    std::size_t tried = 0; // cases the script answered
    std::size_t wrong = 0;
    std::optional<JudgedCase> firstWrong; // shrunk to its smallest numbers
    std::size_t shrinkSteps = 0;
    // The script failed (and the run stopped) on this case, the one given to it.
    std::optional<ScriptError> error;
    std::optional<JudgedCase> errorCase; // expected holds; got is meaningless
    std::string internal;                // the generator or the core failed (a bug)
    bool cancelled = false;              // progress() returned false
};

// What the calls of a run with `count` cases may take together: a second, and a quarter of
// a millisecond a case (a sound method takes a microsecond or two).
std::chrono::milliseconds judgeBudget(std::size_t count);

// Runs the compiled method on r.count cases of gen's kinds in turn (random, boundary,
// degenerate, containment, as `overlap-cli gen` makes them for the same seed), compares
// each answer with the verdict all of the core's correct methods agree on under
// r.touching, counts the wrong ones and shrinks the first. A wrong answer on a rect turned
// off the right angles must stay wrong with the circle's radius moved by 1e-6 relative
// either way while shrinking, so that no rounding of cos and sin is blamed. Stops at the
// first script error. All calls form one batch of r.budget (judgeBudget(r.count) when 0).
// progress(tried) is called every 256 cases; returning false cancels. Deterministic for a
// deterministic script.
JudgeResult judge(LearnerMethod& method, const JudgeRequest& r,
                  const std::function<bool(std::size_t)>& progress = {});

// judge() for a request with `sweep`: gen --motion's cases for the seed, each run through
// the pair's correct swept method and the script's sweep, the first wrong one kept as it is.
JudgeResult judgeSweeps(LearnerMethod& method, const JudgeRequest& r,
                        const std::function<bool(std::size_t)>& progress = {});

// The shape a script is given for a case's shape.
ScriptShape scriptShapeOf(const cli::CaseShape& s);

} // namespace overlap::script
