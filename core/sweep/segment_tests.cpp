#include "core/sweep/segment_tests.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace overlap::sweep {

namespace {

// A bound on t: sign · (edge − p) / den, den > 0; or a constant (0 or 1).
struct Bound {
    Sum3 edge;
    double p = 0;
    int sign = 1;
    double den = 1;
    bool open = false;

    template <class N> N num() const {
        const N v = edge.value<N>() - N(p);
        return sign > 0 ? v : -v;
    }
};

Bound constant(double c) {
    Bound b;
    b.edge = {c};
    return b;
}

// Whether lower < upper (≤ when both are closed), exactly.
bool below(const Bound& lower, const Bound& upper) {
    const int s = exact::exactSign([&](auto zero) {
        using N = decltype(zero);
        return upper.num<N>() * N(lower.den) - lower.num<N>() * N(upper.den);
    });
    return lower.open || upper.open ? s > 0 : s >= 0;
}

// The sign of x − edge, exactly.
int signMinus(double x, const Sum3& edge) {
    return exact::exactSign([&](auto zero) {
        using N = decltype(zero);
        return N(x) - edge.value<N>();
    });
}

// Up to three bounds: the frame's own (0 or 1) and one from each axis.
struct Bounds {
    std::array<Bound, 3> b;
    int n = 0;
    void add(const Bound& x) { b[std::size_t(n++)] = x; }
};

// One axis: either its condition holds for every t (a path still along it) or not at all,
// or it adds a lower and an upper bound on t.
bool addAxis(double p, double d, const Slab& s, Bounds& lowers, Bounds& uppers) {
    if (d == 0) {
        const int aboveLo = signMinus(p, s.lo), belowHi = -signMinus(p, s.hi);
        return s.open ? aboveLo > 0 && belowHi > 0 : aboveLo >= 0 && belowHi >= 0;
    }
    const double den = std::abs(d);
    Bound lo, hi;
    lo.p = hi.p = p;
    lo.den = hi.den = den;
    lo.open = hi.open = s.open;
    if (d > 0) { // enters at lo, leaves at hi
        lo.edge = s.lo;
        hi.edge = s.hi;
    } else { // enters at hi, leaves at lo: (p − hi)/|d| .. (p − lo)/|d|
        lo.edge = s.hi;
        lo.sign = -1;
        hi.edge = s.lo;
        hi.sign = -1;
    }
    lowers.add(lo);
    uppers.add(hi);
    return true;
}

} // namespace

bool pathMeetsBox(Vec2 p, Vec2 d, const Slab& x, const Slab& y) {
    Bounds lowers, uppers;
    lowers.add(constant(0));
    uppers.add(constant(1));
    if (!addAxis(p.x, d.x, x, lowers, uppers) || !addAxis(p.y, d.y, y, lowers, uppers))
        return false;
    // 0 < 1 needs no test.
    for (int i = 0; i < lowers.n; ++i)
        for (int j = 0; j < uppers.n; ++j)
            if ((i > 0 || j > 0) && !below(lowers.b[std::size_t(i)], uppers.b[std::size_t(j)]))
                return false;
    return true;
}

bool pathMeetsDisc(Vec2 p, Vec2 d, const Sum3& cx, const Sum3& cy, const Sum3& radius, bool open) {
    // w = p − centre; the nearest t is −(w·d)/|d|², clamped to [0, 1].
    const auto w = [&](auto zero) {
        using N = decltype(zero);
        return std::array<N, 2>{N(p.x) - cx.value<N>(), N(p.y) - cy.value<N>()};
    };
    const int wd = exact::exactSign([&](auto zero) {
        using N = decltype(zero);
        const auto v = w(zero);
        return v[0] * N(d.x) + v[1] * N(d.y);
    });
    const int past = wd >= 0 ? 0 : exact::exactSign([&](auto zero) {
        using N = decltype(zero);
        const auto v = w(zero);
        return v[0] * N(d.x) + v[1] * N(d.y) + N(d.x) * N(d.x) + N(d.y) * N(d.y);
    });
    const int s = exact::exactSign([&](auto zero) {
        using N = decltype(zero);
        const auto v = w(zero);
        const N rr = radius.value<N>() * radius.value<N>();
        if (wd >= 0) // nearest at the start
            return v[0] * v[0] + v[1] * v[1] - rr;
        if (past <= 0) { // nearest at the end
            const N ex = v[0] + N(d.x), ey = v[1] + N(d.y);
            return ex * ex + ey * ey - rr;
        }
        // Inside: the squared distance to the line is cross(w, d)² / |d|².
        const N cross = v[0] * N(d.y) - v[1] * N(d.x);
        return cross * cross - rr * (N(d.x) * N(d.x) + N(d.y) * N(d.y));
    });
    return open ? s < 0 : s <= 0;
}

std::optional<double> boxEntry(Vec2 p, Vec2 d, const Slab& x, const Slab& y) {
    double lo = 0, hi = 1;
    for (const auto& [q, dq, s] : {std::tuple{p.x, d.x, x}, std::tuple{p.y, d.y, y}}) {
        const double a = s.lo.approx(), b = s.hi.approx();
        if (dq == 0) {
            if (q < a || q > b)
                return std::nullopt;
            continue;
        }
        double t1 = (a - q) / dq, t2 = (b - q) / dq;
        if (t1 > t2)
            std::swap(t1, t2);
        lo = std::max(lo, t1);
        hi = std::min(hi, t2);
    }
    if (lo > hi)
        return std::nullopt;
    return lo;
}

std::optional<double> discEntry(Vec2 p, Vec2 d, Vec2 centre, double radius) {
    const double wx = p.x - centre.x, wy = p.y - centre.y;
    const double c = wx * wx + wy * wy - radius * radius;
    if (c <= 0)
        return 0.0;
    const double a = d.x * d.x + d.y * d.y;
    const double b = wx * d.x + wy * d.y;
    if (a == 0 || b >= 0)
        return std::nullopt; // still, or moving away
    const double disc = b * b - a * c;
    if (disc < 0)
        return std::nullopt;
    // The smaller root, in the form that does not cancel (−b > 0).
    const double t = c / (-b + std::sqrt(disc));
    if (t > 1)
        return std::nullopt;
    return t;
}

} // namespace overlap::sweep
