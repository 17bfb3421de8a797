#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <cmath>

namespace overlap {

namespace {

[[gnu::noinline, gnu::cold]] void recordClamp(Trace& tr, const Circle& c, const Rect& r, Vec2 n,
                                              bool overlap) {
    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(c, r);
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
    addClampSteps(tr, Frame{}, c.c, r.min, r.max, n);
    const double qx = c.c.x - n.x, qy = c.c.y - n.y;
    addCompareStep(tr, c.c, n, qx * qx + qy * qy, c.r, overlap);
}

using detail::clampNumbers;
using detail::ClampNumbers;

} // namespace

// When the filter cannot tell, or a trace is wanted: the same numbers, the exact stages,
// the construction. Out of line and cold, so the inline fast path stays small.
[[gnu::noinline, gnu::cold]] Result detail::circleRectClampCareful(const Circle& c, const Rect& r,
                                                                   Touching t, Trace* trace) {
    const ClampNumbers k = clampNumbers(c, r);
    const Vec2 e = exact::edgeError(r);
    const bool overlap = exact::distanceSqWithin(k.qx, k.qy, e.x, e.y, c.r, t, [&](auto z) {
        using N = decltype(z);
        const N nx = min(max(N(c.c.x), N(r.min.x)), exact::exactEdge<N>(r.max.x, r.maxLo.x));
        const N ny = min(max(N(c.c.y), N(r.min.y)), exact::exactEdge<N>(r.max.y, r.maxLo.y));
        const N ex = N(c.c.x) - nx, ey = N(c.c.y) - ny;
        return ex * ex + ey * ey - N(c.r) * N(c.r);
    });
    if (trace)
        recordClamp(*trace, c, r, {k.nx, k.ny}, overlap);
    return {overlap};
}

} // namespace overlap
