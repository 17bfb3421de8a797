#pragma once

namespace overlap::scene {

// How a legend shows a role in one shape's colour: as the picture draws it. Ordered: a role
// drawn in several forms shows the widest (a line beside a dot is a stroke, an area a patch).
enum class SampleForm : unsigned char {
    Dot,    // points alone
    Stroke, // lines, arcs, segments
    Arrow,  // a stroke with a head: vectors (one arrow among a role's strokes makes it so)
    Patch,  // an area the role's brush fills
};

} // namespace overlap::scene
