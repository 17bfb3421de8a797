#pragma once

#include "app/handles/drag_gesture.h"
#include "app/handles/handle_geometry.h"

#include <QGraphicsPathItem>

namespace overlap::handles {

// The area of a shape, in world coordinates (it zooms with the view): pressing anywhere
// inside and dragging moves the shape, except along a rect's edge line (a few pixels in),
// where the drag resizes the rect by moving that edge (or the two edges of a corner). Transparent,
// faintly tinted under the mouse, outlined when its shape is the selected one; it lies under the
// point handles.
class BodyHandle : public QGraphicsPathItem {
  public:
    BodyHandle(DragHost* host, int shapeIndex);

    int shapeIndex() const { return gesture_.shapeIndex(); }
    // Covers the shape, whatever its kind.
    void place(const Shape& shape);
    void setSelectedLook(bool selected);
    // Where both bodies lie, the smaller shape's is above, so it can be grabbed there.
    void setAboveOther(bool above);

    // The area only: the selection outline must not widen what answers the mouse.
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    // Also sees the mouse grab go (hidden or removed mid-drag): the drag ends there.
    bool sceneEvent(QEvent* event) override;

  private:
    // The edge sides under a scene point, the band measured in the view's pixels.
    EdgeSides edgeAt(QPointF scenePos, QWidget* viewport) const;
    void showCursorFor(EdgeSides e);

    DragGesture gesture_;
    void restack();

    EdgeSides edge_; // what the current drag moves: none for the whole shape
    bool selected_ = false;
    bool above_ = false;
};

} // namespace overlap::handles
