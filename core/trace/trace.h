#pragma once

#include "core/geometry/vec2.h"
#include "core/result.h"
#include "core/verdict_class.h"

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
    Overlap,      // an overlap (intersection) region
    Gap,          // a gap that separates
    Separating,   // a separating edge or axis
    Ghost,        // a moved copy (centre rotated back, folded)
    Verdict,      // the deciding comparison
};

enum class PrimitiveKind { Point, Segment, Line, Circle, Polygon, Arc, Label };

// Which of the two shapes a primitive belongs to: the app gives shape a and shape b one
// colour each, so a projection or a band reads as "a's" or "b's" without a legend lookup.
enum class Owner : unsigned char { None, A, B };

struct Primitive {
    PrimitiveKind kind = PrimitiveKind::Point;
    Role role = Role::Construction;
    std::vector<Vec2> points; // Point: 1; Segment: 2; Line: a point and a direction; Polygon: n
    double radius = 0.0;      // Circle and Arc
    double startDeg = 0.0;    // Arc: start angle, counter-clockwise in y-up
    double spanDeg = 0.0;     // Arc: signed sweep
    std::string text;         // Label text, or a name for any primitive ("A", "N", "d")
    // The name of one of the step's values to show after the name ("d = 4.24"), formatted as
    // the narration formats it, so the picture can be checked against the text.
    std::string value;
    Owner owner = Owner::None;
    bool arrow = false; // Segment or Arc: an arrowhead at its end (a vector, a turn)
};

// A named number known at a step; integers (region numbers, flags) are exact in a double.
struct Value {
    std::string name;
    double value = 0.0;
};

struct Step {
    std::string id; // stable across inputs: the lesson text and tests key on it
    std::vector<Primitive> primitives;
    std::vector<Value> values;
    bool decides = false; // this step settles the verdict (the last step, or an early exit)
    bool verdict = false; // meaningful only when decides
};

// The construction of one run of a method, in the order a person would draw it.
struct Trace {
    std::vector<Step> steps;
    std::optional<Contact> contact; // where the method yields it
    // The scene's exact class for this method (runAlgorithm records it): every view names
    // overlap, touching or apart from it, never from the rounded contact.
    std::optional<VerdictClass> verdictClass;

    Step& add(std::string id) {
        steps.push_back(Step{std::move(id), {}, {}, false, false});
        return steps.back();
    }
    // The verdict the trace reports: the first deciding step's.
    const Step* decidingStep() const {
        for (const Step& s : steps)
            if (s.decides)
                return &s;
        return nullptr;
    }
};

// Builders that keep the method code short.
Primitive point(Role role, Vec2 p, std::string name = {});
Primitive segment(Role role, Vec2 a, Vec2 b, std::string name = {});
Primitive line(Role role, Vec2 through, Vec2 direction, std::string name = {});
Primitive circle(Role role, Vec2 c, double r, std::string name = {});
Primitive polygon(Role role, std::vector<Vec2> pts, std::string name = {});
Primitive rectPolygon(Role role, Vec2 min, Vec2 max, std::string name = {});
Primitive arc(Role role, Vec2 c, double r, double startDeg, double spanDeg, std::string name = {});
Primitive label(Role role, Vec2 at, std::string text);
// A segment from a to b with an arrowhead at b: a vector.
Primitive arrow(Role role, Vec2 a, Vec2 b, std::string name = {});
// Returns p showing the step value `valueName` beside its name.
Primitive withValue(Primitive p, std::string valueName);
// Returns p marked as belonging to shape a or b.
Primitive ownedBy(Primitive p, Owner owner);

} // namespace overlap
