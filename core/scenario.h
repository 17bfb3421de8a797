#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"

namespace overlap {

// What a method is asked about: two shapes, whether touching counts as overlap, and a's move
// over one frame (zero: standing still), which only a moving method reads.
struct Scenario {
    Shape a, b;
    Touching touching = Touching::Counts;
    Vec2 motion{};
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace overlap
