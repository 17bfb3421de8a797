#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QUndoCommand>

#include <functional>

namespace overlap::yourmethod {

// One edit of the learner's code: the text and the cursor before and after. Typing in a
// burst (each change within a second and a half of the last) merges into one step; a
// pause, a loaded example or an undo starts the next. Created after the change happened,
// so its first redo() does nothing.
class CodeEdit : public QUndoCommand {
  public:
    struct State {
        QString text;
        int cursor = 0;
    };
    using Apply = std::function<void(const State&)>;
    // burst: typing, which may merge; otherwise a step of its own (an example loaded).
    CodeEdit(State before, State after, bool burst, Apply apply);

    void undo() override;
    void redo() override;
    int id() const override { return 0x59; }
    bool mergeWith(const QUndoCommand* other) override;

    static constexpr int kBurstMs = 1500;
    void relabel();

  private:
    State before_, after_;
    bool burst_;
    Apply apply_;
    bool applied_ = true;
    QElapsedTimer age_; // since the last change merged in
};

} // namespace overlap::yourmethod
