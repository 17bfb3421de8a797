#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap {

namespace {

using detail::clampExcess;
using detail::foldExcess;
using detail::Local;
using detail::rotateBack;
using detail::sureWithin;

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
        ownedBy(circle(Role::Subject, c.c, c.r, Symbol::ShapeA), Owner::A),
        ownedBy(point(Role::Subject, c.c, Symbol::Centre), Owner::A),
        ownedBy(polygon(Role::Subject,
                        {world.toWorld(-1 * r.half), world.toWorld({r.half.x, -r.half.y}),
                         world.toWorld(r.half), world.toWorld({-r.half.x, r.half.y})},
                        Symbol::ShapeB),
                Owner::B),
        line(Role::Construction, r.c, world.u, Symbol::OwnAxisX),
        line(Role::Construction, r.c, world.v, Symbol::OwnAxisY),
        ownedBy(point(Role::Construction, r.c, Symbol::RectCentre), Owner::B)};
    // θ as a marked angle at m: from the world's x direction (a short ray) to xb.
    if (r.angleDeg != 0) {
        const double reach = 0.9 * std::min(r.half.x, r.half.y);
        s.primitives.push_back(segment(Role::Construction, r.c, r.c + Vec2{1.5 * reach, 0}));
        s.primitives.push_back(withValue(
            arc(Role::Construction, r.c, reach, 0, turnDeg({1, 0}, r.axis), Symbol::Angle),
            "angle"));
    }
    s.values = {{"angle", r.angleDeg}, {"cos", r.axis.x}, {"sin", r.axis.y}};
    const Vec2 o = c.c - r.c, ghost = r.c + local;
    Step& m = tr.add("rotate");
    // Named by what they are (C - m, C' - m): a lone "o" or "l" reads as 0 or 1.
    m.primitives = {
        arrow(Role::Construction, r.c, c.c, Symbol::Offset),
        arrow(Role::Ghost, r.c, ghost, Symbol::TurnedOffset),
        withValue(label(Role::Ghost, ghost + 0.08 * local, Symbol::TurnedCentreX), "lx"),
        withValue(label(Role::Ghost, ghost + 0.08 * local, Symbol::TurnedCentreY), "ly")};
    // Its two numbers just beyond its head, which they would hide (the narration points at it).
    m.primitives[2].labelSide = m.primitives[3].labelSide = local;
    // The two arrows from m part by θ: each one's name on its side away from the other,
    // so neither reads as naming the other.
    {
        const Vec2 left{-o.y, o.x};
        const double turn = left.x * (ghost - r.c).x + left.y * (ghost - r.c).y;
        if (turn != 0) {
            const double away = turn > 0 ? -1.0 : 1.0; // C - m's label away from C' - m
            m.primitives[0].labelSide = away * left;
            const Vec2 l = ghost - r.c;
            m.primitives[1].labelSide = -away * Vec2{-l.y, l.x};
        }
    }
    // -sin θ as its own number, so the matrix's second row reads without a "−-".
    m.values = {{"cos", r.axis.x}, {"sin", r.axis.y}, {"nsin", r.axis.y == 0 ? 0.0 : -r.axis.y},
                {"ox", o.x},       {"oy", o.y},       {"lx", local.x},
                {"ly", local.y}};
    Step& b = tr.add("rotate-back");
    b.gridOrigin = r.c; // from here the numbers are the turned-back frame's, from m
    const double radius = std::hypot(o.x, o.y);
    // The arc of the turn actually made, from o's direction to l's: a turn by −θ, so not
    // named θ (θ is the rect's own angle, marked at m).
    if (radius > 0) {
        Primitive turn = arc(Role::Ghost, r.c, radius,
                             std::atan2(o.y, o.x) * 180 / std::numbers::pi, turnDeg(o, local));
        turn.arrow = true;
        b.primitives.push_back(turn);
    }
    // The circle turned back with its centre: a moved copy of a, in a's colour, as b′ is b's.
    b.primitives.push_back(ownedBy(circle(Role::Ghost, ghost, c.r), Owner::A));
    b.primitives.push_back(ownedBy(point(Role::Ghost, ghost, Symbol::TurnedCentre), Owner::A));
    // b′ is b turned back: a moved copy of b, in b's colour.
    b.primitives.push_back(ownedBy(
        rectPolygon(Role::Ghost, r.c - r.half, r.c + r.half, Symbol::TurnedRect), Owner::B));
    // The unturned rect's own frame, through m: the bands and C', N' are measured in it.
    b.primitives.push_back(line(Role::Construction, r.c, {1, 0}, Symbol::TurnedAxisX));
    b.primitives.push_back(line(Role::Construction, r.c, {0, 1}, Symbol::TurnedAxisY));
    b.values = {{"lx", local.x}, {"ly", local.y}};
    // The whole scene turns back by −θ about m: C to C′ along the arc, b to b′.
    b.motion.kind = MotionKind::Turn;
    b.motion.centre = r.c;
    b.motion.angleDeg = -r.angleDeg;
}

// The nearest point found in the rect's frame, turned forward by +θ into the world, then
// the deciding comparison, drawn in the world from C to N (the same length as C' to N').
// `unfolded` is what the nearest point was unfolded by, if anything (the fold's p).
void addNearestWorldAndCompare(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local,
                               double lengthSq, bool overlap, bool unfolds = false) {
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    const Vec2 w = worldFrame(r).toWorld(n);
    Step& s = tr.add("nearest-world");
    s.primitives = {point(Role::Nearest, w, Symbol::Nearest)};
    // The fold found no N' of its own: unfolded, it is drawn here, where the turn starts.
    if (unfolds) {
        // From u's start in the first quadrant, given back the centre's signs.
        const Vec2 folded{std::abs(n.x), std::abs(n.y)};
        if (folded.x != n.x || folded.y != n.y) {
            Primitive nq = point(Role::Construction, r.c + folded, Symbol::FoldNearest);
            nq.labelSide = nearestNameSide(folded, r.half, {std::abs(local.x), std::abs(local.y)});
            s.primitives.push_back(nq);
            for (Primitive& flip : unfoldPath(Frame{r.c}, folded, n))
                s.primitives.push_back(std::move(flip));
        }
        // N′ is b′'s nearest point, drawn as the clamp draws it.
        s.primitives.push_back(point(Role::Nearest, r.c + n, Symbol::TurnedNearest));
    }
    // The turn forward by +θ about m that carries N' to N.
    const double reach = std::hypot(n.x, n.y);
    if (reach > 0) {
        Primitive turn = arc(Role::Ghost, r.c, reach, std::atan2(n.y, n.x) * 180 / std::numbers::pi,
                             turnDeg(n, w - r.c));
        turn.arrow = true;
        s.primitives.push_back(turn);
        // Spokes from m to N′ and to N, θ marked between them: a turn about m, not a slide.
        s.primitives.push_back(segment(Role::Ghost, r.c, r.c + n));
        s.primitives.push_back(segment(Role::Ghost, r.c, w));
        if (r.angleDeg != 0)
            s.primitives.push_back(withValue(arc(Role::Construction, r.c, 0.45 * reach,
                                                 std::atan2(n.y, n.x) * 180 / std::numbers::pi,
                                                 turnDeg(n, w - r.c), Symbol::Angle),
                                             "angle"));
    }
    // N′ turns forward by +θ about m to N.
    s.motion.kind = MotionKind::Turn;
    s.motion.centre = r.c;
    s.motion.angleDeg = r.angleDeg;
    s.motion.moving = {Symbol::Nearest};
    // The spokes, θ and N′ stand from the start: the turn is seen to be about m, by θ.
    s.motion.stillFirst = true;
    const bool flips = unfolds && (n.x < 0 || n.y < 0);
    // Unfolded first: Nq rides its flips over the mirrors to N′, then the turn's arc to N, one
    // after the other (a turn played beside the flips left the point off the path drawn).
    if (flips)
        s.motion.kind = MotionKind::Ride;
    s.values = {{"nx", w.x}, {"ny", w.y}, {"flips", flips ? 1.0 : 0.0}, {"angle", r.angleDeg}};
    // Back in the world: the turned frame's names recede, but for what is turned forward and
    // b′, which N′ lies on (without it N′ floats off every shape), and u, whose start the
    // unfold carries back.
    s.context = {Symbol::TurnedNearest, Symbol::RectCentre, Symbol::TurnedRect};
    // The fold's unfold happens in b′'s frame: b′ and its axes stay until N is turned out.
    if (unfolds)
        s.context.insert(s.context.end(),
                         {Symbol::Clamped, Symbol::Folded, Symbol::FoldNearest, Symbol::TurnedRect,
                          Symbol::TurnedAxisX, Symbol::TurnedAxisY});
    s.fresh = true;
    // Turning keeps lengths: the comparison is drawn in the world, at the circle itself.
    addCompareStep(tr, c.c, w, lengthSq, c.r, overlap);
    // The clamp's d is drawn again in the world, from C to N.
    tr.steps.back().context = {Symbol::Nearest};
    tr.steps.back().fresh = true;
}

[[gnu::noinline, gnu::cold]] void
recordRotatedClamp(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    addClampSteps(tr, Frame{r.c}, local, -1 * r.half, r.half, n, Symbol::TurnedNearest);
    // N′ is b′'s nearest point: b′ is drawn again beside it, at full strength.
    // So is it over each band's lines, which run along its edges and hid it (b′ read as b).
    for (Step& s : tr.steps)
        if (s.id == "nearest" || s.id == "band.x" || s.id == "band.y")
            s.primitives.push_back(
                ownedBy(rectPolygon(Role::Ghost, r.c - r.half, r.c + r.half, Symbol::TurnedRect),
                        Owner::B));
    const double qx = local.x - n.x, qy = local.y - n.y;
    addNearestWorldAndCompare(tr, c, r, local, qx * qx + qy * qy, overlap);
}

[[gnu::noinline, gnu::cold]] void recordRotatedFold(Trace& tr, const Circle& c,
                                                    const RotatedRect& r, Vec2 local, Vec2 v,
                                                    Vec2 u, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    // The frame step drew the rect's axes x' and y' already, turned with it.
    addFoldSteps(tr, Frame{r.c}, local, r.half, v, u, c.r, false, Symbol::TurnedOffset);
    addNearestWorldAndCompare(tr, c, r, local, u.x * u.x + u.y * u.y, overlap, true);
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

} // namespace

// When the filter cannot tell, or a trace is wanted: the exact stages and the
// construction, out of line and cold so the inline fast paths stay small.
[[gnu::noinline, gnu::cold]] Result
detail::circleRotatedClampCareful(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
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

[[gnu::noinline, gnu::cold]] Result
detail::circleRotatedFoldCareful(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
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

} // namespace overlap
