#pragma once

#include "core/geometry/vec2.h"

namespace overlap {

struct Result {
    bool overlap = false;
};

} // namespace overlap
