#pragma once

#include "app/handles/drag_gesture.h"

#include <QGraphicsItem>

#include <optional>

namespace overlap::handles {

// A handle drawn as a small mark of fixed pixel size at one point of a shape (a corner, an
// edge's middle, the rim, the centre). Subclasses say where the point is on a shape and
// what a drag of it does; this class draws, hovers and forwards the mouse.
class PointHandle : public QGraphicsItem {
  public:
    enum class Mark { Square, SmallSquare, Disc, Target, None };

    PointHandle(DragHost* host, int shapeIndex, Mark mark);

    int shapeIndex() const { return gesture_.shapeIndex(); }
    // Put at its point of the shape, or hidden when it means nothing for that kind of shape.
    void place(const Shape& shape);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    // Where the handle sits on the shape, in the world; nothing when it has no meaning there.
    virtual std::optional<Vec2> anchor(const Shape& s) const = 0;
    // The shape after a drag from input.press to input.now, from the shape at the press.
    virtual Shape dragged(const Shape& start, const DragInput& input) const = 0;
    // After place() on a shape it has meaning for: cursor and look may follow the shape.
    virtual void placed(const Shape&) {}

  public:
    // Where it draws its mark, in pixels from its position (a knob on a stem lies off it).
    virtual QPointF markOffset() const { return {}; }

  protected:
    bool hovered() const { return hovered_; }

    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    // Also sees the mouse grab go (hidden or removed mid-drag): the drag ends there.
    bool sceneEvent(QEvent* event) override;

  private:
    DragGesture gesture_;
    Mark mark_;
    bool hovered_ = false;
};

} // namespace overlap::handles
