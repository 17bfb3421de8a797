#include "core/geometry/convert.h"
#include "core/methods/frame_steps.h"
#include "core/sweep/circle_sweep_steps.h"
#include "core/sweep/swept_picture.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap {

using sweep::flag;
using sweep::meetsUnder;

void framesOnlyPicture(const Shape& shape, Vec2 m, const Shape& rect, const Sweep& swept,
                       Touching touching, Trace& tr) {
    const Circle& a = std::get<Circle>(shape);
    const Rect b = *alignedRectOf(rect);
    sweep::addCircleSubjects(tr, a, m, b);
    // Only the frame's two ends: what a game that moves, then tests, looks at.
    sweep::addCircleFrames(tr, sweep::circlePath(a, m, b), a, b, touching, swept, 2);
    Step& f = tr.steps.back();
    f.decides = true;
    f.verdict = meetsUnder(swept.verdict, touching);
}

void boxCornersPicture(const Shape& shape, Vec2 m, const Shape& rect, const Sweep& swept,
                       Touching touching, Trace& tr) {
    const Circle& a = std::get<Circle>(shape);
    const Rect b = *alignedRectOf(rect);
    const double r = a.r;
    const bool moves = m.x != 0 || m.y != 0;
    const sweep::MovePath p = sweep::circlePath(a, m, b);
    const bool met = meetsUnder(swept.verdict, touching);
    sweep::addCircleSubjects(tr, a, m, b);
    sweep::addCircleFrames(tr, p, a, b, touching, swept);
    sweep::addSweptArea(tr, a, m, met);

    // The mistake: b grown by r on every side as a box, square corners and all.
    const Vec2 lo = b.min - Vec2{r, r}, hi = b.max + Vec2{r, r};
    const Vec2 nameAt{lo.x + r / 2, hi.y - r / 2};
    sweep::addSlabStep(tr, p, "box", lo, hi, Symbol::SquareBox, nameAt,
                       {rectPolygon(Role::Construction, b.min, b.max)}, {Symbol::Motion});

    // Where the box says the circle arrives: beside the rounded rect it should have been, the
    // centre there may be farther than r from b (in a square corner the circle cannot reach).
    Step& i = tr.add("impact");
    i.primitives = {rectPolygon(Role::Construction, lo, hi),
                    label(Role::Construction, nameAt, Symbol::SquareBox)};
    for (Primitive& q : roundedOutline(b, r))
        i.primitives.push_back(std::move(q));
    // What the box adds at each corner: a square less its quarter disc, where a centre is
    // farther than r from b. The one nearest where the box says a arrives is named.
    const Vec2 arrives = p.at(swept.toi.value_or(0.0));
    std::size_t named = 0;
    double closest = INFINITY;
    const Vec2 corners[]{b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
    for (std::size_t k = 0; k < 4; ++k) {
        const double d = std::hypot(arrives.x - corners[k].x, arrives.y - corners[k].y);
        if (d < closest)
            closest = d, named = k;
    }
    for (std::size_t k = 0; k < 4 && r > 0; ++k) {
        const Vec2 c = corners[k];
        const Vec2 s{c.x == b.min.x ? -1.0 : 1.0, c.y == b.min.y ? -1.0 : 1.0};
        std::vector<Vec2> wedge{c + Vec2{s.x * r, 0}, c + Vec2{s.x * r, s.y * r},
                                c + Vec2{0, s.y * r}};
        constexpr int kArc = 12;
        for (int j = 1; j < kArc; ++j) { // back round the quarter circle, inside the square
            const double t = std::numbers::pi / 2 * j / kArc;
            wedge.push_back(c + Vec2{s.x * r * std::sin(t), s.y * r * std::cos(t)});
        }
        i.primitives.push_back(
            polygon(Role::Gap, std::move(wedge), k == named ? Symbol::BoxCorner : Symbol::None));
    }
    i.primitives.push_back(
        label(Role::Region, {b.max.x + r / 2, b.max.y + r / 2}, Symbol::RoundedRect));
    if (moves)
        i.primitives.push_back(arrow(Role::Motion, a.c, a.c + m));
    const double t = swept.toi.value_or(0.0);
    double d = 0;
    if (swept.verdict != SweepClass::Miss) {
        const Vec2 q = p.at(t);
        const Vec2 nearest{std::clamp(q.x, b.min.x, b.max.x), std::clamp(q.y, b.min.y, b.max.y)};
        d = std::hypot(q.x - nearest.x, q.y - nearest.y);
        i.primitives.push_back(ownedBy(circle(Role::Verdict, q, r, Symbol::Impact), Owner::A));
        i.primitives.push_back(withValue(point(Role::Motion, q, Symbol::ImpactTime), "t"));
        if (d > 0) {
            // r laid along d, towards b's nearest point: what is left of d past the rim is
            // the gap the box forgot. No marker at b's point, which would close it.
            const Vec2 u{(nearest.x - q.x) / d, (nearest.y - q.y) / d};
            i.primitives.push_back(
                withValue(segment(Role::Distance, q, nearest, Symbol::Distance), "d"));
            i.primitives.push_back(
                withValue(segment(Role::Radius, q, q + std::min(r, d) * u, Symbol::Radius), "r"));
        }
    }
    i.values = sweep::impactValues(swept, t, met);
    i.values.insert(i.values.end(), {{"d", d},
                                     {"r", r},
                                     {"clear", flag(swept.verdict != SweepClass::Miss && d > r)},
                                     {"moves", flag(moves)}});
    i.focus = swept.verdict == SweepClass::Miss
                  ? std::vector<Symbol>{Symbol::Motion}
                  : std::vector<Symbol>{Symbol::Impact, Symbol::Distance, Symbol::Radius,
                                        Symbol::BoxCorner};
    i.context = {Symbol::Centre}; // not empty: a fresh step with no context keeps all
    i.fresh = true;
    i.decides = true;
    i.verdict = met;
}

} // namespace overlap
