#include "codec/shape.h"

#include "core/geometry/validate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace overlap::codec::shape {

namespace {

using json::Value;
using Kind = Value::Kind;

// Reading stops at the first problem.
struct Stop {
    Error error;
};

[[noreturn]] void stop(Error::Kind kind, std::string_view field = {}) {
    Error e;
    e.kind = kind;
    e.field = field;
    throw Stop{std::move(e)};
}

void onlyKeys(const Value& o, std::initializer_list<std::string_view> known, Form form) {
    for (const json::Member& m : o.members)
        if (std::find(known.begin(), known.end(), m.key) == known.end()) {
            Error e;
            e.kind = Error::Kind::UnknownKey;
            e.field = m.key;
            e.form = form;
            throw Stop{std::move(e)};
        }
}

bool hasAny(const Value& o, std::initializer_list<std::string_view> keys) {
    return std::any_of(keys.begin(), keys.end(), [&](std::string_view k) { return o.find(k); });
}

double numberAt(const Value& o, std::string_view key) {
    const Value* v = o.find(key);
    if (!v)
        stop(Error::Kind::Missing, key);
    if (v->kind != Kind::Number) {
        Error e;
        e.kind = Error::Kind::NotNumber;
        e.field = key;
        e.found = v->kind;
        throw Stop{std::move(e)};
    }
    return v->number; // finite: the reader refuses anything else
}

double sizeAt(const Value& o, std::string_view key) {
    const double v = numberAt(o, key);
    if (v < 0) {
        Error e;
        e.kind = Error::Kind::Negative;
        e.field = key;
        e.number = v;
        throw Stop{std::move(e)};
    }
    return v;
}

template <class S> S checked(S s) {
    if (auto why = invalidReason(s)) {
        Error e;
        e.kind = Error::Kind::Invalid;
        e.text = std::move(*why);
        throw Stop{std::move(e)};
    }
    return s;
}

Shape readCentre(const Value& o) {
    onlyKeys(o, {"type", "cx", "cy", "hw", "hh", "angle"}, Form::Centre);
    const double cx = numberAt(o, "cx"), cy = numberAt(o, "cy");
    const double hw = sizeAt(o, "hw"), hh = sizeAt(o, "hh");
    const double angle = numberAt(o, "angle");
    return checked(RotatedRect::make({cx, cy}, {hw, hh}, angle));
}

Shape readBounds(const Value& o) {
    onlyKeys(o, {"type", "xmin", "ymin", "xmax", "ymax"}, Form::Bounds);
    Rect r;
    r.min.x = numberAt(o, "xmin");
    r.min.y = numberAt(o, "ymin");
    r.max.x = numberAt(o, "xmax");
    r.max.y = numberAt(o, "ymax");
    for (auto [lo, hi, loKey, hiKey] : {std::tuple{r.min.x, r.max.x, "xmin", "xmax"},
                                        std::tuple{r.min.y, r.max.y, "ymin", "ymax"}})
        if (hi < lo) {
            Error e;
            e.kind = Error::Kind::Reversed;
            e.field = hiKey;
            e.number = hi;
            e.low = loKey;
            e.lowNumber = lo;
            throw Stop{std::move(e)};
        }
    return checked(r);
}

Shape readCornerSize(const Value& o, Read& out) {
    onlyKeys(o, {"type", "x", "y", "w", "h", "angle"}, Form::CornerSize);
    CornerSizeRect in;
    in.x = numberAt(o, "x");
    in.y = numberAt(o, "y");
    in.w = sizeAt(o, "w");
    in.h = sizeAt(o, "h");
    if (o.find("angle"))
        in.angleDeg = numberAt(o, "angle");
    out.converted = convertRect(in);
    if (!out.converted.error.empty()) {
        Error e;
        e.kind = Error::Kind::Unconvertible;
        e.text = out.converted.error;
        throw Stop{std::move(e)};
    }
    out.written = in;
    if (in.angleDeg)
        return checked(*out.converted.turned);
    return checked(*out.converted.aligned);
}

Shape readShape(const Value& o, const ReadOptions& options, Read& out) {
    if (o.kind != Kind::Object) {
        Error e;
        e.kind = Error::Kind::NotObject;
        e.found = o.kind;
        throw Stop{std::move(e)};
    }
    if (const json::Member* m = json::firstRepeatedKey(o))
        stop(Error::Kind::DuplicateKey, m->key);
    const Value* type = o.find("type");
    if (!type)
        stop(Error::Kind::Missing, "type");
    if (type->kind != Kind::String) {
        Error e;
        e.kind = Error::Kind::NotString;
        e.field = "type";
        e.found = type->kind;
        throw Stop{std::move(e)};
    }
    if (type->text == "circle") {
        onlyKeys(o, {"type", "x", "y", "r"}, Form::Circle);
        const double x = numberAt(o, "x"), y = numberAt(o, "y");
        const double r = sizeAt(o, "r");
        return checked(Circle{{x, y}, r});
    }
    if (type->text == "rect") {
        if (options.exactForms && hasAny(o, {"cx", "cy", "hw", "hh"}))
            return readCentre(o);
        if (options.exactForms && hasAny(o, {"xmin", "ymin", "xmax", "ymax"}))
            return readBounds(o);
        return readCornerSize(o, out);
    }
    Error e;
    e.kind = Error::Kind::UnknownType;
    e.field = "type";
    e.text = type->text;
    throw Stop{std::move(e)};
}

// ---- bits ---------------------------------------------------------------------------------

bool same(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}
bool same(Vec2 a, Vec2 b) {
    return same(a.x, b.x) && same(a.y, b.y);
}
bool same(const Circle& a, const Circle& b) {
    return same(a.c, b.c) && same(a.r, b.r);
}
bool same(const Rect& a, const Rect& b) {
    return same(a.min, b.min) && same(a.max, b.max) && same(a.maxLo, b.maxLo);
}
bool same(const RotatedRect& a, const RotatedRect& b) {
    return same(a.c, b.c) && same(a.half, b.half) && same(a.angleDeg, b.angleDeg) &&
           same(a.axis, b.axis) && same(a.cLo, b.cLo);
}

// ---- writing ------------------------------------------------------------------------------

std::string object(std::string_view type, std::span<const std::pair<const char*, double>> fields,
                   const Layout& layout) {
    const std::string_view colon = layout.spaced ? "\": " : "\":";
    const std::string_view comma = layout.spaced ? ", \"" : ",\"";
    std::string out = "{\"type";
    out += colon;
    out += '"';
    out += type;
    out += '"';
    for (const auto& [key, v] : fields) {
        out += comma;
        out += key;
        out += colon;
        out += numberText(v);
    }
    return out + '}';
}

std::string rectObject(std::initializer_list<std::pair<const char*, double>> fields,
                       const Layout& layout) {
    return object("rect", {fields.begin(), fields.size()}, layout);
}

} // namespace

Read read(const json::Value& v, const ReadOptions& options) {
    Read out;
    try {
        out.shape = readShape(v, options, out);
    } catch (Stop& s) {
        out.error = std::move(s.error);
        out.written.reset();
    }
    return out;
}

std::optional<CornerForm> cornerForm(const Rect& r) {
    const auto in = cornerSizeOf(r);
    if (!in)
        return std::nullopt;
    CornerForm f{*in, convertRect(*in)};
    const bool read = f.back.error.empty() && f.back.aligned;
    f.sameBits = read && same(*f.back.aligned, r);
    f.sameValue = read && *f.back.aligned == r;
    return f;
}

std::optional<CornerForm> cornerForm(const RotatedRect& r) {
    const auto in = cornerSizeOf(r);
    if (!in)
        return std::nullopt;
    CornerForm f{*in, convertRect(*in)};
    const bool read = f.back.error.empty() && f.back.turned;
    f.sameBits = read && same(*f.back.turned, r);
    f.sameValue = read && *f.back.turned == r;
    return f;
}

bool sameBits(const Shape& a, const Shape& b) {
    if (a.index() != b.index())
        return false;
    return std::visit(
        [&](const auto& x) { return same(x, std::get<std::decay_t<decltype(x)>>(b)); }, a);
}

std::string write(const Circle& c, const Layout& layout) {
    const std::array<std::pair<const char*, double>, 3> fields{
        {{"x", c.c.x}, {"y", c.c.y}, {"r", c.r}}};
    return object("circle", fields, layout);
}

std::string write(const CornerSizeRect& r, const Layout& layout) {
    if (r.angleDeg)
        return rectObject({{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}, {"angle", *r.angleDeg}},
                          layout);
    return rectObject({{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}}, layout);
}

std::string write(const Shape& s, const Layout& layout) {
    struct Writer {
        const Layout& layout;
        std::string operator()(const Circle& c) const { return write(c, layout); }
        std::string operator()(const Rect& r) const {
            if (const auto f = cornerForm(r); f && f->sameBits)
                return write(f->written, layout);
            return rectObject(
                {{"xmin", r.min.x}, {"ymin", r.min.y}, {"xmax", r.max.x}, {"ymax", r.max.y}},
                layout);
        }
        std::string operator()(const RotatedRect& t) const {
            if (const auto f = cornerForm(t); f && f->sameBits)
                return write(f->written, layout);
            return rectObject({{"cx", t.c.x},
                               {"cy", t.c.y},
                               {"hw", t.half.x},
                               {"hh", t.half.y},
                               {"angle", t.angleDeg}},
                              layout);
        }
    };
    return std::visit(Writer{layout}, s);
}

} // namespace overlap::codec::shape
