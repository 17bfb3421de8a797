#include "app/scene/label_item.h"

#include "app/scene/dashes.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

namespace {

// From the anchor to the nearest point of the box.
void paintLeader(QPainter* painter, const QColor& color, QPointF at, const QRectF& box) {
    const QPointF near(std::clamp(at.x(), box.left(), box.right()),
                       std::clamp(at.y(), box.top(), box.bottom()));
    QPen pen(color, 1);
    pen.setCosmetic(true);
    painter->setPen(pen);
    // Aliased: an antialiased hairline cut by a partial repaint's clip does not give the same
    // pixels as one drawn whole (tst_repaint).
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    if (smooth)
        painter->setRenderHint(QPainter::Antialiasing, false);
    // The part on the device, cut here: where Qt's rasteriser cuts a line at a partial
    // repaint's clip, its pixels' steps can start one pixel over.
    const QRect device(0, 0, painter->device()->width(), painter->device()->height());
    double lo = 0, hi = 1;
    if (narrowToBox(at, near - at, QRectF(device).adjusted(-2, -2, 2, 2), lo, hi) && lo < hi)
        painter->drawLine(at + lo * (near - at), at + hi * (near - at));
    if (smooth)
        painter->setRenderHint(QPainter::Antialiasing, true);
}

} // namespace

Label::Label(const QString& words, const QFont& face, const QColor& ink, TextMeasures& measures)
    : text(words), font(face), color(ink) {
    const TextMeasures::Sizes sizes = measures.of(text, font);
    advance = sizes.advance;
    size = QSizeF(advance + 2 * kPad, sizes.height + 2 * kPad);
    ascent = sizes.ascent;
}

void Label::makeBadge() {
    badge = true;
    size.setWidth(std::max(size.width() + 2 * kPad, size.height()));
}

LabelLayer::LabelLayer() {
    setFlag(ItemUsesExtendedStyleOption); // paint() needs the exposed rect
    setZValue(1000); // above every shape: a name is never hidden by a later step's stroke
}

void LabelLayer::setBounds(const QRectF& bounds) {
    if (bounds == bounds_)
        return;
    prepareGeometryChange();
    bounds_ = bounds;
}

void LabelLayer::setLabels(std::vector<Label> labels) {
    // The item's own update, not the scene's: a scene update of the old place was not
    // always repainted (tst_repaint), an item's is.
    const bool shown = scene() != nullptr;
    const auto contains = [](const std::vector<Label>& in, const Label& l) {
        return std::any_of(in.begin(), in.end(), [&](const Label& o) { return o.sameLook(l); });
    };
    if (shown) {
        for (const Label& old : labels_)
            if (old.visible && !contains(labels, old))
                update(old.world);
        for (const Label& now : labels)
            if (now.visible && !contains(labels_, now))
                update(now.world);
    }
    labels_ = std::move(labels);
}

void LabelLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QTransform toDevice = painter->worldTransform();
    const QRectF exposed = option ? option->exposedRect : QRectF();
    painter->save();
    painter->resetTransform();
    // Opaque: the text's colours read at 4.5:1 on the paper, and an overlay's shading (a
    // disagreement, a region) beneath must not lower that.
    const QColor halo = paper_;
    const bool pictures = pictures_.begin(painter);
    if (pictures) // pictures are copied 1:1, and leaders are aliased: no switching per label
        painter->setRenderHint(QPainter::Antialiasing, false);
    clipForHairlines(painter); // the leaders
    for (const Label& l : labels_) {
        if (!l.visible || (!exposed.isEmpty() && !exposed.intersects(l.world)))
            continue;
        const QPointF at = toDevice.map(l.anchor);
        QRectF box = l.box.translated(at);
        if (pictures)
            box.moveTopLeft(pictures_.snapped(box.topLeft()));
        if (l.leader)
            paintLeader(painter, l.color, at, box);
        if (pictures)
            pictures_.draw(painter, plaqueOf(l, halo), box.topLeft());
        else
            paintPlaque(painter, plaqueOf(l, halo), box.topLeft());
    }
    painter->restore();
}

ArrowHeadItem::ArrowHeadItem(QPointF tip, QPointF direction, const QColor& color, double pixels)
    : tip_(tip), direction_(direction), color_(color), pixels_(pixels) {}

void ArrowHeadItem::setReach(double world) {
    if (world == reach_)
        return;
    prepareGeometryChange();
    reach_ = world;
}

void ArrowHeadItem::setTip(QPointF tip, QPointF direction) {
    if (tip == tip_ && direction == direction_)
        return;
    prepareGeometryChange();
    tip_ = tip;
    direction_ = direction;
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
