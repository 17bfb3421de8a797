#include "core/methods/sat_picture.h"

#include "core/exact/predicates.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace overlap {

using exact::kEps;

std::array<Vec2, 4> satAxes(const RotatedRect& a, const RotatedRect& b) {
    return {a.axis, Vec2{-a.axis.y, a.axis.x}, b.axis, Vec2{-b.axis.y, b.axis.x}};
}

AxisNumbers axisNumbers(const RotatedRect& a, const RotatedRect& b, Vec2 n) {
    const double dx = b.c.x - a.c.x, dy = b.c.y - a.c.y;
    const auto shadow = [n](const RotatedRect& r, double& magnitude) {
        const double ux = r.axis.x * n.x, uy = r.axis.y * n.y;  // u·n
        const double vx = -r.axis.y * n.x, vy = r.axis.x * n.y; // v·n
        magnitude =
            r.half.x * (std::abs(ux) + std::abs(uy)) + r.half.y * (std::abs(vx) + std::abs(vy));
        return r.half.x * std::abs(ux + uy) + r.half.y * std::abs(vx + vy);
    };
    double ma = 0, mb = 0;
    const double ra = shadow(a, ma), rb = shadow(b, mb);
    const double dist = std::abs(dx * n.x + dy * n.y);
    // The centres' remainders shift d by at most their size; |n| <= 1 + 2^-50.
    const double shift =
        2 * (std::abs(a.cLo.x) + std::abs(a.cLo.y) + std::abs(b.cLo.x) + std::abs(b.cLo.y));
    const double bound = 4 * kEps * (std::abs(dx * n.x) + std::abs(dy * n.y)) +
                         6 * kEps * (ma + mb) + 2 * kEps * (dist + ra + rb) + shift + exact::kTiny;
    return {dist, ra, rb, bound};
}

std::vector<Vec2> turnedCorners(const RotatedRect& r) {
    const Vec2 u = r.axis, v{-u.y, u.x};
    std::vector<Vec2> out;
    for (auto [sx, sy] : {std::pair{-1.0, -1.0}, {1.0, -1.0}, {1.0, 1.0}, {-1.0, 1.0}})
        out.push_back(r.c + (sx * r.half.x) * u + (sy * r.half.y) * v);
    return out;
}

namespace {

Vec2 unit(Vec2 v) {
    const double len = std::hypot(v.x, v.y);
    return len > 0 ? Vec2{v.x / len, v.y / len} : v;
}

// How far apart the two shadows' lines are drawn: a fixed share of the rects' size, the
// same on every axis, so they sit clear of each other at any zoom.
double shadowOffset(const RotatedRect& a, const RotatedRect& b) {
    return 0.2 * (std::max(a.half.x, a.half.y) + std::max(b.half.x, b.half.y));
}

// How far a rect reaches across direction m from its centre.
double reachAcross(const RotatedRect& r, Vec2 m) {
    const Vec2 u = r.axis, v{-u.y, u.x};
    return r.half.x * std::abs(u.x * m.x + u.y * m.y) + r.half.y * std::abs(v.x * m.x + v.y * m.y);
}

// One axis step: the axis through a's centre, pointed from a towards b; a's shadow
// [minA, maxA] = [-ra, ra] and b's [minB, maxB] = [dist - rb, dist + rb], measured along
// it from a's centre, each on its own line beside both rects (on a's far side, clear of
// both), ends named with their numbers; between the two lines the gap or the overlap with
// its length. The axis that separates is an arrow from a to b, and the line that fits between
// the rects is drawn across it.
void addAxis(Step& st, const RotatedRect& a, const RotatedRect& b, Vec2 n, const AxisNumbers& k,
             bool gap, double offset, int index) {
    const Vec2 d = b.c - a.c;
    const Vec2 t = (d.x * n.x + d.y * n.y) >= 0 ? n : Vec2{-n.x, -n.y};
    const Vec2 m{-t.y, t.x};
    const double dm = d.x * m.x + d.y * m.y;
    const double away = dm >= 0 ? -1.0 : 1.0; // across, away from b
    const double far = std::max(reachAcross(a, m), reachAcross(b, m) - std::abs(dm));
    const double minA = -k.ra, maxA = k.ra, minB = k.dist - k.rb, maxB = k.dist + k.rb;
    // `lane` counts offsets out from the farther rect's edge.
    const auto at = [&](double along, double lane) {
        return a.c + along * t + (away * (far + lane * offset)) * m;
    };
    // A shadow is cast: each end drops square to the axis from the corner that reaches
    // furthest along it, so the dots read as that corner's projection.
    const auto shadow = [&](const RotatedRect& r, double lo, double hi, double lane, Symbol loName,
                            const char* loValue, Symbol hiName, const char* hiValue, Owner owner) {
        const std::vector<Vec2> corners = turnedCorners(r);
        const auto along = [&](Vec2 c) { return (c.x - a.c.x) * t.x + (c.y - a.c.y) * t.y; };
        // Where two corners reach as far (a side square to the axis), the one nearer the
        // shadow's line drops: the other's drop would run along the rect's own side.
        const auto toLane = [&](Vec2 c) {
            return away * ((c.x - a.c.x) * m.x + (c.y - a.c.y) * m.y);
        };
        const double slack = 1e-9 * (r.half.x + r.half.y);
        const auto before = [&](Vec2 p, Vec2 q) {
            const double dp = along(p), dq = along(q);
            return std::abs(dp - dq) > slack ? dp < dq : toLane(p) > toLane(q);
        };
        const auto after = [&](Vec2 p, Vec2 q) {
            const double dp = along(p), dq = along(q);
            return std::abs(dp - dq) > slack ? dp < dq : toLane(p) < toLane(q);
        };
        const auto low = std::min_element(corners.begin(), corners.end(), before);
        const auto high = std::max_element(corners.begin(), corners.end(), after);
        return std::vector<Primitive>{
            ownedBy(segment(Role::Construction, *low, at(lo, lane)), owner),
            ownedBy(segment(Role::Construction, *high, at(hi, lane)), owner),
            ownedBy(segment(Role::Shadow, at(lo, lane), at(hi, lane)), owner),
            ownedBy(withValue(point(Role::Shadow, at(lo, lane), loName), loValue), owner),
            ownedBy(withValue(point(Role::Shadow, at(hi, lane), hiName), hiValue), owner)};
    };
    st.primitives = {
        withIndex(line(Role::Construction, a.c, t, gap ? Symbol::None : Symbol::Axis), index),
        point(Role::Construction, a.c, Symbol::AxisZero)};
    // Its direction, from a towards b, is what makes "minB > maxA" the test: an arrowhead
    // says so (the separating axis is an arrow of its own).
    if (gap)
        st.primitives.push_back(withIndex(
            arrow(Role::Separating, a.c + minA * t, a.c + maxB * t, Symbol::Axis), index));
    else
        st.primitives.push_back(arrow(Role::Construction, a.c, a.c + maxB * t));
    for (Primitive& p :
         shadow(a, minA, maxA, 1, Symbol::ShadowMinA, "minA", Symbol::ShadowMaxA, "maxA", Owner::A))
        st.primitives.push_back(std::move(p));
    for (Primitive& p :
         shadow(b, minB, maxB, 2, Symbol::ShadowMinB, "minB", Symbol::ShadowMaxB, "maxB", Owner::B))
        st.primitives.push_back(std::move(p));
    // Each shadow's ends drop square from their corners onto its line, one after the other
    // (a's two, then b's), and each shadow is cast as its second end lands.
    st.motion.kind = MotionKind::Drop;
    st.motion.oneByOne = true;
    st.motion.beats = 2;
    st.values = {{"dist", k.dist},
                 {"ra", k.ra},
                 {"rb", k.rb},
                 {"sum", k.ra + k.rb},
                 {"gap", gap ? 1.0 : 0.0},
                 {"minA", minA},
                 {"maxA", maxA},
                 {"minB", minB},
                 {"maxB", maxB}};
    if (gap) {
        st.values.push_back({"gapLength", minB - maxA});
        // Across both lanes: the gap reads as the room between the two shadows' ends.
        st.primitives.push_back(withValue(
            polygon(Role::Gap, {at(maxA, 1), at(minB, 1), at(minB, 2), at(maxA, 2)}, Symbol::Gap),
            "gapLength"));
        // The line that fits between the rects: across the axis, through the gap's middle.
        // Only the axis that ends the test has one.
        st.primitives.push_back(line(Role::Separating, a.c + ((maxA + minB) / 2) * t, m));
    } else {
        const double lo = std::max(minA, minB), hi = std::min(maxA, maxB);
        st.values.push_back({"overlapLength", hi - lo});
        // Where one shadow holds the other, the shared part is all of the inner one.
        const bool bInside = minA <= minB && maxB <= maxA;
        st.values.push_back({"bInside", bInside ? 1.0 : 0.0});
        st.values.push_back({"aInside", !bInside && minB <= minA && maxA <= maxB ? 1.0 : 0.0});
        // Shaded across both lanes, so the part the shadows share is seen on each.
        st.primitives.push_back(
            withValue(polygon(Role::Overlap, {at(lo, 1), at(hi, 1), at(hi, 2), at(lo, 2)},
                              Symbol::ShadowOverlap),
                      "overlapLength"));
    }
}

} // namespace

void recordSat(Trace& tr, const RotatedRect& a, const RotatedRect& b,
               std::span<const AxisNumbers> k, std::span<const bool> gaps) {
    static constexpr const char* kIds[4] = {"axis.1", "axis.2", "axis.3", "axis.4"};
    Step& s = tr.add("subjects");
    s.primitives = {ownedBy(polygon(Role::Subject, turnedCorners(a), Symbol::ShapeA), Owner::A),
                    ownedBy(polygon(Role::Subject, turnedCorners(b), Symbol::ShapeB), Owner::B)};
    s.values = {{"angle1", a.angleDeg}, {"angle2", b.angleDeg}};
    // Each turn as a marked angle θa, θb at its rect's centre: from the world's x (a short
    // ray) to the rect's own x (a ray along its edge), with the centre dotted.
    for (const auto& [rect, owner, value] :
         {std::tuple{&a, Owner::A, "angle1"}, std::tuple{&b, Owner::B, "angle2"}}) {
        if (rect->angleDeg == 0)
            continue;
        const double reach = 0.75 * std::max(rect->half.x, rect->half.y);
        s.primitives.push_back(ownedBy(point(Role::Construction, rect->c), owner));
        s.primitives.push_back(
            ownedBy(segment(Role::Construction, rect->c, rect->c + Vec2{1.3 * reach, 0}), owner));
        s.primitives.push_back(ownedBy(
            segment(Role::Construction, rect->c, rect->c + (1.3 * reach) * rect->axis), owner));
        s.primitives.push_back(ownedBy(
            withValue(arc(Role::Construction, rect->c, reach, 0, rect->angleDeg, Symbol::AngleOf),
                      value),
            owner));
    }
    s.focus = {Symbol::AngleOf};
    const std::array<Vec2, 4> axes = satAxes(a, b);
    const double offset = shadowOffset(a, b);
    double deepest = -1e300;
    std::size_t deepestStep = 0;
    for (std::size_t i = 0; i < k.size() && i < axes.size(); ++i) {
        const Vec2 n = unit(axes[i]);
        Step& st = tr.add(kIds[i]);
        addAxis(st, a, b, n, k[i], gaps[i], offset, int(i) + 1);
        // Each axis is read on its own: earlier axes keep their names, not their shadows'.
        st.context = {Symbol::Axis, Symbol::AxisZero};
        st.fresh = true;
        if (k[i].dist - (k[i].ra + k[i].rb) > deepest) {
            deepest = k[i].dist - (k[i].ra + k[i].rb);
            deepestStep = tr.steps.size() - 1;
        }
        if (gaps[i]) {
            st.decides = true;
            st.verdict = false;
            return;
        }
    }
    Step& r = tr.add("result");
    // The axis closest to a gap is drawn again, alone at full strength; the others recede.
    r.primitives = tr.steps[deepestStep].primitives;
    r.values = tr.steps[deepestStep].values;
    r.context = {Symbol::Axis, Symbol::AxisZero};
    r.fresh = true;
    r.decides = true;
    r.verdict = true;
}

} // namespace overlap
