#include "core/sweep/sweep_methods.h"
#include "core/sweep/sweep_table.h"

#include "core/geometry/convert.h"
#include "core/geometry/validate.h"

#include <cmath>

namespace overlap {

namespace {

// The shapes as the pair's sweep takes them (a turned rect only at right angles, as the
// axis-aligned rect it is), or nothing.
std::optional<Rect> aligned(const Shape& s) {
    return alignedRectOf(s);
}

bool isCircle(const Shape& s) {
    return std::holds_alternative<Circle>(s);
}

} // namespace

namespace sweep_table {

Sweep circleRect(const Shape& a, Vec2 m, const Shape& b) {
    return sweepCircleRect(std::get<Circle>(a), m, *aligned(b));
}
Sweep circleRectFrames(const Shape& a, Vec2 m, const Shape& b) {
    return sweepCircleRectFrames(std::get<Circle>(a), m, *aligned(b));
}
Sweep circleRectAsBox(const Shape& a, Vec2 m, const Shape& b) {
    return sweepCircleRectAsBox(std::get<Circle>(a), m, *aligned(b));
}
Sweep circleCircle(const Shape& a, Vec2 m, const Shape& b) {
    return sweepCircleCircle(std::get<Circle>(a), m, std::get<Circle>(b));
}
Sweep rectRect(const Shape& a, Vec2 m, const Shape& b) {
    return sweepRectRect(*aligned(a), m, *aligned(b));
}
Sweep rectRectFrames(const Shape& a, Vec2 m, const Shape& b) {
    return sweepRectRectFrames(*aligned(a), m, *aligned(b));
}

} // namespace sweep_table

std::span<const SweptMethod> sweptMethods() {
    return sweep_table::kSweptMethods;
}

const SweptMethod* findSweptMethod(std::string_view id) {
    for (const SweptMethod& m : sweep_table::kSweptMethods)
        if (m.id == id)
            return &m;
    return nullptr;
}

Pair sweptKindOf(const Shape& a, const Shape& b) {
    return isCircle(a) && isCircle(b)     ? Pair::CircleCircle
           : !isCircle(a) && !isCircle(b) ? Pair::RectRect
                                          : Pair::CircleRect;
}

bool sweptMethodTakes(const SweptMethod& m, const Shape& a, const Shape& b) {
    return sweptKindOf(a, b) == m.kind;
}

const SweptMethod* correctSweptMethod(Pair kind) {
    for (const SweptMethod& m : sweep_table::kSweptMethods)
        if (!m.pitfall && m.kind == kind)
            return &m;
    return nullptr;
}

SweepOutcome runSweptMethod(const SweptMethod& m, const Shape& a, Vec2 motion, const Shape& b) {
    if (!std::isfinite(motion.x) || !std::isfinite(motion.y))
        return {"the motion is not finite", {}};
    for (const Shape* s : {&a, &b})
        if (auto e = invalidReason(*s))
            return {*e, {}};
        else if (!isCircle(*s) && !aligned(*s))
            return {"a rect turned off the right angles cannot be swept (the sweeps take "
                    "axis-aligned rects)",
                    {}};
    // Where a ends must be a place too.
    const auto far = [&](Vec2 v) {
        return std::isfinite(v.x + motion.x) && std::isfinite(v.y + motion.y);
    };
    if (const auto* c = std::get_if<Circle>(&a);
        c ? !far(c->c) : !far(aligned(a)->min) || !far(aligned(a)->max))
        return {"the motion takes a beyond the largest double", {}};
    if (!sweptMethodTakes(m, a, b))
        return {"the method takes another pair", {}};
    // A rect moving against a circle: the circle moves back against the rect, and meets it
    // at the same times.
    const Sweep out = m.kind == Pair::CircleRect && !isCircle(a)
                          ? m.run(b, {-motion.x, -motion.y}, a)
                          : m.run(a, motion, b);
    // The class is exact at any size; the time needs squares that stay finite.
    if (out.toi && !std::isfinite(*out.toi))
        return {"the numbers are too large to time the impact (their squares overflow)", {}};
    return {{}, out};
}

} // namespace overlap
