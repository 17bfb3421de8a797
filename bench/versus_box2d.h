#pragma once

// Every method of the table timed against the Box2D function of its pair on the same cases,
// in the same process, interleaved: one run of the method, then one of Box2D's, round after
// round, so that other work on the machine hits both alike. The least run of each is kept.

#include "bench/box2d_bench.h"

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace overlap::bench {

struct MethodVersus {
    std::string id;
    bool correct = true;  // false for a pitfall: it has no ratio and no floor
    double ns = 0.0;      // ours, per test
    Box2dFn against{};    // the Box2D function of its pair
    double box2dNs = 0.0; // Box2D's least in the runs interleaved with this method's
    double ratio = 0.0;   // box2dNs / ns: above 1, ours is faster
    double floor = 0.0;   // the ratio this method must reach (0: none)
    // The Box2D function the floor is set against: the pair's own, but for circle-circle
    // b2CollidePolygonAndCircle, as issue 16 sets it; and the ratio to it.
    Box2dFn floorAgainst{};
    double floorRatio = 0.0;
    bool met() const { return !correct || floorRatio >= floor; }
};

struct Box2dVersus {
    Box2dFn fn{};
    double ns = 0.0; // its least over every run
    double agreement = 0.0;
};

struct Versus {
    std::vector<MethodVersus> methods; // table order
    std::vector<MethodVersus> batches; // the batch entries, id "<method>.batch"
    std::vector<Box2dVersus> box2d;    // kBox2dFns order
    // Push apart: every correct method's response path (core/response/typed_response.h)
    // against its pair's Box2D function followed by b2WorldManifold::Initialize, interleaved
    // alike; floor and floorRatio by responseFloorOf, against the pair's own function.
    std::vector<MethodVersus> responses;
    std::vector<Box2dVersus> box2dResponses; // kBox2dFns order; agreement unused
};

// The floor of a method, by issue 16: the clamp, fold and circle-circle methods at least 3x
// as fast as Box2D, every other correct method at least as fast.
double floorOf(const Algorithm& a);
// The floor of a method's response path, by issue 28: at least 2x Box2D's manifold with its
// world manifold for a pair with a circle, at least 1x for every other correct method.
double responseFloorOf(const Algorithm& a);
// The Box2D function a method's floor is measured against.
Box2dFn floorFnFor(Pair p);

// `rounds` rounds of `runs` interleaved runs each, a run about `runBudget` long.
Versus timeAgainstBox2d(std::chrono::nanoseconds runBudget, int rounds, int runs);

} // namespace overlap::bench
