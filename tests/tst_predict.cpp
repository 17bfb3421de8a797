// Predict, then reveal: with the switch on, stepping forward stops before the deciding step
// (and a region step) with a question; the answer, by mouse or key, reveals the step with a
// line that says right or wrong and why in the narration's numbers; an exact touch's right
// answer is "touching"; the latest try's score is saved and shown in the lesson list in
// both languages; with the switch off the steps go straight through.

#include "app/compare/compare_mode.h"
#include "app/i18n/language.h"
#include "app/lessons/narration.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/player/predict_panel.h"
#include "app/player/predict_questions.h"
#include "app/player/predict_score.h"
#include "app/player/predict_words.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"
#include "app/window/themes.h"
#include "core/algorithms.h"

#include "support/content.h"
#include "support/private_settings.h"
#include "support/shape_builders.h"
#include "support/tie_scenes.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

namespace tst_predict {

using namespace overlap;

using player::PredictPanel;
using test::C;
using test::R;
using window::MainWindow;
using window::Theme;

namespace {

// The lessons in list order.
enum Lesson { RectRect, CircleCircle, Clamp, Rounded, NineRegion, Fold, Rotated, Sat };

struct Window {
    MainWindow w{test::allLessons(), test::allPitfallNotes()};
    Window() {
        w.resize(1300, 850);
        w.show();
        QApplication::setActiveWindow(&w);
    }
    player::LessonPlayer* player() const { return w.player(); }
    PredictPanel* panel() const { return w.player()->predictPanel(); }
    // Opens a lesson on a scene of its pair.
    void open(Lesson lesson, const Shape& a, const Shape& b) {
        w.selectLesson(lesson);
        w.scenario()->setShapes(a, b);
        player()->first();
    }
    void switchPredict() {
        QTest::mouseClick(w.player()->findChild<QToolButton*>(QStringLiteral("predictSwitch")),
                          Qt::LeftButton);
    }
    // Right until a question waits or the last step; the step it stopped on.
    int stepToQuestion() {
        for (int i = 0; i < 20 && !panel()->waiting(); ++i)
            QTest::keyClick(&w, Qt::Key_Right);
        return player()->step();
    }
    // An answer key: the button clicks itself a moment later (as a shortcut does).
    bool pressAnswer(int choice) {
        const int before = panel()->attempt().asked;
        QTest::keyClick(&w, Qt::Key(Qt::Key_1 + choice));
        return QTest::qWaitFor([&] { return panel()->attempt().asked == before + 1; });
    }
    void clickAnswer(int choice) {
        QTest::mouseClick(panel()->answerButtons().value(choice), Qt::LeftButton);
    }
    QString verdictBadge() const {
        return w.player()->findChild<QLabel*>(QStringLiteral("verdict"))->text();
    }
    QString mark() const {
        const auto* m = w.player()->findChild<QLabel*>(QStringLiteral("predictMark"));
        return m->isVisible() ? m->text() : QString();
    }
    QString listText(Lesson lesson) const { return w.lessonList()->item(lesson)->text(); }
    // The score line under a lesson's title, without its indent; empty when it has none.
    QString listNote(Lesson lesson) const {
        return listText(lesson).section(QLatin1Char('\n'), 1).trimmed();
    }
    QString lessonId(Lesson lesson) const { return w.lessons()[lesson].id; }
    // The figure's height once the layout has settled: what must not jump.
    int figureHeight() const {
        QApplication::processEvents();
        return player()->view()->height();
    }
    // A step's own narration in the run on screen, as the player fills it (y up, degrees).
    QString ownNarration(Lesson lesson, const std::string& stepId, const QString& lang) const {
        const Trace& t = player()->trace();
        for (std::size_t i = 0; i < t.steps.size(); ++i)
            if (t.steps[i].id == stepId)
                return lessons::fillSlots(
                           w.lessons()[lesson]
                               .steps[player()->algorithm()][QString::fromStdString(stepId)][lang],
                           t, i, w.scenario()->touching() == Touching::Counts)
                    .text;
        return {};
    }
};

QString saved(const QString& lessonId) {
    return QSettings().value(QStringLiteral("predict/") + lessonId).toString();
}

int decidingIndex(const Trace& t) {
    return int(t.decidingStep() - t.steps.data());
}

bool hasHan(const QString& s) {
    for (QChar c : s)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

// The contrast of a widget's words: its most common colour is the paper, and the pixel that
// stands out most from it is the ink (the core of a glyph, not its smoothed edge).
double inkOnPaper(QWidget* w) {
    const QImage image = w->grab().toImage();
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb paper = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > counts.value(paper))
            paper = it.key();
    double best = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        best = std::max(best, window::contrastRatio(QColor(it.key()), QColor(paper)));
    return best;
}

// The predict row's visible parts, the switch and the narration: no two overlap, and each
// has the room its words need.
bool keptClear(Window& win, const QString& what) {
    QApplication::processEvents();
    QWidget* player = win.w.player();
    QList<QWidget*> parts{player->findChild<QLabel*>(QStringLiteral("predictMark")),
                          player->findChild<QLabel*>(QStringLiteral("predictText")),
                          player->findChild<QLabel*>(QStringLiteral("predictQuestion")),
                          player->findChild<QLabel*>(QStringLiteral("narration")),
                          player->findChild<QToolButton*>(QStringLiteral("predictSwitch"))};
    for (QPushButton* b :
         player->findChild<QWidget*>(QStringLiteral("predict"))->findChildren<QPushButton*>())
        parts << b;
    QList<QWidget*> shown;
    for (QWidget* w : parts)
        if (w && w->isVisible())
            shown << w;
    bool ok = shown.size() >= 5;
    for (int i = 0; i < shown.size(); ++i) {
        const QRect ri(shown[i]->mapTo(&win.w, QPoint()), shown[i]->size());
        ok = ok && win.w.rect().contains(ri);
        for (int j = i + 1; j < shown.size(); ++j) {
            const QRect rj(shown[j]->mapTo(&win.w, QPoint()), shown[j]->size());
            if (ri.intersects(rj)) {
                qWarning("%s: %s and %s overlap", qPrintable(what),
                         qPrintable(shown[i]->objectName()), qPrintable(shown[j]->objectName()));
                ok = false;
            }
        }
        if (auto* label = qobject_cast<QLabel*>(shown[i]); label && label->wordWrap())
            ok = ok && label->height() >= label->heightForWidth(label->width());
        else if (auto* button = qobject_cast<QAbstractButton*>(shown[i]))
            ok = ok &&
                 button->width() >= button->fontMetrics().horizontalAdvance(button->text()) + 8;
    }
    if (!ok)
        qWarning("%s: the predict row is crowded", qPrintable(what));
    return ok;
}

} // namespace

class TestPredict : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    // A moving run asks whether it passes through, before its frames, and hit, graze or
    // miss before its time of impact; never the standing rounded method's region question,
    // though its steps share the id cross.h.
    void aMovingRunAsksAboutThePassage_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<double>("mx");
        QTest::addColumn<double>("my");
        QTest::addColumn<int>("passage");
        QTest::addColumn<int>("verdict");
        // A circle of radius 1.5 and a wall x in [0, 1.5], y in [-2, 10].
        QTest::newRow("through the wall") << -5.0 << 4.0 << 9.0 << 1.5 << 1 << 0;
        QTest::newRow("landing in it") << -5.0 << 4.0 << 4.0 << 0.0 << 0 << 0;
        QTest::newRow("down onto its top") << 0.75 << 14.0 << 0.0 << -2.5 << 0 << 1;
        QTest::newRow("away from it") << -5.0 << 4.0 << -9.0 << 0.0 << 2 << 2;
    }
    void aMovingRunAsksAboutThePassage() {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, mx);
        QFETCH(double, my);
        QFETCH(int, passage);
        QFETCH(int, verdict);
        const Shape from = Circle{{x, y}, 1.5}, wall = Rect{{0, -2}, {1.5, 10}};
        const Vec2 move{mx, my};
        Trace t;
        QVERIFY(runAlgorithm(*findAlgorithm("circle-rect.swept"), from, wall, Touching::Counts, &t,
                             move)
                    .ok());
        const std::vector<player::predict::Question> qs = player::predict::questionsOf(t);
        QCOMPARE(int(qs.size()), 2);
        QCOMPARE(qs[0].ask, player::predict::Ask::PassThrough);
        QCOMPARE(t.steps[std::size_t(qs[0].step)].id, std::string("frames"));
        QCOMPARE(qs[0].right, passage);
        QCOMPARE(qs[1].ask, player::predict::Ask::MovingVerdict);
        QCOMPARE(qs[1].right, verdict);
        QVERIFY(!player::predict::choiceLabel(qs[1].ask, qs[1].right).isEmpty());
        QVERIFY(player::predict::reveal(qs[1], verdict, t, true).right);
    }

    void initTestCase() { test::usePrivateSettings(dir_.filePath(QStringLiteral("settings"))); }
    void init() {
        QSettings().clear();
        i18n::setLanguage(QStringLiteral("en"));
    }

    // The clamp: circle (14, 10) r 4.5 beside the rect (0, 0)-(10, 6); d = √32 = 5.657.
    void aWrongAnswerIsRevealedWithTheNumbersAndScored() {
        Window win;
        win.open(Clamp, C(14, 10, 4.5), R(0, 0, 10, 6));
        QVERIFY(!win.panel()->isVisible());
        win.switchPredict();
        QVERIFY(win.panel()->isOn() && win.panel()->isVisible());
        const int deciding = decidingIndex(win.player()->trace());
        QCOMPARE(win.stepToQuestion(), deciding - 1);
        // The question waits; the picture and the badge are still the step before.
        QCOMPARE(win.panel()->question(),
                 QStringLiteral("Predict: overlap, touching or apart? Touching counts as overlap "
                                "now — T switches."));
        QCOMPARE(win.panel()->text(), QStringLiteral("Answer with a button or a key, 1 to 3."));
        QCOMPARE(win.panel()->answerButtons().size(), 3);
        QCOMPARE(win.panel()->answerButtons()[0]->text(), QStringLiteral("Overlap (they cross)"));
        QCOMPARE(win.panel()->answerButtons()[1]->text(), QStringLiteral("Touching (just meet)"));
        QCOMPARE(win.verdictBadge(), QStringLiteral("not yet decided"));
        QTest::keyClick(&win.w, Qt::Key_Right); // no way past it but an answer
        QTest::keyClick(&win.w, Qt::Key_End);
        QCOMPARE(win.player()->step(), deciding - 1);
        QVERIFY(win.panel()->waiting());
        win.clickAnswer(0); // "overlap": wrong
        QCOMPARE(win.player()->step(), deciding);
        QVERIFY(!win.panel()->waiting());
        QCOMPARE(win.mark(), QStringLiteral("✗ Not quite"));
        QCOMPARE(win.panel()->text(),
                 QStringLiteral("You said overlap, but it is apart: d = 5.657 > r = 4.5."));
        QCOMPARE(win.panel()->question(), QString());
        QVERIFY(win.verdictBadge().startsWith(QStringLiteral("apart")));
        QCOMPARE(saved(win.lessonId(Clamp)), QStringLiteral("0/1"));
        QCOMPARE(win.listNote(Clamp), QStringLiteral("Predictions:\u00a00/1\u00a0right"));
        QCOMPARE(win.w.lessonList()->item(Clamp)->toolTip(),
                 QStringLiteral("Predict, your latest try: 0 of 1 answers right"));
        // Answered for this scene: back and forward again go straight through.
        QTest::keyClick(&win.w, Qt::Key_Left);
        QVERIFY(win.mark().isEmpty());
        QTest::keyClick(&win.w, Qt::Key_Right);
        QCOMPARE(win.player()->step(), deciding);
        QCOMPARE(win.mark(), QStringLiteral("✗ Not quite"));
        // Another scene asks again; opening the lesson again starts a new try, whose score
        // replaces the last one.
        win.open(RectRect, R(0, 0, 4, 4), R(10, 0, 14, 4));
        win.open(Clamp, C(14, 10, 4.5), R(0, 0, 10, 6));
        win.stepToQuestion();
        QVERIFY(win.pressAnswer(2)); // "apart": right
        QCOMPARE(win.mark(), QStringLiteral("✓ Right"));
        QCOMPARE(win.panel()->text(), QStringLiteral("It is apart: d = 5.657 > r = 4.5."));
        QCOMPARE(saved(win.lessonId(Clamp)), QStringLiteral("1/1"));
        QCOMPARE(win.listNote(Clamp), QStringLiteral("✓\u00a0Predictions:\u00a01/1\u00a0right"));
        QVERIFY(!win.listText(RectRect).contains(QLatin1Char('\n')));
    }

    // Radii 3 and 2 with centres 5 apart touch exactly: the right answer is "touching", and
    // the line says what each policy makes of it.
    void anExactTouchIsTouchingUnderEitherPolicy() {
        Window win;
        win.open(CircleCircle, C(0, 0, 3), C(5, 0, 2));
        QTest::keyClick(&win.w, Qt::Key_P);
        QVERIFY(win.panel()->isOn());
        QTest::keyClick(&win.w, Qt::Key_End);
        QVERIFY(win.panel()->waiting());
        QCOMPARE(win.panel()->waiting()->right, 1);
        const int figure = win.figureHeight();
        QVERIFY(win.pressAnswer(1));
        // The badge's longer words for a touch do not wrap the title and move the figure.
        QCOMPARE(win.figureHeight(), figure);
        QCOMPARE(win.mark(), QStringLiteral("✓ Right"));
        QCOMPARE(win.panel()->text(),
                 QStringLiteral("It is touching: d = r1 + r2 = 5. With the current setting, "
                                "touching counts as overlap."));
        QCOMPARE(win.verdictBadge(), QStringLiteral("touching (counts as overlap)"));
        // The strict policy is another run: asked again, and "overlap" is wrong there too.
        // The question says which rule is on, and T switches it under the question.
        QTest::keyClick(&win.w, Qt::Key_Left);
        QTest::keyClick(&win.w, Qt::Key_Right);
        QVERIFY(!win.panel()->waiting()); // answered for this run
        QTest::keyClick(&win.w, Qt::Key_Left);
        QTest::keyClick(&win.w, Qt::Key_T);
        QTest::keyClick(&win.w, Qt::Key_Right);
        QVERIFY(win.panel()->waiting());
        QVERIFY(win.panel()->question().endsWith(
            QStringLiteral("Touching counts as apart now — T switches.")));
        QTest::keyClick(&win.w, Qt::Key_T);
        QVERIFY(win.panel()->waiting());
        QVERIFY(win.panel()->question().endsWith(
            QStringLiteral("Touching counts as overlap now — T switches.")));
        QTest::keyClick(&win.w, Qt::Key_T);
        win.clickAnswer(0);
        QCOMPARE(win.mark(), QStringLiteral("✗ Not quite"));
        QCOMPARE(win.panel()->text(),
                 QStringLiteral("You said overlap, but it is touching: d = r1 + r2 = 5. With the "
                                "current setting, touching counts as apart."));
        QCOMPARE(win.verdictBadge(), QStringLiteral("touching (counts as apart)"));
        QCOMPARE(saved(win.lessonId(CircleCircle)), QStringLiteral("1/2"));
    }

    // Every correct method, on every exact-touch scene of its pair, asks with "touching" as
    // the right answer, and with the scene's class off the touch.
    void theRightAnswerIsTheExactClass() {
        int touches = 0;
        for (const test::TieScene& scene : test::tieScenes())
            for (const Algorithm& alg : algorithms()) {
                if (alg.pitfall)
                    continue;
                for (Touching t : {Touching::Counts, Touching::Separate}) {
                    Trace trace;
                    if (!runAlgorithm(alg, scene.a, scene.b, t, &trace).ok())
                        continue;
                    const auto qs = player::predict::questionsOf(trace);
                    // The verdict's question (the push's way may follow it).
                    const auto verdict =
                        std::find_if(qs.begin(), qs.end(), [](const player::predict::Question& q) {
                            return q.ask == player::predict::Ask::Verdict;
                        });
                    QVERIFY(verdict != qs.end());
                    const auto& q = *verdict;
                    QCOMPARE(q.step, decidingIndex(trace));
                    QVERIFY2(q.right == player::predict::verdictChoice(scene.expected),
                             qPrintable(QStringLiteral("%1: %2").arg(
                                 scene.name, QString::fromUtf8(alg.id.data(), alg.id.size()))));
                    touches += scene.expected == VerdictClass::Touching ? 1 : 0;
                }
            }
        QVERIFY(touches > 40);
    }

    // After the verdict, which way the push moves a: asked where it runs along an axis and
    // no other way is as short, and revealed with its length.
    void thePushWayIsAskedWhereItRunsAlongAnAxis() {
        using player::predict::Ask;
        const auto pushQuestion = [](const char* id, const Shape& a, const Shape& b) {
            Trace trace;
            runAlgorithm(*findAlgorithm(id), a, b, Touching::Counts, &trace);
            const auto qs = player::predict::questionsOf(trace);
            std::optional<std::pair<player::predict::Question, Trace>> out;
            if (!qs.empty() && qs.back().ask == Ask::PushWay)
                out = {qs.back(), trace};
            return out;
        };
        // Lesson 1's rects: down by 3 is the shortest of right 12, left 4, up 8, down 3.
        const auto down = pushQuestion("rect-rect.intersection", R(1, 1, 9, 6), R(5, 3, 13, 9));
        QVERIFY(down);
        QCOMPARE(down->first.right, 3);
        QCOMPARE(down->second.steps[std::size_t(down->first.step)].id, std::string("push"));
        QCOMPARE(player::predict::choiceLabel(Ask::PushWay, 3), QStringLiteral("Along −y"));
        QCOMPARE(player::predict::reveal(down->first, 3, down->second, true).text,
                 QStringLiteral("a moves along −y by 3, its shortest way to just touching."));
        const auto wrong = player::predict::reveal(down->first, 1, down->second, true);
        QVERIFY(!wrong.right);
        QCOMPARE(wrong.text, QStringLiteral("You said along −x, but a moves along −y by 3, its "
                                            "shortest way to just touching."));
        // A circle beside an edge, apart: the push brings it straight back along −x, to b.
        const auto out = pushQuestion("circle-rect.clamp", C(12, 3, 1), R(0, 0, 10, 6));
        QVERIFY(out);
        QCOMPARE(out->first.right, 1);
        // Off a corner the push is diagonal, and a tie has two shortest ways: not asked.
        QVERIFY(!pushQuestion("circle-rect.clamp", C(13, 10, 4.5), R(0, 0, 10, 6)));
        QVERIFY(!pushQuestion("rect-rect.intersection", R(0, 0, 2, 2), R(-1, -1, 4, 4)));
    }

    // Nine regions: the centre (13, 10) is up and right of the rect, 5 from its corner.
    // The region step is held back with its nine numbers but not the answer; then the
    // corner's touch is asked.
    void nineRegionsAsksTheRegionThenTheVerdict() {
        Window win;
        win.open(NineRegion, C(13, 10, 5), R(0, 0, 10, 6));
        win.switchPredict();
        const int region = win.stepToQuestion() + 1;
        QCOMPARE(win.player()->trace().steps[std::size_t(region)].id, std::string("region"));
        QCOMPARE(win.panel()->question(),
                 QStringLiteral("Predict: which of the nine regions is the centre C in?"));
        QCOMPARE(win.panel()->text(), QStringLiteral("Answer with a button or a key, 1 to 9."));
        QCOMPARE(win.panel()->answerButtons().size(), 9);
        const std::optional<Trace> held = win.panel()->heldPicture();
        QVERIFY(held);
        QCOMPARE(int(held->steps.size()), region + 1);
        // The nine numbers on the grid of the four edge lines, which the question needs.
        QStringList numbers;
        int lines = 0;
        for (const Primitive& p : held->steps.back().primitives) {
            QVERIFY(p.role != Role::Region);
            if (p.kind == PrimitiveKind::Line)
                ++lines;
            else if (p.kind == PrimitiveKind::Label)
                numbers << QString::fromStdString(p.text);
        }
        QCOMPARE(lines, 4);
        numbers.sort();
        QCOMPARE(numbers, QStringList({"1", "2", "3", "4", "5", "6", "7", "8", "9"}));
        // The narration tells what this picture shows: neither the step before's shaded
        // half-plane and arrows (not drawn here) nor the region step's answer.
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            win.w.setLanguage(lang);
            const QString words = win.player()->narrationText();
            QVERIFY2(words != win.ownNarration(NineRegion, "edge.DA", lang) &&
                         words != win.ownNarration(NineRegion, "region", lang),
                     qPrintable(words));
            for (const char* word : {"shade", "arrow", "region 3", "阴影", "箭头", "区域 3"})
                QVERIFY2(!words.contains(QString::fromUtf8(word), Qt::CaseInsensitive),
                         qPrintable(words));
            QVERIFY2(words.contains(lang == QLatin1String("en") ? QStringLiteral("nine regions")
                                                                : QStringLiteral("九个区域")),
                     qPrintable(words));
        }
        win.w.setLanguage(QStringLiteral("en"));
        QVERIFY(win.pressAnswer(4)); // wrong
        QCOMPARE(win.player()->step(), region);
        QCOMPARE(win.player()->narrationText(), win.ownNarration(NineRegion, "region", "en"));
        QCOMPARE(win.panel()->text(), QStringLiteral("You said region 5, but C is in region 3 "
                                                     "(edges with C outside them: 2)."));
        QVERIFY(!win.panel()->heldPicture());
        QCOMPARE(win.stepToQuestion(), region);
        QCOMPARE(win.player()->trace().steps[std::size_t(region + 1)].id,
                 std::string("distance.corner"));
        // The verdict question holds nothing of its picture back: its step's own words.
        QCOMPARE(win.player()->narrationText(), win.ownNarration(NineRegion, "region", "en"));
        const int figure = win.figureHeight();
        win.clickAnswer(1);
        // The badge's longer words for a touch do not wrap this long title and move the figure.
        QCOMPARE(win.verdictBadge(), QStringLiteral("touching (counts as overlap)"));
        QCOMPARE(win.figureHeight(), figure);
        QCOMPARE(win.panel()->text(), QStringLiteral("It is touching: d = r = 5. With the current "
                                                     "setting, touching counts as overlap."));
        QCOMPARE(saved(win.lessonId(NineRegion)), QStringLiteral("1/2"));
    }

    // Rounded regions: a centre in the wide rect is asked its region and then the
    // verdict before that one step shows; one in the tall rect is asked them a step
    // apart.
    void roundedRegionsAskBothBeforeOneStep() {
        Window win;
        win.open(Rounded, C(12, 3, 3), R(0, 0, 10, 6));
        win.switchPredict();
        const int before = win.stepToQuestion();
        QCOMPARE(win.panel()->answerButtons()[2]->text(), QStringLiteral("Neither (a corner)"));
        // The wide and tall rects the answers name are drawn, both outlined and neither shaded, for
        // the region question and for the verdict asked after it on the same step.
        const auto checkCrosses = [&] {
            const std::optional<Trace> held = win.panel()->heldPicture();
            QVERIFY(held);
            QCOMPARE(int(held->steps.size()), before + 2);
            const Step& s = held->steps.back();
            QCOMPARE(s.id, std::string("cross.h"));
            QCOMPARE(int(s.primitives.size()), 4);
            // Shaded alike: the shading names no answer. Names on their own arms.
            QCOMPARE(s.primitives[0].role, Role::Region);
            QCOMPARE(s.primitives[1].role, Role::Region);
            QCOMPARE(s.primitives[2].symbol, Symbol::CrossH);
            QCOMPARE(s.primitives[3].symbol, Symbol::CrossV);
            // The rect (0, 0, 10, 6) stretched by r = 3 up and down.
            std::vector<double> ys;
            for (Vec2 v : s.primitives[1].points)
                ys.push_back(v.y);
            QCOMPARE(*std::min_element(ys.begin(), ys.end()), -3.0);
            QCOMPARE(*std::max_element(ys.begin(), ys.end()), 9.0);
            QVERIFY(s.values.empty() && !s.decides);
            for (const QString& lang : {QStringLiteral("zh"), QStringLiteral("en")}) {
                win.w.setLanguage(lang);
                const QString words = win.player()->narrationText();
                QVERIFY2(words.contains(lang == QLatin1String("en")
                                            ? QStringLiteral("stretched by r = 3")
                                            : QStringLiteral("扩出 r = 3")),
                         qPrintable(words));
            }
        };
        checkCrosses();
        const int figure = win.figureHeight();
        QVERIFY(win.pressAnswer(0));
        checkCrosses();
        QCOMPARE(win.figureHeight(), figure);   // a line of its own each, in the room kept
        QCOMPARE(win.player()->step(), before); // the verdict waits on the same step
        // The region's reveal and the verdict's question, each on a line of its own: the
        // badge beside the reveal says it judged the region, not the question still open.
        QCOMPARE(win.mark(), QStringLiteral("✓ Region: right"));
        QCOMPARE(win.panel()->text(), QStringLiteral("C is in the wide rect."));
        QCOMPARE(win.panel()->question(),
                 QStringLiteral("Predict: overlap, touching or apart? Touching counts as overlap "
                                "now — T switches."));
        const auto* said = win.w.player()->findChild<QLabel*>(QStringLiteral("predictText"));
        const auto* asked = win.w.player()->findChild<QLabel*>(QStringLiteral("predictQuestion"));
        QVERIFY(asked->mapTo(&win.w, QPoint()).y() >=
                said->mapTo(&win.w, QPoint(0, said->height())).y());
        QVERIFY(win.pressAnswer(0));
        QCOMPARE(win.figureHeight(), figure);
        QCOMPARE(win.player()->step(), before + 1);
        QCOMPARE(win.panel()->text(), QStringLiteral("It is overlap: C is inside the wide rect."));
        QCOMPARE(win.mark(), QStringLiteral("✓ Right"));
        QVERIFY(!win.panel()->heldPicture());
        win.open(Rounded, C(5, 8, 3), R(0, 0, 10, 6));
        QCOMPARE(win.stepToQuestion(), before);
        QVERIFY(win.pressAnswer(0));
        QCOMPARE(win.panel()->text(), QStringLiteral("You said C is in the wide rect, but it is in "
                                                     "the tall rect."));
        QCOMPARE(win.mark(), QStringLiteral("✗ Not quite")); // nothing else waits on its step
        QCOMPARE(win.stepToQuestion(), before + 1);
        QVERIFY(!win.panel()->heldPicture()); // its own step before: the tall rect
        QVERIFY(win.pressAnswer(0));
        QCOMPARE(win.panel()->text(), QStringLiteral("It is overlap: C is inside the tall rect."));
    }

    // The fold: q = (9, 7) against h = (5, 3) is past it in both.
    void foldAsksWhereTheFoldedCentreIs() {
        Window win;
        win.open(Fold, C(14, 10, 4.5), R(0, 0, 10, 6));
        win.switchPredict();
        const int before = win.stepToQuestion();
        QCOMPARE(win.player()->trace().steps[std::size_t(before + 1)].id, std::string("excess"));
        QCOMPARE(win.panel()->answerButtons().size(), 4);
        QVERIFY(win.pressAnswer(3));
        QCOMPARE(win.panel()->text(), QStringLiteral("q is past h in both x and y (the corner "
                                                     "region): v = q − h = (4, 4)."));
        // A centre level with the top edge (v's y part is 0) is on a border: no region asked.
        win.open(Fold, C(14, 6, 4.5), R(0, 0, 10, 6));
        QCOMPARE(win.stepToQuestion(), decidingIndex(win.player()->trace()) - 1);
    }

    // Playing stops at the question; the switch off steps straight through.
    void playingPausesAndTheSwitchOffStepsThrough() {
        Window win;
        win.open(Clamp, C(14, 10, 4.5), R(0, 0, 10, 6));
        win.switchPredict();
        const int deciding = decidingIndex(win.player()->trace());
        win.player()->setStepsPerSecond(50);
        QTest::keyClick(&win.w, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(!win.player()->isPlaying(), 5000);
        QCOMPARE(win.player()->step(), deciding - 1);
        QVERIFY(win.panel()->waiting());
        // Dragging under the question asks about the new scene, still before the step.
        win.w.scenario()->setShapes(C(12, 3, 3), R(0, 0, 10, 6));
        QCOMPARE(win.player()->step(), deciding - 1);
        QVERIFY(win.panel()->waiting());
        QCOMPARE(win.panel()->waiting()->right, 0);
        win.switchPredict();
        QVERIFY(!win.panel()->isOn() && !win.panel()->isVisible());
        QVERIFY(!win.panel()->waiting());
        QTest::keyClick(&win.w, Qt::Key_Right);
        QCOMPARE(win.player()->step(), deciding);
        QVERIFY(win.verdictBadge().startsWith(QStringLiteral("overlap")));
        QTest::keyClick(&win.w, Qt::Key_Home);
        QTest::keyClick(&win.w, Qt::Key_End);
        // The last step is the push apart, after the one that decides.
        QCOMPARE(win.player()->step(), deciding + 1);
        QCOMPARE(win.player()->trace().steps.back().id, std::string("push"));
        QCOMPARE(saved(win.lessonId(Clamp)), QString());
    }

    // In Chinese: the menu entry, the question, its buttons, the reveal and the list.
    void chineseThroughout() {
        Window win;
        win.w.setLanguage(QStringLiteral("zh"));
        win.open(CircleCircle, C(0, 0, 3), C(5, 0, 2));
        QAction* entry = win.panel()->action();
        QVERIFY(hasHan(entry->text()) && entry->text().contains(QStringLiteral("(&R)")));
        QVERIFY(hasHan(entry->iconText()) && hasHan(entry->toolTip()));
        entry->trigger();
        win.stepToQuestion();
        QCOMPARE(win.panel()->question(),
                 QStringLiteral("预测：重叠、接触还是分离？现在接触算作重叠，按 T 切换。"));
        QCOMPARE(win.panel()->text(), QStringLiteral("点按钮或按数字键 1 到 3 作答。"));
        QStringList labels;
        for (QPushButton* b : win.panel()->answerButtons()) {
            QVERIFY2(hasHan(b->toolTip()), qPrintable(b->toolTip()));
            labels << b->text();
        }
        QCOMPARE(labels, QStringList({QStringLiteral("重叠（交叉）"),
                                      QStringLiteral("接触（刚好碰到）"), QStringLiteral("分离")}));
        win.clickAnswer(1);
        QCOMPARE(win.mark(), QStringLiteral("✓ 答对了"));
        QCOMPARE(win.panel()->text(),
                 QStringLiteral("是接触：d = r1 + r2 = 5。按当前设置，接触也算重叠。"));
        QCOMPARE(win.verdictBadge(), QStringLiteral("接触（算作重叠）"));
        QCOMPARE(win.listNote(CircleCircle), QStringLiteral("✓\u00a0预测：答对\u00a01/1"));
        QVERIFY(hasHan(win.w.lessonList()->item(CircleCircle)->toolTip()));
        // A wrong answer, and the wide and tall rects by the lesson's own names.
        win.open(Rounded, C(5, 8, 3), R(0, 0, 10, 6));
        win.stepToQuestion();
        QCOMPARE(win.panel()->answerButtons()[1]->text(), QStringLiteral("纵向扩展矩形"));
        win.clickAnswer(0);
        QCOMPARE(win.mark(), QStringLiteral("✗ 不太对"));
        QCOMPARE(win.panel()->text(),
                 QStringLiteral("你认为 C 在横向扩展矩形里，但 C 其实在纵向扩展矩形里。"));
        win.w.setLanguage(QStringLiteral("en"));
        QCOMPARE(win.mark(), QStringLiteral("✗ Not quite"));
        QCOMPARE(win.listNote(CircleCircle),
                 QStringLiteral("✓\u00a0Predictions:\u00a01/1\u00a0right"));
    }

    // At 1200 × 800 the row's parts (nine answers; a reveal and the next question) overlap
    // neither each other nor the rows around them, and each shows whole; the right/wrong
    // badge reads at 4.5 : 1 in both themes.
    void theRowReadsAndKeepsClear() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            Window win;
            win.w.resize(1200, 800);
            win.w.setLanguage(language);
            win.switchPredict();
            win.open(NineRegion, C(13, 10, 5), R(0, 0, 10, 6));
            win.stepToQuestion();
            QVERIFY(keptClear(win, language + QStringLiteral(" nine")));
            win.open(Rounded, C(12, 3, 3), R(0, 0, 10, 6));
            win.stepToQuestion();
            QVERIFY(win.pressAnswer(0));
            QVERIFY(win.panel()->waiting());
            QVERIFY(!win.mark().isEmpty());
            QVERIFY(keptClear(win, language + QStringLiteral(" chained")));
            for (Theme theme : {Theme::Light, Theme::Dark}) {
                win.w.appearance()->setTheme(theme);
                for (const bool right : {true, false}) {
                    win.open(Rounded, C(12, 3, 3), R(0, 0, 10, 6));
                    win.stepToQuestion();
                    win.clickAnswer(right ? 0 : 1);
                    QVERIFY(keptClear(win, language + QStringLiteral(" reveal")));
                    for (const char* name : {"predictMark", "predictText"}) {
                        const double ratio = inkOnPaper(
                            win.w.player()->findChild<QLabel*>(QString::fromLatin1(name)));
                        QVERIFY2(
                            ratio >= 4.5,
                            qPrintable(QStringLiteral("%1 %2: %3").arg(language, name).arg(ratio)));
                    }
                }
            }
        }
    }

    // Every kind of question: no answer button shows its key ("1 (1)" would be silly, and
    // keys on some kinds only made the others look keyless); the line above says the keys.
    void theKeysAreSaidOnceForEveryQuestion() {
        Window win;
        win.switchPredict();
        struct Case {
            Lesson lesson;
            Shape a, b;
            int choices;
        };
        for (const Case& c : {Case{Clamp, C(14, 10, 4.5), R(0, 0, 10, 6), 3},
                              Case{NineRegion, C(13, 10, 5), R(0, 0, 10, 6), 9},
                              Case{Rounded, C(12, 3, 3), R(0, 0, 10, 6), 3},
                              Case{Fold, C(14, 10, 4.5), R(0, 0, 10, 6), 4}}) {
            win.open(c.lesson, c.a, c.b);
            win.stepToQuestion();
            QCOMPARE(win.panel()->answerButtons().size(), c.choices);
            QCOMPARE(win.panel()->text(),
                     QStringLiteral("Answer with a button or a key, 1 to %1.").arg(c.choices));
            for (int i = 0; i < c.choices; ++i) {
                const QPushButton* b = win.panel()->answerButtons()[i];
                QVERIFY2(!b->text().contains(QStringLiteral("(%1)").arg(i + 1)),
                         qPrintable(b->text()));
                QVERIFY(b->toolTip().endsWith(QStringLiteral("(key %1)").arg(i + 1)));
            }
        }
    }

    // The score sits on a second line of its lesson's own item, indented past the number to
    // where the title's words start: selecting, clicking and the arrow keys take it as part
    // of that lesson. Lessons without a score have no such line.
    void theScoreLineBelongsToItsLesson() {
        Window win;
        player::predict::saveScore(win.lessonId(Clamp), {1, 2});
        win.w.setLanguage(QStringLiteral("en")); // the list is filled again
        QListWidget* list = win.w.lessonList();
        QCOMPARE(list->count(), int(win.w.lessons().size()));
        const QStringList lines = win.listText(Clamp).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        // The words say what the tally counts: a bare "1/2" read as a lesson half done.
        QCOMPARE(win.listNote(Clamp), QStringLiteral("Predictions:\u00a01/2\u00a0right"));
        player::predict::saveScore(win.lessonId(Rounded), {3, 3});
        win.w.setLanguage(QStringLiteral("zh"));
        QCOMPARE(win.listNote(Rounded), QStringLiteral("✓\u00a0预测：答对\u00a03/3"));
        win.w.setLanguage(QStringLiteral("en"));
        const QString indent = lines[1].left(lines[1].indexOf(QLatin1Char('P')));
        QVERIFY(!indent.isEmpty() && indent.trimmed().isEmpty());
        const QFontMetrics metrics = list->fontMetrics();
        QVERIFY(std::abs(metrics.horizontalAdvance(indent) -
                         metrics.horizontalAdvance(lines[0].left(3))) <=
                metrics.horizontalAdvance(QChar(QChar::Nbsp)) / 2 + 1);
        for (Lesson other : {RectRect, CircleCircle, Sat})
            QVERIFY(!win.listText(other).contains(QLatin1Char('\n')));
        QVERIFY(list->visualItemRect(list->item(Clamp)).height() >
                list->visualItemRect(list->item(RectRect)).height());
        // Typing a lesson's number goes to it, note or not.
        list->setFocus();
        for (const Lesson at : {Clamp, Rounded, Clamp}) {
            QTest::qWait(QApplication::keyboardInputInterval() + 50); // a new search
            QTest::keyClick(list, Qt::Key(Qt::Key_1 + int(at)));
            QCOMPARE(list->currentRow(), int(at));
        }
        // A click on the note line opens its lesson.
        list->setCurrentRow(RectRect);
        const QRect item = list->visualItemRect(list->item(Clamp));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          QPoint(item.left() + metrics.horizontalAdvance(lines[1]) / 2,
                                 item.bottom() - metrics.height() / 2));
        QCOMPARE(list->currentRow(), int(Clamp));
        QCOMPARE(win.w.currentLessonId(), win.lessonId(Clamp));
    }

    void saveShots() {
        const QString dir = qEnvironmentVariable("OVERLAP_SHOTS");
        if (dir.isEmpty())
            QSKIP("OVERLAP_SHOTS not set");
        const auto save = [&](Window& win, const QString& name) {
            QApplication::processEvents();
            QVERIFY(win.w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
        };
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            for (Theme theme : {Theme::Light, Theme::Dark}) {
                const QString tag =
                    language + (theme == Theme::Dark ? QStringLiteral("-dark") : QString());
                Window win;
                win.w.setLanguage(language);
                win.w.appearance()->setTheme(theme);
                win.switchPredict();
                win.w.selectLesson(Clamp); // its own scene: apart
                win.stepToQuestion();
                save(win, QStringLiteral("verdict-question-") + tag);
                win.clickAnswer(0);
                save(win, QStringLiteral("verdict-reveal-wrong-") + tag);
                win.open(NineRegion, C(13, 10, 5), R(0, 0, 10, 6));
                win.stepToQuestion();
                save(win, QStringLiteral("region-question-") + tag);
                QVERIFY(win.pressAnswer(2));
                win.stepToQuestion();
                QVERIFY(win.pressAnswer(1));
                save(win, QStringLiteral("touching-reveal-right-") + tag);
                win.open(Rounded, C(12, 3, 3), R(0, 0, 10, 6));
                win.stepToQuestion();
                QVERIFY(win.pressAnswer(1));
                save(win, QStringLiteral("rounded-chained-") + tag);
                // The touch's words in compare mode's badges and agreement bar.
                win.open(NineRegion, C(13, 10, 5), R(0, 0, 10, 6));
                win.w.compareThisLesson();
                win.w.compareMode()->last();
                save(win, QStringLiteral("compare-touch-") + tag);
                win.w.setMode(MainWindow::Mode::Lessons);
            }
        }
    }

    // The switch is in the Step menu with its key; nothing else takes P or the answer keys.
    void theKeysAreFree() {
        Window win;
        QList<QKeySequence> taken;
        std::function<void(QMenu*)> walk = [&](QMenu* m) {
            for (QAction* a : m->actions()) {
                if (a->menu())
                    walk(a->menu());
                else if (a != win.panel()->action())
                    taken << a->shortcuts();
            }
        };
        bool listed = false;
        for (QAction* top : win.w.menuBar()->actions()) {
            walk(top->menu());
            listed = listed || top->menu()->actions().contains(win.panel()->action());
        }
        QVERIFY(listed);
        QCOMPARE(win.panel()->action()->shortcut(), QKeySequence(Qt::Key_P));
        QVERIFY(!taken.contains(QKeySequence(Qt::Key_P)));
        for (int k = 0; k < 9; ++k)
            QVERIFY(!taken.contains(QKeySequence(Qt::Key_1 + k)));
    }
};

} // namespace tst_predict

#define OVERLAP_SUBJECT tst_predict
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_predict::TestPredict test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_predict.moc"
