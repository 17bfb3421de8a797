#include "app/scene/label_pictures.h"

#include "app/scene/label_item.h"

#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace overlap::scene {

void paintLabel(QPainter* painter, const Label& l, const QRectF& box, const QColor& paper) {
    const double round = l.badge ? box.height() / 2 : 3;
    if (l.badge)
        painter->setPen(QPen(l.color, 1.5));
    else
        painter->setPen(Qt::NoPen);
    painter->setBrush(paper);
    painter->drawRoundedRect(l.badge ? box.adjusted(0.75, 0.75, -0.75, -0.75) : box, round, round);
    painter->setFont(l.font);
    painter->setPen(l.color);
    const double inset = (box.width() - l.advance) / 2;
    painter->drawText(
        box.topLeft() + QPointF(l.badge ? inset : Label::kPad, Label::kPad + l.ascent), l.text);
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

void LabelPictures::draw(QPainter* painter, const Label& l, const QColor& paper, QPointF topLeft) {
    const Look look{l.text,  l.font,        l.color.rgba64(), paper.rgba64(),
                    l.badge, l.box.width(), l.box.height(),   ratio_};
    painter->drawImage(topLeft, pictureOf(look, l, paper));
}

const QImage& LabelPictures::pictureOf(const Look& look, const Label& l, const QColor& paper) {
    if (const QImage* known = pictures_.object(look))
        return *known;
    QImage picture(int(std::ceil(look.width * look.ratio)),
                   int(std::ceil(look.height * look.ratio)), QImage::Format_ARGB32_Premultiplied);
    picture.setDevicePixelRatio(look.ratio);
    picture.fill(Qt::transparent);
    {
        QPainter p(&picture);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        paintLabel(&p, l, QRectF(0, 0, look.width, look.height), paper);
    }
    const qsizetype bytes = picture.sizeInBytes();
    auto* kept = new QImage(picture); // shared, not copied
    if (pictures_.insert(look, kept, bytes))
        return *kept;
    spare_ = std::move(picture); // larger than the whole cache (QCache deleted its copy)
    return spare_;
}

} // namespace overlap::scene
