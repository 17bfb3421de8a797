#pragma once

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

} // namespace overlap::cli
