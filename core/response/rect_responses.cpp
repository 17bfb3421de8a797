#include "core/response/pair_responses.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace overlap::response {

namespace {

// A rect's corners, counter-clockwise from (−h.x, −h.y).
std::array<Vec2, 4> cornersOf(const RotatedRect& r) {
    const Vec2 u = r.axis, v{-r.axis.y, r.axis.x};
    const Vec2 x = r.half.x * u, y = r.half.y * v;
    return {r.c - x - y, r.c + x - y, r.c + x + y, r.c - x + y};
}

// The middle of the shared part of [lo1, hi1] and [lo2, hi2] (of the gap between them when
// they do not share one).
double middleOfShared(double lo1, double hi1, double lo2, double hi2) {
    return 0.5 * (std::max(lo1, lo2) + std::min(hi1, hi2));
}

// The nearest point of r to p, and how far p is from it, in r's own frame (x along u, y
// along v): the clamp. The distance is squared, or hypot's where `Careful` (a square could
// overflow).
template <bool Careful>
std::pair<Vec2, double> nearestOf(const RotatedRect& r, Vec2 u, Vec2 v, Vec2 p) {
    const Vec2 rel = p - r.c;
    const Vec2 local{dot(rel, u), dot(rel, v)};
    const Vec2 q{clampTo(local.x, -r.half.x, r.half.x), clampTo(local.y, -r.half.y, r.half.y)};
    const Vec2 gap = local - q;
    const double dist = Careful ? std::hypot(gap.x, gap.y) : dot(gap, gap);
    return {r.c + q.x * u + q.y * v, dist};
}

// Two disjoint rects: their closest points include a corner of one, nearest to it on the
// other. Each corner of each against the other rect, the nearest kept.
template <bool Careful>
void closestPair(const RotatedRect& a, const RotatedRect& b, Response& out) {
    const std::array<Vec2, 4> ca = cornersOf(a), cb = cornersOf(b);
    const Vec2 ua = a.axis, ub = b.axis; // unit within kAxisSlack, far inside the bound
    const Vec2 va{-ua.y, ua.x}, vb{-ub.y, ub.x};
    double best = INFINITY;
    for (std::size_t i = 0; i < 4; ++i) {
        const auto [onB, d] = nearestOf<Careful>(b, ub, vb, ca[i]);
        if (d < best)
            best = d, out.onA = ca[i], out.onB = onB;
    }
    for (std::size_t i = 0; i < 4; ++i) {
        const auto [onA, d] = nearestOf<Careful>(a, ua, va, cb[i]);
        if (d < best)
            best = d, out.onA = onA, out.onB = cb[i];
    }
}

// Squared distances where no square can overflow (one square root at the end, by the
// caller), hypot's beyond that.
void closestCorners(const RotatedRect& a, const RotatedRect& b, Response& out) {
    const auto size = [](const RotatedRect& r) {
        return std::abs(r.c.x) + std::abs(r.c.y) + r.half.x + r.half.y;
    };
    if (std::max(size(a), size(b)) < 0x1p450) [[likely]]
        closestPair<false>(a, b, out);
    else
        closestPair<true>(a, b, out);
}

} // namespace

Response rectRect(const Rect& a, const Rect& b, VerdictClass exact) {
    Response out;
    if (exact != VerdictClass::Apart) {
        // The four moves of a that end the overlap, in the fixed order +x, −x, +y, −y.
        const std::array<double, 4> move{b.max.x - a.min.x, a.max.x - b.min.x, b.max.y - a.min.y,
                                         a.max.y - b.min.y};
        const std::array<Vec2, 4> way{Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}};
        const double depth = std::max(0.0, *std::min_element(move.begin(), move.end()));
        const auto k = std::size_t(std::min_element(move.begin(), move.end()) - move.begin());
        out.unique = std::count(move.begin(), move.end(), move[k]) == 1;
        out.normal = way[k];
        out.separation = -depth;
        // On the edge a leaves by, halfway along the shared part of the other axis.
        const double y = middleOfShared(a.min.y, a.max.y, b.min.y, b.max.y);
        const double x = middleOfShared(a.min.x, a.max.x, b.min.x, b.max.x);
        const std::array<Vec2, 4> from{Vec2{a.min.x, y}, Vec2{a.max.x, y}, Vec2{x, a.min.y},
                                       Vec2{x, a.max.y}};
        out.onA = from[k];
        out.onB = out.onA + depth * out.normal;
        return out;
    }
    // Apart: per axis, the gap and which side a is on, or the shared part's middle.
    const auto axis = [](double aLo, double aHi, double bLo, double bHi, double& gap, double& sign,
                         double& onA, double& onB) {
        if (aLo > bHi) {
            gap = aLo - bHi, sign = 1, onA = aLo, onB = bHi;
        } else if (bLo > aHi) {
            gap = bLo - aHi, sign = -1, onA = aHi, onB = bLo;
        } else {
            gap = 0, sign = 0, onA = onB = middleOfShared(aLo, aHi, bLo, bHi);
        }
    };
    double gx, sx, gy, sy;
    axis(a.min.x, a.max.x, b.min.x, b.max.x, gx, sx, out.onA.x, out.onB.x);
    axis(a.min.y, a.max.y, b.min.y, b.max.y, gy, sy, out.onA.y, out.onB.y);
    out.separation = lengthOf({gx, gy});
    if (out.separation > 0)
        out.normal = {sx * gx / out.separation, sy * gy / out.separation};
    return out;
}

Response rotatedRotated(const RotatedRect& a, const RotatedRect& b, VerdictClass exact) {
    Response out;
    if (exact != VerdictClass::Apart) {
        // SAT's numbers, as its method has them: on each axis the move of a along +n and
        // along −n that ends the overlap of the shadows, both ± along; the lesser is
        // both − |along|. b's axes only where not parallel to a's.
        const detail::SatNumbers k = detail::satNumbers(a, b);
        const Vec2 ua = a.axis, ub = b.axis; // unit within kAxisSlack, far inside the bound
        const Vec2 va{-ua.y, ua.x}, vb{-ub.y, ub.x};
        const std::array<Vec2, 4> axes{ua, va, ub, vb};
        const bool parallel = cross(ua, ub) == 0 || dot(ua, ub) == 0;
        double depth = std::numeric_limits<double>::infinity();
        int ties = 0;
        std::size_t best = 0;
        for (std::size_t i = 0; i < (parallel ? 2u : 4u); ++i) {
            const double move = k.both[i] - std::abs(k.along[i]);
            // Along 0 both ways are as short: two moves.
            const int count = k.along[i] == 0 ? 2 : 1;
            if (move < depth)
                depth = move, ties = count, best = i;
            else if (move == depth)
                ties += count;
        }
        depth = std::max(0.0, depth);
        // Away from b's centre along the axis (+n first when the centres are level on it).
        const Vec2 w = (k.along[best] > 0 ? -1.0 : 1.0) * axes[best];
        out.normal = w;
        // The witness is a corner of the rect whose edge the axis is not: the one reaching
        // deepest into the other rect's edge, its sides' signs from the axis.
        const auto sign = [](double v) { return v > 0 ? 1.0 : -1.0; };
        if (best >= 2) {
            out.onA = a.c - (sign(dot(ua, w)) * a.half.x) * ua - (sign(dot(va, w)) * a.half.y) * va;
            out.onB = out.onA + depth * out.normal;
        } else {
            out.onB = b.c + (sign(dot(ub, w)) * b.half.x) * ub + (sign(dot(vb, w)) * b.half.y) * vb;
            out.onA = out.onB - depth * out.normal;
        }
        out.unique = ties == 1;
        out.separation = -depth;
        return out;
    }
    // Apart: the closest points of two disjoint convex shapes include a corner of one.
    closestCorners(a, b, out);
    out.separation = lengthOf(out.onA - out.onB);
    if (out.separation > 0)
        out.normal = (1 / out.separation) * (out.onA - out.onB);
    return out;
}

} // namespace overlap::response
