#include "app/scene/label_item.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

namespace {
constexpr double kPad = 2; // paper around the text, pixels
}

LabelItem::LabelItem(const QString& text, const QFont& font, const QColor& color,
                     const QColor& paper)
    : text_(text), font_(font), color_(color), paper_(paper) {
    setFlag(ItemIgnoresTransformations);
    const QFontMetricsF metrics(font_);
    size_ = QSizeF(metrics.horizontalAdvance(text_) + 2 * kPad, metrics.height() + 2 * kPad);
    ascent_ = metrics.ascent();
    box_ = QRectF(QPointF(6, -size_.height() - 6), size_);
}

void LabelItem::setBox(const QRectF& box, bool leader) {
    if (box == box_ && leader == leader_)
        return;
    prepareGeometryChange();
    box_ = box;
    leader_ = leader;
}

QRectF LabelItem::boundingRect() const {
    return box_.united(QRectF(-2, -2, 4, 4)).adjusted(-1, -1, 1, 1);
}

void LabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (leader_) {
        // From the anchor to the nearest point of the box.
        const QPointF near(std::clamp(0.0, box_.left(), box_.right()),
                           std::clamp(0.0, box_.top(), box_.bottom()));
        QPen pen(color_, 1);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLine(QPointF(0, 0), near);
    }
    QColor halo = paper_;
    halo.setAlpha(215);
    painter->setPen(Qt::NoPen);
    painter->setBrush(halo);
    painter->drawRoundedRect(box_, 3, 3);
    painter->setFont(font_);
    painter->setPen(color_);
    painter->drawText(box_.topLeft() + QPointF(kPad, kPad + ascent_), text_);
}

ArrowHeadItem::ArrowHeadItem(QPointF tip, QPointF direction, const QColor& color, double pixels)
    : tip_(tip), direction_(direction), color_(color), pixels_(pixels) {}

void ArrowHeadItem::setReach(double world) {
    if (world == reach_)
        return;
    prepareGeometryChange();
    reach_ = world;
}

QRectF ArrowHeadItem::boundingRect() const {
    return QRectF(tip_ - QPointF(reach_, reach_), QSizeF(2 * reach_, 2 * reach_));
}

void ArrowHeadItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QTransform& toDevice = painter->worldTransform();
    const QPointF tip = toDevice.map(tip_);
    QPointF d = toDevice.map(tip_ + direction_) - tip;
    const double len = std::hypot(d.x(), d.y());
    if (len == 0)
        return;
    d /= len;
    const QPointF n(-d.y(), d.x());
    const QPointF back = tip - d * pixels_;
    const QPolygonF head{tip, back + n * (pixels_ * 0.45), back - n * (pixels_ * 0.45)};
    painter->save();
    painter->resetTransform();
    painter->setPen(Qt::NoPen);
    painter->setBrush(color_);
    painter->drawPolygon(head);
    painter->restore();
}

} // namespace overlap::scene
