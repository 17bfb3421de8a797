#include "app/handles/drag_gesture.h"

#include <QGraphicsSceneMouseEvent>

#include <utility>

namespace overlap::handles {

namespace {

Vec2 vec(QPointF p) {
    return {p.x(), p.y()};
}

} // namespace

DragGesture::DragGesture(DragHost* host, int shapeIndex, Compute compute)
    : host_(host), index_(shapeIndex), compute_(std::move(compute)) {}

bool DragGesture::press(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return false;
    const Shape* shape = host_->currentShape(index_);
    if (!shape)
        return false;
    start_ = *shape;
    pressAt_ = vec(event->scenePos());
    active_ = true;
    host_->dragBegan(index_);
    return true;
}

void DragGesture::move(QGraphicsSceneMouseEvent* event) {
    if (!active_)
        return;
    DragInput input;
    input.press = pressAt_;
    input.now = vec(event->scenePos());
    input.snap = host_->snapping() && !(event->modifiers() & Qt::AltModifier);
    input.shift = event->modifiers() & Qt::ShiftModifier;
    host_->dragWrite(index_, compute_(start_, input));
}

void DragGesture::release() {
    if (!active_)
        return;
    active_ = false;
    const Shape* shape = host_->currentShape(index_);
    host_->dragEnded(shape && !(*shape == start_));
}

} // namespace overlap::handles
