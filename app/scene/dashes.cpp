#include "app/scene/dashes.h"

#include <QLineF>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace overlap::scene {

bool dashedHere(const QPen& pen) {
    return pen.style() != Qt::SolidLine && pen.style() != Qt::NoPen && pen.isCosmetic() &&
           !pen.dashPattern().isEmpty();
}

QRectF exposedOnDevice(const QPainter* painter, const QStyleOptionGraphicsItem* option) {
    const QPaintDevice* device = painter->device();
    QRectF all = device ? QRectF(0, 0, device->width(), device->height()) : QRectF();
    if (option && !option->exposedRect.isEmpty()) {
        const QRectF exposed = painter->worldTransform().mapRect(option->exposedRect);
        return all.isEmpty() ? exposed : all & exposed;
    }
    return all.isEmpty() ? QRectF(-1e7, -1e7, 2e7, 2e7) : all;
}

bool narrowToBox(QPointF origin, QPointF direction, const QRectF& box, double& lo, double& hi) {
    const auto slab = [&](double o, double d, double min, double max) {
        if (d == 0)
            return o >= min && o <= max;
        double t0 = (min - o) / d, t1 = (max - o) / d;
        if (t0 > t1)
            std::swap(t0, t1);
        lo = std::max(lo, t0);
        hi = std::min(hi, t1);
        return lo <= hi;
    };
    return slab(origin.x(), direction.x(), box.left(), box.right()) &&
           slab(origin.y(), direction.y(), box.top(), box.bottom());
}

namespace {

// Beyond any device, also at a device pixel ratio of 2 or 3.
const QRect kEverywhere(-(1 << 24), -(1 << 24), 1 << 25, 1 << 25);

// The dashes (device coordinates) as solid flat-capped strokes of the pen's width and colour.
void drawDashes(QPainter* painter, const std::vector<QLineF>& dashes, const QPen& pen) {
    QPen solid = pen;
    solid.setStyle(Qt::SolidLine);
    solid.setCapStyle(Qt::FlatCap);
    painter->save();
    painter->resetTransform();
    painter->setPen(solid);
    // A clip of one rect lets Qt's cosmetic stroker write pixels directly instead of through
    // spans; the pixels are the same. Not under a clip of several rects: there it would only
    // rebuild the clip's spans.
    const QPaintEngine* engine = painter->paintEngine();
    if (engine && engine->systemClip().rectCount() <= 1)
        painter->setClipRect(kEverywhere, Qt::IntersectClip);
    painter->drawLines(dashes.data(), int(dashes.size()));
    painter->restore();
}

} // namespace

void strokeDashed(QPainter* painter, const QPolygonF& points, bool closed, const QPen& pen,
                  const QRectF& deviceClip, double phase) {
    if (!dashedHere(pen)) {
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        closed ? painter->drawPolygon(points) : painter->drawPolyline(points);
        return;
    }
    const double width = std::max(1.0, pen.widthF());
    std::vector<double> pattern;
    for (qreal v : pen.dashPattern())
        pattern.push_back(std::max(0.0, double(v)) * width);
    const double period = std::accumulate(pattern.begin(), pattern.end(), 0.0);
    if (!(period > 0) || points.size() < 2)
        return;

    const QTransform& toDevice = painter->worldTransform();
    QPolygonF device = toDevice.map(points);
    if (closed && device.first() != device.last())
        device << device.first();
    const QRectF box = deviceClip.adjusted(-width - 2, -width - 2, width + 2, width + 2);

    // Where in the pattern the stroke is: element index and how far into it.
    double into = std::fmod(pen.dashOffset() * width + phase, period);
    if (into < 0)
        into += period;
    std::size_t element = 0;
    while (into >= pattern[element]) {
        into -= pattern[element];
        element = (element + 1) % pattern.size();
    }
    const auto advance = [&](double length) {
        into += std::fmod(length, period);
        while (into >= pattern[element]) {
            into -= pattern[element];
            element = (element + 1) % pattern.size();
        }
    };

    // Reused between calls: a drag paints thousands of dashes a frame.
    static thread_local std::vector<QLineF> dashes;
    dashes.clear();
    for (qsizetype i = 0; i + 1 < device.size(); ++i) {
        const QPointF a = device[i], b = device[i + 1];
        const double length = QLineF(a, b).length();
        double lo = 0, hi = 1;
        if (length == 0)
            continue;
        if (!narrowToBox(a, b - a, box, lo, hi)) {
            advance(length);
            continue;
        }
        // Skip what lies before the box in whole, keeping the pattern's place.
        const QPointF unit = (b - a) / length;
        double t = lo * length;
        advance(t);
        const double end = hi * length;
        while (t < end) {
            const double step = std::min(pattern[element] - into, end - t);
            if (element % 2 == 0 && step > 0)
                dashes.emplace_back(a + unit * t, a + unit * (t + step));
            t += step;
            into += step;
            if (into >= pattern[element] - 1e-12) {
                into = 0;
                element = (element + 1) % pattern.size();
            }
        }
        advance(length - end);
    }
    if (!dashes.empty())
        drawDashes(painter, dashes, pen);
}

} // namespace overlap::scene
