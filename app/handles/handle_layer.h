#pragma once

#include "app/handles/drag_host.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>

#include <array>

class QGraphicsItem;
class QGraphicsScene;

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::handles {

class BodyHandle;
class MotionHandle;
class PointHandle;

// The handles of both shapes of a model on a scene: bodies that move, corners and edges
// that resize, a rim for a circle's radius, a knob that turns a rotated rect. They hold no
// geometry: whoever draws the model places them for each change (player::Canvas), and
// every drag writes through the model.
// The scene owns the items; the layer removes them when it goes first.
class HandleLayer : public QObject, private DragHost {
    Q_OBJECT
  public:
    HandleLayer(QGraphicsScene* scene, model::ScenarioModel* model, QObject* parent = nullptr);
    ~HandleLayer() override;

    // On (the default): positions, sizes and angles land on whole numbers, so exact touching
    // is easy to reach. Alt held during a drag turns it off for that drag.
    void setSnapping(bool on) { snapping_ = on; }
    bool snapping() const override { return snapping_; }

    // The shape explicitly selected (0 or 1): a click on it (press and release without
    // changing it) selects it, a click on the empty canvas deselects (-1). A drag does
    // neither, so it never turns the arrow keys from stepping into nudging.
    int selectedShape() const { return selected_; }
    void setSelectedShape(int index);

    // Moves the selected shape by (dx, dy) * step world units, y up (the Up key is dy = 1);
    // the caller picks the step (1, or 10 with Shift). No snapping: a nudge is exact.
    void nudgeSelected(int dx, int dy, double step = 1.0);

    // Whether the tip of a's move is a handle (a lesson on a moving shape); off by default.
    void setMotionShown(bool shown);
    bool motionShown() const { return motionShown_; }

    // Every item the layer put on the scene (bodies and point handles).
    QList<QGraphicsItem*> items() const;

    // Places the handles on the model's shapes now.
    void place();

  signals:
    // The selected shape changed (a click, the keyboard, a new lesson): 0, 1 or -1.
    void selectedShapeChanged(int index);
    // A drag that changed a shape ended (mouse release); for undo.
    void dragFinished();
    // Where the handles now stand (scene coordinates), for labels to keep clear of, and
    // where each draws its mark, in pixels from there (a rotation knob's stem).
    void handlesPlaced(const QList<QPointF>& at, const QList<QPointF>& markOffsets);

  protected:
    // Sees the scene's presses and releases first: a click that no handle took deselects.
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    // DragHost
    const Shape* currentShape(int index) const override;
    void dragBegan(int index) override;
    void dragWrite(int index, const Shape& shape) override;
    void dragEnded(bool changed) override;

    QPointer<QGraphicsScene> scene_;
    QPointer<model::ScenarioModel> model_;
    std::array<BodyHandle*, 2> bodies_{};
    QList<PointHandle*> points_;
    MotionHandle* motion_ = nullptr;
    bool motionShown_ = false;
    Vec2 motionCentre_{}; // a's centre when the move's drag began: the move is measured from it
    Vec2 motionAtPress_{};
    bool snapping_ = true;
    bool dragging_ = false;
    int selected_ = -1;
    int pressed_ = -1;         // the shape whose handle took the current press
    bool canvasPress_ = false; // the current left press reached no handle
};

} // namespace overlap::handles
