#include "core/methods/circle_circle.h"

#include "core/exact/predicates.h"

#include <cmath>

namespace overlap {

namespace {

// d² − (r1 + r2)², in the exact fallback's number type: shared by both methods.
template <class N> N exactExcess(const Circle& a, const Circle& b) {
    const N dx = N(b.c.x) - N(a.c.x), dy = N(b.c.y) - N(a.c.y);
    const N s = N(a.r) + N(b.r);
    return dx * dx + dy * dy - s * s;
}

void addCentres(Trace& tr, const Circle& a, const Circle& b) {
    Step& s = tr.add("centres");
    s.primitives = {ownedBy(circle(Role::Subject, a.c, a.r, Symbol::ShapeA), Owner::A),
                    ownedBy(circle(Role::Subject, b.c, b.r, Symbol::ShapeB), Owner::B),
                    ownedBy(point(Role::Subject, a.c, Symbol::CentreA), Owner::A),
                    ownedBy(point(Role::Subject, b.c, Symbol::CentreB), Owner::B)};
    s.values = {{"r1", a.r}, {"r2", b.r}};
}

// Where the radii meet when laid along C1 -> C2: r1 from C1, then r2.
Vec2 alongFrom(Vec2 from, Vec2 to, double d, double len) {
    if (d == 0)
        return from + Vec2{len, 0};
    return from + (len / d) * (to - from);
}

// The two sides of the comparison as the deciding step labels them.
struct Compared {
    Symbol dName;       // the distance's name on the canvas (d, d²)
    const char* dValue; // the step value shown beside it
    Symbol sumName;     // the radii's (r1 + r2, (r1 + r2)²)
    const char* sumValue;
    // The gap's or the overlap's length beside it: a length the squared method never takes
    // (it would need the root its comparison does without), so there it is drawn unnumbered.
    bool lengthShown = true;
};

// The deciding step draws what it compares again, at full strength with its numbers: d
// and r1 + r2 from C1 side by side, a little off the centre line on either side, and on
// the centre line between the circles' edges the gap d - (r1 + r2) or the overlap
// (r1 + r2) - d, labelled with its length.
Step& addFinal(Trace& tr, const Circle& a, const Circle& b, double d, double sum, bool overlap,
               const Compared& names) {
    Step& s = tr.add("compare");
    const Vec2 edgeA = alongFrom(a.c, b.c, d, a.r);
    const Vec2 edgeB = alongFrom(b.c, a.c, d, b.r);
    const Vec2 u = alongFrom({0, 0}, b.c - a.c, d, 1.0);
    const Vec2 side = (0.1 * sum) * Vec2{-u.y, u.x};
    s.primitives = {
        withValue(segment(Role::Distance, a.c - side, b.c - side, names.dName), names.dValue),
        withValue(
            segment(Role::Radius, a.c + side, alongFrom(a.c, b.c, d, sum) + side, names.sumName),
            names.sumValue)};
    const auto numbered = [&](Primitive p, const char* value) {
        return names.lengthShown ? withValue(std::move(p), value) : p;
    };
    if (overlap) {
        s.values.push_back({"overlapLength", sum - d});
        s.primitives.push_back(
            numbered(segment(Role::Depth, edgeB, edgeA, Symbol::Depth), "overlapLength"));
    } else {
        s.values.push_back({"gapLength", d - sum});
        s.primitives.push_back(
            numbered(segment(Role::Gap, edgeA, edgeB, Symbol::Gap), "gapLength"));
    }
    s.decides = true;
    s.verdict = overlap;
    return s;
}

[[gnu::noinline, gnu::cold]] void recordDistance(Trace& tr, const Circle& a, const Circle& b,
                                                 double dx, double dy, double d, double sum,
                                                 bool overlap) {
    addCentres(tr, a, b);
    Step& s = tr.add("distance");
    s.primitives = {withValue(segment(Role::Distance, a.c, b.c, Symbol::Distance), "d")};
    // The legs d is the hypotenuse of, as the squared method draws them.
    const Vec2 corner{b.c.x, a.c.y};
    const bool legs = dx != 0 && dy != 0; // one alone would be d itself, under two names
    if (legs)
        s.primitives.insert(s.primitives.end(),
                            {withValue(segment(Role::Leg, a.c, corner, Symbol::LegX), "dx"),
                             withValue(segment(Role::Leg, corner, b.c, Symbol::LegY), "dy")});
    s.values = {{"dx", dx}, {"dy", dy}, {"d", d}, {"legs", legs ? 1.0 : 0.0}};
    Step& r = tr.add("radii");
    const Vec2 m1 = alongFrom(a.c, b.c, d, a.r);
    r.primitives = {
        ownedBy(withValue(segment(Role::Radius, a.c, m1, Symbol::RadiusA), "r1"), Owner::A),
        ownedBy(withValue(segment(Role::Radius, m1, alongFrom(a.c, b.c, d, sum), Symbol::RadiusB),
                          "r2"),
                Owner::B)};
    r.values = {{"r1", a.r}, {"r2", b.r}, {"sum", sum}};
    Step& c = addFinal(tr, a, b, d, sum, overlap, {Symbol::Distance, "d", Symbol::RadiiSum, "sum"});
    c.values.insert(c.values.begin(), {{"d", d}, {"sum", sum}});
}

[[gnu::noinline, gnu::cold]] void recordSquared(Trace& tr, const Circle& a, const Circle& b,
                                                double dx, double dy, double d2, double sum,
                                                bool overlap) {
    addCentres(tr, a, b);
    Step& s = tr.add("legs");
    const Vec2 corner{b.c.x, a.c.y};
    s.primitives = {withValue(segment(Role::Leg, a.c, corner, Symbol::LegX), "dx"),
                    withValue(segment(Role::Leg, corner, b.c, Symbol::LegY), "dy"),
                    segment(Role::Distance, a.c, b.c, Symbol::Distance)};
    s.values = {{"dx", dx}, {"dy", dy}};
    // The legs drawn on, across and then up to C2, one after the other.
    s.motion.kind = MotionKind::Drop;
    s.motion.oneByOne = true;
    // d stands from the start: the narration asks for the triangle that has it as its side.
    s.motion.stillFirst = true;
    Step& q = tr.add("squares");
    // The squares on the three sides, each outside the triangle (Pythagoras's own figure),
    // swept out from their sides one after the other: dx², dy², then d², their sum.
    const auto square = [](Vec2 from, Vec2 to, Vec2 away, Symbol name, const char* value) {
        const Vec2 side = to - from;
        Vec2 out{-side.y, side.x};
        if (out.x * away.x + out.y * away.y < 0)
            out = -1 * out;
        return withValue(polygon(Role::Leg, {from, to, to + out, from + out}, name), value);
    };
    if (dx != 0)
        q.primitives.push_back(square(a.c, corner, corner - b.c, Symbol::LegXSquared, "dx2"));
    if (dy != 0)
        q.primitives.push_back(square(corner, b.c, corner - a.c, Symbol::LegYSquared, "dy2"));
    if (dx != 0 && dy != 0)
        q.primitives.push_back(
            square(a.c, b.c, (a.c - corner) + (b.c - corner), Symbol::DistanceSquared, "d2"));
    q.motion.kind = MotionKind::Drop;
    q.motion.oneByOne = true;
    q.motion.beats = 2;
    q.values = {{"dx2", dx * dx}, {"dy2", dy * dy},    {"d2", d2},
                {"sum", sum},     {"sum2", sum * sum}, {"both", dx != 0 && dy != 0 ? 1.0 : 0.0}};
    // The picture lays the gap out where it is (unnumbered); the comparison takes no root.
    const double d = std::sqrt(d2);
    Step& c = addFinal(tr, a, b, d, sum, overlap,
                       {Symbol::DistanceSquared, "d2", Symbol::RadiiSumSquared, "sum2", false});
    c.values.insert(c.values.begin(), {{"d2", d2}, {"sum2", sum * sum}});
}

using detail::circleNumbers;
using detail::CircleNumbers;
using detail::distanceBound;
using detail::squaredBound;

const auto exactCircles = [](const Circle& a, const Circle& b) {
    return [&a, &b](auto z) { return exactExcess<decltype(z)>(a, b); };
};

} // namespace

// When the filter cannot tell, or a trace is wanted: the exact stages and the
// construction, out of line and cold so the inline fast paths stay small.
[[gnu::noinline, gnu::cold]] Result
detail::circleCircleDistanceCareful(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const CircleNumbers k = circleNumbers(a, b);
    const double d = std::sqrt(k.d2());
    const bool overlap =
        exact::filteredWithin(d - k.sum, distanceBound(d, k.sum), t, exactCircles(a, b));
    if (trace)
        recordDistance(*trace, a, b, k.dx, k.dy, d, k.sum, overlap);
    return {overlap};
}

[[gnu::noinline, gnu::cold]] Result
detail::circleCircleSquaredCareful(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const CircleNumbers k = circleNumbers(a, b);
    const double d2 = k.d2(), sum2 = k.sum * k.sum;
    const bool overlap =
        exact::filteredWithin(d2 - sum2, squaredBound(d2, sum2), t, exactCircles(a, b));
    if (trace)
        recordSquared(*trace, a, b, k.dx, k.dy, d2, k.sum, overlap);
    return {overlap};
}

} // namespace overlap
