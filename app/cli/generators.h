#pragma once

#include "app/cli/case_format.h"
#include "app/cli/rng.h"
#include "core/pairs.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace overlap::cli {

enum class GenKind { Random, Boundary, Degenerate, Containment };

std::string_view genKindName(GenKind k); // "random", "boundary", "degenerate", "containment"

// The kind of the i-th line (from 0): a fixed cycle in which the first four lines already
// hold every kind.
GenKind kindOfLine(std::size_t i);

// One test vector of the given kind, in small integers and halves so that float code can
// be exact:
//   random       shapes anywhere; with `rotated`, an angle that is a multiple of 15 degrees,
//                kept only when the verdict survives a change of the radius by 1e-6 relative
//   boundary     exactly touching: a circle on an edge or on a corner along a Pythagorean
//                triple, two circles along a triple or an axis, rects sharing an edge or a
//                corner
//   degenerate   a zero radius, width or height
//   containment  one shape inside the other
// With `rotated` (circle-rect, and rect-rect for the finder's turned-rect methods) every
// rect has an angle; outside random cases it is a right angle such as 90, 180, 270, -90 or
// 450, and random rect-rect cases turn each rect by its own multiple of 15 degrees (with no
// check of the boundary: the finder makes its own). The shapes come in either order.
// Nothing, with the reason, if the core refuses a shape it built (a bug).
struct Generated {
    CaseShape a, b;
};
// `pair`: a kind (pairKinds()), named as kindNamed() reads it.
std::optional<Generated> generateCase(Rng& rng, Pair pair, bool rotated, GenKind kind,
                                      std::string* error);

} // namespace overlap::cli
