#include "core/sweep/sweep.h"

#include "core/sweep/segment_tests.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace overlap {

using sweep::Slab;
using sweep::Sum3;

std::string_view sweepClassName(SweepClass c) {
    switch (c) {
    case SweepClass::Miss:
        return "miss";
    case SweepClass::Touch:
        return "touch";
    case SweepClass::Hit:
        return "hit";
    }
    return "miss";
}

std::optional<SweepClass> sweepClassNamed(std::string_view name) {
    for (SweepClass c : {SweepClass::Miss, SweepClass::Touch, SweepClass::Hit})
        if (name == sweepClassName(c))
            return c;
    return std::nullopt;
}

namespace {

// The quick answer's margin: a closest approach computed in doubles is off by a few
// roundings of the scene's size squared, far below this share of it.
constexpr double kQuickMargin = 1e-10;

// The largest magnitude of a case's numbers, at least 1: a tree of maxima, which the
// compiler keeps in registers (a loop over a list went through the stack).
double scaleOf(Vec2 p, Vec2 m, const Rect& b, double r) {
    using std::abs, std::max;
    const double first = max(max(abs(p.x), abs(p.y)), max(abs(m.x), abs(m.y)));
    const double second = max(max(abs(b.min.x), abs(b.min.y)), max(abs(b.max.x), abs(b.max.y)));
    return max(max(first, second), max(r, 1.0));
}

// The rect's closed edges and those grown by r, as exact sums.
struct Edges {
    Sum3 minx, maxx, miny, maxy;
    explicit Edges(const Rect& b, double grow = 0)
        : minx{b.min.x, -grow}, maxx{b.max.x, b.maxLo.x, grow}, miny{b.min.y, -grow}, maxy{
                                                                                          b.max.y,
                                                                                          b.maxLo.y,
                                                                                          grow} {}
};

// Whether the centre's path meets the rect grown by r: the open set (the circle's interior
// meets the rect: a hit) or the closed one (they meet at all).
bool pathMeetsRounded(Vec2 p, Vec2 m, const Rect& b, double r, bool open) {
    if (open && r == 0)
        return false; // a point's distance is never below 0
    const Edges e(b), g(b, r);
    if (sweep::pathMeetsBox(p, m, Slab{g.minx, g.maxx, open}, Slab{e.miny, e.maxy, false}) ||
        sweep::pathMeetsBox(p, m, Slab{e.minx, e.maxx, false}, Slab{g.miny, g.maxy, open}))
        return true;
    const Sum3 radius{r};
    for (const Sum3& cx : {e.minx, e.maxx})
        for (const Sum3& cy : {e.miny, e.maxy})
            if (sweep::pathMeetsDisc(p, m, cx, cy, radius, open))
                return true;
    return false;
}

} // namespace

double closestApproachSquared(Vec2 p, Vec2 m, const Rect& b) {
    const auto at = [&](double t) {
        t = std::clamp(t, 0.0, 1.0);
        const double x = p.x + t * m.x, y = p.y + t * m.y;
        const double dx = std::max({b.min.x - x, 0.0, x - b.max.x});
        const double dy = std::max({b.min.y - y, 0.0, y - b.max.y});
        return dx * dx + dy * dy;
    };
    double least = std::min(at(0), at(1));
    if (m.x != 0)
        least = std::min({least, at((b.min.x - p.x) / m.x), at((b.max.x - p.x) / m.x)});
    if (m.y != 0)
        least = std::min({least, at((b.min.y - p.y) / m.y), at((b.max.y - p.y) / m.y)});
    const double mm = m.x * m.x + m.y * m.y;
    if (mm > 0)
        for (double kx : {b.min.x, b.max.x})
            for (double ky : {b.min.y, b.max.y})
                least = std::min(least, at(-((p.x - kx) * m.x + (p.y - ky) * m.y) / mm));
    return least;
}

namespace {

double closestApproachMinusRR(Vec2 p, Vec2 m, const Rect& b, double r) {
    return closestApproachSquared(p, m, b) - r * r;
}

// The path against the box b grown by `grow`, by the slab method in doubles: the times it is
// inside, and by which axis it enters (none when it starts inside).
struct SlabPass {
    bool meets = false;
    double enter = 0, leave = 1;
    int axis = -1; // 0: x, 1: y
};
SlabPass slabPass(Vec2 p, Vec2 m, const Rect& b, double grow) {
    SlabPass s;
    const auto axis = [&](int k, double q, double d, double min, double max) {
        const double a = min - grow, c = max + grow;
        if (d == 0)
            return q >= a && q <= c;
        const double inv = 1 / d;
        double t1 = (a - q) * inv, t2 = (c - q) * inv;
        if (t1 > t2)
            std::swap(t1, t2);
        if (t1 > s.enter) {
            s.enter = t1;
            s.axis = k;
        }
        s.leave = std::min(s.leave, t2);
        return s.enter <= s.leave;
    };
    s.meets = axis(0, p.x, m.x, b.min.x, b.max.x) && axis(1, p.y, m.y, b.min.y, b.max.y);
    return s;
}

// Whether the path misses the box b grown by `grow`, by separating axes and no division: the
// box's two and the path's normal (the usual first test of a segment against a box).
bool missesGrownBox(Vec2 p, Vec2 m, const Rect& b, double grow) {
    const double x0 = std::min(p.x, p.x + m.x), x1 = std::max(p.x, p.x + m.x);
    const double y0 = std::min(p.y, p.y + m.y), y1 = std::max(p.y, p.y + m.y);
    if (x1 < b.min.x - grow || x0 > b.max.x + grow || y1 < b.min.y - grow || y0 > b.max.y + grow)
        return true;
    const double hx = (b.max.x - b.min.x) / 2 + grow, hy = (b.max.y - b.min.y) / 2 + grow;
    const double cx = (b.min.x + b.max.x) / 2 - p.x, cy = (b.min.y + b.max.y) / 2 - p.y;
    return std::abs(m.x * cy - m.y * cx) > std::abs(m.y) * hx + std::abs(m.x) * hy;
}

// A hit the doubles make certain, with its time: the path enters the rect grown by r less a
// margin through a side (not near a corner region), or starts inside it beside a side.
std::optional<double> sureSideHit(Vec2 p, Vec2 m, const Rect& b, double r, double margin) {
    if (r <= margin)
        return std::nullopt;
    const SlabPass in = slabPass(p, m, b, r - margin);
    if (!in.meets)
        return std::nullopt;
    const double x = p.x + in.enter * m.x, y = p.y + in.enter * m.y;
    const bool besideX = y >= b.min.y + margin && y <= b.max.y - margin; // a left or right side
    const bool besideY = x >= b.min.x + margin && x <= b.max.x - margin; // the top or bottom
    if (in.axis < 0) // starts inside, beside a side: inside the rounded rect already
        return besideX || besideY ? std::optional<double>(0.0) : std::nullopt;
    if (!(in.axis == 0 ? besideX : besideY))
        return std::nullopt;
    // It enters the rounded rect through that side's face of the box grown by r.
    const SlabPass face = slabPass(p, m, b, r);
    return face.enter;
}

// The time of impact of a path against the closed rounded rect, in doubles; when rounding
// finds no entry though the exact class says they meet (a graze), the closest approach.
double roundedEntry(Vec2 p, Vec2 m, const Rect& b, double r) {
    const Edges e(b), g(b, r);
    std::optional<double> best;
    const auto consider = [&](std::optional<double> t) {
        if (t && (!best || *t < *best))
            best = t;
    };
    consider(sweep::boxEntry(p, m, Slab{g.minx, g.maxx}, Slab{e.miny, e.maxy}));
    consider(sweep::boxEntry(p, m, Slab{e.minx, e.maxx}, Slab{g.miny, g.maxy}));
    for (double kx : {b.min.x, b.max.x})
        for (double ky : {b.min.y, b.max.y})
            consider(sweep::discEntry(p, m, {kx, ky}, r));
    if (best)
        return *best;
    // The closest approach of the convex squared distance, by golden sections.
    double lo = 0, hi = 1;
    const auto f = [&](double t) {
        return closestApproachMinusRR({p.x + t * m.x, p.y + t * m.y}, {0, 0}, b, r);
    };
    for (int i = 0; i < 80; ++i) {
        const double t1 = lo + (hi - lo) * 0.381966, t2 = hi - (hi - lo) * 0.381966;
        if (f(t1) <= f(t2))
            hi = t2;
        else
            lo = t1;
    }
    return (lo + hi) / 2;
}

} // namespace

Sweep sweepCircleRect(const Circle& a, Vec2 motion, const Rect& b) {
    const Vec2 p = a.c;
    const double r = a.r;
    const double s = scaleOf(p, motion, b, r);
    // Most paths miss the rect grown by r as a box (which holds the rounded rect), and miss
    // it grown further by a margin far above the rounding of the slab method's times.
    const double margin = kQuickMargin * s;
    if (missesGrownBox(p, motion, b, r + margin))
        return {};
    if (const auto t = sureSideHit(p, motion, b, r, margin))
        return {SweepClass::Hit, *t};
    const double g = closestApproachMinusRR(p, motion, b, r);
    SweepClass c;
    if (g > kQuickMargin * s * s)
        c = SweepClass::Miss;
    else if (g < -kQuickMargin * s * s && r > 0)
        c = SweepClass::Hit;
    else if (pathMeetsRounded(p, motion, b, r, true))
        c = SweepClass::Hit;
    else
        c = pathMeetsRounded(p, motion, b, r, false) ? SweepClass::Touch : SweepClass::Miss;
    if (c == SweepClass::Miss)
        return {};
    return {c, roundedEntry(p, motion, b, r)};
}

Sweep sweepCircleCircle(const Circle& a, Vec2 motion, const Circle& b) {
    const Sum3 cx{b.c.x}, cy{b.c.y}, radius{a.r, b.r};
    const double rr = a.r + b.r;
    SweepClass c;
    if (rr > 0 && sweep::pathMeetsDisc(a.c, motion, cx, cy, radius, true))
        c = SweepClass::Hit;
    else
        c = sweep::pathMeetsDisc(a.c, motion, cx, cy, radius, false) ? SweepClass::Touch
                                                                     : SweepClass::Miss;
    if (c == SweepClass::Miss)
        return {};
    if (const auto t = sweep::discEntry(a.c, motion, b.c, rr))
        return {c, *t};
    // A graze that rounding misses: the closest approach.
    const double mm = motion.x * motion.x + motion.y * motion.y;
    const double t = mm > 0 ? -((a.c.x - b.c.x) * motion.x + (a.c.y - b.c.y) * motion.y) / mm : 0.0;
    return {c, std::clamp(t, 0.0, 1.0)};
}

Sweep sweepRectRect(const Rect& a, Vec2 motion, const Rect& b) {
    // a's corner a.min moving from 0 against b grown by a's size: per axis
    // b.min − a.max < t·d < b.max − a.min, strict for a hit.
    const Slab x{Sum3{b.min.x, -a.max.x, -a.maxLo.x}, Sum3{b.max.x, b.maxLo.x, -a.min.x}};
    const Slab y{Sum3{b.min.y, -a.max.y, -a.maxLo.y}, Sum3{b.max.y, b.maxLo.y, -a.min.y}};
    const auto meets = [&](bool open) {
        return sweep::pathMeetsBox({0, 0}, motion, Slab{x.lo, x.hi, open}, Slab{y.lo, y.hi, open});
    };
    const SweepClass c = meets(true)    ? SweepClass::Hit
                         : meets(false) ? SweepClass::Touch
                                        : SweepClass::Miss;
    if (c == SweepClass::Miss)
        return {};
    return {c, sweep::boxEntry({0, 0}, motion, x, y).value_or(0.0)};
}

Sweep sweepCircleRectFrames(const Circle& a, Vec2 motion, const Rect& b) {
    // The frames as a game has them: the position after the move is the rounded sum.
    const Sweep first = sweepCircleRect(a, {0, 0}, b);
    const Sweep last =
        sweepCircleRect(Circle{{a.c.x + motion.x, a.c.y + motion.y}, a.r}, {0, 0}, b);
    const SweepClass c = std::max(first.verdict, last.verdict);
    if (c == SweepClass::Miss)
        return {};
    return {c, first.verdict != SweepClass::Miss ? 0.0 : 1.0};
}

Sweep sweepCircleRectAsBox(const Circle& a, Vec2 motion, const Rect& b) {
    const Edges g(b, a.r);
    const auto meets = [&](bool open) {
        return sweep::pathMeetsBox(a.c, motion, Slab{g.minx, g.maxx, open},
                                   Slab{g.miny, g.maxy, open});
    };
    const SweepClass c = a.r > 0 && meets(true) ? SweepClass::Hit
                         : meets(false)         ? SweepClass::Touch
                                                : SweepClass::Miss;
    if (c == SweepClass::Miss)
        return {};
    return {c,
            sweep::boxEntry(a.c, motion, Slab{g.minx, g.maxx}, Slab{g.miny, g.maxy}).value_or(0.0)};
}

Sweep sweepRectRectFrames(const Rect& a, Vec2 motion, const Rect& b) {
    const Sweep first = sweepRectRect(a, {0, 0}, b);
    const Sweep last = sweepRectRect(Rect{a.min + motion, a.max + motion}, {0, 0}, b);
    const SweepClass c = std::max(first.verdict, last.verdict);
    if (c == SweepClass::Miss)
        return {};
    return {c, first.verdict != SweepClass::Miss ? 0.0 : 1.0};
}

} // namespace overlap
