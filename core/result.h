#pragma once

#include "core/geometry/vec2.h"

namespace overlap {

// What a method can say beyond yes/no, recorded in its trace. Informational doubles: the
// verdict never reads them.
struct Contact {
    double separation = 0.0; // > 0: gap between the shapes; < 0: penetration depth; 0: touching
    Vec2 normal;             // unit vector from shape a towards shape b, when defined
    bool hasNormal = false;
};

struct Result {
    bool overlap = false;
};

} // namespace overlap
