#include "app/window/undo_controller.h"
#include "app/i18n/language.h"

#include "app/compare/compare_mode.h"
#include "app/compare/pitfall_gallery.h"
#include "app/history/scenario_history.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/window/main_window.h"
#include "app/yourmethod/your_method_mode.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

namespace overlap::window {

UndoController::UndoController(MainWindow* window)
    : QObject(window), window_(window), group_(new QUndoGroup(this)),
      compareStack_(new QUndoStack(this)), galleryStack_(new QUndoStack(this)) {
    group_->addStack(compareStack_);
    group_->addStack(galleryStack_);
    group_->addStack(window->yourMethod()->undoStack()); // its code and shapes, its own
    lessonHistory_ = new history::ScenarioHistory(window->scenario(), lessonStack(QString()), this);
    compareHistory_ =
        new history::ScenarioHistory(window->compareMode()->model(), compareStack_, this);
    galleryHistory_ =
        new history::ScenarioHistory(window->gallery()->compare()->model(), galleryStack_, this);
    // A pitfall shown is a fresh start, not an edit to undo.
    connect(window->gallery(), &compare::PitfallGallery::aboutToShowPitfall, this,
            [this] { galleryHistory_->pause(); });
    connect(window->gallery(), &compare::PitfallGallery::pitfallShown, this, [this] {
        galleryStack_->clear();
        galleryHistory_->resume();
    });
    connect(window, &MainWindow::modeChanged, this, &UndoController::followMode);
    followMode();
}

QUndoStack* UndoController::lessonStack(const QString& id) {
    QUndoStack*& stack = lessonStacks_[id];
    if (!stack) {
        stack = new QUndoStack(this);
        group_->addStack(stack);
    }
    return stack;
}

QUndoStack* UndoController::activeStack() const {
    return group_->activeStack();
}

void UndoController::followMode() {
    switch (window_->mode()) {
    case MainWindow::Mode::Lessons:
        group_->setActiveStack(lessonHistory_->stack());
        break;
    case MainWindow::Mode::Compare:
        group_->setActiveStack(compareStack_);
        break;
    case MainWindow::Mode::Pitfalls:
        group_->setActiveStack(galleryStack_);
        break;
    case MainWindow::Mode::YourMethod:
        group_->setActiveStack(window_->yourMethod()->undoStack());
        break;
    }
}

void UndoController::lessonSwitchBegin(const QString& from, const QString& to) {
    if (!from.isEmpty())
        edited_[from] = history::snapshotOf(*window_->scenario());
    lessonHistory_->setStack(lessonStack(to));
    lessonHistory_->pause();
}

void UndoController::lessonSwitchEnd(const QString& to) {
    const auto it = edited_.constFind(to);
    if (it != edited_.constEnd()) {
        history::restore(*window_->scenario(), *it);
        // Framed on the shapes it was left with: the lesson's own framing may miss them.
        window_->player()->fit();
    }
    lessonHistory_->resume();
    followMode();
}

void UndoController::resetLesson(const QString& id) {
    // An edit like any other: undo brings the edited shapes back.
    for (const lessons::Lesson& l : window_->lessons())
        if (l.id == id)
            window_->scenario()->setScene(l.a, l.b, l.motion);
}

void UndoController::beginLoad(int mode) {
    (mode == int(MainWindow::Mode::Compare)    ? compareHistory_
     : mode == int(MainWindow::Mode::Pitfalls) ? galleryHistory_
                                               : lessonHistory_)
        ->pause();
}

void UndoController::endLoad(int mode) {
    if (mode == int(MainWindow::Mode::Compare)) {
        compareStack_->clear();
        compareHistory_->resume();
    } else if (mode == int(MainWindow::Mode::Pitfalls)) {
        galleryStack_->clear();
        galleryHistory_->resume();
    } else {
        lessonHistory_->stack()->clear();
        lessonHistory_->resume();
    }
}

QString UndoController::plainWords(bool redo) {
    return redo ? tr("&Redo") : tr("&Undo");
}

void UndoController::addActions(QMenu* edit) {
    // Actions of ours, not QUndoGroup's: theirs keep the words of the language they were
    // made in, so a switch to Chinese left "Undo" and "Redo" in English.
    QAction* undo = edit->addAction(QString());
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = edit->addAction(QString());
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    const auto showWords = [this, undo, redo] {
        const QString u = group_->undoText(), r = group_->redoText();
        undo->setText(u.isEmpty() ? plainWords(false) : tr("&Undo %1").arg(u));
        redo->setText(r.isEmpty() ? plainWords(true) : tr("&Redo %1").arg(r));
        undo->setEnabled(group_->canUndo());
        redo->setEnabled(group_->canRedo());
    };
    connect(undo, &QAction::triggered, group_, &QUndoGroup::undo);
    connect(redo, &QAction::triggered, group_, &QUndoGroup::redo);
    for (auto signal : {&QUndoGroup::canUndoChanged, &QUndoGroup::canRedoChanged})
        connect(group_, signal, this, showWords);
    for (auto signal : {&QUndoGroup::undoTextChanged, &QUndoGroup::redoTextChanged})
        connect(group_, signal, this, showWords);
    connect(group_, &QUndoGroup::activeStackChanged, this, showWords);
    i18n::onLanguage(undo, showWords);
    edit->addSeparator();
    QAction* reset = edit->addAction(QString());
    i18n::onLanguage(reset, [reset] { reset->setText(tr("Reset the lesson's &shapes")); });
    reset->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(reset, &QAction::triggered, this, [this] {
        window_->setMode(MainWindow::Mode::Lessons);
        resetLesson(window_->currentLessonId());
    });
    dock_ = new QDockWidget(window_);
    dock_->setObjectName(QStringLiteral("history"));
    auto* view = new QUndoView(group_, dock_);
    i18n::onLanguage(view, [this, view] {
        dock_->setWindowTitle(tr("History"));
        view->setEmptyLabel(tr("<start>"));
        view->setAccessibleName(tr("History of changes"));
        for (QUndoStack* stack : group_->stacks())
            history::ScenarioHistory::relabel(stack);
        // The list and the undo and redo actions take the new texts when the stack is set
        // again.
        QUndoStack* active = group_->activeStack();
        group_->setActiveStack(nullptr);
        group_->setActiveStack(active);
    });
    dock_->setWidget(view);
    window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
    dock_->hide();
    QAction* show = dock_->toggleViewAction();
    i18n::onLanguage(show, [show] { show->setText(tr("&History")); });
    show->setShortcut(Qt::CTRL | Qt::Key_H);
    edit->addAction(show);
}

} // namespace overlap::window
