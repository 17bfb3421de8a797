#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/rect_rect.h"
#include "core/methods/sat_picture.h"

#include <array>

namespace overlap {

namespace {

using exact::kEps;

// dist - (ra + rb) on axis i, exactly, in the fallback's number type.
template <class N> N exactAxisExcess(const RotatedRect& a, const RotatedRect& b, int i) {
    const auto axis = [](const RotatedRect& r, bool v) {
        const N co(r.axis.x), si(r.axis.y);
        return v ? exact::VecN<N>{-si, co} : exact::VecN<N>{co, si};
    };
    const exact::VecN<N> n = axis(i < 2 ? a : b, i % 2 == 1);
    const auto dotN = [](const exact::VecN<N>& p, const exact::VecN<N>& q) {
        return p.x * q.x + p.y * q.y;
    };
    const auto half = [&](const RotatedRect& r) {
        return N(r.half.x) * abs(dotN(axis(r, false), n)) +
               N(r.half.y) * abs(dotN(axis(r, true), n));
    };
    const exact::VecN<N> d{
        exact::exactEdge<N>(b.c.x, b.cLo.x) - exact::exactEdge<N>(a.c.x, a.cLo.x),
        exact::exactEdge<N>(b.c.y, b.cLo.y) - exact::exactEdge<N>(a.c.y, a.cLo.y)};
    return abs(dotN(d, n)) - half(a) - half(b);
}

} // namespace

// Every axis exactly, and the construction: out of line and cold, for when the fast path's
// filter cannot tell or a trace is wanted.
[[gnu::noinline, gnu::cold]] Result
detail::rectRectSatCareful(const RotatedRect& a, const RotatedRect& b, Touching t, Trace* trace) {
    const std::array<Vec2, 4> axes = satAxes(a, b);
    std::array<AxisNumbers, 4> k{};
    std::array<bool, 4> gaps{};
    for (int i = 0; i < 4; ++i) {
        k[i] = axisNumbers(a, b, axes[i]);
        const int sign =
            exact::filteredSign(k[i].dist - (k[i].ra + k[i].rb), k[i].bound,
                                [&](auto z) { return exactAxisExcess<decltype(z)>(a, b, i); });
        gaps[i] = !exact::withinBound(sign, t); // a gap: dist > ra + rb (>= when strict)
    }
    if (trace)
        recordSat(*trace, a, b, k, gaps);
    return {!(gaps[0] || gaps[1] || gaps[2] || gaps[3])};
}

} // namespace overlap
