#pragma once

// Box2D's narrow phase on the bench's own case sets (bench_cases.h), timed by the same
// harness as the core: b2CollideCircles on the circle-circle set, b2CollidePolygonAndCircle
// on the circle-rect and circle-rotated sets, a manifold with pointCount > 0 counting as
// overlap. Built only when Box2D is found (overlap-bench reports it when it is).

#include <chrono>
#include <string>

namespace overlap::bench {

struct Box2dFigure {
    double nsPerTest = 0.0;
    // The share of the set where Box2D's yes/no is the exact verdict (touching counts). Box2D
    // works in floats and fattens polygons by b2_polygonRadius, so a few differ.
    double agreement = 0.0;
};

struct Box2dFigures {
    std::string version; // the package's, "2.4.1"
    Box2dFigure circles; // b2CollideCircles, the circle-circle set
    Box2dFigure polygon; // b2CollidePolygonAndCircle, the circle-rect set
    Box2dFigure rotated; // b2CollidePolygonAndCircle, the circle-rotated set
};

Box2dFigures timeBox2d(std::chrono::nanoseconds budget, int runs);

} // namespace overlap::bench
