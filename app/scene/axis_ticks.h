#pragma once

#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QTransform>

namespace overlap::scene {

// The grid's spacing at a zoom: 1, 2 or 5 × 10^k world units, about 24 pixels or more.
double gridStep(double pixelsPerUnit);

// A number at a grid line, along the bottom (x) or the left (y) edge of the view.
struct Tick {
    QString text;
    QRectF box; // pixels, paper patch included
    QPointF at; // where the text's baseline starts, pixels
};

// The numbers for the grid lines a view shows: x along its bottom edge, y along its left
// edge, as many as fit without touching; none inside `keepOut` (a legend). The grid runs
// through `origin` and is numbered from it.
QList<Tick> axisTicks(const QTransform& worldToPixels, const QRectF& pixels, const QFont& font,
                      const QRectF& keepOut = {}, QPointF origin = {});

} // namespace overlap::scene
