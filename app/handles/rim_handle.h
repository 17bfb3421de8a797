#pragma once

#include "app/handles/point_handle.h"

namespace overlap::handles {

// A point on a circle's rim, right of the centre: dragging it sets the radius to the
// pointer's distance from the centre.
class RimHandle : public PointHandle {
  public:
    RimHandle(DragHost* host, int shapeIndex);

  protected:
    std::optional<Vec2> anchor(const Shape& s) const override;
    Shape dragged(const Shape& start, const DragInput& input) const override;
};

} // namespace overlap::handles
