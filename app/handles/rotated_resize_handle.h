#pragma once

#include "app/handles/point_handle.h"

namespace overlap::handles {

// A corner or an edge's middle of a rotated rect, in its own frame: dragging it resizes
// along the rect's axes while the opposite side stays where it is in the world.
class RotatedResizeHandle : public PointHandle {
  public:
    // sx, sy in {-1, 0, 1}, not both 0, in the rect's own frame.
    RotatedResizeHandle(DragHost* host, int shapeIndex, int sx, int sy);

    int sx() const { return sx_; }
    int sy() const { return sy_; }

  protected:
    std::optional<Vec2> anchor(const Shape& s) const override;
    Shape dragged(const Shape& start, const DragInput& input) const override;
    void placed(const Shape& s) override;

  private:
    int sx_, sy_;
};

} // namespace overlap::handles
