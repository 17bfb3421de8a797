#include "app/scene/axis_ticks.h"

#include <QFontMetricsF>

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

// A grid value as few digits as the step needs; "-0" is "0".
QString number(double v, double step) {
    const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
    if (std::abs(v) < step * 1e-6)
        v = 0;
    return QString::number(v, 'f', decimals);
}

} // namespace

QList<Tick> axisTicks(const QTransform& worldToPixels, const QRectF& pixels, const QFont& font,
                      const QRectF& keepOut) {
    QList<Tick> ticks;
    bool invertible = false;
    const QTransform toWorld = worldToPixels.inverted(&invertible);
    const double ppu = std::hypot(worldToPixels.m11(), worldToPixels.m12());
    if (!invertible || !(ppu > 0) || pixels.isEmpty())
        return ticks;
    const double step = gridStep(ppu);
    const QRectF world = toWorld.mapRect(pixels);
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
    const int strideY = stride(pxStep, [&](int) { return h; });
    for (double k = firstY; k * step <= world.bottom(); k += 1) {
        if (!isMultiple(k, strideY))
            continue;
        const double y = k * step;
        const QString text = number(y, step);
        const double py = worldToPixels.map(QPointF(world.center().x(), y)).y();
        const QRectF box(pixels.left() + edge, py - h / 2, fm.horizontalAdvance(text) + 2 * pad, h);
        if (box.bottom() > corner.top() - 2)
            continue;
        add(text, box, placed);
    }
    const double firstX = std::ceil(world.left() / step);
    const double lastX = std::floor(world.right() / step);
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
        const double px = worldToPixels.map(QPointF(x, world.center().y())).x();
        const double w = fm.horizontalAdvance(text) + 2 * pad;
        const QRectF box(px - w / 2, pixels.bottom() - edge - h, w, h);
        add(text, box, placed);
    }
    return ticks;
}

} // namespace overlap::scene
