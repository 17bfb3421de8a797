#include "core/response/circle_responses.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace overlap::response {

Response insideResponse(Vec2 centre, double r, Vec2 lo, Vec2 hi) {
    Response out;
    const std::array<double, 4> toEdge{hi.x - centre.x, centre.x - lo.x, hi.y - centre.y,
                                       centre.y - lo.y};
    const std::array<Vec2, 4> out4{Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}};
    const double m = *std::min_element(toEdge.begin(), toEdge.end());
    const auto first = std::size_t(std::find(toEdge.begin(), toEdge.end(), m) - toEdge.begin());
    out.unique = std::count(toEdge.begin(), toEdge.end(), m) == 1;
    out.normal = out4[first];
    out.separation = -(r + m);
    out.onA = centre - r * out.normal;
    out.onB = centre + m * out.normal;
    return out;
}

Response insideTurned(const Circle& a, const RotatedRect& b, Vec2 p) {
    Response out = insideResponse(p, a.r, -1 * b.half, b.half);
    const Vec2 u = b.axis, v{-b.axis.y, b.axis.x};
    out.normal = out.normal.x * u + out.normal.y * v;
    out.onA = a.c - a.r * out.normal;
    out.onB = b.c + out.onB.x * u + out.onB.y * v;
    return out;
}

} // namespace overlap::response
