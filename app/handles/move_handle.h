#pragma once

#include "app/handles/point_handle.h"

namespace overlap::handles {

// The centre of any shape: dragging it moves the shape. Still there when the shape has no
// area to grab (a zero radius, a zero-width rect).
class MoveHandle : public PointHandle {
  public:
    MoveHandle(DragHost* host, int shapeIndex);

  protected:
    std::optional<Vec2> anchor(const Shape& s) const override;
    Shape dragged(const Shape& start, const DragInput& input) const override;
};

} // namespace overlap::handles
