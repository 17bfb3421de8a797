#pragma once

#include "app/cli/case_format.h"

#include <cstddef>
#include <functional>

namespace overlap::cli {

// Whether a candidate case still shows what is being shrunk (a wrong answer, a
// disagreement). Called with shapes of the same types, in the same order, as the start.
using KeepCase = std::function<bool(const CaseShape& a, const CaseShape& b)>;

struct ShrunkCase {
    CaseShape a, b;
    std::size_t steps = 0; // accepted simplifications
};

// The case with its numbers made as small as they go while keep() holds, by the finder's
// moves: per number (x, y, r, w, h) 0, half toward 0, one step toward 0, its whole part;
// an angle on a 15-degree grid (0, half, a right angle less, 15 degrees less); both shapes
// moved together toward the origin on each axis; and, when none helps, two numbers at once
// one step or half toward 0 (a radius with the distance it spans). No number grows in
// absolute value, so it ends; at most `maxTries` candidates are asked. Deterministic.
// keep(a, b) is assumed to hold for the start. With `keepPositiveSizes`, a radius, width or
// height above 0 stays above 0 (it shrinks to 1, or stays below 1), so that a case of
// solid shapes is not shrunk into points and segments.
struct ShrinkOptions {
    bool keepPositiveSizes = false;
    std::size_t maxTries = 50000;
};
ShrunkCase shrinkCase(const CaseShape& a, const CaseShape& b, const KeepCase& keep,
                      const ShrinkOptions& options = {});

} // namespace overlap::cli
