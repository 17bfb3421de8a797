#include "app/history/scenario_history.h"

#include "app/history/scenario_command.h"
#include "app/model/scenario_model.h"

#include <QUndoStack>

namespace overlap::history {

ScenarioHistory::ScenarioHistory(model::ScenarioModel* model, QUndoStack* stack, QObject* parent)
    : QObject(parent), model_(model), stack_(stack), committed_(snapshotOf(*model)) {
    connect(model, &model::ScenarioModel::changed, this, &ScenarioHistory::modelChanged);
    connect(model, &model::ScenarioModel::gestureEnded, this, [this] { commit(true); });
}

void ScenarioHistory::setStack(QUndoStack* stack) {
    stack_ = stack;
    if (model_)
        committed_ = snapshotOf(*model_);
}

void ScenarioHistory::relabel(QUndoStack* stack) {
    for (int i = 0; i < stack->count(); ++i)
        // The stack hands its steps out as const; they are ours, made by commit() below.
        if (const auto* step = dynamic_cast<const ScenarioCommand*>(stack->command(i)))
            const_cast<ScenarioCommand*>(step)->relabel();
}

void ScenarioHistory::resume() {
    if (quiet_ > 0)
        --quiet_;
    if (model_)
        committed_ = snapshotOf(*model_);
}

void ScenarioHistory::modelChanged() {
    if (quiet_ > 0 || !model_ || model_->inGesture())
        return;
    commit(false);
}

void ScenarioHistory::commit(bool gesture) {
    if (!model_ || !stack_)
        return;
    const Scenario now = snapshotOf(*model_);
    if (now == committed_)
        return;
    const Scenario before = committed_;
    committed_ = now;
    stack_->push(new ScenarioCommand(this, before, now, gesture));
}

} // namespace overlap::history
