#pragma once

#include "app/scene/stamps.h"

#include <QBrush>
#include <QPen>
#include <QPointF>

class QPainter;

namespace overlap::scene {

// Discs (a circle's fill and outline) drawn once per size, style and placement, then
// blitted. Qt 6.4's raster engine splits every tall fill across its thread pool and waits,
// so a 240-pixel disc cost about a millisecond on our 2-core machine; its picture costs a
// fortieth of that. A small disc (a dot) cost some 60,000 instructions to draw and is
// placed to Qt's own 64th of a pixel (the same pixels); a large one to a quarter pixel,
// far below what antialiasing shows, so that its pictures stay few.
class DiscPictures {
  public:
    // Draws the disc of the given radii (in the painter's pixels with its transform reset)
    // around centre (in those coordinates) with the painter's transform reset; false when
    // it is better drawn directly (too large to keep, or a style it does not cache).
    bool draw(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
              const QBrush& brush);

  private:
    Stamps small_{64, 16 * 1024 * 1024};
    Stamps large_{4, 32 * 1024 * 1024};
};

// The disc itself, drawn where the painter's coordinates are device pixels: its fill, then
// its outline (dashed by strokeDashed when the pen is). Shared with DiscItem's direct path.
void paintDisc(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
               const QBrush& brush);

} // namespace overlap::scene
