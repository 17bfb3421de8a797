#include "app/scene/disc_pictures.h"

#include "app/scene/dashes.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

namespace {

constexpr double kSmallest = 12; // pixels of radius: smaller discs are placed finer
constexpr double kLargest = 700; // pixels of radius: larger ones would be large pictures

} // namespace

void paintDisc(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
               const QBrush& brush) {
    if (brush.style() != Qt::NoBrush) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(brush);
        painter->drawEllipse(centre, rx, ry);
    }
    if (pen.style() == Qt::NoPen)
        return;
    if (!dashedHere(pen)) {
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(centre, rx, ry);
        return;
    }
    // Sides of at most about two pixels: as round as Qt's own outline.
    const int n = std::clamp(int(std::ceil(M_PI * std::max(rx, ry))), 16, 4096);
    QPolygonF outline;
    for (int k = 0; k < n; ++k) {
        const double a = 2 * M_PI * k / n;
        outline << centre + QPointF(rx * std::cos(a), ry * std::sin(a));
    }
    const QRectF everywhere(-1e7, -1e7, 2e7, 2e7);
    strokeDashed(painter, outline, true, pen, everywhere);
}

bool DiscPictures::draw(QPainter* painter, QPointF centre, double rx, double ry, const QPen& pen,
                        const QBrush& brush) {
    const bool plainBrush = brush.style() == Qt::NoBrush || brush.style() == Qt::SolidPattern;
    const double radius = std::max(rx, ry);
    if (!plainBrush || radius > kLargest || !pen.isCosmetic())
        return false;
    const bool small = radius < kSmallest;
    // Small discs keep their exact radii; large ones a 16th of a pixel, so they share pictures.
    const double sizeRx = small ? rx : std::round(rx * 16) / 16;
    const double sizeRy = small ? ry : std::round(ry * 16) / 16;

    QByteArray look;
    look.reserve(96);
    appendLook(look, sizeRx);
    appendLook(look, sizeRy);
    appendLook(look, pen.color().rgba());
    appendLook(look, pen.widthF());
    appendLook(look, int(pen.style()));
    appendLook(look, int(pen.capStyle()));
    appendLook(look, pen.dashOffset());
    appendLook(look, brush.color().rgba());
    appendLook(look, int(brush.style()));
    const double reach = radius + pen.widthF() / 2 + 2;
    return (small ? small_ : large_).draw(painter, centre, look, reach, [&](QPainter* p) {
        paintDisc(p, QPointF(), sizeRx, sizeRy, pen, brush);
    });
}

} // namespace overlap::scene
