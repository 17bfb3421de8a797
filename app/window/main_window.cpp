#include "app/window/main_window.h"

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/pitfall_gallery.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/exercise_panel.h"
#include "app/player/intro_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/player/predict_panel.h"
#include "app/player/property_panel.h"
#include "app/window/appearance.h"
#include "app/window/document_controller.h"
#include "app/window/export_controller.h"
#include "app/window/glossary_dialog.h"
#include "app/window/guide_dialog.h"
#include "app/window/shortcut_sheet.h"
#include "app/window/steady_tabs.h"
#include "app/window/undo_controller.h"
#include "app/window/window_settings.h"
#include "app/yourmethod/your_method_mode.h"
#include "core/algorithms.h"

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QStatusBar>
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
      gallery_(new compare::PitfallGallery(std::move(notes), this)),
      yourMethod_(new yourmethod::YourMethodMode(this)), tabs_(new SteadyTabs(this)) {
    i18n::onLanguage(list_, [this] { list_->setAccessibleName(tr("Lessons")); });
    list_->setMinimumWidth(240);
    list_->setWordWrap(true);
    // Left: the lessons above the exact values of the shapes.
    sideSplit_ = new QSplitter(Qt::Vertical, this);
    sideSplit_->setObjectName(QStringLiteral("side"));
    sideSplit_->addWidget(list_);
    properties_ = new PropertyPanel(model_, this);
    sideSplit_->addWidget(properties_);
    // A shape's number and its element light each other, as the narration's names do.
    connect(properties_, &PropertyPanel::symbolHovered, player_, &LessonPlayer::lightSymbol);
    connect(player_, &LessonPlayer::symbolLit, properties_, &PropertyPanel::setLit);
    connect(player_, &LessonPlayer::movingChanged, properties_, &PropertyPanel::setMotionShown);
    lessonSplit_ = new QSplitter(this);
    lessonSplit_->setObjectName(QStringLiteral("lesson"));
    lessonSplit_->addWidget(sideSplit_);
    lessonSplit_->addWidget(player_);
    lessonSplit_->setStretchFactor(1, 1);
    tabs_->addTab(lessonSplit_, QString());
    tabs_->addTab(compare_, QString());
    tabs_->addTab(gallery_, QString());
    tabs_->addTab(yourMethod_, QString());
    i18n::onLanguage(tabs_, [this] {
        tabs_->setTabText(0, tr("&Lessons"));
        tabs_->setTabText(1, tr("&Compare"));
        tabs_->setTabText(2, tr("&Pitfalls"));
        tabs_->setTabText(3, tr("&Your method"));
    });
    tabs_->setDocumentMode(true);
    setCentralWidget(tabs_);
    fillLessonList();
    connect(list_, &QListWidget::currentRowChanged, this, &MainWindow::selectLesson);
    connect(player_->predictPanel(), &player::PredictPanel::scored, this,
            [this] { fillLessonList(); });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { emit modeChanged(mode()); });
    connect(player_->handleLayer(), &handles::HandleLayer::selectedShapeChanged, this,
            [this](int shape) { showSelection(shape, false); });
    undo_ = new UndoController(this);
    appearance_ = new Appearance(this);
    export_ = new ExportController(this);
    documents_ = new DocumentController(this);
    createExerciseDock();
    createMenus();
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
    const QFontMetrics metrics = list_->fontMetrics();
    for (const lessons::Lesson& l : lessons_) {
        // The lesson's Predict score on a line of its own under the title's words, past its
        // number (flush left it read as a lesson of its own): "✓ Predictions: 8/8 right". One item,
        // so selecting and the arrow keys take it with its lesson.
        const player::predict::Score score = player::predict::loadScore(l.id);
        const QString number = QStringLiteral("%1. ").arg(l.section);
        QString text = number + l.title.value(language_);
        if (score.asked > 0) {
            const int indent = qRound(double(metrics.horizontalAdvance(number)) /
                                      metrics.horizontalAdvance(QChar(QChar::Nbsp)));
            text += QLatin1Char('\n') + QString(indent, QChar(QChar::Nbsp)) +
                    player::predict::scoreNote(score);
        }
        auto* item = new QListWidgetItem(text, list_);
        item->setToolTip(player::predict::scoreToolTip(score));
    }
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
    exercises_->setLesson(&lessons_[index]);
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
    exercises_->setLanguage(language);
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
    case Mode::YourMethod:
        break;
    }
    return nullptr;
}

QList<handles::HandleLayer*> MainWindow::layersOnScreen() const {
    QList<handles::HandleLayer*> layers;
    if (compare::CompareMode* c = activeCompare())
        for (compare::ComparePane* p : c->panes())
            layers << p->handles();
    else if (mode() == Mode::YourMethod)
        layers << yourMethod_->handleLayers();
    else
        layers << player_->handleLayer();
    return layers;
}

handles::HandleLayer* MainWindow::selectingLayer() const {
    for (handles::HandleLayer* l : layersOnScreen())
        if (l->selectedShape() >= 0)
            return l;
    return nullptr;
}

void MainWindow::cycleSelectedShape(int by) {
    const QList<handles::HandleLayer*> layers = layersOnScreen();
    if (layers.isEmpty())
        return;
    handles::HandleLayer* layer = selectingLayer();
    if (!layer)
        layer = layers.front();
    // -1 (none), 0 (a), 1 (b) in a ring.
    const int next = (layer->selectedShape() + 1 + by + 3) % 3 - 1;
    for (handles::HandleLayer* l : layers)
        if (l != layer)
            l->setSelectedShape(-1); // one selection on screen: the one the arrows move
    layer->setSelectedShape(next);
    showSelection(next, true);
}

void MainWindow::showSelection(int shape, bool saidWhenNone) {
    if (shape >= 0)
        statusBar()->showMessage(
            shape == 0 ? tr("Shape a selected: the arrow keys move it (Esc deselects)")
                       : tr("Shape b selected: the arrow keys move it (Esc deselects)"));
    else if (saidWhenNone)
        statusBar()->showMessage(tr("No shape selected: the arrow keys step again"), 4000);
    else
        statusBar()->clearMessage();
}

model::ScenarioModel* MainWindow::activeModel() const {
    if (mode() == Mode::YourMethod)
        return yourMethod_->model();
    compare::CompareMode* c = activeCompare();
    return c ? c->model() : model_;
}

void MainWindow::compareThisLesson() {
    // The lesson's shapes as they are now, its methods side by side.
    const int row = list_->currentRow();
    const QStringList ids =
        row >= 0 && row < lessons_.size() ? lessons_[row].algorithms : QStringList();
    // A moving lesson's comparison is of moving methods, even with its move at zero.
    const Algorithm* first = findAlgorithm(ids.value(0).toStdString());
    compare_->setScenario(model_->scenario(), first && !first->swept.empty());
    compare_->setMethods(compare::lessonMethods(ids, compare_->choices()));
    setMode(Mode::Compare);
}

void MainWindow::showShortcuts() {
    ShortcutSheet sheet(menuBar(), this);
    sheet.exec();
}

QDialog* MainWindow::showGlossary() {
    if (!glossary_)
        glossary_ = new GlossaryDialog(lessons_, this);
    glossary_->show();
    glossary_->raise();
    glossary_->activateWindow();
    return glossary_;
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
