#pragma once

#include "core/geometry/shapes.h"

#include <optional>
#include <string_view>

namespace overlap {

// What happens while shape a moves by a motion over one frame (its position a + t·motion for
// t from 0 to 1) and b stands still, exactly, under the same comparisons as the static
// classes: a hit when at some t they overlap with strict comparisons (as under "touching
// is apart"); a touch when they only meet with the comparisons allowing equality (a graze);
// a miss when they never meet.
enum class SweepClass { Miss, Touch, Hit };

// "miss", "touch" or "hit".
std::string_view sweepClassName(SweepClass c);
// The class of that name, or none.
std::optional<SweepClass> sweepClassNamed(std::string_view name);

struct Sweep {
    SweepClass verdict = SweepClass::Miss;
    // The time of impact: the least t in [0, 1] at which they meet (0 when they already
    // touch or overlap at the start); none on a miss. A double within kToiErrorBound of
    // the exact time where the path crosses the boundary (see kToiErrorBound).
    std::optional<double> toi;
};

// How far a time of impact may be from the exact one, when the path crosses the boundary
// rather than grazing it (the angle between the path and the boundary is at least 1e-3
// radians): t is found from a root of a quadratic or a ratio of differences, each a few
// roundings from the exact value over the motion's length. At a graze the time itself is
// ill-conditioned; there the shape at the returned time is within this bound, relative to
// the scene's size, of touching.
inline constexpr double kToiErrorBound = 1e-9;

// A circle moving against an axis-aligned rect: its centre's path against the rect grown by
// the radius (a rounded rect: two cross rects and four corner discs).
Sweep sweepCircleRect(const Circle& a, Vec2 motion, const Rect& b);
// A circle moving against a circle: the centre's path against the disc of the summed radii.
Sweep sweepCircleCircle(const Circle& a, Vec2 motion, const Circle& b);
// An axis-aligned rect moving against another: per axis the times the intervals overlap,
// then the latest entry against the earliest exit (the slab method on the Minkowski sum).
Sweep sweepRectRect(const Rect& a, Vec2 motion, const Rect& b);

// The least squared distance from the path p + t·m (t in [0, 1]) to the rect, in doubles: at
// the candidates where the nearest feature changes or a corner is nearest (the squared
// distance is convex in t, so its least value is at one of them).
double closestApproachSquared(Vec2 p, Vec2 m, const Rect& b);

// The pitfalls, for the lessons and the finder.
// Testing only the frames: the circle at t = 0 and at t = 1, as a game that moves first and
// tests after (tunnelling through a thin wall). The time is the first frame that meets.
Sweep sweepCircleRectFrames(const Circle& a, Vec2 motion, const Rect& b);
// Growing the rect by the radius as a box, forgetting the round corners: a path that passes
// a corner at a distance between r and r·√2 is called a hit.
Sweep sweepCircleRectAsBox(const Circle& a, Vec2 motion, const Rect& b);
// Testing two rects only at the frames: a at t = 0 and at t = 1 (moved by the rounded sum).
Sweep sweepRectRectFrames(const Rect& a, Vec2 motion, const Rect& b);

} // namespace overlap
