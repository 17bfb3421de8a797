#pragma once

// Box2D's narrow phase on the bench's own case sets (bench_cases.h), as a game using Box2D
// would call it: b2CollideCircles on the circle-circle set, b2CollidePolygonAndCircle on
// the circle-rect and circle-rotated sets (the rect as a box polygon), b2CollidePolygons on
// the rect-rect and turned rect-rect sets; a manifold with pointCount > 0 counts as overlap.

#include "core/algorithms.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace overlap::bench {

struct CaseSets;

// The Box2D function each pair is timed against, on that pair's own set.
enum class Box2dFn {
    Circles,              // b2CollideCircles, circle-circle
    PolygonAndCircle,     // b2CollidePolygonAndCircle, circle-rect
    PolygonAndCircleTurn, // b2CollidePolygonAndCircle, circle-rotated
    Polygons,             // b2CollidePolygons, rect-rect
    PolygonsTurned,       // b2CollidePolygons, turned rect-rect (the SAT's set)
};
inline constexpr Box2dFn kBox2dFns[] = {Box2dFn::Circles, Box2dFn::PolygonAndCircle,
                                        Box2dFn::PolygonAndCircleTurn, Box2dFn::Polygons,
                                        Box2dFn::PolygonsTurned};

Box2dFn box2dFnFor(Pair p);
// The JSON name: the function's, with ".rotated" for the turned sets.
std::string_view box2dFnName(Box2dFn f);

// The case sets as Box2D shapes and transforms, built once outside every timed loop.
class Box2dCases {
  public:
    explicit Box2dCases(const CaseSets& sets);
    ~Box2dCases();
    Box2dCases(const Box2dCases&) = delete;
    Box2dCases& operator=(const Box2dCases&) = delete;

    std::size_t size(Box2dFn f) const;
    // One pass over f's set: how many overlap.
    std::uint64_t pass(Box2dFn f) const;
    // One pass of f's response: the manifold, then for a touching one the world manifold
    // (b2WorldManifold::Initialize: the normal, the points and the separations), as Box2D's
    // contact solver reads it. Counts the negative first separations.
    std::uint64_t responsePass(Box2dFn f) const;
    // The share of f's set where Box2D's yes/no is the exact verdict (touching counts). Box2D
    // works in floats and fattens polygons by b2_polygonRadius, so a few differ.
    double agreement(Box2dFn f) const;

    struct Sets; // the shapes, one vector per function (box2d_bench.cpp)

  private:
    std::unique_ptr<Sets> sets_;
};

// The package's version ("2.4.1").
std::string_view box2dVersion();

} // namespace overlap::bench
