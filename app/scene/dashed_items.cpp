#include "app/scene/dashed_items.h"

#include "app/scene/dashes.h"
#include "app/scene/disc_pictures.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

SegmentItem::SegmentItem(const QLineF& line, const QPen& pen) : QGraphicsLineItem(line) {
    setPen(pen);
    setFlag(ItemUsesExtendedStyleOption);
}

void SegmentItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    if (!dashedHere(pen()))
        return QGraphicsLineItem::paint(painter, option, w);
    strokeDashed(painter, QPolygonF{line().p1(), line().p2()}, false, pen(),
                 exposedOnDevice(painter, option));
}

OutlineItem::OutlineItem(const QPolygonF& polygon, const QPen& pen, const QBrush& brush)
    : QGraphicsPolygonItem(polygon) {
    setPen(pen);
    setBrush(brush);
    setFlag(ItemUsesExtendedStyleOption);
}

void OutlineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    if (!dashedHere(pen()))
        return QGraphicsPolygonItem::paint(painter, option, w);
    if (brush().style() != Qt::NoBrush) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(brush());
        painter->drawPolygon(polygon(), fillRule());
    }
    strokeDashed(painter, polygon(), true, pen(), exposedOnDevice(painter, option));
}

DiscItem::DiscItem(const QRectF& rect, const QPen& pen, const QBrush& brush, DiscPictures* pictures)
    : QGraphicsEllipseItem(rect), pictures_(pictures) {
    setPen(pen);
    setBrush(brush);
    setFlag(ItemUsesExtendedStyleOption);
}

void DiscItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    const QTransform& toDevice = painter->worldTransform();
    if (toDevice.type() > QTransform::TxScale) // never in our views: Qt's own drawing
        return QGraphicsEllipseItem::paint(painter, option, w);
    const QRectF r = rect();
    const QPointF centre = toDevice.map(r.center());
    const double rx = std::abs(toDevice.m11()) * r.width() / 2;
    const double ry = std::abs(toDevice.m22()) * r.height() / 2;
    if (pictures_ && pictures_->draw(painter, centre, rx, ry, pen(), brush()))
        return;
    painter->save();
    painter->resetTransform();
    paintDisc(painter, centre, rx, ry, pen(), brush());
    painter->restore();
}

PolylineItem::PolylineItem(const QPolygonF& points, const QPen& pen) : points_(points) {
    QPainterPath path;
    path.addPolygon(points);
    setPath(path);
    setPen(pen);
    setFlag(ItemUsesExtendedStyleOption);
}

void PolylineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    if (!dashedHere(pen()))
        return QGraphicsPathItem::paint(painter, option, w);
    strokeDashed(painter, points_, false, pen(), exposedOnDevice(painter, option));
}

} // namespace overlap::scene
