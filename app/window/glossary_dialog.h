#pragma once

#include "app/lessons/glossary.h"

#include <QDialog>

class QTableWidget;
class QLabel;

namespace overlap::window {

// Help > Glossary: every symbol of the vocabulary, its name, its meaning and the lessons
// that use it, in the window's language and switching with it; made from lessons::glossary,
// never retyped.
class GlossaryDialog : public QDialog {
    Q_OBJECT
  public:
    explicit GlossaryDialog(QList<lessons::Lesson> lessons, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void rebuild();
    QList<lessons::Lesson> lessons_;
    QList<lessons::GlossaryEntry> entries_;
    QLabel* intro_;
    QTableWidget* table_;
};

} // namespace overlap::window
