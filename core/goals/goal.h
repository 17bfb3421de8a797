#pragma once

#include "core/scenario.h"
#include "core/verdict_class.h"

#include <optional>
#include <string>
#include <vector>

namespace overlap::goals {

// What a placing exercise asks of the scene: every condition given must hold at once. The
// classes are the core's exact classes, so "touching" is a touch to the last bit, never
// "close enough".
struct Goal {
    // The method whose exact class is meant (all correct methods share it); a table id.
    std::string method;
    // The shapes' exact class must be this.
    std::optional<VerdictClass> shapes;
    // The shapes' axis-aligned bounding boxes' exact class must be this (circles and
    // axis-aligned rects only: a turned rect's box has no exact corners).
    std::optional<VerdictClass> boxes;
    // A circle's centre must lie beyond this edge of an axis-aligned rect and level with it
    // (within the edge's span), so that a touch is a touch of that edge. Named as in y-up:
    // the top edge is the one of largest y.
    enum class Side { Left, Right, Bottom, Top };
    std::optional<Side> side;
    // The shapes' class must differ from the starting scene's ("until the verdict flips").
    bool flip = false;
    // Shape a must have moved only along its shortest way, the push at the start (exactly on
    // its line and in its direction; shortest_way.h), so that with "touching" a touches b by
    // the shortest move.
    bool shortest = false;
    // What must stay as it was at the start, so the flip comes from the intended move.
    enum class Keep {
        A,      // shape a, all of it
        B,      // shape b, all of it
        BFrame, // shape b's centre and size: only its angle may change
    };
    std::vector<Keep> keep;
    friend bool operator==(const Goal&, const Goal&) = default;
};

// The exact class of the boxes around two shapes, or nothing when a shape is a turned rect.
std::optional<VerdictClass> boxClass(const Shape& a, const Shape& b);

// The first condition `now` fails, in the order a learner is told: the method cannot judge
// the shapes, a kept shape moved, the class, the shortest way, the side, the flip, the boxes;
// None when the goal is met.
enum class Unmet { None, Method, Keep, Shapes, Shortest, Side, Flip, Boxes };
Unmet firstUnmet(const Goal& goal, const Scenario& now, const Scenario& start);

// Whether the centre of circle `a` is beyond `side` of rect `b` and level with it, exactly;
// false for other shapes (a turned rect only at a right angle, as its exact rect).
bool beyond(Goal::Side side, const Shape& a, const Shape& b);

// Whether `now` meets the goal for an exercise that started at `start`. False when the
// method is unknown or does not take the shapes.
bool met(const Goal& goal, const Scenario& now, const Scenario& start);

} // namespace overlap::goals
