#pragma once

#include "app/scene/lit_marks.h"

#include <QLabel>
#include <QList>
#include <QTextDocument>

namespace overlap::player {

// The player's narration: a wrapped label whose words the mouse can select, drawn and
// measured as a QLabel is, but whose new words (on every drag move, for their numbers) are
// laid out once, at the label's width, for both its picture and its height. A QLabel lays
// them out about ten times: its size hints try widths in turn and undo each, and it sets its
// words, options and width each as a new layout. Its size hints do not follow its words:
// the player gives it its whole width and the height for that width (the room it reserves,
// or more for more lines), so a layout asks the words only for a height. No frame or indent.
//
// The names of symbols in it are spans, underlined with dots: hovering one, or reaching it
// with Tab (Shift+Tab back), says so by symbolHovered(), and the spans of the lit symbol are
// marked with a background.
class NarrationLabel : public QLabel {
    Q_OBJECT
  public:
    explicit NarrationLabel(QWidget* parent = nullptr);

    // A symbol's name in the text: characters [start, start + length).
    using Span = scene::NameSpan;
    // The names in the text now shown (set after setText()).
    void setSpans(const QList<Span>& spans);
    const QList<Span>& spans() const { return spans_; }
    // Marks the spans that name this symbol (none for Symbol::None).
    void setLit(const scene::SymbolRef& symbol);
    const scene::SymbolRef& lit() const { return lit_; }
    // Where span i is drawn, in the label's pixels (its first line when it wraps).
    QRect spanRect(int i) const;
    // The span Tab has reached, or -1.
    int focusedSpan() const { return focused_; }

  signals:
    // The pointer or the keyboard is on a name of this symbol; Symbol::None when it left.
    void symbolHovered(const scene::SymbolRef& symbol);

  public:
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool focusNextPrevChild(bool next) override;

  private:
    // What the documents were laid out from; a change lays them out anew.
    struct Source {
        QString words;
        QFont font;
        Qt::Alignment alignment;
        bool wrap = false;
        QList<Span> spans;
        scene::SymbolRef lit;
        bool operator==(const Source&) const = default;
    };
    Source source() const;
    // The words laid out at a text width: the shown document at the label's own width,
    // another for other widths a layout asks about.
    const QTextDocument& laidOut(qreal textWidth) const;
    void prepare(QTextDocument& doc, bool& current, qreal textWidth) const;
    // The rect the words are drawn in, as QLabel's (contents less the margin).
    QRect textRect() const;
    // Where the shown document's top left corner is drawn.
    QPoint documentAt(const QTextDocument& doc) const;
    int spanAt(QPoint at) const;
    // Tells who listens which span the pointer or Tab is on (-1: none).
    void hover(int span);

    mutable Source source_;
    mutable QTextDocument shown_, measured_;
    mutable bool shownCurrent_ = false, measuredCurrent_ = false;
    QList<Span> spans_;
    scene::SymbolRef lit_;
    int hovered_ = -1, focused_ = -1;
};

} // namespace overlap::player
