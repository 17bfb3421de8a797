#include "core/methods/pitfalls.h"

#include "core/methods/frame_steps.h"
#include "core/methods/rect_rect.h"
#include "core/methods/sat_picture.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>

namespace overlap {

namespace {

// The tutorials' final comparison, in plain doubles.
bool plainWithin(double lengthSq, double r, Touching t) {
    return t == Touching::Counts ? lengthSq <= r * r : lengthSq < r * r;
}

void addSubjects(Trace& tr, const Circle& c, const Rect& r) {
    Step& s = tr.add("subjects");
    s.primitives = subjectPrimitives(c, r);
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
}

// The nine-region tutorials' opening: the shapes, the centre C and the corners P0 to P3 in
// the order the walk lists them (the app's names, so the pictures read as the correct walk's).
void addVertices(Trace& tr, const Circle& c, const std::array<Vec2, 4>& V) {
    Step& s = tr.add("subjects");
    s.primitives = {ownedBy(circle(Role::Subject, c.c, c.r, Symbol::ShapeA), Owner::A),
                    ownedBy(polygon(Role::Subject, {V.begin(), V.end()}, Symbol::ShapeB), Owner::B),
                    ownedBy(point(Role::Subject, c.c, Symbol::Centre), Owner::A)};
    for (int i = 0; i < 4; ++i)
        s.primitives.push_back(withIndex(point(Role::Construction, V[i], Symbol::Corner), i));
    s.values = {{"cx", c.c.x}, {"cy", c.c.y}, {"r", c.r}};
}

// Clamp in a turned frame given by (co, si), as the rotated tutorials write it.
Result clampInFrame(const Circle& c, const RotatedRect& r, double co, double si, Touching t,
                    Trace* trace) {
    const double dx = c.c.x - r.c.x, dy = c.c.y - r.c.y;
    const Vec2 p{co * dx + si * dy, -si * dx + co * dy};
    const Vec2 n{clampTo(p.x, -r.half.x, r.half.x), clampTo(p.y, -r.half.y, r.half.y)};
    const double qx = p.x - n.x, qy = p.y - n.y;
    const bool overlap = plainWithin(qx * qx + qy * qy, c.r, t);
    if (trace) {
        Step& s = trace->add("rotate-back");
        // The rect as it really stands (the stored axis): the mistake is only in the turn.
        const Vec2 u = r.axis, v{-r.axis.y, r.axis.x};
        const Vec2 ex = r.half.x * u, ey = r.half.y * v;
        s.primitives = {
            ownedBy(polygon(Role::Subject,
                            {r.c - ex - ey, r.c + ex - ey, r.c + ex + ey, r.c - ex + ey},
                            Symbol::ShapeB),
                    Owner::B),
            ownedBy(circle(Role::Subject, c.c, c.r, Symbol::ShapeA), Owner::A),
            circle(Role::Ghost, r.c + p, c.r), point(Role::Ghost, r.c + p, Symbol::TurnedCentre),
            rectPolygon(Role::Construction, r.c - r.half, r.c + r.half, Symbol::TurnedRect)};
        // The rect the wrong turn really tests: turned by the angle of (cos, sin) as used.
        const Vec2 u2{co, si}, v2{-si, co};
        std::optional<Primitive> tested;
        if (std::abs(u2.x - u.x) + std::abs(u2.y - u.y) > 1e-9) {
            const Vec2 fx = r.half.x * u2, fy = r.half.y * v2;
            tested = polygon(Role::Verdict,
                             {r.c - fx - fy, r.c + fx - fy, r.c + fx + fy, r.c - fx + fy});
            // Not a thing of the method's: b as the code's (cos, sin) really turns it.
            tested->text = "b(cos, sin)";
            s.primitives.push_back(*tested);
        }
        s.values = {{"cos", co}, {"sin", si}, {"lx", p.x}, {"ly", p.y}};
        addClampSteps(*trace, Frame{r.c}, p, -1 * r.half, r.half, n, Symbol::TurnedNearest);
        addCompareStep(*trace, r.c + p, r.c + n, qx * qx + qy * qy, c.r, overlap,
                       Symbol::TurnedNearest);
        Step& last = trace->steps.back();
        if (p.x == n.x && p.y == n.y) // N' is C' itself, its dot hidden under C''s
            last.primitives.push_back(
                label(Role::Nearest, r.c + n, "N′ = C′", Symbol::TurnedNearest));
        if (tested) // the verdict is about this rect: shown again at full strength
            last.primitives.push_back(*tested);
    }
    return {overlap};
}

// Nine regions in plain doubles over vertices in the given order; `signedDistance` keeps
// the tutorial's missing absolute value.
Result plainNineRegion(const Circle& c, const std::array<Vec2, 4>& V, bool signedDistance,
                       Touching t, Trace* trace) {
    const Vec2 O = c.c;
    std::array<double, 4> cr{};
    int outsideCount = 0, firstOutside = -1;
    std::array<bool, 4> out{};
    for (int i = 0; i < 4; ++i) {
        const Vec2 P = V[i], Q = V[(i + 1) % 4];
        cr[i] = cross(Q - P, O - P);
        out[i] = cr[i] < 0;
        if (out[i]) {
            ++outsideCount;
            if (firstOutside < 0)
                firstOutside = i;
        }
        if (trace) {
            // As the correct walk draws it: the edge P -> Q, P -> O and their cross product.
            Step& s = trace->add("edge." + std::to_string(i));
            s.primitives = {
                line(Role::Region, P, Q - P),
                withIndex(arrow(Role::Construction, P, Q, Symbol::EdgeVector), i),
                withIndex(arrow(Role::Construction, P, O, Symbol::CornerToCentre), i),
                withIndex(withValue(label(Role::Construction, P + 0.25 * (Q - P) + 0.5 * (O - P),
                                          Symbol::CrossProduct),
                                    "cross"),
                          i)};
            s.values = {{"cross", cr[i]}, {"outside", out[i] ? 1.0 : 0.0}};
        }
    }
    bool overlap = false;
    double d = 0;
    Vec2 foot = O; // where d is measured to
    if (outsideCount == 0) {
        overlap = true;
    } else if (outsideCount == 1) {
        const Vec2 P = V[firstOutside], Q = V[(firstOutside + 1) % 4];
        const double len = std::hypot(Q.x - P.x, Q.y - P.y);
        d = signedDistance ? cr[firstOutside] / len : std::abs(cr[firstOutside]) / len;
        overlap = t == Touching::Counts ? d <= c.r : d < c.r;
        // The foot of the perpendicular from O on the edge's line.
        const Vec2 e{(Q.x - P.x) / len, (Q.y - P.y) / len};
        foot = P + ((O.x - P.x) * e.x + (O.y - P.y) * e.y) * e;
    } else if (outsideCount == 2) {
        const int k = out[0] && out[1] ? 1 : out[1] && out[2] ? 2 : out[2] && out[3] ? 3 : 0;
        const double qx = O.x - V[k].x, qy = O.y - V[k].y;
        d = std::hypot(qx, qy);
        overlap = plainWithin(qx * qx + qy * qy, c.r, t);
        foot = V[k];
    } // three or four "outside" edges match no branch of the tutorial's code: apart
    if (trace) {
        // The wrong numbers as the code has them: how many edges it counts O outside, the
        // (signed) distance it measures and the radius it compares that with.
        Step& s = trace->add("compare");
        s.values = {{"outside", double(outsideCount)}, {"d", d}, {"r", c.r}};
        s.primitives.push_back(withValue(label(Role::Verdict, O, Symbol::OutsideCount), "outside"));
        if (outsideCount == 1 || outsideCount == 2) {
            s.primitives.push_back(point(Role::Nearest, foot, Symbol::Nearest));
            s.primitives.push_back(
                withValue(segment(Role::Distance, O, foot, Symbol::Distance), "d"));
            // r laid from O towards the foot, set off beside d, as the correct methods do.
            const double len = std::hypot(foot.x - O.x, foot.y - O.y);
            const Vec2 dir = len > 0 ? (1 / len) * (foot - O) : Vec2{1, 0};
            const Vec2 aside = (0.12 * std::max(len, c.r)) * Vec2{-dir.y, dir.x};
            s.primitives.push_back(withValue(
                segment(Role::Radius, O + aside, O + c.r * dir + aside, Symbol::Radius), "r"));
            if (outsideCount == 1) // the edge's cross product the distance came from
                s.primitives.push_back(withIndex(
                    withValue(label(Role::Construction, 0.5 * (O + foot), Symbol::CrossProduct),
                              "cross"),
                    firstOutside));
            s.values.push_back({"cross", outsideCount == 1 ? cr[firstOutside] : 0.0});
        } else if (outsideCount > 2) {
            // No branch matches: the cross products that all said "outside" decide.
            for (int i = 0; i < 4; ++i) {
                const Vec2 P = V[i], Q = V[(i + 1) % 4];
                const std::string name = "cross" + std::to_string(i);
                s.primitives.push_back(
                    withIndex(withValue(label(Role::Verdict,
                                              P + 0.5 * (Q - P) + 0.25 * (O - P - 0.5 * (Q - P)),
                                              Symbol::CrossProduct),
                                        name),
                              i));
                s.values.push_back({name, cr[i]});
            }
        }
        s.decides = true;
        s.verdict = overlap;
    }
    return {overlap};
}

// A turned rect's axis-aligned bounding box, as the tutorials compute it: the centre plus
// and minus |cos|·hx + |sin|·hy across and |sin|·hx + |cos|·hy up.
Rect boundingBox(const RotatedRect& r) {
    const double co = std::abs(r.axis.x), si = std::abs(r.axis.y);
    const double ex = co * r.half.x + si * r.half.y, ey = si * r.half.x + co * r.half.y;
    return {{r.c.x - ex, r.c.y - ey}, {r.c.x + ex, r.c.y + ey}};
}

// Lesson 1's separation comparison on plain doubles: is `edge` short of `other` (a gap)?
bool plainGap(double edge, double other, Touching t) {
    return t == Touching::Counts ? edge < other : edge <= other;
}

} // namespace

Result pitfallClampYTypo(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    double nx = c.c.x;
    if (c.c.x < r.min.x)
        nx = r.min.x;
    else if (c.c.x > r.max.x)
        nx = r.max.x;
    double ny = c.c.y;
    if (c.c.y < r.min.y)
        ny = r.min.y;
    else if (c.c.x > r.max.y) // the typo: x where y belongs
        ny = r.max.y;
    const double qx = c.c.x - nx, qy = c.c.y - ny;
    const bool overlap = plainWithin(qx * qx + qy * qy, c.r, t);
    if (trace) {
        addSubjects(*trace, c, r);
        addClampSteps(*trace, Frame{}, c.c, r.min, r.max, {nx, ny});
        addCompareStep(*trace, c.c, {nx, ny}, qx * qx + qy * qy, c.r, overlap);
        if (qx == 0 && qy == 0) // the "nearest point" is the centre, its dot under C's
            trace->steps.back().primitives.push_back(
                label(Role::Nearest, c.c, "N = C", Symbol::Nearest));
    }
    return {overlap};
}

Result pitfallNineRegionSignedDistance(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    if (trace)
        addVertices(*trace, c, {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}});
    return plainNineRegion(c, {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}}, true,
                           t, trace);
}

Result pitfallNineRegionYDownOrder(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    if (trace)
        addVertices(*trace, c, {r.min, Vec2{r.min.x, r.max.y}, r.max, Vec2{r.max.x, r.min.y}});
    // Screen top-left, bottom-left, bottom-right, top-right looks counter-clockwise with y
    // down; the same coordinates read with y up run up the left side first: clockwise.
    return plainNineRegion(c, {r.min, Vec2{r.min.x, r.max.y}, r.max, Vec2{r.max.x, r.min.y}}, false,
                           t, trace);
}

Result pitfallRotatedPlusTheta(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    // R(+θ) where R(-θ) belongs: the sin terms have the wrong sign.
    return clampInFrame(c, r, r.axis.x, -r.axis.y, t, trace);
}

Result pitfallRotatedDegreesAsRadians(const Circle& c, const RotatedRect& r, Touching t,
                                      Trace* trace) {
    return clampInFrame(c, r, std::cos(r.angleDeg), std::sin(r.angleDeg), t, trace);
}

Result pitfallRotatedNaiveTrig(const Circle& c, const RotatedRect& r, Touching t, Trace* trace) {
    const double rad = r.angleDeg * std::numbers::pi / 180.0;
    return clampInFrame(c, r, std::cos(rad), std::sin(rad), t, trace);
}

Result pitfallSatBoundingBoxes(const RotatedRect& a, const RotatedRect& b, Touching t,
                               Trace* trace) {
    const Rect p = boundingBox(a), q = boundingBox(b);
    const bool gaps[4] = {plainGap(p.max.x, q.min.x, t), plainGap(q.max.x, p.min.x, t),
                          plainGap(p.max.y, q.min.y, t), plainGap(q.max.y, p.min.y, t)};
    if (!trace)
        return {!(gaps[0] || gaps[1] || gaps[2] || gaps[3])};
    // The rects as they stand, and the boxes the test really compares.
    Step& s = trace->add("subjects");
    s.primitives = {
        ownedBy(polygon(Role::Subject, turnedCorners(a), Symbol::ShapeA), Owner::A),
        ownedBy(polygon(Role::Subject, turnedCorners(b), Symbol::ShapeB), Owner::B),
        ownedBy(rectPolygon(Role::Construction, p.min, p.max, Symbol::BoundingBox), Owner::A),
        ownedBy(rectPolygon(Role::Construction, q.min, q.max, Symbol::BoundingBox), Owner::B)};
    s.values = {{"angle1", a.angleDeg}, {"angle2", b.angleDeg}, {"left1", p.min.x},
                {"right1", p.max.x},    {"bottom1", p.min.y},   {"top1", p.max.y},
                {"left2", q.min.x},     {"right2", q.max.x},    {"bottom2", q.min.y},
                {"top2", q.max.y}};
    return detail::recordSeparationSteps(*trace, p, q, gaps);
}

Result pitfallSatOwnAxesOnly(const RotatedRect& a, const RotatedRect& b, Touching t, Trace* trace) {
    // SAT's numbers on a's u and v, compared in plain doubles; b's two axes are forgotten.
    const std::array<Vec2, 4> axes = satAxes(a, b);
    std::array<AxisNumbers, 2> k{};
    std::array<bool, 2> gaps{};
    for (int i = 0; i < 2; ++i) {
        k[i] = axisNumbers(a, b, axes[i]);
        const double sum = k[i].ra + k[i].rb;
        gaps[i] = t == Touching::Counts ? k[i].dist > sum : k[i].dist >= sum;
    }
    if (trace)
        recordSat(*trace, a, b, k, gaps);
    return {!(gaps[0] || gaps[1])};
}

} // namespace overlap
