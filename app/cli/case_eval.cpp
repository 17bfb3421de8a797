#include "app/cli/case_eval.h"

#include "core/geometry/validate.h"
#include "core/pairs.h"

namespace overlap::cli {

std::string_view touchingName(Touching t) {
    return t == Touching::Counts ? "counts" : "separate";
}

Evaluation evaluateCase(const Case& c, Touching touching, bool includePitfalls, bool withClass) {
    Evaluation out;
    // In the case's order: runAlgorithm puts the circle first and the rect in the method's
    // form itself.
    const Shape a = c.a.shape(), b = c.b.shape();
    for (auto [shape, name] : {std::pair{&a, "shape a: "}, std::pair{&b, "shape b: "}})
        if (auto why = invalidReason(*shape)) {
            out.error = name + *why;
            return out;
        }
    for (const Algorithm& alg : algorithms()) {
        if ((alg.pitfall && !includePitfalls) || !accepts(alg, a, b))
            continue;
        const Outcome o = runAlgorithm(alg, a, b, touching);
        if (!o.ok()) {
            out.error = std::string(alg.id) + ": " + o.error;
            out.verdicts.clear();
            return out;
        }
        Verdict v{&alg, o.result.overlap};
        if (withClass)
            v.verdictClass = classify(alg, a, b, touching).value_or(VerdictClass::Apart);
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
