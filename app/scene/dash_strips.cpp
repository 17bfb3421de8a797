#include "app/scene/dash_strips.h"

#include <QByteArray>
#include <QPainter>

#include <numeric>

namespace overlap::scene {

void appendRunDashes(std::vector<QLineF>& out, QPointF start, QPointF unit, int periods,
                     const std::vector<double>& pattern) {
    double t = 0;
    for (int k = 0; k < periods; ++k)
        for (std::size_t e = 0; e < pattern.size(); ++e) {
            if (e % 2 == 0 && pattern[e] > 0)
                out.emplace_back(start + unit * t, start + unit * (t + pattern[e]));
            t += pattern[e];
        }
}

bool DashStrips::usable(const QPainter* painter) {
    return painter->compositionMode() == QPainter::CompositionMode_SourceOver;
}

bool DashStrips::draw(QPainter* painter, const Run& run, const std::vector<double>& pattern,
                      const QPen& solid) {
    if (!enabled_)
        return false;
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    QByteArray look;
    look.reserve(64 + 8 * int(pattern.size()));
    appendLook(look, solid.color().rgba64());
    appendLook(look, solid.widthF());
    appendLook(look, antialiased);
    appendLook(look, run.unit.x());
    appendLook(look, run.unit.y());
    appendLook(look, run.periods);
    for (double v : pattern)
        appendLook(look, v);
    // The run reaches its length along unit and half the pen across, with its antialiasing.
    const double length = run.periods * std::accumulate(pattern.begin(), pattern.end(), 0.0);
    const double across = solid.widthF() / 2 + 1;
    const QRectF extent = QRectF(QPointF(0, 0), run.unit * length)
                              .normalized()
                              .adjusted(-across, -across, across, across);
    const bool copied = pictures_.draw(painter, run.start, look, extent, [&](QPainter* p) {
        std::vector<QLineF> dashes;
        appendRunDashes(dashes, QPointF(0, 0), run.unit, run.periods, pattern);
        p->setRenderHint(QPainter::Antialiasing, antialiased);
        p->setPen(solid);
        p->drawLines(dashes.data(), int(dashes.size()));
    });
    copies_ += copied;
    return copied;
}

} // namespace overlap::scene
