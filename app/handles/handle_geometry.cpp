#include "app/handles/handle_geometry.h"

#include "core/geometry/visit.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace overlap::handles {

namespace {

Vec2 perp(Vec2 v) {
    return {-v.y, v.x};
}

// A side's new length: the length at the start grown by the pointer's travel along the
// side's outward direction, rounded with snap, never below zero.
double grownLength(double start, double travel, bool snap) {
    return std::max(0.0, snapped(start + travel, snap));
}

// The side a handle moves: its own, except on a side of zero length, where both sides lie
// on the handle and the pointer's direction picks the one that grows.
int movingSide(int s, double length, double travel) {
    if (s == 0 || length > 0.0)
        return s;
    return travel > 0.0 ? 1 : travel < 0.0 ? -1 : s;
}

} // namespace

double snapped(double v, bool snap) {
    return snap ? std::round(v) : v;
}

double normalisedDegrees(double deg) {
    double a = std::fmod(deg, 360.0);
    if (a < 0.0)
        a += 360.0;
    if (a >= 360.0) // -tiny + 360 rounds to 360
        a = 0.0;
    return a + 0.0; // no -0
}

Vec2 toWorld(const RotatedRect& r, Vec2 local) {
    return r.c + local.x * r.axis + local.y * perp(r.axis);
}

Vec2 toLocalDirection(const RotatedRect& r, Vec2 worldDirection) {
    return {dot(worldDirection, r.axis), dot(worldDirection, perp(r.axis))};
}

Shape moved(const Shape& start, Vec2 delta, bool snap) {
    const auto snappedPoint = [snap](Vec2 v) {
        return Vec2{snapped(v.x, snap), snapped(v.y, snap)};
    };
    return std::visit(
        overloaded{[&](const Circle& c) -> Shape {
                       return Circle{snappedPoint(c.c + delta), c.r};
                   },
                   [&](const Rect& r) -> Shape {
                       const Vec2 min = snappedPoint(r.min + delta);
                       const Vec2 max = r.max + (min - r.min);
                       return Rect{min, {std::max(min.x, max.x), std::max(min.y, max.y)}};
                   },
                   [&](const RotatedRect& t) -> Shape {
                       return RotatedRect::make(snappedPoint(t.c + delta), t.half, t.angleDeg);
                   }},
        start);
}

Vec2 rectHandlePoint(const Rect& r, int sx, int sy) {
    const auto pick = [](int s, double lo, double hi) {
        return s < 0 ? lo : s > 0 ? hi : 0.5 * (lo + hi);
    };
    return {pick(sx, r.min.x, r.max.x), pick(sy, r.min.y, r.max.y)};
}

Rect resizedRect(const Rect& start, int sx, int sy, Vec2 delta, bool snap) {
    sx = movingSide(sx, start.max.x - start.min.x, delta.x);
    sy = movingSide(sy, start.max.y - start.min.y, delta.y);
    Rect r = start;
    if (sx > 0)
        r.max.x = std::max(r.min.x, snapped(start.max.x + delta.x, snap));
    if (sx < 0)
        r.min.x = std::min(r.max.x, snapped(start.min.x + delta.x, snap));
    if (sy > 0)
        r.max.y = std::max(r.min.y, snapped(start.max.y + delta.y, snap));
    if (sy < 0)
        r.min.y = std::min(r.max.y, snapped(start.min.y + delta.y, snap));
    return r;
}

Vec2 rimPoint(const Circle& c) {
    return {c.c.x + c.r, c.c.y};
}

Circle resizedCircle(const Circle& start, Vec2 delta, bool snap) {
    const Vec2 to = rimPoint(start) + delta - start.c;
    return Circle{start.c, snapped(std::hypot(to.x, to.y), snap)};
}

Vec2 rotatedHandlePoint(const RotatedRect& r, int sx, int sy) {
    return toWorld(r, {sx * r.half.x, sy * r.half.y});
}

RotatedRect resizedRotated(const RotatedRect& start, int sx, int sy, Vec2 delta, bool snap) {
    const Vec2 travel = toLocalDirection(start, delta);
    sx = movingSide(sx, start.half.x, travel.x);
    sy = movingSide(sy, start.half.y, travel.y);
    Vec2 half = start.half;
    Vec2 shift; // of the centre, in the local frame: half the growth, towards the handle
    if (sx != 0) {
        half.x = 0.5 * grownLength(2 * start.half.x, sx * travel.x, snap);
        shift.x = sx * (half.x - start.half.x);
    }
    if (sy != 0) {
        half.y = 0.5 * grownLength(2 * start.half.y, sy * travel.y, snap);
        shift.y = sy * (half.y - start.half.y);
    }
    return RotatedRect::make(toWorld(start, shift), half, start.angleDeg);
}

Vec2 rotationPivot(const RotatedRect& r) {
    return toWorld(r, {0.0, r.half.y});
}

RotatedRect turned(const RotatedRect& start, Vec2 press, Vec2 now, bool snap, bool steps15) {
    const Vec2 from = press - start.c, to = now - start.c;
    // The signed angle from `from` to `to`, in (-180, 180].
    const double swept = std::atan2(cross(from, to), dot(from, to)) * 180.0 / std::numbers::pi;
    double deg = start.angleDeg + swept;
    if (steps15)
        deg = 15.0 * std::round(deg / 15.0);
    else
        deg = snapped(deg, snap);
    return RotatedRect::make(start.c, start.half, normalisedDegrees(deg));
}

namespace {

// -1 or +1 when the local coordinate v of a box of half size h lies within the band of that
// side (the nearer side when both do), else 0.
int sideOf(double v, double h, double band) {
    const double b = std::min(band, 2 * h / 3);
    if (v >= h - b && v >= 0)
        return 1;
    if (v <= -h + b && v < 0)
        return -1;
    return 0;
}

} // namespace

EdgeSides edgeUnder(const Shape& s, Vec2 p, double band) {
    return std::visit(
        overloaded{
            [](const Circle&) { return EdgeSides{}; },
            [&](const Rect& r) {
                const Vec2 c = 0.5 * (r.min + r.max), h = 0.5 * (r.max - r.min);
                return EdgeSides{sideOf(p.x - c.x, h.x, band), sideOf(p.y - c.y, h.y, band)};
            },
            [&](const RotatedRect& t) {
                const Vec2 local = toLocalDirection(t, p - t.c);
                return EdgeSides{sideOf(local.x, t.half.x, band), sideOf(local.y, t.half.y, band)};
            }},
        s);
}

Shape draggedBody(const Shape& start, EdgeSides e, Vec2 delta, bool snap) {
    if (!e.any())
        return moved(start, delta, snap);
    return std::visit(
        overloaded{[&](const Circle&) { return moved(start, delta, snap); },
                   [&](const Rect& r) -> Shape { return resizedRect(r, e.sx, e.sy, delta, snap); },
                   [&](const RotatedRect& t) -> Shape {
                       return resizedRotated(t, e.sx, e.sy, delta, snap);
                   }},
        start);
}

} // namespace overlap::handles
