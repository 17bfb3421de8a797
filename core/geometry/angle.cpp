#include "core/geometry/angle.h"

#include "core/geometry/shapes.h"

#include <cmath>
#include <numbers>

namespace overlap {

RotatedRect RotatedRect::make(Vec2 c, Vec2 half, double angleDeg) {
    return RotatedRect{c, half, angleDeg, unitFromDegrees(angleDeg)};
}

bool isRightAngle(double deg) {
    return std::isfinite(deg) && std::fmod(deg, 90.0) == 0.0;
}

Vec2 unitFromDegrees(double deg) {
    // fmod is exact, so the quadrant and the remainder carry no rounding.
    double a = std::fmod(deg, 360.0);
    if (a < 0.0)
        a += 360.0; // rounds only when |a| < 2^-44, an angle that is 0 to double precision
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
