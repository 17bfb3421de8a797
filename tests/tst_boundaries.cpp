// Data-driven boundary tables: every correct method of a pair on exact touching, just
// inside, just outside, degenerate and extreme-magnitude scenes, under both policies.
// Expected verdicts are worked out by hand from the geometry in each row's comment.

#include "core/algorithms.h"
#include "core/geometry/convert.h"

#include "tests/support/shape_builders.h"
#include "tests/support/trace_check.h"

#include <QtTest>

#include <cmath>

namespace tst_boundaries {

using namespace overlap;
using namespace overlap::test;

namespace {

const double up5 = std::nextafter(5.0, 10.0), down5 = std::nextafter(5.0, 0.0);
const double e = std::ldexp(1.0, -1010); // tiny: its squares underflow
const double E = std::ldexp(1.0, 960);   // huge: its squares overflow

void columns() {
    QTest::addColumn<Shape>("a");
    QTest::addColumn<Shape>("b");
    QTest::addColumn<bool>("counts");
    QTest::addColumn<bool>("separate");
}

void row(const char* name, Shape a, Shape b, bool counts, bool separate) {
    QTest::newRow(name) << a << b << counts << separate;
}

// Runs every correct method of `pair` on the row; one failure message names the method.
void checkAll(Pair pair, int atLeast = 2) {
    QFETCH(Shape, a);
    QFETCH(Shape, b);
    QFETCH(bool, counts);
    QFETCH(bool, separate);
    int ran = 0;
    for (const Algorithm& alg : algorithms()) {
        if (alg.pair != pair || alg.pitfall)
            continue;
        for (auto [policy, expected] :
             {std::pair{Touching::Counts, counts}, std::pair{Touching::Separate, separate}}) {
            // Both orders: the entry point puts the shapes in the method's order.
            for (bool swap : {false, true}) {
                const Outcome out = runAlgorithm(alg, swap ? b : a, swap ? a : b, policy);
                QVERIFY2(out.ok(), out.error.c_str());
                const QByteArray what = QByteArray(alg.id.data(), alg.id.size()) +
                                        (policy == Touching::Counts ? " counts" : " separate") +
                                        (swap ? " swapped" : "");
                QVERIFY2(out.result.overlap == expected, what.constData());
                if (!swap) {
                    const std::string why = traceProblem(alg, a, b, policy, expected);
                    QVERIFY2(why.empty(), (what + ": " + why.c_str()).constData());
                }
            }
        }
        ++ran;
    }
    QVERIFY(ran >= atLeast);
}

} // namespace

class TestBoundaries : public QObject {
    Q_OBJECT
  private slots:
    void rectRect_data() {
        columns();
        row("overlap", R(0, 0, 4, 4), R(2, 2, 6, 6), true, true);
        row("gap of 1 on x", R(0, 0, 2, 2), R(3, 0, 5, 2), false, false);
        row("gap of 1 on y", R(0, 0, 2, 2), R(0, 3, 2, 5), false, false);
        row("share the right edge", R(0, 0, 2, 2), R(2, 0, 4, 2), true, false);
        row("share the top edge", R(0, 0, 2, 2), R(0, 2, 2, 4), true, false);
        row("share a corner only", R(0, 0, 2, 2), R(2, 2, 4, 4), true, false);
        row("edge overlap, corner apart", R(0, 0, 2, 2), R(2, 3, 4, 5), false, false);
        row("contained", R(0, 0, 10, 10), R(3, 3, 4, 4), true, true);
        row("identical", R(1, 1, 3, 3), R(1, 1, 3, 3), true, true);
        row("cross shape", R(0, 4, 10, 6), R(4, 0, 6, 10), true, true);
        // l1 < r2 && l2 < r1 holds: a segment across a rect is not a touch.
        row("vertical segment across", R(0, 0, 10, 10), R(5, -1, 5, 11), true, true);
        row("segment on the edge", R(0, 0, 10, 10), R(10, 2, 10, 3), true, false);
        row("point at the corner", R(0, 0, 10, 10), R(10, 10, 10, 10), true, false);
        row("point inside", R(0, 0, 10, 10), R(3, 3, 3, 3), true, true);
        row("half fractions touching", R(0.5, 0, 1.25, 1), R(1.25, 0.75, 2, 3), true, false);
        row("huge, touching", R(-E, -E, E, E), R(E, 0, 2 * E, E), true, false);
        row("tiny, apart by e", R(0, 0, e, e), R(2 * e, 0, 3 * e, e), false, false);
    }
    void rectRect() { checkAll(Pair::RectRect); }

    void circleCircle_data() {
        columns();
        row("3-4-5 touch", C(0, 0, 2), C(3, 4, 3), true, false);
        row("5-12-13 touch", C(-5, -12, 6), C(0, 0, 7), true, false);
        row("3-4-5 just inside", C(0, 0, 2), C(3, 4, std::nextafter(3.0, 4.0)), true, true);
        row("3-4-5 just apart", C(0, 0, 2), C(3, 4, std::nextafter(3.0, 2.0)), false, false);
        row("axis touch", C(0, 0, 1), C(3, 0, 2), true, false);
        row("overlap", C(0, 0, 2), C(1, 1, 2), true, true);
        row("apart", C(0, 0, 1), C(5, 5, 1), false, false);
        row("concentric", C(1, 1, 1), C(1, 1, 5), true, true);
        row("same point, r = 0", C(2, 3, 0), C(2, 3, 0), true, false);
        row("point inside disc", C(0, 0, 0), C(1, 0, 2), true, true);
        row("point on the rim", C(3, 4, 0), C(0, 0, 5), true, false);
        row("big 3-4-5 touch", C(0, 0, 2e6), C(3e6, 4e6, 3e6), true, false);
        row("tiny 3-4-5 touch", C(0, 0, 2 * e), C(3 * e, 4 * e, 3 * e), true, false);
        row("huge 3-4-5 touch", C(0, 0, 2 * E), C(3 * E, 4 * E, 3 * E), true, false);
        row("quarter fractions touch", C(0.25, 0.25, 1.5), C(3.25, 4.25, 3.5), true, false);
        // Where d² underflows into subnormals: the distance method's filter once trusted a
        // square root of an underflowed d² (found by the core fuzzer).
        for (int k : {530, 537, 540, 545, 550, 560}) {
            const double t = std::ldexp(1.0, -k);
            row(qPrintable(QStringLiteral("3-4-5 touch at 2^-%1").arg(k)), C(0, 0, 2 * t),
                C(3 * t, 4 * t, 3 * t), true, false);
        }
    }
    void circleCircle() { checkAll(Pair::CircleCircle); }

    void circleRect_data() {
        columns();
        const Shape box = R(0, 0, 10, 6);
        row("centre inside", C(5, 3, 1), box, true, true);
        row("touch left edge", C(-2, 3, 2), box, true, false);
        row("touch right edge", C(13, 3, 3), box, true, false);
        row("touch bottom edge", C(5, -4, 4), box, true, false);
        row("touch top edge", C(5, 11, 5), box, true, false);
        row("gap of 1 at the right", C(14, 3, 3), box, false, false);
        row("top-right corner 3-4-5 touch", C(13, 10, 5), box, true, false);
        row("top-right corner just inside", C(13, 10, up5), box, true, true);
        row("top-right corner just apart", C(13, 10, down5), box, false, false);
        row("bottom-left corner 5-12-13", C(-5, -12, 13), box, true, false);
        row("top-left corner 12-5-13", C(-12, 11, 13), box, true, false);
        row("bottom-right corner 8-15-17", C(18, -15, 17), box, true, false);
        // Outside the right edge's band: the corner, not the edge line, decides.
        row("corner region, edge line distance would pass", C(11, 7, 1), box, false, false);
        row("right edge region near a corner", C(12, 5.5, 2), box, true, false);
        row("point on an edge", C(10, 3, 0), box, true, false);
        row("point inside", C(5, 3, 0), box, true, false);
        row("point at a corner", C(10, 6, 0), box, true, false);
        row("point outside", C(11, 3, 0), box, false, false);
        row("rect is a point, 3-4-5", C(7, 8, 5), R(4, 4, 4, 4), true, false);
        row("rect is a segment, touch", C(5, 5, 2), R(0, 3, 10, 3), true, false);
        row("rect is a segment, cut", C(5, 5, 2.5), R(0, 3, 10, 3), true, true);
        row("vertical segment, end 3-4-5", C(5, 14, 5), R(2, 0, 2, 10), true, false);
        row("vertical segment, beside its end", C(5, 14, 4), R(2, 0, 2, 10), false, false);
        row("half fractions touch", C(2.25, 0.5, 1), R(0.5, 0, 1.25, 1), true, false);
        row("circle contains the rect", C(5, 3, 100), box, true, true);
        row("far right, level with the rect", C(20, 3, 1), box, false, false);
        row("far above, inside the x band", C(5, 30, 1), box, false, false);
        row("large coordinates, corner touch", C(1e15 + 11, 10, 5), R(1e15, 0, 1e15 + 8, 6), true,
            false);
        row("tiny corner touch", C(e + 3 * e, e + 4 * e, 5 * e), R(0, 0, e, e), true, false);
        row("huge corner touch", C(E + 3 * E, E + 4 * E, 5 * E), R(-E, -E, E, E), true, false);
    }
    void circleRect() { checkAll(Pair::CircleRect); }
    // The same table through the rotated methods: a rect is a rotated rect at 0°.
    void circleRectAsRotated_data() { circleRect_data(); }
    void circleRectAsRotated() { checkAll(Pair::CircleRotatedRect); }

    void circleRotated_data() {
        columns();
        // Centre (5, 3), half (5, 3) turned 90°: covers [2, 8] x [-2, 8].
        row("90°, touch the right edge", C(11, 3, 3), T(5, 3, 5, 3, 90), true, false);
        row("90°, gap of 1", C(12, 3, 3), T(5, 3, 5, 3, 90), false, false);
        row("90°, corner 3-4-5", C(11, 12, 5), T(5, 3, 5, 3, 90), true, false);
        row("-90°, corner 3-4-5", C(11, 12, 5), T(5, 3, 5, 3, -90), true, false);
        row("270°, corner 3-4-5", C(11, 12, 5), T(5, 3, 5, 3, 270), true, false);
        row("450°, corner 3-4-5", C(11, 12, 5), T(5, 3, 5, 3, 450), true, false);
        row("180°, corner 3-4-5", C(13, 10, 5), T(5, 3, 5, 3, 180), true, false);
        row("-720°, top edge touch", C(5, 11, 5), T(5, 3, 5, 3, -720), true, false);
        // A unit square turned 45° is a diamond with corners at distance √2 from its centre.
        row("45°, beyond the corner", C(3, 0, 1), T(0, 0, 1, 1, 45), false, false);
        row("45°, over the corner", C(3, 0, 2), T(0, 0, 1, 1, 45), true, true);
        row("30°, centre inside", C(0.5, 0.2, 0.1), T(0, 0, 2, 1, 30), true, true);
        row("30°, far away", C(10, 10, 1), T(0, 0, 2, 1, 30), false, false);
        row("90°, point on the edge", C(8, 0, 0), T(5, 3, 5, 3, 90), true, false);
        row("90°, flat rect touch", C(5, 12, 4), T(5, 3, 5, 0, 90), true, false);
    }
    void circleRotated() { checkAll(Pair::CircleRotatedRect); }

    void rotatedRects_data() {
        columns();
        // T(0, 0, 2, 1, 90) covers [-1, 1] x [-2, 2]; T(3, 0, 2, 1, 0) covers [1, 5] x [-1, 1].
        row("right angles, sharing an edge", T(0, 0, 2, 1, 90), T(3, 0, 2, 1, 0), true, false);
        row("right angles, gap of 1", T(0, 0, 2, 1, 90), T(4, 0, 2, 1, 0), false, false);
        row("right angles, crossing", T(0, 0, 2, 1, 90), T(0, 0, 2, 1, 180), true, true);
        row("right angles, corner to corner", T(0, 0, 2, 1, -90), T(3, 4, 2, 2, 270), true, false);
        // Unit squares turned 45°: diamonds reaching √2 along x from their centres.
        row("diamonds far apart", T(0, 0, 1, 1, 45), T(3, 0, 1, 1, 45), false, false);
        row("diamonds overlapping", T(0, 0, 1, 1, 45), T(2.5, 0, 1, 1, 45), true, true);
        row("30° inside 0°", T(0, 0, 0.5, 0.25, 30), T(0, 0, 4, 2, 0), true, true);
        row("flat rect (a segment) across", T(0, 0, 3, 0, 90), T(0, 0, 1, 1, 0), true, true);
        row("same rect", T(1, 1, 2, 1, 33), T(1, 1, 2, 1, 33), true, true);
    }
    void rotatedRects() { checkAll(Pair::RotatedRects, 1); }
};

} // namespace tst_boundaries

#define OVERLAP_SUBJECT tst_boundaries
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_boundaries::TestBoundaries)
#include "tst_boundaries.moc"
