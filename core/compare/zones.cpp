#include "core/compare/zones.h"

#include "core/geometry/visit.h"

#include <cmath>

namespace overlap {

namespace {

struct Local {
    Vec2 p;    // the point in the rect's frame, origin at its centre
    Vec2 half; // the rect's half extents
};

Local toLocal(Vec2 p, const Shape& rect) {
    return std::visit(overloaded{[&](const Rect& r) {
                                     const Vec2 c = 0.5 * (r.min + r.max);
                                     return Local{p - c, 0.5 * (r.max - r.min)};
                                 },
                                 [&](const RotatedRect& t) {
                                     const Vec2 d = p - t.c;
                                     // R(-θ) d with the stored axis (cos θ, sin θ)
                                     return Local{{t.axis.x * d.x + t.axis.y * d.y,
                                                   -t.axis.y * d.x + t.axis.x * d.y},
                                                  t.half};
                                 },
                                 [&](const Circle&) {
                                     return Local{p, {0, 0}};
                                 }},
                      rect);
}

int band(double v, double half) {
    return v < -half ? 0 : v > half ? 2 : 1;
}

} // namespace

ZoneScheme zoneSchemeOf(const Algorithm& algorithm) {
    return algorithm.zones;
}

std::uint8_t zoneOf(ZoneScheme scheme, Vec2 p, double r, const Shape& rect) {
    const Local l = toLocal(p, rect);
    const double ax = std::abs(l.p.x), ay = std::abs(l.p.y);
    switch (scheme) {
    case ZoneScheme::Verdict:
        return 0;
    case ZoneScheme::NineRegions: {
        const int col = band(l.p.x, l.half.x), row = band(l.p.y, l.half.y);
        return std::uint8_t((2 - row) * 3 + col + 1);
    }
    case ZoneScheme::RoundedRect: {
        if (ax <= l.half.x && ay <= l.half.y)
            return 1;
        if (ax <= l.half.x + r && ay <= l.half.y)
            return 2;
        if (ax <= l.half.x && ay <= l.half.y + r)
            return 3;
        const double dx = ax - l.half.x, dy = ay - l.half.y;
        return dx * dx + dy * dy <= r * r ? 4 : 0;
    }
    case ZoneScheme::FoldBands: {
        const int quadrant = l.p.x >= 0 ? (l.p.y >= 0 ? 0 : 3) : (l.p.y >= 0 ? 1 : 2);
        const bool outX = ax > l.half.x, outY = ay > l.half.y;
        const int b = outX && outY ? 3 : outX ? 1 : outY ? 2 : 0;
        return std::uint8_t(quadrant * 4 + b);
    }
    }
    return 0;
}

} // namespace overlap
