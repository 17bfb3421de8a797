#include "core/exact/edges.h"
#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

#include <cmath>

namespace overlap {

namespace {

// v within [lo - r, hi + r] (closed when touching counts, open when not), exactly. Inside
// [lo, hi] needs no arithmetic; r > 0 is assured by the caller under the strict policy.
bool inGrownBand(double v, double lo, double hi, double hiLo, double r, Touching t) {
    if (v < lo)
        return exact::withinBound(exact::sumSign(lo, -v, -r), t); // (lo - v) - r
    if (exact::edgeMinus(hi, hiLo, v) < 0)
        return exact::withinBound(exact::sumSign(v, -hi, -hiLo, -r), t); // (v - hi) - r
    return true;
}

// lo <= v <= the far edge hi + hiLo, exactly.
bool inSpan(double v, double lo, double hi, double hiLo) {
    return lo <= v && exact::edgeMinus(hi, hiLo, v) >= 0;
}

// What the method found, in the order it looks: the zero-radius rule, the wide rect, the
// tall rect, the nearest corner's disc.
struct RoundedFindings {
    bool emptyDisc = false;
    bool inHorizontal = false;
    bool inVertical = false;
    Vec2 corner;
    Vec2 cornerLo; // the remainder of a far corner's coordinates
    bool inCorner = false;
};

[[gnu::noinline, gnu::cold]] void recordRounded(Trace& tr, const Circle& c, const Rect& b,
                                                const RoundedFindings& f) {
    const double r = c.r;
    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(c, b);
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", r}};
    Step& roll = tr.add("roll");
    roll.primitives = roundedOutline(b, r);
    // How far out the straight runs lie: r, measured up from the top edge's middle.
    const double mid = 0.5 * (b.min.x + b.max.x);
    roll.primitives.push_back(
        withValue(segment(Role::Radius, {mid, b.max.y}, {mid, b.max.y + r}, Symbol::Radius), "r"));
    roll.values = {{"r", r}};
    // A copy of the circle rolls once round the rect, its centre drawing the outline.
    roll.motion.kind = MotionKind::Roll;
    roll.motion.radius = r;
    roll.motion.beats = 4;
    // The narration points at r from the start: it stands while the copy rolls.
    roll.motion.stillFirst = true;
    const auto decide = [&](Step& st, bool overlap) {
        st.decides = true;
        st.verdict = overlap;
    };
    if (f.emptyDisc) {
        Step& st = tr.add("radius");
        st.values = {{"r", r}};
        return decide(st, false);
    }
    Step& h = tr.add("cross.h");
    // Each of the wide and tall rects named on a strip of its own beyond the rect.
    const double midX = (b.min.x + b.max.x) / 2, midY = (b.min.y + b.max.y) / 2;
    // The stretch itself, r on each side, a quarter up (the name stands at mid height).
    const double lowY = b.min.y + (b.max.y - b.min.y) / 4, lowX = b.min.x + (b.max.x - b.min.x) / 4;
    h.primitives = {
        rectPolygon(Role::Region, {b.min.x - r, b.min.y}, {b.max.x + r, b.max.y}),
        label(Role::Region, {b.min.x - r / 2, midY}, Symbol::CrossH),
        segment(Role::Radius, {b.min.x, lowY}, {b.min.x - r, lowY}), // named once, on the right
        withValue(segment(Role::Radius, {b.max.x, lowY}, {b.max.x + r, lowY}, Symbol::Radius),
                  "r")};
    h.values = {{"inside", f.inHorizontal ? 1.0 : 0.0}, {"r", r}};
    h.focus = {Symbol::CrossH, Symbol::Radius};
    if (f.inHorizontal)
        return decide(h, true);
    Step& v = tr.add("cross.v");
    v.primitives = {
        rectPolygon(Role::Region, {b.min.x, b.min.y - r}, {b.max.x, b.max.y + r}),
        label(Role::Region, {midX, b.max.y + r / 2}, Symbol::CrossV),
        segment(Role::Radius, {lowX, b.max.y}, {lowX, b.max.y + r}), // named once, below
        withValue(segment(Role::Radius, {lowX, b.min.y}, {lowX, b.min.y - r}, Symbol::Radius),
                  "r")};
    v.values = {{"inside", f.inVertical ? 1.0 : 0.0}, {"r", r}};
    v.focus = {Symbol::CrossV, Symbol::Radius};
    if (f.inVertical)
        return decide(v, true);
    Step& k = tr.add("corner");
    // The nearest corner's disc is the one that decides: drawn strong, the others faint.
    for (Vec2 p : {b.min, Vec2{b.max.x, b.min.y}, b.max, Vec2{b.min.x, b.max.y}})
        k.primitives.push_back(p.x == f.corner.x && p.y == f.corner.y
                                   ? circle(Role::Verdict, p, r)
                                   : circle(Role::Construction, p, r));
    const double qx = c.c.x - f.corner.x, qy = c.c.y - f.corner.y;
    k.values = {{"vx", f.corner.x}, {"vy", f.corner.y}, {"d2", qx * qx + qy * qy}, {"r2", r * r}};
    // C in the disc round the corner N is N within r of C: drawn as in the clamp.
    addDecidingMeasure(k, c.c, f.corner, std::hypot(qx, qy), r, f.inCorner, Symbol::Nearest);
    // The squares compared, each beside its own bar (as in the clamp's compare step).
    addSquaredLabels(k, c.c, f.corner, r);
    k.focus = comparedFocus();
    // The corners' discs decide now: the outline, the stretched rects and their r recede.
    k.context = {Symbol::Nearest};
    k.fresh = true;
    labelSquares(k, qx * qx + qy * qy, r, false); // only where d and r would print alike
    decide(k, f.inCorner);
}

} // namespace

// The lesson's three tests one by one, each exact, with the findings the trace draws: the
// careful path, out of line and cold, when the fast path's filter cannot tell or a trace
// is wanted.
[[gnu::noinline, gnu::cold]] Result detail::circleRectRoundedCareful(const Circle& c, const Rect& b,
                                                                     Touching t, Trace* trace) {
    const double cx = c.c.x, cy = c.c.y, r = c.r;
    RoundedFindings f;
    // An open disc of radius 0 is empty: under the strict policy it overlaps nothing.
    f.emptyDisc = t == Touching::Separate && r == 0;
    if (!f.emptyDisc) {
        // The wide and tall rects: along their length the rect's own closed extent, across it grown
        // by r. All three tests are made, so no early exit for the CPU to mispredict.
        f.inHorizontal = inSpan(cy, b.min.y, b.max.y, b.maxLo.y) &&
                         inGrownBand(cx, b.min.x, b.max.x, b.maxLo.x, r, t);
        f.inVertical = inSpan(cx, b.min.x, b.max.x, b.maxLo.x) &&
                       inGrownBand(cy, b.min.y, b.max.y, b.maxLo.y, r, t);
        // Outside the wide and tall rects only the disc of the nearest corner can still hold the
        // centre.
        const bool right = exact::edgeMinus(b.max.x, b.maxLo.x, cx) < 0;
        const bool above = exact::edgeMinus(b.max.y, b.maxLo.y, cy) < 0;
        f.corner = {right ? b.max.x : b.min.x, above ? b.max.y : b.min.y};
        f.cornerLo = {right ? b.maxLo.x : 0.0, above ? b.maxLo.y : 0.0};
        const double errX = std::abs(f.cornerLo.x), errY = std::abs(f.cornerLo.y);
        f.inCorner = exact::distanceSqWithin(
            cx - f.corner.x, cy - f.corner.y, errX, errY, r, t, [&](auto z) {
                using N = decltype(z);
                const N ex = N(cx) - exact::exactEdge<N>(f.corner.x, f.cornerLo.x);
                const N ey = N(cy) - exact::exactEdge<N>(f.corner.y, f.cornerLo.y);
                return ex * ex + ey * ey - N(r) * N(r);
            });
    }
    const bool overlap = !f.emptyDisc && (f.inHorizontal || f.inVertical || f.inCorner);
    if (trace) [[unlikely]]
        recordRounded(*trace, c, b, f);
    return {overlap};
}

} // namespace overlap
