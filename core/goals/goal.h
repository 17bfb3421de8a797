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
    // The shapes' class must differ from the starting scene's ("until the verdict flips").
    bool flip = false;
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
// the shapes, a kept shape moved, the class, the flip, the boxes; None when the goal is met.
enum class Unmet { None, Method, Keep, Shapes, Flip, Boxes };
Unmet firstUnmet(const Goal& goal, const Scenario& now, const Scenario& start);

// Whether `now` meets the goal for an exercise that started at `start`. False when the
// method is unknown or does not take the shapes.
bool met(const Goal& goal, const Scenario& now, const Scenario& start);

} // namespace overlap::goals
