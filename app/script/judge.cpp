#include "app/script/judge.h"

#include "app/cli/case_eval.h"
#include "app/cli/case_shrink.h"
#include "app/cli/rng.h"

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <variant>

namespace overlap::script {

namespace {

bool offRightAngle(const cli::CaseShape& s) {
    return s.isRect() && s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) != 0.0;
}

// The case's largest number, at least 1.
double sizeOf(const cli::CaseShape& s) {
    const ScriptShape v = scriptShapeOf(s);
    return std::max(
        {1.0, std::abs(v.x), std::abs(v.y), std::abs(v.r), std::abs(v.w), std::abs(v.h)});
}

class Judge {
  public:
    Judge(LearnerMethod& method, Touching touching, bool response)
        : method_(method), touching_(touching), response_(response) {}

    // The reference response; nothing when the core refuses (a bug, for valid cases).
    std::optional<Response> reference(const cli::CaseShape& a, const cli::CaseShape& b,
                                      std::string* why = nullptr) const {
        const ResponseOutcome r = respond(a.shape(), b.shape());
        if (!r.ok()) {
            if (why)
                *why = "the core gives no response: " + r.error;
            return std::nullopt;
        }
        return r.response;
    }

    // The script's response judged; nothing (and the error kept) when it failed.
    std::optional<ResponseCase> judged(const cli::CaseShape& a, const cli::CaseShape& b,
                                       const Response& expected) {
        const ResponseAnswer got = method_.response(scriptShapeOf(a), scriptShapeOf(b));
        if (failedOn(got.error, a, b))
            return std::nullopt;
        return ResponseCase{expected, got, responseFault(a, b, expected, got)};
    }

    // Whether the script's response is still wrong on the case, for the shrinker.
    bool responseStillWrong(const cli::CaseShape& a, const cli::CaseShape& b) {
        if (error_)
            return false;
        const auto ref = reference(a, b);
        if (!ref)
            return false;
        const auto r = judged(a, b, *ref);
        return r && r->fault != ResponseFault::None;
    }

    // The exact verdict; nothing when the core's methods disagree or refuse (a bug).
    std::optional<bool> truth(const cli::CaseShape& a, const cli::CaseShape& b,
                              std::string* why = nullptr) const {
        return cli::agreedVerdict({std::nullopt, std::nullopt, a, b, std::nullopt, std::nullopt},
                                  touching_, why);
    }

    // The script's answer; nothing (and the error kept) when it failed.
    std::optional<bool> answer(const cli::CaseShape& a, const cli::CaseShape& b) {
        const Answer an = method_.overlaps(scriptShapeOf(a), scriptShapeOf(b));
        if (failedOn(an.error, a, b))
            return std::nullopt;
        return an.overlap;
    }

    // Whether the script is wrong on the case, for the shrinker. After a script error
    // nothing more is asked of the script.
    bool stillWrong(const cli::CaseShape& a, const cli::CaseShape& b) {
        if (response_)
            return responseStillWrong(a, b);
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
    // Keeps the script's error, if any, with the case it failed on.
    bool failedOn(const std::optional<ScriptError>& e, const cli::CaseShape& a,
                  const cli::CaseShape& b) {
        if (!e)
            return false;
        error_ = e;
        errorCase_ = {a, b};
        return true;
    }

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
    bool response_;
    std::optional<ScriptError> error_;
    std::optional<std::pair<cli::CaseShape, cli::CaseShape>> errorCase_;
};

} // namespace

ScriptShape scriptShapeOf(const cli::CaseShape& s) {
    if (s.isCircle())
        return script::scriptShapeOf(s.circle);
    return script::scriptShapeOf(s.written);
}

double responseTolerance(const cli::CaseShape& a, const cli::CaseShape& b) {
    return 1e-9 * std::max(sizeOf(a), sizeOf(b));
}

ResponseFault responseFault(const cli::CaseShape& a, const cli::CaseShape& b,
                            const Response& expected, const ResponseAnswer& got) {
    const double s = got.separation;
    const bool classOk = expected.verdict == VerdictClass::Touching  ? s == 0
                         : expected.verdict == VerdictClass::Overlap ? s < 0
                                                                     : s > 0;
    if (!classOk)
        return ResponseFault::Class;
    const double tol = responseTolerance(a, b);
    if (!(std::abs(s - expected.separation) <= tol))
        return ResponseFault::Separation;
    const Vec2 n{got.normalX, got.normalY};
    if (!(std::abs(std::hypot(n.x, n.y) - 1) <= tol))
        return ResponseFault::Normal;
    // Touching: no move is needed, and the normal is not judged.
    if (expected.verdict == VerdictClass::Touching)
        return ResponseFault::None;
    const Vec2 d = n - expected.normal;
    if (std::hypot(d.x, d.y) <= tol)
        return ResponseFault::None;
    if (expected.unique)
        return ResponseFault::Normal;
    // One of several shortest ways: moved by it, a touches b.
    const Vec2 by = (-s) * n;
    Shape moved = a.shape();
    std::visit(
        [&](auto& v) {
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, Rect>)
                v.min = v.min + by, v.max = v.max + by;
            else
                v.c = v.c + by;
        },
        moved);
    const ResponseOutcome after = respond(moved, b.shape());
    return after.ok() && std::abs(after.response.separation) <= tol ? ResponseFault::None
                                                                    : ResponseFault::Normal;
}

std::chrono::milliseconds judgeBudget(std::size_t count) {
    return std::chrono::milliseconds(1000 + count / 4);
}

JudgeResult judge(LearnerMethod& method, const JudgeRequest& r,
                  const std::function<bool(std::size_t)>& progress) {
    if (r.sweep)
        return judgeSweeps(method, r, progress);
    JudgeResult out;
    ScriptBatch batch(method, r.budget.count() > 0 ? r.budget : judgeBudget(r.count));
    Judge judge(method, r.touching, r.response);
    // The script failed: the run stops with the case it failed on.
    const auto failed = [&] {
        const auto& [a, b] = *judge.errorCase();
        out.error = judge.error();
        out.errorCase =
            JudgedCase{a, b, judge.truth(a, b).value_or(false), false, std::nullopt, std::nullopt};
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
        // The case as the script answered it, and whether the answer is wrong.
        JudgedCase c{a, b, *expected, false, std::nullopt, std::nullopt};
        bool wrong = false;
        if (r.response) {
            const auto ref = judge.reference(a, b, &why);
            if (!ref) {
                out.internal = why;
                return out;
            }
            c.response = judge.judged(a, b, *ref);
            if (!c.response)
                return failed();
            wrong = c.response->fault != ResponseFault::None;
        } else {
            const auto got = judge.answer(a, b);
            if (!got)
                return failed();
            c.got = *got;
            wrong = *got != *expected;
        }
        ++out.tried;
        if (wrong) {
            ++out.wrong;
            if (!first)
                first = c;
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
    if (r.response) {
        // Shrinking kept it wrong; judged once more for the numbers to show.
        const auto ref = judge.reference(s.a, s.b);
        const auto judged = ref ? judge.judged(s.a, s.b, *ref) : std::nullopt;
        if (judge.error())
            return failed();
        out.firstWrong = judged && judged->fault != ResponseFault::None
                             ? JudgedCase{s.a,   s.b,    judge.truth(s.a, s.b).value_or(false),
                                          false, judged, std::nullopt}
                             : first;
        out.shrinkSteps = judged && judged->fault != ResponseFault::None ? s.steps : 0;
        return out;
    }
    // Still wrong, as the shrinker kept it: the script answers the opposite of the truth.
    const bool expected = judge.truth(s.a, s.b).value_or(first->expected);
    out.firstWrong = JudgedCase{s.a, s.b, expected, !expected, std::nullopt, std::nullopt};
    out.shrinkSteps = s.steps;
    return out;
}

} // namespace overlap::script
