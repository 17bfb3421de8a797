#pragma once

#include <QList>
#include <QPointF>
#include <QPolygonF>

#include <utility>

namespace overlap::scene {

// Where a subject's name may sit on its own outline, best first, each with the side it
// faces: where the outline lies farthest outside the other shape, facing away from it, so
// the name reads as this shape's, never as the other's or a vertex's. A polygon's spots are
// on its edges away from their ends (the vertices have names of their own); a sampled
// circle's are its points. Ties go up and right, where names have always been.
QList<std::pair<QPointF, QPointF>> nameSpots(const QPolygonF& own, const QPolygonF& other,
                                             bool polygon);

} // namespace overlap::scene
