#include "bench/box2d_bench.h"

#include "bench/bench_cases.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_math.h>
#include <box2d/b2_polygon_shape.h>

#include <numbers>
#include <vector>

namespace overlap::bench {

namespace {

// The shapes as a game using Box2D keeps them, built once outside the timed loop: a circle
// at its body's origin placed by the body's transform, a box made by SetAsBox with its
// centre and angle. Only the manifold function is timed.
struct CirclePair {
    b2CircleShape a, b;
    b2Transform xfA, xfB;
};
struct PolygonCircle {
    b2PolygonShape box;
    b2CircleShape circle;
    b2Transform xfCircle;
};

b2Vec2 toB2(Vec2 v) {
    return {float(v.x), float(v.y)};
}

b2CircleShape circleShape(double r) {
    b2CircleShape s;
    s.m_p.SetZero();
    s.m_radius = float(r);
    return s;
}

b2Transform at(Vec2 c) {
    b2Transform xf;
    xf.Set(toB2(c), 0.0f);
    return xf;
}

PolygonCircle polygonCircle(const Circle& c, Vec2 centre, Vec2 half, double angleDeg) {
    PolygonCircle k;
    k.box.SetAsBox(float(half.x), float(half.y), toB2(centre),
                   float(angleDeg * std::numbers::pi / 180.0));
    k.circle = circleShape(c.r);
    k.xfCircle = at(c.c);
    return k;
}

const b2Transform& identity() {
    static const b2Transform xf = [] {
        b2Transform t;
        t.SetIdentity();
        return t;
    }();
    return xf;
}

std::uint64_t circlesPass(const std::vector<CirclePair>& cases) {
    std::uint64_t overlaps = 0;
    b2Manifold m;
    for (const CirclePair& k : cases) {
        b2CollideCircles(&m, &k.a, k.xfA, &k.b, k.xfB);
        overlaps += m.pointCount > 0;
    }
    return overlaps;
}

std::uint64_t polygonPass(const std::vector<PolygonCircle>& cases) {
    std::uint64_t overlaps = 0;
    b2Manifold m;
    const b2Transform& xfBox = identity();
    for (const PolygonCircle& k : cases) {
        b2CollidePolygonAndCircle(&m, &k.box, xfBox, &k.circle, k.xfCircle);
        overlaps += m.pointCount > 0;
    }
    return overlaps;
}

bool collides(const CirclePair& k) {
    b2Manifold m;
    b2CollideCircles(&m, &k.a, k.xfA, &k.b, k.xfB);
    return m.pointCount > 0;
}

bool collides(const PolygonCircle& k) {
    b2Manifold m;
    b2CollidePolygonAndCircle(&m, &k.box, identity(), &k.circle, k.xfCircle);
    return m.pointCount > 0;
}

// The share of cases where Box2D's yes/no is the exact verdict.
template <class B2, class Ours, class Exact>
double agreement(const std::vector<B2>& b2, const std::vector<Ours>& ours, Exact exact) {
    std::size_t same = 0;
    for (std::size_t i = 0; i < b2.size(); ++i)
        same += collides(b2[i]) == exact(ours[i].a, ours[i].b, kPolicy, nullptr).overlap;
    return b2.empty() ? 0.0 : double(same) / double(b2.size());
}

} // namespace

Box2dFigures timeBox2d(std::chrono::nanoseconds budget, int runs) {
    const CaseSets& sets = caseSets();

    std::vector<CirclePair> circles;
    circles.reserve(sets.circleCircle.size());
    for (const auto& k : sets.circleCircle)
        circles.push_back({circleShape(k.a.r), circleShape(k.b.r), at(k.a.c), at(k.b.c)});

    std::vector<PolygonCircle> boxes;
    boxes.reserve(sets.circleRect.size());
    for (const auto& k : sets.circleRect) {
        const Vec2 centre{(k.b.min.x + k.b.max.x) / 2, (k.b.min.y + k.b.max.y) / 2};
        const Vec2 half{(k.b.max.x - k.b.min.x) / 2, (k.b.max.y - k.b.min.y) / 2};
        boxes.push_back(polygonCircle(k.a, centre, half, 0.0));
    }

    std::vector<PolygonCircle> turned;
    turned.reserve(sets.circleRotated.size());
    for (const auto& k : sets.circleRotated)
        turned.push_back(polygonCircle(k.a, k.b.c, k.b.half, k.b.angleDeg));

    Box2dFigures out;
    // The package's version: 2.4.1 still says 2.4.0 in b2_version.
    out.version = OVERLAP_BOX2D_VERSION;
    out.circles.nsPerTest =
        timePasses([&] { return circlesPass(circles); }, circles.size(), budget, runs).nsPerTest;
    out.polygon.nsPerTest =
        timePasses([&] { return polygonPass(boxes); }, boxes.size(), budget, runs).nsPerTest;
    out.rotated.nsPerTest =
        timePasses([&] { return polygonPass(turned); }, turned.size(), budget, runs).nsPerTest;
    out.circles.agreement = agreement(circles, sets.circleCircle, circleCircleSquared);
    out.polygon.agreement = agreement(boxes, sets.circleRect, circleRectClamp);
    out.rotated.agreement = agreement(turned, sets.circleRotated, circleRotatedClamp);
    return out;
}

} // namespace overlap::bench
