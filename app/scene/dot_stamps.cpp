#include "app/scene/dot_stamps.h"

#include "app/scene/dash_strips.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace overlap::scene {

DotStamps::Look& DotStamps::lookFor(QRgba64 colour, double diameter, double ratio) {
    for (Look& look : looks_)
        if (look.colour == colour && look.diameter == diameter && look.ratio == ratio)
            return look;
    if (looks_.size() >= 256) // fades make a few colours a role; forget them all at once
        looks_.clear();
    Look look;
    look.colour = colour;
    look.diameter = diameter;
    look.ratio = ratio;
    look.middle = int(std::ceil(diameter / 2)) + 1;
    look.size = 2 * look.middle + 2;
    looks_.push_back(look);
    return looks_.back();
}

const QImage& DotStamps::pictureOf(Look& look, int qx, int qy) {
    QImage& picture = look.pictures[std::size_t(qy * kPhases + qx)];
    if (picture.isNull()) {
        picture = QImage(look.size, look.size, QImage::Format_ARGB32_Premultiplied);
        picture.fill(Qt::transparent);
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor::fromRgba64(look.colour));
        const double r = look.diameter / 2;
        p.drawEllipse(
            QPointF(look.middle + double(qx) / kPhases, look.middle + double(qy) / kPhases), r, r);
        p.end();
        picture.setDevicePixelRatio(look.ratio);
    }
    return picture;
}

bool DotStamps::draw(QPainter* painter, const std::vector<QLineF>& dots, const QPen& solid) {
    const QPaintEngine* engine = painter->paintEngine();
    const QPaintDevice* device = painter->device();
    if (!enabled_ || dots.empty() || !engine || engine->type() != QPaintEngine::Raster || !device ||
        !painter->testRenderHint(QPainter::Antialiasing) || !DashStrips::usable(painter))
        return false;
    const double ratio = device->devicePixelRatio();
    // A disc of the dot's area on the device: the same ink, whichever way the line runs (a
    // cosmetic pen's width is in device pixels, the dot's length in the painter's).
    const double area = dots.front().length() * ratio * solid.widthF();
    Look& look = lookFor(solid.color().rgba64(), 2 * std::sqrt(area / std::numbers::pi), ratio);
    const QTransform kept = painter->worldTransform();
    painter->setWorldTransform(QTransform());
    for (const QLineF& dot : dots) {
        const QPointF at = dot.center() * ratio;
        double fx = std::floor(at.x()), fy = std::floor(at.y());
        const auto phase = [](double fraction, double& whole) {
            const int q = int(std::lround(fraction * kPhases));
            if (q < kPhases)
                return q;
            whole += 1; // rounded up to the next pixel
            return 0;
        };
        const int qx = phase(at.x() - fx, fx), qy = phase(at.y() - fy, fy);
        painter->drawImage(QPointF((fx - look.middle) / ratio, (fy - look.middle) / ratio),
                           pictureOf(look, qx, qy));
    }
    painter->setWorldTransform(kept);
    copies_ += qint64(dots.size());
    return true;
}

} // namespace overlap::scene
