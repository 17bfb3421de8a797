#pragma once

#include "core/trace/trace.h"

#include <QGraphicsScene>
#include <QList>
#include <QSet>

namespace overlap::scene {

// Draws a method's construction: steps 0..current of a trace, the current one emphasised,
// earlier ones faded, each primitive by its role. World coordinates are y-up; the view
// that shows the scene flips them.
class TraceScene : public QGraphicsScene {
    Q_OBJECT
  public:
    explicit TraceScene(QObject* parent = nullptr);

    // Replaces what the trace drew; other items (handles) stay. current is clamped to the
    // trace's steps.
    void showTrace(const Trace& trace, int current);
    // The part of the plane worth framing: the subjects and what the steps added, with a
    // margin.
    QRectF contentRect() const { return content_; }
    // The roles the current step uses, for the legend.
    const QSet<Role>& currentRoles() const { return currentRoles_; }
    // Pens and points this many times their usual width (2 for a projector); redraws.
    void setLineScale(double scale);
    double lineScale() const { return lineScale_; }

  protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;

  private:
    void addPrimitive(const Primitive& p, bool current, double z);
    template <class Item> Item* own(Item* item) {
        traceItems_ << item;
        return item;
    }
    QRectF content_;
    double lineScale_ = 1.0;
    Trace shown_; // what showTrace last drew, to redraw it at another line scale
    int shownStep_ = 0;
    QSet<Role> currentRoles_;
    QList<QGraphicsItem*> traceItems_; // what showTrace added, removed by the next call
};

} // namespace overlap::scene
