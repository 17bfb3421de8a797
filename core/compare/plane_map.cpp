#include "core/compare/plane_map.h"

#include "core/geometry/visit.h"

#include <algorithm>
#include <cmath>

namespace overlap {

PlaneGrid gridCovering(Vec2 min, Vec2 max, int samplesAcross) {
    const double span = std::max({max.x - min.x, max.y - min.y, 1e-300});
    const int n = std::clamp(samplesAcross, 2, 4096);
    // The largest power of two no longer than span / n.
    const double step = std::exp2(std::floor(std::log2(span / n)));
    PlaneGrid g;
    g.step = step;
    g.origin = {std::floor(min.x / step) * step, std::floor(min.y / step) * step};
    g.cols = std::clamp(int(std::ceil((max.x - g.origin.x) / step)) + 1, 1, 4096);
    g.rows = std::clamp(int(std::ceil((max.y - g.origin.y) / step)) + 1, 1, 4096);
    return g;
}

PlaneGrid gridCovering(Vec2 min, Vec2 max, int samplesAcross, Vec2 anchor) {
    PlaneGrid g = gridCovering(min, max, samplesAcross);
    if (anchor.x < min.x || anchor.x > max.x || anchor.y < min.y || anchor.y > max.y)
        return g;
    // Count the samples below and left of the anchor; the anchor's own value stays exact.
    g.originCol = std::clamp(int(std::ceil((anchor.x - min.x) / g.step)), 0, 4095);
    g.originRow = std::clamp(int(std::ceil((anchor.y - min.y) / g.step)), 0, 4095);
    g.origin = anchor;
    g.cols = std::clamp(g.originCol + int(std::ceil((max.x - anchor.x) / g.step)) + 1, 1, 4096);
    g.rows = std::clamp(g.originRow + int(std::ceil((max.y - anchor.y) / g.step)) + 1, 1, 4096);
    return g;
}

Shape movedTo(const Shape& s, Vec2 p) {
    return std::visit(overloaded{[&](const Circle& c) -> Shape {
                                     return Circle{p, c.r};
                                 },
                                 [&](const Rect& r) -> Shape {
                                     const Vec2 size = r.max - r.min;
                                     const Vec2 min = p - 0.5 * size;
                                     return Rect{min, min + size};
                                 },
                                 [&](RotatedRect t) -> Shape {
                                     t.c = p;
                                     return t;
                                 }},
                      s);
}

std::vector<PlaneVerdict> planeVerdicts(const Algorithm& algorithm, const Shape& a, const Shape& b,
                                        const PlaneGrid& grid, const CancelCheck& cancelled) {
    std::vector<PlaneVerdict> out(grid.size(), PlaneVerdict::Refused);
    for (int j = 0; j < grid.rows; ++j) {
        if (cancelled && cancelled())
            return out;
        for (int i = 0; i < grid.cols; ++i) {
            const Shape moved = movedTo(a, grid.point(i, j));
            const Outcome closed = runAlgorithm(algorithm, moved, b, Touching::Counts);
            const Outcome open = runAlgorithm(algorithm, moved, b, Touching::Separate);
            if (!closed.ok() || !open.ok())
                continue;
            const bool c = closed.result.overlap, o = open.result.overlap;
            out[std::size_t(j) * std::size_t(grid.cols) + std::size_t(i)] =
                c && o ? PlaneVerdict::Overlap
                : c    ? PlaneVerdict::Touching
                : o    ? PlaneVerdict::Contradiction
                       : PlaneVerdict::Apart;
        }
    }
    return out;
}

std::vector<std::uint8_t> planeDisagreement(const Algorithm& first, const Algorithm& second,
                                            const Shape& a, const Shape& b, Touching touching,
                                            const PlaneGrid& grid, const CancelCheck& cancelled) {
    std::vector<std::uint8_t> out(grid.size(), 0);
    for (int j = 0; j < grid.rows; ++j) {
        if (cancelled && cancelled())
            return out;
        for (int i = 0; i < grid.cols; ++i) {
            const Shape moved = movedTo(a, grid.point(i, j));
            const Outcome x = runAlgorithm(first, moved, b, touching);
            const Outcome y = runAlgorithm(second, moved, b, touching);
            if (x.ok() && y.ok() && x.result.overlap != y.result.overlap)
                out[std::size_t(j) * std::size_t(grid.cols) + std::size_t(i)] = 1;
        }
    }
    return out;
}

std::vector<std::uint8_t> planeZones(ZoneScheme scheme, const Shape& a, const Shape& b,
                                     const PlaneGrid& grid) {
    const auto* circle = std::get_if<Circle>(&a);
    if (!circle || std::holds_alternative<Circle>(b))
        return {};
    std::vector<std::uint8_t> out(grid.size());
    for (int j = 0; j < grid.rows; ++j)
        for (int i = 0; i < grid.cols; ++i)
            out[std::size_t(j) * std::size_t(grid.cols) + std::size_t(i)] =
                zoneOf(scheme, grid.point(i, j), circle->r, b);
    return out;
}

} // namespace overlap
