#include "core/algorithms.h"
#include "core/sweep/sweep_methods.h"

#include <algorithm>

#include "core/geometry/convert.h"
#include "core/geometry/validate.h"
#include "core/geometry/visit.h"
#include "core/method_table.h"
#include "core/methods/push_step.h"
#include "core/pairs.h"

#include <optional>

namespace overlap {

namespace {

// Puts the shapes in the method's order and form, or says why they do not fit.
struct Fitted {
    std::string error;
    Shape a, b;
    bool swapped = false;
};

// Each shape kind's form as a method's circle, axis-aligned rect or rotated rect, exactly,
// or nothing: a new kind must say what it can stand for.
using Form = std::optional<Shape>;
Form asCircle(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) -> Form { return c; },
                                 [](const Rect&) -> Form { return std::nullopt; },
                                 [](const RotatedRect&) -> Form { return std::nullopt; }},
                      s);
}
Form asRect(const Shape& s) {
    return std::visit(overloaded{[](const Circle&) -> Form { return std::nullopt; },
                                 [](const Rect& r) -> Form { return r; },
                                 [](const RotatedRect& t) -> Form {
                                     if (auto r = axisAlignedEquivalent(t))
                                         return *r;
                                     return std::nullopt;
                                 }},
                      s);
}
Form asRotated(const Shape& s) {
    return std::visit(overloaded{[](const Circle&) -> Form { return std::nullopt; },
                                 [](const Rect& r) -> Form {
                                     if (auto t = centredForm(r))
                                         return *t;
                                     return std::nullopt;
                                 },
                                 [](const RotatedRect& t) -> Form { return t; }},
                      s);
}

Fitted fit(Pair pair, const Shape& a, const Shape& b) {
    using Conv = Form (*)(const Shape&);
    Conv first = asCircle, second = asCircle;
    switch (pair) {
    case Pair::RectRect:
        first = second = asRect;
        break;
    case Pair::CircleCircle:
        break;
    case Pair::CircleRect:
        second = asRect;
        break;
    case Pair::CircleRotatedRect:
        second = asRotated;
        break;
    case Pair::RotatedRects:
        first = second = asRotated;
        break;
    }
    if (auto x = first(a))
        if (auto y = second(b))
            return {{}, *x, *y, false};
    if (auto x = first(b))
        if (auto y = second(a))
            return {{}, *x, *y, true};
    return {std::string("unsupported pair for a ") + std::string(pairName(pair)) + " method", a, b};
}

} // namespace

std::string_view pairName(Pair p) {
    switch (p) {
    case Pair::RectRect:
        return "rect-rect";
    case Pair::CircleCircle:
        return "circle-circle";
    case Pair::CircleRect:
        return "circle-rect";
    case Pair::CircleRotatedRect:
        return "circle-rotated";
    case Pair::RotatedRects:
        return "rotated-rotated";
    }
    return "?";
}

std::span<const Algorithm> algorithms() {
    return table::kMethods;
}

std::span<const Algorithm> movingMethods() {
    return table::kMovingMethods;
}

const Algorithm* findAlgorithm(std::string_view id) {
    for (std::span<const Algorithm> rows : {algorithms(), movingMethods()})
        for (const Algorithm& a : rows)
            if (a.id == id)
                return &a;
    return nullptr;
}

std::string_view methodName(const Algorithm& algorithm) {
    const std::string_view t = algorithm.title;
    const std::size_t colon = t.find(": ");
    return colon == std::string_view::npos ? t : t.substr(colon + 2);
}

namespace {

// At an exact touch the deciding step's gap or depth is zero, though the doubles it was
// drawn from (an edge such as 0.1 + 0.2, rounded) can leave 1e-17: the picture and the
// narration must not show a depth beside "just touches".
void showTouchAsTouch(Trace& trace) {
    for (Step& s : trace.steps) {
        const auto find = [&](const char* name) {
            const auto it = std::find_if(s.values.begin(), s.values.end(),
                                         [&](const Value& v) { return v.name == name; });
            return it == s.values.end() ? nullptr : &*it;
        };
        // Only a step that measures d against r (addDecidingMeasure) carries these.
        Value *d = find("d"), *r = find("r"), *d2 = find("d2"), *r2 = find("r2");
        if (!s.decides || !d || !r || !find("gap"))
            continue;
        d->value = r->value; // exactly so; the rounded d differed in its last bits
        if (d2 && r2)
            d2->value = r2->value;
        for (Value& v : s.values)
            if (v.name == "gap" || v.name == "overlap")
                v.value = 0.0;
        std::erase_if(s.primitives, [](const Primitive& p) {
            return (p.role == Role::Gap && p.value == "gap") ||
                   (p.role == Role::Depth && p.value == "overlap");
        });
        // d and r written out digit by digit (they looked alike but differed) are alike now.
        for (Primitive& p : s.primitives)
            for (const auto& [symbol, name] :
                 {std::pair{Symbol::Distance, "d"}, std::pair{Symbol::Radius, "r"}})
                if (p.symbol == symbol && p.value.empty() && !p.text.empty()) {
                    p.text.clear();
                    p.value = name;
                }
    }
}

} // namespace

bool accepts(const Algorithm& algorithm, const Shape& a, const Shape& b) {
    // A moving method moves the circle: a must be it (its picture is drawn so).
    if (!algorithm.swept.empty() && algorithm.pair == Pair::CircleRect &&
        !std::holds_alternative<Circle>(a))
        return false;
    return !invalidReason(a) && !invalidReason(b) && fit(algorithm.pair, a, b).error.empty();
}

namespace {

// A moving method: the exact sweep of its row in sweptMethods() decides; the picture is
// drawn around it, with a the moving circle.
Outcome runMoving(const Algorithm& algorithm, const Shape& a, const Shape& b, Touching t,
                  Trace* trace, Vec2 motion) {
    const SweptMethod* method = findSweptMethod(algorithm.swept);
    const SweepOutcome swept = runSweptMethod(*method, a, motion, b);
    if (!swept.error.empty())
        return {swept.error, {}};
    const SweepClass c = swept.sweep.verdict;
    Outcome out{{}, {c == SweepClass::Hit || (c == SweepClass::Touch && t == Touching::Counts)}};
    if (trace) {
        if (algorithm.pair == Pair::CircleRect && !std::holds_alternative<Circle>(a))
            return {"this lesson moves the circle: shape a must be the circle", {}};
        algorithm.drawSweep(a, motion, b, swept.sweep, t, *trace);
        trace->moving = true;
        trace->verdictClass = c == SweepClass::Hit     ? VerdictClass::Overlap
                              : c == SweepClass::Touch ? VerdictClass::Touching
                                                       : VerdictClass::Apart;
    }
    return out;
}

} // namespace

Outcome runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Touching t,
                     Trace* trace, Vec2 motion) {
    if (!algorithm.swept.empty())
        return runMoving(algorithm, a, b, t, trace, motion);
    for (const Shape* s : {&a, &b})
        if (auto why = invalidReason(*s))
            return {std::string(s == &a ? "shape a: " : "shape b: ") + *why, {}};
    Fitted f = fit(algorithm.pair, a, b);
    if (!f.error.empty())
        return {f.error, {}};
    Outcome out{{}, algorithm.run(f.a, f.b, t, trace)};
    if (trace) {
        // The other policy's exact verdict (untraced, cheap) completes the scene's class.
        const Touching other = t == Touching::Counts ? Touching::Separate : Touching::Counts;
        const bool again = algorithm.run(f.a, f.b, other, nullptr).overlap;
        const bool counts = t == Touching::Counts ? out.result.overlap : again;
        const bool separate = t == Touching::Counts ? again : out.result.overlap;
        trace->verdictClass = classOf(counts, separate, t);
        if (trace->verdictClass == VerdictClass::Touching)
            showTouchAsTouch(*trace);
    }
    // The method's first shape is the caller's b: so are the primitives it calls a's.
    if (f.swapped && trace)
        for (Step& s : trace->steps)
            for (Primitive& p : s.primitives) {
                p.owner = p.owner == Owner::A ? Owner::B : p.owner == Owner::B ? Owner::A : p.owner;
                p.symbol = p.symbol == Symbol::ShapeA   ? Symbol::ShapeB
                           : p.symbol == Symbol::ShapeB ? Symbol::ShapeA
                                                        : p.symbol;
            }
    // What comes next, in the caller's order (a is the one the learner moves).
    if (trace && !algorithm.pitfall)
        addPushStep(*trace, a, b);
    return out;
}

} // namespace overlap
