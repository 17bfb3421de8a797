#include "app/handles/point_handle.h"

#include "app/handles/handle_style.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace overlap::handles {

PointHandle::PointHandle(DragHost* host, int shapeIndex, Mark mark)
    : gesture_(host, shapeIndex,
               [this](const Shape& start, const DragInput& in) { return dragged(start, in); }),
      mark_(mark) {
    setFlag(ItemIgnoresTransformations);
    setZValue(style::kPointZ);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void PointHandle::place(const Shape& shape) {
    const std::optional<Vec2> at = anchor(shape);
    setVisible(at.has_value());
    if (!at)
        return;
    setPos(at->x, at->y);
    placed(shape);
}

QRectF PointHandle::boundingRect() const {
    const double r = style::kGrabRadius + 1;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath PointHandle::shape() const {
    QPainterPath path;
    const double r = style::kGrabRadius;
    path.addRect(-r, -r, 2 * r, 2 * r);
    return path;
}

void PointHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(style::outlinePen());
    painter->setBrush(style::fill(hovered_));
    const double r = style::kMarkRadius;
    switch (mark_) {
    case Mark::Square:
        painter->drawRect(QRectF(-r, -r, 2 * r, 2 * r));
        break;
    case Mark::SmallSquare:
        painter->drawRect(QRectF(-0.75 * r, -0.75 * r, 1.5 * r, 1.5 * r));
        break;
    case Mark::Disc:
        painter->drawEllipse(QPointF(), r, r);
        break;
    case Mark::Target:
        painter->drawEllipse(QPointF(), r, r);
        painter->drawLine(QPointF(-r - 2, 0), QPointF(r + 2, 0));
        painter->drawLine(QPointF(0, -r - 2), QPointF(0, r + 2));
        break;
    case Mark::None:
        break;
    }
}

void PointHandle::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void PointHandle::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

void PointHandle::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (gesture_.press(event))
        event->accept();
    else
        event->ignore();
}

void PointHandle::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    gesture_.move(event);
}

void PointHandle::mouseReleaseEvent(QGraphicsSceneMouseEvent*) {
    gesture_.release();
}

bool PointHandle::sceneEvent(QEvent* event) {
    if (event->type() == QEvent::UngrabMouse) {
        gesture_.release(); // after a release, a no-op
    }
    return QGraphicsItem::sceneEvent(event);
}

} // namespace overlap::handles
