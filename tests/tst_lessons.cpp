// Lessons: every lesson file loads; every step any run of its algorithms can produce has
// narration in English and Chinese whose slots all fill; and the slot filler itself.

#include "app/lessons/lesson_loader.h"
#include "app/lessons/narration.h"
#include "core/algorithms.h"

#include <QtTest>

#include <set>

using namespace overlap;
using namespace overlap::lessons;

namespace {

// Scenes that walk every path of every method of a pair: centres on a grid around a
// 10 x 6 rect (inside, on edges and corners, in every region), three radii, both orders.
std::vector<std::pair<Shape, Shape>> coveringScenes(Pair pair) {
    std::vector<std::pair<Shape, Shape>> out;
    for (int i = -3; i <= 16; ++i)
        for (int j = -6; j <= 14; ++j)
            for (double r : {0.0, 1.0, 3.0}) {
                const Circle c{{double(i), double(j)}, r};
                switch (pair) {
                case Pair::CircleCircle:
                    out.push_back({c, Circle{{5, 3}, 2}});
                    break;
                case Pair::CircleRect:
                    out.push_back({c, Rect{{0, 0}, {10, 6}}});
                    break;
                case Pair::CircleRotatedRect:
                    out.push_back({c, RotatedRect::make({5, 3}, {5, 3}, 30)});
                    break;
                case Pair::RectRect:
                    out.push_back({Rect{{double(i), double(j)}, {i + r + 1, j + 2.0}},
                                   Rect{{0, 0}, {10, 6}}});
                    break;
                case Pair::RotatedRects:
                    out.push_back({RotatedRect::make({double(i), double(j)}, {r + 0.5, 1}, 15 * i),
                                   RotatedRect::make({5, 3}, {5, 3}, 30)});
                    break;
                }
            }
    return out;
}

QList<Lesson> loadAll() {
    auto loaded = loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<Lesson>>(loaded);
}

Trace traceFor(const Algorithm& alg, const Shape& a, const Shape& b, Touching t) {
    Trace trace;
    const Outcome out = runAlgorithm(alg, a, b, t, &trace);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return trace;
}

// Every step of the trace has text in both languages with every slot filled; the first
// problem, or "".
QString narrationProblem(const Lesson& l, const QString& algId, const Trace& trace, bool counts) {
    const auto& texts = l.steps.value(algId);
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
        const QString step = QString::fromStdString(trace.steps[i].id);
        if (!texts.contains(step))
            return QStringLiteral("%1 %2: no narration for step %3").arg(l.id, algId, step);
        for (const QString& lang : languages()) {
            const Filled filled = fillSlots(texts[step][lang], trace, i, counts);
            if (!filled.ok())
                return QStringLiteral("%1 %2 %3 [%4]: %5")
                    .arg(l.id, algId, step, lang, filled.error);
            const QString text = filled.text;
            if (text.trimmed().isEmpty() || text.contains(QLatin1Char('{')))
                return QStringLiteral("%1 %2 %3 [%4]: empty or unfilled")
                    .arg(l.id, algId, step, lang);
        }
    }
    return {};
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT
  private slots:
    void allLessonsLoadInOrder() {
        const QList<Lesson> lessons = loadAll();
        QVERIFY(lessons.size() >= 7);
        std::set<QString> ids;
        for (int i = 0; i < lessons.size(); ++i) {
            QVERIFY(ids.insert(lessons[i].id).second);
            if (i < 7)
                QCOMPARE(lessons[i].section, i + 1);
        }
    }

    // Each method of the core's table that is correct appears in some lesson.
    void everyCorrectMethodIsTaught() {
        QStringList taught;
        for (const Lesson& l : loadAll())
            taught << l.algorithms;
        for (const Algorithm& a : algorithms())
            if (!a.pitfall)
                QVERIFY2(taught.contains(QString::fromUtf8(a.id.data(), a.id.size())), a.id.data());
    }

    void everyStepOfEveryPathIsNarrated() {
        for (const Lesson& l : loadAll())
            for (const QString& algId : l.algorithms) {
                const Algorithm& alg = *findAlgorithm(algId.toStdString());
                auto scenes = coveringScenes(alg.pair);
                scenes.push_back({l.a, l.b});
                for (const auto& [a, b] : scenes)
                    for (Touching t : {Touching::Counts, Touching::Separate}) {
                        const QString why = narrationProblem(l, algId, traceFor(alg, a, b, t),
                                                             t == Touching::Counts);
                        QVERIFY2(why.isEmpty(), qPrintable(why));
                    }
            }
    }

    // Every method has a code listing, and every step any run records has lines in it.
    void everyStepHasCodeLines() {
        for (const Lesson& l : loadAll())
            for (const QString& algId : l.algorithms) {
                QVERIFY2(l.code.contains(algId), qPrintable(l.id + " " + algId));
                const CodeListing& code = l.code[algId];
                const Algorithm& alg = *findAlgorithm(algId.toStdString());
                for (const auto& [a, b] : coveringScenes(alg.pair))
                    for (Touching t : {Touching::Counts, Touching::Separate})
                        for (const Step& s : traceFor(alg, a, b, t).steps) {
                            const auto range = code.steps.value(QString::fromStdString(s.id));
                            QVERIFY2(range.first >= 1 && range.second <= code.lines.size(),
                                     qPrintable(l.id + " " + algId + " " +
                                                QString::fromStdString(s.id)));
                        }
            }
    }

    // No narration for a step the method never records: a typo in a step id.
    void noNarrationForUnknownSteps() {
        for (const Lesson& l : loadAll())
            for (const QString& algId : l.algorithms) {
                const Algorithm& alg = *findAlgorithm(algId.toStdString());
                QSet<QString> seen;
                for (const auto& [a, b] : coveringScenes(alg.pair))
                    for (Touching t : {Touching::Counts, Touching::Separate})
                        for (const Step& s : traceFor(alg, a, b, t).steps)
                            seen.insert(QString::fromStdString(s.id));
                for (const QString& step : l.steps.value(algId).keys())
                    QVERIFY2(seen.contains(step), qPrintable(l.id + " " + algId + " " + step));
            }
    }

    void formatValue_data() {
        QTest::addColumn<double>("v");
        QTest::addColumn<QString>("text");
        QTest::newRow("integer") << 25.0 << "25";
        QTest::newRow("negative integer") << -3.0 << "-3";
        QTest::newRow("minus zero") << -0.0 << "0";
        QTest::newRow("half") << 3.5 << "3.5";
        QTest::newRow("third") << 1.0 / 3 << "0.333";
        QTest::newRow("rounds to 3 places") << 2.0004 << "2";
        QTest::newRow("tiny") << 6.123e-17 << "6.123e-17";
        QTest::newRow("huge") << 1e12 << "1e+12";
    }
    void formatValue() {
        QFETCH(double, v);
        QFETCH(QString, text);
        QCOMPARE(overlap::lessons::formatValue(v), text);
    }

    void fillSlots() {
        Trace t;
        t.add("a").values = {{"r", 2}, {"inside", 1}};
        t.add("b").values = {{"d", 2.5}};
        t.steps.back().decides = true;
        t.steps.back().verdict = false;
        const auto fill = [&](const char* text, std::size_t step, bool counts = true) {
            return overlap::lessons::fillSlots(QString::fromUtf8(text), t, step, counts);
        };
        QCOMPARE(fill("d = {d}, r = {r}", 1).text, QStringLiteral("d = 2.5, r = 2"));
        QCOMPARE(fill("{inside?in|out}, {verdict?overlap|apart}", 1).text,
                 QStringLiteral("in, apart"));
        QCOMPARE(fill("{counts?<=|<}", 0, false).text, QStringLiteral("<"));
        QCOMPARE(fill("{{literal}}", 0).text, QStringLiteral("{literal}"));
        QCOMPARE(fill("圆心到最近点的距离 d = {d}", 1).text,
                 QStringLiteral("圆心到最近点的距离 d = 2.5"));
        // d is only known from step b on.
        QVERIFY(fill("d = {d}", 0).error.contains(QStringLiteral("'d'")));
        QVERIFY(!fill("{r", 0).ok());
        QVERIFY(!fill("r}", 0).ok());
        QVERIFY(!fill("{inside?only one}", 0).ok());
    }

    void malformedLessonsAreNamed_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        const QByteArray ok = R"({"id":"x","section":3,"convention":"y-up",
            "title":{"en":"T","zh":"标"},"intro":{"en":"I","zh":"介"},
            "shapes":{"a":{"type":"circle","x":0,"y":0,"r":1},"b":{"type":"rect","x":0,"y":0,"w":2,"h":2}},
            "algorithms":["circle-rect.clamp"],
            "steps":{"circle-rect.clamp":{"subjects":{"en":"S","zh":"始"}}}})";
        QTest::newRow("valid") << ok << "";
        QTest::newRow("not JSON") << ok.left(40) << "not JSON";
        QByteArray noZh = ok;
        noZh.replace(R"("zh":"始")", R"("zz":"始")");
        QTest::newRow("a step without Chinese")
            << noZh << "steps.circle-rect.clamp.subjects: no \"zh\"";
        QByteArray unknown = ok;
        unknown.replace(R"(["circle-rect.clamp"])", R"(["circle-rect.clmap"])");
        QTest::newRow("unknown algorithm") << unknown << "unknown id";
        QByteArray badShape = ok;
        badShape.replace(R"("r":1)", R"("r":-1)");
        QTest::newRow("negative radius") << badShape << "shapes.a";
        QByteArray convention = ok;
        convention.replace("y-up", "sideways");
        QTest::newRow("convention") << convention << "convention";
    }
    void malformedLessonsAreNamed() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const auto parsed = parseLesson(json);
        if (mentions.isEmpty()) {
            QVERIFY(std::holds_alternative<Lesson>(parsed));
            return;
        }
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY2(std::get<QString>(parsed).contains(mentions),
                 qPrintable(std::get<QString>(parsed)));
    }
};

QTEST_APPLESS_MAIN(TestLessons)
#include "tst_lessons.moc"
