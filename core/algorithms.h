#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <span>
#include <string>
#include <string_view>

namespace overlap {

// Which two kinds of shape a method takes, in its own order (circle first).
enum class Pair { RectRect, CircleCircle, CircleRect, CircleRotatedRect, RotatedRects };

// "rect-rect", "circle-circle", "circle-rect", "circle-rotated", "rotated-rotated"
std::string_view pairName(Pair p);

// One row of the table of methods. `run` expects valid shapes of the pair's types; use
// runAlgorithm() for the checked entry point.
struct Algorithm {
    std::string_view id;    // stable: files, tests and lesson text key on it
    std::string_view title; // English; the app translates by id
    Pair pair;
    int lesson;               // section of METHODS.md
    bool pitfall;             // a deliberately wrong copy of a tutorial's mistake
    std::string_view correct; // pitfall: the correct method it gets wrong
    std::string_view mistake; // pitfall: the mistake in one line
    Result (*run)(const Shape& a, const Shape& b, Touching t, Trace* trace);
};

// Every method, correct ones first in lesson order, then the pitfalls.
std::span<const Algorithm> algorithms();
const Algorithm* findAlgorithm(std::string_view id);

// The checked entry point: an error for invalid shapes or a pair the method does not take;
// a verdict (and on request its trace) otherwise. Shapes may come in either order, and an
// axis-aligned rect may stand for a rotated one and vice versa when that is exact.
struct Outcome {
    std::string error; // empty on success
    Result result;
    bool ok() const { return error.empty(); }
};
Outcome runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Touching t,
                     Trace* trace = nullptr);

} // namespace overlap
