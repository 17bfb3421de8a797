#pragma once

#include "app/compare/compare_state.h"
#include "app/compare/cost_chart.h"
#include "app/compare/overlay_request.h"
#include "app/scene/symbol_text.h"
#include "core/algorithms.h"
#include "core/scenario.h"

#include <QList>
#include <QTimer>
#include <QVariantAnimation>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace overlap::model {
class ScenarioModel;
}
namespace overlap::player {
class StepControls;
}

namespace overlap::compare {

class ComparePane;
class CostRunner;
class FinderRunner;
class WholeComboBox;
class StatusLabel;
class OverlayScheduler;

// Two to four methods of one shape pair side by side on shared shapes: synchronised steps,
// a bar that says whether they agree, plane overlays and a disagreement map computed off
// the UI thread, a finder for a scenario where two methods disagree, and their cost.
class CompareMode : public QWidget {
    Q_OBJECT
  public:
    explicit CompareMode(QWidget* parent = nullptr);
    ~CompareMode() override;

    model::ScenarioModel* model() const { return model_; }
    QList<ComparePane*> panes() const { return panes_; }
    // Lights the symbol in every pane (Symbol::None: nothing).
    void lightSymbol(const scene::SymbolRef& symbol);
    const scene::SymbolRef& lit() const { return lit_; }
    OverlayScheduler* scheduler() const { return scheduler_; }

    // A pair's starting shapes and its usual methods (clamp, rounded rect, nine regions and
    // fold for a circle and a rect).
    void loadPair(Pair pair);
    // Any shapes; the panes keep their methods when they still take them. With a move of a
    // (or `moving`), the panes offer the moving methods (lessons 9 and 10), else the others.
    void setScenario(const Scenario& s);
    void setScenario(const Scenario& s, bool moving);
    bool moving() const { return state_.moving; }
    // 2 to 4 panes with these methods; unknown ids are skipped.
    void setMethods(const QStringList& ids);
    QStringList methods() const { return state_.methods; }
    // The methods that take the current shapes, correct ones first.
    QStringList choices() const { return choices_; }

    // The disagreement map between two of the panes' methods (off when either is empty).
    void setMap(const QString& first, const QString& second);
    bool mapOn() const { return state_.mapOn(); }
    // The map's two methods, empty when the map is off.
    QString mapFirst() const;
    QString mapSecond() const;
    // Pane 0's overlay: what setOverlays() last set for all of them, unless changed since.
    OverlayKind overlays() const;
    void setOverlays(OverlayKind kind);
    const OverlayResult& lastOverlay() const { return overlay_; }

    // Linked: steps with the same meaning line up; unlinked: every pane shows its own k.
    void setLinked(bool linked);
    bool linked() const { return state_.linked; }
    int time() const { return time_; }
    int timeCount() const;
    void setYDown(bool yDown);
    bool yDown() const { return state_.yDown; }
    // Presentation mode: the panes take the room of the speed row, and frame the shapes
    // closely, so the figures grow with the text.
    void setPresentation(bool on);

    // The methods, the map, the overlays and the linking as a document keeps them; setting
    // one opens on its verdicts, as setMethods() does.
    document::CompareLayout compareLayout() const { return layoutOf(state_); }
    void setCompareLayout(const document::CompareLayout& saved);
    // Everything it shows, in one value.
    const CompareState& state() const { return state_; }

    // "All 4 agree: overlap" or who says what.
    QString agreementText() const;
    bool panesAgree() const;
    // The class every pane gives, when they agree.
    std::optional<VerdictClass> sharedClass() const;

    // The finder's and the cost's state, for the window and tests.
    bool finding() const;
    QString finderStatus() const;
    bool measuring() const;
    CostChart* costChart() const { return chart_; }
    QString costSentence() const;

    // Reduce motion: a step on is a cut in every pane, never a transition.
    void setReduceMotion(bool on);
    // Whether the panes are playing their transitions into the current time.
    bool transitioning() const { return transition_.state() == QAbstractAnimation::Running; }

  public slots:
    void setTime(int t);
    void first() { setTime(0); }
    void back() { setTime(time_ - 1); }
    void forward() { setTime(time_ + 1); }
    void last() { setTime(timeCount() - 1); }
    void togglePlay();
    void fit();
    // Searches random, boundary and degenerate scenarios for one where the map's two methods
    // disagree under the current policy, and loads the smallest found into the panes.
    void findDisagreement();
    // Times the panes' methods in the background.
    void measureCost();

  signals:
    void timeChanged(int time, int count);
    void yDownChanged(bool yDown);
    void finderDone(bool found);
    void costDone();

  private:
    // The sections, top to bottom, and what drives them.
    QHBoxLayout* buildPaneRow();
    QHBoxLayout* buildMapRow();
    QWidget* buildFinderLine();
    QWidget* buildAgreementBar();
    QHBoxLayout* buildCostRow();
    void connectSteps();
    void connectEdits();
    void connectWork();
    void retranslate();
    void retranslateValues();

    // A learner's edits: each makes the next state.
    void choosePair(int index);
    void choosePaneCount(int count);
    void chooseMap(bool on);
    void chooseMapMethods(const QString& first, const QString& second);
    void choosePaneMethod(int pane, const QString& id);
    void choosePaneOverlay(int pane, OverlayKind kind);
    // The state in every widget that shows it; the only place they are set.
    void showState();
    void showMapMethods();
    void showWorkButtons();
    void showPanes();
    // A new comparison: every pane computed again, opening on the verdicts.
    void restart();

    void rebuildPanes(int count);
    void shareHeaderRows();
    void refreshChoices();
    void recompute();
    void realign();
    void showTime();
    void showFrames(double fraction);
    void requestOverlays();
    void applyOverlays(const OverlayResult& result);
    void updateAgreement();
    void finderFinished();
    void costFinished();
    ComparePane* makePane();
    // The shapes and some room around them (a's move too, when it moves).
    QRectF shapesFrame(bool close) const;

    model::ScenarioModel* model_;
    OverlayScheduler* scheduler_;
    QList<ComparePane*> panes_;
    scene::SymbolRef lit_;
    QStringList choices_;
    CompareState state_;
    std::vector<std::vector<int>> timeline_;
    int time_ = 0;
    quint64 generation_ = 0;
    OverlayResult overlay_;
    std::optional<OverlayRequest> lastRequest_;
    QTimer play_;
    // The linked panes' transitions into the current time, on one clock: each pane that
    // steps on into a step with a motion plays it, from the step in fromSteps_ (-1: none).
    QVariantAnimation transition_;
    std::vector<int> fromSteps_;
    bool reduceMotion_ = false;
    QTimer cameraSettle_; // maps follow the camera once it rests a moment

    QString finderStatus_;
    QString costSentence_;

    QLabel* shapesLabel_;
    QComboBox* pairs_;
    QLabel* panesLabel_;
    QSpinBox* paneCount_;
    QCheckBox* linkedBox_;
    QCheckBox* touchingBox_;
    QCheckBox* yDownBox_;
    QCheckBox* mapBox_;
    WholeComboBox* mapFirst_;
    QLabel* andLabel_;
    WholeComboBox* mapSecond_;
    StatusLabel* mapStatus_;
    QPushButton* findButton_;
    QLabel* finderLabel_;
    QPushButton* costButton_;
    QProgressBar* costProgress_;
    QLabel* agreement_;
    bool presentation_ = false;
    QGridLayout* grid_;
    player::StepControls* controls_;
    CostChart* chart_;
    QLabel* costLabel_;
    FinderRunner* finder_;
    CostRunner* cost_;
};

} // namespace overlap::compare
