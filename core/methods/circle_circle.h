#pragma once

#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/result.h"
#include "core/trace/trace.h"

namespace overlap {

// Lesson 2: the distance between centres against the sum of radii.
Result circleCircleDistance(const Circle& a, const Circle& b, Touching t, Trace* trace = nullptr);

// Lesson 2: the same with both sides squared, so no square root is taken.
Result circleCircleSquared(const Circle& a, const Circle& b, Touching t, Trace* trace = nullptr);

} // namespace overlap
