#include "app/cli/case_format.h"

#include "app/cli/json_write.h"

#include <algorithm>
#include <array>
#include <span>
#include <tuple>
#include <unordered_map>

namespace overlap::cli {

namespace {

std::string quoted(std::string_view s) {
    return jsonString(s);
}

// The first key that appears twice, as "key \"x\" appears twice in <where>".
// Linear in the number of keys: a line of 200 000 keys is answered at once.
std::string duplicateKey(const JsonValue& obj, std::string_view where) {
    std::unordered_map<std::string_view, std::size_t> first;
    first.reserve(obj.members.size());
    std::size_t repeated = obj.members.size(); // the earliest key that comes again
    for (std::size_t i = 0; i < obj.members.size(); ++i) {
        const auto [at, fresh] = first.emplace(obj.members[i].key, i);
        if (!fresh)
            repeated = std::min(repeated, at->second);
    }
    if (repeated == obj.members.size())
        return {};
    return "key " + quoted(obj.members[repeated].key) + " appears twice in " + std::string(where);
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

std::string mistyped(std::string_view what, std::string_view wanted, const JsonValue& got) {
    return std::string(what) + " must be " + std::string(wanted) + ", got " +
           std::string(kindName(got.kind));
}

// name.key as a number: missing, mistyped, or (when it must not be) negative.
std::string readNumber(const JsonValue& obj, std::string_view name, std::string_view key,
                       bool nonNegative, double& out) {
    const std::string what = std::string(name) + "." + std::string(key);
    const JsonValue* v = obj.find(key);
    if (!v)
        return what + " is missing";
    if (v->kind != JsonValue::Kind::Number)
        return mistyped(what, "a number", *v);
    if (nonNegative && v->number < 0)
        return what + " is negative (" + jsonNumber(v->number) + ")";
    out = v->number;
    return {};
}

std::string readShape(const JsonValue& v, std::string_view name, CaseShape& out) {
    if (v.kind != JsonValue::Kind::Object)
        return mistyped(name, "an object", v);
    if (auto e = duplicateKey(v, name); !e.empty())
        return e;
    const JsonValue* type = v.find("type");
    if (!type)
        return std::string(name) + ".type is missing";
    if (type->kind != JsonValue::Kind::String)
        return mistyped(std::string(name) + ".type", "a string", *type);
    if (type->text == "circle") {
        static constexpr std::array<std::string_view, 4> keys{"type", "x", "y", "r"};
        const bool hasAngle = v.find("angle") != nullptr;
        if (auto e = unknownKey(v, keys, name, hasAngle ? " (a circle has no angle)" : "");
            !e.empty())
            return e;
        double x = 0, y = 0, r = 0;
        for (auto [key, dst, nonNeg] :
             {std::tuple{"x", &x, false}, std::tuple{"y", &y, false}, std::tuple{"r", &r, true}})
            if (auto e = readNumber(v, name, key, nonNeg, *dst); !e.empty())
                return e;
        out = makeCircle(x, y, r);
        return {};
    }
    if (type->text == "rect") {
        static constexpr std::array<std::string_view, 6> keys{"type", "x", "y", "w", "h", "angle"};
        if (auto e = unknownKey(v, keys, name); !e.empty())
            return e;
        CornerSizeRect written;
        for (auto [key, dst, nonNeg] :
             {std::tuple{"x", &written.x, false}, std::tuple{"y", &written.y, false},
              std::tuple{"w", &written.w, true}, std::tuple{"h", &written.h, true}})
            if (auto e = readNumber(v, name, key, nonNeg, *dst); !e.empty())
                return e;
        if (const JsonValue* angle = v.find("angle")) {
            if (angle->kind != JsonValue::Kind::Number)
                return mistyped(std::string(name) + ".angle", "a number (degrees)", *angle);
            written.angleDeg = angle->number;
        }
        std::string error;
        auto shape = makeRect(written, &error);
        if (!shape)
            return std::string(name) + ": " + error;
        out = *shape;
        return {};
    }
    return std::string(name) + ".type " + quoted(type->text) + " is not circle or rect";
}

} // namespace

bool CaseShape::isDegenerate() const {
    if (isCircle())
        return circle.r == 0;
    return written.w == 0 || written.h == 0;
}

CaseShape makeCircle(double x, double y, double r) {
    CaseShape s;
    s.type = CaseShape::Type::Circle;
    s.circle = Circle{{x, y}, r};
    return s;
}

std::optional<CaseShape> makeRect(const CornerSizeRect& written, std::string* error) {
    ConvertedRect c = convertRect(written);
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

std::string readCase(const JsonValue& v, Case& out) {
    if (v.kind != JsonValue::Kind::Object)
        return mistyped("a case", "a JSON object", v);
    if (auto e = duplicateKey(v, "the case"); !e.empty())
        return e;
    static constexpr std::array<std::string_view, 5> keys{"a", "b", "id", "kind", "expected"};
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
    std::string out;
    if (s.isCircle()) {
        out = "{\"type\":\"circle\",\"x\":" + jsonNumber(s.circle.c.x) +
              ",\"y\":" + jsonNumber(s.circle.c.y) + ",\"r\":" + jsonNumber(s.circle.r) + "}";
        return out;
    }
    const CornerSizeRect& r = s.written;
    out = "{\"type\":\"rect\",\"x\":" + jsonNumber(r.x) + ",\"y\":" + jsonNumber(r.y) +
          ",\"w\":" + jsonNumber(r.w) + ",\"h\":" + jsonNumber(r.h);
    if (r.angleDeg)
        out += ",\"angle\":" + jsonNumber(*r.angleDeg);
    out += "}";
    return out;
}

std::optional<CaseShape> caseShapeFrom(const Shape& s, std::string* error) {
    if (const auto* c = std::get_if<Circle>(&s))
        return makeCircle(c->c.x, c->c.y, c->r);
    const auto* r = std::get_if<Rect>(&s);
    const std::optional<CornerSizeRect> exactForm =
        r ? cornerSizeOf(*r) : cornerSizeOf(std::get<RotatedRect>(s));
    if (!exactForm) {
        if (error)
            *error = "the rect has no exact corner-and-size form (its width, height or corner "
                     "is not a double)";
        return std::nullopt;
    }
    const CornerSizeRect written = *exactForm;
    std::optional<CaseShape> out = makeRect(written, error);
    // Read back, it must be the very same rect, not one a rounding away.
    const bool same = out && (std::holds_alternative<Rect>(s)
                                  ? out->aligned && *out->aligned == std::get<Rect>(s)
                                  : out->turned && *out->turned == std::get<RotatedRect>(s));
    if (out && !same) {
        if (error)
            *error = "the rect cannot be written exactly as corner, size and angle";
        return std::nullopt;
    }
    return out;
}

} // namespace overlap::cli
