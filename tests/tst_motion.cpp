// The motion between two steps: a fraction of 0 or 1 is a step's own picture, a turn keeps
// every distance on the way, a reflection crosses its mirror.
#include "core/algorithms.h"
#include "core/motion/motion.h"

#include <QtTest>

#include <cmath>

using namespace overlap;

namespace {

Motion turnAboutOrigin(double deg) {
    Motion m;
    m.kind = MotionKind::Turn;
    m.angleDeg = deg;
    return m;
}

double distance(Vec2 a, Vec2 b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

Trace twoSteps() {
    Trace t;
    t.add("before").primitives = {point(Role::Construction, {1, 0}, Symbol::Centre)};
    t.add("after").primitives = {point(Role::Ghost, {0, 1}, Symbol::TurnedCentre),
                                 circle(Role::Ghost, {0, 1}, 0.5),
                                 segment(Role::Ghost, {0, 1}, {0, 3})};
    return t;
}

} // namespace

class TestMotion : public QObject {
    Q_OBJECT
  private slots:
    // The ends of a transition are the neighbouring steps, unchanged.
    void theEndsAreTheSteps() {
        const Trace t = twoSteps();
        const Motion turn = turnAboutOrigin(90);
        const MotionFrame start = frameAt(t, 0, 0.0, turn), end = frameAt(t, 0, 1.0, turn);
        QCOMPARE(start.current, 0);
        QCOMPARE(end.current, 1);
        for (const MotionFrame* f : {&start, &end})
            for (std::size_t s = 0; s < t.steps.size(); ++s) {
                const auto& a = f->trace.steps[s].primitives;
                const auto& b = t.steps[s].primitives;
                QCOMPARE(a.size(), b.size());
                for (std::size_t i = 0; i < a.size(); ++i)
                    QVERIFY(a[i].points == b[i].points);
            }
    }

    // At t = 0 the arriving point stands where it came from; a turn keeps every distance
    // between the arriving elements' points and to the centre, at every fraction.
    void aTurnKeepsDistances() {
        const Trace t = twoSteps();
        const Motion turn = turnAboutOrigin(90);
        const Vec2 from = inMotion(turn, {0, 1}, 0.0);
        QVERIFY(distance(from, {1, 0}) < 1e-15);
        for (double f : {0.1, 0.25, 0.5, 0.75, 0.9}) {
            const MotionFrame mid = frameAt(t, 0, f, turn);
            QCOMPARE(mid.current, 1);
            const auto& p = mid.trace.steps[1].primitives;
            QCOMPARE(p.size(), std::size_t(3));
            QVERIFY(std::abs(distance(p[0].points[0], {0, 0}) - 1) < 1e-12);
            QVERIFY(std::abs(distance(p[2].points[0], p[2].points[1]) - 2) < 1e-12);
            QCOMPARE(p[1].radius, 0.5);
            // Part of the way round: between where it came from and where it arrives.
            const double angle = std::atan2(p[0].points[0].y, p[0].points[0].x) * 180 / M_PI;
            QVERIFY(std::abs(angle - 90 * f) < 1e-9);
        }
    }

    // A reflection brings a point across the mirror along its perpendicular.
    void aReflectionCrossesItsMirror() {
        Motion fold;
        fold.kind = MotionKind::Reflect;
        fold.direction = {0, 1}; // the y axis
        const Vec2 arrived{3, 2};
        QVERIFY(distance(inMotion(fold, arrived, 0.0), {-3, 2}) < 1e-15);
        QVERIFY(distance(inMotion(fold, arrived, 0.5), {0, 2}) < 1e-15);
        QVERIFY(distance(inMotion(fold, arrived, 1.0), arrived) < 1e-15);
    }

    // Only what the motion names moves; the rest of the step waits for the end.
    void onlyTheNamedMove() {
        const Trace t = twoSteps();
        Motion turn = turnAboutOrigin(90);
        turn.moving = {Symbol::TurnedCentre};
        const MotionFrame mid = frameAt(t, 0, 0.5, turn);
        QCOMPARE(mid.trace.steps[1].primitives.size(), std::size_t(1));
        QCOMPARE(mid.trace.steps[1].primitives[0].symbol, Symbol::TurnedCentre);
    }
};

QTEST_MAIN(TestMotion)
#include "tst_motion.moc"
