#pragma once

#include "app/handles/point_handle.h"

namespace overlap::handles {

// A corner or an edge's middle of an axis-aligned rect: dragging it moves that side (or
// the two sides of the corner) while the opposite side stays, the size stopping at zero.
class RectResizeHandle : public PointHandle {
  public:
    // sx, sy in {-1, 0, 1}, not both 0: -1 the min side, +1 the max side, 0 the middle.
    RectResizeHandle(DragHost* host, int shapeIndex, int sx, int sy);

    int sx() const { return sx_; }
    int sy() const { return sy_; }

  protected:
    std::optional<Vec2> anchor(const Shape& s) const override;
    Shape dragged(const Shape& start, const DragInput& input) const override;

  private:
    int sx_, sy_;
};

} // namespace overlap::handles
