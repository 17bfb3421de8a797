// Every correct method against an exact 128-bit integer reference on a million random
// integer scenes per pair, under both policies, with each run's trace checked too.

#include "core/algorithms.h"
#include "tests/support/random_scenes.h"
#include "tests/support/scene_convert.h"
#include "tests/support/trace_check.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <functional>
#include <vector>

namespace tst_differential {

using namespace overlap;
using namespace overlap::test;

namespace {

#ifdef OVERLAP_SANITIZED
// The sanitizer build (scripts/test.sh, build-asan) runs every case some 30 times slower, so
// it checks a tenth of them, the same first tenth; the Release build checks them all.
constexpr int kCasesPerPair = 100'000;
#else
constexpr int kCasesPerPair = 1'000'000;
#endif
constexpr Touching kPolicies[] = {Touching::Counts, Touching::Separate};

std::vector<const Algorithm*> correctFor(Pair p) {
    std::vector<const Algorithm*> out;
    for (const Algorithm& a : algorithms())
        if (a.pair == p && !a.pitfall)
            out.push_back(&a);
    return out;
}

struct Tally {
    long disagreements = 0;
    long traceProblems = 0;
    QString firstFailure;
};

// Runs every method of the pair on one scene and compares with the reference verdicts.
void checkScene(const std::vector<const Algorithm*>& methods, const Shape& a, const Shape& b,
                const bool expected[2], bool withTrace, Tally& tally,
                const std::function<QString()>& describe) {
    for (int p = 0; p < 2; ++p)
        for (const Algorithm* m : methods) {
            const bool got = m->run(a, b, kPolicies[p], nullptr).overlap;
            if (got != expected[p]) {
                if (tally.disagreements++ == 0)
                    tally.firstFailure = QStringLiteral("%1 (%2) says %3 on %4")
                                             .arg(QString::fromUtf8(m->id.data(), m->id.size()))
                                             .arg(p == 0 ? "counts" : "separate")
                                             .arg(got)
                                             .arg(describe());
            }
            if (withTrace) {
                const std::string why = traceProblem(*m, a, b, kPolicies[p], got);
                if (!why.empty() && tally.traceProblems++ == 0 && tally.firstFailure.isEmpty())
                    tally.firstFailure = QString::fromStdString(std::string(m->id) + ": " + why) +
                                         " on " + describe();
            }
        }
}

QString str(const IRect& r) {
    return QStringLiteral("rect[%1,%2]x[%3,%4]").arg(r.l).arg(r.r).arg(r.b).arg(r.t);
}
QString str(const ICircle& c) {
    return QStringLiteral("circle(%1,%2 r%3)").arg(c.x).arg(c.y).arg(c.r);
}

} // namespace

class TestDifferential : public QObject {
    Q_OBJECT
  private slots:
    void rectRect() {
        SceneRandom rnd(0x5eed0001);
        const auto methods = correctFor(Pair::RectRect);
        Tally tally;
        for (int i = 0; i < kCasesPerPair; ++i) {
            const auto s = rnd.scale();
            const IRect a = rnd.rect(s), b = rnd.rect(s);
            const bool expected[2] = {refRectRect(a, b, true), refRectRect(a, b, false)};
            checkScene(methods, toRect(a), toRect(b), expected, true, tally,
                       [&] { return str(a) + " vs " + str(b); });
        }
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    void circleCircle() {
        SceneRandom rnd(0x5eed0002);
        const auto methods = correctFor(Pair::CircleCircle);
        Tally tally;
        for (int i = 0; i < kCasesPerPair; ++i) {
            const auto s = rnd.scale();
            const ICircle a = rnd.circle(s), b = rnd.circle(s);
            const bool expected[2] = {refCircleCircle(a, b, true), refCircleCircle(a, b, false)};
            checkScene(methods, toCircle(a), toCircle(b), expected, true, tally,
                       [&] { return str(a) + " vs " + str(b); });
        }
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    void circleRect() {
        SceneRandom rnd(0x5eed0003);
        const auto methods = correctFor(Pair::CircleRect);
        Tally tally;
        for (int i = 0; i < kCasesPerPair; ++i) {
            const auto s = rnd.scale();
            const ICircle c = rnd.circle(s);
            const IRect r = rnd.rect(s);
            const bool expected[2] = {refCircleRect(c, r, true), refCircleRect(c, r, false)};
            checkScene(methods, toCircle(c), toRect(r), expected, true, tally,
                       [&] { return str(c) + " vs " + str(r); });
        }
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    // Right angles of every spelling: the turned rect is the integer rect exactly.
    void circleRotatedRightAngles() {
        static constexpr double kAngles[] = {0,   90,  180, 270, -90,  -180, -270,
                                             360, 450, 540, 630, -450, 720,  3690};
        SceneRandom rnd(0x5eed0004);
        const auto methods = correctFor(Pair::CircleRotatedRect);
        Tally tally;
        for (int i = 0; i < kCasesPerPair; ++i) {
            const auto s = rnd.scale();
            const ICircle c = rnd.circle(s);
            const IRect r = rnd.rect(s);
            const double deg = kAngles[rnd.between(0, std::size(kAngles) - 1)];
            const bool odd = std::fmod(std::abs(deg), 180.0) == 90.0;
            const bool expected[2] = {refCircleRect(c, r, true), refCircleRect(c, r, false)};
            checkScene(methods, toCircle(c), toTurned(r, deg, odd), expected, true, tally, [&] {
                return str(c) + " vs " + str(r) + QStringLiteral(" at %1°").arg(deg);
            });
        }
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    // Two rects each turned by a right angle are axis-aligned rects exactly; the separating
    // axis method must answer as the integer reference for them.
    void rotatedRectsRightAngles() {
        static constexpr double kAngles[] = {0, 90, 180, 270, -90, 450, -540, 720};
        SceneRandom rnd(0x5eed0006);
        const auto methods = correctFor(Pair::RotatedRects);
        Tally tally;
        for (int i = 0; i < kCasesPerPair; ++i) {
            const auto s = rnd.scale();
            const IRect a = rnd.rect(s), b = rnd.rect(s);
            const double da = kAngles[rnd.between(0, std::size(kAngles) - 1)];
            const double db = kAngles[rnd.between(0, std::size(kAngles) - 1)];
            const bool oddA = std::fmod(std::abs(da), 180.0) == 90.0;
            const bool oddB = std::fmod(std::abs(db), 180.0) == 90.0;
            const bool expected[2] = {refRectRect(a, b, true), refRectRect(a, b, false)};
            checkScene(methods, toTurned(a, da, oddA), toTurned(b, db, oddB), expected, true, tally,
                       [&] {
                           return str(a) + " vs " + str(b) +
                                  QStringLiteral(" at %1°, %2°").arg(da).arg(db);
                       });
        }
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    // Any angle: away from the boundary, against the same test in long double.
    void rotatedRectsAnyAngle() {
        SceneRandom rnd(0x5eed0007);
        const auto methods = correctFor(Pair::RotatedRects);
        Tally tally;
        long checked = 0;
        for (int i = 0; i < 200'000; ++i) {
            const auto s = rnd.scale();
            const IRect ia = rnd.rect(s), ib = rnd.rect(s);
            const double da = double(rnd.between(-720'000, 720'000)) / 1000.0;
            const double db = double(rnd.between(-720'000, 720'000)) / 1000.0;
            const RotatedRect a = toTurned(ia, da, false), b = toTurned(ib, db, false);
            using LD = long double;
            const LD pi = 3.141592653589793238462643383279L;
            const auto axes = [&](LD deg) {
                const LD c = std::cos(deg * pi / 180), sn = std::sin(deg * pi / 180);
                return std::array<std::array<LD, 2>, 2>{{{c, sn}, {-sn, c}}};
            };
            const auto A = axes(da), B = axes(db);
            LD worst = -1e300L, margin = 1e300L;
            for (const auto& n : {A[0], A[1], B[0], B[1]}) {
                const auto reach = [&](const RotatedRect& r,
                                       const std::array<std::array<LD, 2>, 2>& R) {
                    return LD(r.half.x) * std::abs(R[0][0] * n[0] + R[0][1] * n[1]) +
                           LD(r.half.y) * std::abs(R[1][0] * n[0] + R[1][1] * n[1]);
                };
                const LD d = std::abs((LD(b.c.x) - a.c.x) * n[0] + (LD(b.c.y) - a.c.y) * n[1]);
                const LD excess = d - reach(a, A) - reach(b, B);
                worst = std::max(worst, excess);
                margin = std::min(margin, std::abs(excess));
            }
            if (margin <= 1e-9L * (1 + s)) // within the trigonometry's rounding of touching
                continue;
            ++checked;
            const bool expected[2] = {worst < 0, worst < 0};
            checkScene(methods, a, b, expected, i % 8 == 0, tally, [&] {
                return str(ia) + " vs " + str(ib) + QStringLiteral(" at %1°, %2°").arg(da).arg(db);
            });
        }
        QVERIFY(checked > 100'000);
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }

    // Other angles have irrational corners, so no method is exact against the real rect;
    // away from the boundary (beyond the trigonometry's rounding) every method must agree
    // with a long double reference.
    void circleRotatedAnyAngle() {
        SceneRandom rnd(0x5eed0005);
        const auto methods = correctFor(Pair::CircleRotatedRect);
        Tally tally;
        long checked = 0;
        for (int i = 0; i < 200'000; ++i) {
            const auto s = rnd.scale();
            const ICircle c = rnd.circle(s);
            const IRect r = rnd.rect(s);
            const double deg = double(rnd.between(-720'000, 720'000)) / 1000.0;
            const RotatedRect turned = toTurned(r, deg, false);
            const long double rad = (long double)deg * 3.141592653589793238462643383279L / 180;
            const long double co = std::cos(rad), si = std::sin(rad);
            const long double dx = c.x - (long double)turned.c.x,
                              dy = c.y - (long double)turned.c.y;
            const long double lx = co * dx + si * dy, ly = -si * dx + co * dy;
            const long double gx = std::max(std::abs(lx) - (long double)turned.half.x, 0.0L);
            const long double gy = std::max(std::abs(ly) - (long double)turned.half.y, 0.0L);
            const long double d = std::sqrt(gx * gx + gy * gy);
            if (std::abs(d - c.r) <= 1e-9L * (1 + std::abs(dx) + std::abs(dy) + c.r))
                continue; // within the trigonometry's rounding of touching
            ++checked;
            const bool expected[2] = {d < c.r, d < c.r};
            checkScene(methods, toCircle(c), turned, expected, i % 8 == 0, tally, [&] {
                return str(c) + " vs " + str(r) + QStringLiteral(" at %1°").arg(deg);
            });
        }
        QVERIFY(checked > 150'000);
        QVERIFY2(tally.disagreements == 0 && tally.traceProblems == 0,
                 qPrintable(tally.firstFailure));
    }
};

} // namespace tst_differential

#define OVERLAP_SUBJECT tst_differential
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_differential::TestDifferential)
#include "tst_differential.moc"
