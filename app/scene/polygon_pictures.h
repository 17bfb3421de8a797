#pragma once

#include "app/scene/stamps.h"

#include <QBrush>
#include <QPen>
#include <QPolygonF>

class QPainter;

namespace overlap::scene {

// Filled and outlined polygons (a rect, a shaded region) drawn once per shape, style and
// placement, then copied: Qt strokes a wide outline anew on every repaint, some 100,000
// instructions for a rect, and a shape the drag does not move is repainted on every move
// it lies under. Placed exactly where it is drawn, and made only for a shape seen twice in
// one place, so a moving one is drawn directly.
class PolygonPictures {
  public:
    // Draws the polygon (the painter's coordinates) as QPainter::drawPolygon would with this
    // pen, brush and rule; false when it is better drawn directly (a dashed pen, a brush that
    // is not one colour, a shape larger than kLargest pixels, or seen for the first time).
    bool draw(QPainter* painter, const QPolygonF& polygon, const QPen& pen, const QBrush& brush,
              Qt::FillRule rule);

  private:
    Stamps pictures_{0, 16 * 1024 * 1024, true}; // exact places: it stays put
};

} // namespace overlap::scene
