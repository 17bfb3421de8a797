#include "core/methods/circle_circle.h"

#include "core/exact/predicates.h"

#include <cmath>

namespace overlap {

namespace {

using exact::Dyadic;

// d² − (r1 + r2)², exactly: the fallback of both methods.
Dyadic exactExcess(const Circle& a, const Circle& b) {
    const Dyadic dx = Dyadic(b.c.x) - Dyadic(a.c.x);
    const Dyadic dy = Dyadic(b.c.y) - Dyadic(a.c.y);
    const Dyadic s = Dyadic(a.r) + Dyadic(b.r);
    return dx * dx + dy * dy - s * s;
}

Contact circleContact(const Circle& a, const Circle& b, double d, double sum) {
    Contact c;
    c.separation = d - sum;
    if (d > 0) {
        c.normal = {(b.c.x - a.c.x) / d, (b.c.y - a.c.y) / d};
        c.hasNormal = true;
    }
    return c;
}

void addCentres(Trace& tr, const Circle& a, const Circle& b) {
    Step& s = tr.add("centres");
    s.primitives = {circle(Role::Subject, a.c, a.r, "a"), circle(Role::Subject, b.c, b.r, "b"),
                    point(Role::Subject, a.c, "C1"), point(Role::Subject, b.c, "C2")};
    s.values = {{"r1", a.r}, {"r2", b.r}};
}

// Where the radii meet when laid along C1 -> C2: r1 from C1, then r2.
Vec2 alongFrom(Vec2 from, Vec2 to, double d, double len) {
    if (d == 0)
        return from + Vec2{len, 0};
    return from + (len / d) * (to - from);
}

void addFinal(Trace& tr, bool overlap, const char* lhs, double lhsValue, const char* rhs,
              double rhsValue) {
    Step& s = tr.add("compare");
    s.values = {{lhs, lhsValue}, {rhs, rhsValue}};
    s.decides = true;
    s.verdict = overlap;
}

} // namespace

Result circleCircleDistance(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const double dx = b.c.x - a.c.x;
    const double dy = b.c.y - a.c.y;
    const double d = std::sqrt(dx * dx + dy * dy);
    const double sum = a.r + b.r;
    // d carries at most 3 roundings' worth of relative error (sum, square root), sum one.
    const int sign = exact::filteredSign(d - sum, 5.0 * exact::kEps * (d + sum) + exact::kTiny,
                                         [&] { return exactExcess(a, b); });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        addCentres(*trace, a, b);
        Step& s = trace->add("distance");
        s.primitives = {segment(Role::Distance, a.c, b.c, "d")};
        s.values = {{"dx", dx}, {"dy", dy}, {"d", d}};
        Step& r = trace->add("radii");
        const Vec2 m1 = alongFrom(a.c, b.c, d, a.r);
        r.primitives = {segment(Role::Radius, a.c, m1, "r1"),
                        segment(Role::Radius, m1, alongFrom(a.c, b.c, d, sum), "r2")};
        r.values = {{"r1", a.r}, {"r2", b.r}, {"sum", sum}};
        addFinal(*trace, overlap, "d", d, "sum", sum);
        trace->contact = circleContact(a, b, d, sum);
    }
    return {overlap};
}

Result circleCircleSquared(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const double dx = b.c.x - a.c.x;
    const double dy = b.c.y - a.c.y;
    const double sum = a.r + b.r;
    const double d2 = dx * dx + dy * dy;
    const double sum2 = sum * sum;
    const int sign = exact::filteredSign(d2 - sum2, 8.0 * exact::kEps * (d2 + sum2) + exact::kTiny,
                                         [&] { return exactExcess(a, b); });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        addCentres(*trace, a, b);
        Step& s = trace->add("legs");
        const Vec2 corner{b.c.x, a.c.y};
        s.primitives = {segment(Role::Construction, a.c, corner, "dx"),
                        segment(Role::Construction, corner, b.c, "dy"),
                        segment(Role::Distance, a.c, b.c, "d")};
        s.values = {{"dx", dx}, {"dy", dy}};
        Step& q = trace->add("squares");
        q.values = {{"d2", d2}, {"sum", sum}, {"sum2", sum2}};
        addFinal(*trace, overlap, "d2", d2, "sum2", sum2);
        trace->contact = circleContact(a, b, std::sqrt(d2), sum);
    }
    return {overlap};
}

} // namespace overlap
