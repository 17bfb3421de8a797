#include "core/geometry/angle.h"

#include "core/geometry/shapes.h"

#include <cmath>
#include <numbers>

namespace overlap {

RotatedRect RotatedRect::make(Vec2 c, Vec2 half, double angleDeg, Vec2 cLo) {
    return RotatedRect{c, half, angleDeg, unitFromDegrees(angleDeg), cLo};
}

bool isRightAngle(double deg) {
    return std::isfinite(deg) && std::fmod(deg, 90.0) == 0.0;
}

Vec2 unitFromDegrees(double deg) {
    // A negative angle is the mirror image of its magnitude, so sin(-a) == -sin(a) exactly
    // and no reduction rounds a tiny angle away; fmod is exact, so neither do the quadrant
    // and the remainder.
    if (deg < 0.0) {
        const Vec2 u = unitFromDegrees(-deg);
        return {u.x, u.y == 0.0 ? 0.0 : -u.y};
    }
    double a = std::fmod(deg, 360.0);
    int quadrant = 0;
    while (a >= 90.0) {
        a -= 90.0; // exact: the result is a smaller multiple of a's ulp
        ++quadrant;
    }
    double c = 1.0;
    double s = 0.0;
    if (a != 0.0) {
        constexpr double toRad = std::numbers::pi / 180.0;
        // Evaluate both from the smaller angle so cos and sin are mirror images about 45°.
        if (a <= 45.0) {
            c = std::cos(a * toRad);
            s = std::sin(a * toRad);
        } else {
            const double b = 90.0 - a; // exact by Sterbenz
            c = std::sin(b * toRad);
            s = std::cos(b * toRad);
        }
    }
    switch (quadrant & 3) {
    case 0:
        return {c, s};
    case 1:
        return {-s, c};
    case 2:
        return {-c, -s};
    default:
        return {s, -c};
    }
}

} // namespace overlap
