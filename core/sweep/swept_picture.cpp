#include "core/sweep/swept_picture.h"

#include "core/geometry/convert.h"
#include "core/methods/frame_steps.h"
#include "core/sweep/segment_tests.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap {

namespace {

// The times in [0, 1] the centre's path spends in an interval along one axis, or in a box.
struct Span {
    bool meets = false;
    double in = 0, out = 0;
};

Span axisSpan(double q, double d, double lo, double hi) {
    if (d == 0)
        return q >= lo && q <= hi ? Span{true, 0, 1} : Span{};
    double t1 = (lo - q) / d, t2 = (hi - q) / d;
    if (t1 > t2)
        std::swap(t1, t2);
    t1 = std::max(t1, 0.0);
    t2 = std::min(t2, 1.0);
    return t1 <= t2 ? Span{true, t1, t2} : Span{};
}

// The slab method: inside the box while inside both intervals, the later start to the
// earlier end.
Span boxSpan(const Span& x, const Span& y) {
    if (!x.meets || !y.meets)
        return {};
    const double in = std::max(x.in, y.in), out = std::min(x.out, y.out);
    return in <= out ? Span{true, in, out} : Span{};
}

bool meetsUnder(SweepClass c, Touching t) {
    return c == SweepClass::Hit || (c == SweepClass::Touch && t == Touching::Counts);
}

double flag(bool b) {
    return b ? 1.0 : 0.0;
}

// The area a circle covers as it moves from c to c + m: two half discs joined by straight
// sides, as a polygon (a many-sided one for each half).
std::vector<Vec2> sweptOutline(Vec2 c, Vec2 m, double r) {
    const double base = std::atan2(m.y, m.x);
    constexpr int kHalf = 24;
    std::vector<Vec2> pts;
    const auto half = [&](Vec2 at, double from) {
        for (int i = 0; i <= kHalf; ++i) {
            const double a = from + std::numbers::pi * i / kHalf;
            pts.push_back({at.x + r * std::cos(a), at.y + r * std::sin(a)});
        }
    };
    half(c + m, base - std::numbers::pi / 2); // the front, round the far end
    half(c, base + std::numbers::pi / 2);     // the back, round the start
    return pts;
}

struct Picture {
    const Circle& a;
    Vec2 m;
    const Rect& b;
    double size; // the scene's extent: lanes and arrows are drawn in proportion to it
    Vec2 across; // unit, square to the move (zero when a stands still)
    Vec2 at(double t) const { return a.c + t * m; }
};

// A piece of the rounded rect met by the slab method: its box, its name, the times along
// the move in each of its intervals, and where the move is inside both.
Span addSlabStep(Trace& tr, const Picture& p, const char* id, Vec2 lo, Vec2 hi, Symbol name,
                 Vec2 nameAt) {
    const Span x = axisSpan(p.a.c.x, p.m.x, lo.x, hi.x);
    const Span y = axisSpan(p.a.c.y, p.m.y, lo.y, hi.y);
    const Span in = boxSpan(x, y);
    Step& s = tr.add(id);
    // The whole rounded rect stays outlined: the piece is read as a part of it.
    s.primitives = roundedOutline(p.b, p.a.r);
    s.primitives.push_back(rectPolygon(Role::Region, lo, hi));
    s.primitives.push_back(label(Role::Region, nameAt, name));
    const bool moves = p.m.x != 0 || p.m.y != 0;
    const double lane = 0.035 * p.size;
    // Each axis's times as a bar beside the move, x's on one side and y's on the other.
    if (moves) {
        if (x.meets)
            s.primitives.push_back(segment(Role::Band, p.at(x.in) + lane * p.across,
                                           p.at(x.out) + lane * p.across, Symbol::TimesX));
        if (x.meets)
            s.primitives.back().labelSide = p.across; // each name on its own bar's side
        if (y.meets)
            s.primitives.push_back(segment(Role::Band, p.at(y.in) - lane * p.across,
                                           p.at(y.out) - lane * p.across, Symbol::TimesY));
        if (y.meets)
            s.primitives.back().labelSide = -1.0 * p.across;
    }
    if (in.meets) {
        if (in.out > in.in)
            s.primitives.push_back(segment(Role::Overlap, p.at(in.in), p.at(in.out)));
        s.primitives.push_back(
            withValue(point(Role::Motion, p.at(in.in), Symbol::EntryTime), "tin"));
        if (in.out > in.in)
            s.primitives.push_back(
                withValue(point(Role::Motion, p.at(in.out), Symbol::ExitTime), "tout"));
    }
    s.values = {{"xmeets", flag(x.meets)},
                {"xin", x.in},
                {"xout", x.out},
                {"ymeets", flag(y.meets)},
                {"yin", y.in},
                {"yout", y.out},
                {"inside", flag(in.meets)},
                {"tin", in.in},
                {"tout", in.out},
                {"moves", flag(moves)},
                {"once", flag(in.meets && in.out == in.in)}};
    s.focus = in.meets ? std::vector<Symbol>{Symbol::EntryTime, Symbol::ExitTime}
                       : std::vector<Symbol>{name, Symbol::TimesX, Symbol::TimesY};
    // The earlier piece's bars and times recede: this piece is read on its own.
    s.fresh = true;
    s.context = {Symbol::Motion, Symbol::RoundedRect};
    return in;
}

} // namespace

void circleRectSweepPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                            Touching touching, Trace& trace) {
    drawCircleRectSweep(std::get<Circle>(a), motion, *alignedRectOf(b), sweep, touching, trace);
}

SweepClass frameClass(const Circle& a, Vec2 motion, int k, const Rect& b) {
    return sweepCircleRect(Circle{a.c + double(k) * motion, a.r}, {0, 0}, b).verdict;
}

void drawCircleRectSweep(const Circle& a, Vec2 motion, const Rect& b, const Sweep& sweep,
                         Touching touching, Trace& tr) {
    const Vec2 m = motion;
    const double r = a.r;
    const double len = std::hypot(m.x, m.y);
    const bool moves = len > 0;
    const double size = std::max({len, 2 * r, b.max.x - b.min.x, b.max.y - b.min.y, 1e-9});
    const Vec2 across = moves ? Vec2{-m.y / len, m.x / len} : Vec2{0, 0};
    const Picture p{a, m, b, size, across};

    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(a, b);
    if (moves)
        s.primitives.push_back(arrow(Role::Motion, a.c, a.c + m, Symbol::Motion));
    s.values = {{"cx", a.c.x}, {"cy", a.c.y}, {"r", r},
                {"mx", m.x},   {"my", m.y},   {"moves", flag(moves)}};
    s.focus = {Symbol::Motion};

    // What a game that moves, then tests, sees: a at frames 0, 1 and 2.
    Step& f = tr.add("frames");
    bool metAtFrame = false;
    for (int k = 0; k < 3; ++k) {
        const Vec2 c = a.c + double(k) * m;
        const SweepClass seen = frameClass(a, m, k, b);
        if (k < 2)
            metAtFrame = metAtFrame || meetsUnder(seen, touching);
        const std::string n = std::to_string(k);
        f.values.push_back({"hit" + n, flag(seen == SweepClass::Hit)});
        f.values.push_back({"touch" + n, flag(seen == SweepClass::Touch)});
        if (k > 0 && !moves)
            continue; // standing still, every frame is frame 0
        f.primitives.push_back(
            ownedBy(withIndex(circle(Role::Ghost, c, r, Symbol::FrameGhost), k), Owner::A));
        const char* word = seen == SweepClass::Hit     ? "overlap"
                           : seen == SweepClass::Touch ? "touching"
                                                       : "apart";
        // Its verdict comes with it when it lands (not named, so not carried): a copy on its
        // way between frames is one no test looks at.
        f.primitives.push_back(label(Role::Ghost, c - Vec2{0, r + 0.06 * size}, word));
    }
    const bool met = meetsUnder(sweep.verdict, touching);
    f.values.push_back({"tunnels", flag(!metAtFrame && met)});
    f.values.push_back({"moves", flag(moves)});
    f.focus = {Symbol::FrameGhost};
    if (moves) {
        f.motion.kind = MotionKind::Slide;
        f.motion.offset = m;
        f.motion.direction = {m.x / len, m.y / len};
        f.motion.beats = 2;
        f.motion.moving = {Named(Symbol::FrameGhost, 1), Named(Symbol::FrameGhost, 2)};
    }

    // Everything the circle covers during the frame, not only at its ends.
    Step& w = tr.add("swept");
    if (moves && r > 0)
        w.primitives.push_back(
            ownedBy(polygon(Role::Ghost, sweptOutline(a.c, m, r), Symbol::SweptArea), Owner::A));
    w.values = {{"met", flag(met)}, {"moves", flag(moves)}, {"r", r}};
    w.focus = {Symbol::SweptArea};
    w.context = {Symbol::Motion, Symbol::FrameGhost};
    w.fresh = true;

    // Lesson 4's rounded rect: the circle meets b exactly when C is inside it.
    Step& g = tr.add("grown");
    g.primitives = roundedOutline(b, r);
    g.primitives.push_back(
        label(Role::Region, {b.min.x - r / 2, b.max.y + r / 2}, Symbol::RoundedRect));
    const double mid = 0.5 * (b.min.x + b.max.x);
    g.primitives.push_back(
        withValue(segment(Role::Radius, {mid, b.max.y}, {mid, b.max.y + r}, Symbol::Radius), "r"));
    g.values = {{"r", r}, {"moves", flag(moves)}};
    g.focus = {Symbol::RoundedRect, Symbol::Radius};
    g.context = {Symbol::Motion};
    g.fresh = true;
    g.motion.kind = MotionKind::Roll;
    g.motion.radius = r;
    g.motion.beats = 3;
    g.motion.stillFirst = true;

    // The slab method on each of the rounded rect's two cross rects.
    const double midY = (b.min.y + b.max.y) / 2;
    const Span wide = addSlabStep(tr, p, "cross.h", {b.min.x - r, b.min.y}, {b.max.x + r, b.max.y},
                                  Symbol::CrossH, {b.min.x - r / 2, midY});
    const Span tall = addSlabStep(tr, p, "cross.v", {b.min.x, b.min.y - r}, {b.max.x, b.max.y + r},
                                  Symbol::CrossV, {mid, b.max.y + r / 2});

    // The corner discs: where the move first comes within r of a corner, by a quadratic.
    Step& k = tr.add("corners");
    k.primitives = roundedOutline(b, r); // the discs are its corners
    std::optional<double> first;
    Vec2 firstCorner{};
    for (Vec2 corner : {b.min, Vec2{b.max.x, b.min.y}, b.max, Vec2{b.min.x, b.max.y}}) {
        const std::optional<double> t = sweep::discEntry(a.c, m, corner, r);
        k.primitives.push_back(circle(t ? Role::Region : Role::Construction, corner, r));
        if (t && (!first || *t < *first)) {
            first = t;
            firstCorner = corner;
        }
    }
    // r as the disc's radius: to where C enters it, or across the top right corner's.
    const Vec2 rimAt = first ? p.at(*first) : b.max + (r / std::sqrt(2.0)) * Vec2{1, 1};
    k.primitives.push_back(
        withValue(segment(Role::Radius, first ? firstCorner : b.max, rimAt, Symbol::Radius), "r"));
    if (first) {
        k.primitives.push_back(
            withValue(point(Role::Motion, p.at(*first), Symbol::EntryTime), "tc"));
    }
    k.values = {{"corner", flag(first.has_value())}, {"tc", first.value_or(0.0)}, {"r", r}};
    k.focus = first ? std::vector<Symbol>{Symbol::EntryTime} : std::vector<Symbol>{};
    k.context = {Symbol::Motion};
    k.focus.push_back(Symbol::Radius);
    k.fresh = true;

    // The least entry of all pieces: the time of impact, a there, the contact and the normal.
    Step& i = tr.add("impact");
    i.primitives = roundedOutline(b, r);
    i.primitives.push_back(
        label(Role::Region, {b.min.x - r / 2, b.max.y + r / 2}, Symbol::RoundedRect));
    const double t = sweep.toi.value_or(0.0);
    Vec2 n{0, 0};
    bool inside = false;
    Vec2 contact{};
    if (sweep.verdict != SweepClass::Miss) {
        const Vec2 q = p.at(t);
        contact = {std::clamp(q.x, b.min.x, b.max.x), std::clamp(q.y, b.min.y, b.max.y)};
        const Vec2 out = q - contact;
        const double d = std::hypot(out.x, out.y);
        inside = !(d > 0);
        i.primitives.push_back(ownedBy(circle(Role::Verdict, q, r, Symbol::Impact), Owner::A));
        i.primitives.push_back(withValue(point(Role::Motion, q, Symbol::ImpactTime), "t"));
        i.primitives.push_back(point(Role::Nearest, contact, Symbol::Contact));
        if (!inside) {
            // a at t* is r from the contact: C there is on the rounded rect's outline.
            i.primitives.push_back(
                withValue(segment(Role::Radius, q, contact, Symbol::Radius), "r"));
            n = {out.x / d, out.y / d};
            i.primitives.push_back(
                arrow(Role::Normal, contact, contact + (0.25 * size) * n, Symbol::Normal));
        }
    }
    i.values = {{"t", t},
                {"met", flag(met)},
                {"hit", flag(sweep.verdict == SweepClass::Hit)},
                {"touch", flag(sweep.verdict == SweepClass::Touch)},
                {"miss", flag(sweep.verdict == SweepClass::Miss)},
                {"start", flag(sweep.verdict != SweepClass::Miss && t == 0)},
                {"inside", flag(inside)},
                {"qx", a.c.x + t * m.x},
                {"qy", a.c.y + t * m.y},
                {"px", contact.x},
                {"py", contact.y},
                {"nx", n.x},
                {"ny", n.y},
                {"moves", flag(moves)},
                {"closest", std::sqrt(closestApproachSquared(a.c, m, b))},
                // The candidates t* is the least of: each piece's entry, if any.
                {"inwide", flag(wide.meets)},
                {"twide", wide.in},
                {"intall", flag(tall.meets)},
                {"ttall", tall.in},
                {"incorner", flag(first.has_value())},
                {"tcorner", first.value_or(0.0)},
                {"r", r}};
    i.focus = sweep.verdict == SweepClass::Miss
                  ? std::vector<Symbol>{Symbol::Motion}
                  : std::vector<Symbol>{Symbol::ImpactTime, Symbol::Impact, Symbol::Contact,
                                        Symbol::Normal};
    i.context = {Symbol::Motion};
    i.fresh = true;
    i.decides = true;
    i.verdict = met;
}

} // namespace overlap
