#pragma once

#include "app/player/predict_questions.h"
#include "app/player/predict_score.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QPushButton;
class QToolButton;

namespace overlap::player {

// What a run is of: another method, scene or policy asks its questions afresh.
struct PredictRun {
    QString algorithm;
    Shape a, b;
    Touching touching = Touching::Counts;
    friend bool operator==(const PredictRun&, const PredictRun&) = default;
};

// Predict, then reveal: while its switch is on, the player stops before a step that answers
// a question (the verdict; which region) until the learner answers it here, with a button
// or the keys 1 to 9; then the step shows, and the line above the question says whether
// the answer was right and why. It keeps the lesson's score. It holds no step of its own: the
// player asks it where to stop and tells it what it shows.
class PredictPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PredictPanel(QWidget* parent = nullptr);

    // The switch (checkable, key P), shared by the player's button and the Step menu.
    QAction* action() const { return action_; }
    bool isOn() const;
    // A framed button for the switch, to stand beside the step controls.
    QToolButton* newSwitchButton(QWidget* parent);

    // A new try at a lesson: its score counts again from the next answer.
    void startAttempt(const QString& lessonId);
    // The run on screen was recomputed, at `step`; returns the step to show. Another run
    // asks its questions afresh; the same one keeps what was answered. While a question
    // waits (the shapes dragged under it), the run's latest question up to step + 1 waits
    // instead, and the step before it is shown, so a drag never reveals what it holds back.
    int setRun(const Trace& trace, const PredictRun& run, int step);
    // Stepping forward from `from` to `to`: the step to show, which is the one before the
    // first question between them not yet answered (that question then waits), else `to`.
    int stopBefore(int from, int to);
    // Drops a waiting question: a step back, another lesson, the switch turned off.
    void release();
    const predict::Question* waiting() const;
    // The picture while a nine-region question waits (see predict::heldPicture).
    std::optional<Trace> heldPicture() const;
    // The player shows `step`: the row shows the waiting question, else the reveal of the
    // step's last answer, else a hint.
    void showStep(int step);

    // The line of the reveal (or how to answer, or a hint), and the question waiting with
    // its rule (empty when none waits), as plain text.
    QString text() const;
    QString question() const;
    // The narration while the waiting question holds its step back (see
    // predict::heldNarration); empty when none waits or its picture is the step before.
    QString heldNarration() const;
    // The answer buttons shown now, choice 0 first.
    QList<QPushButton*> answerButtons() const;
    predict::Score attempt() const { return attempt_; }

  signals:
    // The waiting question was answered and none other waits at its step: show `step`.
    void answered(int step);
    // A lesson's saved score changed.
    void scored(const QString& lessonId);
    void switched(bool on);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void answer(int choice);
    void refresh();
    void reserveRoom();
    void retranslate();

    struct Answer {
        predict::Question question;
        int chosen = 0;
    };

    QAction* action_;
    QLabel* mark_;
    QLabel* text_;
    QLabel* question_;
    QString questionText_; // question_'s words without their bold
    QList<QPushButton*> buttons_;
    Trace trace_;
    std::optional<PredictRun> run_;
    std::vector<predict::Question> questions_;
    std::vector<bool> answered_;
    int waiting_ = -1; // index into questions_
    std::optional<Answer> last_;
    int step_ = 0;
    QString lessonId_;
    predict::Score attempt_;
};

} // namespace overlap::player
