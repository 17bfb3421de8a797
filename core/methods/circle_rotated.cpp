#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap {

namespace {

// The centre in the rect's own frame: R(-θ)(C - c), i.e. its components along u and v.
struct Local {
    Vec2 p;
    double error; // absolute bound on each component's rounding
};

// The error also covers what the test below leaves out: the centre's remainder, and that
// the rect is the image of [-h, h]² under the matrix M = (u, u⊥) with |u|² = s² only near 1,
// so that, with p = Mᵀ(C - c), the exact test clamps p to s²·h and compares with r²·s²
// (|C - Mq|² = |p - s²q|² / s²). The fast path takes s² as 1 and counts the difference.
Local rotateBack(const Circle& c, const RotatedRect& r) {
    const double dx = c.c.x - r.c.x, dy = c.c.y - r.c.y;
    const double co = r.axis.x, si = r.axis.y;
    // One rounding in the shift, one per product, one in the sum; |cos|, |sin| <= 1.
    return {{co * dx + si * dy, -si * dx + co * dy},
            4 * exact::kEps * (std::abs(dx) + std::abs(dy)) +
                2 * (std::abs(r.cLo.x) + std::abs(r.cLo.y)) + kAxisSlack * (r.half.x + r.half.y)};
}

// p = Mᵀ(C - c) and s² = |u|² in the exact fallback's number type.
template <class N> struct ExactLocal {
    exact::VecN<N> p;
    N s2;
};
template <class N> ExactLocal<N> exactRotateBack(const Circle& c, const RotatedRect& r) {
    const N dx = N(c.c.x) - exact::exactEdge<N>(r.c.x, r.cLo.x);
    const N dy = N(c.c.y) - exact::exactEdge<N>(r.c.y, r.cLo.y);
    const N co(r.axis.x), si(r.axis.y);
    return {{co * dx + si * dy, co * dy - si * dx}, co * co + si * si};
}

Frame worldFrame(const RotatedRect& r) {
    return {r.c, r.axis, {-r.axis.y, r.axis.x}};
}

// The turn, in degrees, from direction a to direction b: the shorter way, in (-180, 180].
double turnDeg(Vec2 a, Vec2 b) {
    double t = (std::atan2(b.y, b.x) - std::atan2(a.y, a.x)) * 180 / std::numbers::pi;
    if (t > 180)
        t -= 360;
    else if (t <= -180)
        t += 360;
    return t;
}

// The turned rect and its own axes x' and y'; the centre's offset o from the rect's centre
// m turned back by -θ in numbers (the matrix product); then the turn drawn as an arc, with
// the ghost C' beside the unturned rect.
void addRotateBackSteps(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local) {
    const Frame world = worldFrame(r);
    Step& s = tr.add("frame");
    s.primitives = {
        ownedBy(circle(Role::Subject, c.c, c.r, "circle"), Owner::A),
        ownedBy(point(Role::Subject, c.c, "C"), Owner::A),
        ownedBy(polygon(Role::Subject,
                        {world.toWorld(-1 * r.half), world.toWorld({r.half.x, -r.half.y}),
                         world.toWorld(r.half), world.toWorld({-r.half.x, r.half.y})},
                        "rect"),
                Owner::B),
        line(Role::Construction, r.c, world.u, "x'"),
        line(Role::Construction, r.c, world.v, "y'"),
        ownedBy(point(Role::Construction, r.c, "m"), Owner::B)};
    s.values = {{"angle", r.angleDeg}, {"cos", r.axis.x}, {"sin", r.axis.y}};
    const Vec2 o = c.c - r.c, ghost = r.c + local;
    Step& m = tr.add("rotate");
    // Named by what they are (C - m, C' - m): a lone "o" or "l" reads as 0 or 1.
    m.primitives = {arrow(Role::Construction, r.c, c.c, "C − m"),
                    arrow(Role::Ghost, r.c, ghost, "C' − m"),
                    withValue(label(Role::Ghost, ghost, "lx"), "lx"),
                    withValue(label(Role::Ghost, ghost, "ly"), "ly")};
    // -sin θ as its own number, so the matrix's second row reads without a "−-".
    m.values = {{"cos", r.axis.x}, {"sin", r.axis.y}, {"nsin", r.axis.y == 0 ? 0.0 : -r.axis.y},
                {"ox", o.x},       {"oy", o.y},       {"lx", local.x},
                {"ly", local.y}};
    Step& b = tr.add("rotate-back");
    const double radius = std::hypot(o.x, o.y);
    // The arc of the turn actually made, from o's direction to l's.
    if (radius > 0)
        b.primitives.push_back(withValue(
            [&] {
                Primitive turn =
                    arc(Role::Ghost, r.c, radius, std::atan2(o.y, o.x) * 180 / std::numbers::pi,
                        turnDeg(o, local), "θ (°)");
                turn.arrow = true;
                return turn;
            }(),
            "angle"));
    b.primitives.push_back(circle(Role::Ghost, ghost, c.r));
    b.primitives.push_back(point(Role::Ghost, ghost, "C'"));
    b.primitives.push_back(rectPolygon(Role::Construction, r.c - r.half, r.c + r.half, "unturned"));
    // The unturned rect's own frame, through m: the bands and C', N' are measured in it.
    b.primitives.push_back(line(Role::Construction, r.c, {1, 0}, "x''"));
    b.primitives.push_back(line(Role::Construction, r.c, {0, 1}, "y''"));
    b.values = {{"lx", local.x}, {"ly", local.y}};
}

// The nearest point found in the rect's frame, turned forward by +θ into the world, then
// the deciding comparison, drawn where it was made: in the rect's frame, from C' to N'.
void addNearestWorldAndCompare(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local,
                               double lengthSq, bool overlap, const char* squaredName) {
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    const Vec2 w = worldFrame(r).toWorld(n);
    Step& s = tr.add("nearest-world");
    s.primitives = {point(Role::Nearest, w, "N")};
    // The turn forward by +θ about m that carries N' to N.
    const double reach = std::hypot(n.x, n.y);
    if (reach > 0) {
        Primitive turn = arc(Role::Ghost, r.c, reach, std::atan2(n.y, n.x) * 180 / std::numbers::pi,
                             turnDeg(n, w - r.c));
        turn.arrow = true;
        s.primitives.push_back(turn);
    }
    s.values = {{"nx", w.x}, {"ny", w.y}};
    addCompareStep(tr, r.c + local, r.c + n, lengthSq, c.r, overlap, "N'", squaredName);
    tr.contact = toWorld(worldFrame(r), clampContact(local, -1 * r.half, r.half, c.r));
}

[[gnu::noinline, gnu::cold]] void
recordRotatedClamp(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    addClampSteps(tr, Frame{r.c}, local, -1 * r.half, r.half, n, "N'");
    const double qx = local.x - n.x, qy = local.y - n.y;
    addNearestWorldAndCompare(tr, c, r, local, qx * qx + qy * qy, overlap, "d²");
}

[[gnu::noinline, gnu::cold]] void recordRotatedFold(Trace& tr, const Circle& c,
                                                    const RotatedRect& r, Vec2 local, Vec2 v,
                                                    Vec2 u, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    // The frame step drew the rect's axes x' and y' already, turned with it.
    addFoldSteps(tr, Frame{r.c}, local, r.half, v, u, false);
    addNearestWorldAndCompare(tr, c, r, local, u.x * u.x + u.y * u.y, overlap, "|u|²");
}

// The exact |C' - N|² - r² of the clamp, and of the fold, in the fallback's number type.
template <class N> N exactClampExcess(const Circle& c, const RotatedRect& r) {
    const ExactLocal<N> L = exactRotateBack<N>(c, r);
    const exact::VecN<N>& p = L.p;
    const N hx = N(r.half.x) * L.s2, hy = N(r.half.y) * L.s2;
    const N ex = p.x - min(max(p.x, -hx), hx), ey = p.y - min(max(p.y, -hy), hy);
    return ex * ex + ey * ey - N(c.r) * N(c.r) * L.s2;
}
template <class N> N exactFoldExcess(const Circle& c, const RotatedRect& r) {
    const ExactLocal<N> L = exactRotateBack<N>(c, r);
    const N zero(0.0);
    const N ux = max(abs(L.p.x) - N(r.half.x) * L.s2, zero);
    const N uy = max(abs(L.p.y) - N(r.half.y) * L.s2, zero);
    return ux * ux + uy * uy - N(c.r) * N(c.r) * L.s2;
}

// The part of the centre beyond the rect in its own frame: by the clamp, q = p - clamp(p);
// by the fold, u = max(|p| - h, 0). Clamping and max() are 1-Lipschitz, so either carries
// p's error and one more rounding.
inline Vec2 clampExcess(Vec2 p, Vec2 h) {
    return {p.x - clampTo(p.x, -h.x, h.x), p.y - clampTo(p.y, -h.y, h.y)};
}
inline Vec2 foldExcess(Vec2 p, Vec2 h) {
    return {maxOf(std::abs(p.x) - h.x, 0.0), maxOf(std::abs(p.y) - h.y, 0.0)};
}

// The fast path shared by both: sure of the sign of |e|² - r², or hand over. r² · s²
// differs from r² by at most r² · kAxisSlack.
inline bool sureWithin(Vec2 e, double error, double r, bool& overlap) {
    const double s = e.x * e.x + e.y * e.y, rr = r * r;
    overlap = s < rr;
    return exact::sureSign(s - rr,
                           exact::distanceSqBound(e.x, e.y, error, error, s, rr) + kAxisSlack * rr);
}

// When the filter cannot tell, or a trace is wanted: the exact stages and the
// construction, out of line so the common path needs no stack frame.
[[gnu::noinline, gnu::cold]] Result rotatedClampCareful(const Circle& c, const RotatedRect& r,
                                                        Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const Vec2 q = clampExcess(L.p, r.half);
    bool sureOverlap = false;
    const bool overlap =
        sureWithin(q, L.error, c.r, sureOverlap)
            ? sureOverlap
            : exact::withinBound(
                  exact::slowSign([&](auto z) { return exactClampExcess<decltype(z)>(c, r); }), t);
    if (trace)
        recordRotatedClamp(*trace, c, r, L.p, overlap);
    return {overlap};
}

[[gnu::noinline, gnu::cold]] Result rotatedFoldCareful(const Circle& c, const RotatedRect& r,
                                                       Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const Vec2 u = foldExcess(L.p, r.half);
    bool sureOverlap = false;
    const bool overlap =
        sureWithin(u, L.error, c.r, sureOverlap)
            ? sureOverlap
            : exact::withinBound(
                  exact::slowSign([&](auto z) { return exactFoldExcess<decltype(z)>(c, r); }), t);
    if (trace) {
        const Vec2 v{std::abs(L.p.x) - r.half.x, std::abs(L.p.y) - r.half.y};
        recordRotatedFold(*trace, c, r, L.p, v, u, overlap);
    }
    return {overlap};
}

} // namespace

Result circleRotatedClamp(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    bool overlap = false;
    if (trace || !sureWithin(clampExcess(L.p, r.half), L.error, c.r, overlap)) [[unlikely]]
        return rotatedClampCareful(c, r, t, trace);
    return {overlap};
}

Result circleRotatedFold(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    bool overlap = false;
    if (trace || !sureWithin(foldExcess(L.p, r.half), L.error, c.r, overlap)) [[unlikely]]
        return rotatedFoldCareful(c, r, t, trace);
    return {overlap};
}

} // namespace overlap
