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
    tr.contact = clampContact(c.c, r.min, r.max, c.r);
}

// The method's numbers, computed once by the fast path and again, identically, by the
// careful one: the nearest point (exact but for the far edges' remainders: the clamp picks
// an input value) and |C - N|².
struct ClampNumbers {
    double nx, ny, qx, qy;
    double lengthSq() const { return qx * qx + qy * qy; }
};
inline ClampNumbers clampNumbers(const Circle& c, const Rect& r) {
    const double nx = clampTo(c.c.x, r.min.x, r.max.x);
    const double ny = clampTo(c.c.y, r.min.y, r.max.y);
    return {nx, ny, c.c.x - nx, c.c.y - ny};
}

// When the filter cannot tell, or a trace is wanted: the same numbers, the exact stages,
// the construction. Out of line, so the common path needs no stack frame.
[[gnu::noinline, gnu::cold]] Result clampCareful(const Circle& c, const Rect& r, Touching t,
                                                 Trace* trace) {
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

} // namespace

Result circleRectClamp(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    const ClampNumbers k = clampNumbers(c, r);
    const double s = k.lengthSq(), rr = c.r * c.r;
    const Vec2 e = exact::edgeError(r); // zero unless a far edge is not a double
    if (trace || !exact::sureSign(s - rr, exact::distanceSqBound(k.qx, k.qy, e.x, e.y, s, rr)))
        [[unlikely]]
        return clampCareful(c, r, t, trace);
    return {s < rr};
}

} // namespace overlap
