#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <cmath>

namespace overlap {

namespace {

using exact::Dyadic;

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

struct ExactLocal {
    Dyadic x, y;
};
ExactLocal exactRotateBack(const Circle& c, const RotatedRect& r) {
    const Dyadic dx = Dyadic(c.c.x) - Dyadic(r.c.x), dy = Dyadic(c.c.y) - Dyadic(r.c.y);
    const Dyadic co(r.axis.x), si(r.axis.y);
    return {co * dx + si * dy, co * dy - si * dx};
}

Dyadic clampD(const Dyadic& v, const Dyadic& lo, const Dyadic& hi) {
    return v < lo ? lo : (hi < v ? hi : v);
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
    const double from = std::atan2(c.c.y - r.c.y, c.c.x - r.c.x) * 180 / 3.14159265358979323846;
    b.primitives = {arc(Role::Ghost, r.c, std::hypot(local.x, local.y), from, -r.angleDeg),
                    circle(Role::Ghost, ghost, c.r, "C'"),
                    rectPolygon(Role::Construction, r.c - r.half, r.c + r.half, "unturned")};
    b.values = {{"lx", local.x}, {"ly", local.y}};
}

// The nearest point found in the rect's frame, turned forward by +θ into the world.
void addNearestWorldStep(Trace& tr, const RotatedRect& r, Vec2 n) {
    Step& s = tr.add("nearest-world");
    s.primitives = {point(Role::Nearest, worldFrame(r).toWorld(n), "N")};
    const Vec2 w = worldFrame(r).toWorld(n);
    s.values = {{"nx", w.x}, {"ny", w.y}};
}

} // namespace

Result circleRotatedClamp(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const double nx = clampTo(L.p.x, -r.half.x, r.half.x);
    const double ny = clampTo(L.p.y, -r.half.y, r.half.y);
    // Clamping is 1-Lipschitz, so q = p - n carries p's error and one more rounding.
    const double qx = L.p.x - nx, qy = L.p.y - ny;
    const int sign = exact::distanceSqSign(qx, qy, L.error, L.error, c.r, [&] {
        const ExactLocal p = exactRotateBack(c, r);
        const Dyadic hx(r.half.x), hy(r.half.y);
        const Dyadic ex = p.x - clampD(p.x, -hx, hx), ey = p.y - clampD(p.y, -hy, hy);
        return ex * ex + ey * ey - Dyadic(c.r) * Dyadic(c.r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        addRotateBackSteps(*trace, c, r, L.p);
        addClampSteps(*trace, Frame{r.c}, L.p, -1 * r.half, r.half, {nx, ny});
        addNearestWorldStep(*trace, r, {nx, ny});
        addCompareStep(*trace, qx * qx + qy * qy, c.r, overlap);
        trace->contact = toWorld(worldFrame(r), clampContact(L.p, -1 * r.half, r.half, c.r));
    }
    return {overlap};
}

Result circleRotatedFold(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const Local L = rotateBack(c, r);
    const double vx = std::abs(L.p.x) - r.half.x, vy = std::abs(L.p.y) - r.half.y;
    const double ux = std::max(vx, 0.0), uy = std::max(vy, 0.0);
    const int sign = exact::distanceSqSign(ux, uy, L.error, L.error, c.r, [&] {
        const ExactLocal p = exactRotateBack(c, r);
        const Dyadic zero;
        const Dyadic Ux = exact::max(exact::abs(p.x) - Dyadic(r.half.x), zero);
        const Dyadic Uy = exact::max(exact::abs(p.y) - Dyadic(r.half.y), zero);
        return Ux * Ux + Uy * Uy - Dyadic(c.r) * Dyadic(c.r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        addRotateBackSteps(*trace, c, r, L.p);
        addFoldSteps(*trace, Frame{r.c}, L.p, r.half, {vx, vy}, {ux, uy});
        const Vec2 n{clampTo(L.p.x, -r.half.x, r.half.x), clampTo(L.p.y, -r.half.y, r.half.y)};
        addNearestWorldStep(*trace, r, n);
        addCompareStep(*trace, ux * ux + uy * uy, c.r, overlap);
        trace->contact = toWorld(worldFrame(r), clampContact(L.p, -1 * r.half, r.half, c.r));
    }
    return {overlap};
}

} // namespace overlap
