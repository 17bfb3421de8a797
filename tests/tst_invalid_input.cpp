// NaN, infinities and negative sizes are refused at the entry point with a message naming
// the field; nothing is computed and no trace is written. Zero sizes are valid.

#include "core/algorithms.h"
#include "core/exact/dyadic.h"
#include "core/geometry/convert.h"
#include "core/geometry/validate.h"

#include "tests/support/shape_builders.h"

#include <QtTest>

#include <limits>

namespace tst_invalid_input {

using namespace overlap;
using namespace overlap::test;

namespace {
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();
} // namespace

class TestInvalidInput : public QObject {
    Q_OBJECT
  private slots:
    void refused_data() {
        QTest::addColumn<Shape>("bad");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("circle x NaN") << Shape(Circle{{kNaN, 0}, 1}) << "centre x is NaN";
        QTest::newRow("circle y +kInf") << Shape(Circle{{0, kInf}, 1}) << "centre y is +infinity";
        QTest::newRow("circle r -kInf") << Shape(Circle{{0, 0}, -kInf}) << "radius is -infinity";
        QTest::newRow("circle r negative") << Shape(Circle{{0, 0}, -1}) << "radius is negative";
        QTest::newRow("circle r -0.5") << Shape(Circle{{0, 0}, -0.5}) << "(-0.5)";
        QTest::newRow("rect min x NaN") << Shape(Rect{{kNaN, 0}, {1, 1}}) << "min x is NaN";
        QTest::newRow("rect max y kInf") << Shape(Rect{{0, 0}, {1, kInf}}) << "max y is +infinity";
        QTest::newRow("rect negative width") << Shape(Rect{{2, 0}, {1, 1}}) << "width is negative";
        QTest::newRow("rect negative height")
            << Shape(Rect{{0, 2}, {1, 1}}) << "height is negative";
        QTest::newRow("turned centre NaN")
            << Shape(RotatedRect::make({kNaN, 0}, {1, 1}, 0)) << "centre x is NaN";
        QTest::newRow("turned half negative")
            << Shape(RotatedRect::make({0, 0}, {-1, 1}, 0)) << "half width is negative";
        QTest::newRow("turned angle kInf")
            << Shape(RotatedRect::make({0, 0}, {1, 1}, kInf)) << "angle is +infinity";
        QTest::newRow("turned axis set by hand")
            << Shape(RotatedRect{{0, 0}, {1, 1}, 90, {1, 0}}) << "does not match its angle";
    }
    void refused() {
        QFETCH(Shape, bad);
        QFETCH(QString, mentions);
        const Shape good = std::holds_alternative<Circle>(bad) ? Shape(Rect{{0, 0}, {1, 1}})
                                                               : Shape(Circle{{0, 0}, 1});
        int tried = 0;
        for (const Algorithm& alg : algorithms()) {
            for (bool badFirst : {true, false}) {
                Trace trace;
                const Outcome out = runAlgorithm(alg, badFirst ? bad : good, badFirst ? good : bad,
                                                 Touching::Counts, &trace);
                if (out.ok())
                    continue; // only a pair mismatch can let a shape through unread
                QVERIFY(trace.steps.empty());
                if (out.error.find("unsupported pair") != std::string::npos)
                    continue;
                ++tried;
                QVERIFY2(QString::fromStdString(out.error).contains(mentions), out.error.c_str());
                QVERIFY2(out.error.starts_with(badFirst ? "shape a: " : "shape b: "),
                         out.error.c_str());
            }
        }
        QVERIFY(tried >= 4);
    }

    // Every method runs on every invalid shape only through the checked entry point; no
    // method of the pair ever returns a verdict for it.
    void noVerdictForAnyInvalid() {
        const double bads[] = {kNaN, kInf, -kInf};
        for (double v : bads)
            for (const Algorithm& alg : algorithms()) {
                const Shape c = Circle{{v, 0}, 1}, r = Rect{{0, 0}, {1, 1}};
                QVERIFY(!runAlgorithm(alg, c, r, Touching::Counts).ok());
                QVERIFY(!runAlgorithm(alg, c, c, Touching::Separate).ok());
            }
    }

    void zeroSizesAreValid() {
        const Shape point = Circle{{0, 0}, 0};
        const Shape segment = Rect{{0, 0}, {0, 5}};
        const Shape dot = Rect{{1, 1}, {1, 1}};
        const Shape flat = RotatedRect::make({0, 0}, {0, 0}, 30);
        for (const Algorithm& alg : algorithms()) {
            for (const Shape* other : {&segment, &dot, &flat, &point}) {
                const Outcome out = runAlgorithm(alg, point, *other, Touching::Counts);
                QVERIFY2(out.ok() || out.error.find("unsupported pair") != std::string::npos,
                         out.error.c_str());
            }
        }
        // The point (0, 0) lies on the segment x = 0, y in [0, 5].
        const Outcome out =
            runAlgorithm(*findAlgorithm("circle-rect.clamp"), point, segment, Touching::Counts);
        QVERIFY(out.ok() && out.result.overlap);
    }

    void pairMismatchIsAnError() {
        const Outcome out = runAlgorithm(*findAlgorithm("circle-circle.squared"), Circle{{0, 0}, 1},
                                         Rect{{0, 0}, {1, 1}}, Touching::Counts);
        QVERIFY(!out.ok());
        QVERIFY2(out.error.find("circle-circle") != std::string::npos, out.error.c_str());
        // A turned rect at 30° is no axis-aligned rect.
        const Outcome turned =
            runAlgorithm(*findAlgorithm("circle-rect.clamp"), Circle{{0, 0}, 1},
                         RotatedRect::make({0, 0}, {1, 1}, 30), Touching::Counts);
        QVERIFY(!turned.ok());
    }

    void cornerSizeConversion_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("w");
        QTest::addColumn<QString>("error");
        QTest::newRow("exact") << 1.0 << 2.0 << "";
        QTest::newRow("x + w rounds") << 1e20 << 1.0 << "";
        QTest::newRow("0.1 + 0.2") << 0.1 << 0.2 << "";
        QTest::newRow("w / 2 of the least subnormal") << 0.0 << 5e-324 << "";
        QTest::newRow("negative w") << 0.0 << -1.0 << "w is negative";
        QTest::newRow("NaN x") << kNaN << 1.0 << "x is NaN";
        QTest::newRow("kInf w") << 0.0 << kInf << "w is +infinity";
        QTest::newRow("x + w overflows") << 1.7e308 << 1.7e308 << "x + w";
    }
    void cornerSizeConversion() {
        QFETCH(double, x);
        QFETCH(double, w);
        QFETCH(QString, error);
        const ConvertedRect c = convertRect({x, 0, w, 1, std::nullopt});
        if (error.isEmpty()) {
            // Accepted, and the far edge and the centre are the exact sums, unrounded.
            using exact::Dyadic;
            QVERIFY2(c.error.empty(), c.error.c_str());
            QVERIFY(c.aligned.has_value());
            QVERIFY(Dyadic(c.aligned->max.x) + Dyadic(c.aligned->maxLo.x) == Dyadic(x) + Dyadic(w));
            QCOMPARE(c.aligned->max.x, x + w); // the nearest double beside its remainder
            QVERIFY(!invalidReason(*c.aligned));
            const bool halvable = w * 0.5 * 2 == w;
            QCOMPARE(c.turned.has_value(), halvable); // an odd subnormal has no half
            if (halvable) {
                QVERIFY(Dyadic(c.turned->c.x) + Dyadic(c.turned->cLo.x) ==
                        Dyadic(x) + Dyadic(w).half());
                QVERIFY(!invalidReason(*c.turned));
            }
        } else {
            QVERIFY2(QString::fromStdString(c.error).contains(error), c.error.c_str());
            QVERIFY(!c.aligned && !c.turned);
        }
    }

    // A right angle gives the axis-aligned rect with swapped extents, exactly.
    void rightAngleConversion() {
        const ConvertedRect c = convertRect({0, 0, 10, 6, 90.0});
        QVERIFY(c.error.empty());
        QVERIFY(c.aligned.has_value());
        QCOMPARE(c.aligned->min.x, 2.0);
        QCOMPARE(c.aligned->max.x, 8.0);
        QCOMPARE(c.aligned->min.y, -2.0);
        QCOMPARE(c.aligned->max.y, 8.0);
        const ConvertedRect d = convertRect({0, 0, 10, 6, 30.0});
        QVERIFY(d.error.empty() && !d.aligned && d.turned);
    }
};

} // namespace tst_invalid_input

#define OVERLAP_SUBJECT tst_invalid_input
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_invalid_input::TestInvalidInput)
#include "tst_invalid_input.moc"
