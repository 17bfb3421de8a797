#pragma once

#include "app/scene/disc_pictures.h"
#include "app/scene/role_style.h"
#include "core/trace/trace.h"

#include <QByteArray>
#include <QGraphicsScene>
#include <QList>
#include <QSet>

#include <optional>
#include <vector>

namespace overlap::scene {

// Draws a method's construction: steps 0..current of a trace, the current one emphasised,
// earlier ones faded, each primitive by its role. World coordinates are y-up; the view
// that shows the scene flips them.
class TraceScene : public QGraphicsScene {
    Q_OBJECT
  public:
    explicit TraceScene(QObject* parent = nullptr);

    // Replaces what the trace drew; other items (handles) stay. current is clamped to the
    // trace's steps. Items of primitives drawn the same way as before are kept, so a drag
    // repaints only what it changed.
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
    // Items drawn for one primitive of one step (its shape and name), and what decided how
    // they look.
    struct Drawn {
        QByteArray key;
        QList<QGraphicsItem*> items;
    };
    RoleStyle styleOf(const Primitive& p, bool current) const;
    QList<QGraphicsItem*> addShape(const Primitive& p, bool current, double z);
    // Where the primitive's name goes, if it is shown.
    std::optional<QPointF> nameAt(const Primitive& p) const;
    QList<QGraphicsItem*> addName(const Primitive& p, bool current, double z, QPointF at);
    void clearDrawn();
    QRectF content_;
    double lineScale_ = 1.0;
    Trace shown_; // what showTrace last drew, to redraw it at another line scale
    int shownStep_ = 0;
    QSet<Role> currentRoles_;
    std::vector<Drawn> drawn_; // what showTrace added, kept or removed by the next call
    DiscPictures discs_;       // circles' pictures, shared by every DiscItem here
};

} // namespace overlap::scene
