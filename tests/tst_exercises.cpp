// Exercises in the lesson files: every lesson has three or more, of every kind, with text in
// English and Chinese that fills under every display convention; each is solvable (a place
// exercise's solution meets its goal and its start does not; a predict exercise's stated
// answer is the exact class; a spot-the-bug listing's verdict on its scene is wrong); and a
// malformed exercise is refused with its line, column and key.

#include "app/lessons/lesson_loader.h"
#include "app/lessons/narration.h"
#include "core/algorithms.h"
#include "core/goals/goal.h"
#include "overlap_test_paths.h"

#include <QFile>
#include <QtTest>

#include <set>

namespace tst_exercises {

using namespace overlap;
using namespace overlap::lessons;

namespace {

QList<Lesson> loadAll() {
    auto loaded = loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<Lesson>>(loaded);
}

QString where(const Lesson& l, const Exercise& e) {
    return l.id + QLatin1Char('/') + e.id;
}

// Every display: the text fills, and no slot is left in it.
void checkText(const Localized& text, const QString& what) {
    for (const QString& lang : languages())
        for (bool yDown : {false, true})
            for (bool radians : {false, true}) {
                const Filled f = fillSlots(text.value(lang), NarrationFlags{true, yDown, radians});
                QVERIFY2(f.ok(), qPrintable(what + QLatin1Char(' ') + lang + QStringLiteral(": ") +
                                            f.error));
                QVERIFY2(!f.text.trimmed().isEmpty() && !f.text.contains(QLatin1Char('{')),
                         qPrintable(what + QLatin1Char(' ') + lang));
            }
}

QByteArray lessonText(const QString& file) {
    QFile f(QStringLiteral(OVERLAP_LESSONS_DIR "/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    return f.readAll();
}

} // namespace

class TestExercises : public QObject {
    Q_OBJECT
  private slots:
    void everyLessonHasThreeKinds() {
        const QList<Lesson> lessons = loadAll();
        QCOMPARE(lessons.size(), 10);
        for (const Lesson& l : lessons) {
            QVERIFY2(l.exercises.size() >= 3, qPrintable(l.id));
            std::set<int> kinds;
            // Titles tell a lesson's exercises apart in the list, in either language.
            std::set<QString> titles[2];
            for (const Exercise& e : l.exercises) {
                kinds.insert(int(e.kind));
                checkText(e.title, where(l, e) + QStringLiteral(" title"));
                QVERIFY2(titles[0].insert(e.title[QStringLiteral("en")]).second,
                         qPrintable(where(l, e)));
                QVERIFY2(titles[1].insert(e.title[QStringLiteral("zh")]).second,
                         qPrintable(where(l, e)));
                checkText(e.prompt, where(l, e));
                QVERIFY(!e.hints.isEmpty());
                for (const Localized& h : e.hints)
                    checkText(h, where(l, e) + QStringLiteral(" hint"));
            }
            QCOMPARE(kinds.size(), std::size_t(3));
        }
    }

    // A place exercise's reference solution meets its goal exactly; its start does not.
    void placeExercisesAreSolvable() {
        for (const Lesson& l : loadAll())
            for (const Exercise& e : l.exercises) {
                if (e.kind != Exercise::Kind::Place)
                    continue;
                const Scenario start{e.a, e.b, e.touching, e.motion};
                QVERIFY2(!goals::met(e.goal, start, start), qPrintable(where(l, e)));
                QVERIFY2(goals::met(e.goal,
                                    {e.solutionA, e.solutionB, e.touching, e.solutionMotion},
                                    start),
                         qPrintable(where(l, e)));
                // Solved under the other policy too: the goal names classes, not verdicts.
                const Touching other =
                    e.touching == Touching::Counts ? Touching::Separate : Touching::Counts;
                QVERIFY2(goals::met(e.goal, {e.solutionA, e.solutionB, other, e.solutionMotion},
                                    {e.a, e.b, other, e.motion}),
                         qPrintable(where(l, e)));
            }
    }

    // The stated answer is the exact class, and every method of the lesson agrees on it.
    void predictAnswersAreTheExactClass() {
        for (const Lesson& l : loadAll())
            for (const Exercise& e : l.exercises) {
                if (e.kind != Exercise::Kind::Predict)
                    continue;
                for (const QString& id : l.algorithms) {
                    const auto cls = classify(*findAlgorithm(id.toStdString()), e.a, e.b,
                                              Touching::Counts, e.motion);
                    QVERIFY2(cls == e.answer, qPrintable(where(l, e) + QLatin1Char(' ') + id));
                }
            }
    }

    // The buggy listing's verdict on the scene differs from the exact one, and its wrong
    // lines are code lines of the listing.
    void bugListingsAreWrongOnTheirScene() {
        for (const Lesson& l : loadAll())
            for (const Exercise& e : l.exercises) {
                if (e.kind != Exercise::Kind::Bug)
                    continue;
                const Algorithm* buggy = findAlgorithm(e.buggyMethod.toStdString());
                const Outcome wrong =
                    runAlgorithm(*buggy, e.a, e.b, e.buggyTouching, nullptr, e.motion);
                QVERIFY(wrong.ok());
                const auto cls = classify(*findAlgorithm(l.algorithms[0].toStdString()), e.a, e.b,
                                          Touching::Counts, e.motion);
                QVERIFY(cls);
                QVERIFY2(wrong.result.overlap != overlapsUnder(*cls, e.touching),
                         qPrintable(where(l, e)));
                // The prompt says what the code answers, in both languages (of a move: a hit
                // or a miss).
                const bool says = wrong.result.overlap;
                const bool moves = !buggy->swept.empty();
                const QString en = moves ? (says ? QStringLiteral("the code says hit")
                                                 : QStringLiteral("the code says miss"))
                                         : (says ? QStringLiteral("the code says overlap")
                                                 : QStringLiteral("the code says apart"));
                const QString zh =
                    moves
                        ? (says ? QStringLiteral("代码却说命中") : QStringLiteral("代码却说未命中"))
                        : (says ? QStringLiteral("代码却说重叠") : QStringLiteral("代码却说分离"));
                QVERIFY2(e.prompt[QStringLiteral("en")].contains(en), qPrintable(where(l, e)));
                QVERIFY2(e.prompt[QStringLiteral("zh")].contains(zh), qPrintable(where(l, e)));
                QVERIFY(e.code.translated.contains(QStringLiteral("zh")));
                for (int line : e.wrongLines)
                    QVERIFY2(!codeWithoutComment(e.code.lines.at(line - 1)).trimmed().isEmpty(),
                             qPrintable(where(l, e)));
            }
    }

    void malformedExercisesAreRefused_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("kind") << QByteArray("\"kind\": \"place\"")
                              << QByteArray("\"kind\": \"drag\"")
                              << QStringLiteral("exercises[0].kind: expected \"place\"");
        QTest::newRow("no title") << QByteArray("\"title\": {\"en\": \"Just touch\", ")
                                  << QByteArray("\"titel\": {\"en\": \"Just touch\", ")
                                  << QStringLiteral("exercises[0].titel: unknown key");
        QTest::newRow("empty title")
            << QByteArray("\"zh\": \"恰好接触\"") << QByteArray("\"zh\": \" \"")
            << QStringLiteral("exercises[0].title: no \"zh\" text");
        QTest::newRow("class") << QByteArray("\"shapes\": \"touching\"")
                               << QByteArray("\"shapes\": \"close\"")
                               << QStringLiteral("exercises[0].goal.shapes: expected \"overlap\"");
        QTest::newRow("goal key") << QByteArray("\"keep\": [\"a\"]")
                                  << QByteArray("\"kept\": [\"a\"]")
                                  << QStringLiteral("exercises[0].goal.kept: unknown key");
        QTest::newRow("no zh") << QByteArray("\"zh\": \"左边矩形的右边在 x = 1 + 8 = 9。\"")
                               << QByteArray("\"zh\": \"\"")
                               << QStringLiteral("exercises[0].hints[0]: no \"zh\" text");
        QTest::newRow("line") << QByteArray("\"wrong\": [4]") << QByteArray("\"wrong\": [9]")
                              << QStringLiteral("exercises[2].wrong: expected line numbers "
                                                "within 1..8");
        QTest::newRow("method") << QByteArray("\"method\": \"rect-rect.separation\"")
                                << QByteArray("\"method\": \"rect-rect.nope\"")
                                << QStringLiteral("exercises[2].buggy.method: unknown id");
        QTest::newRow("policy") << QByteArray("\"touching\": \"separate\"")
                                << QByteArray("\"touching\": \"strict\"")
                                << QStringLiteral("exercises[2].buggy.touching: expected");
        QTest::newRow("pair") << QByteArray("\"b\": {\"type\": \"rect\", \"x\": 6, \"y\": 4, "
                                            "\"w\": 3, \"h\": 3}")
                              << QByteArray("\"b\": {\"type\": \"circle\", \"x\": 6, \"y\": 4, "
                                            "\"r\": 1}")
                              << QStringLiteral("exercises[1].shapes: not the lesson's pair");
    }

    // Each malformed exercise names its line, column and key.
    void malformedExercisesAreRefused() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = lessonText(QStringLiteral("01-rect-rect.json"));
        const qsizetype at = text.indexOf("\"exercises\"");
        QVERIFY(at > 0);
        const qsizetype hit = text.indexOf(from, at);
        QVERIFY2(hit > 0, from.constData());
        text.replace(hit, from.size(), to);
        const auto parsed = parseLesson(text);
        const QString* why = std::get_if<QString>(&parsed);
        QVERIFY(why);
        QVERIFY2(why->startsWith(QStringLiteral("line ")), qPrintable(*why));
        QVERIFY2(why->contains(message), qPrintable(*why));
    }
};

} // namespace tst_exercises

#define OVERLAP_SUBJECT tst_exercises
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_exercises::TestExercises)
#include "tst_exercises.moc"
