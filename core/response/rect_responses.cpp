#include "core/response/pair_responses.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace overlap::response {

namespace {

// A rect's corners, counter-clockwise from (−h.x, −h.y).
std::array<Vec2, 4> cornersOf(const RotatedRect& r) {
    const Vec2 u = r.axis, v{-r.axis.y, r.axis.x};
    const Vec2 x = r.half.x * u, y = r.half.y * v;
    return {r.c - x - y, r.c + x - y, r.c + x + y, r.c - x + y};
}

// The point of segment s0–s1 nearest to p.
Vec2 nearestOn(Vec2 s0, Vec2 s1, Vec2 p) {
    const Vec2 d = s1 - s0;
    const double len2 = dot(d, d);
    const double t = len2 > 0 ? std::clamp(dot(p - s0, d) / len2, 0.0, 1.0) : 0.0;
    return s0 + t * d;
}

// The middle of the shared part of [lo1, hi1] and [lo2, hi2] (of the gap between them when
// they do not share one).
double middleOfShared(double lo1, double hi1, double lo2, double hi2) {
    return 0.5 * (std::max(lo1, lo2) + std::min(hi1, hi2));
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
    out.separation = std::hypot(gx, gy);
    if (out.separation > 0)
        out.normal = {sx * gx / out.separation, sy * gy / out.separation};
    return out;
}

Response rotatedRotated(const RotatedRect& a, const RotatedRect& b, VerdictClass exact) {
    Response out;
    const std::array<Vec2, 4> ca = cornersOf(a), cb = cornersOf(b);
    if (exact != VerdictClass::Apart) {
        // SAT: each rect's two edge directions (b's only where not parallel to a's); on each,
        // the move of a along +n and along −n that ends the overlap of the shadows.
        std::vector<std::pair<Vec2, bool>> axes; // (unit axis, whether it is b's)
        for (const RotatedRect* r : {&a, &b})
            for (Vec2 n : {r->axis, Vec2{-r->axis.y, r->axis.x}}) {
                const Vec2 unit = (1 / std::hypot(n.x, n.y)) * n;
                const bool parallel = std::any_of(axes.begin(), axes.end(), [&](const auto& e) {
                    return cross(e.first, unit) == 0;
                });
                if (!parallel)
                    axes.push_back({unit, r == &b});
            }
        double depth = std::numeric_limits<double>::infinity();
        int ties = 0;
        bool cornerOfA = false; // whose corner the witness is: the rect the axis is not of
        for (const auto& [n, ofB] : axes) {
            double minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY;
            for (Vec2 p : ca)
                minA = std::min(minA, dot(p, n)), maxA = std::max(maxA, dot(p, n));
            for (Vec2 p : cb)
                minB = std::min(minB, dot(p, n)), maxB = std::max(maxB, dot(p, n));
            for (const double sign : {1.0, -1.0}) {
                const double move = sign > 0 ? maxB - minA : maxA - minB;
                if (move < depth) {
                    depth = move, ties = 1;
                    out.normal = sign * n;
                    // The witness is a corner of the rect whose edge the axis is not: it
                    // reaches deepest into the other rect's edge.
                    const Vec2 w = sign * n;
                    if (ofB) {
                        out.onA = *std::min_element(ca.begin(), ca.end(), [&](Vec2 p, Vec2 q) {
                            return dot(p, w) < dot(q, w);
                        });
                    } else {
                        out.onB = *std::max_element(cb.begin(), cb.end(), [&](Vec2 p, Vec2 q) {
                            return dot(p, w) < dot(q, w);
                        });
                    }
                    cornerOfA = ofB;
                } else if (move == depth) {
                    ++ties;
                }
            }
        }
        depth = std::max(0.0, depth);
        if (cornerOfA)
            out.onB = out.onA + depth * out.normal;
        else
            out.onA = out.onB - depth * out.normal;
        out.unique = ties == 1;
        out.separation = -depth;
        return out;
    }
    // Apart: the closest points of two disjoint convex shapes include a corner of one.
    double best = INFINITY;
    for (int side = 0; side < 2; ++side) {
        const std::array<Vec2, 4>& corners = side == 0 ? ca : cb;
        const std::array<Vec2, 4>& edges = side == 0 ? cb : ca;
        for (Vec2 p : corners)
            for (int k = 0; k < 4; ++k) {
                const Vec2 q = nearestOn(edges[k], edges[(k + 1) % 4], p);
                const double d = std::hypot(p.x - q.x, p.y - q.y);
                if (d < best) {
                    best = d;
                    out.onA = side == 0 ? p : q;
                    out.onB = side == 0 ? q : p;
                }
            }
    }
    out.separation = best;
    if (best > 0)
        out.normal = (1 / best) * (out.onA - out.onB);
    return out;
}

} // namespace overlap::response
