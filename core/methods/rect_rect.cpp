#include "core/methods/rect_rect.h"

#include <algorithm>
#include <cmath>

namespace overlap {

namespace {

// Do the spans [lo1, hi1] and [lo2, hi2] overlap? Touching counts: lo <= hi on the
// intersection. Separate: each span's low end strictly below the other's high end, which
// is lo < hi on the intersection except for a zero-width span lying inside the other (a
// segment across a rect is not a touch). Plain comparisons of inputs, so exact.
bool spansOverlap(double lo1, double hi1, double lo2, double hi2, Touching t) {
    if (t == Touching::Counts)
        return std::max(lo1, lo2) <= std::min(hi1, hi2);
    return lo1 < hi2 && lo2 < hi1;
}

// The separation test's comparison: is `edge` beyond `other` (a gap)?
bool gapBetween(double edge, double other, Touching t) {
    return t == Touching::Counts ? edge < other : edge <= other;
}

// Penetration (negative) or gap (positive) and the normal from a to b; informational.
Contact rectContact(const Rect& a, const Rect& b) {
    const double ox = std::min(a.max.x, b.max.x) - std::max(a.min.x, b.min.x);
    const double oy = std::min(a.max.y, b.max.y) - std::max(a.min.y, b.min.y);
    const double dirX = (b.min.x + b.max.x) >= (a.min.x + a.max.x) ? 1.0 : -1.0;
    const double dirY = (b.min.y + b.max.y) >= (a.min.y + a.max.y) ? 1.0 : -1.0;
    Contact c;
    if (ox >= 0 && oy >= 0) {
        // Least overlap is the cheapest way out.
        c.separation = -std::min(ox, oy);
        c.normal = ox <= oy ? Vec2{dirX, 0} : Vec2{0, dirY};
        c.hasNormal = true;
    } else {
        const double gx = std::max(-ox, 0.0), gy = std::max(-oy, 0.0);
        c.separation = std::hypot(gx, gy);
        c.normal = {gx > 0 ? dirX * gx / c.separation : 0.0,
                    gy > 0 ? dirY * gy / c.separation : 0.0};
        c.hasNormal = true;
    }
    return c;
}

void addSubjects(Trace& tr, const Rect& a, const Rect& b) {
    Step& s = tr.add("subjects");
    s.primitives = {rectPolygon(Role::Subject, a.min, a.max, "a"),
                    rectPolygon(Role::Subject, b.min, b.max, "b")};
    s.values = {{"left1", a.min.x}, {"right1", a.max.x}, {"bottom1", a.min.y}, {"top1", a.max.y},
                {"left2", b.min.x}, {"right2", b.max.x}, {"bottom2", b.min.y}, {"top2", b.max.y}};
}

[[gnu::noinline, gnu::cold]] Result recordIntersection(Trace& tr, const Rect& a, const Rect& b,
                                                       bool okX, bool okY) {
    const double lx = std::max(a.min.x, b.min.x), rx = std::min(a.max.x, b.max.x);
    const double by = std::max(a.min.y, b.min.y), ty = std::min(a.max.y, b.max.y);
    const bool overlap = okX && okY;
    addSubjects(tr, a, b);
    const Vec2 dirY{0, 1}, dirX{1, 0};
    tr.add("x.left").primitives = {line(Role::Band, {lx, 0}, dirY, "lx")};
    tr.steps.back().values = {{"lx", lx}};
    tr.add("x.right").primitives = {line(Role::Band, {rx, 0}, dirY, "rx")};
    tr.steps.back().values = {{"lx", lx}, {"rx", rx}, {"xOk", okX ? 1.0 : 0.0}};
    tr.add("y.bottom").primitives = {line(Role::Band, {0, by}, dirX, "by")};
    tr.steps.back().values = {{"by", by}};
    tr.add("y.top").primitives = {line(Role::Band, {0, ty}, dirX, "ty")};
    tr.steps.back().values = {{"by", by}, {"ty", ty}, {"yOk", okY ? 1.0 : 0.0}};
    Step& r = tr.add("result");
    if (overlap) {
        r.primitives = {rectPolygon(Role::Overlap, {lx, by}, {rx, ty}, "overlap")};
    } else {
        // Show the gap on the first axis that failed, between the facing edges.
        const double yMid = (std::max(by, ty) + std::min(by, ty)) / 2;
        const double xMid = (std::max(lx, rx) + std::min(lx, rx)) / 2;
        r.primitives = {!okX ? segment(Role::Gap, {rx, yMid}, {lx, yMid}, "gap x")
                             : segment(Role::Gap, {xMid, ty}, {xMid, by}, "gap y")};
    }
    r.values = {{"width", rx - lx}, {"height", ty - by}};
    r.decides = true;
    r.verdict = overlap;
    tr.contact = rectContact(a, b);
    return {overlap};
}

// The four comparisons in the order a person makes them; the first gap ends the test.
[[gnu::noinline, gnu::cold]] Result recordSeparation(Trace& tr, const Rect& a, const Rect& b,
                                                     const bool gaps[4]) {
    struct Comparison {
        const char* id;
        double edge, other;  // apart when edge < other (or <= when touching is separate)
        Vec2 p0, p1, q0, q1; // the two compared edges, for the picture
    };
    const Comparison cmp[4] = {
        {"compare.right1-left2",
         a.max.x,
         b.min.x,
         a.max,
         {a.max.x, a.min.y},
         b.min,
         {b.min.x, b.max.y}},
        {"compare.right2-left1",
         b.max.x,
         a.min.x,
         b.max,
         {b.max.x, b.min.y},
         a.min,
         {a.min.x, a.max.y}},
        {"compare.top1-bottom2",
         a.max.y,
         b.min.y,
         a.max,
         {a.min.x, a.max.y},
         b.min,
         {b.max.x, b.min.y}},
        {"compare.top2-bottom1",
         b.max.y,
         a.min.y,
         b.max,
         {b.min.x, b.max.y},
         a.min,
         {a.max.x, a.min.y}},
    };
    addSubjects(tr, a, b);
    tr.contact = rectContact(a, b);
    for (int i = 0; i < 4; ++i) {
        const Comparison& c = cmp[i];
        Step& s = tr.add(c.id);
        s.primitives = {segment(Role::Separating, c.p0, c.p1),
                        segment(Role::Separating, c.q0, c.q1)};
        s.values = {{"edge", c.edge}, {"other", c.other}, {"gap", gaps[i] ? 1.0 : 0.0}};
        if (gaps[i]) {
            s.decides = true;
            s.verdict = false;
            return {false};
        }
    }
    Step& s = tr.add("result");
    const Vec2 lo{std::max(a.min.x, b.min.x), std::max(a.min.y, b.min.y)};
    const Vec2 hi{std::min(a.max.x, b.max.x), std::min(a.max.y, b.max.y)};
    s.primitives = {rectPolygon(Role::Overlap, lo, hi, "overlap")};
    s.decides = true;
    s.verdict = true;
    return {true};
}

} // namespace

Result rectRectIntersection(const Rect& a, const Rect& b, Touching t, Trace* trace) {
    const bool okX = spansOverlap(a.min.x, a.max.x, b.min.x, b.max.x, t);
    const bool okY = spansOverlap(a.min.y, a.max.y, b.min.y, b.max.y, t);
    // The construction is recorded out of line, so the common path needs no stack frame.
    if (trace) [[unlikely]]
        return recordIntersection(*trace, a, b, okX, okY);
    return {okX && okY};
}

Result rectRectSeparation(const Rect& a, const Rect& b, Touching t, Trace* trace) {
    // All four comparisons are made, so no early exit for the CPU to mispredict; the trace
    // still shows the first gap as the one that ends the test.
    const bool gaps[4] = {gapBetween(a.max.x, b.min.x, t), gapBetween(b.max.x, a.min.x, t),
                          gapBetween(a.max.y, b.min.y, t), gapBetween(b.max.y, a.min.y, t)};
    if (trace) [[unlikely]]
        return recordSeparation(*trace, a, b, gaps);
    return {!(gaps[0] | gaps[1] | gaps[2] | gaps[3])};
}

} // namespace overlap
