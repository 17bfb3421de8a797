#include "app/handles/point_handle.h"

#include "app/handles/handle_style.h"
#include "app/scene/stamps.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

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

namespace {

// The mark of a point handle around the painter's origin.
void drawMark(QPainter* painter, PointHandle::Mark mark, bool hovered) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(style::outlinePen());
    painter->setBrush(style::fill(hovered));
    const double r = style::kMarkRadius;
    switch (mark) {
    case PointHandle::Mark::Square:
        painter->drawRect(QRectF(-r, -r, 2 * r, 2 * r));
        break;
    case PointHandle::Mark::SmallSquare:
        painter->drawRect(QRectF(-0.75 * r, -0.75 * r, 1.5 * r, 1.5 * r));
        break;
    case PointHandle::Mark::Disc:
        painter->drawEllipse(QPointF(), r, r);
        break;
    case PointHandle::Mark::Target:
        painter->drawEllipse(QPointF(), r, r);
        painter->drawLine(QPointF(-r - 2, 0), QPointF(r + 2, 0));
        painter->drawLine(QPointF(0, -r - 2), QPointF(0, r + 2));
        break;
    case PointHandle::Mark::None:
        break;
    }
}

// Marks drawn once per kind, hover and placement, then copied: stroking a 1.5-pixel
// outline cost each handle some 45,000 instructions a frame.
scene::Stamps& stamps() {
    static scene::Stamps marks(64, 8 * 1024 * 1024);
    return marks;
}

} // namespace

void PointHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QTransform& toDevice = painter->worldTransform();
    if (mark_ == Mark::None || toDevice.type() > QTransform::TxTranslate)
        return drawMark(painter, mark_, hovered_);
    const char look[] = {char(mark_), char(hovered_)};
    const double reach = style::kMarkRadius + 3; // the target's cross and the outline
    if (!stamps().draw(painter, QPointF(toDevice.dx(), toDevice.dy()), QByteArray(look, 2), reach,
                       [this](QPainter* p) { drawMark(p, mark_, hovered_); }))
        drawMark(painter, mark_, hovered_);
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
