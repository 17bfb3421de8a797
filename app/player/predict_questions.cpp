#include "app/player/predict_questions.h"

#include "app/lessons/verdict_words.h"

#include <algorithm>

namespace overlap::player::predict {

namespace {

int indexOf(const Trace& trace, std::string_view id) {
    for (std::size_t i = 0; i < trace.steps.size(); ++i)
        if (trace.steps[i].id == id)
            return int(i);
    return -1;
}

std::optional<double> valueAt(const Step& step, std::string_view name) {
    for (const Value& v : step.values)
        if (v.name == name)
            return v.value;
    return std::nullopt;
}

bool insideAt(const Trace& trace, std::string_view id) {
    const int i = indexOf(trace, id);
    return i >= 0 && valueAt(trace.steps[std::size_t(i)], "inside").value_or(0) != 0;
}

std::optional<Question> nineRegion(const Trace& trace) {
    const int i = indexOf(trace, "region");
    if (i <= 0)
        return std::nullopt;
    const std::optional<double> n = valueAt(trace.steps[std::size_t(i)], "region");
    if (!n || *n < 1 || *n > 9)
        return std::nullopt;
    return Question{Ask::NineRegion, i, int(*n) - 1};
}

// The order the method looks in: the horizontal cross, the vertical one, then a corner.
std::optional<Question> roundedRegion(const Trace& trace) {
    const int i = indexOf(trace, "cross.h");
    if (i <= 0)
        return std::nullopt;
    if (insideAt(trace, "cross.h"))
        return Question{Ask::RoundedRegion, i, 0};
    if (insideAt(trace, "cross.v"))
        return Question{Ask::RoundedRegion, i, 1};
    if (indexOf(trace, "corner") >= 0)
        return Question{Ask::RoundedRegion, i, 2};
    return std::nullopt;
}

std::optional<Question> foldRegion(const Trace& trace) {
    const int i = indexOf(trace, "excess");
    if (i <= 0)
        return std::nullopt;
    const Step& s = trace.steps[std::size_t(i)];
    const std::optional<double> vx = valueAt(s, "vx"), vy = valueAt(s, "vy");
    if (!vx || !vy || *vx == 0 || *vy == 0)
        return std::nullopt; // on a border between two regions: no one answer
    return Question{Ask::FoldRegion, i, (*vx > 0 ? 1 : 0) + (*vy > 0 ? 2 : 0)};
}

} // namespace

int choiceCount(Ask ask) {
    switch (ask) {
    case Ask::Verdict:
        return 3;
    case Ask::NineRegion:
        return 9;
    case Ask::RoundedRegion:
        return 3;
    case Ask::FoldRegion:
        return 4;
    }
    return 0;
}

int verdictChoice(VerdictClass c) {
    switch (c) {
    case VerdictClass::Overlap:
        return 0;
    case VerdictClass::Touching:
        return 1;
    case VerdictClass::Apart:
        break;
    }
    return 2;
}

std::vector<Question> questionsOf(const Trace& trace) {
    std::vector<Question> out;
    for (const auto& region : {nineRegion(trace), roundedRegion(trace), foldRegion(trace)})
        if (region)
            out.push_back(*region);
    if (const Step* deciding = trace.decidingStep()) {
        const int i = int(deciding - trace.steps.data());
        if (i > 0)
            out.push_back({Ask::Verdict, i, verdictChoice(lessons::classOfTrace(trace))});
    }
    // Stable: on one step the region question, pushed first, stays first.
    std::stable_sort(out.begin(), out.end(),
                     [](const Question& x, const Question& y) { return x.step < y.step; });
    return out;
}

std::optional<Trace> heldPicture(const Trace& trace, const Question& q) {
    if (q.ask != Ask::NineRegion || q.step < 0 || q.step >= int(trace.steps.size()))
        return std::nullopt;
    Trace held;
    held.steps.assign(trace.steps.begin(), trace.steps.begin() + q.step + 1);
    Step& s = held.steps.back();
    std::vector<Primitive> kept;
    for (Primitive p : s.primitives) {
        if (p.role != Role::Region)
            kept.push_back(std::move(p));
        else if (p.kind == PrimitiveKind::Label) {
            // "region 3" drawn like its eight neighbours: just its number.
            p.role = Role::Construction;
            p.text = p.text.substr(p.text.find_last_of(' ') + 1);
            kept.push_back(std::move(p));
        } // the shaded cell goes
    }
    s.primitives = std::move(kept);
    s.values.clear();
    return held;
}

} // namespace overlap::player::predict
