#include "core/methods/rect_rect.h"

#include "core/exact/edges.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace overlap {

namespace {

// A span from its low end to its high end hi + hiLo (hiLo the far edge's remainder).
struct Span {
    double lo, hi, hiLo;
};
Span spanX(const Rect& r) {
    return {r.min.x, r.max.x, r.maxLo.x};
}
Span spanY(const Rect& r) {
    return {r.min.y, r.max.y, r.maxLo.y};
}

// The sign of a's high end minus b's low end, exactly.
int highMinusLow(const Span& a, const Span& b) {
    return exact::edgeMinus(a.hi, a.hiLo, b.lo);
}

// Do the spans overlap? Touching counts: each low end at or below the other's high end
// (lo <= hi on the intersection). Separate: each low end strictly below the other's high
// end, which is lo < hi on the intersection except for a zero-width span lying inside the
// other (a segment across a rect is not a touch). Comparisons of inputs, so exact.
bool spansOverlap(const Span& a, const Span& b, Touching t) {
    if (t == Touching::Counts)
        return highMinusLow(a, b) >= 0 && highMinusLow(b, a) >= 0;
    return highMinusLow(a, b) > 0 && highMinusLow(b, a) > 0;
}

// The separation test's comparison: is a's high end before b's low end (a gap)?
bool gapBetween(const Span& a, const Span& b, Touching t) {
    const int s = highMinusLow(a, b);
    return t == Touching::Counts ? s < 0 : s <= 0;
}

void addSubjects(Trace& tr, const Rect& a, const Rect& b) {
    Step& s = tr.add("subjects");
    s.primitives = {ownedBy(rectPolygon(Role::Subject, a.min, a.max, Symbol::ShapeA), Owner::A),
                    ownedBy(rectPolygon(Role::Subject, b.min, b.max, Symbol::ShapeB), Owner::B)};
    s.values = {{"left1", a.min.x}, {"right1", a.max.x}, {"bottom1", a.min.y}, {"top1", a.max.y},
                {"left2", b.min.x}, {"right2", b.max.x}, {"bottom2", b.min.y}, {"top2", b.max.y}};
}

// Whose edge the larger (or, with `larger` false, the smaller) of two edges is: a tie
// belongs to both, so to neither.
Owner ownerOf(double ofA, double ofB, bool larger) {
    if (ofA == ofB)
        return Owner::None;
    return (ofA > ofB) == larger ? Owner::A : Owner::B;
}

// A band line through `at` along `dir`, named and labelled with its value, in its rect's
// colour.
Primitive bandLine(Vec2 at, Vec2 dir, Symbol name, const char* value, Owner owner) {
    return ownedBy(withValue(line(Role::Band, at, dir, name), value), owner);
}

// The shared rect, with its width and height laid along its bottom and left sides, each
// labelled with the number the verdict rests on.
std::vector<Primitive> overlapWithSize(Vec2 lo, Vec2 hi) {
    return {
        rectPolygon(Role::Overlap, lo, hi, Symbol::Intersection),
        withValue(segment(Role::Overlap, lo, {hi.x, lo.y}, Symbol::IntersectionWidth), "width"),
        withValue(segment(Role::Overlap, lo, {lo.x, hi.y}, Symbol::IntersectionHeight), "height")};
}

[[gnu::noinline, gnu::cold]] Result recordIntersection(Trace& tr, const Rect& a, const Rect& b,
                                                       bool okX, bool okY) {
    const double lx = std::max(a.min.x, b.min.x), rx = std::min(a.max.x, b.max.x);
    const double by = std::max(a.min.y, b.min.y), ty = std::min(a.max.y, b.max.y);
    const bool overlap = okX && okY;
    addSubjects(tr, a, b);
    const Vec2 dirY{0, 1}, dirX{1, 0};
    const Primitive lxLine =
        bandLine({lx, 0}, dirY, Symbol::IntersectionLeft, "lx", ownerOf(a.min.x, b.min.x, true));
    const Primitive rxLine =
        bandLine({rx, 0}, dirY, Symbol::IntersectionRight, "rx", ownerOf(a.max.x, b.max.x, false));
    const Primitive byLine =
        bandLine({0, by}, dirX, Symbol::IntersectionBottom, "by", ownerOf(a.min.y, b.min.y, true));
    const Primitive tyLine =
        bandLine({0, ty}, dirX, Symbol::IntersectionTop, "ty", ownerOf(a.max.y, b.max.y, false));
    tr.add("x.left").primitives = {lxLine};
    tr.steps.back().values = {{"lx", lx}};
    tr.add("x.right").primitives = {rxLine};
    tr.steps.back().values = {{"lx", lx}, {"rx", rx}, {"xOk", okX ? 1.0 : 0.0}};
    tr.add("y.bottom").primitives = {byLine};
    tr.steps.back().values = {{"by", by}};
    tr.add("y.top").primitives = {tyLine};
    tr.steps.back().values = {{"by", by}, {"ty", ty}, {"yOk", okY ? 1.0 : 0.0}};
    Step& r = tr.add("result");
    r.values = {{"width", rx - lx}, {"height", ty - by}};
    if (overlap) {
        r.primitives = overlapWithSize({lx, by}, {rx, ty});
    } else if (!okX) {
        // The first axis that failed, drawn again at full strength: its two lines and the
        // gap between them, halfway up the span between the rects' y ranges.
        const double yMid = (by + ty) / 2;
        r.values.push_back({"gapLength", lx - rx});
        r.primitives = {
            lxLine, rxLine,
            withValue(segment(Role::Gap, {rx, yMid}, {lx, yMid}, Symbol::Gap), "gapLength")};
    } else {
        const double xMid = (lx + rx) / 2;
        r.values.push_back({"gapLength", by - ty});
        r.primitives = {
            byLine, tyLine,
            withValue(segment(Role::Gap, {xMid, ty}, {xMid, by}, Symbol::Gap), "gapLength")};
    }
    r.decides = true;
    r.verdict = overlap;
    return {overlap};
}

[[gnu::noinline, gnu::cold]] Result recordSeparation(Trace& tr, const Rect& a, const Rect& b,
                                                     const bool gaps[4]) {
    addSubjects(tr, a, b);
    return detail::recordSeparationSteps(tr, a, b, gaps);
}

} // namespace

// The four comparisons in the order a person makes them; the first gap ends the test.
Result detail::recordSeparationSteps(Trace& tr, const Rect& a, const Rect& b, const bool gaps[4]) {
    // One side of a rect: its ends, the subjects step's value that names it, its owner.
    struct Edge {
        Vec2 p0, p1;
        Symbol side;
        const char* value;
        Owner owner;
    };
    struct Comparison {
        const char* id;
        double edge, other; // apart when edge < other (or <= when touching is separate)
        Edge e, o;          // the edge that should be beyond `other`, and the other one
        bool vertical;      // comparing x coordinates (vertical edges)
    };
    const Edge right1{a.max, {a.max.x, a.min.y}, Symbol::Right, "right1", Owner::A};
    const Edge left1{a.min, {a.min.x, a.max.y}, Symbol::Left, "left1", Owner::A};
    const Edge top1{a.max, {a.min.x, a.max.y}, Symbol::Top, "top1", Owner::A};
    const Edge bottom1{a.min, {a.max.x, a.min.y}, Symbol::Bottom, "bottom1", Owner::A};
    const Edge right2{b.max, {b.max.x, b.min.y}, Symbol::Right, "right2", Owner::B};
    const Edge left2{b.min, {b.min.x, b.max.y}, Symbol::Left, "left2", Owner::B};
    const Edge top2{b.max, {b.min.x, b.max.y}, Symbol::Top, "top2", Owner::B};
    const Edge bottom2{b.min, {b.max.x, b.min.y}, Symbol::Bottom, "bottom2", Owner::B};
    const Comparison cmp[4] = {
        {"compare.right1-left2", a.max.x, b.min.x, right1, left2, true},
        {"compare.right2-left1", b.max.x, a.min.x, right2, left1, true},
        {"compare.top1-bottom2", a.max.y, b.min.y, top1, bottom2, false},
        {"compare.top2-bottom1", b.max.y, a.min.y, top2, bottom1, false},
    };
    // The middle of the span the two rects share (or the space between them) across the
    // compared edges: where a gap between them is drawn.
    const double yMid = (std::max(a.min.y, b.min.y) + std::min(a.max.y, b.max.y)) / 2;
    const double xMid = (std::max(a.min.x, b.min.x) + std::min(a.max.x, b.max.x)) / 2;
    for (int i = 0; i < 4; ++i) {
        const Comparison& c = cmp[i];
        Step& s = tr.add(c.id);
        // Only the comparison that finds a gap shows separating edges.
        const Role role = gaps[i] ? Role::Separating : Role::Construction;
        const auto edge = [role](const Edge& e) {
            return ownedBy(withValue(segment(role, e.p0, e.p1, e.side), e.value), e.owner);
        };
        s.primitives = {edge(c.e), edge(c.o)};
        s.values = {{"edge", c.edge}, {"other", c.other}, {"gap", gaps[i] ? 1.0 : 0.0}};
        if (gaps[i]) {
            s.values.push_back({"gapLength", c.other - c.edge});
            const Vec2 from = c.vertical ? Vec2{c.edge, yMid} : Vec2{xMid, c.edge};
            const Vec2 to = c.vertical ? Vec2{c.other, yMid} : Vec2{xMid, c.other};
            s.primitives.push_back(
                withValue(segment(Role::Gap, from, to, Symbol::Gap), "gapLength"));
            s.decides = true;
            s.verdict = false;
            return {false};
        }
    }
    Step& s = tr.add("result");
    const Vec2 lo{std::max(a.min.x, b.min.x), std::max(a.min.y, b.min.y)};
    const Vec2 hi{std::min(a.max.x, b.max.x), std::min(a.max.y, b.max.y)};
    s.primitives = overlapWithSize(lo, hi);
    s.values = {{"width", hi.x - lo.x}, {"height", hi.y - lo.y}};
    s.decides = true;
    s.verdict = true;
    return {true};
}

Result rectRectIntersection(const Rect& a, const Rect& b, Touching t, Trace* trace) {
    const bool okX = spansOverlap(spanX(a), spanX(b), t);
    const bool okY = spansOverlap(spanY(a), spanY(b), t);
    // The construction is recorded out of line, so the common path needs no stack frame.
    if (trace) [[unlikely]]
        return recordIntersection(*trace, a, b, okX, okY);
    return {okX && okY};
}

Result rectRectSeparation(const Rect& a, const Rect& b, Touching t, Trace* trace) {
    // All four comparisons are made, so no early exit for the CPU to mispredict; the trace
    // still shows the first gap as the one that ends the test.
    const bool gaps[4] = {gapBetween(spanX(a), spanX(b), t), gapBetween(spanX(b), spanX(a), t),
                          gapBetween(spanY(a), spanY(b), t), gapBetween(spanY(b), spanY(a), t)};
    if (trace) [[unlikely]]
        return recordSeparation(*trace, a, b, gaps);
    return {!(gaps[0] | gaps[1] | gaps[2] | gaps[3])};
}

} // namespace overlap
