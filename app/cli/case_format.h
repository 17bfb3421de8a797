#pragma once

#include "app/cli/json_value.h"
#include "core/geometry/convert.h"
#include "core/geometry/shapes.h"

#include <optional>
#include <string>
#include <string_view>

namespace overlap::cli {

// A shape as a case writes it, with the core's forms of it.
struct CaseShape {
    enum class Type { Circle, Rect };
    Type type = Type::Circle;
    Circle circle;                     // Circle
    CornerSizeRect written;            // Rect: corner, size and angle as written
    std::optional<Rect> aligned;       // Rect: when axis-aligned (no angle, or a right angle)
    std::optional<RotatedRect> turned; // Rect: always

    bool isCircle() const { return type == Type::Circle; }
    bool isRect() const { return type == Type::Rect; }
    // Zero radius, width or height: a point or a segment.
    bool isDegenerate() const;
    // The core's shape: the circle; for a rect written with an angle the rotated rect (so
    // that a method with its own trigonometry sees the angle), else the axis-aligned rect.
    // runAlgorithm turns either into the form a method takes, exactly.
    Shape shape() const;
};

// One line of cases: {"a": SHAPE, "b": SHAPE} with optional "id", "kind", "motion" ([dx, dy])
// and "expected".
struct Case {
    std::optional<std::string> id;
    std::optional<std::string> kind; // gen's label: random, boundary, degenerate, containment
    CaseShape a, b;
    // a's displacement over one frame (t from 0 to 1; b stays): the case is then a sweep.
    std::optional<Vec2> motion;
    std::optional<JsonValue> expected; // kept as written; eval ignores it
};

// Builds a circle or a rect as the reader would, or says why not (convertRect's reason for
// a rect whose edges or centre are not exact doubles).
CaseShape makeCircle(double x, double y, double r);
std::optional<CaseShape> makeRect(const CornerSizeRect& written, std::string* error = nullptr);

// Reads a parsed case, or returns what is wrong in one phrase ("a.w is missing",
// "key \"x\" appears twice in a", "a.type \"triangle\" is not circle or rect").
std::string readCase(const JsonValue& v, Case& out);

// Parses one line of text and reads the case in it; an empty string on success, else the
// phrase for "line N: ...": "empty line", "not JSON: ...", "b.r is negative (-1)".
std::string parseCaseLine(std::string_view line, Case& out);

// A core shape as a case writes it: a circle as it is, an axis-aligned rect by corner and
// size, a turned rect by corner, size and angle. Nothing, with the reason, when the
// written form would not read back as exactly this shape.
std::optional<CaseShape> caseShapeFrom(const Shape& s, std::string* error = nullptr);

// SHAPE as JSON: {"type":"circle","x":0,"y":0,"r":5} or
// {"type":"rect","x":0,"y":0,"w":4,"h":2[,"angle":90]}, numbers read back exactly.
std::string shapeJson(const CaseShape& s);

} // namespace overlap::cli
