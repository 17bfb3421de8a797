#include "app/yourmethod/script_run.h"

#include "app/compare/overlay_palette.h"
#include "app/compare/overlay_request.h"
#include "app/script/learner_method.h"
#include "app/script/script_shape.h"
#include "core/geometry/visit.h"
#include "core/verdict_class.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace overlap::yourmethod {

namespace {

bool isCircleShape(const Shape& s) {
    return std::holds_alternative<Circle>(s);
}

bool offRightAngle(const Shape& s) {
    const auto* t = std::get_if<RotatedRect>(&s);
    return t && std::fmod(t->angleDeg, 90.0) != 0.0;
}

// A map of a few hundred samples a side takes a second or two of a sound script; the budget
// is ten times that (the run is on a low-priority thread, and the machine may be busy), and a
// script slower still is too slow to map, which the run says.
std::chrono::milliseconds mapBudget(std::size_t samples) {
    return std::chrono::milliseconds(5000 + samples / 5);
}

} // namespace

bool scriptMapMovesB(const Shape& a, const Shape& b) {
    return isCircleShape(b) && !isCircleShape(a);
}

ScriptRunResult runScript(const ScriptRunRequest& request, const CancelCheck& cancelled) {
    ScriptRunResult out;
    out.generation = request.generation;
    out.source = request.source;
    script::LearnerMethod method;
    if (auto e = method.compile(request.source)) {
        out.error = std::move(e);
        return out;
    }
    // The script is given the circle first.
    const bool swap = scriptMapMovesB(request.a, request.b);
    const Shape& first = swap ? request.b : request.a;
    const Shape& second = swap ? request.a : request.b;
    const script::Answer here =
        method.overlaps(script::scriptShapeOf(first), script::scriptShapeOf(second));
    out.console = method.takeConsole(&out.consoleDropped);
    if (here.error) {
        out.error = here.error;
        return out;
    }
    out.verdict = here.overlap;
    const Algorithm* truth = findAlgorithm(request.truthMethod.toStdString());
    if (truth)
        if (const auto c = classify(*truth, request.a, request.b))
            out.truth = overlapsUnder(*c, request.touching);
    if (!request.grid || !truth)
        return out;
    const PlaneGrid& g = *request.grid;
    out.grid = g;
    // The circle (else a) moves over the plane; the truth is the correct method's exact class.
    const std::vector<PlaneVerdict> exact = planeVerdicts(*truth, first, second, g, cancelled);
    if (cancelled && cancelled()) {
        out.cancelled = true;
        return out;
    }
    // A rect turned off the right angles reaches the script as rounded numbers (its corner,
    // cos and sin): an exact touch there is not the script's to get right, as the judge
    // does not blame it either.
    const bool roundedTurn = offRightAngle(first) || offRightAngle(second);
    std::vector<std::uint8_t> wrong(g.size(), 0);
    {
        script::ScriptBatch batch(method, mapBudget(g.size()));
        const script::ScriptShape fixed = script::scriptShapeOf(second);
        for (int j = 0; j < g.rows; ++j) {
            if (cancelled && cancelled()) {
                out.cancelled = true;
                return out;
            }
            for (int i = 0; i < g.cols; ++i) {
                const std::size_t k = std::size_t(j) * std::size_t(g.cols) + std::size_t(i);
                const PlaneVerdict v = exact[k];
                if (v == PlaneVerdict::Refused || v == PlaneVerdict::Contradiction ||
                    (v == PlaneVerdict::Touching && roundedTurn))
                    continue;
                const bool expected =
                    v == PlaneVerdict::Overlap ||
                    (v == PlaneVerdict::Touching && request.touching == Touching::Counts);
                const script::Answer an =
                    method.overlaps(script::scriptShapeOf(movedTo(first, g.point(i, j))), fixed);
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
    }
    QImage img(g.cols, g.rows, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    compare::paintDilated(
        img, g, [&](std::size_t k) { return wrong[k] != 0; }, compare::disagreementFill().rgba());
    out.wrong = img;
    out.wrongAt = std::move(wrong);
    return out;
}

} // namespace overlap::yourmethod
