#pragma once

// Push apart: how far two shapes are from touching, and which way. What a game does next
// once a test says "overlap": the contact normal, the separation and the witness points.

#include "core/geometry/shapes.h"
#include "core/verdict_class.h"

#include <optional>
#include <string>

namespace overlap {

struct Response {
    // Exact: the class every correct method of the pair gives.
    VerdictClass verdict = VerdictClass::Apart;
    // Signed distance: negative when they overlap (its size is the depth, the length of the
    // shortest move of a that separates them), 0 exactly when they touch, positive when
    // apart (the distance between them). Its sign is always the exact class's.
    double separation = 0.0;
    // Unit, from b towards a: the way to move a. Moving a by −separation · normal makes them
    // touch, from overlap and from apart alike.
    Vec2 normal{1.0, 0.0};
    // The move of a that makes them touch: −separation · normal.
    Vec2 push() const { return (-separation) * normal; }
    // The points on a and on b that realise the separation: onA + (−separation) · normal
    // = onB (the same point when touching).
    Vec2 onA, onB;
    // False when several moves are shortest (concentric circles, a centre as far from two
    // edges, a corner against a corner): the one given is the first in a fixed order
    // (+x, −x, +y, −y; a's axes before b's).
    bool unique = true;
};

// The response for two valid shapes of one pair, in either order (a is the one to move).
// Every rounded value is within responseErrorBound(a, b) of the true one (the normal's
// parts within that bound over the separation's size, where that is not 0).
struct ResponseOutcome {
    std::string error; // empty on success
    Response response;
    bool ok() const { return error.empty(); }
};
ResponseOutcome respond(const Shape& a, const Shape& b);
// The same for two shapes already checked valid whose exact class is known (a traced run has
// just found it): a construction's push step does not find it again.
Response respondKnowing(const Shape& a, const Shape& b, VerdictClass exact);

// The bound on a response's rounding: some units of 2⁻⁵³ times the size of the numbers it
// is made from (coordinates, radii, half sizes).
double responseErrorBound(const Shape& a, const Shape& b);

} // namespace overlap
