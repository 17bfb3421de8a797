#pragma once

#include "core/geometry/shapes.h"
#include "core/method_facts.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/sweep/sweep.h"
#include "core/trace/trace.h"

#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace overlap {

// Which two kinds of shape a method takes, in its own order (circle first).
enum class Pair { RectRect, CircleCircle, CircleRect, CircleRotatedRect, RotatedRects };

// "rect-rect", "circle-circle", "circle-rect", "circle-rotated", "rotated-rotated"
std::string_view pairName(Pair p);

// A method as a typed function: the shapes in its own order, no variant.
template <class A, class B> using TypedFn = Result (*)(const A&, const B&, Touching, Trace*);

// A method's typed entry, for callers that keep their shapes typed (the benchmark), or
// std::monostate: it has none, and such callers go through `run`.
using TypedEntry = std::variant<std::monostate, TypedFn<Rect, Rect>, TypedFn<Circle, Circle>,
                                TypedFn<Circle, Rect>, TypedFn<Circle, RotatedRect>,
                                TypedFn<RotatedRect, RotatedRect>>;

// One row of the table of methods (core/method_table.h): every fact about a method. `run`
// expects valid shapes of the pair's types; use runAlgorithm() for the checked entry point.
struct Algorithm {
    std::string_view id;    // stable: files, tests and lesson text key on it
    std::string_view title; // English; the app translates by id
    Pair pair;
    int lesson;                         // section of METHODS.md
    bool pitfall;                       // a deliberately wrong copy of a tutorial's mistake
    std::string_view correct;           // pitfall: the correct method it gets wrong
    std::string_view mistake;           // pitfall: the mistake in one line
    ZoneScheme zones;                   // how the compare overlays divide the plane for it
    OpCounts ops;                       // the work one test does
    std::span<const StepMeaning> steps; // every step its trace can show, with its meaning
    Usual usual;                        // shown for its shapes without being asked
    TypedEntry typed;
    Result (*run)(const Shape& a, const Shape& b, Touching t, Trace* trace);
    // A moving method (lessons 9 and 10): the id of its row in sweptMethods(), which decides
    // for the motion runAlgorithm is given (`run` is the same test standing still), and its
    // picture, drawn around that exact sweep. Empty for a method of shapes standing still.
    std::string_view swept = {};
    void (*drawSweep)(const Shape& a, Vec2 motion, const Shape& b, const Sweep& sweep, Touching t,
                      Trace& trace) = nullptr;
};

// Every method of shapes standing still, correct ones first in lesson order, then the
// pitfalls.
std::span<const Algorithm> algorithms();
// The methods lessons teach on a moving shape a (the swept tests); findAlgorithm finds them.
std::span<const Algorithm> movingMethods();
const Algorithm* findAlgorithm(std::string_view id);

// A title reads "<shapes or Pitfall>: <name>"; the name is what tells the method apart from
// the others of its shapes, and is what a pane that already shows the shapes names it by.
std::string_view methodName(const Algorithm& algorithm);

// The checked entry point: an error for invalid shapes or a pair the method does not take;
// a verdict (and on request its trace) otherwise. Shapes may come in either order, and an
// axis-aligned rect may stand for a rotated one and vice versa when that is exact.
struct Outcome {
    std::string error; // empty on success
    Result result;
    bool ok() const { return error.empty(); }
};
// `motion` is a's move over one frame: a moving method sweeps a along it, the others test
// the shapes where they stand (frame 0).
Outcome runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Touching t,
                     Trace* trace = nullptr, Vec2 motion = {});

} // namespace overlap
