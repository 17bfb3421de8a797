#include "core/response/pair_responses.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace overlap::response {

namespace {

// The rect's point of a, a frame's own coordinates: the clamp's nearest point N, and from
// N the way out; a centre inside leaves through its nearest edge.
Response clampResponse(Vec2 centre, double r, Vec2 lo, Vec2 hi) {
    Response out;
    const Vec2 n{clampTo(centre.x, lo.x, hi.x), clampTo(centre.y, lo.y, hi.y)};
    const Vec2 q = centre - n;
    if (q.x != 0 || q.y != 0) {
        const double d = std::hypot(q.x, q.y);
        out.normal = {q.x / d, q.y / d}; // one rounding each
        out.separation = d - r;
        out.onA = centre - r * out.normal;
        out.onB = n;
        return out;
    }
    // In the fixed order +x, −x, +y, −y: through the right edge, the left, the top, the
    // bottom.
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

} // namespace

Response circleCircle(const Circle& a, const Circle& b, VerdictClass) {
    Response out;
    const Vec2 q = a.c - b.c;
    const double d = std::hypot(q.x, q.y);
    if (d > 0)
        out.normal = {q.x / d, q.y / d}; // one rounding each
    else
        out.unique = false; // concentric: every way is as short; +x
    out.separation = d - (a.r + b.r);
    out.onA = a.c - a.r * out.normal;
    out.onB = b.c + b.r * out.normal;
    return out;
}

Response circleRect(const Circle& a, Vec2 lo, Vec2 hi, VerdictClass) {
    return clampResponse(a.c, a.r, lo, hi);
}

Response circleRotated(const Circle& a, const RotatedRect& b, VerdictClass) {
    // In the rect's own frame (x along u, y along u turned a quarter), then back.
    const Vec2 u = b.axis, v{-b.axis.y, b.axis.x};
    const Vec2 rel = a.c - b.c;
    const Response local = clampResponse({dot(rel, u), dot(rel, v)}, a.r, -1 * b.half, b.half);
    const auto toWorld = [&](Vec2 p) { return b.c + p.x * u + p.y * v; };
    Response out = local;
    out.normal = local.normal.x * u + local.normal.y * v;
    out.onA = toWorld(local.onA);
    out.onB = toWorld(local.onB);
    return out;
}

} // namespace overlap::response
