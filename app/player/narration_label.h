#pragma once

#include <QLabel>
#include <QTextDocument>

namespace overlap::player {

// The player's narration: a wrapped label whose words the mouse can select, drawn and
// measured as a QLabel is, but whose new words (on every drag move, for their numbers) are
// laid out once, at the label's width, for both its picture and its height. A QLabel lays
// them out about ten times: its size hints try widths in turn and undo each, and it sets its
// words, options and width each as a new layout. Its size hints do not follow its words:
// the player gives it its whole width and the height for that width (the room it reserves,
// or more for more lines), so a layout asks the words only for a height. No frame or indent.
class NarrationLabel : public QLabel {
    Q_OBJECT
  public:
    explicit NarrationLabel(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    // What the documents were laid out from; a change lays them out anew.
    struct Source {
        QString words;
        QFont font;
        Qt::Alignment alignment;
        bool wrap = false;
        bool operator==(const Source&) const = default;
    };
    Source source() const;
    // The words laid out at a text width: the shown document at the label's own width,
    // another for other widths a layout asks about.
    const QTextDocument& laidOut(qreal textWidth) const;
    void prepare(QTextDocument& doc, bool& current, qreal textWidth) const;
    // The rect the words are drawn in, as QLabel's (contents less the margin).
    QRect textRect() const;

    mutable Source source_;
    mutable QTextDocument shown_, measured_;
    mutable bool shownCurrent_ = false, measuredCurrent_ = false;
};

} // namespace overlap::player
