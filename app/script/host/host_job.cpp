#include "app/script/host/host_job.h"

namespace overlap::script {

HostReply failedReply(const HostJob& job, const ScriptError& error) {
    if (std::holds_alternative<SceneRun>(job)) {
        SceneRunResult r;
        r.error = error;
        return r;
    }
    JudgeReply r;
    r.result.error = error;
    return r;
}

const ScriptError* errorOf(const HostReply& reply) {
    if (const auto* s = std::get_if<SceneRunResult>(&reply))
        return s->error ? &*s->error : nullptr;
    const auto& j = std::get<JudgeReply>(reply);
    if (j.compileError)
        return &*j.compileError;
    return j.result.error ? &*j.result.error : nullptr;
}

std::chrono::milliseconds wallLimit(const HostJob& job) {
    // Compiling and the scene's own call each have the call limit; the margin covers the
    // host's start and the exact side of the work on a busy machine.
    constexpr std::chrono::milliseconds kMargin{15000};
    const std::chrono::milliseconds calls = 2 * LearnerMethod::kCallLimit;
    if (const auto* s = std::get_if<SceneRun>(&job))
        return calls + (s->grid ? mapBudget(s->grid->size()) : std::chrono::milliseconds(0)) +
               kMargin;
    const JudgeRequest& r = std::get<JudgeJob>(job).request;
    const std::chrono::milliseconds budget = r.budget.count() > 0 ? r.budget : judgeBudget(r.count);
    return calls + budget + kMargin;
}

} // namespace overlap::script
