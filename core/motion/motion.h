#pragma once

#include "core/trace/trace.h"

#include <vector>

namespace overlap {

// How a step's new elements arrive from what the earlier steps drew: the continuous idea
// between two stills (the turn back by −θ, a fold's reflection, a slide into a band).
enum class MotionKind : unsigned char {
    None,    // a cut: the new elements appear
    Turn,    // about `centre` by `angleDeg` (counter-clockwise, y up)
    Reflect, // across the line through `centre` along `direction`
    Slide,   // by `offset`
};

struct Motion {
    MotionKind kind = MotionKind::None;
    Vec2 centre{};
    double angleDeg = 0.0;
    Vec2 direction{1, 0};
    Vec2 offset{};
    // Which of the step's elements move (by name); the others fade in. Empty: all move.
    std::vector<Named> moving;
};

// Where a point of the step's picture stands a fraction t of the way through the motion
// that brings it there: t = 1 is the point itself, t = 0 the point it came from. A turn
// keeps distances at every t; a reflection slides across its mirror (a flip seen edge-on).
Vec2 inMotion(const Motion& m, Vec2 arrived, double t);

// The picture `fraction` of the way from step k to step k + 1 (0 <= fraction <= 1): the
// trace to draw and the step to draw it at. At 0 it is step k's picture, at 1 step k + 1's,
// the same trace (so a fractional picture at a whole step is the step's picture, byte for
// byte); between, step k + 1's moving elements stand where the motion has carried them.
struct MotionFrame {
    Trace trace;
    int current = 0;
};
MotionFrame frameAt(const Trace& trace, int k, double fraction, const Motion& motion);

} // namespace overlap
