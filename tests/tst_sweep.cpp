// The sweeps (core/sweep): a shape moving over one frame against one standing still. The
// class (hit, touch, miss) exactly: on grazes built to be exact (a nudge of 2^-40 changes
// it), on tunnelling, starting inside and zero motion, and against a quad-precision
// reference away from grazes; the time of impact within kToiErrorBound of the reference.
#include "core/algorithms.h"
#include "core/sweep/sweep.h"
#include "core/verdict_class.h"

#include <QtTest>

#include <quadmath.h>

#include <random>

namespace tst_sweep {

using namespace overlap;

using Q = __float128;

namespace {

Rect rect(double x0, double y0, double x1, double y1) {
    return Rect{{x0, y0}, {x1, y1}};
}

// The squared distance from the circle's centre at t to the rect, in quad precision.
Q distanceSq(const Circle& a, Vec2 m, const Rect& b, Q t) {
    const Q x = Q(a.c.x) + t * Q(m.x), y = Q(a.c.y) + t * Q(m.y);
    Q dx = 0, dy = 0;
    if (x < Q(b.min.x))
        dx = Q(b.min.x) - x;
    else if (x > Q(b.max.x))
        dx = x - Q(b.max.x);
    if (y < Q(b.min.y))
        dy = Q(b.min.y) - y;
    else if (y > Q(b.max.y))
        dy = y - Q(b.max.y);
    return dx * dx + dy * dy;
}

struct Reference {
    Q leastMinusRR; // the least squared distance over the frame, minus r²
    std::optional<double> toi;
};

// From the convex squared distance alone: its least value by ternary search, then the first
// time it reaches r² by bisection. Independent of the sweep's decomposition.
template <class D> Reference reference(const D& dsq, Q rr) {
    Q lo = 0, hi = 1;
    for (int i = 0; i < 110; ++i) { // (2/3)^110 < 1e-19
        const Q a = lo + (hi - lo) / 3, c = hi - (hi - lo) / 3;
        if (dsq(a) <= dsq(c))
            hi = c;
        else
            lo = a;
    }
    const Q tMin = (lo + hi) / 2;
    Reference r;
    r.leastMinusRR = std::min({dsq(Q(0)), dsq(Q(1)), dsq(tMin)}) - rr;
    if (dsq(Q(0)) <= rr) {
        r.toi = 0.0;
    } else if (r.leastMinusRR <= 0) {
        Q a = 0, b = dsq(Q(1)) <= rr ? Q(1) : tMin;
        for (int i = 0; i < 70; ++i) {
            const Q mid = (a + b) / 2;
            (dsq(mid) <= rr ? b : a) = mid;
        }
        r.toi = double(b);
    }
    return r;
}

Reference circleRectReference(const Circle& a, Vec2 m, const Rect& b) {
    return reference([&](Q t) { return distanceSq(a, m, b, t); }, Q(a.r) * Q(a.r));
}

// The rate at which the distance changes at the time of impact, over the speed: the cosine
// between the path and the boundary's normal there (0 at a graze).
double crossingCosine(const Circle& a, Vec2 m, const Rect& b, double t) {
    const double speed = std::hypot(m.x, m.y);
    if (speed == 0)
        return 1;
    const Q h = Q(1e-12);
    const Q d1 = sqrtq(distanceSq(a, m, b, Q(t) + h)), d0 = sqrtq(distanceSq(a, m, b, Q(t) - h));
    return std::abs(double((d1 - d0) / (2 * h))) / speed;
}

} // namespace

class TestSweep : public QObject {
    Q_OBJECT
  private slots:
    // A circle passing a rect's top edge exactly r above it, and a corner exactly r away
    // (the 3-4-5 triangle): a touch; a radius 2^-40 larger hits, smaller misses.
    void grazesAreExact_data() {
        QTest::addColumn<Circle>("a");
        QTest::addColumn<double>("mx");
        QTest::addColumn<double>("my");
        QTest::addColumn<Rect>("b");
        QTest::addColumn<double>("toi");
        QTest::newRow("along an edge")
            << Circle{{-10, 5}, 5} << 20.0 << 0.0 << rect(-3, -10, 3, 0) << 0.35;
        QTest::newRow("past a corner")
            << Circle{{7, 1}, 5} << -8.0 << 6.0 << rect(-10, -10, 0, 0) << 0.5;
    }
    void grazesAreExact() {
        QFETCH(Circle, a);
        QFETCH(double, mx);
        QFETCH(double, my);
        QFETCH(Rect, b);
        QFETCH(double, toi);
        const Sweep s = sweepCircleRect(a, {mx, my}, b);
        QCOMPARE(s.verdict, SweepClass::Touch);
        QVERIFY(s.toi && std::abs(*s.toi - toi) <= 1e-6);
        Circle bigger = a, smaller = a;
        bigger.r += 0x1p-40;
        smaller.r -= 0x1p-40;
        QCOMPARE(sweepCircleRect(bigger, {mx, my}, b).verdict, SweepClass::Hit);
        const Sweep miss = sweepCircleRect(smaller, {mx, my}, b);
        QCOMPARE(miss.verdict, SweepClass::Miss);
        QVERIFY(!miss.toi);
    }

    // A fast small circle and a thin wall: neither frame meets it, the sweep hits it.
    void tunnellingIsCaught() {
        const Circle a{{-5, 0}, 0.5};
        const Vec2 m{10, 0};
        const Rect wall = rect(0, -10, 0.1, 10);
        QCOMPARE(sweepCircleRectFrames(a, m, wall).verdict, SweepClass::Miss);
        const Sweep s = sweepCircleRect(a, m, wall);
        QCOMPARE(s.verdict, SweepClass::Hit);
        QVERIFY(s.toi && std::abs(*s.toi - 0.45) <= 1e-12);
    }

    // The box grown by r has square corners: a path 5.66 from a corner is called a hit by
    // it and is a miss for a circle of radius 5.
    void theBoxPitfallHitsPastACorner() {
        const Circle a{{9, -1}, 5};
        const Vec2 m{-10, 10}; // along x + y = 8, 8/√2 ≈ 5.66 from the corner (0, 0)
        const Rect b = rect(-10, -10, 0, 0);
        QCOMPARE(sweepCircleRect(a, m, b).verdict, SweepClass::Miss);
        QCOMPARE(sweepCircleRectAsBox(a, m, b).verdict, SweepClass::Hit);
    }

    // Starting inside or touching: the time is 0.
    void startingInsideIsAtZero() {
        const Sweep in = sweepCircleRect(Circle{{1, 1}, 1}, {5, 0}, rect(0, 0, 4, 4));
        QCOMPARE(in.verdict, SweepClass::Hit);
        QCOMPARE(in.toi, std::optional<double>(0.0));
        const Sweep touching = sweepCircleRect(Circle{{-1, 2}, 1}, {-5, 0}, rect(0, 0, 4, 4));
        QCOMPARE(touching.verdict, SweepClass::Touch);
        QCOMPARE(touching.toi, std::optional<double>(0.0));
    }

    // Without motion the class is the static class of every correct method: on integer
    // scenes, where touching is frequent.
    void zeroMotionIsTheStaticClass() {
        const Algorithm* clamp = findAlgorithm("circle-rect.clamp");
        QVERIFY(clamp);
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<int> n(-6, 6), sz(0, 5), rad(0, 5);
        int touches = 0;
        for (int i = 0; i < 20000; ++i) {
            const Circle a{{double(n(rng)), double(n(rng))}, double(rad(rng))};
            const double x = n(rng), y = n(rng);
            const Rect b = rect(x, y, x + sz(rng), y + sz(rng));
            const auto c = classify(*clamp, a, b);
            QVERIFY(c);
            const SweepClass expected = *c == VerdictClass::Overlap    ? SweepClass::Hit
                                        : *c == VerdictClass::Touching ? SweepClass::Touch
                                                                       : SweepClass::Miss;
            const Sweep s = sweepCircleRect(a, {0, 0}, b);
            QCOMPARE(s.verdict, expected);
            touches += expected == SweepClass::Touch;
            QCOMPARE(s.toi.has_value(), expected != SweepClass::Miss);
        }
        QVERIFY(touches > 500);
    }

    // Random scenes and motions, many of them fast against thin rects: the class agrees with
    // the quad reference wherever the reference is sure, and the time of impact is within
    // kToiErrorBound of it where the path crosses rather than grazes.
    void randomAgainstTheReference() {
        std::mt19937_64 rng(11);
        std::uniform_real_distribution<double> pos(-30, 30), size(0, 30), thin(0, 0.5), rad(0, 8),
            move(-120, 120);
        int hits = 0, misses = 0, timed = 0;
        for (int i = 0; i < 40000; ++i) {
            const Circle a{{pos(rng), pos(rng)}, rad(rng)};
            const double x = pos(rng), y = pos(rng);
            const bool wall = i % 2 == 0;
            const Rect b = rect(x, y, x + (wall ? thin(rng) : size(rng)), y + size(rng));
            const Vec2 m{move(rng), move(rng)};
            const Sweep s = sweepCircleRect(a, m, b);
            const Reference ref = circleRectReference(a, m, b);
            const Q scale = 300;
            if (ref.leastMinusRR > scale * scale * Q(1e-25)) {
                QVERIFY2(s.verdict == SweepClass::Miss, qPrintable(QString::number(i)));
                ++misses;
            } else if (ref.leastMinusRR < -scale * scale * Q(1e-25)) {
                QVERIFY2(s.verdict == SweepClass::Hit, qPrintable(QString::number(i)));
                ++hits;
                QVERIFY(s.toi && ref.toi);
                if (crossingCosine(a, m, b, *ref.toi) >= 1e-3 || *ref.toi == 0) {
                    QVERIFY2(std::abs(*s.toi - *ref.toi) <= kToiErrorBound,
                             qPrintable(QStringLiteral("%1: %2 vs %3")
                                            .arg(i)
                                            .arg(*s.toi, 0, 'g', 17)
                                            .arg(*ref.toi, 0, 'g', 17)));
                    ++timed;
                }
            }
        }
        QVERIFY2(
            hits > 5000 && misses > 5000 && timed > 5000,
            qPrintable(
                QStringLiteral("%1 hits, %2 misses, %3 timed").arg(hits).arg(misses).arg(timed)));
    }

    // Two circles: the path against the disc of the summed radii, exactly at a tangent.
    void circlesGrazeExactly() {
        // Centre path x + ... : from (7, 1) by (−8, 6), the summed radius 5 about the origin.
        const Circle b{{0, 0}, 2};
        QCOMPARE(sweepCircleCircle(Circle{{7, 1}, 3}, {-8, 6}, b).verdict, SweepClass::Touch);
        QCOMPARE(sweepCircleCircle(Circle{{7, 1}, 3 + 0x1p-40}, {-8, 6}, b).verdict,
                 SweepClass::Hit);
        QCOMPARE(sweepCircleCircle(Circle{{7, 1}, 3 - 0x1p-40}, {-8, 6}, b).verdict,
                 SweepClass::Miss);
        const Sweep head = sweepCircleCircle(Circle{{-10, 0}, 1}, {20, 0}, b);
        QCOMPARE(head.verdict, SweepClass::Hit);
        QVERIFY(head.toi && std::abs(*head.toi - 0.35) <= 1e-12);
        QCOMPARE(sweepCircleCircle(Circle{{0, 0}, 0}, {0, 0}, Circle{{0, 0}, 0}).verdict,
                 SweepClass::Touch); // two points at one place meet, but have no inside
    }

    void circlesAgainstTheReference() {
        std::mt19937_64 rng(5);
        std::uniform_real_distribution<double> pos(-50, 50), rad(0, 10), move(-120, 120);
        int decided = 0;
        for (int i = 0; i < 20000; ++i) {
            const Circle a{{pos(rng), pos(rng)}, rad(rng)}, b{{pos(rng), pos(rng)}, rad(rng)};
            const Vec2 m{move(rng), move(rng)};
            const Q rr = (Q(a.r) + Q(b.r)) * (Q(a.r) + Q(b.r));
            const Reference ref = reference(
                [&](Q t) {
                    const Q x = Q(a.c.x) + t * Q(m.x) - Q(b.c.x),
                            y = Q(a.c.y) + t * Q(m.y) - Q(b.c.y);
                    return x * x + y * y;
                },
                rr);
            const Sweep s = sweepCircleCircle(a, m, b);
            if (ref.leastMinusRR > Q(1e-20)) {
                QCOMPARE(s.verdict, SweepClass::Miss);
                ++decided;
            } else if (ref.leastMinusRR < -Q(1e-20)) {
                QCOMPARE(s.verdict, SweepClass::Hit);
                QVERIFY(s.toi && ref.toi);
                if (*ref.toi == 0 || -ref.leastMinusRR > Q(1e-3) * rr)
                    QVERIFY2(std::abs(*s.toi - *ref.toi) <= kToiErrorBound,
                             qPrintable(QString::number(i)));
                ++decided;
            }
        }
        QVERIFY(decided > 19000);
    }

    // Two rects on a small integer grid with integer motions, against the intervals worked
    // out in integers: per axis the times the open (or closed) intervals overlap.
    void rectsAgainstIntegerIntervals() {
        std::mt19937_64 rng(3);
        std::uniform_int_distribution<int> n(-5, 5), sz(0, 4), mv(-10, 10);
        int touches = 0, hits = 0;
        for (int i = 0; i < 30000; ++i) {
            const int ax = n(rng), ay = n(rng), aw = sz(rng), ah = sz(rng);
            const int bx = n(rng), by = n(rng), bw = sz(rng), bh = sz(rng);
            const int dx = mv(rng), dy = mv(rng);
            // Every bound on t is a multiple of 1/2520 (every |d| ≤ 10 divides 2520), so the
            // samples t = k/5040 hold each bound and a point between any two.
            const auto meets = [&](bool open) {
                for (int k = 0; k <= 5040; ++k) {
                    const auto in = [&](int a0, int aw0, int b0, int bw0, int d) {
                        // a0 + t d vs [b0 − aw0, b0 + bw0]: multiplied by 5040.
                        const long long p = 5040LL * a0 + k * d;
                        const long long lo = 5040LL * (b0 - aw0), hi = 5040LL * (b0 + bw0);
                        return open ? lo < p && p < hi : lo <= p && p <= hi;
                    };
                    if (in(ax, aw, bx, bw, dx) && in(ay, ah, by, bh, dy))
                        return true;
                }
                return false;
            };
            const SweepClass expected = meets(true)    ? SweepClass::Hit
                                        : meets(false) ? SweepClass::Touch
                                                       : SweepClass::Miss;
            const Sweep s = sweepRectRect(rect(ax, ay, ax + aw, ay + ah), {double(dx), double(dy)},
                                          rect(bx, by, bx + bw, by + bh));
            QVERIFY2(s.verdict == expected,
                     qPrintable(QStringLiteral(
                                    "%1: a %2 %3 %4 %5 b %6 %7 %8 %9 d %10 %11 got %12 want %13")
                                    .arg(i)
                                    .arg(ax)
                                    .arg(ay)
                                    .arg(aw)
                                    .arg(ah)
                                    .arg(bx)
                                    .arg(by)
                                    .arg(bw)
                                    .arg(bh)
                                    .arg(dx)
                                    .arg(dy)
                                    .arg(int(s.verdict))
                                    .arg(int(expected))));
            touches += expected == SweepClass::Touch;
            hits += expected == SweepClass::Hit;
        }
        QVERIFY(touches > 500 && hits > 3000);
    }
};

} // namespace tst_sweep

#define OVERLAP_SUBJECT tst_sweep
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_sweep::TestSweep)
#include "tst_sweep.moc"
