#pragma once

#include "core/geometry/centre.h" // centreOf: where the move handle sits
#include "core/geometry/shapes.h"

namespace overlap::handles {

// What a handle does to a shape, as pure functions of the shape at the start of a drag and
// the pointer's travel since (never incrementally, so a long drag does not drift). With
// snap, positions and sizes land on integers, so that exact touching is easy to reach.

double snapped(double v, bool snap);
// Degrees in [0, 360).
double normalisedDegrees(double deg);

// A rotated rect's own frame: local (x, y) is c + x * axis + y * perp(axis) in the world.
Vec2 toWorld(const RotatedRect& r, Vec2 local);
Vec2 toLocalDirection(const RotatedRect& r, Vec2 worldDirection);

// Moved by delta; with snap, the circle's centre, the rect's smallest corner or the rotated
// rect's centre is rounded and the size kept.
Shape moved(const Shape& start, Vec2 delta, bool snap);

// sx, sy in {-1, 0, 1} name a corner (both non-zero) or the middle of an edge (one zero).
Vec2 rectHandlePoint(const Rect& r, int sx, int sy);
// The named side(s) follow the pointer, the opposite side(s) stay; a side never passes its
// opposite (the size stops at zero). Where the size is zero both sides lie under the handle
// and the one the pointer pulls away moves, so a flat rect can grow either way.
Rect resizedRect(const Rect& start, int sx, int sy, Vec2 delta, bool snap);

// Which edge line of a rect (axis-aligned or turned) lies within `band` world units inside
// the rect from p: sx, sy as for rectHandlePoint (both set near a corner), (0, 0) for the
// middle or a circle. The band is at most a third of the size, so a small rect still moves.
struct EdgeSides {
    int sx = 0, sy = 0;
    bool any() const { return sx != 0 || sy != 0; }
};
EdgeSides edgeUnder(const Shape& s, Vec2 p, double band);
// The shape after dragging the sides `e` (resizedRect / resizedRotated), or moved() for none.
Shape draggedBody(const Shape& start, EdgeSides e, Vec2 delta, bool snap);

// On the rim to the right of the centre.
Vec2 rimPoint(const Circle& c);
// The radius becomes the pointer's distance from the centre.
Circle resizedCircle(const Circle& start, Vec2 delta, bool snap);

// As rectHandlePoint, in the rect's own frame.
Vec2 rotatedHandlePoint(const RotatedRect& r, int sx, int sy);
// Resized in its own frame: the opposite side stays where it is in the world, the angle is
// kept; with snap the width and height are whole numbers. Zero sizes as for resizedRect.
RotatedRect resizedRotated(const RotatedRect& start, int sx, int sy, Vec2 delta, bool snap);

// The middle of the top edge (local +y), where the rotation knob's stem starts.
Vec2 rotationPivot(const RotatedRect& r);
// Turned about its centre by the angle the pointer swept around it from press to now; with
// steps15 the angle is a multiple of 15 degrees, else with snap a whole number of degrees.
RotatedRect turned(const RotatedRect& start, Vec2 press, Vec2 now, bool snap, bool steps15);

} // namespace overlap::handles
