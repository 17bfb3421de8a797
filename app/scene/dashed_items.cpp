#include "app/scene/dashed_items.h"

#include "app/scene/clip_geometry.h"
#include "app/scene/dashes.h"
#include "app/scene/disc_pictures.h"
#include "app/scene/polygon_pictures.h"

#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

namespace {

// A box grown by the whole pen width: a stroke, its caps and joins reach at most half of it
// (a square cap's corner pw/2 * sqrt(2)) past the geometry, as Qt's stroked bounds do.
QRectF strokeBounds(const QRectF& geometry, const QPen& pen) {
    const double pw = pen.style() == Qt::NoPen ? 0.0 : pen.widthF();
    return geometry.normalized().adjusted(-pw, -pw, pw, pw);
}

} // namespace

SegmentItem::SegmentItem(const QLineF& line, const QPen& pen)
    : QGraphicsLineItem(line), bounds_(strokeBounds(QRectF(line.p1(), line.p2()), pen)) {
    setPen(pen);
    setFlag(ItemUsesExtendedStyleOption);
}

void SegmentItem::setSegment(const QLineF& line) {
    // The old bounds are still reported while Qt notes the change.
    prepareGeometryChange();
    setLine(line);
    bounds_ = strokeBounds(QRectF(line.p1(), line.p2()), pen());
}

void SegmentItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    const QRectF reach = deviceInItem(painter, kReachPixels);
    if (!dashedHere(pen()) && beyond(QRectF(line().p1(), line().p2()).normalized(), reach)) {
        QLineF shown = line();
        if (clipSegment(shown, reach)) {
            painter->setPen(pen());
            painter->drawLine(shown);
        }
        return;
    }
    if (!dashedHere(pen()))
        return QGraphicsLineItem::paint(painter, option, w);
    strokeDashed(painter, QPolygonF{line().p1(), line().p2()}, false, pen(),
                 exposedOnDevice(painter, option));
}

OutlineItem::OutlineItem(const QPolygonF& polygon, const QPen& pen, const QBrush& brush,
                         PolygonPictures* pictures)
    : QGraphicsPolygonItem(polygon), pictures_(pictures) {
    setPen(pen);
    setBrush(brush);
    setFlag(ItemUsesExtendedStyleOption);
}

void OutlineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    // Cut to the device when it reaches far past it; its cut edges lie out of sight.
    const QRectF reach = deviceInItem(painter, kReachPixels);
    const bool far = beyond(polygon().boundingRect(), reach);
    const QPolygonF shown = far ? clipPolygon(polygon(), reach) : polygon();
    // An area's tint with shape a left out, then its outline alone.
    const bool cut = keepFillOff_ && !keepFillOff_->isEmpty() && brush().style() != Qt::NoBrush;
    if (cut) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(brush());
        painter->drawPath(fillWithout(shown, *keepFillOff_));
        if (pen().style() == Qt::NoPen)
            return;
    }
    const QBrush fill = cut ? QBrush() : brush();
    if (!dashedHere(pen())) {
        if (!cut && pictures_ && pictures_->draw(painter, shown, pen(), fill, fillRule()))
            return;
        if (!far && !cut)
            return QGraphicsPolygonItem::paint(painter, option, w);
        painter->setPen(pen());
        painter->setBrush(fill);
        painter->drawPolygon(shown, fillRule());
        return;
    }
    if (fill.style() != Qt::NoBrush) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawPolygon(shown, fillRule());
    }
    strokeDashed(painter, polygon(), true, pen(), exposedOnDevice(painter, option));
}

const QPainterPath& OutlineItem::fillWithout(const QPolygonF& shown, const QPolygonF& off) {
    // Made again only when either changed: a drag of b repaints this every move.
    if (shown != cutShown_ || off != cutOff_) {
        QPainterPath fill, hole;
        fill.addPolygon(shown);
        hole.addPolygon(off);
        cutFill_ = fill.subtracted(hole);
        cutShown_ = shown;
        cutOff_ = off;
    }
    return cutFill_;
}

DiscItem::DiscItem(const QRectF& rect, const QPen& pen, const QBrush& brush, DiscPictures* pictures)
    : QGraphicsEllipseItem(rect), pictures_(pictures), bounds_(strokeBounds(rect, pen)) {
    setPen(pen);
    setBrush(brush);
    setFlag(ItemUsesExtendedStyleOption);
}

void DiscItem::setDisc(const QRectF& rect) {
    prepareGeometryChange();
    setRect(rect);
    bounds_ = strokeBounds(rect, pen());
}

void DiscItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    const QTransform& toDevice = painter->worldTransform();
    if (toDevice.type() > QTransform::TxScale) // never in our views: Qt's own drawing
        return QGraphicsEllipseItem::paint(painter, option, w);
    const QRectF r = rect();
    const QPointF centre = toDevice.map(r.center());
    const double rx = std::abs(toDevice.m11()) * r.width() / 2;
    const double ry = std::abs(toDevice.m22()) * r.height() / 2;
    if (std::max(rx, ry) > kReachPixels) {
        // Larger than any screen: only the part of it the device shows, as a polygon.
        const QPaintDevice* device = painter->device();
        const double m = 64 + pen().widthF();
        const QRectF box =
            device ? QRectF(-m, -m, device->width() + 2 * m, device->height() + 2 * m) : QRectF();
        const ClippedDisc part = clipDisc(centre, rx, ry, box);
        painter->save();
        painter->resetTransform();
        if (brush().style() != Qt::NoBrush && !part.fill.isEmpty()) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(brush());
            painter->drawPolygon(part.fill);
        }
        if (pen().style() != Qt::NoPen)
            for (const QPolygonF& piece : part.outline)
                strokeDashed(painter, piece, false, pen(), box);
        painter->restore();
        return;
    }
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
    const QRectF reach = deviceInItem(painter, kReachPixels);
    if (!dashedHere(pen()) && beyond(points_.boundingRect(), reach)) {
        painter->setPen(pen());
        for (const QPolygonF& piece : clipPolyline(points_, reach))
            painter->drawPolyline(piece);
        return;
    }
    if (!dashedHere(pen()))
        return QGraphicsPathItem::paint(painter, option, w);
    strokeDashed(painter, points_, false, pen(), exposedOnDevice(painter, option));
}

} // namespace overlap::scene
