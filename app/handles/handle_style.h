#pragma once

#include "core/geometry/vec2.h"

#include <QBrush>
#include <QPen>
#include <Qt>

namespace overlap::handles {

// Pens, brushes and sizes every handle shares, in screen pixels (handles ignore the view's
// zoom), and the stacking above the trace scene's construction.
namespace style {

inline constexpr double kBodyZ = 1000;         // above every trace item
inline constexpr double kSelectedBodyZ = 1001; // the selected shape wins where both lie
inline constexpr double kMoveZ = 2000;         // centre handles above both bodies
// Resize and turn above the centre: a point circle or a zero-size rect grows from where it is.
inline constexpr double kPointZ = 2001;

inline constexpr double kMarkRadius = 4.5;    // half the drawn size of a point handle
inline constexpr double kGrabRadius = 7.0;    // half the size that answers the mouse
inline constexpr double kEdgeGrab = 6.0;      // a rect's edge line answers this far inside
inline constexpr double kKnobDistance = 26.0; // rotation knob beyond the top edge
inline constexpr double kKnobRadius = 5.5;

QPen outlinePen();
QBrush fill(bool hovered);
QPen bodySelectedPen();
QBrush bodyFill(bool hovered);

} // namespace style

// The resize cursor (horizontal, vertical or one of the diagonals) closest to a direction
// in the y-up world, as it looks in a view that flips y.
Qt::CursorShape resizeCursorFor(Vec2 worldDirection);

} // namespace overlap::handles
