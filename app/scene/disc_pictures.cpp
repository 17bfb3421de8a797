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

template <class T> void append(QByteArray& key, const T& v) {
    key.append(reinterpret_cast<const char*>(&v), sizeof v);
}

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
    append(look, sizeRx);
    append(look, sizeRy);
    append(look, pen.color().rgba());
    append(look, pen.widthF());
    append(look, int(pen.style()));
    append(look, int(pen.capStyle()));
    append(look, pen.dashOffset());
    append(look, brush.color().rgba());
    append(look, int(brush.style()));
    const double reach = radius + pen.widthF() / 2 + 2;
    return (small ? small_ : large_).draw(painter, centre, look, reach, [&](QPainter* p) {
        paintDisc(p, QPointF(), sizeRx, sizeRy, pen, brush);
    });
}

} // namespace overlap::scene
