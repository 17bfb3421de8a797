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
    void showStep(int step, int count);
    // The step the slider is at.
    int shownStep() const;
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
};

} // namespace overlap::player
