#pragma once

// Short names for the shapes of hand-written test tables.

#include "core/geometry/convert.h"
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
// A rect as a learner types it (corner, size): its far edges are the exact sums, which need
// not be doubles. Turned when given an angle.
inline Shape W(double x, double y, double w, double h) {
    return *convertRect({x, y, w, h, std::nullopt}).aligned;
}
inline Shape WT(double x, double y, double w, double h, double deg) {
    return *convertRect({x, y, w, h, deg}).turned;
}

} // namespace overlap::test
