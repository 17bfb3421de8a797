#pragma once

// Short names for the shapes of hand-written test tables.

#include "core/geometry/shapes.h"

#include <QMetaType>

Q_DECLARE_METATYPE(overlap::Shape)

namespace overlap::test {

inline Shape C(double x, double y, double r) {
    return Circle{{x, y}, r};
}
inline Shape R(double l, double b, double r, double t) {
    return Rect{{l, b}, {r, t}};
}
inline Shape T(double cx, double cy, double hx, double hy, double deg) {
    return RotatedRect::make({cx, cy}, {hx, hy}, deg);
}

} // namespace overlap::test
