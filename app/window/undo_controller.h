#pragma once

#include "app/history/scenario_snapshot.h"

#include <QHash>
#include <QObject>

class QDockWidget;
class QMenu;
class QUndoGroup;
class QUndoStack;

namespace overlap::history {
class ScenarioHistory;
}

namespace overlap::window {

class MainWindow;

// Undo and redo for the window: each lesson keeps its own history and its own edited
// shapes (coming back to a lesson shows them again), compare mode and the pitfall gallery
// have one each, and the one on screen is the one Ctrl+Z acts on. A dock lists it.
class UndoController : public QObject {
    Q_OBJECT
  public:
    explicit UndoController(MainWindow* window);

    // Edit menu entries: undo, redo, reset the lesson's shapes, the history view.
    void addActions(QMenu* edit);
    // Undo's or redo's words with nothing pending ("&Undo"), in the language in use.
    static QString plainWords(bool redo);
    QUndoGroup* group() const { return group_; }
    QUndoStack* activeStack() const;
    QDockWidget* historyDock() const { return dock_; }

    // Around a lesson switch: keep the old lesson's shapes, then load the new lesson (the
    // loader does it) without recording it, and bring back its edited shapes if any.
    template <class Load> void switchLesson(const QString& from, const QString& to, Load&& load);
    // The shapes a lesson was left with, for files and the session.
    QHash<QString, Scenario> editedLessons() const { return edited_; }
    // Sets the shapes a lesson not on screen comes back with (from the session).
    void keepLesson(const QString& id, const Scenario& s) { edited_[id] = s; }
    void resetLesson(const QString& id);
    // Loading a scenario into a mode is navigation, not an edit: the mode's history starts
    // again from it.
    void beginLoad(int mode);
    void endLoad(int mode);

  private:
    QUndoStack* lessonStack(const QString& id);
    void followMode();
    void lessonSwitchBegin(const QString& from, const QString& to);
    void lessonSwitchEnd(const QString& to);

    MainWindow* window_;
    QUndoGroup* group_;
    QHash<QString, QUndoStack*> lessonStacks_;
    QHash<QString, Scenario> edited_;
    QUndoStack* compareStack_;
    QUndoStack* galleryStack_;
    history::ScenarioHistory* lessonHistory_;
    history::ScenarioHistory* compareHistory_;
    history::ScenarioHistory* galleryHistory_;
    QDockWidget* dock_ = nullptr;
};

template <class Load>
void UndoController::switchLesson(const QString& from, const QString& to, Load&& load) {
    lessonSwitchBegin(from, to);
    load();
    lessonSwitchEnd(to);
}

} // namespace overlap::window
