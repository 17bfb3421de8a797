#include "bench/box2d_bench.h"

#include "bench/bench_cases.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"
#include "core/methods/rect_rect.h"

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_math.h>
#include <box2d/b2_polygon_shape.h>

#include <numbers>
#include <vector>

namespace overlap::bench {

namespace {

// The shapes as a game using Box2D keeps them: a circle at its body's origin placed by the
// body's transform, a box made by SetAsBox with its centre and angle (the body's transform
// the identity). Only the manifold function is timed.
struct CirclePair {
    b2CircleShape a, b;
    b2Transform xfA, xfB;
};
struct PolygonCircle {
    b2PolygonShape box;
    b2CircleShape circle;
    b2Transform xfCircle;
};
struct PolygonPair {
    b2PolygonShape a, b;
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

b2PolygonShape box(Vec2 centre, Vec2 half, double angleDeg) {
    b2PolygonShape s;
    s.SetAsBox(float(half.x), float(half.y), toB2(centre),
               float(angleDeg * std::numbers::pi / 180.0));
    return s;
}

b2PolygonShape box(const Rect& r) {
    return box({(r.min.x + r.max.x) / 2, (r.min.y + r.max.y) / 2},
               {(r.max.x - r.min.x) / 2, (r.max.y - r.min.y) / 2}, 0.0);
}

b2PolygonShape box(const RotatedRect& r) {
    return box(r.c, r.half, r.angleDeg);
}

const b2Transform& identity() {
    static const b2Transform xf = [] {
        b2Transform t;
        t.SetIdentity();
        return t;
    }();
    return xf;
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
bool collides(const PolygonPair& k) {
    b2Manifold m;
    b2CollidePolygons(&m, &k.a, identity(), &k.b, identity());
    return m.pointCount > 0;
}

// The manifold made world points, normal and separations: what the solver pushes by.
std::uint64_t pushed(const b2Manifold& m, const b2Transform& xfA, float rA, const b2Transform& xfB,
                     float rB) {
    if (m.pointCount == 0)
        return 0;
    b2WorldManifold w;
    w.Initialize(&m, xfA, rA, xfB, rB);
    return (w.separations[0] < 0) + (w.normal.x > 0) + (w.points[0].y > 0);
}
std::uint64_t response(const CirclePair& k) {
    b2Manifold m;
    b2CollideCircles(&m, &k.a, k.xfA, &k.b, k.xfB);
    return pushed(m, k.xfA, k.a.m_radius, k.xfB, k.b.m_radius);
}
std::uint64_t response(const PolygonCircle& k) {
    b2Manifold m;
    b2CollidePolygonAndCircle(&m, &k.box, identity(), &k.circle, k.xfCircle);
    return pushed(m, identity(), k.box.m_radius, k.xfCircle, k.circle.m_radius);
}
std::uint64_t response(const PolygonPair& k) {
    b2Manifold m;
    b2CollidePolygons(&m, &k.a, identity(), &k.b, identity());
    return pushed(m, identity(), k.a.m_radius, identity(), k.b.m_radius);
}

template <class K> std::uint64_t responseOver(const std::vector<K>& cases) {
    std::uint64_t sink = 0;
    for (const K& k : cases)
        sink += response(k);
    return sink;
}

template <class K> std::uint64_t passOver(const std::vector<K>& cases) {
    std::uint64_t overlaps = 0;
    for (const K& k : cases)
        overlaps += collides(k);
    return overlaps;
}

// The share of cases where Box2D's yes/no is the exact verdict.
template <class B2, class Ours, class Exact>
double agreementOf(const std::vector<B2>& b2, const std::vector<Ours>& ours, Exact exact) {
    std::size_t same = 0;
    for (std::size_t i = 0; i < b2.size(); ++i)
        same += collides(b2[i]) == exact(ours[i].a, ours[i].b, kPolicy, nullptr).overlap;
    return b2.empty() ? 0.0 : double(same) / double(b2.size());
}

} // namespace

struct Box2dCases::Sets {
    const CaseSets& ours;
    std::vector<CirclePair> circles;
    std::vector<PolygonCircle> boxes, turned;
    std::vector<PolygonPair> rects, turnedRects;
};

Box2dCases::Box2dCases(const CaseSets& sets) : sets_(new Sets{sets, {}, {}, {}, {}, {}}) {
    Sets& s = *sets_;
    for (const auto& k : sets.circleCircle)
        s.circles.push_back({circleShape(k.a.r), circleShape(k.b.r), at(k.a.c), at(k.b.c)});
    for (const auto& k : sets.circleRect)
        s.boxes.push_back({box(k.b), circleShape(k.a.r), at(k.a.c)});
    for (const auto& k : sets.circleRotated)
        s.turned.push_back({box(k.b), circleShape(k.a.r), at(k.a.c)});
    for (const auto& k : sets.rectRect)
        s.rects.push_back({box(k.a), box(k.b)});
    for (const auto& k : sets.rotatedRects)
        s.turnedRects.push_back({box(k.a), box(k.b)});
}

Box2dCases::~Box2dCases() = default;

// f's own set, handed to `use`: the one place that says which set each function takes.
template <class Use> auto onSetOf(const Box2dCases::Sets& s, Box2dFn f, Use use) {
    switch (f) {
    case Box2dFn::Circles:
        return use(s.circles);
    case Box2dFn::PolygonAndCircle:
        return use(s.boxes);
    case Box2dFn::PolygonAndCircleTurn:
        return use(s.turned);
    case Box2dFn::Polygons:
        return use(s.rects);
    case Box2dFn::PolygonsTurned:
        break;
    }
    return use(s.turnedRects);
}

std::size_t Box2dCases::size(Box2dFn f) const {
    return onSetOf(*sets_, f, [](const auto& cases) { return cases.size(); });
}

std::uint64_t Box2dCases::pass(Box2dFn f) const {
    return onSetOf(*sets_, f, [](const auto& cases) { return passOver(cases); });
}

std::uint64_t Box2dCases::responsePass(Box2dFn f) const {
    return onSetOf(*sets_, f, [](const auto& cases) { return responseOver(cases); });
}

double Box2dCases::agreement(Box2dFn f) const {
    const Sets& s = *sets_;
    switch (f) {
    case Box2dFn::Circles:
        return agreementOf(s.circles, s.ours.circleCircle, circleCircleSquared);
    case Box2dFn::PolygonAndCircle:
        return agreementOf(s.boxes, s.ours.circleRect, circleRectClamp);
    case Box2dFn::PolygonAndCircleTurn:
        return agreementOf(s.turned, s.ours.circleRotated, circleRotatedClamp);
    case Box2dFn::Polygons:
        return agreementOf(s.rects, s.ours.rectRect, rectRectSeparation);
    case Box2dFn::PolygonsTurned:
        return agreementOf(s.turnedRects, s.ours.rotatedRects, rectRectSat);
    }
    return 0.0;
}

Box2dFn box2dFnFor(Pair p) {
    switch (p) {
    case Pair::CircleCircle:
        return Box2dFn::Circles;
    case Pair::CircleRect:
        return Box2dFn::PolygonAndCircle;
    case Pair::CircleRotatedRect:
        return Box2dFn::PolygonAndCircleTurn;
    case Pair::RectRect:
        return Box2dFn::Polygons;
    case Pair::RotatedRects:
        break;
    }
    return Box2dFn::PolygonsTurned;
}

std::string_view box2dFnName(Box2dFn f) {
    switch (f) {
    case Box2dFn::Circles:
        return "b2CollideCircles";
    case Box2dFn::PolygonAndCircle:
        return "b2CollidePolygonAndCircle";
    case Box2dFn::PolygonAndCircleTurn:
        return "b2CollidePolygonAndCircle.rotated";
    case Box2dFn::Polygons:
        return "b2CollidePolygons";
    case Box2dFn::PolygonsTurned:
        break;
    }
    return "b2CollidePolygons.rotated";
}

std::string_view box2dVersion() {
    // The package's version: 2.4.1 still says 2.4.0 in b2_version.
    return OVERLAP_BOX2D_VERSION;
}

} // namespace overlap::bench
