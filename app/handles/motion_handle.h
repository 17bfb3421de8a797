#pragma once

#include <QGraphicsItem>

#include <functional>

namespace overlap::handles {

// The tip of a moving shape's arrow (a's move over one frame): dragged, it sets where a will
// be one frame later. It knows no model: the layer places it and hears its drag.
class MotionHandle : public QGraphicsItem {
  public:
    struct Listener {
        std::function<void()> began;
        std::function<void(QPointF scenePos, bool snap)> moved; // the pointer, in the scene
        std::function<void()> ended;
    };
    explicit MotionHandle(Listener listener);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    // The grab lost mid-drag (hidden, removed) ends the drag there.
    bool sceneEvent(QEvent* event) override;

  private:
    void end();
    Listener listener_;
    bool hovered_ = false;
    bool dragging_ = false;
};

} // namespace overlap::handles
