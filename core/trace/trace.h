#pragma once

#include "core/geometry/vec2.h"
#include "core/result.h"
#include "core/trace/point_list.h"
#include "core/verdict_class.h"
#include "core/vocabulary/symbol.h"

#include <optional>

#include <string>
#include <vector>

namespace overlap {

// What a primitive means in the construction; the app maps roles to pens, never the core.
enum class Role {
    Subject,      // the shapes being tested
    Construction, // helper geometry: bands, axes, edge lines, rolled paths
    Band,         // an interval or slab a coordinate is tested against
    Region,       // a region of the plane the centre is classified into
    Nearest,      // a nearest point
    Distance,     // the distance being compared
    Radius,       // a radius or sum of radii laid out for comparison
    Overlap,      // an overlap (intersection) region, or two intervals' shared part
    Gap,          // a gap that separates
    Depth,        // how far two shapes reach into each other (the gap's opposite)
    Separating,   // a separating edge or axis
    Ghost,        // a moved copy (centre rotated back, folded)
    Verdict,      // the deciding comparison
    Leg,          // a leg of the distance: its run along one axis (dx, dy)
    Push,         // push apart: the move that makes the shapes just touch, and its points
    Normal,       // the unit normal from b out towards a (push apart's direction)
    Shadow,       // a shape's projection onto an axis (SAT): an interval cast by its corners
    Motion,       // a moving shape's move over one frame, and the times along it
    Contact,      // where a moving shape first touches the other
};

enum class PrimitiveKind { Point, Segment, Line, Circle, Polygon, Arc, Label };

// Which of the two shapes a primitive belongs to: the app gives shape a and shape b one
// colour each, so a projection or a band reads as "a's" or "b's" without a legend lookup.
enum class Owner : unsigned char { None, A, B };

struct Primitive {
    PrimitiveKind kind = PrimitiveKind::Point;
    Role role = Role::Construction;
    PointList points;      // Point: 1; Segment: 2; Line: a point and a direction; Polygon: n
    double radius = 0.0;   // Circle and Arc
    double startDeg = 0.0; // Arc: start angle, counter-clockwise in y-up
    double spanDeg = 0.0;  // Arc: signed sweep
    // What it is, from the vocabulary: its name everywhere (the glyph, owner and index fill
    // the name's "{o}" and "{k}"). None for an unnamed stroke or a free note.
    Symbol symbol = Symbol::None;
    int index = -1;   // which one of several (corner P2, axis 3, region 5), else -1
    std::string text; // a free note a Label shows (never a name: that is the symbol)
    // The name of one of the step's values to show after the name ("d = 4.24"), formatted as
    // the narration formats it, so the picture can be checked against the text.
    std::string value;
    Owner owner = Owner::None;
    bool arrow = false; // Segment or Arc: an arrowhead at its end (a vector, a turn)
    // Segment or Point: the side its label belongs on, where the construction knows one (d's
    // label away from r's bar beside it, r's away from d's; a witness's on its own shape's
    // side); zero: any side.
    Vec2 labelSide{};
};

// A named number known at a step; integers (region numbers, flags) are exact in a double.
struct Value {
    std::string name;
    double value = 0.0;
};

// A symbol, or one of its several (edge 2, corner 3) when index is not -1.
struct Named {
    Symbol symbol = Symbol::None;
    int index = -1;
    Named(Symbol s, int k = -1) : symbol(s), index(k) {} // NOLINT: a symbol is a Named
    bool matches(Symbol s, int k) const { return symbol == s && (index < 0 || index == k); }
};

// How a step's new elements arrive from what the earlier steps drew: the continuous idea
// between two stills, which a transition plays (core/motion).
enum class MotionKind : unsigned char {
    None,    // a cut: the new elements appear
    Turn,    // about `centre` by `angleDeg` (counter-clockwise, y up)
    Reflect, // across the line through `centre` along `direction`
    Fold,    // `from` reflected into the first quadrant of the frame at `centre` whose x axis
             // is `direction`: across its y axis, then across its x axis, each in turn
    Slide,   // by `offset`: along `direction` first, then across it
    Roll,    // a copy of a circle of `radius` rolls once round the step's outline (its unnamed
             // construction segments and arcs, in order), which its centre draws as it goes
    Drop,    // the step's construction segments are drawn from their first point (a corner
             // dropping square to an axis, a leg), a point at a segment's end riding its tip
    Ride,    // the moving points ride the step's paths (ghost arrows and arcs), one after the
             // other, from the first one's start: the unfold carrying n back over the mirrors
};

struct Motion {
    MotionKind kind = MotionKind::None;
    Vec2 centre{};
    double angleDeg = 0.0;
    Vec2 direction{1, 0};
    Vec2 offset{};
    Vec2 from{};           // Fold: the point folded
    double radius = 0.0;   // Roll: the rolling circle's radius
    double beats = 1.0;    // how long it plays, in ordinary transitions (a roll round is long)
    bool oneByOne = false; // Drop: each segment drawn after the one before, not all at once
    // The elements that do not move are drawn from the start, not on arrival: they explain
    // the move (a push's normal, witnesses and arrow while a's copy slides).
    bool stillFirst = false;
    // Which of the step's elements move (by name); the others appear at the end, and a
    // moved copy's path (a ghost arrow or arc) is drawn as far as the motion has come.
    // Empty: all move.
    std::vector<Named> moving;
};

struct Step {
    std::string id; // stable across inputs: the lesson text and tests key on it
    std::vector<Primitive> primitives;
    // The one to four things this step is about: only they carry numbers in the picture
    // (earlier and other elements keep their names). Empty: whatever shows a value.
    std::vector<Symbol> focus;
    // The names of earlier steps' elements this step keeps beside its focus; the others
    // recede to unnamed context (a late step is read, not a crowd of names). Empty keeps all.
    std::vector<Named> context;
    // The step starts afresh: of the earlier steps only the shapes and what its context names
    // stay drawn (its focus it draws itself), so a deciding step is not read through the
    // whole walk. A fresh step with no context keeps all.
    bool fresh = false;
    Motion motion; // how this step's elements arrive from the step before
    // Its numbers are measured from this point along the world's axes (a rect's own frame,
    // turned back to them): the grid is drawn through it and numbered from it, so that
    // "−hx = −5" stands at the grid's −5. None: from the world's origin.
    std::optional<Vec2> gridOrigin;
    std::vector<Value> values;
    bool decides = false; // this step settles the verdict (the last step, or an early exit)
    bool verdict = false; // meaningful only when decides
};

// The construction of one run of a method, in the order a person would draw it.
struct Trace {
    std::vector<Step> steps;
    // The scene's exact class for this method (runAlgorithm records it): every view names
    // overlap, touching or apart from it, never from a rounded distance.
    std::optional<VerdictClass> verdictClass;
    // The verdict is about a whole frame of a's move (a moving method): a hit, a graze or a
    // miss, not two shapes standing.
    bool moving = false;

    Step& add(std::string id) {
        // Room for a typical construction at once: a million-case test builds millions.
        if (steps.capacity() == 0)
            steps.reserve(8);
        Step& s = steps.emplace_back();
        s.id = std::move(id);
        s.primitives.reserve(8);
        return s;
    }
    // Whether the verdict is known at step k: a step up to k decides (the push step comes
    // after the deciding one, and keeps the verdict shown).
    bool decidedBy(std::size_t k) const {
        for (std::size_t i = 0; i <= k && i < steps.size(); ++i)
            if (steps[i].decides)
                return true;
        return false;
    }
    // The verdict the trace reports: the first deciding step's.
    const Step* decidingStep() const {
        for (const Step& s : steps)
            if (s.decides)
                return &s;
        return nullptr;
    }
};

// Whether p is one of the shapes tested, whole (a or b), not a named piece of one (the
// fold's quarter of b): the shapes stay drawn and named in every step.
bool isWholeShape(const Primitive& p);

// Whether a step is about this symbol: it is among the step's focus, or the step names no
// focus and the symbol shows a value there.
bool inFocus(const Step& s, Symbol symbol);
// Whether an element of an earlier step keeps its name at step s: the shapes always do,
// and so do the step's focus and context (all of them when the step names no context).
bool keepsName(const Step& s, Symbol symbol, int index = -1);
// Whether an element of step `step` is drawn while step `current` is shown: the shapes
// always, the rest unless a fresh step since then (up to current) leaves it out of its
// context.
bool shownAt(const Trace& t, std::size_t step, std::size_t current, const Primitive& p);
// The step's focus as the picture applies it: its own, else the symbols that show values.
std::vector<Symbol> focusOf(const Step& s);

// Builders that keep the method code short.
Primitive point(Role role, Vec2 p, Symbol name = Symbol::None);
Primitive segment(Role role, Vec2 a, Vec2 b, Symbol name = Symbol::None);
Primitive line(Role role, Vec2 through, Vec2 direction, Symbol name = Symbol::None);
Primitive circle(Role role, Vec2 c, double r, Symbol name = Symbol::None);
Primitive polygon(Role role, PointList pts, Symbol name = Symbol::None);
Primitive rectPolygon(Role role, Vec2 min, Vec2 max, Symbol name = Symbol::None);
Primitive arc(Role role, Vec2 c, double r, double startDeg, double spanDeg,
              Symbol name = Symbol::None);
// A free note ("N = C"), optionally about a symbol (so it lights with it).
Primitive label(Role role, Vec2 at, std::string text, Symbol about = Symbol::None);
// A symbol's name (and value, with withValue) written at a point.
Primitive label(Role role, Vec2 at, Symbol name);
// A segment from a to b with an arrowhead at b: a vector.
Primitive arrow(Role role, Vec2 a, Vec2 b, Symbol name = Symbol::None);
// Returns p showing the step value `valueName` beside its name.
Primitive withValue(Primitive p, std::string valueName);
// Returns p as the index-th of its symbol (corner P2, axis 3, region 5).
Primitive withIndex(Primitive p, int index);
// Returns p marked as belonging to shape a or b.
Primitive ownedBy(Primitive p, Owner owner);
// Where a segment or an arc drawn the fraction f of its way ends (f = 1: its tip).
Vec2 endOf(const Primitive& p, double f = 1.0);

} // namespace overlap
