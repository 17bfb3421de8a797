#pragma once

// The swept circle-rect test against Box2D's b2TimeOfImpact on the same moving circles and
// standing rects, interleaved run by run as the other comparisons are (versus_box2d.h).

#include "core/geometry/shapes.h"

#include <chrono>
#include <optional>
#include <vector>

namespace overlap::bench {

// A circle moving by `motion` over a frame against a standing rect.
struct SweepCase {
    Circle a;
    Vec2 motion;
    Rect b;
};

// Deterministic sweeps as a game meets them: circles of radius 0.1 to 4 moving up to 60
// units a frame, half of them against thin walls (tunnelling), the rest against rects.
std::vector<SweepCase> sweepCases(std::size_t count);

// Box2D's time of impact for a case (b2TimeOfImpact with the circle's proxy and the rect's
// box, the rect standing, t from 0 to 1): the time when it reports a touch, else none.
std::optional<double> box2dTimeOfImpact(const SweepCase& c);

struct SweepVersus {
    double ns = 0.0;      // ours (sweepCircleRect), per test
    double box2dNs = 0.0; // b2TimeOfImpact's least in the runs interleaved with ours
    double ratio = 0.0;   // box2dNs / ns
    double floor = 10.0;  // issue 29: at least 10x
    bool met() const { return ratio >= floor; }
};

// `rounds` rounds of `runs` interleaved runs each, a run about `runBudget` long.
SweepVersus timeSweepAgainstBox2d(std::chrono::nanoseconds runBudget, int rounds, int runs);

} // namespace overlap::bench
