#include "app/handles/motion_handle.h"

#include "app/handles/handle_style.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace overlap::handles {

MotionHandle::MotionHandle(Listener listener) : listener_(std::move(listener)) {
    setFlag(ItemIgnoresTransformations);
    setZValue(style::kPointZ);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::SizeAllCursor);
    setVisible(false);
}

QRectF MotionHandle::boundingRect() const {
    const double r = style::kGrabRadius + 1;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath MotionHandle::shape() const {
    QPainterPath path;
    path.addEllipse(QPointF(), style::kGrabRadius, style::kGrabRadius);
    return path;
}

void MotionHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(style::outlinePen());
    painter->setBrush(style::fill(hovered_));
    // A diamond: told apart from the shapes' square and round handles.
    const double r = style::kMarkRadius * 1.3;
    painter->drawPolygon(QPolygonF({{0, -r}, {r, 0}, {0, r}, {-r, 0}}));
}

void MotionHandle::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void MotionHandle::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

void MotionHandle::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    dragging_ = true;
    listener_.began();
    event->accept();
}

void MotionHandle::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (dragging_)
        listener_.moved(event->scenePos(), !(event->modifiers() & Qt::AltModifier));
}

void MotionHandle::mouseReleaseEvent(QGraphicsSceneMouseEvent*) {
    end();
}

bool MotionHandle::sceneEvent(QEvent* event) {
    if (event->type() == QEvent::UngrabMouse)
        end();
    return QGraphicsItem::sceneEvent(event);
}

void MotionHandle::end() {
    if (!dragging_)
        return;
    dragging_ = false;
    listener_.ended();
}

} // namespace overlap::handles
