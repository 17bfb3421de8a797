#pragma once

#include "app/history/scenario_snapshot.h"

#include <QObject>
#include <QPointer>

class QUndoStack;

namespace overlap::history {

// Records a scenario model's changes on an undo stack: one command for every change made
// outside a gesture (a typed value, a nudge, the policy), one for a whole drag when it
// ends, and nothing while undo or redo replays a change. Nudges of one shape in a row
// merge into one step.
class ScenarioHistory : public QObject {
    Q_OBJECT
  public:
    ScenarioHistory(model::ScenarioModel* model, QUndoStack* stack, QObject* parent = nullptr);

    QUndoStack* stack() const { return stack_; }
    // Point at another stack (a lesson keeps its own history); the model's state now is the
    // new stack's starting point.
    void setStack(QUndoStack* stack);
    // For changes spread over several events (loading a lesson, opening a file): nothing between
    // pause() and resume() is recorded, and resume() takes the model's state as the start.
    void pause() { ++quiet_; }
    void resume();

    // Every step of the stack says what changed in the language now in use.
    static void relabel(QUndoStack* stack);

  private:
    void modelChanged();
    void commit(bool gesture); // gesture: a whole drag, which never merges

    QPointer<model::ScenarioModel> model_;
    QUndoStack* stack_;
    Scenario committed_; // the state the top of the stack leaves
    int quiet_ = 0;
    friend class ScenarioCommand;
};

} // namespace overlap::history
