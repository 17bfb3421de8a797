#include "core/exact/predicates.h"
#include "core/methods/circle_rect.h"
#include "core/methods/frame_steps.h"

namespace overlap {

namespace {

// v within [lo - r, hi + r] (closed when touching counts, open when not), exactly. Inside
// [lo, hi] needs no arithmetic; r > 0 is assured by the caller under the strict policy.
bool inGrownBand(double v, double lo, double hi, double r, Touching t) {
    if (v < lo) {
        const int s = exact::sumSign(lo, -v, -r); // (lo - v) - r
        return exact::withinBound(s, t);
    }
    if (v > hi) {
        const int s = exact::sumSign(v, -hi, -r); // (v - hi) - r
        return exact::withinBound(s, t);
    }
    return true;
}

// The rounded rect as the centre's path: four straight runs and four quarter arcs.
std::vector<Primitive> roundedOutline(const Rect& b, double r) {
    const double l = b.min.x, rt = b.max.x, lo = b.min.y, hi = b.max.y;
    return {segment(Role::Construction, {l, lo - r}, {rt, lo - r}),
            arc(Role::Construction, {rt, lo}, r, -90, 90),
            segment(Role::Construction, {rt + r, lo}, {rt + r, hi}),
            arc(Role::Construction, {rt, hi}, r, 0, 90),
            segment(Role::Construction, {rt, hi + r}, {l, hi + r}),
            arc(Role::Construction, {l, hi}, r, 90, 90),
            segment(Role::Construction, {l - r, hi}, {l - r, lo}),
            arc(Role::Construction, {l, lo}, r, 180, 90)};
}

} // namespace

Result circleRectRounded(const Circle& c, const Rect& b, Touching t, Trace* trace) {
    const double cx = c.c.x, cy = c.c.y, r = c.r;
    if (trace) {
        Step& s = trace->add("subjects");
        s.primitives = {circle(Role::Subject, c.c, r, "circle"),
                        rectPolygon(Role::Subject, b.min, b.max, "rect"),
                        point(Role::Subject, c.c, "C")};
        s.values = {{"cx", cx}, {"cy", cy}, {"r", r}};
        Step& roll = trace->add("roll");
        roll.primitives = roundedOutline(b, r);
        roll.values = {{"r", r}};
        trace->contact = clampContact(c.c, b.min, b.max, r);
    }
    const auto decide = [&](const char* id, bool overlap, std::vector<Value> values) {
        if (trace) {
            Step& s = trace->steps.back().id == id ? trace->steps.back() : trace->add(id);
            s.values.insert(s.values.end(), values.begin(), values.end());
            s.decides = true;
            s.verdict = overlap;
        }
        return Result{overlap};
    };
    // An open disc of radius 0 is empty: under the strict policy it overlaps nothing.
    if (t == Touching::Separate && r == 0)
        return decide("radius", false, {{"r", r}});

    // The cross rects: along their length the rect's own closed extent, across it grown by r.
    const bool inYRange = b.min.y <= cy && cy <= b.max.y;
    const bool inHorizontal = inYRange && inGrownBand(cx, b.min.x, b.max.x, r, t);
    if (trace) {
        Step& s = trace->add("cross.h");
        s.primitives = {
            rectPolygon(Role::Region, {b.min.x - r, b.min.y}, {b.max.x + r, b.max.y}, "H")};
        s.values = {{"inside", inHorizontal ? 1.0 : 0.0}};
    }
    if (inHorizontal)
        return decide("cross.h", true, {});

    const bool inXRange = b.min.x <= cx && cx <= b.max.x;
    const bool inVertical = inXRange && inGrownBand(cy, b.min.y, b.max.y, r, t);
    if (trace) {
        Step& s = trace->add("cross.v");
        s.primitives = {
            rectPolygon(Role::Region, {b.min.x, b.min.y - r}, {b.max.x, b.max.y + r}, "V")};
        s.values = {{"inside", inVertical ? 1.0 : 0.0}};
    }
    if (inVertical)
        return decide("cross.v", true, {});

    // Outside both crosses only the disc of the nearest corner can still hold the centre.
    const double vx = cx > b.max.x ? b.max.x : b.min.x;
    const double vy = cy > b.max.y ? b.max.y : b.min.y;
    const double qx = cx - vx, qy = cy - vy;
    const int sign = exact::distanceSqSign(qx, qy, r, [&] {
        using exact::Dyadic;
        const Dyadic ex = Dyadic(cx) - Dyadic(vx), ey = Dyadic(cy) - Dyadic(vy);
        return ex * ex + ey * ey - Dyadic(r) * Dyadic(r);
    });
    const bool overlap = exact::withinBound(sign, t);
    if (trace) {
        Step& s = trace->add("corner");
        for (Vec2 v : {b.min, Vec2{b.max.x, b.min.y}, b.max, Vec2{b.min.x, b.max.y}})
            s.primitives.push_back(circle(Role::Region, v, r));
        s.primitives.push_back(segment(Role::Distance, c.c, {vx, vy}, "d"));
        s.values = {{"vx", vx}, {"vy", vy}, {"d2", qx * qx + qy * qy}, {"r2", r * r}};
    }
    return decide("corner", overlap, {});
}

} // namespace overlap
