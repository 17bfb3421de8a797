#pragma once

// The steps that open every picture of a circle moving against a rect (lesson 9 and its
// pitfalls): the shapes and the move, the frames a game tests, the area swept.

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/sweep/sweep.h"
#include "core/sweep/sweep_steps.h"
#include "core/trace/trace.h"

namespace overlap::sweep {

// The move of a's centre, in a scene sized to hold the move, the circle and b.
MovePath circlePath(const Circle& a, Vec2 motion, const Rect& b);

// The shapes and the move. Values cx, cy, r, mx, my, moves.
void addCircleSubjects(Trace& tr, const Circle& a, Vec2 motion, const Rect& b);

// a at frames 0 to count - 1, each with its exact class (addFramesStep).
void addCircleFrames(Trace& tr, const MovePath& p, const Circle& a, const Rect& b,
                     Touching touching, const Sweep& swept, int count = 3);

// Everything a covers during the frame. Values met, moves, r.
void addSweptArea(Trace& tr, const Circle& a, Vec2 motion, bool met);

} // namespace overlap::sweep
