#pragma once

#include "core/sweep/sweep.h"

#include <optional>
#include <string>
#include <string_view>

namespace overlap::cli {

// A learner's answer for one case, or why the line cannot be read as one.
struct Answer {
    std::optional<bool> value;
    std::string error;
};

// Reads one line of answers. Accepted, with surrounding whitespace: true, false, 1 or 0 in
// any case; a JSON boolean; a JSON object with a boolean under "overlap" or "result"; or an
// eval output object, whose first boolean member is the answer.
Answer readAnswer(std::string_view line);

// A learner's answer for a moving case: the class and, if given, the time of impact.
struct SweepAnswer {
    std::optional<SweepClass> verdict;
    std::optional<double> toi; // none when not given or null
    std::string error;
};

// Reads one line of answers for a case with a motion: hit, touch or miss in any case, as a
// word or a JSON string; a JSON object with "class" (and "toi", a number or null); or eval's
// output, whose first member holding "class" is the answer.
SweepAnswer readSweepAnswer(std::string_view line);

} // namespace overlap::cli
