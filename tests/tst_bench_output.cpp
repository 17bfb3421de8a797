// overlap-bench --quick, the smoke run: one JSON object on stdout with every figure the
// docs/speed.md reports, each a positive number. No timing is asserted: speed is
// what the benchmark measures, not what a test can demand of a busy machine.

#include "core/algorithms.h"
#include "overlap_test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <cmath>

namespace tst_bench_output {

class TestBenchOutput : public QObject {
    Q_OBJECT
  private:
    QJsonObject out_;

    static bool positive(const QJsonValue& v) { return v.isDouble() && v.toDouble() > 0; }

    // One run of overlap-bench: its JSON object, or an empty one after a failed check.
    static QJsonObject run(const QStringList& arguments) {
        QProcess bench;
        bench.setProcessChannelMode(QProcess::SeparateChannels);
        bench.start(QStringLiteral(OVERLAP_BENCH_PATH), arguments);
        if (!bench.waitForStarted() || !bench.waitForFinished(240000)) {
            qWarning("overlap-bench did not run or finish");
            return {};
        }
        if (bench.exitStatus() != QProcess::NormalExit || bench.exitCode() != 0) {
            qWarning("%s", bench.readAllStandardError().constData());
            return {};
        }
        // Strict: a second object or any text after the first is an error here.
        QJsonParseError why;
        const QJsonDocument doc = QJsonDocument::fromJson(bench.readAllStandardOutput(), &why);
        if (why.error != QJsonParseError::NoError || !doc.isObject()) {
            qWarning("%s", qPrintable(why.errorString()));
            return {};
        }
        return doc.object();
    }

  private slots:
    void initTestCase() {
        out_ = run({QStringLiteral("--quick")});
        QVERIFY(!out_.isEmpty());
    }

    void machine() {
        const QJsonObject m = out_.value(QStringLiteral("machine")).toObject();
        for (const char* key : {"cpu", "qt", "compiler"})
            QVERIFY2(!m.value(QLatin1String(key)).toString().isEmpty(), key);
        QVERIFY(positive(m.value(QStringLiteral("cores"))));
    }

    void dragSteps() {
        const QJsonObject drag = out_.value(QStringLiteral("drag_step_ms")).toObject();
        for (const char* mode : {"player", "compare4", "baseline"}) {
            const QJsonObject d = drag.value(QLatin1String(mode)).toObject();
            for (const char* key : {"median", "p99", "n"})
                QVERIFY2(positive(d.value(QLatin1String(key))),
                         qPrintable(QStringLiteral("%1.%2").arg(mode, key)));
            QVERIFY(d.value(QStringLiteral("p99")).toDouble() >=
                    d.value(QStringLiteral("median")).toDouble());
            // Each step repainted something of the views, and never more than all of them.
            const QJsonValue share = d.value(QStringLiteral("repainted_share_median"));
            QVERIFY2(positive(share) && share.toDouble() <= 1.0, mode);
            QVERIFY2(positive(d.value(QStringLiteral("ui_thread_cpu_median"))), mode);
        }
    }

    // Four compare panes playing the turn back: frames timed, and their ratio to the plain
    // view's drag step of the same run, with whether the target is met.
    void animateFrames() {
        const QJsonObject a = out_.value(QStringLiteral("animate_frame_ms")).toObject();
        for (const char* key : {"median", "p99", "n"})
            QVERIFY2(positive(a.value(QLatin1String(key))), key);
        QVERIFY(a.value(QStringLiteral("p99")).toDouble() >=
                a.value(QStringLiteral("median")).toDouble());
        QCOMPARE(a.value(QStringLiteral("panes")).toInt(), 4);
        const QJsonObject ratio = a.value(QStringLiteral("ratio_to_baseline")).toObject();
        QVERIFY(positive(ratio.value(QStringLiteral("median"))));
        QVERIFY(positive(ratio.value(QStringLiteral("p99"))));
        QVERIFY(a.value(QStringLiteral("meets_target")).isBool());
    }

    // The plain QGraphicsView measured in the same run: as many items as the player's scene
    // (give or take its labels, which one item paints there and a text item each here), and
    // each mode's step over its step, which is the median over the median and p99 over p99.
    void dragBaseline() {
        const QJsonObject drag = out_.value(QStringLiteral("drag_step_ms")).toObject();
        const QJsonObject base = drag.value(QStringLiteral("baseline")).toObject();
        const int items = base.value(QStringLiteral("items")).toInt();
        const int playerItems = base.value(QStringLiteral("player_items")).toInt();
        QVERIFY(playerItems > 10);
        QVERIFY2(items >= playerItems && items <= 2 * playerItems,
                 qPrintable(QStringLiteral("%1 plain items for %2").arg(items).arg(playerItems)));
        QVERIFY(positive(drag.value(QStringLiteral("rounds"))));
        const QJsonObject ratio = drag.value(QStringLiteral("ratio_to_baseline")).toObject();
        for (const char* mode : {"player", "compare4"}) {
            const QJsonObject r = ratio.value(QLatin1String(mode)).toObject();
            const QJsonObject d = drag.value(QLatin1String(mode)).toObject();
            for (const char* key : {"median", "p99"}) {
                const double expected = d.value(QLatin1String(key)).toDouble() /
                                        base.value(QLatin1String(key)).toDouble();
                // Rounded to two decimals, from figures rounded to three.
                QVERIFY2(std::abs(r.value(QLatin1String(key)).toDouble() - expected) <=
                             0.01 + 0.002 * expected,
                         qPrintable(QStringLiteral("%1.%2").arg(mode, key)));
            }
        }
    }

    void dragOnlyMeasuresOnlyTheDrags() {
        const QJsonObject out = run({QStringLiteral("--quick"), QStringLiteral("--drag-only")});
        QVERIFY(out.contains(QStringLiteral("drag_step_ms")));
        QVERIFY(out.value(QStringLiteral("drag_step_ms"))
                    .toObject()
                    .contains(QStringLiteral("baseline")));
        QVERIFY(out.contains(QStringLiteral("machine")));
        for (const char* key : {"startup_ms", "peak_rss_mb", "core_ns_per_test"})
            QVERIFY2(!out.contains(QLatin1String(key)), key);
    }

    void startupAndMemory() {
        QVERIFY(positive(out_.value(QStringLiteral("startup_ms"))));
        QVERIFY(positive(out_.value(QStringLiteral("peak_rss_mb"))));
    }

    void everyMethodTimed() {
        const QJsonObject core = out_.value(QStringLiteral("core_ns_per_test")).toObject();
        for (const overlap::Algorithm& a : overlap::algorithms()) {
            const QString id = QString::fromUtf8(a.id.data(), qsizetype(a.id.size()));
            QVERIFY2(positive(core.value(id)), qPrintable(id));
        }
    }

    // Box2D's functions, timed on the same cases; every correct method's ratio to its pair's
    // function, and whether it meets its floor (whether it does is not asserted: speed is
    // the bench's to report).
    void box2dBesideEveryMethod() {
        const QJsonObject b = out_.value(QStringLiteral("box2d_ns_per_test")).toObject();
        for (const char* f :
             {"b2CollideCircles", "b2CollidePolygonAndCircle", "b2CollidePolygonAndCircle.rotated",
              "b2CollidePolygons", "b2CollidePolygons.rotated"})
            QVERIFY2(positive(b.value(QLatin1String(f))), f);
        const QJsonObject ratio = out_.value(QStringLiteral("vs_box2d")).toObject();
        const QJsonObject floors = out_.value(QStringLiteral("floors")).toObject();
        for (const overlap::Algorithm& a : overlap::algorithms()) {
            const QString id = QString::fromUtf8(a.id.data(), qsizetype(a.id.size()));
            QCOMPARE(ratio.contains(id), !a.pitfall);
            QCOMPARE(floors.contains(id), !a.pitfall);
            if (a.pitfall)
                continue;
            QVERIFY2(positive(ratio.value(id)), qPrintable(id));
            const QJsonObject f = floors.value(id).toObject();
            QVERIFY2(positive(f.value(QStringLiteral("floor"))), qPrintable(id));
            QVERIFY2(f.value(QStringLiteral("met")).isBool(), qPrintable(id));
            QVERIFY2(positive(f.value(QStringLiteral("ratio"))), qPrintable(id));
            QVERIFY(!f.value(QStringLiteral("against")).toString().isEmpty());
        }
        QVERIFY(out_.value(QStringLiteral("floors_met")).isBool());
    }

    // Push apart: every correct method's response path beside Box2D's manifold and world
    // manifold, with its floor (2 for a pair with a circle, 1 for two rects).
    void responseBesideEveryCorrectMethod() {
        const QJsonObject r = out_.value(QStringLiteral("response_ns_per_test")).toObject();
        const QJsonObject b2 = out_.value(QStringLiteral("box2d_response_ns_per_test")).toObject();
        for (const overlap::Algorithm& a : overlap::algorithms()) {
            const QString id = QString::fromUtf8(a.id.data(), qsizetype(a.id.size())) +
                               QStringLiteral(".response");
            QCOMPARE(r.contains(id), !a.pitfall);
            if (a.pitfall)
                continue;
            const QJsonObject m = r.value(id).toObject();
            QVERIFY2(positive(m.value(QStringLiteral("ns"))), qPrintable(id));
            QVERIFY2(positive(m.value(QStringLiteral("box2d_ns"))), qPrintable(id));
            QVERIFY2(positive(m.value(QStringLiteral("vs_box2d"))), qPrintable(id));
            const bool circle =
                a.pair != overlap::Pair::RectRect && a.pair != overlap::Pair::RotatedRects;
            QCOMPARE(m.value(QStringLiteral("floor")).toDouble(), circle ? 2.0 : 1.0);
            QVERIFY2(b2.contains(m.value(QStringLiteral("against")).toString()), qPrintable(id));
            QVERIFY2(m.value(QStringLiteral("met")).isBool(), qPrintable(id));
        }
        QVERIFY(out_.value(QStringLiteral("response_floors_met")).isBool());
    }
};

} // namespace tst_bench_output

#define OVERLAP_SUBJECT tst_bench_output
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_bench_output::TestBenchOutput)
#include "tst_bench_output.moc"
