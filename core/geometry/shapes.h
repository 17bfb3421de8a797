#pragma once

#include "core/geometry/vec2.h"

#include <variant>

namespace overlap {

// A closed disc; r == 0 is a point.
struct Circle {
    Vec2 c;
    double r = 0.0;
    friend constexpr bool operator==(const Circle&, const Circle&) = default;
};

// An axis-aligned closed rect from its smallest to its largest corner; zero width or
// height makes a segment or a point. A rect given as x, y, w, h has its largest edges at
// the exact sums x + w and y + h, which are seldom doubles: max holds them rounded to
// nearest and maxLo the remainder, so max + maxLo is the edge exactly. The fast paths use
// max (one rounding, inside their error bounds); the exact fallbacks add maxLo.
struct Rect {
    Vec2 min;
    Vec2 max;
    Vec2 maxLo{};
    friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

// A rect turned about its centre by angleDeg degrees, counter-clockwise in y-up. Degrees so
// that right angles are exact. The x-axis u = (cos, sin) is kept beside the angle, as a game
// keeps its body transform, so that no test pays for trigonometry; make() computes it,
// exact at right angles. Since cos and sin are rounded, |u| is 1 only to within 2^-50: the
// rect is, for every method alike, exactly the image of [-half, half]² under the matrix
// with columns u and (-u.y, u.x), placed at the centre c + cLo (cLo the remainder of
// x + w/2 when the rect was given by its corner; see convertRect).
struct RotatedRect {
    Vec2 c;
    Vec2 half;
    double angleDeg = 0.0;
    Vec2 axis{1.0, 0.0};
    Vec2 cLo{};
    static RotatedRect make(Vec2 c, Vec2 half, double angleDeg, Vec2 cLo = {});
    friend constexpr bool operator==(const RotatedRect&, const RotatedRect&) = default;
};

// How far |axis|² may be from 1: cos and sin are each within an ulp of the truth.
inline constexpr double kAxisSlack = 0x1p-50;

using Shape = std::variant<Circle, Rect, RotatedRect>;

} // namespace overlap
