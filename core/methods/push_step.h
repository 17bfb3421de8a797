#pragma once

// The last step of every correct method: the answer to "they overlap: now what?", the
// shortest move of a that makes the two just touch, drawn from the response (push apart).

#include "core/geometry/shapes.h"
#include "core/trace/trace.h"

namespace overlap {

// Appends the step "push" for the caller's shapes (a is the one that moves), in world
// coordinates: the push from wa to wb, the normal where it points out of the pair, and a
// moved (a ghost) just touching b, sliding there. It keeps the method's own elements named
// (C and N, the region, the axis of least overlap); its values say which way and how far.
// The shapes are valid and the trace's verdictClass is set (runAlgorithm does both).
void addPushStep(Trace& trace, const Shape& a, const Shape& b);

} // namespace overlap
