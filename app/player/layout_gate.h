#pragma once

#include <QList>
#include <QWidget>

#include <utility>

namespace overlap::player {

// Holds one widget over its whole rect and passes the widget's requests for a new layout on
// to the window only when what a layout makes of it (its size hint, minimum and maximum
// sizes and height for a width, as a QWidgetItem computes them) has changed. A label whose
// words change on every drag move (the narration's numbers, the verdict's gap) would
// otherwise have the whole window laid out again each time: QLabel::setText always asks, and
// every layout that runs asks its parent's; all to place everything where it already is.
// The gate answers a layout with the held widget's own hints, so it is laid out as the
// widget itself would be.
class LayoutGate : public QWidget {
    Q_OBJECT
  public:
    explicit LayoutGate(QWidget* held, QWidget* parent = nullptr);
    QWidget* held() const { return held_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

  protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    // What a layout makes of the held widget.
    struct Seen {
        QSize hint, minimum, maximum;
        Qt::Orientations expanding;
        bool heightForWidth = false;
        bool operator==(const Seen&) const = default;
    };
    Seen now() const;
    bool changed() const;
    void passOn();

    QWidget* held_;
    Seen seen_;
    // The heights for widths a layout was told since it last ran, latest first; a few, as
    // layouts keep a few (a window resized at length asks for many widths).
    mutable QList<std::pair<int, int>> heights_;
};

} // namespace overlap::player
