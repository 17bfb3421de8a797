#pragma once

#include "app/lessons/lesson.h"
#include "app/player/predict_questions.h"
#include "core/scenario.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::player {

class CodePanel;
class LessonPlayer;

// A lesson's exercises beside the player: the list with solved marks, the open exercise's
// prompt, hints on request, a reset of its scene, and the check: exact for place goals (the
// core decides), the answer buttons for predict, a click on a line for spot the bug. The
// scene is the player's: opening an exercise puts its shapes into the model, and the learner
// drags them in the player's view.
class ExercisePanel : public QWidget {
    Q_OBJECT
  public:
    ExercisePanel(model::ScenarioModel* model, LessonPlayer* player, QWidget* parent = nullptr);

    void setLesson(const lessons::Lesson* lesson);
    void setLanguage(const QString& language);
    void setConventions(bool yDown, bool radians);

    // Opens the exercise (its starting scene, no hint shown); -1 closes.
    void open(int index);
    int current() const { return current_; }
    // Place: checks the scene now; the result shows as feedback() and marks it solved.
    bool check();
    // Predict: answers 0 overlap, 1 touching, 2 apart (the Predict mode's choices).
    void answer(int choice);
    // Spot the bug: picks a line of the listing (1-based).
    void pickLine(int line);
    void showHint();
    void reset();

    bool solved(int index) const;
    QString prompt() const;
    QString hints() const;
    QString feedback() const;
    QListWidget* list() const { return list_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* checkButton() const { return check_; }
    QPushButton* resetButton() const { return reset_; }
    QList<QPushButton*> answerButtons() const { return answers_; }
    CodePanel* codePanel() const { return code_; }

  signals:
    void solvedChanged(const QString& lessonId);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    const lessons::Exercise* exercise() const;
    QString fill(const lessons::Localized& text) const;
    QString classWords(VerdictClass c) const;
    // The lesson's method sweeps a along its move: its verdict is hit, graze or miss.
    bool moving() const;
    predict::Ask verdictAsk() const;
    void fillList();
    void showTexts();
    void showFeedback(bool right, const QString& text);
    void solve();
    void retranslate();

    model::ScenarioModel* model_;
    LessonPlayer* player_;
    const lessons::Lesson* lesson_ = nullptr;
    QString language_ = QStringLiteral("en");
    bool yDown_ = false;
    bool radians_ = false;
    int current_ = -1;
    int hintsShown_ = 0;
    bool answered_ = false;
    Scenario start_;

    QListWidget* list_;
    QLabel* kind_;
    QLabel* prompt_;
    QLabel* hintText_;
    QPushButton* hint_;
    QPushButton* reset_;
    QPushButton* check_;
    QList<QPushButton*> answers_;
    QWidget* answerRow_;
    CodePanel* code_;
    QLabel* mark_;
    QLabel* feedback_;
};

} // namespace overlap::player
