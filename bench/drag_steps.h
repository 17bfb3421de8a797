#pragma once

#include <QList>
#include <QPointF>

#include <functional>
#include <vector>

class QGraphicsItem;
class QGraphicsView;
class QWidget;

namespace overlap::bench {

struct DragTimes {
    std::vector<double> wall;    // ms per step
    std::vector<double> cpu;     // the UI thread's CPU ms in the same steps
    std::vector<double> repaint; // the share of the views' pixels repainted in each
};

// A drag of a shape along a row: the shape's centre goes from where it is to x in
// [xLo, xHi] at height y, one whole unit per move; the press is at `grab` (world), which
// moves with the shape.
struct DragRow {
    QPointF centre, grab;
    double y = 0, xLo = 0, xHi = 0;
};

// What a drag needs besides its row: the views whose repaint ends a step, whether the item
// under the press is the one meant (a warning if not), and a number that changes when a
// verdict does (none: the drag changes no verdict, as in the plain view).
struct DragWatch {
    QList<QWidget*> views;
    std::function<bool(QGraphicsItem*)> pressed;
    std::function<int()> verdicts;
};

// `count` measured moves after `warmup` unmeasured ones; see drag_steps.cpp for what one
// step is.
DragTimes dragSteps(QGraphicsView* view, const DragRow& row, const DragWatch& watch, int warmup,
                    int count);

} // namespace overlap::bench
