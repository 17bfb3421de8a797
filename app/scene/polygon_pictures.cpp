#include "app/scene/polygon_pictures.h"

#include <QByteArray>
#include <QPainter>

#include <algorithm>

namespace overlap::scene {

namespace {

constexpr double kLargest = 640; // device pixels across: larger ones would be large pictures

} // namespace

bool PolygonPictures::draw(QPainter* painter, const QPolygonF& polygon, const QPen& pen,
                           const QBrush& brush, Qt::FillRule rule) {
    const bool plainBrush = brush.style() == Qt::NoBrush || brush.style() == Qt::SolidPattern;
    const bool plainPen = pen.style() == Qt::NoPen || pen.style() == Qt::SolidLine;
    if (!plainBrush || !plainPen || (pen.style() != Qt::NoPen && !pen.isCosmetic()) ||
        polygon.size() < 2)
        return false;
    const QPolygonF device = painter->worldTransform().map(polygon);
    const QRectF bounds = device.boundingRect();
    if (!(bounds.width() <= kLargest && bounds.height() <= kLargest))
        return false;
    // Its corners from the first one: the shape, wherever it is.
    const QPointF at = device.first();
    QPolygonF shape = device.translated(-at);
    QByteArray look;
    look.reserve(64 + 16 * int(shape.size()));
    appendLook(look, pen.color().rgba64());
    appendLook(look, pen.widthF());
    appendLook(look, int(pen.style()));
    appendLook(look, int(pen.capStyle()));
    appendLook(look, int(pen.joinStyle()));
    appendLook(look, pen.miterLimit());
    appendLook(look, brush.color().rgba64());
    appendLook(look, int(brush.style()));
    appendLook(look, int(rule));
    for (QPointF p : std::as_const(shape))
        appendLook(look, p);
    const double grow = pen.style() == Qt::NoPen ? 1.0 : pen.widthF() * pen.miterLimit() + 1;
    const QRectF extent = bounds.translated(-at).adjusted(-grow, -grow, grow, grow);
    return pictures_.draw(painter, at, look, extent, [&](QPainter* p) {
        p->setPen(pen);
        p->setBrush(brush);
        p->drawPolygon(shape, rule);
    });
}

} // namespace overlap::scene
