#pragma once

#include "app/handles/point_handle.h"

#include <QPointF>

namespace overlap::handles {

// A knob on a stem beyond a rotated rect's top edge (its local +y side): dragging it turns
// the rect about its centre; Shift keeps the angle a multiple of 15 degrees. The item sits
// at the middle of the top edge and draws the knob a fixed number of pixels out, assuming
// a view that flips y (the world is y-up).
class RotationHandle : public PointHandle {
  public:
    RotationHandle(DragHost* host, int shapeIndex);

    // The knob's centre in item coordinates (pixels from the top edge's middle).
    QPointF knobCentre() const { return knob_; }
    QPointF markOffset() const override { return knob_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    std::optional<Vec2> anchor(const Shape& s) const override;
    Shape dragged(const Shape& start, const DragInput& input) const override;
    void placed(const Shape& s) override;

  private:
    QPointF knob_;
};

} // namespace overlap::handles
