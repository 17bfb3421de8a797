#pragma once

#include "core/algorithms.h"
#include "core/sweep/sweep.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace overlap {

// The swept methods: how a moving shape is tested against a standing one over a frame, each
// with the pair kind it takes (pairKinds(): CircleRect, CircleCircle, RectRect), the
// correct ones and the pitfalls, in the order answers list them.
struct SweptMethod {
    std::string_view id;    // "circle-rect.swept", "pitfall.frames-only", ...
    std::string_view title; // "Moving circle vs rect: swept test"
    Pair kind;
    bool pitfall = false;
    // A pitfall's mistake in a phrase, for hints; empty for a correct method.
    std::string_view mistake;
    Sweep (*run)(const Shape& moving, Vec2 motion, const Shape& standing) = nullptr;
};

std::span<const SweptMethod> sweptMethods();
const SweptMethod* findSweptMethod(std::string_view id);

// The pair kind of two shapes (a circle and a rect in either order are CircleRect).
Pair sweptKindOf(const Shape& a, const Shape& b);
// Whether the method's pair kind is the shapes'.
bool sweptMethodTakes(const SweptMethod& m, const Shape& a, const Shape& b);
// The correct swept method of a pair kind, the reference its pitfalls are judged against.
const SweptMethod* correctSweptMethod(Pair kind);

struct SweepOutcome {
    std::string error; // empty on success
    Sweep sweep;
};

// The method's sweep of a moving by `motion` against b standing, in either order (a rect
// moving against a circle is the circle moving back against the rect), or why not: a
// shape of another pair, a rect turned off the axes, a motion that is not finite.
SweepOutcome runSweptMethod(const SweptMethod& m, const Shape& a, Vec2 motion, const Shape& b);

} // namespace overlap
