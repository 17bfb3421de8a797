#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

namespace overlap {

Result circleRectClamp(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    // The clamp picks an input value, so N is exact; only the final sum of squares rounds.
    const double nx = clampTo(c.c.x, r.min.x, r.max.x);
    const double ny = clampTo(c.c.y, r.min.y, r.max.y);
    const double qx = c.c.x - nx;
    const double qy = c.c.y - ny;
    const int sign = exact::distanceSqSign(qx, qy, c.r, [&] {
        using exact::Dyadic;
        const Dyadic ex = Dyadic(c.c.x) - Dyadic(nx), ey = Dyadic(c.c.y) - Dyadic(ny);
        return ex * ex + ey * ey - Dyadic(c.r) * Dyadic(c.r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        Step& s = trace->add("subjects");
        s.primitives = {circle(Role::Subject, c.c, c.r, "circle"),
                        rectPolygon(Role::Subject, r.min, r.max, "rect"),
                        point(Role::Subject, c.c, "C")};
        s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
        addClampSteps(*trace, Frame{}, c.c, r.min, r.max, {nx, ny});
        addCompareStep(*trace, qx * qx + qy * qy, c.r, overlap);
        trace->contact = clampContact(c.c, r.min, r.max, c.r);
    }
    return {overlap};
}

} // namespace overlap
