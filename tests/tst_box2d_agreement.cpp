// Push apart agrees with Box2D's manifold, the rival that computes the same answer: on
// overlapping scenes away from ties, the normal and the deepest separation of
// b2CollideCircles, b2CollidePolygonAndCircle and b2CollidePolygons match respond()'s
// within Box2D's float precision; and the swept test's time of impact matches
// b2TimeOfImpact's. (Box2D's polygon skin is set to 0, so that it measures
// the shapes themselves; shapes are floats, so both read the same numbers.)

#include "bench/sweep_versus.h"
#include "core/response/response.h"
#include "core/sweep/sweep.h"

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_polygon_shape.h>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace tst_box2d_agreement {

using namespace overlap;

namespace {

// Box2D works in float: agreement means within a few float ulps of the scene's size.
constexpr double kTolerance = 2e-4;

struct Box2dAnswer {
    bool contact = false;
    Vec2 normal;       // from Box2D's A towards its B
    double separation; // the deepest of its points
};

Box2dAnswer answerOf(const b2Manifold& m, const b2Transform& xfA, float rA, const b2Transform& xfB,
                     float rB) {
    Box2dAnswer out;
    if (m.pointCount == 0)
        return out;
    b2WorldManifold w;
    w.Initialize(&m, xfA, rA, xfB, rB);
    out.contact = true;
    out.normal = {w.normal.x, w.normal.y};
    out.separation = *std::min_element(w.separations, w.separations + m.pointCount);
    return out;
}

b2PolygonShape boxOf(const RotatedRect& r) {
    b2PolygonShape s;
    s.SetAsBox(float(r.half.x), float(r.half.y), b2Vec2(float(r.c.x), float(r.c.y)),
               float(r.angleDeg * std::numbers::pi / 180.0));
    s.m_radius = 0; // no skin: the rect itself
    return s;
}

b2Transform identity() {
    b2Transform xf;
    xf.SetIdentity();
    return xf;
}

// Whole 64ths: exact in a float, so Box2D and Overlap read the same shape.
double grid(std::mt19937_64& rng, double lo, double hi) {
    return std::round(std::uniform_real_distribution<double>(lo, hi)(rng) * 64) / 64;
}

// The depths of a's ways out of b along each rect's two axes, both ways: a tie is two of
// them too close for float to choose as Overlap does.
bool nearTie(const RotatedRect& a, const RotatedRect& b) {
    std::vector<double> moves;
    for (const RotatedRect* r : {&a, &b})
        for (Vec2 n : {r->axis, Vec2{-r->axis.y, r->axis.x}}) {
            double minA = 1e300, maxA = -1e300, minB = 1e300, maxB = -1e300;
            for (const RotatedRect* s : {&a, &b})
                for (int sx : {-1, 1})
                    for (int sy : {-1, 1}) {
                        const Vec2 p = s->c + (sx * s->half.x) * s->axis +
                                       (sy * s->half.y) * Vec2{-s->axis.y, s->axis.x};
                        const double t = dot(p, n);
                        (s == &a ? minA : minB) = std::min(s == &a ? minA : minB, t);
                        (s == &a ? maxA : maxB) = std::max(s == &a ? maxA : maxB, t);
                    }
            moves.push_back(maxB - minA);
            moves.push_back(maxA - minB);
        }
    std::sort(moves.begin(), moves.end());
    return moves[1] - moves[0] < 0.05;
}

// What differs between Overlap's answer and Box2D's (its normal given in Overlap's sense,
// from b towards a), beyond Box2D's float precision; empty when they agree.
QString disagreement(const Response& r, Vec2 normal, double separation) {
    if (std::abs(r.normal.x - normal.x) < kTolerance &&
        std::abs(r.normal.y - normal.y) < kTolerance &&
        std::abs(r.separation - separation) < kTolerance)
        return {};
    return QStringLiteral("normal (%1, %2) vs Box2D's (%3, %4), separation %5 vs %6")
        .arg(r.normal.x)
        .arg(r.normal.y)
        .arg(normal.x)
        .arg(normal.y)
        .arg(r.separation)
        .arg(separation);
}

} // namespace

class TestBox2dAgreement : public QObject {
    Q_OBJECT
  private slots:
    void circles() {
        std::mt19937_64 rng(11);
        int compared = 0;
        for (int i = 0; i < 2000; ++i) {
            const Circle a{{grid(rng, -5, 5), grid(rng, -5, 5)}, grid(rng, 0.5, 4)};
            const Circle b{{grid(rng, -5, 5), grid(rng, -5, 5)}, grid(rng, 0.5, 4)};
            const Response r = respond(a, b).response;
            if (r.verdict != VerdictClass::Overlap ||
                std::hypot(a.c.x - b.c.x, a.c.y - b.c.y) < 0.05)
                continue; // Box2D gives no manifold apart; concentric has any normal
            b2CircleShape ca, cb;
            ca.m_p.SetZero(), cb.m_p.SetZero();
            ca.m_radius = float(a.r), cb.m_radius = float(b.r);
            b2Transform xa, xb;
            xa.Set(b2Vec2(float(a.c.x), float(a.c.y)), 0),
                xb.Set(b2Vec2(float(b.c.x), float(b.c.y)), 0);
            b2Manifold m;
            b2CollideCircles(&m, &ca, xa, &cb, xb);
            const Box2dAnswer box = answerOf(m, xa, ca.m_radius, xb, cb.m_radius);
            QVERIFY(box.contact);
            // Box2D's normal runs from A to B; the push's from b towards a.
            const QString why = disagreement(r, -box.normal, box.separation);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("scene %1: ").arg(i) + why));
            ++compared;
        }
        QVERIFY(compared > 500);
    }

    void circleAndTurnedRect() {
        std::mt19937_64 rng(12);
        int compared = 0;
        for (int i = 0; i < 4000; ++i) {
            const Circle c{{grid(rng, -6, 6), grid(rng, -6, 6)}, grid(rng, 0.5, 3)};
            const RotatedRect t =
                RotatedRect::make({grid(rng, -2, 2), grid(rng, -2, 2)},
                                  {grid(rng, 1, 4), grid(rng, 1, 4)}, grid(rng, 0, 90));
            const Response r = respond(c, t).response;
            if (r.verdict != VerdictClass::Overlap)
                continue;
            // Away from ties: a centre inside the rect about as far from two edges.
            const Vec2 d = c.c - t.c;
            const double u = std::abs(dot(d, t.axis)),
                         v = std::abs(dot(d, Vec2{-t.axis.y, t.axis.x}));
            if (u <= t.half.x && v <= t.half.y && std::abs((t.half.x - u) - (t.half.y - v)) < 0.05)
                continue;
            if (std::abs(std::abs(u) - t.half.x) < 0.02 || std::abs(std::abs(v) - t.half.y) < 0.02)
                continue; // the centre on an edge line: the feature is a float's choice
            const b2PolygonShape box = boxOf(t);
            b2CircleShape circle;
            circle.m_p.SetZero();
            circle.m_radius = float(c.r);
            b2Transform xc;
            xc.Set(b2Vec2(float(c.c.x), float(c.c.y)), 0);
            b2Manifold m;
            b2CollidePolygonAndCircle(&m, &box, identity(), &circle, xc);
            const Box2dAnswer got = answerOf(m, identity(), box.m_radius, xc, circle.m_radius);
            QVERIFY2(got.contact, qPrintable(QStringLiteral("scene %1").arg(i)));
            // The polygon is Box2D's A: its normal runs from the rect to the circle, as ours.
            const QString why = disagreement(r, got.normal, got.separation);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("scene %1: ").arg(i) + why));
            ++compared;
        }
        QVERIFY(compared > 500);
    }

    void turnedRects() {
        std::mt19937_64 rng(13);
        int compared = 0;
        for (int i = 0; i < 4000; ++i) {
            const RotatedRect a =
                RotatedRect::make({grid(rng, -3, 3), grid(rng, -3, 3)},
                                  {grid(rng, 1, 3), grid(rng, 1, 3)}, grid(rng, 0, 90));
            const RotatedRect b =
                RotatedRect::make({grid(rng, -3, 3), grid(rng, -3, 3)},
                                  {grid(rng, 1, 3), grid(rng, 1, 3)}, grid(rng, 0, 90));
            const Response r = respond(a, b).response;
            if (r.verdict != VerdictClass::Overlap || nearTie(a, b))
                continue;
            const b2PolygonShape pa = boxOf(a), pb = boxOf(b);
            b2Manifold m;
            b2CollidePolygons(&m, &pa, identity(), &pb, identity());
            const Box2dAnswer got = answerOf(m, identity(), 0, identity(), 0);
            QVERIFY2(got.contact, qPrintable(QStringLiteral("scene %1").arg(i)));
            const QString why = disagreement(r, -got.normal, got.separation);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("scene %1: ").arg(i) + why));
            ++compared;
        }
        QVERIFY(compared > 500);
    }

    // The swept circle-rect test against b2TimeOfImpact on the bench's sweeps: where ours
    // hits, crossing the rounded rect at an angle (not grazing it) and not at the start,
    // Box2D reports a touch at the same time, to within what its float numbers and its
    // target separation (a linear slop, with the polygon skin) move the circle: 0.03 along
    // the normal. Where ours misses by more than 0.05, Box2D does not touch.
    void timeOfImpact() {
        int compared = 0, missed = 0;
        for (const bench::SweepCase& c : bench::sweepCases(4096)) {
            const Sweep s = sweepCircleRect(c.a, c.motion, c.b);
            const std::optional<double> theirs = bench::box2dTimeOfImpact(c);
            const double speed = std::hypot(c.motion.x, c.motion.y);
            if (s.verdict == SweepClass::Miss) {
                // The closest approach, sampled finely: a clear miss stays one for Box2D.
                double least = 1e300;
                for (int k = 0; k <= 4000; ++k) {
                    const double t = k / 4000.0;
                    const double x = c.a.c.x + t * c.motion.x, y = c.a.c.y + t * c.motion.y;
                    const double dx = std::max({c.b.min.x - x, 0.0, x - c.b.max.x});
                    const double dy = std::max({c.b.min.y - y, 0.0, y - c.b.max.y});
                    least = std::min(least, std::hypot(dx, dy));
                }
                if (least > c.a.r + 0.05) {
                    QVERIFY(!theirs);
                    ++missed;
                }
                continue;
            }
            if (s.verdict != SweepClass::Hit || *s.toi <= 0 || speed < 1)
                continue;
            // The normal where they touch: from the rect's nearest point to the centre.
            const double x = c.a.c.x + *s.toi * c.motion.x, y = c.a.c.y + *s.toi * c.motion.y;
            const double nx = x - std::clamp(x, c.b.min.x, c.b.max.x);
            const double ny = y - std::clamp(y, c.b.min.y, c.b.max.y);
            const double cosine =
                std::abs(nx * c.motion.x + ny * c.motion.y) / (std::hypot(nx, ny) * speed);
            if (!(cosine > 0.2))
                continue;
            QVERIFY(theirs);
            const double alongNormal = std::abs(*theirs - *s.toi) * speed * cosine;
            QVERIFY2(alongNormal <= 0.03,
                     qPrintable(
                         QStringLiteral("%1 vs %2: %3").arg(*s.toi).arg(*theirs).arg(alongNormal)));
            ++compared;
        }
        QVERIFY(compared > 150 && missed > 2000);
    }
};

} // namespace tst_box2d_agreement

#define OVERLAP_SUBJECT tst_box2d_agreement
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_box2d_agreement::TestBox2dAgreement)
#include "tst_box2d_agreement.moc"
