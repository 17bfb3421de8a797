#include "app/scene/label_pictures.h"

#include "app/scene/label_item.h"

#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace overlap::scene {

Plaque plaqueOf(const Label& l, const QColor& paper) {
    const QSizeF size = l.box.size();
    const double inset = (size.width() - l.advance) / 2;
    return {l.text,
            l.font,
            l.lit && l.litInk.isValid() ? l.litInk : l.color,
            paper,
            size,
            QPointF(l.badge ? inset : Label::kPad, Label::kPad + l.ascent),
            l.badge ? size.height() / 2 : 3,
            l.badge || l.lit,
            l.lit ? l.litEdge : QColor()};
}

void paintPlaque(QPainter* painter, const Plaque& q, QPointF topLeft) {
    const QRectF box(topLeft, q.size);
    if (q.ring)
        painter->setPen(q.edge.isValid() ? QPen(q.edge, 2) : QPen(q.ink, 1.5));
    else
        painter->setPen(Qt::NoPen);
    painter->setBrush(q.paper);
    painter->drawRoundedRect(q.ring ? box.adjusted(0.75, 0.75, -0.75, -0.75) : box, q.radius,
                             q.radius);
    painter->setFont(q.font);
    painter->setPen(q.ink);
    painter->drawText(topLeft + q.baseline, q.text);
}

bool LabelPictures::begin(const QPainter* painter) {
    const QPaintEngine* engine = painter->paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster)
        return false;
    toDevice_ = painter->deviceTransform();
    ratio_ = toDevice_.m11();
    // Only a plain scale by the device pixel ratio (and a shift): a picture copied 1:1.
    if (toDevice_.type() > QTransform::TxScale || !(ratio_ > 0) || toDevice_.m22() != ratio_)
        return false;
    fromDevice_ = toDevice_.inverted();
    return true;
}

QPointF LabelPictures::snapped(QPointF p) const {
    const QPointF d = toDevice_.map(p);
    return fromDevice_.map(QPointF(std::round(d.x()), std::round(d.y())));
}

void LabelPictures::draw(QPainter* painter, const Plaque& q, QPointF topLeft) {
    const Look look{q.text,
                    q.font,
                    q.ink.rgba64(),
                    q.paper.rgba64(),
                    q.edge.isValid() ? quint64(q.edge.rgba64()) : 0,
                    q.ring,
                    q.size.width(),
                    q.size.height(),
                    q.baseline.x(),
                    q.baseline.y(),
                    q.radius,
                    ratio_};
    painter->drawImage(topLeft, pictureOf(look, q));
}

const QImage& LabelPictures::pictureOf(const Look& look, const Plaque& q) {
    if (const QImage* known = pictures_.object(look))
        return *known;
    QImage picture(int(std::ceil(look.width * look.ratio)),
                   int(std::ceil(look.height * look.ratio)), QImage::Format_ARGB32_Premultiplied);
    picture.setDevicePixelRatio(look.ratio);
    picture.fill(Qt::transparent);
    {
        QPainter p(&picture);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        paintPlaque(&p, q, QPointF(0, 0));
    }
    const qsizetype bytes = picture.sizeInBytes();
    auto* kept = new QImage(picture); // shared, not copied
    if (pictures_.insert(look, kept, bytes))
        return *kept;
    spare_ = std::move(picture); // larger than the whole cache (QCache deleted its copy)
    return spare_;
}

} // namespace overlap::scene
