#pragma once

// A drag as a person makes it, for tests that move shapes through the views.

#include "core/geometry/vec2.h"

#include <QGraphicsView>
#include <QTest>

namespace overlap::test {

// A press, six moves and a release on a view, between two points of the scene.
inline void drag(QGraphicsView* view, Vec2 from, Vec2 to) {
    QWidget* vp = view->viewport();
    const QPoint p = view->mapFromScene(QPointF(from.x, from.y));
    const QPoint q = view->mapFromScene(QPointF(to.x, to.y));
    QTest::mousePress(vp, Qt::LeftButton, {}, p);
    for (int k = 1; k <= 6; ++k)
        QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, {}, p + (q - p) * k / 6);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, q);
}

} // namespace overlap::test
