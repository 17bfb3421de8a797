#include "core/algorithms.h"

#include <algorithm>

#include "core/geometry/convert.h"
#include "core/geometry/validate.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"
#include "core/methods/pitfalls.h"
#include "core/methods/rect_rect.h"

#include <array>
#include <optional>

namespace overlap {

namespace {

// Adapts a typed method to the table's signature; runAlgorithm has checked the types.
template <class A, class B, Result (*F)(const A&, const B&, Touching, Trace*)>
Result adapt(const Shape& a, const Shape& b, Touching t, Trace* trace) {
    return F(std::get<A>(a), std::get<B>(b), t, trace);
}

constexpr auto RR = Pair::RectRect;
constexpr auto CC = Pair::CircleCircle;
constexpr auto CR = Pair::CircleRect;
constexpr auto CT = Pair::CircleRotatedRect;
constexpr auto TT = Pair::RotatedRects;

// clang-format off
constexpr std::array kTable{
    Algorithm{"rect-rect.intersection", "Rect vs rect: intersection rectangle", RR, 1, false, {}, {},
              adapt<Rect, Rect, rectRectIntersection>},
    Algorithm{"rect-rect.separation", "Rect vs rect: separation test", RR, 1, false, {}, {},
              adapt<Rect, Rect, rectRectSeparation>},
    Algorithm{"circle-circle.distance", "Circle vs circle: distance", CC, 2, false, {}, {},
              adapt<Circle, Circle, circleCircleDistance>},
    Algorithm{"circle-circle.squared", "Circle vs circle: squared distance", CC, 2, false, {}, {},
              adapt<Circle, Circle, circleCircleSquared>},
    Algorithm{"circle-rect.clamp", "Circle vs rect: nearest point (clamp)", CR, 3, false, {}, {},
              adapt<Circle, Rect, circleRectClamp>},
    Algorithm{"circle-rect.rounded", "Circle vs rect: rounded-rect regions", CR, 4, false, {}, {},
              adapt<Circle, Rect, circleRectRounded>},
    Algorithm{"circle-rect.nine-region", "Circle vs rect: nine regions by cross products", CR, 5,
              false, {}, {}, adapt<Circle, Rect, circleRectNineRegion>},
    Algorithm{"circle-rect.fold", "Circle vs rect: fold into the first quadrant", CR, 6, false, {},
              {}, adapt<Circle, Rect, circleRectFold>},
    Algorithm{"circle-rotated.nine-region", "Circle vs rotated rect: nine regions", CT, 5, false,
              {}, {}, adapt<Circle, RotatedRect, circleRotatedNineRegion>},
    Algorithm{"circle-rotated.clamp", "Circle vs rotated rect: rotate back, then clamp", CT, 7,
              false, {}, {}, adapt<Circle, RotatedRect, circleRotatedClamp>},
    Algorithm{"circle-rotated.fold", "Circle vs rotated rect: rotate back, then fold", CT, 7, false,
              {}, {}, adapt<Circle, RotatedRect, circleRotatedFold>},
    Algorithm{"rect-rect.sat", "Rect vs rect: separating axis theorem", TT, 8, false, {}, {},
              adapt<RotatedRect, RotatedRect, rectRectSat>},
    Algorithm{"pitfall.clamp-y-typo", "Pitfall: clamp with the y-branch typo", CR, 3, true,
              "circle-rect.clamp", "the y branch compares the circle's x with the rect's top",
              adapt<Circle, Rect, pitfallClampYTypo>},
    Algorithm{"pitfall.nine-region-signed-distance",
              "Pitfall: nine regions without the absolute value", CR, 5, true,
              "circle-rect.nine-region",
              "the distance to an edge line drops its absolute value, so it is negative outside",
              adapt<Circle, Rect, pitfallNineRegionSignedDistance>},
    Algorithm{"pitfall.nine-region-y-down-order",
              "Pitfall: nine regions walked in screen order", CR, 5, true,
              "circle-rect.nine-region",
              "counter-clockwise on a y-down screen is clockwise in y-up math: every side flips",
              adapt<Circle, Rect, pitfallNineRegionYDownOrder>},
    Algorithm{"pitfall.rotated-plus-theta", "Pitfall: rotate the centre by +θ", CT, 7, true,
              "circle-rotated.clamp", "the centre is turned by +θ where -θ undoes the rect's turn",
              adapt<Circle, RotatedRect, pitfallRotatedPlusTheta>},
    Algorithm{"pitfall.rotated-degrees-as-radians", "Pitfall: degrees passed to cos and sin", CT,
              7, true, "circle-rotated.clamp", "cos and sin take radians; the angle was in degrees",
              adapt<Circle, RotatedRect, pitfallRotatedDegreesAsRadians>},
    Algorithm{"pitfall.rotated-naive-trig", "Pitfall: cos 90° is not 0", CT, 7, true,
              "circle-rotated.clamp",
              "library cos/sin of a right angle leave a tiny tilt, so exact touching is lost",
              adapt<Circle, RotatedRect, pitfallRotatedNaiveTrig>},
};
// clang-format on

// Puts the shapes in the method's order and form, or says why they do not fit.
struct Fitted {
    std::string error;
    Shape a, b;
    bool swapped = false;
};

std::optional<Shape> asCircle(const Shape& s) {
    if (std::holds_alternative<Circle>(s))
        return s;
    return std::nullopt;
}
std::optional<Shape> asRect(const Shape& s) {
    if (const auto* r = std::get_if<Rect>(&s))
        return *r;
    if (const auto* t = std::get_if<RotatedRect>(&s))
        if (auto r = axisAlignedEquivalent(*t))
            return *r;
    return std::nullopt;
}
std::optional<Shape> asRotated(const Shape& s) {
    if (const auto* t = std::get_if<RotatedRect>(&s))
        return *t;
    if (const auto* r = std::get_if<Rect>(&s))
        if (auto t = centredForm(*r))
            return *t;
    return std::nullopt;
}

Fitted fit(Pair pair, const Shape& a, const Shape& b) {
    using Conv = std::optional<Shape> (*)(const Shape&);
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
    return kTable;
}

const Algorithm* findAlgorithm(std::string_view id) {
    for (const Algorithm& a : kTable)
        if (a.id == id)
            return &a;
    return nullptr;
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
                   (p.role == Role::Overlap && p.value == "overlap");
        });
        // d and r written out digit by digit (they looked alike but differed) are alike now.
        for (Primitive& p : s.primitives)
            for (const char* name : {"d", "r"})
                if (p.value.empty() && p.text.rfind(std::string(name) + " = ", 0) == 0) {
                    p.text = name;
                    p.value = name;
                }
    }
}

} // namespace

Outcome runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Touching t,
                     Trace* trace) {
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
    // The method measured from b to a; the caller asked from a to b.
    if (f.swapped && trace && trace->contact)
        trace->contact->normal = -trace->contact->normal;
    // The method's first shape is the caller's b: so are the primitives it calls a's.
    if (f.swapped && trace)
        for (Step& s : trace->steps)
            for (Primitive& p : s.primitives)
                p.owner = p.owner == Owner::A ? Owner::B : p.owner == Owner::B ? Owner::A : p.owner;
    return out;
}

} // namespace overlap
