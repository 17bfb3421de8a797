#include "app/handles/body_handle.h"

#include "app/handles/handle_style.h"
#include "app/scene/dashes.h"
#include "core/geometry/visit.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>
#include <QPainterPath>

namespace overlap::handles {

namespace {

QPainterPath pathOf(const Shape& s) {
    QPainterPath path;
    std::visit(
        overloaded{[&](const Circle& c) { path.addEllipse(QPointF(c.c.x, c.c.y), c.r, c.r); },
                   [&](const Rect& r) {
                       path.addRect(QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)));
                   },
                   [&](const RotatedRect& rr) {
                       QPolygonF corners;
                       for (auto [sx, sy] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
                           const Vec2 p = rotatedHandlePoint(rr, sx, sy);
                           corners << QPointF(p.x, p.y);
                       }
                       path.addPolygon(corners);
                       path.closeSubpath();
                   }},
        s);
    return path;
}

} // namespace

BodyHandle::BodyHandle(DragHost* host, int shapeIndex)
    : gesture_(host, shapeIndex, [this](const Shape& start, const DragInput& in) {
          return draggedBody(start, edge_, in.delta(), in.snap);
      }) {
    setZValue(style::kBodyZ);
    setPen(Qt::NoPen);
    setBrush(style::bodyFill(false));
    setAcceptHoverEvents(true);
    setFlag(ItemUsesExtendedStyleOption); // paint() dashes only the exposed part
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::OpenHandCursor);
    setToolTip(QCoreApplication::translate(
        "overlap::handles",
        "Drag to move the shape, or a rect's edge to resize it (Alt: off the whole-number grid)"));
}

void BodyHandle::place(const Shape& shape) {
    setPath(pathOf(shape));
}

void BodyHandle::setSelectedLook(bool selected) {
    setPen(selected ? style::bodySelectedPen() : QPen(Qt::NoPen));
    selected_ = selected;
    restack();
}

void BodyHandle::setAboveOther(bool above) {
    above_ = above;
    restack();
}

void BodyHandle::restack() {
    setZValue(selected_ ? style::kSelectedBodyZ : style::kBodyZ + (above_ ? 0.5 : 0.0));
}

QPainterPath BodyHandle::shape() const {
    return path();
}

void BodyHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    // Unhovered and unselected it is invisible: filling it anyway cost a fill per frame.
    if (brush().color().alpha() > 0) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(brush());
        painter->drawPath(path());
    }
    if (pen().style() == Qt::NoPen)
        return;
    // The selection outline is dashed in device pixels, the same in a partial repaint.
    const QRectF clip = scene::exposedOnDevice(painter, option);
    const QList<QPolygonF> outlines = path().toSubpathPolygons(painter->worldTransform());
    painter->save();
    painter->resetTransform();
    for (const QPolygonF& outline : outlines)
        scene::strokeDashed(painter, outline, true, pen(), clip);
    painter->restore();
}

void BodyHandle::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    setBrush(style::bodyFill(true));
}

void BodyHandle::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    setBrush(style::bodyFill(false));
}

void BodyHandle::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
    if (!gesture_.active())
        showCursorFor(edgeAt(event->scenePos(), event->widget()));
}

EdgeSides BodyHandle::edgeAt(QPointF scenePos, QWidget* viewport) const {
    const auto* view =
        viewport ? qobject_cast<const QGraphicsView*>(viewport->parentWidget()) : nullptr;
    const double scale = view ? std::abs(view->transform().m11()) : 0.0;
    const Shape* s = gesture_.currentShape();
    if (!s || !(scale > 0))
        return {};
    return edgeUnder(*s, {scenePos.x(), scenePos.y()}, style::kEdgeGrab / scale);
}

void BodyHandle::showCursorFor(EdgeSides e) {
    if (!e.any()) {
        setCursor(Qt::OpenHandCursor);
        return;
    }
    const Shape* s = gesture_.currentShape();
    Vec2 out{double(e.sx), double(e.sy)};
    if (const auto* t = s ? std::get_if<RotatedRect>(s) : nullptr)
        out = toWorld(*t, out) - t->c; // the outward direction turns with the rect
    setCursor(resizeCursorFor(out));
}

void BodyHandle::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    edge_ = edgeAt(event->scenePos(), event->widget());
    if (!gesture_.press(event)) {
        event->ignore();
        return;
    }
    event->accept();
    if (!edge_.any())
        setCursor(Qt::ClosedHandCursor);
    // While held, the closed hand says what moves; the tint would only cost a fill a frame.
    setBrush(style::bodyFill(false));
}

void BodyHandle::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    gesture_.move(event);
}

void BodyHandle::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    gesture_.release();
    showCursorFor(edgeAt(event->scenePos(), event->widget()));
    setBrush(style::bodyFill(isUnderMouse()));
}

bool BodyHandle::sceneEvent(QEvent* event) {
    if (event->type() == QEvent::UngrabMouse) {
        gesture_.release(); // after a release, a no-op
        setCursor(Qt::OpenHandCursor);
        setBrush(style::bodyFill(isUnderMouse()));
    }
    return QGraphicsPathItem::sceneEvent(event);
}

} // namespace overlap::handles
