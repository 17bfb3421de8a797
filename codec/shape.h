#pragma once

#include "codec/json.h"
#include "codec/number.h"
#include "core/geometry/convert.h"
#include "core/geometry/shapes.h"

#include <optional>
#include <string>

namespace overlap::codec::shape {

// The one reader and writer of a shape's JSON object, for overlap-cli's case lines and the
// scenario files. The forms:
//   circle:                   {"type": "circle", "x", "y", "r"}
//   rect by corner and size:  {"type": "rect", "x", "y", "w", "h"[, "angle"]}
//   rect by its bounds:       {"type": "rect", "xmin", "ymin", "xmax", "ymax"}
//   turned rect by centre:    {"type": "rect", "cx", "cy", "hw", "hh", "angle"}
// The corner-and-size form is read through core's convertRect (far edges and centre kept as
// exact sums); with "angle" (even 0 or 90) it is a RotatedRect, without a Rect. The last two
// forms involve no arithmetic: files use them for rects the first form cannot give exactly.
// Errors are codes with the field and value; each front end words them its own way.

// Which form a rect object is read in (for the unknown-key hint).
enum class Form { Circle, CornerSize, Bounds, Centre };

struct ReadOptions {
    bool exactForms = false; // also the bounds and centre forms (files; cases have neither)
};

struct Error {
    enum class Kind {
        None,
        NotObject,     // `found`
        DuplicateKey,  // `field`: the first key that comes again
        Missing,       // `field` ("type", "x", ...)
        NotString,     // `field` ("type"), `found`
        UnknownType,   // `text`: the type as written
        UnknownKey,    // `field`: the first key not in `form`
        NotNumber,     // `field`, `found`
        Negative,      // `field` (r, w, h, hw, hh), `number`
        Reversed,      // `field` (xmax, ymax) and `number` below `low` (xmin, ymin), `lowNumber`
        Unconvertible, // `text`: convertRect's reason
        Invalid,       // `text`: core's invalidReason
    };
    Kind kind = Kind::None;
    std::string field;
    json::Value::Kind found = json::Value::Kind::Null;
    double number = 0.0;
    std::string low;
    double lowNumber = 0.0;
    std::string text;
    Form form = Form::Circle;
};

struct Read {
    std::optional<Shape> shape; // valid (core's invalidReason is empty)
    Error error;
    // A rect by corner and size: the numbers as written and convertRect's readings of them.
    std::optional<CornerSizeRect> written;
    ConvertedRect converted;
};

// Reads a shape object. Duplicate keys are refused (the first that comes again) even when
// the JSON reader kept them.
Read read(const json::Value& v, const ReadOptions& options = {});

// The corner-and-size form of a rect and what reading it back gives.
struct CornerForm {
    CornerSizeRect written;
    ConvertedRect back;     // convertRect(written)
    bool sameBits = false;  // back is this very rect, bit for bit (-0.0 kept)
    bool sameValue = false; // back equals it as numbers (0.0 == -0.0)
};
// Nothing when the rect has no such form (core's cornerSizeOf: a size or corner that is
// not a double).
std::optional<CornerForm> cornerForm(const Rect& r);
std::optional<CornerForm> cornerForm(const RotatedRect& r);

// The same shape, every double bit for bit (-0.0 is not 0.0).
bool sameBits(const Shape& a, const Shape& b);

// How the object is laid out: overlap-cli writes {"type":"circle","x":0,...}, files
// {"type": "circle", "x": 0, ...}. Numbers are written alike in both (codec/number.h).
struct Layout {
    bool spaced = true;
};
inline constexpr Layout kCaseLayout{false};
inline constexpr Layout kFileLayout{true};

std::string write(const Circle& c, const Layout& layout);
// The corner-and-size form as given.
std::string write(const CornerSizeRect& r, const Layout& layout);
// The corner-and-size form when it reads back as this very shape, bit for bit; else the
// bounds or centre form, which involve no arithmetic.
std::string write(const Shape& s, const Layout& layout);

} // namespace overlap::codec::shape
