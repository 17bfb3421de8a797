#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

namespace overlap::player {

class StepButton;

// The step controls under a figure, shared by the player and compare mode: first, back,
// play or pause, forward, last, the step slider, "k / n", and in the player the speed.
// It holds no time of its own: its owner says which step it shows and acts on its requests.
class StepControls : public QWidget {
    Q_OBJECT
  public:
    enum class Speed { Hidden, Shown };
    explicit StepControls(Speed speed, QWidget* parent = nullptr);

    // Shows step `step` (from 0) of `count`; the slider moves without asking for a step.
    void showStep(int step, int count) { showPosition(step, count, 1.0); }
    // The same `into` (0 < into < 1) of the way through the transition into `step`.
    void showPosition(int step, int count, double into);
    // The step the slider is at (the one arrived at, inside a transition).
    int shownStep() const;
    // The slider stops `ticks` times a step, inside the transitions (1: at steps only);
    // the arrows and Page keys still move by whole steps.
    void setTicksPerStep(int ticks);
    // The play button shows pause while playing.
    void setPlaying(bool playing);

  signals:
    void firstRequested();
    void backRequested();
    void playRequested();
    void forwardRequested();
    void lastRequested();
    // The slider was moved to `step`.
    void stepRequested(int step);
    // The slider was moved `into` (0 < into < 1) of the way from `step` to the next.
    void positionRequested(int step, double into);
    // A speed was chosen (the player's only), in steps per second.
    void speedChosen(double stepsPerSecond);

  private:
    void retranslate();

    StepButton* first_;
    StepButton* back_;
    StepButton* play_;
    StepButton* forward_;
    StepButton* last_;
    QSlider* slider_;
    QLabel* position_;
    QComboBox* speed_ = nullptr;
    int step_ = 0;
    int count_ = 0;
    int ticks_ = 1;
};

} // namespace overlap::player
