#include "app/scene/stamps.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

Stamps::Stamps(int phases, qsizetype budget, bool secondSight)
    : phases_(phases), secondSight_(secondSight), pictures_(budget) {}

bool Stamps::draw(QPainter* painter, QPointF at, const QByteArray& look, double reach,
                  const std::function<void(QPainter*)>& paint) {
    return draw(painter, at, look, QRectF(-reach, -reach, 2 * reach, 2 * reach), paint);
}

bool Stamps::draw(QPainter* painter, QPointF at, const QByteArray& look, const QRectF& extent,
                  const std::function<void(QPainter*)>& paint) {
    const QPaintEngine* engine = painter->paintEngine();
    const QPaintDevice* device = painter->device();
    if (!engine || engine->type() != QPaintEngine::Raster || !device)
        return false;
    const double ratio = device->devicePixelRatio();
    // The picture's origin: a whole device pixel, and how far past it the drawing starts.
    const QPointF onDevice = at * ratio;
    double fx = std::floor(onDevice.x()), fy = std::floor(onDevice.y());
    // A whole number of phases past it, or (phases 0) exactly where it is.
    const auto phase = [this](double fraction, double& whole) {
        if (phases_ == 0)
            return fraction;
        const int q = int(std::lround(fraction * phases_));
        if (q < phases_)
            return double(q) / phases_;
        whole += 1; // rounded up to the next pixel
        return 0.0;
    };
    const double qx = phase(onDevice.x() - fx, fx), qy = phase(onDevice.y() - fy, fy);
    // The picture's pixels around its origin's: the extent, a pixel more for the phase.
    const QRect box(QPoint(int(std::floor(extent.left() * ratio)) - 1,
                           int(std::floor(extent.top() * ratio)) - 1),
                    QPoint(int(std::ceil(extent.right() * ratio)) + 1,
                           int(std::ceil(extent.bottom() * ratio)) + 1));

    QByteArray key;
    key.reserve(look.size() + qsizetype(sizeof ratio + sizeof qx + sizeof qy));
    key.append(look);
    key.append(reinterpret_cast<const char*>(&ratio), sizeof ratio);
    key.append(reinterpret_cast<const char*>(&qx), sizeof qx);
    key.append(reinterpret_cast<const char*>(&qy), sizeof qy);
    const QImage* picture = pictures_.object(key);
    if (!picture && secondSight_ && !seen_.contains(key)) {
        if (seen_.size() > 4096) // forget the places of old drags
            seen_.clear();
        seen_.insert(key);
        return false;
    }
    if (!picture) {
        auto* image = new QImage(box.size(), QImage::Format_ARGB32_Premultiplied);
        image->setDevicePixelRatio(ratio);
        image->fill(Qt::transparent);
        QPainter p(image);
        p.setRenderHints(painter->renderHints());
        p.translate((qx - box.left()) / ratio, (qy - box.top()) / ratio);
        paint(&p);
        p.end();
        picture = image;
        if (!pictures_.insert(key, image, qsizetype(image->sizeInBytes())))
            return false; // larger than the whole budget: QCache deleted it
    }
    // Only the transform changes: the painter's whole state need not be saved.
    const QTransform kept = painter->worldTransform();
    painter->setWorldTransform(QTransform());
    painter->drawImage(QPointF((fx + box.left()) / ratio, (fy + box.top()) / ratio), *picture);
    painter->setWorldTransform(kept);
    return true;
}

} // namespace overlap::scene
