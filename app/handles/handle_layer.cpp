#include "app/handles/handle_layer.h"

#include "app/handles/body_handle.h"
#include "app/handles/handle_geometry.h"
#include "app/handles/motion_handle.h"
#include "app/handles/move_handle.h"
#include "app/handles/rect_resize_handle.h"
#include "app/handles/rim_handle.h"
#include "app/handles/rotated_resize_handle.h"
#include "app/handles/rotation_handle.h"
#include "app/model/scenario_model.h"
#include "core/geometry/centre.h"
#include "core/geometry/visit.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>

#include <cmath>
#include <numbers>

namespace overlap::handles {

namespace {

double areaOf(const Shape& s) {
    return std::visit(
        overloaded{[](const Circle& c) { return std::numbers::pi * c.r * c.r; },
                   [](const Rect& r) { return (r.max.x - r.min.x) * (r.max.y - r.min.y); },
                   [](const RotatedRect& t) { return 4 * t.half.x * t.half.y; }},
        s);
}

} // namespace

HandleLayer::HandleLayer(QGraphicsScene* scene, model::ScenarioModel* model, QObject* parent)
    : QObject(parent), scene_(scene), model_(model) {
    // Every kind for both shapes; place() shows those that mean something for the shape's
    // current kind, so a shape may change kind without items coming or going.
    for (int i = 0; i < 2; ++i) {
        bodies_[i] = new BodyHandle(this, i);
        scene->addItem(bodies_[i]);
        points_ << new MoveHandle(this, i) << new RimHandle(this, i) << new RotationHandle(this, i);
        for (int sx = -1; sx <= 1; ++sx)
            for (int sy = -1; sy <= 1; ++sy)
                if (sx != 0 || sy != 0)
                    points_ << new RectResizeHandle(this, i, sx, sy)
                            << new RotatedResizeHandle(this, i, sx, sy);
    }
    for (PointHandle* p : points_)
        scene->addItem(p);
    motion_ =
        new MotionHandle({[this] {
                              if (!model_)
                                  return;
                              dragBegan(0);
                              motionCentre_ = centreOf(model_->a());
                              motionAtPress_ = model_->motion();
                          },
                          [this](QPointF at, bool snap) {
                              if (!model_)
                                  return;
                              Vec2 move = Vec2{at.x(), at.y()} - motionCentre_;
                              // Whole steps, as the shapes snap: an exact graze is easy to
                              // reach.
                              if (snap && snapping_)
                                  move = {std::round(move.x), std::round(move.y)};
                              model_->setMotion(move); // a move that is not finite is refused
                          },
                          [this] { dragEnded(model_ && !(model_->motion() == motionAtPress_)); }});
    scene->addItem(motion_);
    // The scene deletes its items when it goes; then there is nothing left to place.
    connect(scene, &QObject::destroyed, this, [this] {
        bodies_ = {};
        points_.clear();
        motion_ = nullptr;
    });
    scene->installEventFilter(this);
    place();
}

HandleLayer::~HandleLayer() {
    if (dragging_ && model_)
        model_->endGesture(); // a grabbed item being deleted ends its drag
    dragging_ = false;
    if (!scene_)
        return;
    for (QGraphicsItem* item : items())
        delete item;
}

QList<QGraphicsItem*> HandleLayer::items() const {
    QList<QGraphicsItem*> out;
    for (BodyHandle* b : bodies_)
        if (b)
            out << b;
    for (PointHandle* p : points_)
        out << p;
    if (motion_)
        out << motion_;
    return out;
}

void HandleLayer::setSelectedShape(int index) {
    if (index < -1 || index > 1 || index == selected_)
        return;
    selected_ = index;
    for (BodyHandle* b : bodies_)
        if (b)
            b->setSelectedLook(b->shapeIndex() == selected_);
    emit selectedShapeChanged(selected_);
}

void HandleLayer::nudgeSelected(int dx, int dy, double step) {
    if (selected_ < 0 || !model_)
        return;
    model_->setShape(selected_, moved(model_->shape(selected_), {dx * step, dy * step}, false));
}

void HandleLayer::place() {
    if (!model_)
        return;
    // The dragged item is re-placed too: its drag reads the pointer's scene position, not
    // its own, so following the (snapped) model never fights the mouse.
    for (BodyHandle* b : bodies_)
        if (b)
            b->place(model_->shape(b->shapeIndex()));
    if (bodies_[0] && bodies_[1]) {
        const bool firstSmaller = areaOf(model_->a()) < areaOf(model_->b());
        bodies_[0]->setAboveOther(firstSmaller);
        bodies_[1]->setAboveOther(!firstSmaller);
    }
    QList<QPointF> at, offsets;
    for (PointHandle* p : points_) {
        p->place(model_->shape(p->shapeIndex()));
        if (p->isVisible()) {
            at << p->pos();
            offsets << p->markOffset();
        }
    }
    if (motion_) {
        motion_->setVisible(motionShown_);
        if (motionShown_) {
            const Vec2 tip = centreOf(model_->a()) + model_->motion();
            motion_->setPos(tip.x, tip.y);
            at << motion_->pos();
            offsets << QPointF();
        }
    }
    emit handlesPlaced(at, offsets);
}

void HandleLayer::setMotionShown(bool shown) {
    if (shown == motionShown_)
        return;
    motionShown_ = shown;
    place();
}

const Shape* HandleLayer::currentShape(int index) const {
    return model_ ? &model_->shape(index) : nullptr;
}

void HandleLayer::dragBegan(int index) {
    if (!dragging_ && model_)
        model_->beginGesture();
    dragging_ = true;
    pressed_ = index;
    canvasPress_ = false;
}

void HandleLayer::dragWrite(int index, const Shape& shape) {
    if (model_)
        model_->setShape(index, shape); // an invalid shape is refused; the last one stays
}

void HandleLayer::dragEnded(bool changed) {
    const bool wasDragging = dragging_;
    dragging_ = false;
    if (wasDragging && model_)
        model_->endGesture();
    if (wasDragging && changed)
        emit dragFinished();
    // A press and release that changed nothing is a click: it selects the shape.
    if (wasDragging && !changed)
        setSelectedShape(pressed_);
    pressed_ = -1;
}

bool HandleLayer::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (watched == scene_ &&
        (type == QEvent::GraphicsSceneMousePress || type == QEvent::GraphicsSceneMouseRelease)) {
        // Cast only once the type says it is a mouse event.
        const auto* mouse = static_cast<QGraphicsSceneMouseEvent*>(event);
        if (type == QEvent::GraphicsSceneMousePress && mouse->button() == Qt::LeftButton)
            canvasPress_ = true; // until a handle takes the press (dragBegan)
        else if (type == QEvent::GraphicsSceneMouseRelease && mouse->button() == Qt::LeftButton &&
                 canvasPress_) {
            canvasPress_ = false;
            setSelectedShape(-1);
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace overlap::handles
