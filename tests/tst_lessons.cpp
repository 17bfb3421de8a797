// Lessons: every lesson file loads; every step any run of its algorithms can produce has
// narration in English and Chinese whose slots all fill, under every display convention
// (y-up or y-down, degrees or radians); the words follow the convention; and the slot
// filler itself.

#include "app/lessons/lesson_loader.h"
#include "app/lessons/narration.h"
#include "app/scene/symbol_text.h"
#include "core/algorithms.h"
#include "overlap_test_paths.h"
#include "support/covering_scenes.h"
#include "tests/support/trace_lookup.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

namespace tst_lessons {

using namespace overlap;
using namespace overlap::lessons;

namespace {

using test::coveringScenes;

QList<Lesson> loadAll() {
    auto loaded = loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<Lesson>>(loaded);
}

Trace traceFor(const Algorithm& alg, const Shape& a, const Shape& b, Touching t, Vec2 motion = {}) {
    Trace trace;
    const Outcome out = runAlgorithm(alg, a, b, t, &trace, motion);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return trace;
}

// The four display conventions: y-up or y-down, degrees or radians.
std::vector<NarrationFlags> displays(bool counts) {
    std::vector<NarrationFlags> out;
    for (bool yDown : {false, true})
        for (bool radians : {false, true})
            out.push_back({counts, yDown, radians});
    return out;
}

QString describe(const NarrationFlags& f) {
    return QStringLiteral("%1, %2, %3")
        .arg(f.touchingCounts ? QStringLiteral("touching counts") : QStringLiteral("strict"),
             f.yDown ? QStringLiteral("y-down") : QStringLiteral("y-up"),
             f.radians ? QStringLiteral("radians") : QStringLiteral("degrees"));
}

// A filled text that reads as text: not empty, no slot left.
bool readable(const QString& text) {
    return !text.trimmed().isEmpty() && !text.contains(QLatin1Char('{')) &&
           !text.contains(QLatin1Char('}'));
}

// Whether steps 0..step draw the symbol a text names (the same one of several, whichever
// shape owns it: a scene may give the shapes in the other order).
bool drawnBy(const Trace& trace, std::size_t step, const NamedSymbol& n) {
    for (std::size_t i = 0; i <= step; ++i)
        for (const Primitive& p : trace.steps[i].primitives)
            if (p.symbol == n.symbol && (n.index < 0 || p.index == n.index) &&
                shownAt(trace, i, step, p))
                return true;
    return false;
}

// Every step of the trace has text in both languages with every slot filled, under every
// display convention, and draws every symbol it names; the first problem, or "".
QString narrationProblem(const Lesson& l, const QString& algId, const Trace& trace, bool counts) {
    const auto& texts = l.steps.value(algId);
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
        const QString step = QString::fromStdString(trace.steps[i].id);
        if (!texts.contains(step))
            return QStringLiteral("%1 %2: no narration for step %3").arg(l.id, algId, step);
        for (const QString& lang : languages())
            for (const NarrationFlags& flags : displays(counts)) {
                const Filled filled = fillSlots(texts[step][lang], trace, i, flags);
                if (!filled.ok())
                    return QStringLiteral("%1 %2 %3 [%4, %5]: %6")
                        .arg(l.id, algId, step, lang, describe(flags), filled.error);
                if (!readable(filled.text))
                    return QStringLiteral("%1 %2 %3 [%4, %5]: empty or unfilled")
                        .arg(l.id, algId, step, lang, describe(flags));
                for (const NamedSymbol& n : filled.named)
                    if (!drawnBy(trace, i, n))
                        return QStringLiteral("%1 %2 %3 [%4]: names %5, which is not drawn")
                            .arg(l.id, algId, step, lang, filled.text.mid(n.start, n.length));
            }
    }
    return {};
}

const Lesson& lessonById(const QList<Lesson>& lessons, const QString& id) {
    for (const Lesson& l : lessons)
        if (l.id == id)
            return l;
    qFatal("no lesson %s", qPrintable(id));
}

// A step's narration on the lesson's own scene, in one language and one display.
QString narrationOf(const Lesson& l, const QString& algId, const QString& step, const QString& lang,
                    const NarrationFlags& flags) {
    const Trace trace =
        traceFor(*findAlgorithm(algId.toStdString()), l.a, l.b,
                 flags.touchingCounts ? Touching::Counts : Touching::Separate, l.motion);
    for (std::size_t i = 0; i < trace.steps.size(); ++i)
        if (QString::fromStdString(trace.steps[i].id) == step) {
            const Filled filled = fillSlots(l.steps[algId][step][lang], trace, i, flags);
            if (!filled.ok())
                qFatal("%s", qPrintable(filled.error));
            return filled.text;
        }
    qFatal("%s: no step %s on the lesson's scene", qPrintable(l.id), qPrintable(step));
}

// A lesson's intro in one language and one display.
QString introOf(const Lesson& l, const QString& lang, const NarrationFlags& flags) {
    const Filled filled = fillSlots(l.intro[lang], flags);
    if (!filled.ok())
        qFatal("%s", qPrintable(filled.error));
    return filled.text;
}

// Every step title of a lesson in one language.
QStringList stepTitlesOf(const Lesson& l, const QString& lang) {
    QStringList out;
    for (const auto& titles : l.stepTitles)
        for (const Localized& title : titles)
            out << title.value(lang);
    return out;
}

const NarrationFlags kYUp{true, false, false};
const NarrationFlags kYDown{true, true, false};
const NarrationFlags kRadians{true, false, true};

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

    // Lesson 9 opens on tunnelling: every frame's test says apart, the swept test a hit, and
    // its picture's time of impact is where the circle first touches the wall.
    void theMovingLessonOpensOnTunnelling() {
        const QList<Lesson> all = loadAll();
        const Lesson l = lessonById(all, QStringLiteral("circle-rect-moving"));
        const Algorithm& alg = *findAlgorithm(l.algorithms.front().toStdString());
        QVERIFY(!alg.swept.empty());
        const Trace t = traceFor(alg, l.a, l.b, Touching::Counts, l.motion);
        QCOMPARE(t.verdictClass, std::optional<VerdictClass>(VerdictClass::Overlap));
        const auto valueOf = [&](const char* step, const char* name) {
            return test::valueAt(t, step, name);
        };
        for (const char* frame : {"hit0", "touch0", "hit1", "touch1", "hit2", "touch2"})
            QCOMPARE(valueOf("frames", frame), 0.0);
        QCOMPARE(valueOf("frames", "tunnels"), 1.0);
        // The circle of radius r first touches the wall's left side x = left at t*.
        const Circle c = std::get<Circle>(l.a);
        const Rect wall = std::get<Rect>(l.b);
        const double t0 = (wall.min.x - c.r - c.c.x) / l.motion.x;
        QVERIFY(std::abs(valueOf("impact", "t") - t0) <= kToiErrorBound);
        QCOMPARE(valueOf("impact", "nx"), -1.0);
        // Standing still, the moving method is the standing test: apart here.
        const Trace still = traceFor(alg, l.a, l.b, Touching::Counts);
        QCOMPARE(still.verdictClass, std::optional<VerdictClass>(VerdictClass::Apart));
    }

    // Lesson 10 too: a box a bullet's size through a thin wall, hit at the wall's left side.
    void theMovingRectLessonOpensOnTunnelling() {
        const QList<Lesson> all = loadAll();
        const Lesson l = lessonById(all, QStringLiteral("rect-rect-moving"));
        const Algorithm& alg = *findAlgorithm(l.algorithms.front().toStdString());
        const Trace t = traceFor(alg, l.a, l.b, Touching::Counts, l.motion);
        QVERIFY(t.moving);
        QCOMPARE(t.verdictClass, std::optional<VerdictClass>(VerdictClass::Overlap));
        const auto valueOf = [&](const char* step, const char* name) {
            return test::valueAt(t, step, name);
        };
        QCOMPARE(valueOf("frames", "tunnels"), 1.0);
        const Rect box = std::get<Rect>(l.a), wall = std::get<Rect>(l.b);
        const double t0 = (wall.min.x - box.max.x) / l.motion.x;
        QVERIFY(std::abs(valueOf("impact", "t") - t0) <= kToiErrorBound);
        QCOMPARE(valueOf("slabs", "tin"), valueOf("impact", "t"));
        QCOMPARE(valueOf("impact", "nx"), -1.0);
        QCOMPARE(valueOf("impact", "px"), wall.min.x);
    }

    void everyStepOfEveryPathIsNarrated() { narrateEveryPath(false); }
    // Apart: under ASan each function has its own time limit.
    void everyStepOfEveryMovingPathIsNarrated() { narrateEveryPath(true); }

  private:
    // The standing methods' lessons, or the moving ones' on three kinds of move: none, the
    // lesson's, and fast along x (through, past or grazing each covering scene).
    void narrateEveryPath(bool moving) {
        for (const Lesson& l : loadAll())
            for (const QString& algId : l.algorithms) {
                const Algorithm& alg = *findAlgorithm(algId.toStdString());
                if (alg.swept.empty() == moving)
                    continue;
                auto scenes = coveringScenes(alg.pair);
                scenes.push_back({l.a, l.b});
                std::vector<Vec2> motions{{0, 0}};
                if (moving)
                    motions.insert(motions.end(), {l.motion, Vec2{40, 0}});
                for (const auto& [a, b] : scenes)
                    for (Vec2 m : motions)
                        for (Touching t : {Touching::Counts, Touching::Separate}) {
                            const QString why = narrationProblem(
                                l, algId, traceFor(alg, a, b, t, m), t == Touching::Counts);
                            QVERIFY2(why.isEmpty(), qPrintable(why));
                        }
            }
    }

  private slots:
    // Every narrated step has a title, and no title names a step without narration.
    void everyStepHasATitle() {
        for (const Lesson& l : loadAll())
            for (const QString& algId : l.algorithms) {
                QStringList narrated = l.steps.value(algId).keys();
                QStringList titled = l.stepTitles.value(algId).keys();
                narrated.sort();
                titled.sort();
                QVERIFY2(narrated == titled, qPrintable(l.id + QLatin1Char(' ') + algId));
            }
    }

    // The title, the intro and the steps' titles fill outside any run, in both languages,
    // under every display convention.
    void titlesAndIntrosFill() {
        for (const Lesson& l : loadAll())
            for (const QString& lang : languages())
                for (bool counts : {true, false})
                    for (const NarrationFlags& flags : displays(counts))
                        for (const QString& text :
                             QStringList{l.title[lang], l.intro[lang]} + stepTitlesOf(l, lang)) {
                            const Filled filled = overlap::lessons::fillSlots(text, flags);
                            const QString where = l.id + QStringLiteral(" [") + lang +
                                                  QStringLiteral(", ") + describe(flags) +
                                                  QStringLiteral("]: ");
                            QVERIFY2(filled.ok(), qPrintable(where + filled.error));
                            QVERIFY2(readable(filled.text), qPrintable(where + filled.text));
                        }
    }

    // With y-up the clamp's (x, y) is the bottom-left corner, with y-down the top-left
    // one; the nine-region walk and the rect-rect edges follow too.
    void wordsFollowTheYConvention() {
        const QList<Lesson> all = loadAll();
        const auto en = QStringLiteral("en");
        const auto zh = QStringLiteral("zh");

        const Lesson& clamp = lessonById(all, QStringLiteral("circle-rect-clamp"));
        QVERIFY(introOf(clamp, en, kYUp).contains(QStringLiteral("is its bottom-left corner")));
        QVERIFY(introOf(clamp, en, kYDown).contains(QStringLiteral("is its top-left corner")));
        QVERIFY(introOf(clamp, en, kYUp).contains(QStringLiteral("Here y points up")));
        QVERIFY(introOf(clamp, en, kYDown).contains(QStringLiteral("Here y points down")));
        QVERIFY(introOf(clamp, zh, kYUp).contains(QStringLiteral("是它的左下角")));
        QVERIFY(introOf(clamp, zh, kYDown).contains(QStringLiteral("是它的左上角")));
        QVERIFY(introOf(clamp, zh, kYUp).contains(QStringLiteral("矩形右上角附近")));
        QVERIFY(introOf(clamp, zh, kYDown).contains(QStringLiteral("矩形右下角附近")));

        const Lesson& fold = lessonById(all, QStringLiteral("circle-rect-fold"));
        const auto foldSubjects = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(fold, QStringLiteral("circle-rect.fold"), QStringLiteral("subjects"),
                               lang, f);
        };
        QVERIFY(foldSubjects(en, kYUp).contains(QStringLiteral("its bottom-left corner")));
        QVERIFY(foldSubjects(en, kYDown).contains(QStringLiteral("its top-left corner")));
        QVERIFY(foldSubjects(zh, kYUp).contains(QStringLiteral("左下角")));
        QVERIFY(foldSubjects(zh, kYDown).contains(QStringLiteral("左上角")));

        const Lesson& rects = lessonById(all, QStringLiteral("rect-rect"));
        const auto yBottom = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(rects, QStringLiteral("rect-rect.intersection"),
                               QStringLiteral("y.bottom"), lang, f);
        };
        QVERIFY(yBottom(en, kYUp).contains(QStringLiteral("the two bottom edges")));
        QVERIFY(yBottom(en, kYDown).contains(QStringLiteral("the two top edges")));
        QVERIFY(yBottom(zh, kYUp).contains(QStringLiteral("两个底边")));
        QVERIFY(yBottom(zh, kYDown).contains(QStringLiteral("两个顶边")));

        // The walk A→B→C→D: counter-clockwise with the inside on the left in y-up, clockwise
        // with the inside on the right on a y-down screen; the maths (the cross) is the same.
        const Lesson& nine = lessonById(all, QStringLiteral("circle-rect-nine-region"));
        const auto vertices = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(nine, QStringLiteral("circle-rect.nine-region"),
                               QStringLiteral("vertices"), lang, f);
        };
        QVERIFY(vertices(en, kYUp).contains(
            QStringLiteral("counter-clockwise: P0 at the bottom-left")));
        QVERIFY(vertices(en, kYDown)
                    .contains(QStringLiteral("numbered clockwise: P0 at the top-left")));
        QVERIFY(vertices(zh, kYUp).contains(QStringLiteral("逆时针")));
        QVERIFY(vertices(zh, kYDown).contains(QStringLiteral("顺时针")));
        const auto edgeAB = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(nine, QStringLiteral("circle-rect.nine-region"),
                               QStringLiteral("edge.AB"), lang, f);
        };
        QVERIFY(edgeAB(en, kYUp).startsWith(QStringLiteral(
            "The shaded half-plane is the inner side of P0P1: it lies to the left")));
        QVERIFY(edgeAB(en, kYDown)
                    .startsWith(QStringLiteral(
                        "The shaded half-plane is the inner side of P0P1: it lies to the right")));
        QVERIFY(edgeAB(zh, kYUp).contains(QStringLiteral("P0→P1 左侧")));
        QVERIFY(edgeAB(zh, kYDown).contains(QStringLiteral("P0→P1 右侧")));
        for (const QString& lang : languages()) {
            QVERIFY(vertices(lang, kYUp) != vertices(lang, kYDown));
            QVERIFY(edgeAB(lang, kYUp) != edgeAB(lang, kYDown));
        }
    }

    // The region step names the edges the centre is outside, the ones its picture keeps,
    // not a bare count (lesson 5's C (14, 10) is outside P1P2 and P2P3 of [0, 10] x [0, 6]).
    void theRegionStepNamesTheEdgesOutside() {
        const QList<Lesson> all = loadAll();
        const Lesson& nine = lessonById(all, QStringLiteral("circle-rect-nine-region"));
        const QString en = narrationOf(nine, QStringLiteral("circle-rect.nine-region"),
                                       QStringLiteral("region"), QStringLiteral("en"), kYUp);
        QVERIFY2(en.contains(QStringLiteral("outside two edges, P1P2 and P2P3")), qPrintable(en));
        const QString zh = narrationOf(nine, QStringLiteral("circle-rect.nine-region"),
                                       QStringLiteral("region"), QStringLiteral("zh"), kYUp);
        QVERIFY2(zh.contains(QStringLiteral("在 P1P2 和 P2P3 两条边的外侧")), qPrintable(zh));
    }

    // The rotated lessons: a positive angle turns counter-clockwise in y-up and clockwise
    // on a y-down screen; angles show as degrees or radians.
    void rotatedWordsFollowTheDisplay() {
        const QList<Lesson> all = loadAll();
        const auto en = QStringLiteral("en");
        const auto zh = QStringLiteral("zh");
        const Lesson& rotated = lessonById(all, QStringLiteral("circle-rotated-rect"));
        for (const QString& alg :
             {QStringLiteral("circle-rotated.clamp"), QStringLiteral("circle-rotated.fold")}) {
            const auto frame = [&](const QString& lang, const NarrationFlags& f) {
                return narrationOf(rotated, alg, QStringLiteral("frame"), lang, f);
            };
            // The lesson's rect is turned by 30°.
            QVERIFY(frame(en, kYUp).contains(QStringLiteral("θ = 30° counter-clockwise")));
            QVERIFY(frame(en, kYDown).contains(QStringLiteral("θ = 30° clockwise")));
            QVERIFY(
                frame(en, kRadians).contains(QStringLiteral("θ = 0.524 rad counter-clockwise")));
            QVERIFY(frame(zh, kYUp).contains(QStringLiteral("逆时针旋转了 θ = 30°")));
            QVERIFY(frame(zh, kYDown).contains(QStringLiteral("顺时针旋转了 θ = 30°")));
            QVERIFY(frame(zh, kRadians).contains(QStringLiteral("θ = 0.524 rad")));
            for (const QString& lang : languages()) {
                QVERIFY(frame(lang, kYUp).contains(QStringLiteral("°")));
                QVERIFY(!frame(lang, kYUp).contains(QStringLiteral("rad")));
                QVERIFY(frame(lang, kRadians).contains(QStringLiteral("rad")));
                QVERIFY(!frame(lang, kRadians).contains(QStringLiteral("°")));
            }
        }
        const auto vertices = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(rotated, QStringLiteral("circle-rotated.nine-region"),
                               QStringLiteral("vertices"), lang, f);
        };
        QVERIFY(vertices(en, kYUp).contains(QStringLiteral("its own bottom-left")));
        QVERIFY(vertices(en, kYDown).contains(QStringLiteral("its own top-left")));
        QVERIFY(vertices(zh, kYUp).contains(QStringLiteral("自身的左下角")));
        QVERIFY(vertices(zh, kYDown).contains(QStringLiteral("自身的左上角")));
        QVERIFY(introOf(rotated, en, kYUp).contains(QStringLiteral("turns counter-clockwise")));
        QVERIFY(introOf(rotated, en, kYDown).contains(QStringLiteral("turns clockwise")));
        QVERIFY(introOf(rotated, en, kYUp).contains(QStringLiteral("turned by 30°")));
        QVERIFY(introOf(rotated, en, kRadians).contains(QStringLiteral("turned by 0.524 rad")));

        const Lesson& sat = lessonById(all, QStringLiteral("rect-rect-sat"));
        const auto subjects = [&](const QString& lang, const NarrationFlags& f) {
            return narrationOf(sat, QStringLiteral("rect-rect.sat"), QStringLiteral("subjects"),
                               lang, f);
        };
        // a is turned by 20°, b by −35°.
        QVERIFY(subjects(en, kYUp).contains(QStringLiteral("by θa = 20° and rect b by θb = −35°")));
        QVERIFY(subjects(en, kRadians)
                    .contains(QStringLiteral("by θa = 0.349 rad and rect b by θb = −0.611 rad")));
        QVERIFY(subjects(en, kYUp).contains(QStringLiteral("counter-clockwise for positive")));
        QVERIFY(subjects(en, kYDown).contains(QStringLiteral(", clockwise for positive")));
        QVERIFY(subjects(zh, kYUp).contains(QStringLiteral("正角度表示逆时针")));
        QVERIFY(subjects(zh, kYDown).contains(QStringLiteral("正角度表示顺时针")));
        QVERIFY(subjects(zh, kRadians).contains(QStringLiteral("0.349 rad")));
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

    // Every listing speaks Chinese too: each English comment has a Chinese one on the same
    // line, and the code between the comments is untouched.
    void everyListingHasChineseComments() {
        const auto isHan = [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; };
        for (const Lesson& l : loadAll())
            for (auto it = l.code.begin(); it != l.code.end(); ++it) {
                const QString where = l.id + QLatin1Char(' ') + it.key();
                QVERIFY2(it->translated.contains(QStringLiteral("zh")), qPrintable(where));
                const QStringList& zh = it->linesIn(QStringLiteral("zh"));
                QCOMPARE(zh.size(), it->lines.size());
                for (qsizetype i = 0; i < zh.size(); ++i) {
                    const qsizetype comment = zh[i].indexOf(QLatin1String("//"));
                    QCOMPARE(comment >= 0, it->lines[i].contains(QLatin1String("//")));
                    if (comment >= 0)
                        QVERIFY2(std::any_of(zh[i].begin() + comment, zh[i].end(), isHan),
                                 qPrintable(where + QStringLiteral(" line %1").arg(i + 1)));
                }
                QCOMPARE(it->linesIn(QStringLiteral("en")), it->lines);
            }
    }

    void commentsAreCutOffTheCode() {
        QCOMPARE(overlap::lessons::codeWithoutComment(QStringLiteral("    x = 1;  // one")),
                 QStringLiteral("    x = 1;"));
        QCOMPARE(overlap::lessons::codeWithoutComment(QStringLiteral("    // only a comment")),
                 QString());
        QCOMPARE(overlap::lessons::codeWithoutComment(QStringLiteral("  }")),
                 QStringLiteral("  }"));
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
        QTest::newRow("negative integer") << -3.0 << "−3"; // a minus sign, not a hyphen
        QTest::newRow("negative") << -2.6963 << "−2.696";
        QTest::newRow("tiny negative") << -6.123e-17 << "−6.123e−17";
        QTest::newRow("minus zero") << -0.0 << "0";
        QTest::newRow("half") << 3.5 << "3.5";
        QTest::newRow("third") << 1.0 / 3 << "0.333";
        QTest::newRow("rounds to 3 places") << 2.0004 << "2";
        QTest::newRow("tiny") << 6.123e-17 << "6.123e−17";
        QTest::newRow("huge") << 1e12 << "1e+12";
    }
    void formatValue() {
        QFETCH(double, v);
        QFETCH(QString, text);
        QCOMPARE(overlap::lessons::formatValue(v), text);
    }

    // A pair of numbers stays on one line: a no-break space after its comma, and a minus
    // sign that does not break from its digits; prose in brackets still wraps.
    void pairsAreNotBroken() {
        Trace t;
        t.add("one").values = {{"x", -2.6963}, {"y", 7.33}};
        const overlap::lessons::Filled f = overlap::lessons::fillSlots(
            QStringLiteral("C′ = ({x}, {y}) (a note, in words)"), t, 0, true);
        QVERIFY2(f.ok(), qPrintable(f.error));
        QCOMPARE(f.text, QStringLiteral("C′ = (−2.696,\u00A07.33) (a note, in words)"));
    }

    // Nor is a formula broken at its signs where it is shown; a sign that is not between two
    // spaces (−θ, a hyphen) and the words round it are left alone.
    void formulasAreNotBroken() {
        QCOMPARE(
            overlap::lessons::keepFormulasWhole(QStringLiteral(
                "so d² = 5.657 > r = 4.5, turned by −θ about C′ − m, a well-known / odd")),
            QStringLiteral("so d²\u00A0=\u00A05.657\u00A0>\u00A0r\u00A0=\u00A04.5, turned by −θ "
                           "about C′\u00A0−\u00A0m, a well-known\u00A0/\u00A0odd"));
        QCOMPARE(overlap::lessons::keepFormulasWhole(QStringLiteral("(cos θ, sin θ), a basin θ")),
                 QStringLiteral("(cos\u00A0θ, sin\u00A0θ), a basin θ"));
        QCOMPARE(overlap::lessons::keepFormulasWhole(QStringLiteral("=a b= =")),
                 QStringLiteral("=a b= ="));
    }

    void formatAngle_data() {
        QTest::addColumn<double>("degrees");
        QTest::addColumn<QString>("inDegrees");
        QTest::addColumn<QString>("inRadians");
        QTest::newRow("30") << 30.0 << "30°"
                            << "0.524 rad";
        QTest::newRow("20") << 20.0 << "20°"
                            << "0.349 rad";
        QTest::newRow("-35") << -35.0 << "−35°"
                             << "−0.611 rad";
        QTest::newRow("100") << 100.0 << "100°"
                             << "1.75 rad";
        QTest::newRow("half a degree") << 0.5 << "0.5°"
                                       << "0.00873 rad";
        QTest::newRow("0") << 0.0 << "0°"
                           << "0 rad";
        QTest::newRow("-0") << -0.0 << "0°"
                            << "0 rad";
        QTest::newRow("90") << 90.0 << "90°"
                            << "π/2 rad";
        QTest::newRow("-90") << -90.0 << "−90°"
                             << "−π/2 rad";
        QTest::newRow("180") << 180.0 << "180°"
                             << "π rad";
        QTest::newRow("270") << 270.0 << "270°"
                             << "3π/2 rad";
        QTest::newRow("-360") << -360.0 << "−360°"
                              << "−2π rad";
        QTest::newRow("450") << 450.0 << "450°"
                             << "5π/2 rad";
    }
    void formatAngle() {
        QFETCH(double, degrees);
        QFETCH(QString, inDegrees);
        QFETCH(QString, inRadians);
        QCOMPARE(overlap::lessons::formatAngle(degrees, false), inDegrees);
        QCOMPARE(overlap::lessons::formatAngle(degrees, true), inRadians);
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
        const auto show = [&](const char* text, const NarrationFlags& flags) {
            return overlap::lessons::fillSlots(QString::fromUtf8(text), t, 1, flags);
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

        // The display's conventions, with defaults y-up and degrees.
        QCOMPARE(fill("{ydown?top-left|bottom-left}, {radians?rad|deg}", 0).text,
                 QStringLiteral("bottom-left, deg"));
        QCOMPARE(show("{ydown?top-left|bottom-left}, {radians?rad|deg}", {true, true, true}).text,
                 QStringLiteral("top-left, rad"));
        QCOMPARE(show("{counts?<=|<} {ydown?1|0}", {false, true, false}).text,
                 QStringLiteral("< 1"));
        // {angle:name}: a value in degrees, shown in the display's unit.
        t.steps.back().values.push_back({"angle", 30});
        QCOMPARE(show("θ = {angle:angle}", {}).text, QStringLiteral("θ = 30°"));
        QCOMPARE(show("θ = {angle:angle}", {true, false, true}).text,
                 QStringLiteral("θ = 0.524 rad"));
        QCOMPARE(show("{angle:r}", {true, false, true}).text, QStringLiteral("0.0349 rad"));
        QVERIFY(show("{angle:angle}", {}).text.contains(QStringLiteral("°")));
        QVERIFY(show("{angle:nothing}", {}).error.contains(QStringLiteral("'nothing'")));
        QVERIFY(show("{degrees:angle}", {}).error.contains(QStringLiteral("unknown format")));
        QVERIFY(!show("{angle:inside?a|b}", {}).ok());
        // Nested slots: filled only in the chosen text; a '|' inside one is its own.
        const char* nested = "{inside?O is to the {ydown?left|right} of AB|O is {d} in}.";
        QCOMPARE(show(nested, {}).text, QStringLiteral("O is to the right of AB."));
        QCOMPARE(show(nested, {true, true, false}).text, QStringLiteral("O is to the left of AB."));
        QCOMPARE(fill("{verdict?{d}|{r} and {ydown?a|b}}", 1).text, QStringLiteral("2 and b"));
        // The unchosen text may name a value this step does not have.
        QCOMPARE(fill("{inside?in|{d}}", 0).text, QStringLiteral("in"));
        QVERIFY(!fill("{inside?{ydown?a|b}", 0).ok());
        QVERIFY(!fill("{inside?{nothing}|b}", 0).ok());
        QVERIFY(!fill("{inside?a|b|c}", 0).ok());
        QVERIFY(!fill("{in{side}?a|b}", 0).ok());

        // Outside a run (a title or an intro): only the display's pseudo-values.
        const NarrationFlags screen{false, true, true};
        QCOMPARE(
            overlap::lessons::fillSlots(
                QStringLiteral("y points {ydown?down|up}, {radians?π/2|90°}, {counts?≤|<}"), screen)
                .text,
            QStringLiteral("y points down, π/2, <"));
        QVERIFY(!overlap::lessons::fillSlots(QStringLiteral("{verdict?a|b}"), screen).ok());
        QVERIFY(!overlap::lessons::fillSlots(QStringLiteral("{r}"), screen).ok());
        QCOMPARE(overlap::lessons::fillSlots(QStringLiteral("{{x}}"), screen).text,
                 QStringLiteral("{x}"));
    }

    // {@ID} writes a symbol's name from the vocabulary and says where it stands; its owner,
    // index and language are its own, and a name the vocabulary lacks is an error.
    void symbolSlots() {
        Trace t;
        t.add("a").values = {{"region", 3}, {"half", 1.5}};
        NarrationFlags zh;
        zh.language = QStringLiteral("zh");
        const auto fill = [&](const char* text, const NarrationFlags& flags = {}) {
            return overlap::lessons::fillSlots(QString::fromUtf8(text), t, 0, flags);
        };
        const auto said = fill("from {@centre} to {@nearest}: {@left b} and {@corner 2}");
        QCOMPARE(said.text, QStringLiteral("from C to N: b.left and P2"));
        QCOMPARE(said.named.size(), 4);
        QCOMPARE(said.named[0].symbol, Symbol::Centre);
        QCOMPARE(said.text.mid(said.named[1].start, said.named[1].length), QStringLiteral("N"));
        QCOMPARE(said.named[2].owner, Owner::B);
        QCOMPARE(said.text.mid(said.named[2].start, said.named[2].length),
                 QStringLiteral("b.left"));
        QCOMPARE(said.named[3].index, 2);
        // A word is said in the language; an index may come from a value.
        QCOMPARE(fill("{@region #region}", zh).text, QStringLiteral("区域 3"));
        QCOMPARE(fill("{@region #region}").text, QStringLiteral("region 3"));
        // Inside a choice, the spans still point into the whole text.
        const auto chosen = fill("so {region?in {@region #region}|out}");
        QCOMPARE(chosen.named.size(), 1);
        QCOMPARE(chosen.text.mid(chosen.named[0].start, chosen.named[0].length),
                 QStringLiteral("region 3"));
        for (const char* bad :
             {"{@}", "{@nowhere}", "{@corner x}", "{@region #half}", "{@region #missing}"})
            QVERIFY2(!fill(bad).ok(), bad);
    }

    // A narration slot and --highlight read a symbol by one grammar: the same words name the
    // same symbol, owner and index in both, and the same words are refused by both.
    void slotsAndHighlightsReadSymbolsAlike() {
        const Trace t;
        for (const char* words :
             {"nearest", "left b", "corner 2", "corner 2 a", "b corner 0", "nowhere", "",
              "corner x", "corner -1", "left c", "corner 2.5", "centre  a"}) {
            const QString text = QString::fromUtf8(words);
            QString why;
            const std::optional<scene::SymbolRef> ref = scene::parseSymbolRef(text, &why);
            const Filled said = overlap::lessons::fillSlots("{@" + text + "}", t, 0, {});
            QCOMPARE(ref.has_value(), said.ok());
            QCOMPARE(why.isEmpty(), said.ok());
            if (!ref)
                continue;
            QCOMPARE(said.named.size(), 1);
            QCOMPARE(said.named[0].symbol, ref->symbol);
            QCOMPARE(said.named[0].owner, ref->owner);
            QCOMPARE(said.named[0].index, ref->index);
        }
        // The words after the id are read, not only the first: "corner 2 a" is a's third
        // corner; "#value" is narration's alone.
        QString why;
        QCOMPARE(scene::parseSymbolRef("corner 2 a", &why),
                 (scene::SymbolRef{Symbol::Corner, Owner::A, 2}));
        QVERIFY(!scene::parseSymbolRef("region #region", &why));
        QVERIFY(why.contains(QLatin1String("#region")));
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
        // Invalid UTF-8 names the byte, its line and column (Qt alone says "invalid UTF8").
        QByteArray badByte = ok;
        badByte.replace(R"("en":"T")", "\"en\":\"T\xC3(\"");
        QTest::newRow("invalid UTF-8")
            << badByte
            << "line 2, column 29: invalid UTF-8: byte 0xC3 is not followed by a continuation "
               "byte (0x28 follows)";
        QByteArray noZh = ok;
        noZh.replace(R"("zh":"始")", R"("zz":"始")");
        QTest::newRow("a step without Chinese")
            << noZh << "steps.circle-rect.clamp.subjects: no \"zh\"";
        QByteArray titled = ok;
        titled.replace(R"({"en":"S","zh":"始"})", R"({"title":{"en":"T"},"en":"S","zh":"始"})");
        QTest::newRow("a step title without Chinese")
            << titled << "steps.circle-rect.clamp.subjects.title: no \"zh\"";
        QByteArray unknown = ok;
        unknown.replace(R"(["circle-rect.clamp"])", R"(["circle-rect.clmap"])");
        QTest::newRow("unknown algorithm") << unknown << "unknown id";
        QByteArray badShape = ok;
        badShape.replace(R"("r":1)", R"("r":-1)");
        QTest::newRow("negative radius") << badShape << "shapes.a";
        QByteArray convention = ok;
        convention.replace("y-up", "sideways");
        QTest::newRow("convention") << convention << "convention";
        for (const char* section : {"0", "11", "2.5", "1e300", "-1e300", "\"3\""}) {
            QByteArray wrongSection = ok;
            wrongSection.replace(R"("section":3)", QByteArray(R"("section":)") + section);
            QTest::newRow(qPrintable(QStringLiteral("section %1").arg(QLatin1String(section))))
                << wrongSection << "line 1, column 21: section: expected 1 to 10";
        }
        // The strict reader: a key given twice is refused where it comes again.
        QByteArray twice = ok;
        twice.replace(R"("section":3,)", R"("section":3,"section":4,)");
        QTest::newRow("duplicate key")
            << twice << "not JSON at line 1, column 23: duplicate key \"section\" in one object";
        // The one shape codec: a key no circle has, placed at the shape.
        QByteArray circleAngle = ok;
        circleAngle.replace(R"("r":1)", R"("r":1,"angle":30)");
        QTest::newRow("a circle with an angle")
            << circleAngle
            << "line 3, column 70: shapes.a: unknown key \"angle\" (a circle has type, x, y and r)";
        QByteArray textRadius = ok;
        textRadius.replace(R"("r":1)", R"("r":"1")");
        QTest::newRow("radius as text")
            << textRadius << "line 3, column 60: shapes.a.r: expected a number, found a string";
        QByteArray noShapes = ok;
        noShapes.replace(R"("shapes":)", R"("shape":)");
        QTest::newRow("no shapes") << noShapes << "line 1, column 1: shapes is missing";
        // Listings with a Chinese version. moc does not read raw strings: an at sign stands
        // for the comment's slashes, and the braces of each string balance.
        const auto withListing = [&ok](const char* zh) {
            QByteArray json = ok;
            json.replace(
                R"("id":"x")",
                R"("code":{"circle-rect.clamp":{"text":["int x;  @ a","x = 1;"],"zh":ZH}},"id":"x")");
            return json.replace("ZH", zh).replace("@", "//");
        };
        QTest::newRow("a Chinese listing") << withListing(R"(["int x;  @ 甲","x = 1;"])") << "";
        QTest::newRow("a Chinese listing a line short")
            << withListing(R"(["int x;  @ 甲"])") << "code.circle-rect.clamp.zh: expected 2 lines";
        QTest::newRow("a Chinese listing with other code")
            << withListing(R"(["int y;  @ 甲","x = 1;"])")
            << "code.circle-rect.clamp.zh: line 1 changes the code";
        QTest::newRow("a Chinese listing with another indent")
            << withListing(R"(["int x;  @ 甲"," x = 1;"])") << "line 2 changes the code";
        QTest::newRow("a Chinese listing with a number")
            << withListing(R"(["int x;  @ 甲",2])")
            << "code.circle-rect.clamp.zh[1]: expected a string, found a number";
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

    // A broken file in a folder is named, with the line and column of the fault.
    void loadNamesTheFileAndThePlace() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile copy(QStringLiteral(OVERLAP_LESSONS_DIR "/01-rect-rect.json"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QByteArray text = copy.readAll();
        // Shape a's width given twice, on the line of the shapes.
        const qsizetype at = text.indexOf(R"("w": 8,)");
        QVERIFY(at > 0);
        text.insert(at, R"("w": 9, )");
        QFile broken(dir.filePath(QStringLiteral("01-rect-rect.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(text);
        broken.close();
        const int line = int(text.left(at).count('\n')) + 1;
        const int column = int(at - text.lastIndexOf('\n', at - 1) + 8);
        const auto loaded = loadLessons(dir.path());
        QVERIFY(std::holds_alternative<QString>(loaded));
        QCOMPARE(std::get<QString>(loaded),
                 QStringLiteral("01-rect-rect.json: not JSON at line %1, column %2: duplicate key "
                                "\"w\" in one object")
                     .arg(line)
                     .arg(column));
    }
};

} // namespace tst_lessons

#define OVERLAP_SUBJECT tst_lessons
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_lessons::TestLessons)
#include "tst_lessons.moc"
