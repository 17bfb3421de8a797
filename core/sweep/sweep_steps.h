#pragma once

// The parts the moving pictures (lessons 9 and 10) share: the move as a time line, the
// slab method's times on it, and the frames a per-frame test looks at.

#include "core/policy.h"
#include "core/sweep/sweep.h"
#include "core/trace/trace.h"

#include <functional>

namespace overlap::sweep {

// The times in [0, 1] a point's path spends in an interval along one axis, or in a box.
struct Span {
    bool meets = false;
    double in = 0, out = 0;
};
Span axisSpan(double q, double d, double lo, double hi);
// The slab method: inside the box while inside both intervals, from the later start to the
// earlier end.
Span boxSpan(const Span& x, const Span& y);

// Whether a class counts as the shapes meeting under the policy.
bool meetsUnder(SweepClass c, Touching t);
inline double flag(bool b) {
    return b ? 1.0 : 0.0;
}
// The impact step's first values, as the moving circle lessons' text reads them: t, whether
// the shapes meet under the policy, and which of hit, touch and miss the sweep found.
std::vector<Value> impactValues(const Sweep& swept, double t, bool met);

// A point c moving by m over one frame, drawn in a scene of extent `size`.
struct MovePath {
    Vec2 c, m;
    double size = 1;
    Vec2 across{}; // unit, square to the move (zero when it stands still)
    bool moves() const { return m.x != 0 || m.y != 0; }
    Vec2 at(double t) const { return c + t * m; }
};
MovePath movePath(Vec2 c, Vec2 m, double size);

// A step timing the path through the box [lo, hi] by the slab method: the box over
// `backdrop`, named `name` at nameAt, each axis's times as a bar beside the move (x's on
// one side, y's on the other), and where the path is inside both, t in to t out. Values
// xmeets, xin, xout, ymeets, yin, yout, inside, tin, tout, moves, once. Fresh, keeping
// `context`. Returns the times inside.
Span addSlabStep(Trace& tr, const MovePath& p, const char* id, Vec2 lo, Vec2 hi, Symbol name,
                 Vec2 nameAt, std::vector<Primitive> backdrop, std::vector<Named> context);

// What a per-frame test sees of a at frame k: its copy there and the class there.
struct FrameView {
    Primitive ghost;
    SweepClass seen;
    Vec2 wordAt; // where its verdict is written
};
// The step of frames 0 to count - 1 (3 at most): a's copies sliding in by the move, each
// with its verdict on landing. Values hit0..2, touch0..2 (of the frames drawn), tunnels (no
// frame up to 1 meets, the frame does), moves.
void addFramesStep(Trace& tr, const MovePath& p, Touching touching, const Sweep& sweep,
                   const std::function<FrameView(int k)>& frame, int count = 3);

} // namespace overlap::sweep
