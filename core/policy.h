#pragma once

namespace overlap {

// Whether shapes that only touch (distance exactly 0) count as overlapping.
enum class Touching {
    Counts,   // closed shapes: every final comparison is <=
    Separate, // open shapes: every final comparison is strict <
};

} // namespace overlap
