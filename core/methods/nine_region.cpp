#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace overlap {

namespace {

using exact::kEps;
using exact::VecN;

// An axis-aligned rect: its vertices are inputs (the far ones rounded, with their
// remainders beside them), and every edge direction has one exact zero component.
struct AlignedQuad {
    const Rect& r;
    Vec2 u() const { return {1, 0}; }
    std::array<Vec2, 4> vertices() const {
        return {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}};
    }
    bool flatX() const { return r.max.x == r.min.x && r.maxLo.x == 0; }
    bool flatY() const { return r.max.y == r.min.y && r.maxLo.y == 0; }
    template <class N> VecN<N> exactVertex(int i) const {
        const N x0(r.min.x), y0(r.min.y);
        const N x1 = exact::exactEdge<N>(r.max.x, r.maxLo.x);
        const N y1 = exact::exactEdge<N>(r.max.y, r.maxLo.y);
        switch (i) {
        case 0:
            return {x0, y0};
        case 1:
            return {x1, y0};
        case 2:
            return {x1, y1};
        default:
            return {x0, y1};
        }
    }
    template <class N> VecN<N> exactU() const { return exact::vecN<N>(1, 0); }
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
    // The rounding of the corners, and the centre's remainder they leave out.
    double vertexError() const {
        return 4 * kEps * (std::abs(r.c.x) + std::abs(r.c.y) + r.half.x + r.half.y) +
               std::abs(r.cLo.x) + std::abs(r.cLo.y);
    }
    template <class N> VecN<N> exactVertex(int i) const {
        static constexpr double sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
        const VecN<N> a = exact::vecN<N>(r.axis.x, r.axis.y);
        const VecN<N> p{-a.y, a.x};
        const N hx(sx[i] * r.half.x), hy(sy[i] * r.half.y);
        return {exact::exactEdge<N>(r.c.x, r.cLo.x) + hx * a.x + hy * p.x,
                exact::exactEdge<N>(r.c.y, r.cLo.y) + hx * a.y + hy * p.y};
    }
    template <class N> VecN<N> exactU() const { return exact::vecN<N>(r.axis.x, r.axis.y); }
};

// Edge i runs from vertex i to vertex i+1 (A->B->C->D, counter-clockwise in y-up). The
// exact fallbacks use the edge's unit axis instead of Q - P: a positive multiple, so no
// sign changes, and it still exists when the edge has zero length.
template <class N> VecN<N> exactEdgeAxis(const VecN<N>& u, int i) {
    const VecN<N> v{-u.y, u.x};
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

// By the mask of edges the centre is outside of (bit i: edge i): the edge of an edge
// region, and the vertex two outside edges share in a corner region. A rect's opposite
// edges can never both have the centre outside, so other masks do not occur.
// Outside edges by mask; a table, since std::popcount is a library call without -mpopcnt.
constexpr int kOutsideCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
constexpr int kEdgeOfMask[16] = {0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0};
constexpr int kVertexOfMask[16] = {0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0};
// 1 2 3 / 4 5 6 / 7 8 9 in the rect's own frame, top row first.
int regionNumber(int mask) {
    const int col = (mask & 8) ? 0 : ((mask & 2) ? 2 : 1);
    const int row = (mask & 4) ? 0 : ((mask & 1) ? 2 : 1);
    return row * 3 + col + 1;
}

// The deciding comparison in exact arithmetic, for the region the mask names: an edge
// region's cross² − r²·|axis|², or a corner region's |O − V|² − r².
template <class N, class Quad> N exactFinalComparison(const Quad& quad, const Circle& c, int mask) {
    const VecN<N> o = exact::vecN<N>(c.c.x, c.c.y);
    if (kOutsideCount[mask] == 1) {
        const int i = kEdgeOfMask[mask];
        const VecN<N> a = exactEdgeAxis(quad.template exactU<N>(), i);
        const N e = exact::crossN(a, o - quad.template exactVertex<N>(i));
        return e * e - N(c.r) * N(c.r) * exact::lengthSqN(a);
    }
    return exact::lengthSqN(o - quad.template exactVertex<N>(kVertexOfMask[mask])) -
           N(c.r) * N(c.r);
}

// One run's findings, kept for the trace.
struct NineFindings {
    std::array<Vec2, 4> V;
    std::array<Vec2, 4> D;
    std::array<double, 4> cross;
    int mask = 0;
    bool emptyDisc = false;
    bool overlap = false;
};

// The exact side of edge i, when the filter could not tell.
template <class Quad> [[gnu::noinline, gnu::cold]] int exactSide(const Quad& quad, Vec2 O, int i) {
    return exact::slowSign([&](auto z) {
        using N = decltype(z);
        const VecN<N> w = exact::vecN<N>(O.x, O.y) - quad.template exactVertex<N>(i);
        return exact::crossN(exactEdgeAxis(quad.template exactU<N>(), i), w);
    });
}

Vec2 unitOr(Vec2 d, Vec2 fallback) {
    const double len = std::hypot(d.x, d.y);
    return len > 0 ? (1 / len) * d : fallback;
}

// Where the picture writes its numbers: the rect's own frame (centre, unit axes, half
// extents) and a spacing that keeps a label clear of the edge it stands beside.
struct LabelFrame {
    Vec2 m, ex, ey;
    double hx, hy, gap;
};
LabelFrame labelFrame(const NineFindings& f, double r) {
    LabelFrame L;
    L.m = 0.5 * (f.V[0] + f.V[2]);
    L.ex = unitOr(f.D[0], {1, 0});
    L.ey = unitOr(f.D[1], {-L.ex.y, L.ex.x});
    L.hx = 0.5 * std::hypot(f.V[1].x - f.V[0].x, f.V[1].y - f.V[0].y);
    L.hy = 0.5 * std::hypot(f.V[2].x - f.V[1].x, f.V[2].y - f.V[1].y);
    const double size = std::max({2 * L.hx, 2 * L.hy, 2 * r});
    L.gap = size > 0 ? 0.15 * size : 1.0;
    return L;
}

// Region n's label: just outside the rect beside its edge or corner, 5 in the middle; moved
// off the centre O when it would sit on O's name.
Vec2 regionLabelAt(const LabelFrame& L, int n, Vec2 O) {
    const int col = (n - 1) % 3, row = (n - 1) / 3;
    const double sx[3] = {-(L.hx + L.gap), 0, L.hx + L.gap};
    const double sy[3] = {L.hy + L.gap, 0, -(L.hy + L.gap)}; // row 0 is the top
    Vec2 at = L.m + sx[col] * L.ex + sy[row] * L.ey;
    const Vec2 off = at - O;
    if (std::hypot(off.x, off.y) < L.gap)
        at = O + L.gap * unitOr(off, -1 * L.ey);
    return at;
}
// The found region's label, outside the rect: past the circle, away from the rect, where
// the arrows to C (which end at C) do not cross it.
Vec2 foundRegionLabelAt(const LabelFrame& L, int n, Vec2 O, double r) {
    const int col = (n - 1) % 3, row = (n - 1) / 3;
    const Vec2 out = double(col - 1) * L.ex + double(1 - row) * L.ey;
    return O + (r + L.gap) * unitOr(out, L.ey);
}

// Where edge P→P+D's inner side is named, its label reaching further in: past the rect's
// opposite edge (`across` away), well inside the shaded half-plane and clear of the arrows,
// which start on this edge.
Vec2 innerSideLabelAt(const LabelFrame& L, Vec2 P, Vec2 D, double across) {
    const Vec2 along = unitOr(D, L.ex), in{-along.y, along.x};
    return P + 0.5 * D + (across + L.gap) * in;
}

[[gnu::noinline, gnu::cold]] void recordNine(Trace& tr, const Circle& c, const NineFindings& f) {
    const Vec2 O = c.c;
    Step& s = tr.add("vertices");
    s.primitives = {
        ownedBy(circle(Role::Subject, O, c.r, Symbol::ShapeA), Owner::A),
        ownedBy(point(Role::Subject, O, Symbol::Centre), Owner::A),
        ownedBy(polygon(Role::Subject, {f.V.begin(), f.V.end()}, Symbol::ShapeB), Owner::B)};
    for (int i = 0; i < 4; ++i)
        s.primitives.push_back(withIndex(point(Role::Construction, f.V[i], Symbol::Corner), i));
    s.values = {{"r", c.r}};
    const auto decide = [&](Step& st) {
        st.decides = true;
        st.verdict = f.overlap;
    };
    if (f.emptyDisc) {
        Step& st = tr.add("radius");
        st.values = {{"r", c.r}};
        return decide(st);
    }
    const LabelFrame L = labelFrame(f, c.r);
    // Edge i's vector and the vector from its corner to the centre. The edge vector runs just
    // outside its edge, parallel: on the edge only its head showed.
    const auto addArrows = [&](Step& st, int i) {
        const Vec2 P = f.V[i];
        const Vec2 out = (-0.25 * L.gap) * unitOr({-f.D[i].y, f.D[i].x}, {0, 1});
        st.primitives.push_back(
            withIndex(arrow(Role::Construction, P + out, P + f.D[i] + out, Symbol::EdgeVector), i));
        st.primitives.push_back(
            withIndex(arrow(Role::Construction, P, O, Symbol::CornerToCentre), i));
    };
    for (int i = 0; i < 4; ++i) {
        Step& e = tr.add(kEdgeIds[i]);
        const Vec2 P = f.V[i], next = f.D[(i + 1) % 4];
        const double across = std::hypot(next.x, next.y);
        // A Region line is the half-plane on its left: the inside of this edge. The
        // parallelogram the two arrows span carries the cross product: it is its signed area.
        // It runs from the corner along the arrow to C first, so that their dashes coincide.
        e.primitives = {
            withIndex(line(Role::Region, P, f.D[i], Symbol::InnerSide), i),
            withIndex(
                label(Role::Region, innerSideLabelAt(L, P, f.D[i], across), Symbol::InnerSide), i)};
        e.primitives.back().labelSide = unitOr({-f.D[i].y, f.D[i].x}, L.ey);
        addArrows(e, i);
        e.primitives.push_back(
            withIndex(withValue(polygon(Role::Construction, {P, O, O + f.D[i], P + f.D[i]},
                                        Symbol::CrossProduct),
                                "cross"),
                      i));
        // One edge at a time: the walk's earlier arrows and areas would pile up.
        e.fresh = true;
        e.context = {Symbol::Corner};
        e.values = {{"cross", f.cross[i]}, {"outside", (f.mask >> i) & 1 ? 1.0 : 0.0}};
    }
    const int outside = kOutsideCount[f.mask];
    const int found = regionNumber(f.mask);
    Step& g = tr.add("region");
    for (int n = 1; n <= 9; ++n)
        g.primitives.push_back(withIndex(
            n == found ? label(Role::Region,
                               n == 5 ? regionLabelAt(L, n, O) : foundRegionLabelAt(L, n, O, c.r),
                               Symbol::Region)
                       : label(Role::Construction, regionLabelAt(L, n, O), std::to_string(n),
                               Symbol::Region),
            n));
    // The grid the four edge lines make, drawn through the whole plane.
    for (int i = 0; i < 4; ++i)
        g.primitives.push_back(line(Role::Construction, f.V[i], f.D[i]));
    // The chosen region shaded: its cell of that grid, unbounded where the region is (far
    // past any view: an area does not frame the view).
    {
        const int col = (found - 1) % 3, row = (found - 1) / 3;
        const Vec2 off = O - L.m;
        const double reach =
            1e3 * std::max({L.hx, L.hy, c.r, std::abs(off.x) + std::abs(off.y), 1.0});
        const double xs[4] = {-(L.hx + reach), -L.hx, L.hx, L.hx + reach};
        const double ys[4] = {L.hy + reach, L.hy, -L.hy, -(L.hy + reach)}; // row 0 is the top
        const auto at = [&](double x, double y) { return L.m + x * L.ex + y * L.ey; };
        g.primitives.push_back(
            polygon(Role::Region, {at(xs[col], ys[row + 1]), at(xs[col + 1], ys[row + 1]),
                                   at(xs[col + 1], ys[row]), at(xs[col], ys[row])}));
    }
    // The edges C is outside, by index, for the narration to name, drawn again with the
    // vector to the centre whose cross product put C outside each: the walk's others recede.
    int named[2] = {0, 0}, seen = 0;
    g.context = {Symbol::Corner};
    for (int i = 0; i < 4; ++i)
        if ((f.mask >> i) & 1 && seen < 2) {
            named[seen++] = i;
            addArrows(g, i);
        }
    g.fresh = true;
    g.values = {{"region", double(found)},
                {"outside", double(outside)},
                {"pair", outside == 2 ? 1.0 : 0.0},
                {"first", double(named[0])},
                {"second", double(named[1])}};
    if (outside == 0)
        return decide(tr.add("inside"));
    if (outside == 1) {
        const int i = kEdgeOfMask[f.mask];
        const Vec2 d = f.D[i], P = f.V[i];
        const double len = std::hypot(d.x, d.y);
        const double dist = std::abs(f.cross[i]) / len;
        // The foot of the perpendicular: O moved by the distance along the inward normal.
        const Vec2 inward{-d.y / len, d.x / len};
        const Vec2 foot = O + dist * inward;
        // Which edge P -> Q is, as flags the narration can name it by.
        const auto flagEdge = [&](Step& st) {
            for (int j = 0; j < 4; ++j)
                st.values.push_back({std::string("at") + kEdgeNames[j], j == i ? 1.0 : 0.0});
        };
        // One idea: |cross| is the area of the parallelogram the two arrows span; over the
        // edge as its base, its height is d.
        // |cross|'s name just beyond the middle of the side opposite O -> P, away from d,
        // which starts at O: inside, it would not fit between the slanted sides.
        const Vec2 w = O - P;
        const Vec2 across = d - (dot(d, w) / std::max(dot(w, w), 1e-300)) * w;
        const Vec2 areaAt = P + d + 0.5 * w + (0.5 * L.gap) * unitOr(across, -1.0 * inward);
        Step& h = tr.add("edge.height");
        h.values = {{"crossAbs", std::abs(f.cross[i])}, {"edgeLength", len}, {"d", dist}};
        h.primitives = {
            polygon(Role::Construction, {P, P + d, O + d, O}),
            withIndex(
                withValue(label(Role::Construction, areaAt, Symbol::CrossProductAbs), "crossAbs"),
                i),
            // The base's length inside the rect, away from the parallelogram outside it.
            withIndex(withValue(label(Role::Construction,
                                      P + 0.5 * d +
                                          std::min(0.5 * L.gap, 0.5 * (i % 2 == 0 ? L.hy : L.hx)) *
                                              inward,
                                      Symbol::EdgeLength),
                                "edgeLength"),
                      i),
            withValue(segment(Role::Distance, O, foot, Symbol::Distance), "d")};
        h.focus = {Symbol::CrossProductAbs, Symbol::EdgeLength, Symbol::Distance};
        h.context = {Named(Symbol::EdgeVector, i), Named(Symbol::CornerToCentre, i),
                     Named(Symbol::Corner, i), Named(Symbol::Corner, (i + 1) % 4)};
        h.fresh = true;
        flagEdge(h);
        // The next idea: that d against r, as every method compares it.
        Step& st = tr.add("distance.edge");
        st.values = {{"d2", dist * dist}, {"r2", c.r * c.r}};
        addDecidingMeasure(st, O, foot, dist, c.r, f.overlap, Symbol::Nearest);
        addSquaredLabels(st, O, foot, c.r);
        st.focus = comparedFocus();
        st.context = {Named(Symbol::Corner, i), Named(Symbol::Corner, (i + 1) % 4)};
        st.fresh = true;
        flagEdge(st);
        return decide(st);
    }
    const int k = kVertexOfMask[f.mask];
    Step& st = tr.add("distance.corner");
    const double qx = O.x - f.V[k].x, qy = O.y - f.V[k].y;
    st.values = {{"d2", qx * qx + qy * qy}, {"r2", c.r * c.r}};
    addDecidingMeasure(st, O, f.V[k], std::hypot(qx, qy), c.r, f.overlap, Symbol::Nearest);
    addSquaredLabels(st, O, f.V[k], c.r);
    st.focus = comparedFocus();
    // The walk's vectors recede: the corner that is N stays named.
    st.context = {Named(Symbol::Corner, k)};
    st.fresh = true;
    // Which vertex V is, as flags the narration can name it by.
    for (int i = 0; i < 4; ++i)
        st.values.push_back({std::string("at") + kVertexNames[i], i == k ? 1.0 : 0.0});
    decide(st);
}

// The turned walk's numbers. Its vertices round, so every cross product carries an error
// bound, and a sign the filter cannot settle is marked unsure.
struct TurnedNumbers {
    std::array<Vec2, 4> V, D;
    std::array<double, 4> cross, crossError;
    int mask = 0;
    bool unsure = false;
    double value = 0, bound = 0; // the deciding comparison's difference and its error bound
};

[[gnu::always_inline]] inline void classify(const Circle& c, const TurnedQuad& quad,
                                            TurnedNumbers& k) {
    const Vec2 O = c.c;
    const double ev = quad.vertexError();
    k.V = quad.vertices();
    // Edge directions Q - P, or the rect's axis where a zero width or height collapses them.
    const Vec2 u = quad.u(), v{-u.y, u.x};
    k.D = {quad.flatX() ? u : k.V[1] - k.V[0], quad.flatY() ? v : k.V[2] - k.V[1],
           quad.flatX() ? -u : k.V[3] - k.V[2], quad.flatY() ? -v : k.V[0] - k.V[3]};
    for (int i = 0; i < 4; ++i) {
        const Vec2 W = O - k.V[i], D = k.D[i];
        const double t1 = D.x * W.y, t2 = D.y * W.x;
        const double eD = 2 * ev + kEps * (std::abs(D.x) + std::abs(D.y));
        const double eW = ev + kEps * (std::abs(W.x) + std::abs(W.y));
        k.cross[i] = t1 - t2;
        k.crossError[i] = (std::abs(D.x) + std::abs(D.y)) * eW +
                          (std::abs(W.x) + std::abs(W.y)) * eD + 2 * eD * eW +
                          4 * kEps * (std::abs(t1) + std::abs(t2)) + exact::kTiny;
        k.unsure |= !(std::abs(k.cross[i]) > k.crossError[i]);
        k.mask |= (k.cross[i] < 0 ? 1 : 0) << i; // right of a counter-clockwise edge: outside
    }
}

// Edge region: |cross| / |Q - P| against r, squared so no root or division rounds:
// cross² vs r²·|Q - P|². Corner region: |O - V|² vs r². Both are formed and one is chosen
// by table lookups, not branches the CPU would have to predict from the data.
[[gnu::always_inline]] inline void finalComparison(const Circle& c, const TurnedQuad& quad,
                                                   TurnedNumbers& k) {
    const double r = c.r, ev = quad.vertexError();
    const int i = kEdgeOfMask[k.mask];
    const double cr = k.cross[i], ec = k.crossError[i];
    const Vec2 d = k.D[i];
    const double L = d.x * d.x + d.y * d.y;
    const double eD = 2 * ev + kEps * (std::abs(d.x) + std::abs(d.y));
    const double eL = 2 * (std::abs(d.x) + std::abs(d.y)) * eD + 2 * eD * eD;
    const double edgeValue = cr * cr - r * r * L;
    // kTiny·(L + r²): r² and L may underflow (a tiny rect), and then r²·L is off by far
    // more than kTiny when the other factor is large.
    const double edgeBound = (2 * std::abs(cr) + ec) * ec + r * r * eL +
                             8 * kEps * (cr * cr + r * r * L) + exact::kTiny * (1 + L + r * r);
    const Vec2 corner = k.V[kVertexOfMask[k.mask]];
    const double qx = c.c.x - corner.x, qy = c.c.y - corner.y;
    const double cornerValue = qx * qx + qy * qy - r * r;
    const double cornerBound = (2 * std::abs(qx) + ev) * ev + (2 * std::abs(qy) + ev) * ev +
                               8 * kEps * (qx * qx + qy * qy + r * r) + exact::kTiny;
    // Inside: a value below zero with no doubt about it.
    const double values[3] = {-1.0, edgeValue, cornerValue};
    const double bounds[3] = {0.0, edgeBound, cornerBound};
    k.value = values[kOutsideCount[k.mask]];
    k.bound = bounds[kOutsideCount[k.mask]];
}

// When a filter cannot tell, or a trace is wanted: exact sides, the exact final comparison
// and the construction, out of line so the common path needs no stack frame.
[[gnu::noinline, gnu::cold]] Result turnedCareful(const Circle& c, const TurnedQuad& quad,
                                                  Touching t, Trace* trace) {
    TurnedNumbers k;
    classify(c, quad, k);
    if (k.unsure) {
        k.mask = 0;
        for (int i = 0; i < 4; ++i) {
            const bool sure = std::abs(k.cross[i]) > k.crossError[i];
            const int side = sure ? (k.cross[i] > 0 ? 1 : -1) : exactSide(quad, c.c, i);
            k.mask |= (side < 0 ? 1 : 0) << i;
        }
    }
    finalComparison(c, quad, k);
    const bool emptyDisc = t == Touching::Separate && c.r == 0;
    const bool overlap = !emptyDisc && exact::filteredWithin(k.value, k.bound, t, [&](auto z) {
        return exactFinalComparison<decltype(z)>(quad, c, k.mask);
    });
    if (trace)
        recordNine(*trace, c, NineFindings{k.V, k.D, k.cross, k.mask, emptyDisc, overlap});
    return {overlap};
}

// The axis-aligned walk's numbers: the same cross products as the general walk, written
// out. Each edge direction has one zero component, so cross(Q - P, O - P) is one product,
// bit-identical to the general formula.
struct AlignedNumbers {
    std::array<double, 4> cross;
    int mask;
    double vx, vy;       // the vertex of a corner region
    double value, bound; // the deciding comparison's difference and its error bound
};
[[gnu::always_inline]] inline AlignedNumbers alignedNumbers(const Circle& c, const Rect& r) {
    const double ox = c.c.x, oy = c.c.y, rad = c.r;
    // Any positive length gives the comparisons below their exact signs; a far edge's
    // remainder can leave the rounded width 0 where the exact one is not.
    const double w = r.max.x == r.min.x ? 1.0 : r.max.x - r.min.x;
    const double h = r.max.y == r.min.y ? 1.0 : r.max.y - r.min.y;
    const std::array<double, 4> along = {oy - r.min.y, r.max.x - ox, r.max.y - oy, ox - r.min.x};
    AlignedNumbers k;
    k.cross = {w * along[0], h * along[1], w * along[2], h * along[3]};
    // w, h > 0, so each cross product has exactly the sign of its difference, which a
    // rounded subtraction always keeps, and a far edge's remainder breaks only the tie:
    // the classification needs no filter.
    k.mask = (along[0] < 0 ? 1 : 0) | (exact::edgeMinus(r.max.x, r.maxLo.x, ox) < 0 ? 2 : 0) |
             (exact::edgeMinus(r.max.y, r.maxLo.y, oy) < 0 ? 4 : 0) | (along[3] < 0 ? 8 : 0);
    // Edge region: cross² vs r²·|Q - P|², where |Q - P| is w or h. Corner: |O - V|² vs r².
    // Both are formed and one is chosen by table lookups, not branches the CPU would have
    // to predict from the data.
    const double cr = k.cross[kEdgeOfMask[k.mask]];
    const double lens[2] = {h, w};
    const double len = lens[(k.mask & 5) != 0];
    const Vec2 lo = exact::edgeError(r); // zero unless a far edge is not a double
    const double ec = 4 * kEps * std::abs(cr) + len * (lo.x + lo.y) + exact::kTiny;
    const double L = len * len;
    const double edgeValue = cr * cr - rad * rad * L;
    // kTiny·(L + r²): as on the turned rect, an underflowed L or r² is scaled by the other.
    const double edgeBound = (2 * std::abs(cr) + ec) * ec + 8 * kEps * (cr * cr + rad * rad * L) +
                             exact::kTiny * (1 + L + rad * rad);
    const double xs[2] = {r.min.x, r.max.x}, ys[2] = {r.min.y, r.max.y};
    k.vx = xs[kVertexOfMask[k.mask] == 1 || kVertexOfMask[k.mask] == 2];
    k.vy = ys[kVertexOfMask[k.mask] >= 2];
    const double qx = ox - k.vx, qy = oy - k.vy;
    const double cornerValue = qx * qx + qy * qy - rad * rad;
    const double cornerBound = (2 * std::abs(qx) + lo.x) * lo.x + (2 * std::abs(qy) + lo.y) * lo.y +
                               8 * kEps * (qx * qx + qy * qy + rad * rad) + exact::kTiny;
    // Inside: a value below zero with no doubt about it.
    const double values[3] = {-1.0, edgeValue, cornerValue};
    const double bounds[3] = {0.0, edgeBound, cornerBound};
    const int outside = kOutsideCount[k.mask];
    k.value = values[outside];
    k.bound = bounds[outside];
    return k;
}

// When the filter cannot tell, or a trace is wanted: the exact stages and the
// construction, out of line so the common path needs no stack frame.
[[gnu::noinline, gnu::cold]] Result alignedCareful(const Circle& c, const Rect& r, Touching t,
                                                   Trace* trace) {
    const AlignedQuad quad{r};
    const AlignedNumbers k = alignedNumbers(c, r);
    const bool emptyDisc = t == Touching::Separate && c.r == 0;
    const bool overlap = !emptyDisc && exact::filteredWithin(k.value, k.bound, t, [&](auto z) {
        return exactFinalComparison<decltype(z)>(quad, c, k.mask);
    });
    if (trace) {
        const Vec2 u{1, 0}, v{0, 1};
        const std::array<Vec2, 4> V = quad.vertices();
        const std::array<Vec2, 4> D = {
            quad.flatX() ? u : V[1] - V[0], quad.flatY() ? v : V[2] - V[1],
            quad.flatX() ? -u : V[3] - V[2], quad.flatY() ? -v : V[0] - V[3]};
        recordNine(*trace, c, NineFindings{V, D, k.cross, k.mask, emptyDisc, overlap});
    }
    return {overlap};
}

} // namespace

Result detail::circleRectNineRegionCareful(const Circle& c, const Rect& r, Touching t,
                                           Trace* trace) {
    return alignedCareful(c, r, t, trace);
}

Result detail::circleRotatedNineRegionCareful(const Circle& c, const RotatedRect& r, Touching t,
                                              Trace* trace) {
    return turnedCareful(c, TurnedQuad{r}, t, trace);
}

} // namespace overlap
