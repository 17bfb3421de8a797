#include "app/window/main_window.h"

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/pitfall_gallery.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/intro_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/player/property_panel.h"
#include "app/window/appearance.h"
#include "app/window/document_controller.h"
#include "app/window/export_controller.h"
#include "app/window/guide_dialog.h"
#include "app/window/shortcut_sheet.h"
#include "app/window/undo_controller.h"
#include "app/window/window_settings.h"
#include "core/algorithms.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QTabWidget>
#include <QToolBar>

namespace overlap::window {

using player::LessonPlayer;
using player::PropertyPanel;

MainWindow::MainWindow(QList<lessons::Lesson> lessons, QList<lessons::PitfallNote> notes,
                       QWidget* parent)
    : QMainWindow(parent), lessons_(std::move(lessons)), model_(new model::ScenarioModel(this)),
      player_(new LessonPlayer(model_, this)), list_(new QListWidget(this)),
      compare_(new compare::CompareMode(this)),
      gallery_(new compare::PitfallGallery(std::move(notes), this)), tabs_(new QTabWidget(this)) {
    i18n::onLanguage(list_, [this] { list_->setAccessibleName(tr("Lessons")); });
    list_->setMinimumWidth(240);
    list_->setWordWrap(true);
    // Left: the lessons above the exact values of the shapes.
    sideSplit_ = new QSplitter(Qt::Vertical, this);
    sideSplit_->setObjectName(QStringLiteral("side"));
    sideSplit_->addWidget(list_);
    properties_ = new PropertyPanel(model_, this);
    sideSplit_->addWidget(properties_);
    lessonSplit_ = new QSplitter(this);
    lessonSplit_->setObjectName(QStringLiteral("lesson"));
    lessonSplit_->addWidget(sideSplit_);
    lessonSplit_->addWidget(player_);
    lessonSplit_->setStretchFactor(1, 1);
    tabs_->addTab(lessonSplit_, QString());
    tabs_->addTab(compare_, QString());
    tabs_->addTab(gallery_, QString());
    i18n::onLanguage(tabs_, [this] {
        tabs_->setTabText(0, tr("&Lessons"));
        tabs_->setTabText(1, tr("&Compare"));
        tabs_->setTabText(2, tr("&Pitfalls"));
    });
    tabs_->setDocumentMode(true);
    setCentralWidget(tabs_);
    fillLessonList();
    connect(list_, &QListWidget::currentRowChanged, this, &MainWindow::selectLesson);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { emit modeChanged(mode()); });
    undo_ = new UndoController(this);
    appearance_ = new Appearance(this);
    export_ = new ExportController(this);
    documents_ = new DocumentController(this);
    buildActions();
    setAcceptDrops(true);
    resize(1200, 800);
    if (!lessons_.isEmpty())
        list_->setCurrentRow(0);
    setGestureHintVisible(!gestureHintDismissed());
    connect(player_->introPanel(), &player::IntroPanel::hintDismissed, this,
            [] { dismissGestureHint(); });
}

void MainWindow::setGestureHintVisible(bool visible) {
    player_->introPanel()->setHintVisible(visible);
}

bool MainWindow::gestureHintVisible() const {
    return player_->introPanel()->hintVisible();
}

void MainWindow::fillLessonList() {
    const int row = list_->currentRow();
    const QSignalBlocker block(list_);
    list_->clear();
    for (const lessons::Lesson& l : lessons_)
        list_->addItem(QStringLiteral("%1. %2").arg(l.section).arg(l.title.value(language_)));
    list_->setCurrentRow(row);
}

void MainWindow::selectLesson(int index) {
    if (index < 0 || index >= lessons_.size())
        return;
    if (list_->currentRow() != index) {
        list_->setCurrentRow(index); // comes back here through currentRowChanged
        return;
    }
    const QString from = currentLessonId();
    currentLesson_ = index;
    documents_->navigate([&] {
        undo_->switchLesson(from, lessons_[index].id,
                            [&] { player_->setLesson(&lessons_[index]); });
    });
}

QString MainWindow::currentLessonId() const {
    return currentLesson_ >= 0 && currentLesson_ < lessons_.size() ? lessons_[currentLesson_].id
                                                                   : QString();
}

void MainWindow::setLanguage(const QString& language) {
    language_ = language;
    i18n::setLanguage(language); // the window's own text; the lessons' follows below
    fillLessonList();
    player_->setLanguage(language);
    gallery_->setLanguage(language);
}

void MainWindow::setMode(Mode mode) {
    tabs_->setCurrentIndex(int(mode));
}

MainWindow::Mode MainWindow::mode() const {
    return Mode(tabs_->currentIndex());
}

compare::CompareMode* MainWindow::activeCompare() const {
    switch (mode()) {
    case Mode::Compare:
        return compare_;
    case Mode::Pitfalls:
        return gallery_->compare();
    case Mode::Lessons:
        break;
    }
    return nullptr;
}

handles::HandleLayer* MainWindow::selectingLayer() const {
    QList<handles::HandleLayer*> layers;
    if (compare::CompareMode* c = activeCompare())
        for (compare::ComparePane* p : c->panes())
            layers << p->handles();
    else
        layers << player_->handleLayer();
    for (handles::HandleLayer* l : layers)
        if (l->selectedShape() >= 0)
            return l;
    return nullptr;
}

model::ScenarioModel* MainWindow::activeModel() const {
    compare::CompareMode* c = activeCompare();
    return c ? c->model() : model_;
}

void MainWindow::buildActions() {
    // Texts are tr() sources, set again in the new language whenever it changes.
    const auto add = [this](QMenu* menu, const char* text, const QKeySequence& key, auto slot) {
        QAction* a = menu->addAction(QString());
        i18n::onLanguage(a, [a, text] { a->setText(tr(text)); });
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    const auto menu = [this](const char* title) {
        QMenu* m = menuBar()->addMenu(QString());
        i18n::onLanguage(m, [m, title] { m->setTitle(tr(title)); });
        return m;
    };
    fileMenu_ = menu(QT_TR_NOOP("&File"));
    QMenu* edit = menu(QT_TR_NOOP("&Edit"));
    undo_->addActions(edit);
    edit->addSeparator();
    export_->addActions(fileMenu_, edit);
    fileMenu_->addSeparator();
    add(fileMenu_, QT_TR_NOOP("&Quit"), QKeySequence::Quit, [this] { close(); });
    documents_->addActions(fileMenu_);

    QMenu* step = menu(QT_TR_NOOP("&Step"));
    // Each step key acts on the mode on screen.
    const auto each = [this](auto onPlayer, auto onCompare) {
        return [=, this] {
            if (compare::CompareMode* c = activeCompare())
                onCompare(c);
            else
                onPlayer();
        };
    };
    add(step, QT_TR_NOOP("&Introduction"), Qt::Key_I, [this] {
        // Back to the lesson's introduction from anywhere; again, back to the steps.
        const bool show = mode() != Mode::Lessons || !player_->introShown();
        setMode(Mode::Lessons);
        player_->setIntroShown(show);
    });
    add(step, QT_TR_NOOP("&First step"), Qt::Key_Home,
        each([this] { player_->first(); }, [](compare::CompareMode* c) { c->first(); }));
    // With a shape selected (clicked), the arrows nudge it; otherwise Left/Right step.
    handles::HandleLayer* layer = player_->handleLayer();
    const auto arrow = [this](int dx, int dy, double step, auto otherwise) {
        return [=, this] {
            if (handles::HandleLayer* selecting = selectingLayer())
                selecting->nudgeSelected(dx, dy, step);
            else
                otherwise();
        };
    };
    const auto nothing = [] {};
    add(step, QT_TR_NOOP("&Previous step"), Qt::Key_Left,
        each(arrow(-1, 0, 1, [this] { player_->back(); }),
             [](compare::CompareMode* c) { c->back(); }));
    add(step, QT_TR_NOOP("&Play / pause"), Qt::Key_Space,
        each([this] { player_->togglePlay(); }, [](compare::CompareMode* c) { c->togglePlay(); }));
    add(step, QT_TR_NOOP("&Next step"), Qt::Key_Right,
        each(arrow(1, 0, 1, [this] { player_->forward(); }),
             [](compare::CompareMode* c) { c->forward(); }));
    add(step, QT_TR_NOOP("&Last step"), Qt::Key_End,
        each([this] { player_->last(); }, [](compare::CompareMode* c) { c->last(); }));

    QMenu* shapes = menu(QT_TR_NOOP("Sh&apes")); // Alt+H is Help
    add(shapes, QT_TR_NOOP("Nudge &up"), Qt::Key_Up, arrow(0, 1, 1, nothing));
    add(shapes, QT_TR_NOOP("Nudge &down"), Qt::Key_Down, arrow(0, -1, 1, nothing));
    add(shapes, QT_TR_NOOP("Nudge left by 10"), Qt::SHIFT | Qt::Key_Left,
        arrow(-1, 0, 10, nothing));
    add(shapes, QT_TR_NOOP("Nudge right by 10"), Qt::SHIFT | Qt::Key_Right,
        arrow(1, 0, 10, nothing));
    add(shapes, QT_TR_NOOP("Nudge up by 10"), Qt::SHIFT | Qt::Key_Up, arrow(0, 1, 10, nothing));
    add(shapes, QT_TR_NOOP("Nudge down by 10"), Qt::SHIFT | Qt::Key_Down,
        arrow(0, -1, 10, nothing));
    add(shapes, QT_TR_NOOP("&Deselect (arrows step again)"), Qt::Key_Escape, [this] {
        if (handles::HandleLayer* selecting = selectingLayer())
            selecting->setSelectedShape(-1);
    });
    QAction* snap = snap_ = shapes->addAction(QString());
    i18n::onLanguage(snap, [snap] { snap->setText(tr("&Snap to the grid")); });
    snap->setCheckable(true);
    snap->setChecked(layer->snapping());
    snap->setShortcut(Qt::Key_G);
    connect(snap, &QAction::toggled, layer, &handles::HandleLayer::setSnapping);

    QMenu* view = menu(QT_TR_NOOP("&View"));
    add(view, QT_TR_NOOP("Zoom &in"), QKeySequence::ZoomIn,
        [this] { player_->view()->zoomBy(1.25); });
    add(view, QT_TR_NOOP("Zoom &out"), QKeySequence::ZoomOut,
        [this] { player_->view()->zoomBy(0.8); });
    add(view, QT_TR_NOOP("&Fit to view"), Qt::Key_F,
        each([this] { player_->fit(); }, [](compare::CompareMode* c) { c->fit(); }));
    view->addSeparator();
    add(view, QT_TR_NOOP("&Lessons"), Qt::CTRL | Qt::Key_1, [this] { setMode(Mode::Lessons); });
    add(view, QT_TR_NOOP("&Compare methods"), Qt::CTRL | Qt::Key_2,
        [this] { setMode(Mode::Compare); });
    add(view, QT_TR_NOOP("&Pitfall gallery"), Qt::CTRL | Qt::Key_3,
        [this] { setMode(Mode::Pitfalls); });

    view->addSeparator();
    // The conventions of the drawing and the words: for the lessons and comparisons alike.
    QAction* yDown = view->addAction(QString());
    i18n::onLanguage(yDown, [yDown] { yDown->setText(tr("&y down (screen coordinates)")); });
    yDown->setCheckable(true);
    yDown->setShortcut(Qt::Key_Y);
    connect(yDown, &QAction::toggled, this, [this](bool on) {
        player_->setConventions(on, player_->radians());
        compare_->setYDown(on);
        gallery_->compare()->setYDown(on);
    });
    connect(compare_, &compare::CompareMode::yDownChanged, yDown, &QAction::setChecked);
    yDown_ = yDown;
    QAction* radians = view->addAction(QString());
    i18n::onLanguage(radians, [radians] { radians->setText(tr("Angles in &radians")); });
    radians->setCheckable(true);
    radians->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    connect(radians, &QAction::toggled, this, [this](bool on) {
        player_->setConventions(player_->yDown(), on);
        properties_->setRadians(on);
    });
    radians_ = radians;
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
    });

    QMenu* compareMenu = menu(QT_TR_NOOP("Co&mpare")); // Alt+C is the Compare tab
    const auto onCompare = [this](auto f) {
        return [=, this] {
            if (mode() == Mode::Lessons)
                setMode(Mode::Compare);
            f(activeCompare());
        };
    };
    add(compareMenu, QT_TR_NOOP("&Compare this lesson's methods"), Qt::CTRL | Qt::SHIFT | Qt::Key_C,
        [this] { compareThisLesson(); });
    add(compareMenu, QT_TR_NOOP("&Find a disagreement"), Qt::CTRL | Qt::Key_F,
        onCompare([](compare::CompareMode* c) { c->findDisagreement(); }));
    add(compareMenu, QT_TR_NOOP("Measure &speed"), Qt::CTRL | Qt::Key_M,
        onCompare([](compare::CompareMode* c) { c->measureCost(); }));
    add(compareMenu, QT_TR_NOOP("&Regions overlay in every pane"), Qt::Key_R,
        onCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Regions); }));
    add(compareMenu, QT_TR_NOOP("&Verdict overlay in every pane"), Qt::Key_V,
        onCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Verdict); }));
    add(compareMenu, QT_TR_NOOP("&No overlays"), Qt::Key_O,
        onCompare([](compare::CompareMode* c) { c->setOverlays(compare::OverlayKind::Off); }));
    add(compareMenu, QT_TR_NOOP("&Link or unlink steps"), Qt::Key_L,
        onCompare([](compare::CompareMode* c) { c->setLinked(!c->linked()); }));

    QMenu* options = menu(QT_TR_NOOP("&Options"));
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

    QMenu* help = menu(QT_TR_NOOP("&Help"));
    add(help, QT_TR_NOOP("&Guide"), QKeySequence::HelpContents, [this] { showGuide(); });
    add(help, QT_TR_NOOP("&Keyboard shortcuts"), Qt::CTRL | Qt::Key_Slash,
        [this] { showShortcuts(); });
    add(help, QT_TR_NOOP("&About Overlap"), QKeySequence(), [this] {
        QMessageBox::about(this, tr("About Overlap"),
                           tr("<h3>Overlap</h3><p>2D collision detection, one step at a "
                              "time: every method drawn as a construction you can step "
                              "through and drag.</p>"));
    });
}

void MainWindow::compareThisLesson() {
    // The lesson's shapes as they are now, its methods side by side.
    const int row = list_->currentRow();
    compare_->setScenario(model_->a(), model_->b(), model_->touching());
    // Its methods first, then the other correct methods for the same shapes.
    QStringList ids = row >= 0 && row < lessons_.size() ? lessons_[row].algorithms : QStringList();
    for (const QString& id : compare_->choices())
        if (ids.size() < 4 && !ids.contains(id) && !findAlgorithm(id.toStdString())->pitfall)
            ids << id;
    compare_->setMethods(ids.mid(0, 4));
    setMode(Mode::Compare);
}

void MainWindow::showShortcuts() {
    ShortcutSheet sheet(menuBar(), this);
    sheet.exec();
}

QDialog* MainWindow::showGuide() {
    if (!guide_)
        guide_ = new GuideDialog(this);
    guide_->show();
    guide_->raise();
    guide_->activateWindow();
    return guide_;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!documents_->maybeSave()) {
        event->ignore();
        return;
    }
    // The splitters are saved as the window shows them outside presentation.
    const bool sideShown = sidePanel_->isChecked();
    sidePanel_->setChecked(true);
    saveWindowSettings(*this);
    sidePanel_->setChecked(sideShown);
    QMainWindow::closeEvent(event);
}

namespace {
// The first local scenario file among a drag's URLs, or empty.
QString droppedScenario(const QMimeData* data) {
    for (const QUrl& url : data->urls())
        if (url.isLocalFile() &&
            QFileInfo(url.toLocalFile()).suffix() == QLatin1String(document::kScenarioExtension))
            return url.toLocalFile();
    return {};
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedScenario(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedScenario(event->mimeData());
    if (path.isEmpty() || !documents_->maybeSave(DocumentController::Closing::Replace))
        return;
    event->acceptProposedAction();
    QString why;
    if (!documents_->openFile(path, &why))
        QMessageBox::warning(this, tr("Open scenario"),
                             tr("%1 was not opened, and nothing on screen changed:\n%2")
                                 .arg(QFileInfo(path).fileName(), why));
}

} // namespace overlap::window
