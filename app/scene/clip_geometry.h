#pragma once

#include <QLineF>
#include <QList>
#include <QPolygonF>
#include <QRectF>

class QPainter;

namespace overlap::scene {

// Geometry cut to the part a painter can show, before it reaches QPainter: a shape 1e300
// long is drawn as the few hundred pixels of it on screen, where Qt's raster engine dropped
// it (or took ages over it). Geometry that stays within reach is left alone, bit for bit.

// How far past the device, in pixels, geometry is drawn as given.
inline constexpr double kReachPixels = 65536;

// The device grown by `pixels` each way, in the painter's current coordinates; empty when the
// painter has no device or its transform cannot be inverted.
QRectF deviceInItem(const QPainter* painter, double pixels);

// Whether the rect reaches farther than the box allows (and so must be cut to it).
bool beyond(const QRectF& bounds, const QRectF& box);

// The polygon cut to the box (Sutherland-Hodgman): the same fill inside the box.
QPolygonF clipPolygon(const QPolygonF& polygon, const QRectF& box);

// The segment cut to the box; false when none of it is inside.
bool clipSegment(QLineF& segment, const QRectF& box);

// The open polyline's pieces inside the box.
QList<QPolygonF> clipPolyline(const QPolygonF& points, const QRectF& box);

// A disc of radii rx, ry about centre, cut to the box, all in device pixels: the fill (empty
// when the disc misses the box) and the pieces of its outline inside the box.
struct ClippedDisc {
    QPolygonF fill;
    QList<QPolygonF> outline;
};
ClippedDisc clipDisc(QPointF centre, double rx, double ry, const QRectF& box);

} // namespace overlap::scene
