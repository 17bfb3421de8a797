#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/sweep/sweep.h"
#include "core/trace/trace.h"

namespace overlap {

// Lesson 9's construction of a circle a moving by `motion` against a rect b over one frame,
// drawn around the exact sweep `sweep` (sweepCircleRect's, which decides): the frames a game
// tests, the area the circle sweeps, the centre's move against the rounded rect, the times
// it is inside each piece (the slab method on the wide and tall rects, a quadratic on the
// corner discs), and the time of impact with the contact point and the normal.
void drawCircleRectSweep(const Circle& a, Vec2 motion, const Rect& b, const Sweep& sweep,
                         Touching touching, Trace& trace);

// drawCircleRectSweep for the method table's row: a is the circle, b the rect (either as an
// axis-aligned rect or one turned by a right angle).
void circleRectSweepPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                            Touching touching, Trace& trace);

// Lesson 10's construction of a rect a moving by `motion` against a rect b (both
// axis-aligned), around the exact sweep (sweepRectRect's): the frames, the swept area, b
// grown by a's half size (the Minkowski sum a's centre must not enter), the slab method's
// times on it, and the time of impact with the contact and the normal.
void drawRectRectSweep(const Rect& a, Vec2 motion, const Rect& b, const Sweep& sweep,
                       Touching touching, Trace& trace);
void rectRectSweepPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                          Touching touching, Trace& trace);

// The pitfalls' pictures, drawn around their own (wrong) sweeps. Testing only the frames:
// the shapes, then a at the frame's two ends, which decide. The rect grown as a box: the
// frames and the swept area, the slab method on the box, and a where the box says it
// arrives, with its distance from b.
void framesOnlyPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                       Touching touching, Trace& trace);
void boxCornersPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                       Touching touching, Trace& trace);
// Two rects tested only at the frame's two ends.
void rectFramesOnlyPicture(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep,
                           Touching touching, Trace& trace);

// The class a circle standing at frame k (moved k times by `motion`) has against b, exactly:
// what a per-frame test sees there.
SweepClass frameClass(const Circle& a, Vec2 motion, int k, const Rect& b);

} // namespace overlap
