#include "app/scene/stamps.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

Stamps::Stamps(int phases, qsizetype budget) : phases_(phases), pictures_(budget) {}

bool Stamps::draw(QPainter* painter, QPointF at, const QByteArray& look, double reach,
                  const std::function<void(QPainter*)>& paint) {
    const QPaintEngine* engine = painter->paintEngine();
    const QPaintDevice* device = painter->device();
    if (!engine || engine->type() != QPaintEngine::Raster || !device)
        return false;
    const double ratio = device->devicePixelRatio();
    // The picture's origin on a whole device pixel, at a whole number of phases past it.
    const QPointF onDevice = at * ratio;
    double fx = std::floor(onDevice.x()), fy = std::floor(onDevice.y());
    const auto phase = [this](double fraction, double& whole) {
        const int q = int(std::lround(fraction * phases_));
        if (q < phases_)
            return q;
        whole += 1; // rounded up to the next pixel
        return 0;
    };
    const int qx = phase(onDevice.x() - fx, fx), qy = phase(onDevice.y() - fy, fy);
    const int pad = int(std::ceil(reach * ratio)) + 1;

    QByteArray key = look;
    key.append(reinterpret_cast<const char*>(&ratio), sizeof ratio);
    key.append(reinterpret_cast<const char*>(&qx), sizeof qx);
    key.append(reinterpret_cast<const char*>(&qy), sizeof qy);
    const QImage* picture = pictures_.object(key);
    if (!picture) {
        const int side = 2 * pad + 2;
        auto* image = new QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        image->setDevicePixelRatio(ratio);
        image->fill(Qt::transparent);
        QPainter p(image);
        p.setRenderHints(painter->renderHints());
        p.translate((pad + double(qx) / phases_) / ratio, (pad + double(qy) / phases_) / ratio);
        paint(&p);
        p.end();
        picture = image;
        if (!pictures_.insert(key, image, qsizetype(image->sizeInBytes())))
            return false; // larger than the whole budget: QCache deleted it
    }
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF((fx - pad) / ratio, (fy - pad) / ratio), *picture);
    painter->restore();
    return true;
}

} // namespace overlap::scene
