#include "app/scene/polygon_pictures.h"

#include <QByteArray>
#include <QPainter>

#include <algorithm>

namespace overlap::scene {

namespace {

constexpr double kLargest = 640; // device pixels across: larger ones would be large pictures

template <class T> void append(QByteArray& key, const T& v) {
    key.append(reinterpret_cast<const char*>(&v), sizeof v);
}

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
    append(look, pen.color().rgba64());
    append(look, pen.widthF());
    append(look, int(pen.style()));
    append(look, int(pen.capStyle()));
    append(look, int(pen.joinStyle()));
    append(look, pen.miterLimit());
    append(look, brush.color().rgba64());
    append(look, int(brush.style()));
    append(look, int(rule));
    for (QPointF p : std::as_const(shape))
        append(look, p);
    const double grow = pen.style() == Qt::NoPen ? 1.0 : pen.widthF() * pen.miterLimit() + 1;
    const QRectF extent = bounds.translated(-at).adjusted(-grow, -grow, grow, grow);
    return pictures_.draw(painter, at, look, extent, [&](QPainter* p) {
        p->setPen(pen);
        p->setBrush(brush);
        p->drawPolygon(shape, rule);
    });
}

} // namespace overlap::scene
