#include "app/script/judge.h"

#include "app/cli/sweep_generators.h"
#include "core/sweep/sweep_methods.h"

#include <cmath>

namespace overlap::script {

JudgeResult judgeSweeps(LearnerMethod& method, const JudgeRequest& r,
                        const std::function<bool(std::size_t)>& progress) {
    JudgeResult out;
    const SweptMethod* reference = correctSweptMethod(r.pair);
    if (!reference) {
        out.internal = "no swept method for the pair";
        return out;
    }
    ScriptBatch batch(method, r.budget.count() > 0 ? r.budget : judgeBudget(r.count));
    cli::Rng rng(r.seed);
    for (std::size_t i = 0; i < r.count; ++i) {
        // gen --motion's cases: a circle against a rect has the circle as a.
        const cli::GeneratedSweep g = cli::generateSweep(rng, r.pair, cli::sweepKindOfLine(i));
        const SweepOutcome truth = runSweptMethod(*reference, g.a.shape(), g.motion, g.b.shape());
        if (!truth.error.empty()) {
            out.internal = "the core gives no sweep: " + truth.error;
            return out;
        }
        SweepJudged s;
        s.motion = g.motion;
        s.expected = truth.sweep;
        s.expectedHit =
            truth.sweep.verdict == SweepClass::Hit ||
            (truth.sweep.verdict == SweepClass::Touch && r.touching == Touching::Counts);
        s.got = method.sweep(scriptShapeOf(g.a), scriptShapeOf(g.b), g.motion.x, g.motion.y);
        JudgedCase c{g.a, g.b, s.expectedHit, s.got.hit, std::nullopt, s};
        if (s.got.error) {
            out.error = s.got.error;
            out.errorCase = c;
            return out;
        }
        // A time is asked only of a meeting, and the reference has one whenever they meet.
        if (s.got.hit != s.expectedHit)
            s.fault = SweepFault::Hit;
        else if (s.expectedHit && !s.got.toi)
            s.fault = SweepFault::NoTime;
        else if (s.expectedHit && s.expected.toi &&
                 !(std::abs(*s.got.toi - *s.expected.toi) <= kSweepTimeTolerance))
            s.fault = SweepFault::Time;
        c.sweep = s;
        ++out.tried;
        if (s.fault != SweepFault::None) {
            ++out.wrong;
            if (!out.firstWrong)
                out.firstWrong = c;
        }
        if (progress && out.tried % 256 == 0 && !progress(out.tried)) {
            out.cancelled = true;
            return out;
        }
    }
    return out;
}

} // namespace overlap::script
