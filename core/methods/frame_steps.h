#pragma once

#include "core/result.h"
#include "core/trace/trace.h"

namespace overlap {

// Where a method's local picture is drawn: world = origin + x * u + y * v.
struct Frame {
    Vec2 origin;
    Vec2 u{1.0, 0.0};
    Vec2 v{0.0, 1.0};
    Vec2 toWorld(Vec2 p) const { return origin + p.x * u + p.y * v; }
    Vec2 dirToWorld(Vec2 d) const { return d.x * u + d.y * v; }
};

// The clamp construction in a frame whose rect is [lo, hi]: the two bands, the nearest
// point n and the segment from the centre to it. Shared by lessons 3 and 7.
void addClampSteps(Trace& tr, const Frame& f, Vec2 centre, Vec2 lo, Vec2 hi, Vec2 n);

// The fold construction in the rect's centred frame: the folded centre, the corner h, the
// excess v = |p| - h and its clamped part u. Shared by lessons 6 and 7.
void addFoldSteps(Trace& tr, const Frame& f, Vec2 p, Vec2 h, Vec2 v, Vec2 u);

// The last step of every circle method: squared length against r², deciding.
void addCompareStep(Trace& tr, double lengthSq, double r, bool overlap);

// Gap (> 0) or penetration (< 0) of a circle at `centre` against the rect [lo, hi] of its
// frame, with the normal from circle to rect in frame coordinates; informational.
Contact clampContact(Vec2 centre, Vec2 lo, Vec2 hi, double r);
// The same contact with its normal turned into world coordinates.
Contact toWorld(const Frame& f, Contact c);

} // namespace overlap
