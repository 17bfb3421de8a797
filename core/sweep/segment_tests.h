#pragma once

// Exact tests of a moving point's path P + t·d, t in [0, 1], against boxes and discs, for
// the sweeps: whether the path meets the set, with open (strict) or closed comparisons.

#include "core/exact/bounded.h"
#include "core/geometry/vec2.h"

#include <array>
#include <optional>

namespace overlap::sweep {

// A number that is the exact sum of up to three doubles (an edge kept as its nearest double
// and remainder, minus or plus a radius).
struct Sum3 {
    double a = 0, b = 0, c = 0;
    template <class N> N value() const {
        N v = N(a);
        if (b != 0)
            v = v + N(b);
        if (c != 0)
            v = v + N(c);
        return v;
    }
    double approx() const { return a + b + c; }
};

// lo ◁ x ◁ hi along one axis, ◁ strict when open.
struct Slab {
    Sum3 lo, hi;
    bool open = false;
};

// Whether the path meets the box slab x × slab y (each axis open or closed), exactly.
bool pathMeetsBox(Vec2 p, Vec2 d, const Slab& x, const Slab& y);

// Whether the path meets the disc about centre (each coordinate an exact sum) of radius
// ρ = the exact sum `radius`: |q − centre|² < ρ² when open, ≤ when closed.
bool pathMeetsDisc(Vec2 p, Vec2 d, const Sum3& cx, const Sum3& cy, const Sum3& radius, bool open);

// The least t in [0, 1] at which the path is in the closed box, rounded; none if the rounded
// computation finds none.
std::optional<double> boxEntry(Vec2 p, Vec2 d, const Slab& x, const Slab& y);
// The least t in [0, 1] at which the path is in the closed disc, rounded; none if the rounded
// computation finds none.
std::optional<double> discEntry(Vec2 p, Vec2 d, Vec2 centre, double radius);

} // namespace overlap::sweep
