#pragma once

#include "core/trace/trace.h"

namespace overlap {

// Where a point of a step's picture stands a fraction t of the way through the motion that
// brings it there: t = 1 is the point itself, t = 0 the point it came from. A turn keeps
// distances at every t; a reflection slides across its mirror (a flip seen edge-on).
Vec2 inMotion(const Motion& m, Vec2 arrived, double t);

// Whether a step has a motion to play into it: a transition, not a cut.
bool hasMotion(const Step& s);

// How long an ordinary transition plays at the normal rate: one beat.
inline constexpr double kBeatSeconds = 0.6;
// How long the motion into step s plays at the normal rate (a roll round is several beats);
// 0 for a cut. The player, compare mode and --frames all time it so.
double motionSeconds(const Step& s);

// The picture `fraction` of the way from step k to step k + 1 (0 <= fraction <= 1), played by
// step k + 1's motion: the trace to draw and the step to draw it at. At 0 it is step k's
// picture, at 1 step k + 1's, the trace itself (so a fractional picture at a whole step is
// the step's picture, byte for byte); between, step k + 1's moving elements stand where the
// motion has carried them, its paths are drawn as far as it has come, and the rest waits.
// A step with no motion is a cut: step k's picture until the end.
struct MotionFrame {
    Trace trace;
    int current = 0;
};
MotionFrame frameAt(const Trace& trace, int k, double fraction);

} // namespace overlap
