#pragma once

#include <QColor>
#include <QFont>
#include <QImage>
#include <QRect>
#include <QSize>

class QPainter;

namespace overlap::player {

// The pointer's coordinates in a box at a corner of the view. The box is drawn once per
// size, colours and device pixel ratio and copied on every move (its antialiased rounded
// outline cost ten times the text); the box's size is measured once per font.
class PointerReadout {
  public:
    // Where the box goes in a viewport of this size, in its pixels: bottom right, above the
    // numbers along the bottom edge.
    QRect rect(const QFont& font, QSize viewport);
    // Draws text centred in box (painter in viewport pixels, transform reset); back may be
    // translucent, frame and ink are opaque.
    void paint(QPainter* painter, const QRect& box, const QString& text, const QFont& font,
               const QColor& back, const QColor& frame, const QColor& ink);

  private:
    QFont measured_; // the font the size was measured in
    QSize size_;
    QImage box_; // the box's picture; its key:
    QColor back_, frame_;
    double ratio_ = 0;
};

} // namespace overlap::player
