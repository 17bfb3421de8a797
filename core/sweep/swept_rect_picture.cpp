#include "core/sweep/swept_picture.h"

#include "core/geometry/convert.h"
#include "core/sweep/sweep_steps.h"

#include <algorithm>
#include <cmath>

namespace overlap {

using sweep::flag;
using sweep::meetsUnder;
using sweep::Span;

namespace {

Vec2 centreOf(const Rect& r) {
    return 0.5 * (r.min + r.max);
}

Rect moved(const Rect& r, Vec2 by) {
    return Rect{r.min + by, r.max + by};
}

// The area a box covers moving by m: the convex hull of its corners at both ends.
std::vector<Vec2> sweptBox(const Rect& a, Vec2 m) {
    std::vector<Vec2> pts;
    for (const Rect& r : {a, moved(a, m)})
        for (Vec2 p : {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}})
            pts.push_back(p);
    std::sort(pts.begin(), pts.end(),
              [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
    const auto turn = [](Vec2 o, Vec2 p, Vec2 q) {
        return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
    };
    std::vector<Vec2> hull;
    for (int pass = 0; pass < 2; ++pass) {
        const std::size_t start = hull.size();
        for (Vec2 p : pts) {
            while (hull.size() >= start + 2 && turn(hull[hull.size() - 2], hull.back(), p) <= 0)
                hull.pop_back();
            hull.push_back(p);
        }
        hull.pop_back();
        std::reverse(pts.begin(), pts.end());
    }
    return hull;
}

// Where a's centre comes closest to the grown box [lo, hi] along its path, and there how far
// it is from b's nearer side along the axis that keeps them apart, against a's half size
// on that axis (far > half on a miss), in doubles.
struct Closest {
    double far = 0, half = 0;
};
Closest closestSide(const sweep::MovePath& p, Vec2 lo, Vec2 hi, Vec2 h) {
    const auto outside = [&](double t) {
        const Vec2 q = p.at(t);
        return Vec2{std::max({lo.x - q.x, 0.0, q.x - hi.x}),
                    std::max({lo.y - q.y, 0.0, q.y - hi.y})};
    };
    const auto d2 = [&](double t) {
        const Vec2 o = outside(t);
        return o.x * o.x + o.y * o.y;
    };
    // The squared distance is convex in t: its least value is at an end, where the nearest
    // feature changes, or where a corner is nearest.
    std::vector<double> ts{0, 1};
    const Vec2 m = p.m;
    if (m.x != 0)
        ts.insert(ts.end(), {(lo.x - p.c.x) / m.x, (hi.x - p.c.x) / m.x});
    if (m.y != 0)
        ts.insert(ts.end(), {(lo.y - p.c.y) / m.y, (hi.y - p.c.y) / m.y});
    const double mm = m.x * m.x + m.y * m.y;
    if (mm > 0)
        for (Vec2 k : {lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}})
            ts.push_back(-((p.c.x - k.x) * m.x + (p.c.y - k.y) * m.y) / mm);
    double best = 0;
    for (double t : ts) {
        t = std::clamp(t, 0.0, 1.0);
        if (d2(t) < d2(best))
            best = t;
    }
    const Vec2 q = p.at(best), o = outside(best);
    if (o.x >= o.y)
        return {q.x < lo.x ? (lo.x + h.x) - q.x : q.x - (hi.x - h.x), h.x};
    return {q.y < lo.y ? (lo.y + h.y) - q.y : q.y - (hi.y - h.y), h.y};
}

// The move of a's centre, in a scene sized to hold the move and both rects.
sweep::MovePath rectPath(const Rect& a, Vec2 m, const Rect& b) {
    const double size = std::max({std::hypot(m.x, m.y), a.max.x - a.min.x, a.max.y - a.min.y,
                                  b.max.x - b.min.x, b.max.y - b.min.y, 1e-9});
    return sweep::movePath(centreOf(a), m, size);
}

// The shapes and the move, then a at frames 0 to count - 1 with each frame's class.
void addRectOpening(Trace& tr, const sweep::MovePath& p, const Rect& a, const Rect& b,
                    Touching touching, const Sweep& swept, int count) {
    const Vec2 c = p.c, m = p.m;
    const Vec2 h = 0.5 * (a.max - a.min);
    const bool moves = p.moves();
    const double size = p.size;
    Step& s = tr.add("subjects");
    s.primitives = {ownedBy(rectPolygon(Role::Subject, a.min, a.max, Symbol::ShapeA), Owner::A),
                    ownedBy(rectPolygon(Role::Subject, b.min, b.max, Symbol::ShapeB), Owner::B),
                    ownedBy(point(Role::Subject, c, Symbol::RectCentre), Owner::A)};
    if (moves)
        s.primitives.push_back(arrow(Role::Motion, c, c + m, Symbol::Motion));
    s.values = {{"ax", c.x}, {"ay", c.y}, {"hx", h.x},           {"hy", h.y},
                {"mx", m.x}, {"my", m.y}, {"moves", flag(moves)}};
    s.focus = {Symbol::Motion};

    sweep::addFramesStep(
        tr, p, touching, swept,
        [&](int k) {
            const Rect at = moved(a, double(k) * m);
            return sweep::FrameView{rectPolygon(Role::Ghost, at.min, at.max, Symbol::FrameGhost),
                                    sweepRectRect(at, {0, 0}, b).verdict,
                                    {0.5 * (at.min.x + at.max.x), at.min.y - 0.06 * size}};
        },
        count);
}

} // namespace

void rectRectSweepPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& swept,
                          Touching touching, Trace& trace) {
    drawRectRectSweep(*alignedRectOf(a), motion, *alignedRectOf(b), swept, touching, trace);
}

void rectFramesOnlyPicture(const Shape& shape, Vec2 m, const Shape& other, const Sweep& swept,
                           Touching touching, Trace& tr) {
    const Rect a = *alignedRectOf(shape), b = *alignedRectOf(other);
    addRectOpening(tr, rectPath(a, m, b), a, b, touching, swept, 2);
    Step& f = tr.steps.back();
    f.decides = true;
    f.verdict = meetsUnder(swept.verdict, touching);
}

void drawRectRectSweep(const Rect& a, Vec2 m, const Rect& b, const Sweep& swept, Touching touching,
                       Trace& tr) {
    const Vec2 c = centreOf(a);
    const Vec2 h = 0.5 * (a.max - a.min);
    const sweep::MovePath p = rectPath(a, m, b);
    const double size = p.size;
    const bool moves = p.moves();
    const bool met = meetsUnder(swept.verdict, touching);

    addRectOpening(tr, p, a, b, touching, swept, 3);

    Step& w = tr.add("swept");
    if (moves)
        w.primitives.push_back(
            ownedBy(polygon(Role::Ghost, sweptBox(a, m), Symbol::SweptArea), Owner::A));
    w.values = {{"met", flag(met)}, {"moves", flag(moves)}};
    w.focus = {Symbol::SweptArea};
    w.context = {Symbol::Motion, Symbol::FrameGhost, Symbol::RectCentre};
    w.fresh = true;

    // b grown by a's half size: a's centre is in it exactly when a meets b. A copy of a at
    // each of its corners just touches b's corner there.
    const Vec2 lo = b.min - h, hi = b.max + h;
    Step& g = tr.add("grown");
    for (Vec2 corner : {lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}})
        g.primitives.push_back(ownedBy(rectPolygon(Role::Ghost, corner - h, corner + h), Owner::A));
    g.primitives.push_back(rectPolygon(Role::Region, lo, hi));
    const Vec2 nameAt{lo.x + 0.5 * h.x, hi.y - 0.5 * h.y};
    g.primitives.push_back(label(Role::Region, nameAt, Symbol::GrownBox));
    g.values = {{"hx", h.x}, {"hy", h.y}, {"moves", flag(moves)}};
    g.focus = {Symbol::GrownBox};
    g.context = {Symbol::Motion, Symbol::RectCentre};
    g.fresh = true;

    // The slab method on the grown box: per axis the times a's centre is inside, then both.
    const Span in = sweep::addSlabStep(tr, p, "slabs", lo, hi, Symbol::GrownBox, nameAt, {},
                                       {Symbol::RectCentre});

    Step& i = tr.add("impact");
    i.primitives = {rectPolygon(Role::Construction, lo, hi),
                    label(Role::Region, nameAt, Symbol::GrownBox)};
    if (moves)
        i.primitives.push_back(arrow(Role::Motion, c, c + m));
    const double t = swept.toi.value_or(0.0);
    Vec2 n{0, 0}, contact{};
    bool inside = true;
    if (swept.verdict != SweepClass::Miss) {
        const Rect q = moved(a, t * m);
        // The side it enters by: the axis whose interval it enters last.
        const Span x = sweep::axisSpan(c.x, m.x, lo.x, hi.x);
        const Span y = sweep::axisSpan(c.y, m.y, lo.y, hi.y);
        inside = t == 0 && !(q.max.x == b.min.x || q.min.x == b.max.x || q.max.y == b.min.y ||
                             q.min.y == b.max.y);
        if (!inside) {
            const bool byX = x.in >= y.in;
            n = byX ? Vec2{m.x > 0 ? -1.0 : 1.0, 0} : Vec2{0, m.y > 0 ? -1.0 : 1.0};
            // The middle of the faces' shared part: where a first touches b.
            const double fx = byX ? (m.x > 0 ? b.min.x : b.max.x)
                                  : 0.5 * (std::max(q.min.x, b.min.x) + std::min(q.max.x, b.max.x));
            const double fy = byX ? 0.5 * (std::max(q.min.y, b.min.y) + std::min(q.max.y, b.max.y))
                                  : (m.y > 0 ? b.min.y : b.max.y);
            contact = {fx, fy};
        } else {
            contact = centreOf(q);
        }
        i.primitives.push_back(
            ownedBy(rectPolygon(Role::Verdict, q.min, q.max, Symbol::Impact), Owner::A));
        i.primitives.push_back(withValue(point(Role::Motion, p.at(t), Symbol::ImpactTime), "t"));
        i.primitives.push_back(point(Role::Contact, contact, Symbol::Contact));
        if (!inside)
            i.primitives.push_back(
                arrow(Role::Normal, contact, contact + (0.25 * size) * n, Symbol::Normal));
    }
    const Closest closest = closestSide(p, lo, hi, h);
    i.values = {{"t", t},
                {"hit", flag(swept.verdict == SweepClass::Hit)},
                {"touch", flag(swept.verdict == SweepClass::Touch)},
                {"start", flag(swept.verdict != SweepClass::Miss && t == 0)},
                {"inside", flag(inside)},
                {"px", contact.x},
                {"py", contact.y},
                {"nx", n.x},
                {"ny", n.y},
                {"entered", flag(in.meets)},
                {"far", closest.far},
                {"half", closest.half},
                {"moves", flag(moves)}};
    i.focus = swept.verdict == SweepClass::Miss
                  ? std::vector<Symbol>{Symbol::Motion}
                  : std::vector<Symbol>{Symbol::ImpactTime, Symbol::Impact, Symbol::Contact,
                                        Symbol::Normal};
    i.context = {Symbol::RectCentre};
    i.fresh = true;
    i.decides = true;
    i.verdict = met;
}

} // namespace overlap
