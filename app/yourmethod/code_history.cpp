#include "app/yourmethod/code_history.h"

#include <QCoreApplication>

namespace overlap::yourmethod {

CodeEdit::CodeEdit(State before, State after, bool burst, Apply apply)
    : before_(std::move(before)), after_(std::move(after)), burst_(burst),
      apply_(std::move(apply)) {
    age_.start();
    relabel();
}

void CodeEdit::relabel() {
    setText(burst_ ? QCoreApplication::translate("YourMethod", "Edit the code")
                   : QCoreApplication::translate("YourMethod", "Replace the code"));
}

void CodeEdit::undo() {
    apply_(before_);
    applied_ = false;
}

void CodeEdit::redo() {
    if (applied_)
        return; // the editor shows it already
    apply_(after_);
    applied_ = true;
}

bool CodeEdit::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const CodeEdit*>(other);
    if (!burst_ || !next->burst_ || age_.elapsed() > kBurstMs)
        return false;
    after_ = next->after_;
    age_.restart();
    return true;
}

} // namespace overlap::yourmethod
