#pragma once

#include "app/lessons/lesson.h"

#include <QTextEdit>

namespace overlap::player {

// The method's code, comments in the learner's language, with the lines of the current
// step highlighted. Long lines wrap, so the listing never needs a horizontal scroll bar;
// its text follows the window's size.
class CodePanel : public QTextEdit {
    Q_OBJECT
  public:
    explicit CodePanel(QWidget* parent = nullptr);

    void setListing(const lessons::CodeListing* listing);
    // Shows the listing with its comments in a language ("en", "zh"), the step kept lit.
    void setLanguage(const QString& language);
    // Highlights the step's lines (none when the listing has no range for it).
    void showStep(const QString& stepId);
    // Spot the bug: a click on a line marks it and emits linePicked (1-based).
    void setPickable(bool on) { pickable_ = on; }
    void markLine(int line);
    // Marks lines first to last (from 1), as one run.
    void markLines(int first, int last);
    // Lights every whole-word use of the first of these identifiers the listing uses (the
    // hovered symbol's name, "N", "b.left", then its square's, "d2"); none lights nothing.
    void setLitWords(const QStringList& words);
    // The spans lit, as (start, length) in the listing's text, for tests.
    QList<QPair<int, int>> litSpans() const { return litSpans_; }
    // The highlighted lines, 1-based, for tests and accessibility.
    QPair<int, int> highlighted() const { return highlighted_; }

    // The background and text of a highlighted line on a palette: pale yellow under dark
    // ink on a light base, dark amber under light ink on a dark one.
    struct Marking {
        QColor background, text;
    };
    static Marking markingFor(const QPalette& palette);

    // The size text would have (the player's font): the listing is shown in it, or down
    // to kSmallest of it when that makes its longest line fit; longer lines wrap.
    void setTextSize(const QFont& font);
    static constexpr double kSmallest = 0.85;

  signals:
    void linePicked(int line);

  protected:
    void changeEvent(QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void mark();
    void chooseLitWord();
    void fit();
    void showLines();
    void hangLines();

    bool pickable_ = false;

    QStringList litWords_;
    QString litWord_; // the one of litWords_ lit

    QList<QPair<int, int>> litSpans_;
    double pointSize_ = 0; // of the text around the panel; 0 until told

    const lessons::CodeListing* listing_ = nullptr;
    QString language_ = QStringLiteral("en");
    QString stepId_;
    QPair<int, int> highlighted_{0, 0};
    bool marked_ = false; // highlighted_ is marked for stepId_ in the lines shown
};

} // namespace overlap::player
