#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

namespace overlap {

namespace {

[[gnu::noinline, gnu::cold]] void recordClamp(Trace& tr, const Circle& c, const Rect& r, Vec2 n,
                                              bool overlap) {
    Step& s = tr.add("subjects");
    s.primitives = {circle(Role::Subject, c.c, c.r, "circle"),
                    rectPolygon(Role::Subject, r.min, r.max, "rect"),
                    point(Role::Subject, c.c, "C")};
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
    addClampSteps(tr, Frame{}, c.c, r.min, r.max, n);
    const double qx = c.c.x - n.x, qy = c.c.y - n.y;
    addCompareStep(tr, qx * qx + qy * qy, c.r, overlap);
    tr.contact = clampContact(c.c, r.min, r.max, c.r);
}

} // namespace

Result circleRectClamp(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    // The clamp picks an input value, so N is exact; only the final sum of squares rounds.
    const double nx = clampTo(c.c.x, r.min.x, r.max.x);
    const double ny = clampTo(c.c.y, r.min.y, r.max.y);
    const bool overlap = exact::distanceSqWithin(c.c.x - nx, c.c.y - ny, c.r, t, [&](auto z) {
        using N = decltype(z);
        const N ex = N(c.c.x) - N(nx), ey = N(c.c.y) - N(ny);
        return ex * ex + ey * ey - N(c.r) * N(c.r);
    });
    if (trace) [[unlikely]]
        recordClamp(*trace, c, r, {nx, ny}, overlap);
    return {overlap};
}

} // namespace overlap
