#pragma once

#include <string>

namespace overlap::codec {

// How a double is written as a JSON number. Both read back as the same double; they differ
// in -0 and in round numbers, and each is pinned by its front end's tests.
enum class NumberStyle {
    // overlap-cli's lines: integers below 2^53 in plain digits ("3", "100000", "-0"), every
    // other number in the shortest round-trip form of std::to_chars.
    Plain,
    // Scenario files: the shortest round-trip form of std::to_chars everywhere ("1e+05"),
    // -0 as "-0.0" so that readers that make integers of "-0" keep its sign.
    Shortest,
};

// The number as JSON text; NaN and infinities, which JSON cannot hold, as "null".
std::string numberText(double v, NumberStyle style);

} // namespace overlap::codec
