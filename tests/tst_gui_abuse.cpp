// The window under a few thousand random actions, driven by real mouse and key events:
// drags anywhere, steps, lesson and mode switches, undo and redo, policy and convention
// toggles, good and broken files opened. Nothing crashes, Qt prints no warning, every
// view shows the construction of the shapes its model holds now, and undoing a run of
// edits returns to the exact state it started from.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/pitfall_gallery.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "app/yourmethod/your_method_mode.h"
#include "app/yourmethod/your_method_pane.h"
#include "core/algorithms.h"
#include "core/pairs.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <random>

namespace tst_gui_abuse {

using namespace overlap;

using window::MainWindow;

namespace {

QStringList warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext&, const QString& message) {
    // The offscreen platform cannot size windows from hints; that note is about the test
    // platform, not the app.
    if (message.contains(QLatin1String("propagateSizeHints")) ||
        message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        warnings << message;
}

struct State {
    Shape a, b;
    Touching t;
    friend bool operator==(const State&, const State&) = default;
};

State stateOf(const model::ScenarioModel* m) {
    return {m->a(), m->b(), m->touching()};
}

// What the model cannot promise: a view shows the construction of the shapes there are now,
// not of an earlier scene (the model only refuses invalid shapes). Empty when it does.
QString staleness(const QString& id, const Trace& shown, const model::ScenarioModel* m) {
    const Algorithm* method = findAlgorithm(id.toStdString());
    if (!method)
        return id + QStringLiteral(": no such method");
    if (!accepts(*method, m->a(), m->b()))
        return {}; // it keeps its last construction, and says so
    Trace fresh;
    const Outcome out = runAlgorithm(*method, m->a(), m->b(), m->touching(), &fresh, m->motion());
    const Step* was = shown.decidingStep();
    const Step* now = fresh.decidingStep();
    if (!out.ok() || !was || !now || was->verdict != now->verdict ||
        shown.verdictClass != fresh.verdictClass || shown.steps.size() != fresh.steps.size())
        return id + QStringLiteral(" shows another scene's construction");
    return {};
}

QString staleView(MainWindow& w) {
    const player::LessonPlayer* p = w.player();
    if (p->stepCount() > 0 && (p->step() < 0 || p->step() >= p->stepCount()))
        return QStringLiteral("player step %1 of %2").arg(p->step()).arg(p->stepCount());
    if (!p->algorithm().isEmpty())
        if (const QString why = staleness(p->algorithm(), p->trace(), w.scenario()); !why.isEmpty())
            return QStringLiteral("player: ") + why;
    for (compare::CompareMode* c : {w.compareMode(), w.gallery()->compare()})
        for (const compare::ComparePane* pane : c->panes())
            if (pane->ok())
                if (const QString why = staleness(pane->method(), pane->trace(), c->model());
                    !why.isEmpty())
                    return QStringLiteral("compare pane: ") + why;
    return {};
}

class Monkey {
  public:
    Monkey(MainWindow& w, std::uint32_t seed) : w_(w), rng_(seed) {}

    int pick(int n) { return int(rng_() % std::uint32_t(n)); }

    QGraphicsView* viewOnScreen() {
        switch (w_.mode()) {
        case MainWindow::Mode::Lessons:
            return w_.player()->view();
        case MainWindow::Mode::Compare:
            return w_.compareMode()->panes()[pick(int(w_.compareMode()->panes().size()))]->view();
        case MainWindow::Mode::Pitfalls:
            return w_.gallery()->compare()->panes()[0]->view();
        case MainWindow::Mode::YourMethod:
            return w_.yourMethod()->pane()->view();
        }
        return nullptr;
    }

    // A press somewhere in a view, a few moves, a release: on a handle or on nothing.
    void drag() {
        QGraphicsView* v = viewOnScreen();
        QWidget* vp = v->viewport();
        const auto somewhere = [&] { return QPoint(pick(vp->width()), pick(vp->height())); };
        const Qt::KeyboardModifiers mods = pick(4) == 0   ? Qt::AltModifier
                                           : pick(4) == 0 ? Qt::ShiftModifier
                                                          : Qt::NoModifier;
        QPoint at = somewhere();
        QTest::mousePress(vp, Qt::LeftButton, mods, at);
        for (int k = 0, n = 1 + pick(4); k < n; ++k) {
            at += QPoint(pick(121) - 60, pick(121) - 60);
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, mods, at);
        }
        QTest::mouseRelease(vp, Qt::LeftButton, mods, at);
    }

    void key() {
        static const std::array<std::pair<int, Qt::KeyboardModifiers>, 18> keys{{
            {Qt::Key_Right, {}},
            {Qt::Key_Left, {}},
            {Qt::Key_Home, {}},
            {Qt::Key_End, {}},
            {Qt::Key_Up, {}},
            {Qt::Key_Down, {}},
            {Qt::Key_Escape, {}},
            {Qt::Key_T, {}},
            {Qt::Key_G, {}},
            {Qt::Key_Y, {}},
            {Qt::Key_Z, Qt::ControlModifier},
            {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier},
            {Qt::Key_R, {}},
            {Qt::Key_L, {}},
            {Qt::Key_P, {}}, // Predict, and its answers
            {Qt::Key_1, {}},
            {Qt::Key_2, {}},
            {Qt::Key_3, {}},
        }};
        const auto& [k, mods] = keys[std::size_t(pick(int(keys.size())))];
        QTest::keyClick(&w_, Qt::Key(k), mods);
    }

  private:
    MainWindow& w_;
    std::mt19937 rng_;
};

} // namespace

class TestGuiAbuse : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        test::usePrivateSettings(dir_.filePath("settings"));
        qInstallMessageHandler(collectWarnings);
    }

    void thousandsOfRandomActions() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1300, 850);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // A good file and a broken one to open along the way.
        const QString good = dir_.filePath("good.overlap");
        QString why;
        w.selectLesson(2);
        QVERIFY(w.documents()->saveFile(good, &why));
        const QString broken = dir_.filePath("broken.overlap");
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"overlap-scenario\", \"version\": 1, \"a\": {\"type\": \"circ");
        }
        Monkey monkey(w, 20261122);
#ifdef OVERLAP_SANITIZED
        const int actions = 600; // the sanitizer build is many times slower
#else
        const int actions = 3000;
#endif
        for (int i = 0; i < actions; ++i) {
            switch (monkey.pick(20)) {
            case 0:
                w.selectLesson(monkey.pick(int(w.lessons().size())));
                break;
            case 1:
                w.setMode(MainWindow::Mode(monkey.pick(3)));
                break;
            case 2:
                w.documents()->openFile(monkey.pick(2) ? good : broken, &why);
                break;
            case 3:
                w.undo()->activeStack()->undo();
                break;
            case 4:
                w.undo()->activeStack()->redo();
                break;
            case 5:
                if (w.mode() == MainWindow::Mode::Compare)
                    w.compareMode()->setOverlays(compare::OverlayKind(monkey.pick(3)));
                break;
            case 6:
            case 7:
            case 8:
            case 9:
                monkey.key();
                break;
            default:
                monkey.drag();
                break;
            }
            if (i % 50 == 0)
                QCoreApplication::processEvents();
            const QString stale = staleView(w);
            QVERIFY2(stale.isEmpty(),
                     qPrintable(QStringLiteral("after action %1: %2").arg(i).arg(stale)));
        }
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void undoingARunOfEditsReturnsToTheStart() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1300, 850);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Monkey monkey(w, 7);
        for (MainWindow::Mode mode : {MainWindow::Mode::Lessons, MainWindow::Mode::Compare}) {
            w.setMode(mode);
            if (mode == MainWindow::Mode::Lessons)
                w.selectLesson(6);
            const model::ScenarioModel* m =
                mode == MainWindow::Mode::Lessons ? w.scenario() : w.compareMode()->model();
            QUndoStack* stack = w.undo()->activeStack();
            while (stack->canUndo())
                stack->undo();
            const State start = stateOf(m);
            for (int i = 0; i < 400; ++i) {
                if (monkey.pick(5) == 0)
                    QTest::keyClick(&w, monkey.pick(2) ? Qt::Key_T : Qt::Key_Up);
                else
                    monkey.drag();
            }
            QVERIFY(stack->count() > 10);
            while (stack->canUndo())
                stack->undo();
            QVERIFY(stateOf(m) == start);
        }
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }
};

} // namespace tst_gui_abuse

#define OVERLAP_SUBJECT tst_gui_abuse
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_gui_abuse::TestGuiAbuse test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gui_abuse.moc"
