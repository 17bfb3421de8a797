#pragma once

#include "app/handles/drag_host.h"

#include <functional>

class QGraphicsSceneMouseEvent;

namespace overlap::handles {

// One handle's press, moves and release, turned into writes through the host: each move
// computes the new shape from the shape at the press and the pointer's travel since, so
// nothing drifts. Every handle item owns one and forwards its mouse events to it.
class DragGesture {
  public:
    using Compute = std::function<Shape(const Shape& start, const DragInput& input)>;

    DragGesture(DragHost* host, int shapeIndex, Compute compute);

    int shapeIndex() const { return index_; }
    bool active() const { return active_; }
    // The model's shape now, or null when there is no model.
    const Shape* currentShape() const { return host_->currentShape(index_); }

    // True when the press starts a drag (left button, a model to write to): accept it then.
    bool press(QGraphicsSceneMouseEvent* event);
    void move(QGraphicsSceneMouseEvent* event);
    void release();

  private:
    DragHost* host_;
    int index_;
    Compute compute_;
    bool active_ = false;
    Shape start_;
    Vec2 pressAt_;
};

} // namespace overlap::handles
