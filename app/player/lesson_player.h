#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/narration.h"
#include "app/player/canvas.h"
#include "app/scene/symbol_text.h"
#include "core/trace/trace.h"

#include <QTimer>
#include <QVariantAnimation>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace overlap::player {

class CodePanel;
class IntroPanel;
class LegendWidget;
class NarrationLabel;
class PredictPanel;
class StepControls;

// One lesson at a time: the construction of its method on the model's shapes, up to the
// current step, with the step's narration, the verdict and the step controls. The trace
// is recomputed whenever the model changes, in the same event, at the current step.
class LessonPlayer : public QWidget {
    Q_OBJECT
  public:
    explicit LessonPlayer(model::ScenarioModel* model, QWidget* parent = nullptr);

    void setLesson(const lessons::Lesson* lesson);
    void setAlgorithm(const QString& id);
    void setLanguage(const QString& language);
    // The display: y down (screen) or up (maths), angles in radians or degrees. The view
    // flips and the narration's words follow; the numbers do not change.
    void setConventions(bool yDown, bool radians);
    bool yDown() const { return yDown_; }
    bool radians() const { return radians_; }
    QString algorithm() const { return algorithm_; }
    int step() const { return step_; }
    int stepCount() const { return int(trace_.steps.size()); }
    const Trace& trace() const { return trace_; }
    bool isPlaying() const { return timer_.isActive(); }
    // How far the transition into the current step has come: 1 when none is playing.
    double transitionFraction() const { return fraction_; }
    // Reduce motion: stepping is a cut, never a transition.
    void setReduceMotion(bool on);
    bool reduceMotion() const { return reduceMotion_; }
    QString narrationText() const;
    // Lights a symbol on the canvas, in the narration, in the legend's lines of the roles
    // it is drawn in and in the code where it names it; Symbol::None for nothing. Others
    // (the property panel) follow symbolLit().
    void lightSymbol(const scene::SymbolRef& symbol);
    const scene::SymbolRef& litSymbol() const { return lit_; }
    QString verdictText() const;
    scene::TraceScene* scene() const { return canvas_->scene(); }
    PlayerView* view() const { return canvas_->view(); }
    CodePanel* codePanel() const { return code_; }
    LegendWidget* legend() const { return legend_; }
    handles::HandleLayer* handleLayer() const { return canvas_->handles(); }
    // The lesson's introduction beside the figure, in place of the code: a lesson opens on
    // it, a step taken leaves it, and it comes back on request (the I key, its button).
    IntroPanel* introPanel() const { return intro_; }
    // Predict, then reveal: its switch, the question waiting and the reveal, under the steps.
    PredictPanel* predictPanel() const { return predict_; }
    bool introShown() const { return introShown_; }
    void setIntroShown(bool shown);
    // The part of the width the figure takes from the intro or code beside it: a half
    // normally, more in presentation mode where the figure is what the class looks at.
    void setFigureShare(double share);

  public slots:
    void setStep(int step);
    void first() { setStep(0); }
    void back() { setStep(step_ - 1); }
    void forward() { setStep(step_ + 1); }
    void last() { setStep(stepCount() - 1); }
    void togglePlay();
    void setStepsPerSecond(double rate);
    // The figure `into` (0 < into < 1) of the way from step `from` to the next, held there
    // (the timeline scrubbed inside a transition); a cut lands on the nearer step.
    void scrubTo(int from, double into);
    void fit();

  signals:
    void stepChanged(int step, int count);
    // Another symbol is lit (Symbol::None: nothing).
    void symbolLit(const scene::SymbolRef& symbol);
    // The method shown sweeps a along its move (a moving lesson), or tests it standing.
    void movingChanged(bool moving);

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    // The step's narration, with where it names symbols.
    lessons::Filled narrationFilled() const;
    // The figure's share of the split, once the split has a width to share.
    void giveIntroHalf();
    // The split shared out as figureShare_ says.
    void shareSplit();
    void scaleFonts();
    void reserveNarration();
    void reserveVerdict(int sidePadding);
    void recompute();
    void redraw();
    void showPicture();
    // The verdict badge: the verdict from the deciding step on, once its motion has played.
    void showVerdict();
    void endTransition();
    // Marks the legend's lines that draw the lit symbol in the picture shown.
    void lightLegend();
    void advance();

    model::ScenarioModel* model_;
    const lessons::Lesson* lesson_ = nullptr;
    QString algorithm_;
    QString language_ = QStringLiteral("en");
    bool yDown_ = false;
    bool radians_ = false;
    Trace trace_;
    // The picture a waiting question shows instead of trace_ at step_ (at step_ + 1).
    std::optional<Trace> held_;
    int step_ = 0;
    scene::SymbolRef lit_;
    QTimer timer_;
    // The transition into step_ from the step before, while it plays.
    QVariantAnimation transition_;
    double fraction_ = 1.0;
    bool reduceMotion_ = false;
    double rate_ = 1.0; // transitions play this many times faster than a beat

    Canvas* canvas_; // the scene, the view and the handles
    CodePanel* code_;
    LegendWidget* legend_;
    QLabel* title_;
    QLabel* verdict_;
    QWidget* verdictSlot_;
    NarrationLabel* narration_;
    QComboBox* algorithms_;
    StepControls* controls_;
    IntroPanel* intro_;
    PredictPanel* predict_;
    QStackedWidget* side_;
    QSplitter* split_;
    QToolButton* introButton_;
    bool introShown_ = false;
    double figureShare_ = 0.5;
    bool introHalfPending_ = false; // shown before the split was laid out
    QList<int> codeSizes_; // the split while the code shows, given back when the intro goes
};

} // namespace overlap::player
