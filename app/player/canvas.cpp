#include "app/player/canvas.h"

#include "app/handles/handle_layer.h"
#include "app/model/scenario_model.h"
#include "app/player/player_view.h"
#include "app/scene/trace_scene.h"

#include <QWidget>

namespace overlap::player {

Canvas::Canvas(model::ScenarioModel* model, QWidget* viewParent)
    : QObject(viewParent), model_(model), scene_(new scene::TraceScene(this)),
      view_(new PlayerView(viewParent)), handles_(new handles::HandleLayer(scene_, model, this)) {
    view_->setScene(scene_);
    // Labels keep clear of the handles, which would otherwise cover their words.
    connect(handles_, &handles::HandleLayer::handlesPlaced, scene_,
            [this](const QList<QPointF>& at, const QList<QPointF>& offsets) {
                scene_->setKeepClear(scene::TraceScene::KeepClear::Handles, at, 9, offsets);
            });
    placedFor_ = {model_->a(), model_->b()}; // the layer places them as it is made
    // Placed by the show() that follows, before the trace; where none follows (the owner
    // kept its picture), once the event loop comes round.
    connect(model, &model::ScenarioModel::changed, this, [this] {
        QMetaObject::invokeMethod(this, &Canvas::placeHandles, Qt::QueuedConnection);
    });
}

void Canvas::placeHandles() {
    if (placedFor_ && placedFor_->first == model_->a() && placedFor_->second == model_->b())
        return;
    placedFor_ = {model_->a(), model_->b()};
    handles_->place();
}

void Canvas::show(const Trace& trace, int step, const Trace* framedBy, double arriving) {
    placeHandles();
    scene_->showTrace(trace, step, framedBy, arriving);
}

} // namespace overlap::player
