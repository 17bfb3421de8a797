#include "app/cli/case_format.h"

#include "app/cli/json_write.h"
#include "codec/shape.h"
#include "core/geometry/visit.h"

#include <algorithm>
#include <array>
#include <span>

namespace overlap::cli {

namespace {

std::string quoted(std::string_view s) {
    return jsonString(s);
}

// The first key that appears twice, as "key \"x\" appears twice in <where>".
std::string duplicateKey(const JsonValue& obj, std::string_view where) {
    const JsonMember* repeated = codec::json::firstRepeatedKey(obj);
    if (!repeated)
        return {};
    return "key " + quoted(repeated->key) + " appears twice in " + std::string(where);
}

std::string unknownKey(const JsonValue& obj, std::span<const std::string_view> allowed,
                       std::string_view where, std::string_view note = {}) {
    for (const auto& [key, value] : obj.members) {
        bool known = false;
        for (std::string_view k : allowed)
            known = known || key == k;
        if (!known)
            return "unknown key " + quoted(key) + " in " + std::string(where) + std::string(note);
    }
    return {};
}

std::string mistyped(std::string_view what, std::string_view wanted, JsonValue::Kind got) {
    return std::string(what) + " must be " + std::string(wanted) + ", got " +
           std::string(kindName(got));
}

std::string mistyped(std::string_view what, std::string_view wanted, const JsonValue& got) {
    return mistyped(what, wanted, got.kind);
}

// The codec's error about shape `name`, in the case format's words.
std::string shapeProblem(const codec::shape::Error& e, const JsonValue& v, std::string_view name) {
    using Kind = codec::shape::Error::Kind;
    const std::string field = std::string(name) + "." + e.field;
    switch (e.kind) {
    case Kind::NotObject:
        return mistyped(name, "an object", e.found);
    case Kind::DuplicateKey:
        return "key " + quoted(e.field) + " appears twice in " + std::string(name);
    case Kind::Missing:
        return field + " is missing";
    case Kind::NotString:
        return mistyped(field, "a string", e.found);
    case Kind::UnknownType:
        return std::string(name) + ".type " + quoted(e.text) + " is not circle or rect";
    case Kind::UnknownKey: {
        const bool circleAngle = e.form == codec::shape::Form::Circle && v.find("angle");
        return "unknown key " + quoted(e.field) + " in " + std::string(name) +
               (circleAngle ? " (a circle has no angle)" : "");
    }
    case Kind::NotNumber:
        return mistyped(field, e.field == "angle" ? "a number (degrees)" : "a number", e.found);
    case Kind::Negative:
        return field + " is negative (" + jsonNumber(e.number) + ")";
    case Kind::Reversed: // cases have no bounds form; worded for completeness
        return field + " is less than " + std::string(name) + "." + e.low;
    case Kind::Unconvertible:
    case Kind::Invalid:
        return std::string(name) + ": " + e.text;
    case Kind::None:
        break;
    }
    return {};
}

// A rect as the case reader keeps it, from what convertRect made of the written numbers.
std::optional<CaseShape> rectShape(const CornerSizeRect& written, const ConvertedRect& c,
                                   std::string* error) {
    if (!c.error.empty() || !c.turned) {
        if (error)
            *error = c.error.empty() ? "rect could not be converted" : c.error;
        return std::nullopt;
    }
    CaseShape s;
    s.type = CaseShape::Type::Rect;
    s.written = written;
    s.aligned = c.aligned;
    s.turned = c.turned;
    return s;
}

std::string readShape(const JsonValue& v, std::string_view name, CaseShape& out) {
    const codec::shape::Read r = codec::shape::read(v);
    if (!r.shape)
        return shapeProblem(r.error, v, name);
    // A rect, turned or not, is kept as written with convertRect's readings of it.
    const auto rect = [&]() -> std::string {
        std::string error;
        auto shape = rectShape(*r.written, r.converted, &error);
        if (!shape)
            return std::string(name) + ": " + error;
        out = *shape;
        return {};
    };
    return std::visit(overloaded{[&](const Circle& c) {
                                     out = makeCircle(c.c.x, c.c.y, c.r);
                                     return std::string();
                                 },
                                 [&](const Rect&) { return rect(); },
                                 [&](const RotatedRect&) { return rect(); }},
                      *r.shape);
}

// The case form of a rect by its corner-and-size form, when that reads back as this rect.
std::optional<CaseShape> rectFrom(const std::optional<codec::shape::CornerForm>& form,
                                  std::string* error) {
    if (!form) {
        if (error)
            *error = "the rect has no exact corner-and-size form (its width, height or corner "
                     "is not a double)";
        return std::nullopt;
    }
    std::optional<CaseShape> out = rectShape(form->written, form->back, error);
    // Read back, it must be the very same rect, not one a rounding away.
    if (out && !form->sameValue) {
        if (error)
            *error = "the rect cannot be written exactly as corner, size and angle";
        return std::nullopt;
    }
    return out;
}

} // namespace

bool CaseShape::isDegenerate() const {
    switch (type) {
    case Type::Circle:
        return circle.r == 0;
    case Type::Rect:
        return written.w == 0 || written.h == 0;
    }
    return false;
}

Shape CaseShape::shape() const {
    switch (type) {
    case Type::Circle:
        return circle;
    case Type::Rect:
        if (written.angleDeg && turned)
            return *turned;
        if (aligned)
            return *aligned;
        return *turned; // the case reader keeps every rect's turned form
    }
    return circle;
}

CaseShape makeCircle(double x, double y, double r) {
    CaseShape s;
    s.type = CaseShape::Type::Circle;
    s.circle = Circle{{x, y}, r};
    return s;
}

std::optional<CaseShape> makeRect(const CornerSizeRect& written, std::string* error) {
    return rectShape(written, convertRect(written), error);
}

std::string readCase(const JsonValue& v, Case& out) {
    if (v.kind != JsonValue::Kind::Object)
        return mistyped("a case", "a JSON object", v);
    if (auto e = duplicateKey(v, "the case"); !e.empty())
        return e;
    static constexpr std::array<std::string_view, 6> keys{"a",    "b",      "id",
                                                          "kind", "motion", "expected"};
    if (auto e = unknownKey(v, keys, "the case"); !e.empty())
        return e;
    Case c;
    for (auto [key, dst] : {std::pair{"id", &c.id}, std::pair{"kind", &c.kind}})
        if (const JsonValue* s = v.find(key)) {
            if (s->kind != JsonValue::Kind::String)
                return mistyped(key, "a string", *s);
            *dst = s->text;
        }
    for (auto [key, dst] : {std::pair{"a", &c.a}, std::pair{"b", &c.b}}) {
        const JsonValue* s = v.find(key);
        if (!s)
            return std::string(key) + " is missing";
        if (auto e = readShape(*s, key, *dst); !e.empty())
            return e;
    }
    if (const JsonValue* m = v.find("motion")) {
        if (m->kind != JsonValue::Kind::Array || m->items.size() != 2 ||
            m->items[0].kind != JsonValue::Kind::Number ||
            m->items[1].kind != JsonValue::Kind::Number)
            return "motion is not [dx, dy], an array of two numbers";
        c.motion = Vec2{m->items[0].number, m->items[1].number};
    }
    if (const JsonValue* e = v.find("expected"))
        c.expected = *e;
    out = std::move(c);
    return {};
}

std::string parseCaseLine(std::string_view line, Case& out) {
    if (line.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return "empty line";
    JsonParse p = parseJson(line);
    if (!p.value)
        return p.error;
    return readCase(*p.value, out);
}

std::string shapeJson(const CaseShape& s) {
    switch (s.type) {
    case CaseShape::Type::Circle:
        return codec::shape::write(s.circle, codec::shape::kCaseLayout);
    case CaseShape::Type::Rect:
        return codec::shape::write(s.written, codec::shape::kCaseLayout);
    }
    return {};
}

std::optional<CaseShape> caseShapeFrom(const Shape& s, std::string* error) {
    return std::visit(
        overloaded{
            [](const Circle& c) -> std::optional<CaseShape> {
                return makeCircle(c.c.x, c.c.y, c.r);
            },
            [&](const Rect& r) { return rectFrom(codec::shape::cornerForm(r), error); },
            [&](const RotatedRect& t) { return rectFrom(codec::shape::cornerForm(t), error); }},
        s);
}

} // namespace overlap::cli
