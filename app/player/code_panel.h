#pragma once

#include "app/lessons/lesson.h"

#include <QPlainTextEdit>

namespace overlap::player {

// The method's code, comments in the learner's language, with the lines of the current
// step highlighted.
class CodePanel : public QPlainTextEdit {
    Q_OBJECT
  public:
    explicit CodePanel(QWidget* parent = nullptr);

    void setListing(const lessons::CodeListing* listing);
    // Shows the listing with its comments in a language ("en", "zh"), the step kept lit.
    void setLanguage(const QString& language);
    // Highlights the step's lines (none when the listing has no range for it).
    void showStep(const QString& stepId);
    // The highlighted lines, 1-based, for tests and accessibility.
    QPair<int, int> highlighted() const { return highlighted_; }

  private:
    void showLines();

    const lessons::CodeListing* listing_ = nullptr;
    QString language_ = QStringLiteral("en");
    QString stepId_;
    QPair<int, int> highlighted_{0, 0};
};

} // namespace overlap::player
