#include "core/compare/plane_map.h"

#include "core/geometry/validate.h"
#include "core/geometry/visit.h"
#include "core/methods/batch.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"

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

namespace {

// One row of a map: each sample's verdict, and whether the method gave one.
struct Row {
    std::vector<std::uint8_t> overlap, ok;
    // The row as structure of arrays, for a batch entry.
    std::vector<double> x, y, r;
};

// The row by the method's batch entry, when it has one and the shapes fit it: a moving
// circle against a fixed rect (the clamp) or a fixed circle (circle-circle, squared).
// Verdicts are the scalar method's, exactly. False: the caller goes sample by sample.
bool batchRow(const Algorithm& m, const Shape& a, const Shape& b, Touching t, const PlaneGrid& grid,
              int j, Row& row) {
    const auto* moving = std::get_if<Circle>(&a);
    const auto* clamp = std::get_if<TypedFn<Circle, Rect>>(&m.typed);
    const auto* circles = std::get_if<TypedFn<Circle, Circle>>(&m.typed);
    const bool isClamp = clamp && *clamp == &circleRectClamp;
    const bool isSquared = circles && *circles == &circleCircleSquared;
    if (!moving || !(isClamp || isSquared) || invalidReason(b) || invalidReason(a))
        return false;
    const auto n = std::size_t(grid.cols);
    row.x.resize(n);
    row.y.assign(n, grid.point(0, j).y);
    row.r.assign(n, moving->r);
    for (std::size_t i = 0; i < n; ++i)
        row.x[i] = grid.point(int(i), j).x;
    // A sample off the doubles' range is a shape runAlgorithm refuses: one by one, then.
    for (std::size_t i = 0; i < n; ++i)
        if (!std::isfinite(row.x[i]) || !std::isfinite(row.y[i]))
            return false;
    const CircleArrays c{row.x.data(), row.y.data(), row.r.data()};
    if (const auto* rect = std::get_if<Rect>(&b); rect && isClamp) {
        const std::vector<double> minX(n, rect->min.x), minY(n, rect->min.y), maxX(n, rect->max.x),
            maxY(n, rect->max.y), loX(n, rect->maxLo.x), loY(n, rect->maxLo.y);
        circleRectClampBatch(
            n, c, {minX.data(), minY.data(), maxX.data(), maxY.data(), loX.data(), loY.data()}, t,
            row.overlap.data());
    } else if (const auto* fixed = std::get_if<Circle>(&b); fixed && isSquared) {
        const std::vector<double> fx(n, fixed->c.x), fy(n, fixed->c.y), fr(n, fixed->r);
        circleCircleSquaredBatch(n, c, {fx.data(), fy.data(), fr.data()}, t, row.overlap.data());
    } else {
        return false;
    }
    std::fill(row.ok.begin(), row.ok.end(), std::uint8_t(1));
    return true;
}

// The row of verdicts with shape a's centre at each sample of row j (b fixed), or for a
// moving method, with a's move ending there.
void verdictRow(const Algorithm& m, const Shape& a, const Shape& b, Touching t,
                const PlaneGrid& grid, int j, Row& row) {
    row.overlap.assign(std::size_t(grid.cols), 0);
    row.ok.assign(std::size_t(grid.cols), 0);
    if (batchRow(m, a, b, t, grid, j, row))
        return;
    // A moving method stays where a stands and moves a to each sample: the move's tip.
    const Vec2 from = centreOf(a);
    for (int i = 0; i < grid.cols; ++i) {
        const Vec2 p = grid.point(i, j);
        const Outcome o = m.swept.empty() ? runAlgorithm(m, movedTo(a, p), b, t)
                                          : runAlgorithm(m, a, b, t, nullptr, p - from);
        row.ok[std::size_t(i)] = o.ok();
        row.overlap[std::size_t(i)] = o.ok() && o.result.overlap;
    }
}

} // namespace

std::vector<PlaneVerdict> planeVerdicts(const Algorithm& algorithm, const Shape& a, const Shape& b,
                                        const PlaneGrid& grid, const CancelCheck& cancelled) {
    std::vector<PlaneVerdict> out(grid.size(), PlaneVerdict::Refused);
    Row closed, open;
    for (int j = 0; j < grid.rows; ++j) {
        if (cancelled && cancelled())
            return out;
        verdictRow(algorithm, a, b, Touching::Counts, grid, j, closed);
        verdictRow(algorithm, a, b, Touching::Separate, grid, j, open);
        for (int i = 0; i < grid.cols; ++i) {
            const auto k = std::size_t(i);
            if (!closed.ok[k] || !open.ok[k])
                continue;
            const bool c = closed.overlap[k], o = open.overlap[k];
            out[std::size_t(j) * std::size_t(grid.cols) + k] = c && o ? PlaneVerdict::Overlap
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
    Row x, y;
    for (int j = 0; j < grid.rows; ++j) {
        if (cancelled && cancelled())
            return out;
        verdictRow(first, a, b, touching, grid, j, x);
        verdictRow(second, a, b, touching, grid, j, y);
        for (int i = 0; i < grid.cols; ++i) {
            const auto k = std::size_t(i);
            if (x.ok[k] && y.ok[k] && x.overlap[k] != y.overlap[k])
                out[std::size_t(j) * std::size_t(grid.cols) + k] = 1;
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
