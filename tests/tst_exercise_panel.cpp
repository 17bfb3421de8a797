// The Exercises dock, used as a learner uses it: E shows it; a place exercise is solved by
// dragging a shape with the mouse in the player's view (checked exactly at the drag's end)
// and a wrong drag is not; a predict exercise by clicking an answer, a wrong one is not; a
// spot-the-bug exercise by clicking the wrong line of the listing, another line is not.
// Solved marks are remembered across windows; hints come one at a time; the prompt follows
// the display's y-down and radians and the language. With OVERLAP_EXERCISE_SHOTS=DIR set,
// it saves pictures of the dock with an exercise open, in English and Chinese, to DIR.

#include "app/handles/handle_layer.h"
#include "app/handles/rotation_handle.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/code_panel.h"
#include "app/player/exercise_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"

#include "support/content.h"
#include "support/private_settings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QtTest>

namespace tst_exercise_panel {

using namespace overlap;

using player::ExercisePanel;
using window::MainWindow;

namespace {

enum Lesson {
    RectRect,
    CircleCircle,
    Clamp,
    Rounded,
    NineRegion,
    Fold,
    Rotated,
    Sat,
    MovingCircle,
    MovingRect
};

struct Window {
    MainWindow w{test::allLessons(), test::allPitfallNotes()};
    Window() {
        w.resize(1400, 900);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }
    ExercisePanel* panel() const { return w.exercisePanel(); }
    // E shows the dock; the lesson's exercise is clicked in its list.
    void open(Lesson lesson, int exercise) {
        w.selectLesson(lesson);
        if (!w.exerciseDock()->isVisible())
            QTest::keyClick(&w, Qt::Key_E);
        QVERIFY(w.exerciseDock()->isVisible());
        QListWidget* list = panel()->list();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(exercise)).center());
        QCOMPARE(panel()->current(), exercise);
        QApplication::processEvents();
    }
    QPoint at(double x, double y) const { return w.player()->view()->mapFromScene(QPointF(x, y)); }
    // Press, moves and a release on the view's viewport, as a person drags.
    void drag(QPointF from, QPointF to) {
        QWidget* vp = w.player()->view()->viewport();
        const QPoint a = at(from.x(), from.y()), b = at(to.x(), to.y());
        QTest::mousePress(vp, Qt::LeftButton, {}, a);
        for (int k = 1; k <= 4; ++k)
            QTest::mouseMove(vp, a + (b - a) * k / 4);
        QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
        QApplication::processEvents();
    }
    // The turning knob of shape b dragged about its centre by `degrees` (counter-clockwise
    // in y-up), Shift held for 15° steps, as a person turns it.
    void turn(double degrees) {
        handles::RotationHandle* knob = nullptr;
        for (QGraphicsItem* item : w.player()->handleLayer()->items())
            if (auto* h = dynamic_cast<handles::RotationHandle*>(item); h && h->shapeIndex() == 1)
                knob = h;
        QVERIFY(knob && knob->isVisible());
        QGraphicsView* view = w.player()->view();
        const QPoint press =
            knob->deviceTransform(view->viewportTransform()).map(knob->knobCentre()).toPoint();
        const QPointF at = view->mapToScene(press);
        const Vec2 c = std::get<RotatedRect>(w.scenario()->b()).c;
        const double t = degrees * M_PI / 180, x = at.x() - c.x, y = at.y() - c.y;
        const QPoint to = this->at(c.x + x * std::cos(t) - y * std::sin(t),
                                   c.y + x * std::sin(t) + y * std::cos(t));
        QWidget* vp = view->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::ShiftModifier, press);
        for (int k = 1; k <= 4; ++k) // QTest::mouseMove carries no modifiers on Qt 6.4
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, Qt::ShiftModifier,
                              press + (to - press) * k / 4);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::ShiftModifier, to);
        QApplication::processEvents();
    }
    void clickLine(int line) {
        player::CodePanel* code = panel()->codePanel();
        const QTextBlock block = code->document()->findBlockByNumber(line - 1);
        QTextCursor c(block);
        c.movePosition(QTextCursor::EndOfBlock);
        const QRect end = code->cursorRect(c);
        QTest::mouseClick(code->viewport(), Qt::LeftButton, {},
                          QPoint(end.left() / 2, end.center().y()));
    }
    // Every answer button shows its whole text.
    bool answersFit() const {
        for (QPushButton* b : panel()->answerButtons())
            if (b->width() < b->fontMetrics().horizontalAdvance(b->text()) + 8)
                return false;
        return true;
    }
    bool marked(int exercise) const {
        return panel()->list()->item(exercise)->text().startsWith(QStringLiteral("✓"));
    }
};

bool savedSolved(const char* lesson, const char* exercise) {
    return QSettings()
        .value(
            QStringLiteral("exercises/%1/%2").arg(QLatin1String(lesson), QLatin1String(exercise)))
        .toBool();
}

} // namespace

class TestExercisePanel : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { test::usePrivateSettings(dir_.filePath(QStringLiteral("settings"))); }
    void init() {
        QSettings().clear();
        i18n::setLanguage(QStringLiteral("en"));
    }

    // Clamp, "box trap": the circle dragged from (15, 14) to (13, 9), where its box overlaps
    // the rect and the circle misses it; solved at the drag's end, and remembered.
    void placeSolvedByDragging() {
        {
            Window win;
            win.open(Clamp, 0);
            QVERIFY(!win.marked(0));
            QCOMPARE(std::get<Circle>(win.w.scenario()->a()).c, (Vec2{15, 14}));
            win.drag({15, 14}, {13, 9});
            QCOMPARE(std::get<Circle>(win.w.scenario()->a()).c, (Vec2{13, 9}));
            QVERIFY2(win.panel()->solved(0), qPrintable(win.panel()->feedback()));
            QVERIFY(win.marked(0));
            QVERIFY(win.panel()->feedback().contains(QStringLiteral("apart")));
            QVERIFY(savedSolved("circle-rect-clamp", "box-trap"));
        }
        Window again;
        again.w.selectLesson(Clamp);
        QVERIFY(again.marked(0));
        QVERIFY(!again.marked(1));
    }

    // Rect-rect, "touch": a drag that overlaps the rects is not a touch; the feedback says
    // what the shapes are and what the goal is, and the exercise stays unsolved. The drag
    // onto the edge then solves it.
    void wrongDragIsNotSolved() {
        Window win;
        win.open(RectRect, 0);
        win.drag({14, 5}, {10, 5}); // b from (12, 3) to (8, 3): over a's right edge x = 9
        QCOMPARE(std::get<Rect>(win.w.scenario()->b()).min, (Vec2{8, 3}));
        QVERIFY(!win.panel()->solved(0));
        QVERIFY(!win.marked(0));
        QVERIFY(!savedSolved("rect-rect", "touch"));
        QCOMPARE(win.panel()->feedback(),
                 QStringLiteral("Now: overlap. The goal: touching (counts as overlap)."));
        QVERIFY(win.panel()->findChild<QLabel*>(QStringLiteral("exerciseMark"))->isVisible());
        // Check says the same without a drag; then onto the edge.
        QTest::mouseClick(win.panel()->checkButton(), Qt::LeftButton);
        QVERIFY(!win.panel()->solved(0));
        win.drag({10, 5}, {11, 5});
        QCOMPARE(std::get<Rect>(win.w.scenario()->b()).min, (Vec2{9, 3}));
        QVERIFY(win.panel()->solved(0));
        // Reset puts the starting scene back.
        QTest::mouseClick(win.panel()->resetButton(), Qt::LeftButton);
        QCOMPARE(std::get<Rect>(win.w.scenario()->b()).min, (Vec2{12, 3}));
    }

    // Rotated, "turn the rect": turning the knob back from 30° to 0° flips apart to overlap.
    void placeSolvedByTurning() {
        Window win;
        win.open(Rotated, 0);
        win.turn(-15); // 15°: still apart
        QCOMPARE(std::get<RotatedRect>(win.w.scenario()->b()).angleDeg, 15.0);
        QVERIFY(!win.panel()->solved(0));
        QVERIFY2(win.panel()->feedback().startsWith(QStringLiteral("Still apart")),
                 qPrintable(win.panel()->feedback()));
        win.turn(-15);
        QVERIFY2(win.panel()->solved(0), qPrintable(win.panel()->feedback()));
        QVERIFY(win.marked(0));
    }

    // Clamp, "touch the top edge": a touch of the right edge is a touch, but not of the top;
    // then onto the top edge.
    void touchingTheNamedEdge() {
        Window win;
        win.open(Clamp, 3);
        win.drag({15, 14}, {14, 3});
        QVERIFY(!win.panel()->solved(3));
        QVERIFY2(win.panel()->feedback().startsWith(QStringLiteral(
                     "Now: touching (counts as overlap), but the centre is not past")),
                 qPrintable(win.panel()->feedback()));
        win.drag({14, 3}, {5, 10});
        QVERIFY2(win.panel()->solved(3), qPrintable(win.panel()->feedback()));
    }

    // Circle-circle, "push apart": a touch round the side is told it is not the shortest way,
    // with the push; straight out along the line of centres is solved.
    void pushApartAlongTheShortestWay() {
        Window win;
        win.open(CircleCircle, 3);
        win.drag({4, 3}, {6, 8});
        QVERIFY(!win.panel()->solved(3));
        QVERIFY2(win.panel()->feedback().contains(QStringLiteral("shortest move")) &&
                     win.panel()->feedback().contains(QStringLiteral("(4,\u00a03)")) &&
                     win.panel()->feedback().contains(QStringLiteral("(8,\u00a06)")),
                 qPrintable(win.panel()->feedback()));
        win.drag({6, 8}, {8, 6});
        QVERIFY2(win.panel()->solved(3), qPrintable(win.panel()->feedback()));
    }

    // Rotated, "turn the rect": moving the circle is refused as a move of what must stay.
    void movingAKeptShapeIsNotSolved() {
        Window win;
        win.open(Rotated, 0);
        win.drag({-1, 8}, {1, 6}); // the circle onto the rect: overlap, but it must stay
        QVERIFY(!win.panel()->solved(0));
        QVERIFY2(win.panel()->feedback().contains(QStringLiteral("has moved")),
                 qPrintable(win.panel()->feedback()));
    }

    // Circle-circle, "six-eight": Touching is right; the construction is revealed.
    // Lesson 9, "stop at the wall": the exercise starts with its own move; dragging the move's
    // tip to (4, 0) from the centre makes a graze, solved; its predictions answer hit, graze
    // or miss.
    void movingExercisesTakeTheMove() {
        Window win;
        win.open(MovingCircle, 0);
        QVERIFY(win.w.scenario()->motion() == (Vec2{9, 1}));
        QVERIFY(!win.panel()->solved(0));
        win.drag({3, 5}, {-2, 4}); // the tip at C + (9, 1), to C + (4, 0)
        QVERIFY(win.w.scenario()->motion() == (Vec2{4, 0}));
        QVERIFY2(win.panel()->solved(0), qPrintable(win.panel()->feedback()));
        QVERIFY(win.panel()->feedback().contains(QStringLiteral("graze")));
        win.open(MovingCircle, 1);
        QVERIFY(win.w.scenario()->motion() == (Vec2{10, 0}));
        QCOMPARE(win.panel()->answerButtons()[0]->text(), QStringLiteral("Hit (they cross)"));
        QTest::mouseClick(win.panel()->answerButtons()[0], Qt::LeftButton);
        QVERIFY(win.panel()->solved(1));
        QCOMPARE(win.w.player()->verdictText(), QStringLiteral("hit"));
    }

    void predictSolvedByClicking() {
        Window win;
        win.open(CircleCircle, 1);
        QCOMPARE(win.w.player()->step(), 0);
        QCOMPARE(win.panel()->answerButtons().size(), 3);
        QVERIFY(win.answersFit());
        win.w.setLanguage(QStringLiteral("zh"));
        QApplication::processEvents();
        QVERIFY(win.answersFit());
        QCOMPARE(win.panel()->answerButtons()[1]->text(), QStringLiteral("接触（刚好碰到）"));
        QTest::mouseClick(win.panel()->answerButtons()[1], Qt::LeftButton);
        QVERIFY(win.panel()->solved(1));
        QCOMPARE(win.w.player()->step(), win.w.player()->stepCount() - 1);
        QVERIFY(!win.panel()->answerButtons()[0]->isVisible()); // answered: the feedback says it
    }

    // Clamp, "3-4-5": Overlap is wrong (they touch): not solved, the right class shown.
    void wrongPredictionIsNotSolved() {
        Window win;
        win.open(Clamp, 1);
        QTest::mouseClick(win.panel()->answerButtons()[0], Qt::LeftButton);
        QVERIFY(!win.panel()->solved(1));
        QVERIFY(!win.marked(1));
        QVERIFY2(win.panel()->feedback().contains(QStringLiteral("touching")),
                 qPrintable(win.panel()->feedback()));
        QVERIFY2(win.panel()->feedback().endsWith(QStringLiteral("Reset asks again.")),
                 qPrintable(win.panel()->feedback()));
        // Why, in Predict's words with the canvas's numbers (3-4-5: d = r = 5).
        QVERIFY2(win.panel()->feedback().contains(QStringLiteral("= 5")),
                 qPrintable(win.panel()->feedback()));
        // Answered once (a second answer is not taken); Reset asks again.
        win.panel()->answer(1);
        QVERIFY(!win.panel()->solved(1));
        QTest::mouseClick(win.panel()->resetButton(), Qt::LeftButton);
        QTest::mouseClick(win.panel()->answerButtons()[1], Qt::LeftButton);
        QVERIFY(win.panel()->solved(1));
    }

    // Clamp, "y typo": line 3 is not the mistake; line 8 is.
    void bugSpottedByClickingTheLine() {
        Window win;
        win.open(Clamp, 2);
        QVERIFY(win.panel()->codePanel()->isVisible());
        win.clickLine(3);
        QVERIFY(!win.panel()->solved(2));
        QCOMPARE(win.panel()->feedback(),
                 QStringLiteral("The marked line is not the mistake. Look again."));
        QCOMPARE(win.panel()->codePanel()->highlighted(), (QPair<int, int>{3, 3}));
        win.clickLine(8);
        QVERIFY(win.panel()->solved(2));
        QVERIFY2(win.panel()->feedback().contains(QStringLiteral("This code says: overlap.")),
                 qPrintable(win.panel()->feedback()));
    }

    // Rotated, "+θ": both lines of the turn are wrong; picking one marks both, since fixing
    // one alone still says apart.
    void bugOfTwoLinesMarksBoth() {
        Window win;
        win.open(Rotated, 2);
        win.clickLine(6);
        QVERIFY(win.panel()->solved(2));
        QCOMPARE(win.panel()->codePanel()->highlighted(), (QPair<int, int>{5, 6}));
        QVERIFY2(win.panel()->feedback().startsWith(QStringLiteral("The marked lines are")),
                 qPrintable(win.panel()->feedback()));
    }

    // Hints come one at a time, then the button is spent.
    void hintsOnRequest() {
        Window win;
        win.open(Clamp, 0);
        QVERIFY(win.panel()->hints().isEmpty());
        QTest::mouseClick(win.panel()->hintButton(), Qt::LeftButton);
        QVERIFY(win.panel()->hints().startsWith(QStringLiteral("Hint 1: Look near")));
        QVERIFY(!win.panel()->hints().contains(QStringLiteral("Hint 2")));
        QTest::mouseClick(win.panel()->hintButton(), Qt::LeftButton);
        QVERIFY(win.panel()->hints().contains(QStringLiteral("Hint 2: ")));
        QVERIFY(!win.panel()->hintButton()->isEnabled());
    }

    // The prompt follows the display (y-down names the corner differently) and the language.
    void promptFollowsConventionsAndLanguage() {
        Window win;
        win.open(Clamp, 1);
        QVERIFY(win.panel()->prompt().contains(QStringLiteral("top-right")));
        win.w.yDownAction()->setChecked(true);
        QVERIFY(win.panel()->prompt().contains(QStringLiteral("bottom-right")));
        win.w.yDownAction()->setChecked(false);
        win.open(Rotated, 1);
        QVERIFY(win.panel()->prompt().contains(QStringLiteral("90°")));
        win.w.radiansAction()->setChecked(true);
        QVERIFY(win.panel()->prompt().contains(QStringLiteral("π/2 rad")));
        win.w.setLanguage(QStringLiteral("zh"));
        QVERIFY(win.panel()->prompt().contains(QStringLiteral("重叠、接触还是分离")));
        QCOMPARE(win.panel()->hintButton()->text(), QStringLiteral("提示"));
    }

    // An exercise written for "touching counts" sets it, and Options says so.
    void exerciseSetsItsPolicyVisibly() {
        Window win;
        win.w.selectLesson(RectRect);
        QTest::keyClick(&win.w, Qt::Key_T); // touching no longer counts
        QCOMPARE(win.w.scenario()->touching(), Touching::Separate);
        win.open(RectRect, 2);
        QCOMPARE(win.w.scenario()->touching(), Touching::Counts);
        bool shown = false;
        for (QAction* menu : win.w.menuBar()->actions())
            for (QAction* a : menu->menu()->actions())
                if (a->shortcut() == QKeySequence(Qt::Key_T))
                    shown = a->isChecked();
        QVERIFY(shown);
    }

    // E is the dock's key, in the Step menu, and no other action's.
    void keyIsFree() {
        Window win;
        int holders = 0;
        for (QAction* menu : win.w.menuBar()->actions())
            for (QAction* a : menu->menu()->actions())
                holders += a->shortcut() == QKeySequence(Qt::Key_E);
        QCOMPARE(holders, 1);
        QTest::keyClick(&win.w, Qt::Key_E);
        QVERIFY(win.w.exerciseDock()->isVisible());
        QTest::keyClick(&win.w, Qt::Key_E);
        QVERIFY(!win.w.exerciseDock()->isVisible());
    }

    // Pictures of the dock to look at: each kind, in both languages.
    void screenshots() {
        const QByteArray out = qgetenv("OVERLAP_EXERCISE_SHOTS");
        if (out.isEmpty())
            QSKIP("set OVERLAP_EXERCISE_SHOTS=DIR to write the pictures");
        QDir().mkpath(QString::fromLocal8Bit(out));
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            Window win;
            win.w.setLanguage(lang);
            const auto shoot = [&](const QString& name) {
                QApplication::processEvents();
                QVERIFY(win.w.grab().save(
                    QStringLiteral("%1/%2-%3.png").arg(QString::fromLocal8Bit(out), name, lang)));
            };
            win.open(Clamp, 0);
            QTest::mouseClick(win.panel()->hintButton(), Qt::LeftButton);
            win.drag({15, 14}, {12, 8});
            shoot(QStringLiteral("place-wrong"));
            win.open(CircleCircle, 1);
            shoot(QStringLiteral("predict-open"));
            QTest::mouseClick(win.panel()->answerButtons()[0], Qt::LeftButton);
            shoot(QStringLiteral("predict-wrong"));
            win.open(Rotated, 2);
            QTest::mouseClick(win.panel()->hintButton(), Qt::LeftButton);
            win.clickLine(5);
            shoot(QStringLiteral("bug-right"));
            win.w.appearance()->setTheme(window::Theme::Dark);
            shoot(QStringLiteral("bug-right-dark"));
            win.w.appearance()->setTheme(window::Theme::Light);
            win.open(CircleCircle, 3);
            shoot(QStringLiteral("push-open"));
            win.drag({4, 3}, {6, 8});
            shoot(QStringLiteral("push-not-shortest"));
            win.drag({6, 8}, {8, 6});
            shoot(QStringLiteral("push-solved"));
        }
    }
};

} // namespace tst_exercise_panel

#define OVERLAP_SUBJECT tst_exercise_panel
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_exercise_panel::TestExercisePanel test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_exercise_panel.moc"
