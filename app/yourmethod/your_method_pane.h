#pragma once

#include "app/player/canvas.h"
#include "core/compare/plane_map.h"
#include "core/trace/trace.h"
#include "core/verdict_class.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QGraphicsPixmapItem;
class QLabel;

namespace overlap::yourmethod {

// The learner's method as a pane beside a correct one: the shapes (draggable; a drag moves
// them in both panes), the script's verdict for them, and the map of where it is wrong
// (red) under the pane's picture.
class YourMethodPane : public QWidget {
    Q_OBJECT
  public:
    explicit YourMethodPane(model::ScenarioModel* model, QWidget* parent = nullptr);

    // The shapes as the truth method's opening step draws them.
    void showShapes(const QString& truthMethod);
    // The script's verdict and the exact class; nothing: not run, or it failed (`why`).
    void setVerdict(std::optional<bool> verdict, std::optional<VerdictClass> truth,
                    const QString& why = {});
    // Red where the script is wrong, at `wrongCount` samples; a null image clears it.
    void setWrongMap(const QImage& wrong, const PlaneGrid& grid, qint64 wrongCount = 0);
    bool mapShown() const;

    QString verdictText() const;
    QString checkText() const;
    player::PlayerView* view() const { return canvas_->view(); }
    scene::TraceScene* scene() const { return canvas_->scene(); }
    handles::HandleLayer* handles() const { return canvas_->handles(); }
    void setYDown(bool yDown);
    void fitTo(const QRectF& world);
    QRectF visibleWorld() const;

  private:
    void retranslate();

    model::ScenarioModel* model_;
    player::Canvas* canvas_; // the scene, the view and the handles
    QLabel* title_;
    QLabel* verdict_;
    QLabel* check_;
    QGraphicsPixmapItem* wrongItem_;
    Trace trace_;
    std::optional<bool> verdict_value_;
    std::optional<VerdictClass> truthClass_;
    QString why_;
    qint64 wrongCount_ = 0;
};

} // namespace overlap::yourmethod
