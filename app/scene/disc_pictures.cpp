#include "app/scene/disc_pictures.h"

#include "app/scene/dashes.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

namespace {

constexpr double kSmallest = 12; // pixels of radius: smaller discs fill without threads
constexpr double kLargest = 700; // pixels of radius: larger ones would be large pictures
constexpr int kSteps = 4;        // placements per pixel

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
    const QPaintEngine* engine = painter->paintEngine();
    const bool plainBrush = brush.style() == Qt::NoBrush || brush.style() == Qt::SolidPattern;
    if (!engine || engine->type() != QPaintEngine::Raster || !plainBrush ||
        std::max(rx, ry) < kSmallest || std::max(rx, ry) > kLargest || !pen.isCosmetic())
        return false;
    // The picture's origin on a whole pixel, the centre a whole number of quarters past it.
    const double fx = std::floor(centre.x()), fy = std::floor(centre.y());
    int qx = int(std::lround((centre.x() - fx) * kSteps));
    int qy = int(std::lround((centre.y() - fy) * kSteps));
    const int pad = int(std::ceil(std::max(rx, ry) + pen.widthF() / 2 + 3));
    const double sizeRx = std::round(rx * 16) / 16, sizeRy = std::round(ry * 16) / 16;

    QByteArray key;
    append(key, sizeRx);
    append(key, sizeRy);
    append(key, qx);
    append(key, qy);
    append(key, pen.color().rgba());
    append(key, pen.widthF());
    append(key, int(pen.style()));
    append(key, int(pen.capStyle()));
    append(key, pen.dashOffset());
    append(key, brush.color().rgba());
    append(key, int(brush.style()));

    const QImage* picture = pictures_.object(key);
    if (!picture) {
        const int side = 2 * pad + 2;
        auto* image = new QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        image->fill(Qt::transparent);
        QPainter p(image);
        p.setRenderHints(painter->renderHints());
        paintDisc(&p, QPointF(pad + double(qx) / kSteps, pad + double(qy) / kSteps), sizeRx, sizeRy,
                  pen, brush);
        p.end();
        picture = image;
        if (!pictures_.insert(key, image, qsizetype(image->sizeInBytes())))
            return false; // larger than the whole cache: QCache deleted it
    }
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(fx - pad, fy - pad), *picture);
    painter->restore();
    return true;
}

} // namespace overlap::scene
