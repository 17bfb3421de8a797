#pragma once

#include "bench/drag_steps.h"

#include <QRectF>

#include <memory>

class QGraphicsEllipseItem;
class QGraphicsScene;
class QGraphicsView;

namespace overlap::bench {

// Qt's own floor for a drag: a plain QGraphicsView in its own window, of the size of a
// given view's viewport, showing the same part of the plane at the same scale and with the
// same render hints, and a scene of plain Qt items (rects, ellipses, lines, text) standing
// for the given view's items one for one, where they are shown. The dragged one is a
// movable QGraphicsEllipseItem where the dragged circle is. No caching, no custom update
// mode, no subclass: what any Qt app pays for moving one item among as many.
class DragBaseline {
  public:
    // `like` is the view to stand for; `circle` the dragged circle's world rect in it.
    DragBaseline(const QGraphicsView& like, const QRectF& circle);
    ~DragBaseline();

    // Shows the window; false if the platform never exposed it.
    bool show();
    QGraphicsView* view() const { return view_.get(); }
    // The dragged item's scene rect now (it moves with each drag).
    QRectF circle() const;
    int itemCount() const;
    // The same drag as the app's, on the dragged item.
    DragTimes drag(const DragRow& row, int warmup, int count);

  private:
    std::unique_ptr<QGraphicsView> view_;
    QGraphicsScene* scene_;
    QGraphicsEllipseItem* dragged_;
};

} // namespace overlap::bench
