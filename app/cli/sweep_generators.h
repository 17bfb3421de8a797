#pragma once

#include "app/cli/case_format.h"
#include "app/cli/rng.h"
#include "core/algorithms.h"

#include <string_view>

namespace overlap::cli {

// The kinds of moving test vectors gen --motion writes, in a cycle.
enum class SweepGenKind {
    Random, // shapes and a motion anywhere
    Tunnel, // a fast shape through a thin one: neither frame meets it, the path does
    Graze,  // the path touches exactly: along an edge, or past a corner along a 3-4-5
    Inside, // they already overlap at the start: the time is 0
    Still,  // no motion: the static class
};

std::string_view sweepGenKindName(SweepGenKind k); // "random", "tunnel", ...
SweepGenKind sweepKindOfLine(std::size_t i);

// a moves by `motion`; b stands.
struct GeneratedSweep {
    CaseShape a, b;
    Vec2 motion;
};

// One moving test vector of a pair kind (pairKinds()), in small integers and halves.
GeneratedSweep generateSweep(Rng& rng, Pair kind, SweepGenKind k);

} // namespace overlap::cli
