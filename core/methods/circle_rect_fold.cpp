#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <cmath>

namespace overlap {

Result circleRectFold(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    const double mx = (r.min.x + r.max.x) * 0.5, my = (r.min.y + r.max.y) * 0.5;
    const double hx = (r.max.x - r.min.x) * 0.5, hy = (r.max.y - r.min.y) * 0.5;
    const double px = c.c.x - mx, py = c.c.y - my;
    const double vx = std::abs(px) - hx, vy = std::abs(py) - hy;
    const double ux = std::max(vx, 0.0), uy = std::max(vy, 0.0);
    // Centre, half extents, the shift and the excess each round once; max() is 1-Lipschitz
    // so u carries the same absolute error as v.
    const double ex = 4.0 * exact::kEps * (std::abs(c.c.x) + std::abs(r.min.x) + std::abs(r.max.x));
    const double ey = 4.0 * exact::kEps * (std::abs(c.c.y) + std::abs(r.min.y) + std::abs(r.max.y));
    const int sign = exact::distanceSqSign(ux, uy, ex, ey, c.r, [&] {
        using exact::Dyadic;
        const auto excess = [](double lo, double hi, double v) {
            const Dyadic m = (Dyadic(lo) + Dyadic(hi)).half(), h = (Dyadic(hi) - Dyadic(lo)).half();
            return exact::max(exact::abs(Dyadic(v) - m) - h, Dyadic());
        };
        const Dyadic Ux = excess(r.min.x, r.max.x, c.c.x), Uy = excess(r.min.y, r.max.y, c.c.y);
        return Ux * Ux + Uy * Uy - Dyadic(c.r) * Dyadic(c.r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        Step& s = trace->add("subjects");
        s.primitives = {circle(Role::Subject, c.c, c.r, "circle"),
                        rectPolygon(Role::Subject, r.min, r.max, "rect"),
                        point(Role::Subject, c.c, "C")};
        s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
        const Frame f{{mx, my}};
        addFoldSteps(*trace, f, {px, py}, {hx, hy}, {vx, vy}, {ux, uy});
        addCompareStep(*trace, ux * ux + uy * uy, c.r, overlap);
        trace->contact = clampContact(c.c, r.min, r.max, c.r);
    }
    return {overlap};
}

} // namespace overlap
