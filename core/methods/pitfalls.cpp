#include "core/methods/pitfalls.h"

#include "core/methods/frame_steps.h"

#include <array>
#include <cmath>
#include <numbers>

namespace overlap {

namespace {

// The tutorials' final comparison, in plain doubles.
bool plainWithin(double lengthSq, double r, Touching t) {
    return t == Touching::Counts ? lengthSq <= r * r : lengthSq < r * r;
}

void addSubjects(Trace& tr, const Circle& c, const Rect& r) {
    Step& s = tr.add("subjects");
    s.primitives = {circle(Role::Subject, c.c, c.r, "circle"),
                    rectPolygon(Role::Subject, r.min, r.max, "rect"),
                    point(Role::Subject, c.c, "C")};
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
            polygon(Role::Subject, {r.c - ex - ey, r.c + ex - ey, r.c + ex + ey, r.c - ex + ey},
                    "rect"),
            circle(Role::Subject, c.c, c.r, "circle"), circle(Role::Ghost, r.c + p, c.r, "C'"),
            rectPolygon(Role::Construction, r.c - r.half, r.c + r.half, "unturned")};
        s.values = {{"cos", co}, {"sin", si}, {"lx", p.x}, {"ly", p.y}};
        addClampSteps(*trace, Frame{r.c}, p, -1 * r.half, r.half, n);
        addCompareStep(*trace, qx * qx + qy * qy, c.r, overlap);
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
            Step& s = trace->add("edge." + std::to_string(i));
            s.primitives = {line(Role::Region, P, Q - P)};
            s.values = {{"cross", cr[i]}, {"outside", out[i] ? 1.0 : 0.0}};
        }
    }
    bool overlap = false;
    double d = 0;
    if (outsideCount == 0) {
        overlap = true;
    } else if (outsideCount == 1) {
        const Vec2 P = V[firstOutside], Q = V[(firstOutside + 1) % 4];
        const double len = std::hypot(Q.x - P.x, Q.y - P.y);
        d = signedDistance ? cr[firstOutside] / len : std::abs(cr[firstOutside]) / len;
        overlap = t == Touching::Counts ? d <= c.r : d < c.r;
    } else if (outsideCount == 2) {
        const int k = out[0] && out[1] ? 1 : out[1] && out[2] ? 2 : out[2] && out[3] ? 3 : 0;
        const double qx = O.x - V[k].x, qy = O.y - V[k].y;
        d = std::hypot(qx, qy);
        overlap = plainWithin(qx * qx + qy * qy, c.r, t);
    } // three or four "outside" edges match no branch of the tutorial's code: apart
    if (trace) {
        Step& s = trace->add("compare");
        s.values = {{"outside", double(outsideCount)}, {"d", d}, {"r", c.r}};
        s.decides = true;
        s.verdict = overlap;
    }
    return {overlap};
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
        addCompareStep(*trace, qx * qx + qy * qy, c.r, overlap);
    }
    return {overlap};
}

Result pitfallNineRegionSignedDistance(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    if (trace)
        addSubjects(*trace, c, r);
    return plainNineRegion(c, {r.min, Vec2{r.max.x, r.min.y}, r.max, Vec2{r.min.x, r.max.y}}, true,
                           t, trace);
}

Result pitfallNineRegionYDownOrder(const Circle& c, const Rect& r, Touching t, Trace* trace) {
    if (trace)
        addSubjects(*trace, c, r);
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

} // namespace overlap
