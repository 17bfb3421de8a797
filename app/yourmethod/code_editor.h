#pragma once

#include <QList>
#include <QPlainTextEdit>

namespace overlap::yourmethod {

// A plain-text editor for a script: a monospace font, line numbers in a gutter, tabs as
// four spaces, and lines marked as having a problem. Undo and redo are not its own: the
// keys ask for them (undoRequested, redoRequested) so that the mode's history, which holds
// the code with the shapes, does them.
class CodeEditor : public QPlainTextEdit {
    Q_OBJECT
  public:
    explicit CodeEditor(QWidget* parent = nullptr);

    // Lines (from 1) shown with a problem mark and a tinted background.
    void setProblemLines(const QList<int>& lines);
    QList<int> problemLines() const { return problems_; }
    // Puts the cursor at the start of the line (from 1) and shows it.
    void goToLine(int line, int column = 0);
    int gutterWidth() const;

  signals:
    void undoRequested();
    void redoRequested();

  protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

  private:
    friend class LineGutter;
    void paintGutter(QPaintEvent* e);
    void updateMarks();

    QWidget* gutter_;
    QList<int> problems_;
};

} // namespace overlap::yourmethod
