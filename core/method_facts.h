#pragma once

// The kinds of fact every row of the method table (core/method_table.h) carries besides its
// verdict function: plain values, so that the table can be a constexpr array.

#include <string_view>

namespace overlap {

// The work one test does, counted in the method's code as this core runs it (the cheap
// path that decides almost every case; the exact fallback is rare and not counted).
struct OpCounts {
    int squareRoots = 0;
    int trigCalls = 0;       // cos and sin each count one
    int comparisons = 0;     // at most, in the decision (each a possible branch)
    int multiplications = 0; // in the decision's arithmetic
};

// How a method divides the plane of the moving shape's centre, for the compare overlays.
enum class ZoneScheme {
    Verdict,     // apart, touching, overlap: every method has it
    NineRegions, // the lines through the rect's edges (nine-region and clamp)
    RoundedRect, // the rect, its wide and tall rects and four corner discs (Minkowski sum)
    FoldBands,   // the quadrant about the rect's centre, and the band the folded centre is in
};

// One step a method's trace can show, and what it means across methods so that compare
// mode lines up steps with the same meaning. An empty meaning: the step id itself (a step
// no other method shares). A step that decides always means "verdict".
struct StepMeaning {
    std::string_view step;
    std::string_view meaning;
};

// Whether compare mode and the tour show a method for its shapes without being asked: 0 no,
// else its place among the usual methods of its shapes (1 first).
struct Usual {
    int place = 0;
};
inline constexpr Usual kNotUsual{0};

} // namespace overlap
