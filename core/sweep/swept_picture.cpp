#include "core/sweep/swept_picture.h"

#include "core/geometry/convert.h"
#include "core/methods/frame_steps.h"
#include "core/sweep/circle_sweep_steps.h"
#include "core/sweep/segment_tests.h"
#include "core/sweep/sweep_steps.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap {

using sweep::flag;
using sweep::meetsUnder;
using sweep::Span;

namespace {

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

} // namespace

void circleRectSweepPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& swept,
                            Touching touching, Trace& trace) {
    drawCircleRectSweep(std::get<Circle>(a), motion, *alignedRectOf(b), swept, touching, trace);
}

SweepClass frameClass(const Circle& a, Vec2 motion, int k, const Rect& b) {
    return sweepCircleRect(Circle{a.c + double(k) * motion, a.r}, {0, 0}, b).verdict;
}

namespace sweep {

MovePath circlePath(const Circle& a, Vec2 m, const Rect& b) {
    const double size =
        std::max({std::hypot(m.x, m.y), 2 * a.r, b.max.x - b.min.x, b.max.y - b.min.y, 1e-9});
    return movePath(a.c, m, size);
}

void addCircleSubjects(Trace& tr, const Circle& a, Vec2 m, const Rect& b) {
    const bool moves = m.x != 0 || m.y != 0;
    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(a, b);
    if (moves)
        s.primitives.push_back(arrow(Role::Motion, a.c, a.c + m, Symbol::Motion));
    s.values = {{"cx", a.c.x}, {"cy", a.c.y}, {"r", a.r},
                {"mx", m.x},   {"my", m.y},   {"moves", flag(moves)}};
    s.focus = {Symbol::Motion};
}

void addCircleFrames(Trace& tr, const MovePath& p, const Circle& a, const Rect& b,
                     Touching touching, const Sweep& swept, int count) {
    // What a game that moves, then tests, sees: a at frames 0, 1 and 2.
    addFramesStep(
        tr, p, touching, swept,
        [&](int k) {
            const Vec2 c = a.c + double(k) * p.m;
            return FrameView{circle(Role::Ghost, c, a.r, Symbol::FrameGhost),
                             frameClass(a, p.m, k, b), c - Vec2{0, a.r + 0.06 * p.size}};
        },
        count);
}

void addSweptArea(Trace& tr, const Circle& a, Vec2 m, bool met) {
    const bool moves = m.x != 0 || m.y != 0;
    // Everything the circle covers during the frame, not only at its ends.
    Step& w = tr.add("swept");
    if (moves && a.r > 0)
        w.primitives.push_back(
            ownedBy(polygon(Role::Ghost, sweptOutline(a.c, m, a.r), Symbol::SweptArea), Owner::A));
    w.values = {{"met", flag(met)}, {"moves", flag(moves)}, {"r", a.r}};
    w.focus = {Symbol::SweptArea};
    w.context = {Symbol::Motion, Symbol::FrameGhost};
    w.fresh = true;
}

} // namespace sweep

void drawCircleRectSweep(const Circle& a, Vec2 motion, const Rect& b, const Sweep& swept,
                         Touching touching, Trace& tr) {
    const Vec2 m = motion;
    const double r = a.r;
    const bool moves = m.x != 0 || m.y != 0;
    const sweep::MovePath p = sweep::circlePath(a, m, b);
    const double size = p.size;
    sweep::addCircleSubjects(tr, a, m, b);
    sweep::addCircleFrames(tr, p, a, b, touching, swept);
    const bool met = meetsUnder(swept.verdict, touching);
    sweep::addSweptArea(tr, a, m, met);

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
    const std::vector<Named> keep{Symbol::RoundedRect};
    const Span wide =
        sweep::addSlabStep(tr, p, "cross.h", {b.min.x - r, b.min.y}, {b.max.x + r, b.max.y},
                           Symbol::CrossH, {b.min.x - r / 2, midY}, roundedOutline(b, r), keep);
    const Span tall =
        sweep::addSlabStep(tr, p, "cross.v", {b.min.x, b.min.y - r}, {b.max.x, b.max.y + r},
                           Symbol::CrossV, {mid, b.max.y + r / 2}, roundedOutline(b, r), keep);

    // The corner discs: where the move first comes within r of a corner, by a quadratic.
    Step& k = tr.add("corners");
    k.primitives = roundedOutline(b, r); // the discs are its corners
    if (moves)
        k.primitives.push_back(arrow(Role::Motion, a.c, a.c + m));
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
    k.context = {Symbol::Centre}; // not empty: a fresh step with no context keeps all
    k.focus.push_back(Symbol::Radius);
    k.fresh = true;

    // The least entry of all pieces: the time of impact, a there, the contact and the normal.
    Step& i = tr.add("impact");
    i.primitives = roundedOutline(b, r);
    if (moves)
        i.primitives.push_back(arrow(Role::Motion, a.c, a.c + m));
    i.primitives.push_back(
        label(Role::Region, {b.min.x - r / 2, b.max.y + r / 2}, Symbol::RoundedRect));
    const double t = swept.toi.value_or(0.0);
    Vec2 n{0, 0};
    bool inside = false;
    Vec2 contact{};
    if (swept.verdict != SweepClass::Miss) {
        const Vec2 q = p.at(t);
        contact = {std::clamp(q.x, b.min.x, b.max.x), std::clamp(q.y, b.min.y, b.max.y)};
        const Vec2 out = q - contact;
        const double d = std::hypot(out.x, out.y);
        inside = !(d > 0);
        i.primitives.push_back(ownedBy(circle(Role::Verdict, q, r, Symbol::Impact), Owner::A));
        i.primitives.push_back(withValue(point(Role::Motion, q, Symbol::ImpactTime), "t"));
        i.primitives.push_back(point(Role::Contact, contact, Symbol::Contact));
        if (!inside) {
            n = {out.x / d, out.y / d};
            // a at t*'s radius, turned off the normal (which runs along C to the contact).
            const Vec2 side{0.5 * n.x - 0.866 * n.y, 0.866 * n.x + 0.5 * n.y};
            i.primitives.push_back(
                withValue(segment(Role::Radius, q, q - r * side, Symbol::Radius), "r"));
            i.primitives.push_back(
                arrow(Role::Normal, contact, contact + (0.25 * size) * n, Symbol::Normal));
        }
    }
    i.values = sweep::impactValues(swept, t, met);
    i.values.insert(i.values.end(),
                    {{"start", flag(swept.verdict != SweepClass::Miss && t == 0)},
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
                     {"r", r}});
    i.focus = swept.verdict == SweepClass::Miss
                  ? std::vector<Symbol>{Symbol::Motion}
                  : std::vector<Symbol>{Symbol::ImpactTime, Symbol::Impact, Symbol::Contact,
                                        Symbol::Normal};
    i.context = {Symbol::Centre}; // not empty: a fresh step with no context keeps all
    i.fresh = true;
    i.decides = true;
    i.verdict = met;
}

} // namespace overlap
