#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <algorithm>
#include <cmath>

namespace overlap {

namespace {

using detail::foldAxis;
using Folded = detail::Folded<double>;
using detail::foldError;

[[gnu::noinline, gnu::cold]] void recordFold(Trace& tr, const Circle& c, const Rect& r,
                                             const Folded& x, const Folded& y, bool overlap) {
    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(c, r);
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
    addFoldSteps(tr, Frame{{x.m, y.m}}, {x.p, y.p}, {x.h, y.h}, {x.v, y.v}, {x.u, y.u}, c.r);
    // Unfolded, u ends at the rect's nearest point N: the comparison is drawn in the world.
    const Vec2 n{clampTo(c.c.x, r.min.x, r.max.x), clampTo(c.c.y, r.min.y, r.max.y)};
    addCompareStep(tr, c.c, n, x.u * x.u + y.u * y.u, c.r, overlap);
    // The unfold drawn: u's start n (the quarter's nearest point to q) goes back across the
    // axes the centre was folded over, to N (q back to C is the fold's own path, drawn).
    const Frame f{{x.m, y.m}};
    const Vec2 folded{std::abs(x.p), std::abs(y.p)}, q = f.toWorld(folded);
    const Vec2 start = folded - Vec2{x.u, y.u};
    Step& back = tr.steps.back();
    if (!(f.toWorld(start) == n)) {
        Primitive nq = point(Role::Construction, f.toWorld(start), Symbol::FoldNearest);
        nq.labelSide = f.dirToWorld(nearestNameSide(start, {x.h, y.h}, folded));
        back.primitives.push_back(nq);
        for (Primitive& flip : unfoldPath(f, start, n - f.origin))
            back.primitives.push_back(std::move(flip));
        // N arrives riding the unfold from n.
        back.motion.kind = MotionKind::Ride;
        back.motion.moving = {Symbol::Nearest};
    }
    back.values.push_back({"unfolds", q == c.c ? 0.0 : 1.0});
}

} // namespace

// When the filter cannot tell, or a trace is wanted: the exact stages and the
// construction, out of line and cold so the inline fast path stays small.
[[gnu::noinline, gnu::cold]] Result detail::circleRectFoldCareful(const Circle& c, const Rect& r,
                                                                  Touching t, Trace* trace) {
    const Folded x = foldAxis(r.min.x, r.max.x, c.c.x);
    const Folded y = foldAxis(r.min.y, r.max.y, c.c.y);
    const double ex = foldError(r.min.x, r.max.x, r.maxLo.x, c.c.x),
                 ey = foldError(r.min.y, r.max.y, r.maxLo.y, c.c.y);
    const bool overlap = exact::distanceSqWithin(x.u, y.u, ex, ey, c.r, t, [&](auto z) {
        using N = decltype(z);
        const auto excess = [](double lo, double hiRounded, double hiLo, double v) {
            const N hi = exact::exactEdge<N>(hiRounded, hiLo);
            const N m = (N(lo) + hi).half(), h = (hi - N(lo)).half();
            return max(abs(N(v) - m) - h, N(0.0));
        };
        const N ux = excess(r.min.x, r.max.x, r.maxLo.x, c.c.x);
        const N uy = excess(r.min.y, r.max.y, r.maxLo.y, c.c.y);
        return ux * ux + uy * uy - N(c.r) * N(c.r);
    });
    if (trace)
        recordFold(*trace, c, r, x, y, overlap);
    return {overlap};
}

} // namespace overlap
