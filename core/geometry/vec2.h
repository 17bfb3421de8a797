#pragma once

namespace overlap {

// A point or vector in the plane; y-up unless a lesson says otherwise.
struct Vec2 {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) {
    return {a.x + b.x, a.y + b.y};
}
constexpr Vec2 operator-(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
constexpr Vec2 operator-(Vec2 a) {
    return {-a.x, -a.y};
}
constexpr Vec2 operator*(double s, Vec2 a) {
    return {s * a.x, s * a.y};
}
constexpr double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
// z of the 3-D cross product: > 0 when b turns counter-clockwise from a (y-up).
constexpr double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
constexpr double clampTo(double v, double lo, double hi) {
    return v < lo ? lo : (v > hi ? hi : v);
}

} // namespace overlap
