#include "app/scene/line_item.h"

#include "app/scene/dashes.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPaintDevice>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <algorithm>

namespace overlap::scene {

LineItem::LineItem(QPointF origin, QPointF unitDirection, const QRectF& box, const QPen& pen,
                   QGraphicsItem* parent)
    : QGraphicsItem(parent), origin_(origin), direction_(unitDirection), box_(box), pen_(pen) {
    setFlag(ItemUsesExtendedStyleOption); // paint() needs the exposed rect
    double lo = 0, hi = 0;
    line_ = partIn(box_, lo, hi) ? QLineF(at(lo), at(hi)) : QLineF(origin, origin);
}

bool LineItem::partIn(const QRectF& area, double& lo, double& hi) const {
    lo = -1e300;
    hi = 1e300;
    return narrowToBox(origin_, direction_, area, lo, hi) &&
           narrowToBox(origin_, direction_, box_, lo, hi) && lo < hi;
}

QRectF LineItem::boundingRect() const {
    // The whole box, not the line's own thin box: a cosmetic pen's width is in pixels, which
    // no scene rect can hold at every zoom. Its paint() draws only the exposed part.
    return box_;
}

QPainterPath LineItem::shape() const {
    QPainterPath path(line_.p1());
    path.lineTo(line_.p2());
    return path;
}

void LineItem::setName(const QString& text, const QColor& color) {
    name_ = text;
    nameColor_ = color;
    update();
}

void LineItem::paintName(QPainter* painter, const QWidget* widget) const {
    const QPaintDevice* device = painter->device();
    bool invertible = false;
    const QTransform& toDevice = painter->worldTransform();
    const QTransform toItem = toDevice.inverted(&invertible);
    if (name_.isEmpty() || !device || !invertible)
        return;
    // Placed within the whole view (or the picture being rendered), not the part being
    // repainted, so every repaint agrees.
    QRectF area(0, 0, device->width(), device->height());
    if (widget)
        area = QRectF(widget->rect());
    else if (painter->hasClipping())
        area &= toDevice.mapRect(painter->clipBoundingRect());
    // Within the item's own box too: nothing outside it is ever repainted for this item.
    double lo = 0, hi = 0;
    if (!partIn(toItem.mapRect(area), lo, hi))
        return;
    const QPointF anchor = toDevice.map(at(lo + 0.92 * (hi - lo)));
    QFont font = scene() ? scene()->font() : QFont();
    font.setPointSizeF(9.5);
    // Up and to the right of the line, in pixels, as the names of points are, but kept
    // whole inside the area (a line leaving on the right would cut its name off).
    const QFontMetricsF metrics(font, device);
    QRectF box(anchor + QPointF(6, -20),
               QSizeF(metrics.horizontalAdvance(name_), metrics.height()));
    const QRectF inside = area.adjusted(4, 4, -4, -4);
    box.translate(std::min(0.0, inside.right() - box.right()),
                  std::min(0.0, inside.bottom() - box.bottom()));
    box.translate(std::max(0.0, inside.left() - box.left()),
                  std::max(0.0, inside.top() - box.top()));
    painter->save();
    painter->resetTransform();
    painter->setFont(font);
    painter->setPen(nameColor_);
    painter->drawText(box.topLeft() + QPointF(0, metrics.ascent()), name_);
    painter->restore();
}

void LineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    paintName(painter, widget);
    QLineF shown = line_;
    const QPaintDevice* device = painter->device();
    bool invertible = false;
    const QTransform toItem = painter->worldTransform().inverted(&invertible);
    if (device && invertible && line_.length() > 0) {
        // What the device shows and the view repaints, in item coordinates, a few pixels
        // wider for caps and antialiasing.
        const double slack = 4 + pen_.widthF();
        QRectF seen = toItem.mapRect(
            QRectF(-slack, -slack, device->width() + 2 * slack, device->height() + 2 * slack));
        // Dashed, the whole part on the device: strokeDashed() keeps to the exposed part, and
        // copies runs of dashes that start at the same places on every repaint.
        if (option && !option->exposedRect.isEmpty() && !dashedHere(pen_)) {
            const QRectF pixel = toItem.mapRect(QRectF(0, 0, slack, slack));
            seen &= option->exposedRect.adjusted(-pixel.width(), -pixel.height(), pixel.width(),
                                                 pixel.height());
        }
        double lo = 0, hi = 0;
        if (!partIn(seen, lo, hi))
            return;
        shown = QLineF(at(lo), at(hi));
        if (dashedHere(pen_)) {
            // Dashes counted from the line's origin, whatever part is shown.
            const QTransform& w = painter->worldTransform();
            const double pixels = QLineF(w.map(origin_), w.map(shown.p1())).length();
            strokeDashed(painter, QPolygonF{shown.p1(), shown.p2()}, false, pen_,
                         exposedOnDevice(painter, option), lo < 0 ? -pixels : pixels);
            return;
        }
    }
    painter->setPen(pen_);
    painter->drawLine(shown);
}

} // namespace overlap::scene
