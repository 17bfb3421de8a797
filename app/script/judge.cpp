#include "app/script/judge.h"

#include "app/cli/case_eval.h"
#include "app/cli/case_shrink.h"
#include "app/cli/rng.h"

#include <algorithm>
#include <cmath>

namespace overlap::script {

namespace {

bool offRightAngle(const cli::CaseShape& s) {
    return s.isRect() && s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) != 0.0;
}

class Judge {
  public:
    Judge(LearnerMethod& method, Touching touching) : method_(method), touching_(touching) {}

    // The exact verdict; nothing when the core's methods disagree or refuse (a bug).
    std::optional<bool> truth(const cli::CaseShape& a, const cli::CaseShape& b,
                              std::string* why = nullptr) const {
        return cli::agreedVerdict({std::nullopt, std::nullopt, a, b, std::nullopt}, touching_, why);
    }

    // The script's answer; nothing (and the error kept) when it failed.
    std::optional<bool> answer(const cli::CaseShape& a, const cli::CaseShape& b) {
        const Answer an = method_.overlaps(scriptShapeOf(a), scriptShapeOf(b));
        if (an.error) {
            error_ = an.error;
            errorCase_ = {a, b};
            return std::nullopt;
        }
        return an.overlap;
    }

    // Whether the script is wrong on the case, for the shrinker. After a script error
    // nothing more is asked of the script.
    bool stillWrong(const cli::CaseShape& a, const cli::CaseShape& b) {
        if (error_)
            return false;
        const auto t = truth(a, b);
        if (!t)
            return false;
        const auto got = answer(a, b);
        if (!got || *got == *t)
            return false;
        return !(offRightAngle(a) || offRightAngle(b)) || survivesNudge(a, b, *t, *got);
    }

    const std::optional<ScriptError>& error() const { return error_; }
    const std::optional<std::pair<cli::CaseShape, cli::CaseShape>>& errorCase() const {
        return errorCase_;
    }

  private:
    // Both the truth and the script keep their answers with the radius 1e-6 relative
    // smaller and larger (1e-6 up from a point).
    bool survivesNudge(const cli::CaseShape& a, const cli::CaseShape& b, bool expected, bool got) {
        const bool circleFirst = a.isCircle();
        const Circle c = circleFirst ? a.circle : b.circle;
        const double step = 1e-6 * std::max(c.r, 1.0);
        for (double r : {std::max(0.0, c.r - step), c.r + step}) {
            const cli::CaseShape nudged = cli::makeCircle(c.c.x, c.c.y, r);
            const cli::CaseShape& na = circleFirst ? nudged : a;
            const cli::CaseShape& nb = circleFirst ? b : nudged;
            const auto t = truth(na, nb);
            const auto g = answer(na, nb);
            if (!t || !g || *t != expected || *g != got)
                return false;
        }
        return true;
    }

    LearnerMethod& method_;
    Touching touching_;
    std::optional<ScriptError> error_;
    std::optional<std::pair<cli::CaseShape, cli::CaseShape>> errorCase_;
};

} // namespace

ScriptShape scriptShapeOf(const cli::CaseShape& s) {
    if (s.isCircle())
        return script::scriptShapeOf(s.circle);
    return script::scriptShapeOf(s.written);
}

std::chrono::milliseconds judgeBudget(std::size_t count) {
    return std::chrono::milliseconds(1000 + count / 4);
}

JudgeResult judge(LearnerMethod& method, const JudgeRequest& r,
                  const std::function<bool(std::size_t)>& progress) {
    JudgeResult out;
    ScriptBatch batch(method, r.budget.count() > 0 ? r.budget : judgeBudget(r.count));
    Judge judge(method, r.touching);
    // The script failed: the run stops with the case it failed on.
    const auto failed = [&] {
        const auto& [a, b] = *judge.errorCase();
        out.error = judge.error();
        out.errorCase = JudgedCase{a, b, judge.truth(a, b).value_or(false), false};
        return out;
    };
    cli::Rng rng(r.seed);
    std::optional<JudgedCase> first;
    for (std::size_t i = 0; i < r.count; ++i) {
        std::string why;
        const auto g = cli::generateCase(rng, r.pair, r.rotated, cli::kindOfLine(i), &why);
        if (!g) {
            out.internal = "the generator failed: " + why;
            return out;
        }
        // The script takes a circle and a rect in that order.
        const bool swap = g->b.isCircle() && g->a.isRect();
        const cli::CaseShape& a = swap ? g->b : g->a;
        const cli::CaseShape& b = swap ? g->a : g->b;
        const auto expected = judge.truth(a, b, &why);
        if (!expected) {
            out.internal = why;
            return out;
        }
        const auto got = judge.answer(a, b);
        if (!got)
            return failed();
        ++out.tried;
        if (*got != *expected) {
            ++out.wrong;
            if (!first)
                first = JudgedCase{a, b, *expected, *got};
        }
        if (progress && out.tried % 256 == 0 && !progress(out.tried)) {
            out.cancelled = true;
            return out;
        }
    }
    if (!first)
        return out;
    // Solid shapes stay solid: a point on a point is a smaller case but a poorer picture.
    const cli::ShrunkCase s = cli::shrinkCase(
        first->a, first->b,
        [&](const cli::CaseShape& a, const cli::CaseShape& b) { return judge.stillWrong(a, b); },
        {.keepPositiveSizes = true});
    if (judge.error())
        return failed();
    // Still wrong, as the shrinker kept it: the script answers the opposite of the truth.
    const bool expected = judge.truth(s.a, s.b).value_or(first->expected);
    out.firstWrong = JudgedCase{s.a, s.b, expected, !expected};
    out.shrinkSteps = s.steps;
    return out;
}

} // namespace overlap::script
