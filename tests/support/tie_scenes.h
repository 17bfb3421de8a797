#pragma once

// Scenes at an exact touch and a billionth of a unit or one ulp either side of it, for
// every pair of shapes, with the class every correct method must give them. Rotated rects
// are turned by right angles, where their corners are exact, so the touch stays exact; the
// decimal scenes have edges and centres that are exact sums but no doubles.

#include "core/verdict_class.h"
#include "tests/support/shape_builders.h"

#include <cmath>
#include <limits>
#include <vector>

namespace overlap::test {

struct TieScene {
    const char* name;
    Shape a, b;
    VerdictClass expected; // for the correct methods
};

inline std::vector<TieScene> tieScenes() {
    const double inf = std::numeric_limits<double>::infinity();
    const auto up = [inf](double v) { return std::nextafter(v, inf); };
    const auto down = [inf](double v) { return std::nextafter(v, -inf); };
    const double n = 1e-9;
    const auto A = VerdictClass::Apart, T = VerdictClass::Touching, O = VerdictClass::Overlap;
    const Shape rect = R(0, 0, 10, 6);
    // The same footprint, turned by right angles: [0, 10] x [0, 6].
    const Shape r90 = overlap::test::T(5, 3, 3, 5, 90);
    const Shape r180 = overlap::test::T(5, 3, 5, 3, 180);
    const Shape r270 = overlap::test::T(5, 3, 3, 5, 270);
    return {
        // A circle of radius 1 whose centre is 1 from the right edge x = 10.
        {"edge touch", C(11, 3, 1), rect, T},
        {"edge 1e-9 out", C(11 + n, 3, 1), rect, A},
        {"edge 1 ulp out", C(up(11), 3, 1), rect, A},
        {"edge 1 ulp in", C(down(11), 3, 1), rect, O},
        {"edge 1e-9 in", C(11 - n, 3, 1), rect, O},
        // Radius 5 at (13, 10): 3 and 4 from the corner (10, 6).
        {"corner touch", C(13, 10, 5), rect, T},
        {"corner 1e-9 out", C(13 + n, 10, 5), rect, A},
        {"corner 1 ulp out", C(up(13), 10, 5), rect, A},
        {"corner 1 ulp in", C(13, down(10), 5), rect, O},
        {"point on edge", C(10, 3, 0), rect, T},
        {"point 1 ulp out", C(up(10), 3, 0), rect, A},
        {"90 edge touch", C(11, 3, 1), r90, T},
        {"90 edge 1e-9 out", C(11 + n, 3, 1), r90, A},
        {"90 edge 1 ulp in", C(down(11), 3, 1), r90, O},
        {"180 bottom touch", C(4, -2, 2), r180, T},
        {"180 bottom 1 ulp out", C(4, down(-2), 2), r180, A},
        {"270 corner touch", C(13, 10, 5), r270, T},
        {"270 corner 1 ulp out", C(13, up(10), 5), r270, A},
        {"270 corner 1e-9 in", C(13 - n, 10, 5), r270, O},
        // Circles: radii 3 and 2 at distance 5; radii 2 and 3 at (3, 4).
        {"circles touch", C(0, 0, 3), C(5, 0, 2), T},
        {"circles 1e-9 out", C(0, 0, 3), C(5 + n, 0, 2), A},
        {"circles 1 ulp out", C(0, 0, 3), C(up(5), 0, 2), A},
        {"circles 1 ulp in", C(0, 0, 3), C(down(5), 0, 2), O},
        {"circles 3-4-5 touch", C(0, 0, 2), C(3, 4, 3), T},
        {"circles 3-4-5 1 ulp out", C(0, 0, 2), C(3, up(4), 3), A},
        // Rects sharing the edge x = 10, or only the corner (10, 6).
        {"rects edge touch", rect, R(10, 0, 14, 6), T},
        {"rects 1e-9 out", rect, R(10 + n, 0, 14, 6), A},
        {"rects 1 ulp out", rect, R(up(10), 0, 14, 6), A},
        {"rects 1 ulp in", rect, R(down(10), 0, 14, 6), O},
        {"rects corner touch", rect, R(10, 6, 12, 8), T},
        {"turned rects touch", r180, overlap::test::T(12, 3, 3, 2, 90), T},
        {"turned rects 1e-9 out", r180, overlap::test::T(12 + n, 3, 3, 2, 90), A},
        {"turned rects 1 ulp in", r180, overlap::test::T(down(12), 3, 3, 2, 90), O},
        // Typed with decimals, as a game writes them: the right edge 0.1 + 0.2 is no double,
        // but 0.1 + 0.2 + 0.1 is exactly the double 0.4, so a circle of radius 0.1 at 0.4
        // touches it exactly; one ulp either side does not.
        {"decimal edge touch", C(0.4, 0.5, 0.1), W(0.1, 0, 0.2, 1), T},
        {"decimal edge 1 ulp out", C(up(0.4), 0.5, 0.1), W(0.1, 0, 0.2, 1), A},
        {"decimal edge 1 ulp in", C(down(0.4), 0.5, 0.1), W(0.1, 0, 0.2, 1), O},
        // The same with the turn written out (0°, then a half turn): the centre 0.1 + 0.15 is
        // no double either. 0.1 + 0.3 + 0.1 is exactly 0.5.
        {"decimal turned edge touch", C(0.5, 0.5, 0.1), WT(0.1, 0, 0.3, 1, 0), T},
        {"decimal turned edge 1 ulp out", C(up(0.5), 0.5, 0.1), WT(0.1, 0, 0.3, 1, 180), A},
        {"decimal turned edge 1 ulp in", C(down(0.5), 0.5, 0.1), WT(0.1, 0, 0.3, 1, 0), O},
        // Side by side at the rounded sum 0.30000000000000004: the exact edge 0.1 + 0.2 lies
        // below it, so there is a gap; at 0.3 (just below the sum) they overlap.
        {"decimal rects side by side", W(0.1, 0, 0.2, 1), W(0.1 + 0.2, 0, 1, 1), A},
        {"decimal rects at 0.3", W(0.1, 0, 0.2, 1), W(0.3, 0, 1, 1), O},
    };
}

} // namespace overlap::test
