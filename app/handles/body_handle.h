#pragma once

#include "app/handles/drag_gesture.h"

#include <QGraphicsPathItem>

namespace overlap::handles {

// The area of a shape, in world coordinates (it zooms with the view): pressing anywhere
// inside and dragging moves the shape. Transparent, faintly tinted under the mouse, outlined
// when its shape is the selected one; it lies under the point handles.
class BodyHandle : public QGraphicsPathItem {
  public:
    BodyHandle(DragHost* host, int shapeIndex);

    int shapeIndex() const { return gesture_.shapeIndex(); }
    // Covers the shape, whatever its kind.
    void place(const Shape& shape);
    void setSelectedLook(bool selected);

    // The area only: the selection outline must not widen what answers the mouse.
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    // Also sees the mouse grab go (hidden or removed mid-drag): the drag ends there.
    bool sceneEvent(QEvent* event) override;

  private:
    DragGesture gesture_;
};

} // namespace overlap::handles
