#include "app/history/scenario_command.h"

#include "app/history/scenario_history.h"
#include "app/model/scenario_model.h"

namespace overlap::history {

namespace {
constexpr int kNudgeId = 0x4f76; // commands that merge: translations of one shape
constexpr qint64 kMergeWindowMs = 1500;
} // namespace

ScenarioCommand::ScenarioCommand(ScenarioHistory* history, Scenario before, Scenario after,
                                 bool fromGesture)
    : history_(history), before_(std::move(before)), after_(std::move(after)),
      fromGesture_(fromGesture) {
    setText(describeChange(before_, after_));
    age_.start();
}

void ScenarioCommand::apply(const Scenario& s) {
    if (!history_->model_)
        return;
    ++history_->quiet_;
    restore(*history_->model_, s);
    --history_->quiet_;
    history_->committed_ = s;
}

void ScenarioCommand::undo() {
    apply(before_);
}

void ScenarioCommand::redo() {
    if (applied_) {
        applied_ = false; // pushed after the fact: the model is there already
        return;
    }
    apply(after_);
}

int ScenarioCommand::id() const {
    // A drag is one step of its own; typed values and nudges that only move one shape
    // merge with the one before while they keep coming.
    return !fromGesture_ && isTranslationOfOneShape(before_, after_) ? kNudgeId : -1;
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ScenarioCommand*>(other);
    int mine = -1, theirs = -1;
    isTranslationOfOneShape(before_, after_, &mine);
    isTranslationOfOneShape(next->before_, next->after_, &theirs);
    if (mine != theirs || age_.elapsed() > kMergeWindowMs || !(next->before_ == after_))
        return false;
    after_ = next->after_;
    age_.restart();
    if (before_ == after_)
        setObsolete(true); // nudged back to where it started
    return true;
}

} // namespace overlap::history
