#pragma once

#include <vector>

namespace overlap::compare {
class CompareMode;
}

namespace overlap::bench {

// animate_frame_ms: compare mode with four panes of the circle vs rotated rect methods, all
// playing the turn back by −θ as the player does at 60 frames a second (36 frames to a
// beat). One frame: every pane drawn at the next fraction, to the end of the repaint that
// shows it (timed as a drag step is, against the same plain-view floor). The ms of `count`
// frames after `warmup` unmeasured ones; empty when the panes have no turn.
std::vector<double> animateFrames(compare::CompareMode* mode, int warmup, int count);

} // namespace overlap::bench
