#pragma once

#include "core/geometry/shapes.h"
#include "tests/support/reference.h"

namespace overlap::test {

inline Circle toCircle(const ICircle& c) {
    return {{double(c.x), double(c.y)}, double(c.r)};
}
inline Rect toRect(const IRect& r) {
    return {{double(r.l), double(r.b)}, {double(r.r), double(r.t)}};
}
// The rect as centre and half extents turned by `deg`, whose extents are swapped first
// when deg is an odd number of quarter turns, so the turned rect covers `r` exactly.
inline RotatedRect toTurned(const IRect& r, double deg, bool oddQuarterTurns) {
    const double w = double(r.r - r.l), h = double(r.t - r.b);
    const Vec2 c{(double(r.l) + double(r.r)) / 2, (double(r.b) + double(r.t)) / 2};
    const Vec2 half = oddQuarterTurns ? Vec2{h / 2, w / 2} : Vec2{w / 2, h / 2};
    return RotatedRect::make(c, half, deg);
}

} // namespace overlap::test
