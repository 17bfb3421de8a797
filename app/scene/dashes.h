#pragma once

#include <QPen>
#include <QPolygonF>
#include <QRectF>

class QPainter;
class QStyleOptionGraphicsItem;

namespace overlap::scene {

// Strokes the polyline through points (the painter's coordinates) with the pen's dash
// pattern, counted in device pixels from the first point plus phase pixels, and only where
// it meets deviceClip. Qt's own dasher starts the pattern afresh where a repaint's clip
// cuts edges away, so a partly repainted dashed outline came out with shifted dashes.
// Solid, non-cosmetic or empty pens are stroked by Qt as usual.
void strokeDashed(QPainter* painter, const QPolygonF& points, bool closed, const QPen& pen,
                  const QRectF& deviceClip, double phase = 0);

// Narrows the painter's clip to one rect when the repaint's is one (the same pixels): Qt's
// cosmetic stroker then writes a thin line's pixels directly instead of through spans, some
// thousands of instructions a line less. Not under a clip of several rects: there it would
// only rebuild the clip's spans. Undone by the caller's restore().
void clipForHairlines(QPainter* painter);

class DashStrips;
class DotStamps;
// The pictures of dash runs strokeDashed() copies on this thread.
DashStrips& dashStrips();
// The pictures of dots strokeDashed() copies on this thread.
DotStamps& dotStamps();

// Whether strokeDashed() does the dashing itself for this pen.
bool dashedHere(const QPen& pen);

// Narrows [lo, hi] to the parameters t where origin + t * direction lies in the box (slab
// clipping); false when nothing of it does.
bool narrowToBox(QPointF origin, QPointF direction, const QRectF& box, double& lo, double& hi);

// What an item is asked to repaint, in device pixels: the exposed rect when the item asks
// for it (ItemUsesExtendedStyleOption), else all of the device.
QRectF exposedOnDevice(const QPainter* painter, const QStyleOptionGraphicsItem* option);

} // namespace overlap::scene
