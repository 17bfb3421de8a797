#pragma once

#include "core/geometry/shapes.h"
#include "core/trace/trace.h"

#include <QObject>

#include <optional>
#include <utility>

class QWidget;

namespace overlap::model {
class ScenarioModel;
}
namespace overlap::scene {
class TraceScene;
}
namespace overlap::handles {
class HandleLayer;
}

namespace overlap::player {

class PlayerView;

// A method's canvas: the scene, the view that shows it and the shapes' handles on it, made
// and wired once for every place that draws a method (the lesson player, a compare pane,
// Your method's pane). A model change is drawn in one order, whatever order the model's
// listeners were connected in: the owner runs its method, then show() places the handles
// from the model, then draws the trace, whose labels are placed once, clear of the handles.
class Canvas : public QObject {
    Q_OBJECT
  public:
    // The view is a child of `viewParent` (the owner lays it out); the rest of this.
    Canvas(model::ScenarioModel* model, QWidget* viewParent);

    scene::TraceScene* scene() const { return scene_; }
    PlayerView* view() const { return view_; }
    handles::HandleLayer* handles() const { return handles_; }

    // Draws steps 0..step of the trace, or a frame of the motion into `step` (as
    // TraceScene::showTrace), after placing the handles on the model's shapes if they were
    // placed for others (an owner told of a model change before this canvas was).
    void show(const Trace& trace, int step, const Trace* framedBy = nullptr, double arriving = 1.0);

  private:
    void placeHandles();
    model::ScenarioModel* model_;
    scene::TraceScene* scene_;
    PlayerView* view_;
    handles::HandleLayer* handles_;
    std::optional<std::pair<Shape, Shape>> placedFor_; // the shapes the handles stand on
};

} // namespace overlap::player
