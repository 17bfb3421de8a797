#include "app/scene/axis_ticks.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

double gridStep(double pixelsPerUnit) {
    if (!(pixelsPerUnit > 0))
        return 1;
    double step = std::pow(10.0, std::floor(std::log10(24.0 / pixelsPerUnit)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (step * m * pixelsPerUnit >= 24)
            return step * m;
    return step * 10;
}

namespace {

// A grid value as few digits as the step needs; "-0" is "0". Beyond a million, as a power
// of ten ("2e300"): 301 digits fit no edge.
QString number(double v, double step) {
    const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
    if (std::abs(v) < step * 1e-6)
        v = 0;
    if (std::abs(v) < 1e7)
        return QString::number(v, 'f', decimals);
    const int digits = std::clamp(
        int(std::floor(std::log10(std::abs(v))) - std::floor(std::log10(step))) + 1, 1, 17);
    return QString::number(v, 'g', digits).remove(QLatin1Char('+'));
}

// The grid lines k * step from first to last that a view can show: none when there are more
// than a view holds (the pixels are unbounded) or when k + 1 is no longer the next line.
bool countable(double first, double last, double pixelsPerStep, double extent) {
    constexpr double kExact = 9007199254740992.0; // 2^53: k += 1 still moves on
    const double lines = last - first;
    constexpr double kMostLines = 4096; // a view 8000 pixels wide at one line per 2 pixels
    return std::abs(first) < kExact && std::abs(last) < kExact &&
           lines <= std::min(kMostLines, extent / std::max(pixelsPerStep, 1.0) + 2);
}

} // namespace

QList<Tick> axisTicks(const QTransform& worldToPixels, const QRectF& pixels, const QFont& font,
                      const QRectF& keepOut, QPointF origin) {
    QList<Tick> ticks;
    bool invertible = false;
    const QTransform toWorld = worldToPixels.inverted(&invertible);
    const double ppu = std::hypot(worldToPixels.m11(), worldToPixels.m12());
    if (!invertible || !(ppu > 0) || pixels.isEmpty())
        return ticks;
    const double step = gridStep(ppu);
    // In the grid's own numbers: world positions less its origin.
    const QRectF world = toWorld.mapRect(pixels).translated(-origin);
    const QFontMetricsF fm(font);
    const double pad = 2, h = fm.height() + 2 * pad, edge = 3;
    // The corner where both rows meet holds neither.
    const QRectF corner(pixels.left(), pixels.bottom() - h - edge, 0, 0);
    const auto add = [&](const QString& text, QRectF box, QList<QRectF>& row) {
        if (!pixels.contains(box) ||
            (!keepOut.isEmpty() && keepOut.adjusted(-2, -2, 2, 2).intersects(box)))
            return;
        for (const QRectF& r : row)
            if (r.adjusted(-3, -3, 3, 3).intersects(box))
                return;
        row << box;
        ticks.push_back(
            {text, box,
             box.bottomRight() - QPointF(pad + fm.horizontalAdvance(text), pad + fm.descent())});
    };
    // Every label at a regular stride of grid lines (1, 2, 5, 10, ... of them), the least
    // at which neighbours keep 4 pixels apart; then only whole labels under the keep-out, off
    // the view or in the corner are dropped, so the numbers never go uneven.
    const auto stride = [&](double pixelsPerStep, const auto& extentOf) {
        for (int m : {1, 2, 5, 10, 20, 50, 100}) {
            if (pixelsPerStep * m >= extentOf(m) + 4)
                return m;
        }
        return 200;
    };
    const auto isMultiple = [](double k, int m) { return std::fmod(std::abs(k), double(m)) == 0; };
    QList<QRectF> placed;
    const double pxStep = step * ppu;
    // y first, along the left edge, then x along the bottom, each kept off the other.
    const double firstY = std::ceil(world.top() / step);
    const bool rowY = countable(firstY, std::floor(world.bottom() / step), pxStep, pixels.height());
    const int strideY = stride(pxStep, [&](int) { return h; });
    for (double k = firstY; rowY && k * step <= world.bottom(); k += 1) {
        if (!isMultiple(k, strideY))
            continue;
        const double y = k * step;
        const QString text = number(y, step);
        const double py = worldToPixels.map(QPointF(world.center().x(), y) + origin).y();
        const QRectF box(pixels.left() + edge, py - h / 2, fm.horizontalAdvance(text) + 2 * pad, h);
        if (box.bottom() > corner.top() - 2)
            continue;
        add(text, box, placed);
    }
    const double firstX = std::ceil(world.left() / step);
    const double lastX = std::floor(world.right() / step);
    if (!countable(firstX, lastX, pxStep, pixels.width()))
        return ticks;
    // The widest number of the row decides its stride.
    const int strideX = stride(pxStep, [&](int m) {
        double w = 0;
        for (double k = firstX; k <= lastX; k += 1)
            if (isMultiple(k, m))
                w = std::max(w, fm.horizontalAdvance(number(k * step, step)) + 2 * pad);
        return w;
    });
    for (double k = firstX; k <= lastX; k += 1) {
        if (!isMultiple(k, strideX))
            continue;
        const double x = k * step;
        const QString text = number(x, step);
        const double px = worldToPixels.map(QPointF(x, world.center().y()) + origin).x();
        const double w = fm.horizontalAdvance(text) + 2 * pad;
        const QRectF box(px - w / 2, pixels.bottom() - edge - h, w, h);
        add(text, box, placed);
    }
    return ticks;
}

} // namespace overlap::scene
