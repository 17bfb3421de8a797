#pragma once

#include "core/geometry/shapes.h"
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

// The opening picture of a circle-rect method: the circle and its centre C (shape a, the
// circle, in the method's order; the caller's order is restored by runAlgorithm) and the rect.
std::vector<Primitive> subjectPrimitives(const Circle& c, const Rect& r);

// The rounded rect (b grown by r) as the path a rolling circle's centre takes: four straight
// runs and four quarter arcs, unnamed construction in order (a Roll motion draws them).
std::vector<Primitive> roundedOutline(const Rect& b, double r);

// The clamp construction in a frame whose rect is [lo, hi]: the two bands, the nearest
// point n and the segment from the centre to it. Shared by lessons 3 and 7; the nearest
// point is named `nearestName` ("N", or "N'" in a turned rect's own frame).
void addClampSteps(Trace& tr, const Frame& f, Vec2 centre, Vec2 lo, Vec2 hi, Vec2 n,
                   Symbol nearestName = Symbol::Nearest);

// The fold construction in the rect's centred frame: the folded centre, the corner h, the
// excess v = |p| - h and its clamped part u, vectors drawn as arrows. Shared by lessons 6
// and 7; `drawAxes` draws the axes x' and y' (lesson 7 has drawn them at its frame step).
// `radius` is the circle's: its folded copy is drawn round q.
// `offset` names the arrow from the origin to p: the fold's own p, or a vector an earlier
// step already named (the turned-back C′ − m), so one arrow keeps one name.
void addFoldSteps(Trace& tr, const Frame& f, Vec2 p, Vec2 h, Vec2 v, Vec2 u, double radius,
                  bool drawAxes = true, Symbol offset = Symbol::FoldOffset);

// The side to name the fold's nearest point on: away from both the corner h and q, whose
// dots and arrows are beside it (zero where it is one of them).
Vec2 nearestNameSide(Vec2 n, Vec2 h, Vec2 q);

// The unfold of a point n found in the first quadrant of frame f back to `to` (n with some
// signs given back): a half-turn arc across each mirror, y's first (the fold crossed x's
// first), each bulging away from the rect so it never runs along an edge. Ghost arrows.
std::vector<Primitive> unfoldPath(const Frame& f, Vec2 n, Vec2 to);

// What a deciding comparison of a centre c with a nearest point n against a radius r draws,
// so it is seen at full strength: n, the distance d from c to n, the radius r laid beside it
// (parallel, from c's side), and on c -> n the gap (from the circle's edge to n, apart) or
// the overlap (from n to the edge, named "depth", or "r − d" when n = c).
// Values d, r, gap and overlap (each 0 when it does not apply), named for the labels.
void addDecidingMeasure(Step& s, Vec2 c, Vec2 n, double d, double r, bool overlap,
                        Symbol nearestName);

// A step that compares d² with r² after addDecidingMeasure: the d and r bars are named
// "d, d²" and "r, r²" and show the squares; squares that differ but would print alike are
// written as d and r with every digit, so the picture shows which way the comparison went.
void labelSquares(Step& s, double lengthSq, double r, bool nameSquares = true);

// The last step of every clamp-like circle method: |c - n|² against r², deciding, drawn in
// the picture's own coordinates (c and n where the construction put them).
// The compared squares are d² and r², in every method (the fold's |u|² is d² too).
void addCompareStep(Trace& tr, Vec2 c, Vec2 n, double lengthSq, double r, bool overlap,
                    Symbol nearestName = Symbol::Nearest);

// Labels for the step's values d2 and r2 beside the bars addDecidingMeasure drew.
void addSquaredLabels(Step& s, Vec2 c, Vec2 n, double r);

// What a step deciding by squared lengths is about: d and r, the two squares compared and
// the gap or depth they leave, each with its number beside it.
std::vector<Symbol> comparedFocus();

} // namespace overlap
