#pragma once

#include <QBrush>
#include <QByteArray>
#include <QCache>
#include <QImage>
#include <QPen>
#include <QPointF>

class QPainter;

namespace overlap::scene {

// Discs (a circle's fill and outline) drawn once per size, style and quarter-pixel
// position, then blitted. Qt 6.4's raster engine splits every tall fill across its thread
// pool and waits, so a 240-pixel disc cost about a millisecond on our 2-core machine; its
// picture costs a fortieth of that. A quarter pixel of placement is far below what
// antialiasing shows.
class DiscPictures {
  public:
    // Draws the disc of the given radii (in device pixels) around centre (device
    // coordinates) with the painter's transform reset; false when it is better drawn
    // directly (too small to gain, too large to keep, or a style it does not cache).
    bool draw(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
              const QBrush& brush);

  private:
    QCache<QByteArray, QImage> pictures_{32 * 1024 * 1024}; // bytes
};

// The disc itself, drawn where the painter's coordinates are device pixels: its fill, then
// its outline (dashed by strokeDashed when the pen is). Shared with DiscItem's direct path.
void paintDisc(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
               const QBrush& brush);

} // namespace overlap::scene
