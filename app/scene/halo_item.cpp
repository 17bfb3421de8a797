#include "app/scene/halo_item.h"

#include <QPainter>
#include <QPen>

namespace overlap::scene {

HaloItem::HaloItem(const QPainterPath& path, const QColor& colour, double pixels, double core,
                   bool ring)
    : path_(path), colour_(colour), pixels_(pixels), core_(core), ring_(ring) {
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    if (ring_)
        setFlag(ItemIgnoresTransformations);
}

void HaloItem::setPath(const QPainterPath& path) {
    prepareGeometryChange();
    path_ = path;
}

void HaloItem::setReach(double world) {
    if (ring_ || world == reach_)
        return;
    prepareGeometryChange();
    reach_ = world;
}

QRectF HaloItem::boundingRect() const {
    const double r = ring_ ? pixels_ / 2 + 2 : reach_;
    return path_.boundingRect().adjusted(-r, -r, r, r);
}

void HaloItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    // A soft outer glow, then a solid core in the highlight colour (3:1 on either paper).
    QColor soft = colour_;
    soft.setAlpha(90);
    for (const auto& [colour, width] : {std::pair{soft, pixels_}, std::pair{colour_, core_}}) {
        QPen pen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        pen.setCosmetic(!ring_);
        painter->setPen(pen);
        painter->drawPath(path_);
    }
}

} // namespace overlap::scene
