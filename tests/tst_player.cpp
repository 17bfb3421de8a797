// The lesson player under the offscreen platform: keyboard shortcuts step, play and
// jump; stepping changes what is drawn; the touching policy and the language reach the
// verdict and the narration; switching lessons loads their shapes.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/handles/handle_layer.h"
#include "app/lessons/lesson_loader.h"
#include "app/model/scenario_model.h"
#include "app/player/code_panel.h"
#include "app/player/legend_widget.h"
#include "app/player/lesson_player.h"
#include "app/player/narration_label.h"
#include "app/player/player_view.h"
#include "app/player/pointer_readout.h"
#include "app/scene/trace_scene.h"
#include "app/window/main_window.h"
#include "core/algorithms.h"

#include "support/content.h"

#include <QApplication>
#include <QComboBox>
#include <QGraphicsItem>
#include <QLabel>
#include <QListWidget>
#include <QtTest>

namespace tst_player {

using namespace overlap;

namespace {

QImage picture(window::MainWindow& w) {
    QApplication::processEvents();
    return w.player()->view()->viewport()->grab().toImage();
}

// Counts the Paint events a widget is sent.
struct PaintCount : QObject {
    explicit PaintCount(QWidget* w) { w->installEventFilter(this); }
    bool eventFilter(QObject*, QEvent* e) override {
        n += e->type() == QEvent::Paint;
        return false;
    }
    int n = 0;
};

} // namespace

class TestPlayer : public QObject {
    Q_OBJECT
  private slots:
    // The nearest point N is drawn above the handles (a corner handle hid it), yet the
    // corner handle under it still takes the drag.
    void theNearestPointShowsAndItsHandleStillDrags() {
        window::MainWindow w(test::allLessons());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // the clamp: circle (14, 10) r 4.5, rect (0, 0)-(10, 6): N = (10, 6)
        player::LessonPlayer* p = w.player();
        p->last();
        QApplication::processEvents();
        const Rect before = std::get<Rect>(w.scenario()->b());
        QCOMPARE(before.max, (Vec2{10, 6}));
        QGraphicsView* view = p->view();
        const QPoint corner = view->mapFromScene(QPointF(10, 6));
        // On top there: the nearest point's dot, in its red.
        const QList<QGraphicsItem*> under = view->items(corner);
        QVERIFY(!under.isEmpty());
        QVERIFY(under.front()->acceptedMouseButtons() == Qt::NoButton);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, corner);
        QTest::mouseMove(view->viewport(), corner + QPoint(40, 30));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, corner + QPoint(40, 30));
        const Rect after = std::get<Rect>(w.scenario()->b());
        QVERIFY(after.max.x > 10); // the corner moved right and down (y up), the rest stayed
        QVERIFY(after.max.y < 6);
        QCOMPARE(after.min, before.min);
    }

    // Ctrl+1/2/3 switch modes; the step keys and T act on the mode on screen; Ctrl+Shift+C
    // takes the lesson's shapes and methods into compare mode.
    // Y flips the display to y-down and the words follow; Ctrl+Shift+A shows radians. The
    // shapes do not move.
    // The pointer's coordinates follow a hover in their own box: a hover repaints that box,
    // not the scene beneath, and a press on the box still reaches the scene.
    void thePointerReadoutFollowsAHoverAlone() {
        window::MainWindow w(test::allLessons());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        QApplication::processEvents();
        player::PlayerView* view = w.player()->view();
        auto* readout = view->viewport()->findChild<player::PointerReadout*>();
        QVERIFY(readout);
        QVERIFY(!readout->isVisible());
        PaintCount scenePaints(view->viewport());
        // A whole-numbered spot with nothing drawn under it or the move after: a hover over
        // a name would light it, and that repaints the scene.
        const auto* scene = qobject_cast<const scene::TraceScene*>(view->scene());
        QVERIFY(scene);
        const auto unnamed = [&](QPoint p) {
            return scene->symbolAt(view->mapToScene(p)).symbol == Symbol::None;
        };
        QPointF spot;
        bool found = false;
        for (int x = -3; x >= -12 && !found; --x)
            for (int y = 2; y >= -6 && !found; --y) {
                const QPoint p = view->mapFromScene(QPointF(x, y));
                found = unnamed(p) && unnamed(p + QPoint(7, 3));
                spot = QPointF(x, y);
            }
        QVERIFY(found);
        const QPoint at = view->mapFromScene(spot);
        QTest::mouseMove(view->viewport(), at);
        QApplication::processEvents();
        QVERIFY(readout->isVisible());
        // At this zoom the grid step is 1 or 2, so one decimal.
        QCOMPARE(readout->text(), QStringLiteral("x = %1   y = %2")
                                      .arg(view->mapToScene(at).x(), 0, 'f', 1)
                                      .arg(view->mapToScene(at).y(), 0, 'f', 1));
        QVERIFY(readout->text().startsWith(QStringLiteral("x = %1.0").arg(spot.x())));
        const QString before = readout->text();
        scenePaints.n = 0;
        QTest::mouseMove(view->viewport(), at + QPoint(7, 3));
        QApplication::processEvents();
        QVERIFY(readout->text() != before);
        QCOMPARE(scenePaints.n, 0);
        QCOMPARE(view->viewport()->childAt(readout->geometry().center()), nullptr);
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(view, &leave);
        QVERIFY(!readout->isVisible());
    }

    void conventionsFlipTheViewAndTheWords() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(6); // circle vs rotated rect: its first step names the turn
        player::LessonPlayer* p = w.player();
        p->setStep(0);
        const Shape a = w.scenario()->a();
        const QString up = p->narrationText();
        QVERIFY(up.contains(QStringLiteral("counter-clockwise")));
        QVERIFY(p->view()->transform().m22() < 0);
        QTest::keyClick(&w, Qt::Key_Y);
        QVERIFY(p->yDown());
        QVERIFY(p->view()->transform().m22() > 0);
        QVERIFY(!p->narrationText().contains(QStringLiteral("counter-clockwise")));
        QVERIFY(p->narrationText().contains(QStringLiteral("clockwise")));
        QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(p->narrationText().contains(QStringLiteral("rad")));
        QVERIFY(!p->narrationText().contains(QStringLiteral("°")));
        QVERIFY(w.scenario()->a() == a);
        QTest::keyClick(&w, Qt::Key_Y);
        QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(p->narrationText(), up);
    }

    void keysActOnTheModeOnScreen() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // circle vs rect, four methods
        player::LessonPlayer* p = w.player();
        compare::CompareMode* c = w.compareMode();
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.mode(), window::MainWindow::Mode::Compare);
        const int lessonStep = p->step();
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(c->time(), 0);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(c->time(), 1);
        QCOMPARE(p->step(), lessonStep);
        // With a pane's method list focused (Tab reaches it), the step keys still step.
        auto* methods = c->panes()[0]->findChild<QComboBox*>();
        const QString method = c->panes()[0]->method();
        methods->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(c->time(), 2);
        QCOMPARE(c->panes()[0]->method(), method);
        QTest::keyClick(&w, Qt::Key_Left);
        QTest::keyClick(&w, Qt::Key_T);
        QCOMPARE(c->model()->touching(), Touching::Separate);
        QCOMPARE(w.scenario()->touching(), Touching::Counts);
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.mode(), window::MainWindow::Mode::Lessons);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), lessonStep + 1);
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.mode(), window::MainWindow::Mode::Compare);
        // The lesson's own methods first, then other correct ones for its shapes.
        const QStringList own = test::allLessons()[2].algorithms;
        QCOMPARE(c->methods().mid(0, own.size()), own.mid(0, 4));
        QCOMPARE(c->methods().size(), 4);
        for (const QString& id : c->methods())
            QVERIFY(!findAlgorithm(id.toStdString())->pitfall);
        QVERIFY(c->model()->a() == w.scenario()->a() && c->model()->b() == w.scenario()->b());
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(w.mode(), window::MainWindow::Mode::Pitfalls);
    }

    void keyboardSteps() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        player::LessonPlayer* p = w.player();
        QCOMPARE(p->step(), 0);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), 1);
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(p->step(), p->stepCount() - 1);
        QTest::keyClick(&w, Qt::Key_Right); // stays at the end
        QCOMPARE(p->step(), p->stepCount() - 1);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(p->step(), p->stepCount() - 2);
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(p->step(), 0);
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(p->isPlaying());
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(!p->isPlaying());
    }

    void playingAdvancesAndStopsAtTheEnd() {
        window::MainWindow w(test::allLessons());
        w.show();
        player::LessonPlayer* p = w.player();
        p->setStepsPerSecond(50);
        p->togglePlay();
        QTRY_VERIFY_WITH_TIMEOUT(!p->isPlaying(), 5000);
        QCOMPARE(p->step(), p->stepCount() - 1);
    }

    // A step on into a step with a motion plays it: it starts on the step before's picture,
    // passes through frames of its own and ends on the step's; a step asked for while one
    // plays lands at once; reduce motion makes every step a cut.
    void steppingOnPlaysTheMotion() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(6); // circle vs rotated rect: the turn back by −θ is step 3
        player::LessonPlayer* p = w.player();
        p->setReduceMotion(true);
        p->setStep(1);
        const QImage before = picture(w);
        p->setReduceMotion(false);
        p->forward();
        QCOMPARE(p->step(), 2);
        QVERIFY(p->transitionFraction() < 1.0);
        QCOMPARE(picture(w), before); // the turn starts where the step before left off
        QTRY_VERIFY_WITH_TIMEOUT(p->transitionFraction() > 0.2 && p->transitionFraction() < 0.8,
                                 5000);
        const QImage middle = picture(w);
        QTRY_COMPARE_WITH_TIMEOUT(p->transitionFraction(), 1.0, 5000);
        const QImage after = picture(w);
        QVERIFY(middle != before && middle != after);
        // The end is the step's own picture, as a cut draws it.
        p->setReduceMotion(true);
        p->back();
        p->forward();
        QCOMPARE(p->transitionFraction(), 1.0);
        QCOMPARE(picture(w), after);
        // Asked for again mid-way, the next step lands at once: nothing waits.
        p->setReduceMotion(false);
        p->setStep(1);
        p->forward();
        QVERIFY(p->transitionFraction() < 1.0);
        p->last();
        QCOMPARE(p->step(), p->stepCount() - 1);
        QCOMPARE(p->transitionFraction(), 1.0);
        // The timeline scrubs inside the transition and holds the frame there.
        p->scrubTo(1, 0.5);
        QCOMPARE(p->step(), 2);
        QCOMPARE(p->transitionFraction(), 0.5);
        const QImage held = picture(w);
        QVERIFY(held != before && held != after);
        QTest::qWait(100);
        QCOMPARE(p->transitionFraction(), 0.5);
        p->scrubTo(1, 0.0);
        QCOMPARE(p->step(), 1);
        QCOMPARE(picture(w), before);
        // A drag mid-way redraws the frame from the new scene, and the motion goes on.
        p->setStep(1);
        p->forward();
        QVERIFY(p->transitionFraction() < 1.0);
        const Shape a = w.scenario()->a();
        Circle moved = std::get<Circle>(a);
        moved.c.x += 1;
        w.scenario()->setShapes(moved, w.scenario()->b());
        QCOMPARE(p->step(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(p->transitionFraction(), 1.0, 5000);
        w.scenario()->setShapes(a, w.scenario()->b());
    }

    // The verdict waits for the deciding step's motion: while SAT's last corners are still
    // dropping, the badge says "not yet decided"; when they have landed, it says the verdict.
    void theVerdictWaitsForTheLastMotion() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(7); // SAT: axis 4 finds the gap, at step 5
        player::LessonPlayer* p = w.player();
        auto* badge = p->findChild<QLabel*>(QStringLiteral("verdict"));
        QVERIFY(badge);
        p->setReduceMotion(true);
        p->setStep(4);
        const QString decided = badge->text();
        p->setStep(3);
        const QString undecided = badge->text();
        QVERIFY(decided != undecided);
        p->setReduceMotion(false);
        p->forward();
        QCOMPARE(p->step(), 4);
        QVERIFY(p->transitionFraction() < 1.0);
        QCOMPARE(badge->text(), undecided);
        QTRY_COMPARE_WITH_TIMEOUT(p->transitionFraction(), 1.0, 5000);
        QCOMPARE(badge->text(), decided);
        // Scrubbed into the middle of the drop, it is not yet decided either.
        p->scrubTo(3, 0.5);
        QCOMPARE(badge->text(), undecided);
    }

    void steppingChangesWhatIsDrawn() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int lesson = 0; lesson < w.lessonList()->count(); ++lesson) {
            w.selectLesson(lesson);
            player::LessonPlayer* p = w.player();
            p->setStepsPerSecond(8); // transitions still play, an eighth as long
            QImage before = picture(w);
            for (int s = 1; s < p->stepCount(); ++s) {
                const int items = p->scene()->items().size();
                p->forward();
                // A step with a motion plays it first: the step's picture is its end.
                QTRY_COMPARE_WITH_TIMEOUT(p->transitionFraction(), 1.0, 5000);
                const QImage after = picture(w);
                QVERIFY2(
                    after != before || p->scene()->items().size() != items,
                    qPrintable(QStringLiteral("lesson %1 step %2").arg(lesson + 1).arg(s + 1)));
                before = after;
            }
            // And back again: the first step's picture returns.
            const QImage last = picture(w);
            p->first();
            QVERIFY(picture(w) != last);
        }
    }

    // Lesson 2's circles, 2 apart at the start, just touch once b's radius is 7.
    void policyReachesTheVerdict() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(1);
        player::LessonPlayer* p = w.player();
        p->last();
        QVERIFY(!p->trace().decidingStep()->verdict);
        w.scenario()->setShapes(Circle{{1, 1}, 3}, Circle{{7, 9}, 7});
        p->last();
        QVERIFY2(p->verdictText().startsWith(QStringLiteral("touching")),
                 qPrintable(p->verdictText()));
        QVERIFY(p->trace().decidingStep()->verdict);
        QTest::keyClick(&w, Qt::Key_T); // touching no longer counts
        QCOMPARE(w.scenario()->touching(), Touching::Separate);
        QVERIFY(!p->trace().decidingStep()->verdict);
        QCOMPARE(p->step(), p->stepCount() - 1); // still at the same step
    }

    // The code panel lights the current step's lines, and they move as the player steps.
    void codeFollowsTheStep() {
        const QList<lessons::Lesson> all = test::allLessons();
        window::MainWindow w(all);
        w.show();
        w.selectLesson(2); // clamp
        player::LessonPlayer* p = w.player();
        const lessons::CodeListing& code = all[2].code[p->algorithm()];
        QSet<QPair<int, int>> seen;
        for (int s = 0; s < p->stepCount(); ++s) {
            p->setStep(s);
            const QString id = QString::fromStdString(p->trace().steps[std::size_t(s)].id);
            QCOMPARE(p->codePanel()->highlighted(), code.steps.value(id));
            QCOMPARE(p->codePanel()->extraSelections().size(),
                     code.steps[id].second - code.steps[id].first + 1);
            seen.insert(p->codePanel()->highlighted());
        }
        QVERIFY(seen.size() >= 4);
    }

    // The legend lists what the picture draws: at the clamp lesson's distance step the
    // bands, the nearest point and its way of earlier steps are still drawn, so listed; a
    // role no step up to here draws is not.
    void legendListsWhatIsDrawn() {
        window::MainWindow w(test::allLessons());
        w.show();
        w.selectLesson(2); // clamp
        player::LessonPlayer* p = w.player();
        const auto stepOf = [&](const char* id) {
            for (int s = 0; s < p->stepCount(); ++s)
                if (p->trace().steps[std::size_t(s)].id == id)
                    return s;
            return -1;
        };
        p->setStep(0); // the shapes and the radius the narration gives
        QCOMPARE(p->legend()->roles(), (QList<Role>{Role::Subject, Role::Radius}));
        p->setStep(stepOf("distance"));
        const QList<Role> roles = p->legend()->roles();
        // N's way from C (a moved copy's path) is still drawn too.
        for (Role r : {Role::Subject, Role::Band, Role::Nearest, Role::Distance, Role::Ghost})
            QVERIFY2(roles.contains(r), qPrintable(p->legend()->names().join(", ")));
        for (Role r : {Role::Region, Role::Separating, Role::Overlap, Role::Gap, Role::Depth})
            QVERIFY2(!roles.contains(r), qPrintable(p->legend()->names().join(", ")));
        QVERIFY(p->legend()->names().contains(QStringLiteral("nearest point")));
        w.setLanguage(QStringLiteral("zh"));
        QVERIFY(p->legend()->names().contains(QStringLiteral("最近点")));
        // Back a step: the distance is no longer drawn, so no longer listed.
        p->setStep(stepOf("distance") - 1);
        QVERIFY(!p->legend()->roles().contains(Role::Distance));
        QVERIFY(p->legend()->roles().contains(Role::Band));
    }

    // The pure rule: roles of steps 0..current, current clamped, in Role order; each role's
    // samples in the shapes' colours it is drawn in, faded when only earlier steps draw it.
    void legendOfATrace() {
        Trace t;
        t.add("one").primitives = {point(Role::Nearest, {0, 0}), point(Role::Subject, {1, 1})};
        t.add("two").primitives = {segment(Role::Distance, {0, 0}, {1, 0})};
        t.add("three").primitives = {line(Role::Band, {0, 0}, {0, 1}),
                                     ownedBy(line(Role::Band, {0, 0}, {1, 0}), Owner::B),
                                     ownedBy(point(Role::Subject, {2, 2}), Owner::A)};
        const auto roles = [&t](int at) { return scene::rolesOf(scene::legendOf(t, at)); };
        QCOMPARE(roles(0), (QList<Role>{Role::Subject, Role::Nearest}));
        QCOMPARE(roles(1), (QList<Role>{Role::Subject, Role::Nearest, Role::Distance}));
        QCOMPARE(roles(9), (QList<Role>{Role::Subject, Role::Band, Role::Nearest, Role::Distance}));
        QCOMPARE(scene::legendOf(t, -3), scene::legendOf(t, 0));
        QVERIFY(scene::legendOf(Trace{}, 0).isEmpty());
        const QList<scene::LegendEntry> last = scene::legendOf(t, 2);
        // The shapes are a line each; the band is one line with its own and b's samples.
        QCOMPARE(last[0].shape, Owner::None);
        QCOMPARE(last[1].shape, Owner::A);
        QCOMPARE(last[1].name(QStringLiteral("en")),
                 scene::ownerName(Owner::A, QStringLiteral("en")));
        const scene::LegendEntry band = last[2];
        QCOMPARE(band.role, Role::Band);
        QCOMPARE(band.samples,
                 (QList<scene::LegendSample>{{Role::Band, Owner::None}, {Role::Band, Owner::B}}));
        // The nearest point, drawn only at step one, is faded by step three.
        QCOMPARE(last[3].samples.front().emphasis, scene::Emphasis::Earlier);
    }

    // The listing's comments follow the language; the code and the lit lines stay.
    void codeSpeaksTheLanguage() {
        const QList<lessons::Lesson> all = test::allLessons();
        window::MainWindow w(all);
        w.show();
        w.selectLesson(2); // clamp
        player::LessonPlayer* p = w.player();
        p->setStep(3);
        const QPair<int, int> lit = p->codePanel()->highlighted();
        QVERIFY(lit.first >= 1);
        const QString english = p->codePanel()->toPlainText();
        QVERIFY(english.contains(QStringLiteral("nearest to the centre")));
        w.setLanguage(QStringLiteral("zh"));
        const QString chinese = p->codePanel()->toPlainText();
        QVERIFY(chinese.contains(QStringLiteral("最近的点")));
        QVERIFY(!chinese.contains(QStringLiteral("nearest to the centre")));
        QVERIFY(chinese.contains(QStringLiteral("double nx = clamp(C.x, b.left, b.right);")));
        QCOMPARE(p->codePanel()->highlighted(), lit);
        QCOMPARE(p->codePanel()->extraSelections().size(), lit.second - lit.first + 1);
        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(p->codePanel()->toPlainText(), english);
        // Another method of a lesson keeps the language.
        w.setLanguage(QStringLiteral("zh"));
        w.selectLesson(1);
        QVERIFY(w.player()->codePanel()->toPlainText().contains(QStringLiteral("接触不算重叠")));
    }

    // Dragging the circle in the window recomputes the construction during the drag, at
    // the current step: the verdict flips exactly when the circle reaches the rect, and every
    // move rewrites the narration's numbers on screen, drawn as a plain label draws them.
    void draggingRecomputesLive() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // clamp: circle (14, 10) r 4.5 against the rect [0, 10] x [0, 6]
        player::LessonPlayer* p = w.player();
        p->last();
        QWidget* viewport = p->view()->viewport();
        const auto at = [&](double x, double y) { return p->view()->mapFromScene(QPointF(x, y)); };
        QVERIFY(!p->trace().decidingStep()->verdict);
        auto* narration = p->findChild<QLabel*>(QStringLiteral("narration"));
        QVERIFY(narration);
        QWidget holder; // a child, as the narration is: grabbed on no background
        QLabel plain(&holder);
        plain.setPalette(narration->palette());
        plain.setFont(narration->font());
        plain.setWordWrap(true);
        plain.setTextInteractionFlags(Qt::TextSelectableByMouse);
        plain.setAlignment(narration->alignment());
        QString words = narration->text();
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, at(14, 10));
        // Down in whole units: the centre's distance to the corner (10, 6) shrinks.
        double y = 10;
        bool flipped = false;
        for (int k = 1; k <= 4 && !flipped; ++k) {
            y = 10 - k;
            QTest::mouseEvent(QTest::MouseMove, viewport, Qt::NoButton, Qt::NoModifier, at(14, y));
            const Circle c = std::get<Circle>(w.scenario()->a());
            QCOMPARE(c.c.y, y); // snapped to whole units, written through the model
            // (14 - 10)² + (y - 6)² <= 4.5² first holds at y = 8.
            flipped = p->trace().decidingStep()->verdict;
            QCOMPARE(flipped, (y - 6) * (y - 6) + 16 <= 20.25);
            QCOMPARE(p->step(), p->stepCount() - 1);
            QApplication::processEvents();
            QCOMPARE(narration->text(), p->narrationText());
            QVERIFY2(narration->text() != words, qPrintable(words)); // new numbers each move
            words = narration->text();
            plain.setText(words);
            plain.resize(narration->size());
            // Drawn as the plain label draws the words, but for the dotted underlines of the
            // symbols' names (tst_linking), left out here.
            auto* named = qobject_cast<player::NarrationLabel*>(narration);
            QVERIFY(named && !named->spans().isEmpty());
            named->setSpans({});
            QCOMPARE(narration->grab().toImage(), plain.grab().toImage());
        }
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, at(14, y));
        QVERIFY(flipped);
        QCOMPARE(y, 8.0);
    }

    void arrowsNudgeASelectedShape() {
        window::MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        handles::HandleLayer* layer = w.player()->handleLayer();
        const Circle before = std::get<Circle>(w.scenario()->a());
        layer->setSelectedShape(0);
        QTest::keyClick(&w, Qt::Key_Up);
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier);
        const Circle after = std::get<Circle>(w.scenario()->a());
        QCOMPARE(after.c.x, before.c.x + 10);
        QCOMPARE(after.c.y, before.c.y + 1);
        QTest::keyClick(&w, Qt::Key_Escape); // deselect: the arrows step again
        const int step = w.player()->step();
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.player()->step(), step + 1);
    }

    void languageReachesTheNarration() {
        window::MainWindow w(test::allLessons());
        w.show();
        const QString english = w.player()->narrationText();
        w.setLanguage(QStringLiteral("zh"));
        const QString chinese = w.player()->narrationText();
        QVERIFY(english != chinese);
        QVERIFY(std::any_of(chinese.begin(), chinese.end(), [](QChar c) {
            return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff;
        }));
        QVERIFY(w.lessonList()->item(0)->text().contains(QChar(0x77e9))); // 矩
    }

    void lessonsLoadTheirShapes() {
        const QList<lessons::Lesson> all = test::allLessons();
        window::MainWindow w(all);
        w.show();
        for (int i = 0; i < all.size(); ++i) {
            w.lessonList()->setCurrentRow(i);
            QVERIFY(w.scenario()->a() == all[i].a);
            QVERIFY(w.scenario()->b() == all[i].b);
            QCOMPARE(w.player()->algorithm(), all[i].algorithms.first());
            QVERIFY(!w.player()->narrationText().isEmpty());
        }
    }

    // A change to the model redraws at once, at the current step.
    void modelChangesRecomputeLive() {
        window::MainWindow w(test::allLessons());
        w.show();
        w.selectLesson(2); // circle vs rect, clamp
        player::LessonPlayer* p = w.player();
        p->last();
        const bool before = p->trace().decidingStep()->verdict;
        const Shape moved = Circle{{5, 3}, 1}; // inside the rect
        QVERIFY(w.scenario()->setShape(0, moved));
        QVERIFY(p->trace().decidingStep()->verdict);
        QCOMPARE(p->step(), p->stepCount() - 1);
        QVERIFY(!before); // the lesson starts apart
        QString why;
        QVERIFY(!w.scenario()->setShape(0, Circle{{5, 3}, -1}, &why));
        QVERIFY(why.contains(QStringLiteral("negative")));
    }
};

} // namespace tst_player

#define OVERLAP_SUBJECT tst_player
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_player::TestPlayer test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_player.moc"
