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

[[gnu::noinline, gnu::cold]] void recordDistance(Trace& tr, const Circle& a, const Circle& b,
                                                 double dx, double dy, double d, double sum,
                                                 bool overlap) {
    addCentres(tr, a, b);
    Step& s = tr.add("distance");
    s.primitives = {segment(Role::Distance, a.c, b.c, "d")};
    s.values = {{"dx", dx}, {"dy", dy}, {"d", d}};
    Step& r = tr.add("radii");
    const Vec2 m1 = alongFrom(a.c, b.c, d, a.r);
    r.primitives = {segment(Role::Radius, a.c, m1, "r1"),
                    segment(Role::Radius, m1, alongFrom(a.c, b.c, d, sum), "r2")};
    r.values = {{"r1", a.r}, {"r2", b.r}, {"sum", sum}};
    addFinal(tr, overlap, "d", d, "sum", sum);
    tr.contact = circleContact(a, b, d, sum);
}

[[gnu::noinline, gnu::cold]] void recordSquared(Trace& tr, const Circle& a, const Circle& b,
                                                double dx, double dy, double d2, double sum,
                                                bool overlap) {
    addCentres(tr, a, b);
    Step& s = tr.add("legs");
    const Vec2 corner{b.c.x, a.c.y};
    s.primitives = {segment(Role::Construction, a.c, corner, "dx"),
                    segment(Role::Construction, corner, b.c, "dy"),
                    segment(Role::Distance, a.c, b.c, "d")};
    s.values = {{"dx", dx}, {"dy", dy}};
    Step& q = tr.add("squares");
    q.values = {{"d2", d2}, {"sum", sum}, {"sum2", sum * sum}};
    addFinal(tr, overlap, "d2", d2, "sum2", sum * sum);
    tr.contact = circleContact(a, b, std::sqrt(d2), sum);
}

} // namespace

Result circleCircleDistance(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const double dx = b.c.x - a.c.x;
    const double dy = b.c.y - a.c.y;
    const double d = std::sqrt(dx * dx + dy * dy);
    const double sum = a.r + b.r;
    // d carries at most 3 roundings' worth of relative error (sum, square root), sum one;
    // d - sum has the sign of d² - sum² since both are >= 0.
    const bool overlap =
        exact::filteredWithin(d - sum, 5.0 * exact::kEps * (d + sum) + exact::kTiny, t,
                              [&](auto z) { return exactExcess<decltype(z)>(a, b); });
    if (trace) [[unlikely]]
        recordDistance(*trace, a, b, dx, dy, d, sum, overlap);
    return {overlap};
}

Result circleCircleSquared(const Circle& a, const Circle& b, Touching t, Trace* trace) {
    const double dx = b.c.x - a.c.x;
    const double dy = b.c.y - a.c.y;
    const double sum = a.r + b.r;
    const double d2 = dx * dx + dy * dy;
    const double sum2 = sum * sum;
    const bool overlap =
        exact::filteredWithin(d2 - sum2, 8.0 * exact::kEps * (d2 + sum2) + exact::kTiny, t,
                              [&](auto z) { return exactExcess<decltype(z)>(a, b); });
    if (trace) [[unlikely]]
        recordSquared(*trace, a, b, dx, dy, d2, sum, overlap);
    return {overlap};
}

} // namespace overlap
