#include "app/script/scene_run.h"

#include "app/script/learner_method.h"
#include "app/script/script_shape.h"
#include "core/algorithms.h"
#include "core/verdict_class.h"

#include <cmath>

namespace overlap::script {

namespace {

bool isCircleShape(const Shape& s) {
    return std::holds_alternative<Circle>(s);
}

bool offRightAngle(const Shape& s) {
    const auto* t = std::get_if<RotatedRect>(&s);
    return t && std::fmod(t->angleDeg, 90.0) != 0.0;
}

} // namespace

std::chrono::milliseconds mapBudget(std::size_t samples) {
    return std::chrono::milliseconds(5000 + samples / 5);
}

bool sceneMapMovesB(const Shape& a, const Shape& b) {
    return isCircleShape(b) && !isCircleShape(a);
}

SceneRunResult runOnScene(const SceneRun& run) {
    SceneRunResult out;
    LearnerMethod method;
    if (auto e = method.compile(run.source)) {
        out.console = method.takeConsole(&out.consoleDropped);
        out.error = std::move(e);
        return out;
    }
    // The script is given the circle first.
    const bool swap = sceneMapMovesB(run.a, run.b);
    const Shape& first = swap ? run.b : run.a;
    const Shape& second = swap ? run.a : run.b;
    const Answer here = method.overlaps(scriptShapeOf(first), scriptShapeOf(second));
    out.console = method.takeConsole(&out.consoleDropped);
    if (here.error) {
        out.error = here.error;
        return out;
    }
    out.verdict = here.overlap;
    const Algorithm* truth = findAlgorithm(run.truthMethod.toStdString());
    if (truth)
        if (const auto c = classify(*truth, run.a, run.b))
            out.truth = overlapsUnder(*c, run.touching);
    if (!run.grid || !truth)
        return out;
    const PlaneGrid& g = *run.grid;
    out.grid = g;
    // The circle (else a) moves over the plane; the truth is the correct method's exact class.
    const std::vector<PlaneVerdict> exact = planeVerdicts(*truth, first, second, g);
    // A rect turned off the right angles reaches the script as rounded numbers (its corner,
    // cos and sin): an exact touch there is not the script's to get right, as the judge
    // does not blame it either.
    const bool roundedTurn = offRightAngle(first) || offRightAngle(second);
    std::vector<std::uint8_t> wrong(g.size(), 0);
    ScriptBatch batch(method, mapBudget(g.size()));
    const ScriptShape fixed = scriptShapeOf(second);
    for (int j = 0; j < g.rows; ++j) {
        for (int i = 0; i < g.cols; ++i) {
            const std::size_t k = std::size_t(j) * std::size_t(g.cols) + std::size_t(i);
            const PlaneVerdict v = exact[k];
            if (v == PlaneVerdict::Refused || v == PlaneVerdict::Contradiction ||
                (v == PlaneVerdict::Touching && roundedTurn))
                continue;
            const bool expected = v == PlaneVerdict::Overlap ||
                                  (v == PlaneVerdict::Touching && run.touching == Touching::Counts);
            const Answer an = method.overlaps(scriptShapeOf(movedTo(first, g.point(i, j))), fixed);
            if (an.error) {
                out.error = an.error;
                return out;
            }
            ++out.sampled;
            if (an.overlap != expected) {
                wrong[k] = 1;
                ++out.wrongCount;
            }
        }
    }
    out.wrongAt = std::move(wrong);
    return out;
}

} // namespace overlap::script
