// The main window's menus, one builder per menu; every action has its key.

#include "app/compare/compare_mode.h"
#include "app/compare/pitfall_gallery.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/exercise_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/player/predict_panel.h"
#include "app/player/property_panel.h"
#include "app/player/push_apart.h"
#include "app/window/appearance.h"
#include "app/window/document_controller.h"
#include "app/window/export_controller.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "app/yourmethod/your_method_mode.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>

namespace overlap::window {

namespace {

// Whether the desktop asks for less animation, where Qt reads it.
bool platformReducesMotion() {
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return !QApplication::isEffectEnabled(Qt::UI_General);
#else
    return false;
#endif
}

} // namespace

QMenu* MainWindow::newMenu(const char* title) {
    QMenu* m = menuBar()->addMenu(QString());
    i18n::onLanguage(m, [m, title] { m->setTitle(tr(title)); });
    return m;
}

QAction* MainWindow::newAction(QMenu* menu, const char* text, const QKeySequence& key,
                               std::function<void()> slot) {
    QAction* a = menu->addAction(QString());
    i18n::onLanguage(a, [a, text] { a->setText(tr(text)); });
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    connect(a, &QAction::triggered, this, std::move(slot));
    return a;
}

std::function<void()> MainWindow::onScreen(std::function<void()> onPlayer,
                                           std::function<void(compare::CompareMode*)> onCompare) {
    return [=, this] {
        if (compare::CompareMode* c = activeCompare())
            onCompare(c);
        else if (mode() != Mode::YourMethod || selectingLayer())
            onPlayer(); // "Your method" has no steps: only a selected shape's nudge
    };
}

std::function<void()> MainWindow::nudgeOr(int dx, int dy, double step,
                                          std::function<void()> otherwise) {
    return [=, this] {
        if (handles::HandleLayer* selecting = selectingLayer())
            selecting->nudgeSelected(dx, dy, step);
        else if (otherwise)
            otherwise();
    };
}

std::function<void()> MainWindow::inCompare(std::function<void(compare::CompareMode*)> act) {
    return [=, this] {
        if (mode() == Mode::Lessons || mode() == Mode::YourMethod)
            setMode(Mode::Compare);
        act(activeCompare());
    };
}

void MainWindow::createMenus() {
    createFileAndEditMenus();
    createStepMenu();
    createShapesMenu();
    createViewMenu();
    createCompareMenu();
    createOptionsMenu();
    createHelpMenu();
}

void MainWindow::createFileAndEditMenus() {
    fileMenu_ = newMenu(QT_TR_NOOP("&File"));
    QMenu* edit = newMenu(QT_TR_NOOP("&Edit"));
    undo_->addActions(edit);
    edit->addSeparator();
    export_->addActions(fileMenu_, edit);
    fileMenu_->addSeparator();
    newAction(fileMenu_, QT_TR_NOOP("&Quit"), QKeySequence::Quit, [this] { close(); });
    documents_->addActions(fileMenu_);
}

void MainWindow::createStepMenu() {
    QMenu* step = newMenu(QT_TR_NOOP("&Step"));
    newAction(step, QT_TR_NOOP("&Introduction"), Qt::Key_I, [this] {
        // Back to the lesson's introduction from anywhere; again, back to the steps.
        const bool show = mode() != Mode::Lessons || !player_->introShown();
        setMode(Mode::Lessons);
        player_->setIntroShown(show);
    });
    newAction(step, QT_TR_NOOP("&First step"), Qt::Key_Home,
              onScreen([this] { player_->first(); }, [](compare::CompareMode* c) { c->first(); }));
    // With a shape selected (clicked, or S), the arrows nudge it, in compare mode too;
    // otherwise Left/Right step.
    newAction(
        step, QT_TR_NOOP("&Previous step"), Qt::Key_Left,
        nudgeOr(-1, 0, 1,
                onScreen([this] { player_->back(); }, [](compare::CompareMode* c) { c->back(); })));
    newAction(step, QT_TR_NOOP("&Play / pause"), Qt::Key_Space,
              onScreen([this] { player_->togglePlay(); },
                       [](compare::CompareMode* c) { c->togglePlay(); }));
    newAction(step, QT_TR_NOOP("&Next step"), Qt::Key_Right,
              nudgeOr(1, 0, 1,
                      onScreen([this] { player_->forward(); },
                               [](compare::CompareMode* c) { c->forward(); })));
    newAction(step, QT_TR_NOOP("&Last step"), Qt::Key_End,
              onScreen([this] { player_->last(); }, [](compare::CompareMode* c) { c->last(); }));
    step->addSeparator();
    step->addAction(player_->predictPanel()->action()); // P: the lesson player's questions
    addExerciseAction(step);                            // E: the lesson's exercises
}

void MainWindow::createShapesMenu() {
    QMenu* shapes = newMenu(QT_TR_NOOP("Sh&apes")); // Alt+H is Help
    newAction(shapes, QT_TR_NOOP("Nudge &up"), Qt::Key_Up, nudgeOr(0, 1, 1, {}));
    newAction(shapes, QT_TR_NOOP("Nudge &down"), Qt::Key_Down, nudgeOr(0, -1, 1, {}));
    newAction(shapes, QT_TR_NOOP("Nudge left by 10"), Qt::SHIFT | Qt::Key_Left,
              nudgeOr(-1, 0, 10, {}));
    newAction(shapes, QT_TR_NOOP("Nudge right by 10"), Qt::SHIFT | Qt::Key_Right,
              nudgeOr(1, 0, 10, {}));
    newAction(shapes, QT_TR_NOOP("Nudge up by 10"), Qt::SHIFT | Qt::Key_Up, nudgeOr(0, 1, 10, {}));
    newAction(shapes, QT_TR_NOOP("Nudge down by 10"), Qt::SHIFT | Qt::Key_Down,
              nudgeOr(0, -1, 10, {}));
    // The selection without the mouse. Not Tab: as a window shortcut it would take Tab from
    // every field and button, and the window could no longer be walked with the keyboard.
    newAction(shapes, QT_TR_NOOP("Select the &next shape (arrows move it)"), Qt::Key_S,
              [this] { cycleSelectedShape(1); });
    newAction(shapes, QT_TR_NOOP("Select the pre&vious shape"), Qt::SHIFT | Qt::Key_S,
              [this] { cycleSelectedShape(-1); });
    newAction(shapes, QT_TR_NOOP("&Deselect (arrows step again)"), Qt::Key_Escape, [this] {
        if (handles::HandleLayer* selecting = selectingLayer()) {
            selecting->setSelectedShape(-1);
            showSelection(-1, true);
        }
    });
    shapes->addSeparator();
    // What a game does next: a moves the shortest way to just touching b, as one undo step.
    push_ = new player::PushApart(this);
    connect(push_, &player::PushApart::reported, this,
            [this](const QString& report) { statusBar()->showMessage(report, 12000); });
    newAction(shapes, QT_TR_NOOP("Push &apart: move a the shortest way to touching"), Qt::Key_A,
              [this] { push_->start(activeModel(), reduceMotion_ && reduceMotion_->isChecked()); });
    handles::HandleLayer* layer = player_->handleLayer();
    QAction* snap = snap_ = shapes->addAction(QString());
    i18n::onLanguage(snap, [snap] { snap->setText(tr("&Snap to the grid")); });
    snap->setCheckable(true);
    snap->setChecked(layer->snapping());
    snap->setShortcut(Qt::Key_G);
    connect(snap, &QAction::toggled, layer, &handles::HandleLayer::setSnapping);
}

void MainWindow::createViewMenu() {
    QMenu* view = newMenu(QT_TR_NOOP("&View"));
    newAction(view, QT_TR_NOOP("Zoom &in"), QKeySequence::ZoomIn,
              [this] { player_->view()->zoomBy(1.25); });
    newAction(view, QT_TR_NOOP("Zoom &out"), QKeySequence::ZoomOut,
              [this] { player_->view()->zoomBy(0.8); });
    newAction(view, QT_TR_NOOP("&Fit to view"), Qt::Key_F,
              onScreen([this] { player_->fit(); }, [](compare::CompareMode* c) { c->fit(); }));
    view->addSeparator();
    newAction(view, QT_TR_NOOP("&Lessons"), Qt::CTRL | Qt::Key_1,
              [this] { setMode(Mode::Lessons); });
    newAction(view, QT_TR_NOOP("&Compare methods"), Qt::CTRL | Qt::Key_2,
              [this] { setMode(Mode::Compare); });
    newAction(view, QT_TR_NOOP("&Pitfall gallery"), Qt::CTRL | Qt::Key_3,
              [this] { setMode(Mode::Pitfalls); });
    newAction(view, QT_TR_NOOP("&Your method"), Qt::CTRL | Qt::Key_4,
              [this] { setMode(Mode::YourMethod); });

    view->addSeparator();
    // The conventions of the drawing and the words: for the lessons and comparisons alike.
    QAction* yDown = view->addAction(QString());
    i18n::onLanguage(yDown, [yDown] { yDown->setText(tr("&y down (screen coordinates)")); });
    yDown->setCheckable(true);
    yDown->setShortcut(Qt::Key_Y);
    connect(yDown, &QAction::toggled, this, [this](bool on) {
        player_->setConventions(on, player_->radians());
        exercises_->setConventions(on, player_->radians());
        compare_->setYDown(on);
        gallery_->compare()->setYDown(on);
        yourMethod_->setYDown(on);
    });
    connect(compare_, &compare::CompareMode::yDownChanged, yDown, &QAction::setChecked);
    yDown_ = yDown;
    QAction* radians = view->addAction(QString());
    i18n::onLanguage(radians, [radians] { radians->setText(tr("Angles in &radians")); });
    radians->setCheckable(true);
    radians->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    connect(radians, &QAction::toggled, this, [this](bool on) {
        player_->setConventions(player_->yDown(), on);
        exercises_->setConventions(player_->yDown(), on);
        properties_->setRadians(on);
    });
    radians_ = radians;
    // Steps change by cuts, not transitions; on Windows and macOS the desktop's own setting
    // is the default (Qt 6.4 reads none on Linux, where its effects flag is off without a
    // desktop theme).
    QAction* still = reduceMotion_ = view->addAction(QString());
    i18n::onLanguage(still, [still] { still->setText(tr("Reduce &motion")); });
    still->setCheckable(true);
    still->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_M);
    still->setChecked(platformReducesMotion());
    const auto reduce = [this](bool on) {
        player_->setReduceMotion(on);
        compare_->setReduceMotion(on);
        gallery_->compare()->setReduceMotion(on);
    };
    connect(still, &QAction::toggled, this, reduce);
    reduce(still->isChecked());
    QAction* side = sidePanel_ = view->addAction(QString());
    i18n::onLanguage(side, [side] { side->setText(tr("Lesson list and shape &values")); });
    side->setCheckable(true);
    side->setChecked(true);
    side->setShortcut(Qt::Key_F9);
    connect(side, &QAction::toggled, sideSplit_, &QWidget::setVisible);
    view->addSeparator();
    appearance_->addActions(view);
    // In presentation the figure is what the class looks at: it takes the room of the list
    // and values (F9 brings them back) and two thirds of what is left.
    connect(appearance_, &Appearance::presentationChanged, this, [this](bool on) {
        sidePanel_->setChecked(!on);
        player_->setFigureShare(on ? 2.0 / 3 : 0.5);
        for (compare::CompareMode* c : {compare_, gallery_->compare()})
            c->setPresentation(on);
    });
}

void MainWindow::createCompareMenu() {
    QMenu* compareMenu = newMenu(QT_TR_NOOP("Co&mpare")); // Alt+C is the Compare tab
    newAction(compareMenu, QT_TR_NOOP("&Compare this lesson's methods"),
              Qt::CTRL | Qt::SHIFT | Qt::Key_C, [this] { compareThisLesson(); });
    newAction(compareMenu, QT_TR_NOOP("&Find a disagreement"), Qt::CTRL | Qt::Key_F,
              inCompare([](compare::CompareMode* c) { c->findDisagreement(); }));
    newAction(compareMenu, QT_TR_NOOP("Measure &speed"), Qt::CTRL | Qt::Key_M,
              inCompare([](compare::CompareMode* c) { c->measureCost(); }));
    newAction(
        compareMenu, QT_TR_NOOP("Shade every pane by &regions"), Qt::Key_R,
        inCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Regions); }));
    newAction(
        compareMenu, QT_TR_NOOP("Shade every pane by &verdict"), Qt::Key_V,
        inCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Verdict); }));
    newAction(
        compareMenu, QT_TR_NOOP("&No shading in any pane"), Qt::Key_O,
        inCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Off); }));
    newAction(compareMenu, QT_TR_NOOP("&Link or unlink steps"), Qt::Key_L,
              inCompare([](compare::CompareMode* c) { c->setLinked(!c->linked()); }));
    compareMenu->addSeparator();
    // The learner's own method, from anywhere: its tab comes to the front.
    newAction(compareMenu, QT_TR_NOOP("R&un your method"), Qt::Key_F5, [this] {
        setMode(Mode::YourMethod);
        yourMethod_->run();
    });
    newAction(compareMenu, QT_TR_NOOP("&Judge your method on generated cases"), Qt::Key_F6, [this] {
        setMode(Mode::YourMethod);
        yourMethod_->judgeCases();
    });
}

void MainWindow::createOptionsMenu() {
    QMenu* options = newMenu(QT_TR_NOOP("&Options"));
    QAction* touching = options->addAction(QString());
    i18n::onLanguage(touching,
                     [touching] { touching->setText(tr("&Touching counts as overlap")); });
    touching->setCheckable(true);
    touching->setChecked(true);
    touching->setShortcut(Qt::Key_T);
    touching_ = touching;
    connect(touching, &QAction::toggled, this, [this](bool on) {
        activeModel()->setTouching(on ? Touching::Counts : Touching::Separate);
    });
    // The check mark shows the policy of the mode on screen.
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        const QSignalBlocker block(touching_);
        touching_->setChecked(activeModel()->touching() == Touching::Counts);
    });
    QMenu* language = options->addMenu(QString());
    i18n::onLanguage(language, [language] { language->setTitle(tr("&Language")); });
    auto* languages = new QActionGroup(this);
    for (const auto& [code, name] : {std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                     std::pair{QStringLiteral("zh"), QStringLiteral("中文")}}) {
        QAction* a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == language_);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }
}

void MainWindow::createHelpMenu() {
    QMenu* help = newMenu(QT_TR_NOOP("&Help"));
    newAction(help, QT_TR_NOOP("&Guide"), QKeySequence::HelpContents, [this] { showGuide(); });
    newAction(help, QT_TR_NOOP("G&lossary"), Qt::CTRL | Qt::SHIFT | Qt::Key_G,
              [this] { showGlossary(); });
    newAction(help, QT_TR_NOOP("&Keyboard shortcuts"), Qt::CTRL | Qt::Key_Slash,
              [this] { showShortcuts(); });
    newAction(help, QT_TR_NOOP("&About Overlap"), QKeySequence(), [this] {
        QMessageBox::about(this, tr("About Overlap"),
                           tr("<h3>Overlap</h3><p>2D collision detection, one step at a "
                              "time: every method drawn as a construction you can step "
                              "through and drag.</p>"));
    });
}

} // namespace overlap::window
