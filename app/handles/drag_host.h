#pragma once

#include "core/geometry/shapes.h"

namespace overlap::handles {

// Where a handle's drag starts and ends, as the handle sees it: one input to its geometry.
struct DragInput {
    Vec2 press;         // scene point of the press
    Vec2 now;           // scene point of this move
    bool snap = true;   // snapping on and Alt not held
    bool shift = false; // Shift held: angles in 15 degree steps
    Vec2 delta() const { return now - press; }
};

// What a handle needs from the layer that owns it: the model's shapes to start from, the
// snapping switch, and a way to write through the model. Handles keep no geometry.
class DragHost {
  public:
    // The model's shape index (0 or 1), or null when there is no model any more.
    virtual const Shape* currentShape(int index) const = 0;
    virtual bool snapping() const = 0;
    // A press on a handle of shape index: it becomes the selected shape.
    virtual void dragBegan(int index) = 0;
    // A move: the new shape for index; the model may refuse it.
    virtual void dragWrite(int index, const Shape& shape) = 0;
    // The release; changed says whether the shape differs from the one at the press.
    virtual void dragEnded(bool changed) = 0;

  protected:
    ~DragHost() = default;
};

} // namespace overlap::handles
