#pragma once

// "Drag a until it just touches along the shortest way", checked exactly: the way is the
// push's (core/response), followed with exact arithmetic where it is exact: a circle against
// a circle or an axis-aligned rect, an axis-aligned rect against one.

#include "core/geometry/shapes.h"
#include "core/verdict_class.h"

namespace overlap::goals {

// Whether the shortest way of a out of b (overlapping) or into touch with b (apart) is one
// the check can follow exactly and is the only one: false for a turned rect, concentric
// circles, a centre as far from two edges, and shapes that already touch.
bool hasExactShortestWay(const Shape& a, const Shape& b, VerdictClass cls);

// Whether `now` is `start` (whose class with b is `cls`) moved by a translation alone, of the
// same size, some way along its shortest way: in the push's direction and exactly on its line.
// With the shapes touching that is the push itself.
bool movedAlongShortestWay(const Shape& start, const Shape& now, const Shape& b, VerdictClass cls);

} // namespace overlap::goals
