// Undo and redo in the window, driven by real mouse and key events: a drag is one step,
// undo and redo restore the exact scenario, nudges merge, each lesson keeps its own history
// and shapes, and the keys act on the mode on screen.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/pitfall_gallery.h"
#include "app/handles/body_handle.h"
#include "app/handles/handle_layer.h"
#include "app/lessons/lesson_loader.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/main_window.h"
#include "app/window/shortcut_sheet.h"
#include "app/window/undo_controller.h"

#include "support/content.h"
#include "support/drag.h"

#include <QApplication>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QtTest>

namespace tst_undo {

using namespace overlap;

using window::MainWindow;

namespace {

using test::drag;

struct State {
    Shape a, b;
    Touching t;
    // Exact: Shape's == compares the doubles with ==, and -0.0 == 0.0 is the only slack.
    friend bool operator==(const State&, const State&) = default;
};
State stateOf(const model::ScenarioModel* m) {
    return {m->a(), m->b(), m->touching()};
}

Vec2 circleCentre(const model::ScenarioModel* m) {
    const Shape& s = std::holds_alternative<Circle>(m->a()) ? m->a() : m->b();
    return std::get<Circle>(s).c;
}

} // namespace

class TestUndo : public QObject {
    Q_OBJECT
  private slots:
    void aDragIsOneStepAndUndoRestoresExactly() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // circle and rect
        QUndoStack* stack = w.undo()->activeStack();
        QCOMPARE(stack->count(), 0); // opening a lesson is not an edit
        const State start = stateOf(w.scenario());
        const Vec2 c = circleCentre(w.scenario());
        drag(w.player()->view(), c + Vec2{0.2, 0.3}, c + Vec2{-4.2, 2.3});
        QCOMPARE(stack->count(), 1);
        const State dragged = stateOf(w.scenario());
        QVERIFY(!(dragged == start));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(w.scenario()) == start);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(stateOf(w.scenario()) == dragged);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QVERIFY(stateOf(w.scenario()) == dragged);
        QVERIFY(stack->text(0).contains(QStringLiteral("Move")));
    }

    void manyEditsUndoToTheStartAndRedoToTheEnd() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        model::ScenarioModel* m = w.scenario();
        QUndoStack* stack = w.undo()->activeStack();
        const State start = stateOf(m);
        QList<State> states{start};
        // Typed values, the policy, a radius, a nudge run, a second drag.
        QVERIFY(m->setShape(1, Rect{{0.1, -0.3}, {7.25, 5.5}}));
        states << stateOf(m);
        QTest::keyClick(&w, Qt::Key_T);
        states << stateOf(m);
        QVERIFY(m->setShape(0, Circle{{1.0 / 3, 9}, 2.5}));
        states << stateOf(m);
        w.player()->handleLayer()->setSelectedShape(0);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&w, Qt::Key_Up); // nudges in a row: one step
        states << stateOf(m);
        w.player()->handleLayer()->setSelectedShape(-1);
        const Vec2 c = circleCentre(m);
        drag(w.player()->view(), c + Vec2{0.1, 0.1}, c + Vec2{3.1, -2.9});
        states << stateOf(m);
        QCOMPARE(stack->count(), states.size() - 1);
        for (qsizetype k = states.size() - 1; k > 0; --k) {
            QVERIFY(stateOf(m) == states[k]);
            stack->undo();
        }
        QVERIFY(stateOf(m) == start);
        QVERIFY(!stack->canUndo());
        for (qsizetype k = 1; k < states.size(); ++k) {
            stack->redo();
            QVERIFY(stateOf(m) == states[k]);
        }
        QVERIFY(!stack->canRedo());
    }

    void nudgedBackIsNoStep() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        QUndoStack* stack = w.undo()->activeStack();
        w.player()->handleLayer()->setSelectedShape(0);
        QTest::keyClick(&w, Qt::Key_Up);
        QTest::keyClick(&w, Qt::Key_Down);
        QCOMPARE(stack->count(), 0);
    }

    // Issue 12: after a drag the arrows still step; a click on a shape selects it (its
    // outline shows) and the arrows nudge it; Esc or a click on the empty canvas deselects;
    // a rect's edge line resizes it; undo takes every change back.
    void arrowsStepUnlessAShapeWasClicked() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        player::LessonPlayer* p = w.player();
        handles::HandleLayer* layer = p->handleLayer();
        QGraphicsView* view = p->view();
        QUndoStack* stack = w.undo()->activeStack();
        const State start = stateOf(w.scenario());
        const Vec2 c = circleCentre(w.scenario());
        const auto click = [view](Vec2 at) {
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                              view->mapFromScene(QPointF(at.x, at.y)));
        };
        // The shape whose body shows the selection outline, or -1.
        const auto outlined = [layer] {
            for (QGraphicsItem* item : layer->items())
                if (auto* body = dynamic_cast<handles::BodyHandle*>(item);
                    body && body->pen().style() != Qt::NoPen)
                    return body->shapeIndex();
            return -1;
        };

        drag(view, c + Vec2{0.2, 0.3}, c + Vec2{1.2, 0.3});
        const State dragged = stateOf(w.scenario());
        QCOMPARE(layer->selectedShape(), -1);
        QCOMPARE(outlined(), -1);
        p->first();
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), 1); // stepped, and the scene is as the drag left it
        QVERIFY(stateOf(w.scenario()) == dragged);

        click(c + Vec2{1.2, 0.3});
        QCOMPARE(layer->selectedShape(), 0);
        QCOMPARE(outlined(), 0);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), 1); // nudged instead
        QCOMPARE(circleCentre(w.scenario()).x, c.x + 2);
        QTest::keyClick(&w, Qt::Key_Escape);
        QCOMPARE(layer->selectedShape(), -1);
        QCOMPARE(outlined(), -1);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), 2);
        QCOMPARE(circleCentre(w.scenario()).x, c.x + 2);

        click(c + Vec2{2.2, 0.3});
        QCOMPARE(layer->selectedShape(), 0);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(4, 4)); // empty canvas
        QCOMPARE(layer->selectedShape(), -1);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(p->step(), 1);

        // The rect's right edge line, two pixels inside: a drag moves that edge only.
        const Rect before = std::get<Rect>(w.scenario()->b());
        const QPoint edge = view->mapFromScene(QPointF(before.max.x, 0.3 * before.max.y)) -
                            QPoint(view->transform().m11() > 0 ? 2 : -2, 0);
        const double unit = std::abs(view->transform().m11());
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, edge);
        for (int k = 1; k <= 4; ++k)
            QTest::mouseEvent(QTest::MouseMove, view->viewport(), Qt::NoButton, {},
                              edge + QPoint(int(std::lround(3 * unit * k / 4)), 0));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {},
                            edge + QPoint(int(std::lround(3 * unit)), 0));
        const Rect after = std::get<Rect>(w.scenario()->b());
        QVERIFY(after.min == before.min);
        QCOMPARE(after.max.x, before.max.x + 3);
        QCOMPARE(after.max.y, before.max.y);
        QCOMPARE(layer->selectedShape(), -1);

        // Drag, nudge and resize: three steps, and undo takes each back.
        QCOMPARE(stack->count(), 3);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(w.scenario()) == start);
    }

    // Issue 25: S selects the next shape without the mouse (a, b, then none; Shift+S the
    // other way), outlined and said in the status bar; the arrows then nudge it and only
    // it, in the lessons and in compare mode, and undo takes each nudge back.
    void sSelectsAShapeForTheArrows() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // circle a, rect b
        player::LessonPlayer* p = w.player();
        handles::HandleLayer* layer = p->handleLayer();
        const auto outlined = [](handles::HandleLayer* l) {
            for (QGraphicsItem* item : l->items())
                if (auto* body = dynamic_cast<handles::BodyHandle*>(item);
                    body && body->pen().style() != Qt::NoPen)
                    return body->shapeIndex();
            return -1;
        };
        const State start = stateOf(w.scenario());
        QTest::keyClick(&w, Qt::Key_S);
        QCOMPARE(layer->selectedShape(), 0);
        QCOMPARE(outlined(layer), 0);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Shape a")),
                 qPrintable(w.statusBar()->currentMessage()));
        const int step = p->step();
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), step); // nudged, not stepped
        QCOMPARE(std::get<Circle>(w.scenario()->a()).c.x, std::get<Circle>(start.a).c.x + 1);
        QCOMPARE(w.scenario()->b(), start.b);
        QTest::keyClick(&w, Qt::Key_S);
        QCOMPARE(layer->selectedShape(), 1);
        QCOMPARE(outlined(layer), 1);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("Shape b")));
        QTest::keyClick(&w, Qt::Key_Up);
        QCOMPARE(std::get<Rect>(w.scenario()->b()).min.y, std::get<Rect>(start.b).min.y + 1);
        QCOMPARE(std::get<Circle>(w.scenario()->a()).c.x, std::get<Circle>(start.a).c.x + 1);
        QTest::keyClick(&w, Qt::Key_S); // past b: none, and the arrows step again
        QCOMPARE(layer->selectedShape(), -1);
        QCOMPARE(outlined(layer), -1);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(p->step(), step + 1);
        QTest::keyClick(&w, Qt::Key_S, Qt::ShiftModifier); // back from none: b
        QCOMPARE(layer->selectedShape(), 1);
        QTest::keyClick(&w, Qt::Key_S, Qt::ShiftModifier);
        QCOMPARE(layer->selectedShape(), 0);
        for (int i = 0; i < 2; ++i)
            QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(w.scenario()) == start);

        // Compare mode: the same keys, on its shared shapes.
        QTest::keyClick(&w, Qt::Key_Escape);
        w.setMode(MainWindow::Mode::Compare);
        compare::CompareMode* c = w.compareMode();
        QCoreApplication::processEvents();
        const State before = stateOf(c->model());
        const Vec2 centre = circleCentre(c->model());
        QTest::keyClick(&w, Qt::Key_S);
        QCOMPARE(c->panes()[0]->handles()->selectedShape(), 0);
        QCOMPARE(outlined(c->panes()[0]->handles()), 0);
        QTest::keyClick(&w, Qt::Key_Right);
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(circleCentre(c->model()).x, centre.x + 11);
        QVERIFY(stateOf(c->model()).b == before.b);
        const int edits = w.undo()->activeStack()->count();
        QVERIFY(edits > 0);
        for (int i = 0; i < edits; ++i)
            QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(c->model()) == before);
        QVERIFY(stateOf(w.scenario()) == start); // the lesson's shapes were not touched

        // Both keys are in the menus, and so on the shortcut sheet.
        const window::ShortcutSheet sheet(w.menuBar());
        QStringList keys;
        for (const auto& row : sheet.rows())
            if (row.first.contains(QStringLiteral("Select the")))
                keys << row.second;
        QCOMPARE(keys, QStringList({QStringLiteral("S"), QStringLiteral("Shift+S")}));
    }

    void eachLessonKeepsItsShapesAndHistory() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        model::ScenarioModel* m = w.scenario();
        QVERIFY(m->setShape(0, Circle{{4, 4}, 1}));
        const State edited = stateOf(m);
        QUndoStack* third = w.undo()->activeStack();
        w.selectLesson(3);
        QVERIFY(!(stateOf(m) == edited));
        QVERIFY(w.undo()->activeStack() != third);
        QVERIFY(!w.undo()->activeStack()->canUndo());
        w.selectLesson(2);
        QVERIFY(stateOf(m) == edited); // coming back shows the edited shapes
        QCOMPARE(w.undo()->activeStack(), third);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(m) == (State{w.lessons()[2].a, w.lessons()[2].b, Touching::Counts}));
        // Reset is an edit too, and undoable.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
        QVERIFY(stateOf(m) == (State{w.lessons()[2].a, w.lessons()[2].b, Touching::Counts}));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(m) == edited);
    }

    void keysUndoTheModeOnScreen() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        QVERIFY(w.scenario()->setShape(0, Circle{{4, 4}, 1}));
        const State lesson = stateOf(w.scenario());
        w.setMode(MainWindow::Mode::Compare);
        compare::CompareMode* c = w.compareMode();
        QCoreApplication::processEvents();
        c->fit();
        const State before = stateOf(c->model());
        const Vec2 at = circleCentre(c->model());
        drag(c->panes()[1]->view(), at + Vec2{0.3, 0.2}, at + Vec2{2.3, 3.2});
        QVERIFY(!(stateOf(c->model()) == before));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(stateOf(c->model()) == before);
        QVERIFY(stateOf(w.scenario()) == lesson); // the lesson's history was not touched
        // The gallery: showing a pitfall starts its history afresh.
        w.setMode(MainWindow::Mode::Pitfalls);
        w.gallery()->showPitfall(1);
        QVERIFY(!w.undo()->activeStack()->canUndo());
        QTest::keyClick(&w, Qt::Key_T);
        QVERIFY(w.undo()->activeStack()->canUndo());
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.gallery()->compare()->model()->touching(),
                 w.gallery()->notes()[1].scene.touching);
    }
};

} // namespace tst_undo

#define OVERLAP_SUBJECT tst_undo
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_undo::TestUndo test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_undo.moc"
