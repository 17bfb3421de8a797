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
        // SAT: each rect's two edge directions (b's only where not parallel to a's); on each,
        // the move of a along +n and along −n that ends the overlap of the shadows. A shadow
        // is its centre's ± its half-width there: |h.x u·n| + |h.y v·n|.
        const Vec2 ua = a.axis, ub = b.axis; // unit within kAxisSlack, far inside the bound
        const Vec2 va{-ua.y, ua.x}, vb{-ub.y, ub.x};
        const Vec2 between = b.c - a.c;
        const auto halfWidth = [](const RotatedRect& r, Vec2 u, Vec2 v, Vec2 n) {
            return r.half.x * std::abs(dot(u, n)) + r.half.y * std::abs(dot(v, n));
        };
        const bool parallel = cross(ua, ub) == 0 || cross(va, ub) == 0;
        const std::array<Vec2, 4> axes{ua, va, ub, vb};
        double depth = std::numeric_limits<double>::infinity();
        int ties = 0;
        std::size_t best = 0;
        double bestSign = 1;
        for (std::size_t k = 0; k < (parallel ? 2u : 4u); ++k) {
            const Vec2 n = axes[k];
            const double both = halfWidth(a, ua, va, n) + halfWidth(b, ub, vb, n);
            const double along = dot(between, n);
            // Along +n a's least must pass b's most; along −n a's most must pass b's least.
            for (const double sign : {1.0, -1.0}) {
                const double move = both + sign * along;
                if (move < depth)
                    depth = move, ties = 1, best = k, bestSign = sign;
                else if (move == depth)
                    ++ties;
            }
        }
        depth = std::max(0.0, depth);
        const Vec2 w = bestSign * axes[best];
        out.normal = w;
        // The witness is a corner of the rect whose edge the axis is not: it reaches deepest
        // into the other rect's edge.
        const std::array<Vec2, 4> ca = cornersOf(a), cb = cornersOf(b);
        const auto along = [&](Vec2 p, Vec2 q) { return dot(p, w) < dot(q, w); };
        if (best >= 2) {
            out.onA = *std::min_element(ca.begin(), ca.end(), along);
            out.onB = out.onA + depth * out.normal;
        } else {
            out.onB = *std::max_element(cb.begin(), cb.end(), along);
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
