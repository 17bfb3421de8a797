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

// The order the method looks in: the wide rect, the tall rect, then a corner.
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

// Along which axis the push moves a, where it runs along one (a rect's face, a clamp to an
// edge) and is the only shortest way: a diagonal or a tie has no one answer among four.
std::optional<Question> pushWay(const Trace& trace) {
    const int i = indexOf(trace, "push");
    if (i <= 0)
        return std::nullopt;
    const Step& s = trace.steps[std::size_t(i)];
    const std::optional<double> x = valueAt(s, "pushx"), y = valueAt(s, "pushy");
    if (!x || !y || valueAt(s, "several").value_or(0) != 0)
        return std::nullopt;
    if (*y == 0 && *x != 0)
        return Question{Ask::PushWay, i, *x > 0 ? 0 : 1};
    if (*x == 0 && *y != 0)
        return Question{Ask::PushWay, i, *y > 0 ? 2 : 3};
    return std::nullopt;
}

// Whether a frame sees them meet, it passes through unseen, or they never meet.
std::optional<Question> passThrough(const Trace& trace) {
    const int i = indexOf(trace, "frames");
    const Step* deciding = trace.decidingStep();
    if (i <= 0 || !deciding)
        return std::nullopt;
    const bool tunnels = valueAt(trace.steps[std::size_t(i)], "tunnels").value_or(0) != 0;
    return Question{Ask::PassThrough, i, tunnels ? 1 : deciding->verdict ? 0 : 2};
}

} // namespace

int choiceCount(Ask ask) {
    switch (ask) {
    case Ask::Verdict:
    case Ask::MovingVerdict:
    case Ask::PassThrough:
        return 3;
    case Ask::NineRegion:
        return 9;
    case Ask::RoundedRegion:
        return 3;
    case Ask::FoldRegion:
    case Ask::PushWay:
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
    // A moving run's steps share ids with the standing ones' (cross.h) but not their questions.
    const auto asked = trace.moving ? std::vector{passThrough(trace)}
                                    : std::vector{nineRegion(trace), roundedRegion(trace),
                                                  foldRegion(trace), pushWay(trace)};
    for (const auto& region : asked)
        if (region)
            out.push_back(*region);
    if (const Step* deciding = trace.decidingStep()) {
        const int i = int(deciding - trace.steps.data());
        if (i > 0)
            out.push_back({trace.moving ? Ask::MovingVerdict : Ask::Verdict, i,
                           verdictChoice(lessons::classOfTrace(trace))});
    }
    // Stable: on one step the region question, pushed first, stays first.
    std::stable_sort(out.begin(), out.end(),
                     [](const Question& x, const Question& y) { return x.step < y.step; });
    return out;
}

bool heldOnWideAndTall(const Trace& trace, const Question& q) {
    if (trace.moving || q.step <= 0 || q.step >= int(trace.steps.size()) ||
        trace.steps[std::size_t(q.step)].id != "cross.h")
        return false;
    return q.ask == Ask::RoundedRegion || q.ask == Ask::Verdict;
}

namespace {

// The run up to the nine regions' step, its numbers shown, neither its shading nor its
// marked number.
Trace nineNumbers(const Trace& trace, const Question& q) {
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
            p.text = std::to_string(p.index);
            kept.push_back(std::move(p));
        } // the shaded cell goes
    }
    s.primitives = std::move(kept);
    s.values.clear();
    return held;
}

// The run up to the wide rect's step with the wide and tall rects shaded alike, each named on
// an arm of its own: the answers drawn, not given (the method draws the tall rect only when
// it gets there).
std::optional<Trace> wideAndTall(const Trace& trace, const Question& q) {
    const Step& h = trace.steps[std::size_t(q.step)];
    const int roll = indexOf(trace, "roll");
    const std::optional<double> r =
        roll >= 0 ? valueAt(trace.steps[std::size_t(roll)], "r") : std::nullopt;
    if (!r || h.primitives.empty() || h.primitives.front().kind != PrimitiveKind::Polygon)
        return std::nullopt;
    Vec2 lo = h.primitives.front().points.front(), hi = lo;
    for (Vec2 p : h.primitives.front().points) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    // The rect is the wide rect without its arms of length r.
    const Vec2 min{lo.x + *r, lo.y}, max{hi.x - *r, hi.y};
    Trace held;
    held.steps.assign(trace.steps.begin(), trace.steps.begin() + q.step + 1);
    Step& s = held.steps.back();
    s.primitives = {
        rectPolygon(Role::Region, lo, hi),
        rectPolygon(Role::Region, {min.x, min.y - *r}, {max.x, max.y + *r}),
        label(Role::Construction, {lo.x + *r / 2, (min.y + max.y) / 2}, Symbol::CrossH),
        label(Role::Construction, {(min.x + max.x) / 2, max.y + *r / 2}, Symbol::CrossV)};
    s.values.clear();
    s.decides = false;
    return held;
}

} // namespace

std::optional<Trace> heldPicture(const Trace& trace, const Question& q) {
    if (q.step < 0 || q.step >= int(trace.steps.size()))
        return std::nullopt;
    if (q.ask == Ask::NineRegion)
        return nineNumbers(trace, q);
    if (heldOnWideAndTall(trace, q))
        return wideAndTall(trace, q);
    return std::nullopt;
}

} // namespace overlap::player::predict
