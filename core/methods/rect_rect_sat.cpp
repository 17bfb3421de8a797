#include "core/exact/predicates.h"
#include "core/methods/rect_rect.h"

#include <array>
#include <cmath>

namespace overlap {

namespace {

using exact::kEps;

// The four candidate axes: a's u and v, then b's u and v (v = u turned a quarter).
std::array<Vec2, 4> axesOf(const RotatedRect& a, const RotatedRect& b) {
    return {a.axis, Vec2{-a.axis.y, a.axis.x}, b.axis, Vec2{-b.axis.y, b.axis.x}};
}

// One axis: the centres' distance along it, each rect's half shadow, and the error bound
// of dist - (ra + rb). Every term is a few roundings of products of inputs.
struct AxisNumbers {
    double dist, ra, rb, bound;
};
inline AxisNumbers axisNumbers(const RotatedRect& a, const RotatedRect& b, Vec2 n) {
    const double dx = b.c.x - a.c.x, dy = b.c.y - a.c.y;
    const auto shadow = [n](const RotatedRect& r, double& magnitude) {
        const double ux = r.axis.x * n.x, uy = r.axis.y * n.y;  // u·n
        const double vx = -r.axis.y * n.x, vy = r.axis.x * n.y; // v·n
        magnitude =
            r.half.x * (std::abs(ux) + std::abs(uy)) + r.half.y * (std::abs(vx) + std::abs(vy));
        return r.half.x * std::abs(ux + uy) + r.half.y * std::abs(vx + vy);
    };
    double ma = 0, mb = 0;
    const double ra = shadow(a, ma), rb = shadow(b, mb);
    const double dist = std::abs(dx * n.x + dy * n.y);
    const double bound = 4 * kEps * (std::abs(dx * n.x) + std::abs(dy * n.y)) +
                         6 * kEps * (ma + mb) + 2 * kEps * (dist + ra + rb) + exact::kTiny;
    return {dist, ra, rb, bound};
}

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
    const exact::VecN<N> d{N(b.c.x) - N(a.c.x), N(b.c.y) - N(a.c.y)};
    return abs(dotN(d, n)) - half(a) - half(b);
}

Vec2 unit(Vec2 v) {
    const double len = std::hypot(v.x, v.y);
    return len > 0 ? Vec2{v.x / len, v.y / len} : v;
}

std::vector<Vec2> corners(const RotatedRect& r) {
    const Vec2 u = r.axis, v{-u.y, u.x};
    std::vector<Vec2> out;
    for (auto [sx, sy] : {std::pair{-1.0, -1.0}, {1.0, -1.0}, {1.0, 1.0}, {-1.0, 1.0}})
        out.push_back(r.c + (sx * r.half.x) * u + (sy * r.half.y) * v);
    return out;
}

// The construction: each axis through a's centre with both shadows on it, and the gap
// when there is one; the first gap ends the test.
void recordSat(Trace& tr, const RotatedRect& a, const RotatedRect& b,
               const std::array<AxisNumbers, 4>& k, const std::array<bool, 4>& gaps) {
    static constexpr const char* kIds[4] = {"axis.1", "axis.2", "axis.3", "axis.4"};
    Step& s = tr.add("subjects");
    s.primitives = {polygon(Role::Subject, corners(a), "a"),
                    polygon(Role::Subject, corners(b), "b")};
    s.values = {{"angle1", a.angleDeg}, {"angle2", b.angleDeg}};
    const std::array<Vec2, 4> axes = axesOf(a, b);
    double deepest = -1e300;
    Vec2 deepestAxis;
    for (int i = 0; i < 4; ++i) {
        const Vec2 n = unit(axes[i]);
        const double along = (b.c.x - a.c.x) * n.x + (b.c.y - a.c.y) * n.y;
        const Vec2 pb = a.c + along * n;
        Step& st = tr.add(kIds[i]);
        st.primitives = {line(Role::Construction, a.c, n, "n"),
                         segment(Role::Band, a.c - k[i].ra * n, a.c + k[i].ra * n, "a"),
                         segment(Role::Band, pb - k[i].rb * n, pb + k[i].rb * n, "b")};
        const double sign = along >= 0 ? 1 : -1;
        if (gaps[i])
            st.primitives.push_back(
                segment(Role::Gap, a.c + (sign * k[i].ra) * n, pb - (sign * k[i].rb) * n, "gap"));
        st.values = {{"dist", k[i].dist},
                     {"ra", k[i].ra},
                     {"rb", k[i].rb},
                     {"sum", k[i].ra + k[i].rb},
                     {"gap", gaps[i] ? 1.0 : 0.0}};
        if (k[i].dist - (k[i].ra + k[i].rb) > deepest) {
            deepest = k[i].dist - (k[i].ra + k[i].rb);
            deepestAxis = sign * n;
        }
        if (gaps[i]) {
            st.decides = true;
            st.verdict = false;
            return;
        }
    }
    Step& r = tr.add("result");
    r.decides = true;
    r.verdict = true;
    // Overlapping: the least penetration over the axes, and its axis, push them apart.
    tr.contact = Contact{deepest, deepestAxis, true};
}

[[gnu::noinline, gnu::cold]] Result satCareful(const RotatedRect& a, const RotatedRect& b,
                                               Touching t, Trace* trace) {
    const std::array<Vec2, 4> axes = axesOf(a, b);
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

} // namespace

Result rectRectSat(const RotatedRect& a, const RotatedRect& b, Touching t, Trace* trace) {
    if (trace) [[unlikely]]
        return satCareful(a, b, t, trace);
    const std::array<Vec2, 4> axes = axesOf(a, b);
    bool gap = false;
    for (const Vec2& n : axes) {
        const AxisNumbers k = axisNumbers(a, b, n);
        const double excess = k.dist - (k.ra + k.rb);
        if (!exact::sureSign(excess, k.bound)) [[unlikely]]
            return satCareful(a, b, t, trace);
        gap |= excess > 0;
    }
    return {!gap};
}

} // namespace overlap
