#include "app/cli/case_eval.h"

namespace overlap::cli {

namespace {

// The shape in the form the method takes: a rotated rect for the circle-rotated methods,
// the axis-aligned rect otherwise.
std::optional<Shape> shapeFor(const CaseShape& s, Pair pair) {
    if (s.isCircle())
        return Shape(s.circle);
    if (pair == Pair::CircleRotatedRect || pair == Pair::RotatedRects)
        return s.turned ? std::optional<Shape>(*s.turned) : std::nullopt;
    return s.aligned ? std::optional<Shape>(*s.aligned) : std::nullopt;
}

// Whether the method takes the pair of shapes, in either order, as the case has them.
bool applies(Pair pair, const CaseShape& a, const CaseShape& b) {
    switch (pair) {
    case Pair::CircleCircle:
        return a.isCircle() && b.isCircle();
    case Pair::RectRect:
        return a.isRect() && b.isRect() && a.aligned && b.aligned;
    case Pair::CircleRect:
        return (a.isCircle() && b.isRect() && b.aligned) ||
               (b.isCircle() && a.isRect() && a.aligned);
    case Pair::CircleRotatedRect:
        return (a.isCircle() && b.isRect()) || (b.isCircle() && a.isRect());
    case Pair::RotatedRects:
        return a.isRect() && b.isRect();
    }
    return false;
}

} // namespace

std::string_view touchingName(Touching t) {
    return t == Touching::Counts ? "counts" : "separate";
}

Evaluation evaluateCase(const Case& c, Touching touching, bool includePitfalls, bool withClass) {
    Evaluation out;
    for (const Algorithm& alg : algorithms()) {
        if (alg.pitfall && !includePitfalls)
            continue;
        if (!applies(alg.pair, c.a, c.b))
            continue;
        // In the case's order: runAlgorithm puts the circle first itself.
        const auto sa = shapeFor(c.a, alg.pair);
        const auto sb = shapeFor(c.b, alg.pair);
        if (!sa || !sb) {
            out.error = "internal error: no " + std::string(pairName(alg.pair)) + " form for " +
                        std::string(alg.id);
            out.verdicts.clear();
            return out;
        }
        const Outcome o = runAlgorithm(alg, *sa, *sb, touching);
        if (!o.ok()) {
            out.error = std::string(alg.id) + ": " + o.error;
            out.verdicts.clear();
            return out;
        }
        Verdict v{&alg, o.result.overlap};
        if (withClass)
            v.verdictClass = classify(alg, *sa, *sb, touching).value_or(VerdictClass::Apart);
        out.verdicts.push_back(v);
    }
    if (out.verdicts.empty())
        out.error = "no method takes this pair of shapes";
    return out;
}

std::optional<bool> agreedVerdict(const Case& c, Touching touching, std::string* error) {
    const Evaluation e = evaluateCase(c, touching, false);
    if (!e.ok()) {
        if (error)
            *error = e.error;
        return std::nullopt;
    }
    const bool first = e.verdicts.front().overlap;
    for (const Verdict& v : e.verdicts)
        if (v.overlap != first) {
            if (error)
                *error = "the correct methods disagree: " +
                         std::string(e.verdicts.front().algorithm->id) + " says " +
                         (first ? "true" : "false") + ", " + std::string(v.algorithm->id) +
                         " says " + (v.overlap ? "true" : "false");
            return std::nullopt;
        }
    return first;
}

} // namespace overlap::cli
