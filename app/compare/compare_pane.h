#pragma once

#include "app/compare/overlay_request.h"
#include "app/player/canvas.h"
#include "core/trace/trace.h"

#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QResizeEvent;

namespace overlap::compare {

class WholeComboBox;

class OverlayLegend;

// One method of a comparison on the shared shapes: its construction up to the step it is
// told to show, its verdict, its handles (a drag here moves the shapes in every pane) and
// the overlays that shade the plane under it.
class ComparePane : public QWidget {
    Q_OBJECT
  public:
    ComparePane(model::ScenarioModel* model, QWidget* parent = nullptr);

    // The methods offered (algorithm ids), the one shown and the overlay, as compare mode
    // holds them; setting what is already shown changes nothing.
    void setChoices(const QStringList& ids);
    void setMethod(const QString& id);
    QString method() const { return method_; }
    void setOverlay(OverlayKind kind);
    // Shape a moves: its move is shown with a handle at the tip, and the shading is said of
    // where the move ends.
    void setMoving(bool moving);

    // Runs the method on the model's shapes; false when it refuses them (the old
    // construction stays).
    bool recompute();
    const Trace& trace() const { return trace_; }
    bool ok() const { return ok_; }
    bool overlap() const;
    // The steps' meanings, for aligning steps across panes.
    std::vector<std::string> stepMeanings() const;
    void showStep(int step);
    // A frame of the transition from step `from` into the next, `fraction` of the way (the
    // pane's step stays the one arrived at: its verdict and header do not move).
    void showFrame(int from, double fraction);
    int shownStep() const { return step_; }

    // The overlay's picture, what it shades (for the legend) and the region numbers it
    // writes on the plane; the disagreement map's picture.
    void setOverlayImages(const QImage& overlay, const QList<OverlayMeaning>& meanings,
                          const QList<RegionNumber>& numbers, const QImage& disagreement,
                          const PlaneGrid& grid);
    OverlayLegend* overlayLegend() const { return legend_; }
    // The region numbers written on the plane now, in the order given.
    QStringList regionNumbersShown() const;
    void setYDown(bool yDown);
    void fitTo(const QRectF& world);
    // The part of the plane the view shows now, in world units.
    QRectF visibleWorld() const;

    player::PlayerView* view() const { return canvas_->view(); }
    scene::TraceScene* scene() const { return canvas_->scene(); }
    handles::HandleLayer* handles() const { return canvas_->handles(); }
    // The scene's exact class for the pane's method, and its words (lessons::verdictLook).
    VerdictClass verdictClass() const;
    QString verdictText() const;

    // Whether the pane's own name, shading and verdict need two rows at its width; given two
    // rows when another pane needs them, so that the panes' figures line up.
    bool headerNeedsTwoRows() const { return ownNeed_; }
    void setSharedTwoRows(bool on);

  signals:
    void headerNeedChanged();
    // The learner picked these in the pane (not emitted by the setters).
    void methodChosen(const QString& id);
    void overlayChosen(OverlayKind kind);

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void updateVerdict();
    void placeVerdict();
    void retranslateShading();

    model::ScenarioModel* model_;
    QStringList choices_;
    QString method_;
    Trace trace_;
    bool ok_ = false;
    int step_ = 0;
    bool movingShapes_ = false; // the shapes move (setMoving)
    bool moving_ = false;       // a frame of the motion into step_ is shown, not the step
    player::Canvas* canvas_;    // the scene, the view and the handles
    WholeComboBox* methods_;
    QComboBox* overlays_;
    QHBoxLayout* header_ = nullptr;
    QHBoxLayout* badgeRow_ = nullptr; // the verdict's own row when the header is too narrow
    QLabel* verdict_;
    bool ownNeed_ = false;
    bool shared_ = false;
    OverlayLegend* legend_;
};

} // namespace overlap::compare
