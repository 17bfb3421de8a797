#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"

namespace overlap {

// What a method is asked about: two shapes and whether touching counts as overlap.
struct Scenario {
    Shape a, b;
    Touching touching = Touching::Counts;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace overlap
