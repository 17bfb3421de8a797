// Traces: the step ids lessons key on, in order, for each path through each method; the
// values a learner reads at those steps; and a trace is the same every time.

#include "core/algorithms.h"

#include "tests/support/shape_builders.h"

#include <QtTest>

using namespace overlap;
using namespace overlap::test;

namespace {

Trace traceOf(std::string_view id, const Shape& a, const Shape& b, Touching t = Touching::Counts) {
    Trace trace;
    const Outcome out = runAlgorithm(*findAlgorithm(id), a, b, t, &trace);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return trace;
}

QStringList ids(const Trace& t) {
    QStringList out;
    for (const Step& s : t.steps)
        out << QString::fromStdString(s.id);
    return out;
}

double valueAt(const Trace& t, const char* step, const char* name) {
    for (const Step& s : t.steps)
        if (s.id == step)
            for (const Value& v : s.values)
                if (v.name == name)
                    return v.value;
    qFatal("no value %s at step %s", name, step);
}

} // namespace

class TestTrace : public QObject {
    Q_OBJECT
  private slots:
    void stepIds_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<QStringList>("steps");
        const Shape box = R(0, 0, 10, 6);
        QTest::newRow("intersection")
            << "rect-rect.intersection" << box << R(5, 5, 20, 20)
            << QStringList{"subjects", "x.left", "x.right", "y.bottom", "y.top", "result"};
        // Apart on x already: the second comparison (right2 < left1) ends the test.
        QTest::newRow("separation, early exit")
            << "rect-rect.separation" << box << R(-9, 0, -1, 6)
            << QStringList{"subjects", "compare.right1-left2", "compare.right2-left1"};
        QTest::newRow("separation, overlap") << "rect-rect.separation" << box << R(5, 5, 20, 20)
                                             << QStringList{"subjects",
                                                            "compare.right1-left2",
                                                            "compare.right2-left1",
                                                            "compare.top1-bottom2",
                                                            "compare.top2-bottom1",
                                                            "result"};
        // Turned rects at right angles: [-1, 1] x [-2, 2] and [4, 8] x [-1, 1], apart on x,
        // which is a's v axis (its u axis points along y after a quarter turn).
        QTest::newRow("sat, early exit") << "rect-rect.sat" << T(0, 0, 2, 1, 90) << T(6, 0, 2, 1, 0)
                                         << QStringList{"subjects", "axis.1", "axis.2"};
        QTest::newRow("sat, overlap")
            << "rect-rect.sat" << T(0, 0, 2, 1, 30) << T(1, 0, 2, 1, 0)
            << QStringList{"subjects", "axis.1", "axis.2", "axis.3", "axis.4", "result"};
        QTest::newRow("distance") << "circle-circle.distance" << C(0, 0, 1) << C(3, 4, 1)
                                  << QStringList{"centres", "distance", "radii", "compare"};
        QTest::newRow("squared") << "circle-circle.squared" << C(0, 0, 1) << C(3, 4, 1)
                                 << QStringList{"centres", "legs", "squares", "compare"};
        QTest::newRow("clamp") << "circle-rect.clamp" << C(13, 10, 5) << box
                               << QStringList{"subjects", "band.x",   "band.y",
                                              "nearest",  "distance", "compare"};
        QTest::newRow("rounded, horizontal cross") << "circle-rect.rounded" << C(12, 3, 3) << box
                                                   << QStringList{"subjects", "roll", "cross.h"};
        QTest::newRow("rounded, vertical cross")
            << "circle-rect.rounded" << C(5, 8, 3) << box
            << QStringList{"subjects", "roll", "cross.h", "cross.v"};
        QTest::newRow("rounded, corner")
            << "circle-rect.rounded" << C(13, 10, 5) << box
            << QStringList{"subjects", "roll", "cross.h", "cross.v", "corner"};
        QTest::newRow("nine regions, inside")
            << "circle-rect.nine-region" << C(5, 3, 1) << box
            << QStringList{"vertices", "edge.AB", "edge.BC", "edge.CD",
                           "edge.DA",  "region",  "inside"};
        QTest::newRow("nine regions, edge")
            << "circle-rect.nine-region" << C(12, 3, 1) << box
            << QStringList{"vertices", "edge.AB", "edge.BC",      "edge.CD",
                           "edge.DA",  "region",  "distance.edge"};
        QTest::newRow("nine regions, corner")
            << "circle-rect.nine-region" << C(13, 10, 5) << box
            << QStringList{"vertices", "edge.AB", "edge.BC",        "edge.CD",
                           "edge.DA",  "region",  "distance.corner"};
        QTest::newRow("fold") << "circle-rect.fold" << C(13, 10, 5) << box
                              << QStringList{"subjects", "translate", "fold",   "corner",
                                             "excess",   "clamp",     "compare"};
        QTest::newRow("rotated clamp")
            << "circle-rotated.clamp" << C(13, 10, 5) << T(5, 3, 5, 3, 30)
            << QStringList{"frame",   "rotate",   "rotate-back",   "band.x", "band.y",
                           "nearest", "distance", "nearest-world", "compare"};
        QTest::newRow("rotated fold")
            << "circle-rotated.fold" << C(13, 10, 5) << T(5, 3, 5, 3, 30)
            << QStringList{"frame",  "rotate", "rotate-back", "translate",     "fold",
                           "corner", "excess", "clamp",       "nearest-world", "compare"};
    }
    void stepIds() {
        QFETCH(QString, id);
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(QStringList, steps);
        const Trace t = traceOf(id.toStdString(), a, b);
        QCOMPARE(ids(t), steps);
        QVERIFY(t.steps.back().decides);
        for (std::size_t i = 0; i + 1 < t.steps.size(); ++i)
            QVERIFY(!t.steps[i].decides);
    }

    // Regions count 1 2 3 / 4 5 6 / 7 8 9 from the top-left in the rect's own frame.
    void regionNumbers_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<int>("region");
        QTest::newRow("above left") << -5.0 << 9.0 << 1;
        QTest::newRow("above") << 5.0 << 9.0 << 2;
        QTest::newRow("above right") << 15.0 << 9.0 << 3;
        QTest::newRow("left") << -5.0 << 3.0 << 4;
        QTest::newRow("inside") << 5.0 << 3.0 << 5;
        QTest::newRow("on the right edge") << 10.0 << 3.0 << 5;
        QTest::newRow("right") << 15.0 << 3.0 << 6;
        QTest::newRow("below left") << -5.0 << -3.0 << 7;
        QTest::newRow("below") << 5.0 << -3.0 << 8;
        QTest::newRow("below right") << 15.0 << -3.0 << 9;
    }
    void regionNumbers() {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(int, region);
        const Trace t = traceOf("circle-rect.nine-region", C(x, y, 100), R(0, 0, 10, 6));
        QCOMPARE(valueAt(t, "region", "region"), double(region));
        // Turned a half turn about its centre, the rect's own top-left is the world's
        // bottom-right, so the numbers run the other way round.
        const Trace turned =
            traceOf("circle-rotated.nine-region", C(x, y, 100), T(5, 3, 5, 3, 180));
        QCOMPARE(valueAt(turned, "region", "region"), double(10 - region));
    }

    void valuesALearnerReads() {
        const Trace clamp = traceOf("circle-rect.clamp", C(13, 10, 5), R(0, 0, 10, 6));
        QCOMPARE(valueAt(clamp, "nearest", "nx"), 10.0);
        QCOMPARE(valueAt(clamp, "nearest", "ny"), 6.0);
        QCOMPARE(valueAt(clamp, "distance", "d2"), 25.0);
        QCOMPARE(valueAt(clamp, "compare", "r2"), 25.0);
        const Trace fold = traceOf("circle-rect.fold", C(-13, -10, 5), R(0, 0, 10, 6));
        QCOMPARE(valueAt(fold, "translate", "px"), -18.0);
        QCOMPARE(valueAt(fold, "fold", "ax"), 18.0);
        QCOMPARE(valueAt(fold, "excess", "vx"), 13.0);
        QCOMPARE(valueAt(fold, "clamp", "uy"), 10.0);
        const Trace dist = traceOf("circle-circle.distance", C(0, 0, 2), C(3, 4, 3));
        QCOMPARE(valueAt(dist, "distance", "d"), 5.0);
        QCOMPARE(valueAt(dist, "radii", "sum"), 5.0);
        // Rotating (13, 10) back by 90° about (5, 3): (8, 7) -> (7, -8).
        const Trace rot = traceOf("circle-rotated.clamp", C(13, 10, 5), T(5, 3, 5, 3, 90));
        QCOMPARE(valueAt(rot, "rotate-back", "lx"), 7.0);
        QCOMPARE(valueAt(rot, "rotate-back", "ly"), -8.0);
        QCOMPARE(valueAt(rot, "nearest-world", "nx"), 8.0);
        QCOMPARE(valueAt(rot, "nearest-world", "ny"), 8.0);
    }

    void contactDistances() {
        Trace t = traceOf("circle-circle.squared", C(0, 0, 1), C(6, 8, 2));
        QVERIFY(t.contact);
        QCOMPARE(t.contact->separation, 7.0);
        QCOMPARE(t.contact->normal.x, 0.6);
        QCOMPARE(t.contact->normal.y, 0.8);
        // Given rect first, the normal points from the rect to the circle.
        t = traceOf("circle-rect.clamp", R(0, 0, 10, 6), C(13, 10, 6));
        QCOMPARE(t.contact->separation, -1.0);
        QCOMPARE(t.contact->normal.x, 0.6);
        QCOMPARE(t.contact->normal.y, 0.8);
        t = traceOf("rect-rect.intersection", R(0, 0, 10, 6), R(9, 1, 20, 5));
        QCOMPARE(t.contact->separation, -1.0);
        QCOMPARE(t.contact->normal.x, 1.0);
    }

    void sameEveryTime() {
        for (const Algorithm& alg : algorithms()) {
            const Shape a = alg.pair == Pair::RectRect       ? R(0, 0, 4, 4)
                            : alg.pair == Pair::RotatedRects ? T(0, 0, 2, 1, 10)
                                                             : C(5, 5, 2);
            const Shape b = alg.pair == Pair::CircleCircle ? C(1, 1, 3)
                            : alg.pair == Pair::CircleRotatedRect || alg.pair == Pair::RotatedRects
                                ? T(1, 1, 2, 3, 20)
                                : R(1, 1, 4, 4);
            const Trace x = traceOf(alg.id, a, b), y = traceOf(alg.id, a, b);
            QCOMPARE(ids(x), ids(y));
            for (std::size_t i = 0; i < x.steps.size(); ++i) {
                QCOMPARE(x.steps[i].values.size(), y.steps[i].values.size());
                QCOMPARE(x.steps[i].primitives.size(), y.steps[i].primitives.size());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
