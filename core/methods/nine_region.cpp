#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <array>
#include <cmath>

namespace overlap {

namespace {

using exact::DVec;
using exact::Dyadic;
using exact::kEps;

// An axis-aligned rect: its vertices are inputs, so exact as doubles.
struct AlignedQuad {
    const Rect& r;
    Vec2 u() const { return {1, 0}; }
    std::array<Vec2, 4> vertices() const {
        return {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}};
    }
    bool flatX() const { return r.max.x == r.min.x; }
    bool flatY() const { return r.max.y == r.min.y; }
    double vertexError() const { return 0.0; }
    DVec exactVertex(int i) const {
        const Vec2 v = vertices()[i];
        return exact::dvec(v.x, v.y);
    }
    DVec exactU() const { return exact::dvec(1, 0); }
};

// A turned rect: vertices c ± hx u ± hy v round, so they carry an error bound, and the
// fallback rebuilds them exactly from the centre, half extents and axis.
struct TurnedQuad {
    const RotatedRect& r;
    Vec2 u() const { return r.axis; }
    Vec2 corner(double sx, double sy) const {
        const Vec2 a = r.axis, p{-a.y, a.x};
        return r.c + (sx * r.half.x) * a + (sy * r.half.y) * p;
    }
    std::array<Vec2, 4> vertices() const {
        return {corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)};
    }
    bool flatX() const { return r.half.x == 0; }
    bool flatY() const { return r.half.y == 0; }
    double vertexError() const {
        return 4 * kEps * (std::abs(r.c.x) + std::abs(r.c.y) + r.half.x + r.half.y);
    }
    DVec exactVertex(int i) const {
        static constexpr double sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
        const DVec a = exact::dvec(r.axis.x, r.axis.y), p{-a.y, a.x};
        const Dyadic hx = Dyadic(sx[i] * r.half.x), hy = Dyadic(sy[i] * r.half.y);
        return {Dyadic(r.c.x) + hx * a.x + hy * p.x, Dyadic(r.c.y) + hx * a.y + hy * p.y};
    }
    DVec exactU() const { return exact::dvec(r.axis.x, r.axis.y); }
};

// Edge i runs from vertex i to vertex i+1 (A->B->C->D, counter-clockwise in y-up). The
// exact fallbacks use the edge's unit axis instead of Q - P: a positive multiple, so no
// sign changes, and it still exists when the edge has zero length.
DVec exactEdgeAxis(const DVec& u, int i) {
    const DVec v{-u.y, u.x};
    switch (i) {
    case 0:
        return u;
    case 1:
        return v;
    case 2:
        return {-u.x, -u.y};
    default:
        return {-v.x, -v.y};
    }
}

constexpr const char* kEdgeIds[4] = {"edge.AB", "edge.BC", "edge.CD", "edge.DA"};
constexpr const char* kEdgeNames[4] = {"AB", "BC", "CD", "DA"};
constexpr const char* kVertexNames[4] = {"A", "B", "C", "D"};

// 1 2 3 / 4 5 6 / 7 8 9 in the rect's own frame, top row first.
int regionNumber(const std::array<bool, 4>& out) {
    const int col = out[3] ? 0 : (out[1] ? 2 : 1);
    const int row = out[2] ? 0 : (out[0] ? 2 : 1);
    return row * 3 + col + 1;
}

template <class Quad>
Result nineRegion(const Circle& c, const Quad& quad, Touching t, Trace* trace) {
    const Vec2 O = c.c;
    const double r = c.r;
    const std::array<Vec2, 4> V = quad.vertices();
    const double ev = quad.vertexError();
    if (trace) {
        Step& s = trace->add("vertices");
        s.primitives = {circle(Role::Subject, O, r, "circle"), point(Role::Subject, O, "O"),
                        polygon(Role::Subject, {V.begin(), V.end()}, "rect")};
        for (int i = 0; i < 4; ++i)
            s.primitives.push_back(point(Role::Construction, V[i], kVertexNames[i]));
        s.values = {{"r", r}};
    }
    const auto decide = [&](const char* id, bool overlap) {
        if (trace) {
            Step& s = trace->steps.back().id == id ? trace->steps.back() : trace->add(id);
            s.decides = true;
            s.verdict = overlap;
        }
        return Result{overlap};
    };
    // An open disc of radius 0 is empty: under the strict policy it overlaps nothing.
    if (t == Touching::Separate && r == 0)
        return decide("radius", false);

    // Edge directions Q - P, or the rect's axis where a zero width or height collapses them.
    const Vec2 u = quad.u(), v{-u.y, u.x};
    const std::array<Vec2, 4> D = {quad.flatX() ? u : V[1] - V[0], quad.flatY() ? v : V[2] - V[1],
                                   quad.flatX() ? -u : V[3] - V[2],
                                   quad.flatY() ? -v : V[0] - V[3]};
    std::array<double, 4> crossValue{};
    std::array<double, 4> crossError{};
    std::array<bool, 4> outside{};
    int outsideCount = 0;
    for (int i = 0; i < 4; ++i) {
        const Vec2 W = O - V[i];
        const double t1 = D[i].x * W.y, t2 = D[i].y * W.x;
        const double eD = 2 * ev + kEps * (std::abs(D[i].x) + std::abs(D[i].y));
        const double eW = ev + kEps * (std::abs(W.x) + std::abs(W.y));
        crossValue[i] = t1 - t2;
        crossError[i] = (std::abs(D[i].x) + std::abs(D[i].y)) * eW +
                        (std::abs(W.x) + std::abs(W.y)) * eD + 2 * eD * eW +
                        4 * kEps * (std::abs(t1) + std::abs(t2)) + exact::kTiny;
        const int side = exact::filteredSign(crossValue[i], crossError[i], [&] {
            const DVec w = exact::dvec(O.x, O.y) - quad.exactVertex(i);
            return exact::crossD(exactEdgeAxis(quad.exactU(), i), w);
        });
        outside[i] = side < 0; // right of a counter-clockwise edge
        outsideCount += outside[i] ? 1 : 0;
        if (trace) {
            Step& s = trace->add(kEdgeIds[i]);
            // A Region line is the half-plane on its left: the inside of this edge.
            s.primitives = {line(Role::Region, V[i], D[i], kEdgeNames[i])};
            s.values = {{"cross", crossValue[i]}, {"outside", outside[i] ? 1.0 : 0.0}};
        }
    }
    const int region = regionNumber(outside);
    if (trace) {
        Step& s = trace->add("region");
        s.primitives = {label(Role::Region, O, std::to_string(region))};
        s.values = {{"region", double(region)}, {"outside", double(outsideCount)}};
    }
    if (outsideCount == 0)
        return decide("inside", true);

    if (outsideCount == 1) {
        // An edge region: the distance to that edge's line, |cross| / |Q - P|, against r,
        // compared squared so no root or division rounds: cross² vs r²·|Q - P|².
        int i = 0;
        while (!outside[i])
            ++i;
        const double cr = crossValue[i], ec = crossError[i];
        const double L = D[i].x * D[i].x + D[i].y * D[i].y;
        const double eD = 2 * ev + kEps * (std::abs(D[i].x) + std::abs(D[i].y));
        const double eL = 2 * (std::abs(D[i].x) + std::abs(D[i].y)) * eD + 2 * eD * eD;
        const double value = cr * cr - r * r * L;
        const double bound = (2 * std::abs(cr) + ec) * ec + r * r * eL +
                             8 * kEps * (cr * cr + r * r * L) + exact::kTiny;
        const int sign = exact::filteredSign(value, bound, [&] {
            const DVec a = exactEdgeAxis(quad.exactU(), i);
            const Dyadic k = exact::crossD(a, exact::dvec(O.x, O.y) - quad.exactVertex(i));
            return k * k - Dyadic(r) * Dyadic(r) * exact::lengthSqD(a);
        });
        const bool overlap = exact::withinBound(sign, t);
        if (trace) {
            Step& s = trace->add("distance.edge");
            const double len = std::sqrt(L);
            const double d = std::abs(cr) / len;
            // The foot of the perpendicular: O moved by d along the edge's inward normal.
            const Vec2 inward{-D[i].y / len, D[i].x / len};
            s.primitives = {segment(Role::Distance, O, O + d * inward, "d")};
            s.values = {{"d", d}, {"r", r}};
        }
        return decide("distance.edge", overlap);
    }

    // A corner region: outside two adjacent edges; their shared vertex is the nearest point.
    const int k = outside[0] && outside[1]   ? 1
                  : outside[1] && outside[2] ? 2
                  : outside[2] && outside[3] ? 3
                                             : 0;
    const double qx = O.x - V[k].x, qy = O.y - V[k].y;
    const double e = ev;
    const int sign = exact::distanceSqSign(qx, qy, e, e, r, [&] {
        const DVec q = exact::dvec(O.x, O.y) - quad.exactVertex(k);
        return exact::lengthSqD(q) - Dyadic(r) * Dyadic(r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        Step& s = trace->add("distance.corner");
        s.primitives = {segment(Role::Distance, O, V[k], "d"),
                        point(Role::Nearest, V[k], kVertexNames[k])};
        s.values = {{"d", std::hypot(qx, qy)}, {"r", r}};
    }
    return decide("distance.corner", overlap);
}

} // namespace

Result circleRectNineRegion(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    return nineRegion(c, AlignedQuad{r}, t, trace);
}

Result circleRotatedNineRegion(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    return nineRegion(c, TurnedQuad{r}, t, trace);
}

} // namespace overlap
