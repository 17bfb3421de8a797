// Each pitfall variant is wrong on a hand-made case that shows its mistake, and a random
// search also finds a case where it disagrees with the correct method it copies.

#include "core/algorithms.h"
#include "tests/support/random_scenes.h"
#include "tests/support/scene_convert.h"

#include "tests/support/shape_builders.h"

#include <QtTest>

namespace tst_pitfalls {

using namespace overlap;
using namespace overlap::test;

namespace {

bool verdict(std::string_view id, const Shape& a, const Shape& b, Touching t = Touching::Counts) {
    const Algorithm* alg = findAlgorithm(id);
    if (!alg)
        qFatal("no algorithm %s", std::string(id).c_str());
    const Outcome out = runAlgorithm(*alg, a, b, t);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return out.result.overlap;
}

} // namespace

class TestPitfalls : public QObject {
    Q_OBJECT
  private slots:
    void tableMarksThem() {
        int pitfalls = 0;
        for (const Algorithm& a : algorithms()) {
            if (!a.pitfall)
                continue;
            ++pitfalls;
            const Algorithm* fixed = findAlgorithm(a.correct);
            QVERIFY2(fixed && !fixed->pitfall && fixed->pair == a.pair, a.id.data());
            QVERIFY(!a.mistake.empty());
            QVERIFY(a.id.starts_with("pitfall."));
        }
        QVERIFY(pitfalls >= 8);
    }

    void handMadeCase_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<bool>("truth");
        // Centre (8, 3) is inside [0,10]x[0,6]; the typo sees cx = 8 > top = 6 and moves N
        // to the top edge, 3 away.
        QTest::newRow("y typo") << "pitfall.clamp-y-typo" << C(8, 3, 1) << R(0, 0, 10, 6) << true;
        // 14 above the top edge: the signed distance -14 is "<= r".
        QTest::newRow("signed distance")
            << "pitfall.nine-region-signed-distance" << C(5, 20, 1) << R(0, 0, 10, 6) << false;
        // Deep inside: walked clockwise every edge says "outside", no branch matches.
        QTest::newRow("y-down order")
            << "pitfall.nine-region-y-down-order" << C(5, 3, 1) << R(0, 0, 10, 6) << true;
        // The centre sits 4.5 along the rect's own x axis (half length 4): overlap. Turned
        // by +30° instead of -30° it lands 60° off that axis.
        QTest::newRow("plus theta")
            << "pitfall.rotated-plus-theta" << C(4.5 * std::sqrt(3.0) / 2, 4.5 / 2, 1)
            << T(0, 0, 4, 1, 30) << true;
        // Turned 90°, the rect spans y in [-4, 4]; (0, 4.5) is 0.5 away. cos(90 rad) < 0.
        QTest::newRow("degrees as radians")
            << "pitfall.rotated-degrees-as-radians" << C(0, 4.5, 0.9) << T(0, 0, 4, 1, 90) << true;
        // Two 8 x 2 sticks at 45°, side by side 4.24 apart across them: a gap of 2.24, but
        // the boxes (each reaching 3.54 from its centre) overlap.
        QTest::newRow("bounding boxes")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 45) << T(3, -3, 4, 1, 45) << false;
        // A diamond off the top-right corner of an unturned rect: only its own diagonal
        // axis shows the gap of 0.83; on x and y the shadows overlap.
        QTest::newRow("own axes only")
            << "pitfall.sat-own-axes-only" << R(0, 0, 6, 4) << T(8, 6, 2, 2, 45) << false;
    }
    void handMadeCase() {
        QFETCH(QString, id);
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(bool, truth);
        const std::string sid = id.toStdString();
        const Algorithm* pit = findAlgorithm(sid);
        QVERIFY(pit);
        QCOMPARE(verdict(pit->correct, a, b), truth);
        QCOMPARE(verdict(sid, a, b), !truth);
    }

    // Where the mistake cannot show, each turned-rect pitfall agrees with the SAT: the
    // bounding boxes of axis-aligned rects are the rects, and a's axes are b's when both are
    // turned alike. The own-axes copy is right on its counterexample with the rects swapped.
    void turnedRectPitfallsAgreeWhereTheyMay_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::newRow("boxes: aligned, apart")
            << "pitfall.sat-bounding-boxes" << R(0, 0, 6, 4) << R(7, 1, 9, 3);
        QTest::newRow("boxes: aligned, touching")
            << "pitfall.sat-bounding-boxes" << R(0, 0, 6, 4) << R(6, 4, 9, 7);
        QTest::newRow("boxes: right angles, overlap")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 90) << T(2, 3, 3, 1, 180);
        QTest::newRow("boxes: turned, crossing")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 45) << T(0, 0, 4, 1, -45);
        QTest::newRow("boxes: turned, far apart")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 30) << T(20, 0, 4, 1, 60);
        QTest::newRow("own axes: parallel, apart")
            << "pitfall.sat-own-axes-only" << T(0, 0, 4, 1, 45) << T(3, -3, 4, 1, 45);
        QTest::newRow("own axes: parallel, overlap")
            << "pitfall.sat-own-axes-only" << T(0, 0, 4, 1, 30) << T(1, 1, 4, 1, 120);
        QTest::newRow("own axes: swapped")
            << "pitfall.sat-own-axes-only" << T(8, 6, 2, 2, 45) << R(0, 0, 6, 4);
        QTest::newRow("own axes: a's axis separates")
            << "pitfall.sat-own-axes-only" << T(0, 0, 4, 1, 20) << T(0, 5, 2, 2, 70);
    }
    void turnedRectPitfallsAgreeWhereTheyMay() {
        QFETCH(QString, id);
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        const std::string sid = id.toStdString();
        for (Touching t : {Touching::Counts, Touching::Separate})
            QCOMPARE(verdict(sid, a, b, t), verdict("rect-rect.sat", a, b, t));
    }

    // The exact right angles are what make touching exact: with library trig a touching
    // case at 90° is lost somewhere in a small search.
    void naiveTrigLosesTouching() {
        SceneRandom rnd(42);
        int found = 0;
        for (int i = 0; i < 200'000 && found == 0; ++i) {
            const std::int64_t s = 1 << 20;
            // A 3-4-5 corner touch of the rect turned 90° about its centre.
            const IRect r = rnd.rect(s);
            const double w = double(r.r - r.l), h = double(r.t - r.b);
            const RotatedRect t =
                RotatedRect::make({double(r.l) + w / 2, double(r.b) + h / 2}, {h / 2, w / 2}, 90);
            const double k = double(rnd.between(1, 1000));
            const Shape c = Circle{{double(r.r) + 3 * k, double(r.t) + 4 * k}, 5 * k};
            QVERIFY(verdict("circle-rotated.clamp", c, t));
            found += verdict("pitfall.rotated-naive-trig", c, t) ? 0 : 1;
        }
        QVERIFY2(found > 0, "library trigonometry never lost a touching case");
    }

    // A random search finds a disagreement with the correct method for every pitfall.
    void randomSearchFindsEach() {
        for (const Algorithm& pit : algorithms()) {
            if (!pit.pitfall)
                continue;
            const Algorithm* fixed = findAlgorithm(pit.correct);
            SceneRandom rnd(7);
            bool found = false;
            for (int i = 0; i < 100'000 && !found; ++i) {
                const auto s = rnd.scale();
                const Shape c = toCircle(rnd.circle(s));
                const IRect ir = rnd.rect(s);
                const auto turned = [&](const IRect& r) {
                    return Shape(toTurned(r, double(rnd.between(0, 7)) * 45, false));
                };
                const Shape r = pit.pair == Pair::CircleRect ? Shape(toRect(ir)) : turned(ir);
                // Two turned rects for the SAT's pitfalls, else the circle and the rect.
                const Shape a = pit.pair == Pair::RotatedRects ? turned(rnd.rect(s)) : c;
                for (Touching t : {Touching::Counts, Touching::Separate})
                    found |= runAlgorithm(pit, a, r, t).result.overlap !=
                             runAlgorithm(*fixed, a, r, t).result.overlap;
            }
            QVERIFY2(found, pit.id.data());
        }
    }
};

} // namespace tst_pitfalls

#define OVERLAP_SUBJECT tst_pitfalls
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_pitfalls::TestPitfalls)
#include "tst_pitfalls.moc"
