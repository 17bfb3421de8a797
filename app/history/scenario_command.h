#pragma once

#include "app/history/scenario_snapshot.h"

#include <QElapsedTimer>
#include <QUndoCommand>

namespace overlap::history {

class ScenarioHistory;

// One step of a scenario's history: the state before and after. Created after the change
// happened, so its first redo() does nothing.
class ScenarioCommand : public QUndoCommand {
  public:
    ScenarioCommand(ScenarioHistory* history, Scenario before, Scenario after, bool fromGesture);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    // Says what changed again, in the language now in use.
    void relabel() { setText(describeChange(before_, after_)); }

    const Scenario& before() const { return before_; }
    const Scenario& after() const { return after_; }

  private:
    void apply(const Scenario& s);

    ScenarioHistory* history_;
    Scenario before_, after_;
    bool fromGesture_;
    bool applied_ = true; // the change is on the model already
    QElapsedTimer age_;
};

} // namespace overlap::history
