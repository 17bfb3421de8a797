#include "app/scene/dashed_items.h"

#include "app/scene/dashes.h"

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

DiscItem::DiscItem(const QRectF& rect, const QPen& pen, const QBrush& brush)
    : QGraphicsEllipseItem(rect) {
    setPen(pen);
    setBrush(brush);
    setFlag(ItemUsesExtendedStyleOption);
}

void DiscItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* w) {
    if (!dashedHere(pen()))
        return QGraphicsEllipseItem::paint(painter, option, w);
    if (brush().style() != Qt::NoBrush) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(brush());
        painter->drawEllipse(rect());
    }
    // Sides of at most about two pixels: as round as Qt's own outline at any zoom.
    const QRectF r = rect();
    const double pixels = painter->worldTransform().mapRect(r).width() / 2;
    const int n = std::clamp(int(std::ceil(M_PI * pixels)), 16, 4096);
    QPolygonF outline;
    for (int k = 0; k < n; ++k) {
        const double a = 2 * M_PI * k / n;
        outline << r.center() + QPointF(r.width() / 2 * std::cos(a), r.height() / 2 * std::sin(a));
    }
    strokeDashed(painter, outline, true, pen(), exposedOnDevice(painter, option));
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
