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

Local rotateBack(const Circle& c, const RotatedRect& r) {
    const double dx = c.c.x - r.c.x, dy = c.c.y - r.c.y;
    const double co = r.axis.x, si = r.axis.y;
    // One rounding in the shift, one per product, one in the sum; |cos|, |sin| <= 1.
    return {{co * dx + si * dy, -si * dx + co * dy},
            4 * exact::kEps * (std::abs(dx) + std::abs(dy))};
}

// The same in the exact fallback's number type.
template <class N> exact::VecN<N> exactRotateBack(const Circle& c, const RotatedRect& r) {
    const N dx = N(c.c.x) - N(r.c.x), dy = N(c.c.y) - N(r.c.y);
    const N co(r.axis.x), si(r.axis.y);
    return {co * dx + si * dy, co * dy - si * dx};
}

Frame worldFrame(const RotatedRect& r) {
    return {r.c, r.axis, {-r.axis.y, r.axis.x}};
}

// The turned rect, its local axes, and the centre turned back by -θ along an arc.
void addRotateBackSteps(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local) {
    const Frame world = worldFrame(r);
    Step& s = tr.add("frame");
    s.primitives = {circle(Role::Subject, c.c, c.r, "circle"), point(Role::Subject, c.c, "C"),
                    polygon(Role::Subject,
                            {world.toWorld(-1 * r.half), world.toWorld({r.half.x, -r.half.y}),
                             world.toWorld(r.half), world.toWorld({-r.half.x, r.half.y})},
                            "rect"),
                    line(Role::Construction, r.c, world.u, "u"),
                    line(Role::Construction, r.c, world.v, "v")};
    s.values = {{"angle", r.angleDeg}, {"cos", r.axis.x}, {"sin", r.axis.y}};
    Step& b = tr.add("rotate-back");
    const Vec2 ghost = r.c + local;
    const double from = std::atan2(c.c.y - r.c.y, c.c.x - r.c.x) * 180 / std::numbers::pi;
    b.primitives = {arc(Role::Ghost, r.c, std::hypot(local.x, local.y), from, -r.angleDeg),
                    circle(Role::Ghost, ghost, c.r, "C'"),
                    rectPolygon(Role::Construction, r.c - r.half, r.c + r.half, "unturned")};
    b.values = {{"lx", local.x}, {"ly", local.y}};
}

// The nearest point found in the rect's frame, turned forward by +θ into the world, then
// the deciding comparison.
void addNearestWorldAndCompare(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local,
                               double lengthSq, bool overlap) {
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    const Vec2 w = worldFrame(r).toWorld(n);
    Step& s = tr.add("nearest-world");
    s.primitives = {point(Role::Nearest, w, "N")};
    s.values = {{"nx", w.x}, {"ny", w.y}};
    addCompareStep(tr, lengthSq, c.r, overlap);
    tr.contact = toWorld(worldFrame(r), clampContact(local, -1 * r.half, r.half, c.r));
}

[[gnu::noinline, gnu::cold]] void
recordRotatedClamp(Trace& tr, const Circle& c, const RotatedRect& r, Vec2 local, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    const Vec2 n{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    addClampSteps(tr, Frame{r.c}, local, -1 * r.half, r.half, n);
    const double qx = local.x - n.x, qy = local.y - n.y;
    addNearestWorldAndCompare(tr, c, r, local, qx * qx + qy * qy, overlap);
}

[[gnu::noinline, gnu::cold]] void recordRotatedFold(Trace& tr, const Circle& c,
                                                    const RotatedRect& r, Vec2 local, Vec2 v,
                                                    Vec2 u, bool overlap) {
    addRotateBackSteps(tr, c, r, local);
    addFoldSteps(tr, Frame{r.c}, local, r.half, v, u);
    addNearestWorldAndCompare(tr, c, r, local, u.x * u.x + u.y * u.y, overlap);
}

} // namespace

Result circleRotatedClamp(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const double nx = clampTo(L.p.x, -r.half.x, r.half.x);
    const double ny = clampTo(L.p.y, -r.half.y, r.half.y);
    // Clamping is 1-Lipschitz, so q = p - n carries p's error and one more rounding.
    const bool overlap =
        exact::distanceSqWithin(L.p.x - nx, L.p.y - ny, L.error, L.error, c.r, t, [&](auto z) {
            using N = decltype(z);
            const exact::VecN<N> p = exactRotateBack<N>(c, r);
            const N hx(r.half.x), hy(r.half.y);
            const N ex = p.x - min(max(p.x, -hx), hx), ey = p.y - min(max(p.y, -hy), hy);
            return ex * ex + ey * ey - N(c.r) * N(c.r);
        });
    if (trace) [[unlikely]]
        recordRotatedClamp(*trace, c, r, L.p, overlap);
    return {overlap};
}

Result circleRotatedFold(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const double vx = std::abs(L.p.x) - r.half.x, vy = std::abs(L.p.y) - r.half.y;
    const double ux = maxOf(vx, 0.0), uy = maxOf(vy, 0.0);
    const bool overlap = exact::distanceSqWithin(ux, uy, L.error, L.error, c.r, t, [&](auto z) {
        using N = decltype(z);
        const exact::VecN<N> p = exactRotateBack<N>(c, r);
        const N zero(0.0);
        const N Ux = max(abs(p.x) - N(r.half.x), zero);
        const N Uy = max(abs(p.y) - N(r.half.y), zero);
        return Ux * Ux + Uy * Uy - N(c.r) * N(c.r);
    });
    if (trace) [[unlikely]]
        recordRotatedFold(*trace, c, r, L.p, {vx, vy}, {ux, uy}, overlap);
    return {overlap};
}

} // namespace overlap
