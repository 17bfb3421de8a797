#include "app/player/exercise_panel.h"

#include "app/i18n/language.h"
#include "app/lessons/narration.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/code_panel.h"
#include "app/player/exercise_progress.h"
#include "app/player/lesson_player.h"
#include "app/player/predict_questions.h"
#include "app/player/predict_words.h"
#include "app/style/palette.h"
#include "core/algorithms.h"
#include "core/geometry/centre.h"
#include "core/goals/goal.h"
#include "core/response/response.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::player {

using lessons::Exercise;

namespace {

QLabel* wrapped(QWidget* parent, const char* name) {
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText); // "d < r" is words, not a tag
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QPushButton* button(QWidget* parent, const char* name) {
    auto* b = new QPushButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay the player's
    return b;
}

QString kindName(Exercise::Kind k) {
    switch (k) {
    case Exercise::Kind::Place:
        return ExercisePanel::tr("Place the shapes");
    case Exercise::Kind::Predict:
        return ExercisePanel::tr("Predict");
    case Exercise::Kind::Bug:
        break;
    }
    return ExercisePanel::tr("Spot the bug");
}

} // namespace

ExercisePanel::ExercisePanel(model::ScenarioModel* model, LessonPlayer* player, QWidget* parent)
    : QWidget(parent), model_(model), player_(player), list_(new QListWidget(this)),
      kind_(wrapped(this, "exerciseKind")), prompt_(wrapped(this, "exercisePrompt")),
      hintText_(wrapped(this, "exerciseHints")), hint_(button(this, "exerciseHint")),
      reset_(button(this, "exerciseReset")), check_(button(this, "exerciseCheck")),
      answerRow_(new QWidget(this)), code_(new CodePanel(this)), mark_(new QLabel(this)),
      feedback_(wrapped(this, "exerciseFeedback")) {
    setObjectName(QStringLiteral("exercises"));
    list_->setObjectName(QStringLiteral("exerciseList"));
    list_->setWordWrap(true);
    // Room for the listings of spot the bug: their lines wrap below this width.
    setMinimumWidth(fontMetrics().averageCharWidth() * 52);
    QFont bold = kind_->font();
    bold.setBold(true);
    kind_->setFont(bold);
    code_->setObjectName(QStringLiteral("exerciseCode"));
    code_->setPickable(true);
    code_->setTextSize(font());
    code_->setMinimumHeight(fontMetrics().height() * 8);
    mark_->setObjectName(QStringLiteral("exerciseMark"));
    // One answer a row: each says what it means ("Touching (just meet)"), too long for three
    // abreast in a dock.
    auto* answerLayout = new QVBoxLayout(answerRow_);
    answerLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < predict::choiceCount(predict::Ask::Verdict); ++i) {
        QPushButton* b = button(answerRow_, "exerciseAnswer");
        b->setObjectName(QStringLiteral("exerciseAnswer%1").arg(i + 1));
        connect(b, &QPushButton::clicked, this, [this, i] { answer(i); });
        answerLayout->addWidget(b, 0, Qt::AlignLeft);
        answers_ << b;
    }
    auto* actions = new QHBoxLayout;
    actions->addWidget(check_);
    actions->addWidget(hint_);
    actions->addWidget(reset_);
    actions->addStretch(1);
    auto* said = new QHBoxLayout;
    said->addWidget(mark_, 0, Qt::AlignTop);
    said->addWidget(feedback_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(list_);
    layout->addWidget(kind_);
    layout->addWidget(prompt_);
    layout->addWidget(answerRow_);
    layout->addWidget(code_, 1);
    layout->addLayout(actions);
    layout->addLayout(said);
    layout->addWidget(hintText_);
    layout->addStretch(0);
    connect(list_, &QListWidget::currentRowChanged, this, &ExercisePanel::open);
    connect(check_, &QPushButton::clicked, this, [this] { check(); });
    connect(hint_, &QPushButton::clicked, this, &ExercisePanel::showHint);
    connect(reset_, &QPushButton::clicked, this, &ExercisePanel::reset);
    connect(code_, &CodePanel::linePicked, this, &ExercisePanel::pickLine);
    // A place exercise is checked live as each drag ends: the learner sees it solved at once.
    connect(model_, &model::ScenarioModel::gestureEnded, this, [this] {
        if (const Exercise* e = exercise(); e && e->kind == Exercise::Kind::Place)
            check();
    });
    i18n::onLanguage(this, [this] { retranslate(); });
    open(-1);
}

const Exercise* ExercisePanel::exercise() const {
    if (!lesson_ || current_ < 0 || current_ >= lesson_->exercises.size())
        return nullptr;
    return &lesson_->exercises[current_];
}

void ExercisePanel::setLesson(const lessons::Lesson* lesson) {
    lesson_ = lesson;
    current_ = -1;
    for (int i = 0; i < answers_.size(); ++i) // hit, graze or miss in a moving lesson
        answers_[i]->setText(predict::choiceLabel(verdictAsk(), i));
    fillList();
    open(-1);
}

void ExercisePanel::setLanguage(const QString& language) {
    language_ = language;
    code_->setLanguage(language);
    fillList();
    showTexts();
}

void ExercisePanel::setConventions(bool yDown, bool radians) {
    yDown_ = yDown;
    radians_ = radians;
    showTexts();
}

QString ExercisePanel::fill(const lessons::Localized& text) const {
    const lessons::Filled f =
        lessons::fillSlots(text.value(language_),
                           {model_->touching() == Touching::Counts, yDown_, radians_, language_});
    return f.ok() ? f.text : text.value(language_);
}

QString ExercisePanel::classWords(VerdictClass c) const {
    return lessons::verdictLook(c, model_->touching(), language_, moving()).words;
}

bool ExercisePanel::moving() const {
    const Algorithm* method =
        lesson_ ? findAlgorithm(lesson_->algorithms.value(0).toStdString()) : nullptr;
    return method && !method->swept.empty();
}

predict::Ask ExercisePanel::verdictAsk() const {
    return moving() ? predict::Ask::MovingVerdict : predict::Ask::Verdict;
}

bool ExercisePanel::solved(int index) const {
    return lesson_ && index >= 0 && index < lesson_->exercises.size() &&
           exercises::isSolved(lesson_->id, lesson_->exercises[index].id);
}

void ExercisePanel::fillList() {
    const QSignalBlocker block(list_);
    list_->clear();
    if (!lesson_)
        return;
    for (int i = 0; i < lesson_->exercises.size(); ++i) {
        const bool done = solved(i);
        const Exercise& e = lesson_->exercises[i];
        auto* item = new QListWidgetItem(tr("%1%2. %3")
                                             .arg(done ? QStringLiteral("✓ ") : QString())
                                             .arg(i + 1)
                                             .arg(fill(e.title)),
                                         list_);
        item->setToolTip(
            tr("%1. %2").arg(kindName(e.kind), done ? tr("Solved") : tr("Not solved yet")));
    }
    list_->setCurrentRow(current_);
    // As tall as its rows, so the prompt sits just below them.
    const int rows = std::max(1, int(list_->count()));
    const int row = list_->count() > 0 ? list_->sizeHintForRow(0) : fontMetrics().height();
    list_->setFixedHeight(row * rows + 2 * list_->frameWidth() + 4);
}

void ExercisePanel::open(int index) {
    current_ = lesson_ && index >= 0 && index < lesson_->exercises.size() ? index : -1;
    hintsShown_ = 0;
    answered_ = false;
    if (list_->currentRow() != current_) {
        const QSignalBlocker block(list_);
        list_->setCurrentRow(current_);
    }
    const Exercise* e = exercise();
    code_->setListing(e && e->kind == Exercise::Kind::Bug ? &e->code : nullptr);
    mark_->hide();
    feedback_->clear();
    if (e) {
        start_ = {e->a, e->b, e->touching, e->motion};
        model_->setScene(e->a, e->b, e->motion);
        if (model_->touching() != e->touching)
            model_->setTouching(e->touching);
        player_->setIntroShown(false);
        // Predict: the construction stays back until the answer. The others show it up to
        // its verdict, not past it: the push step's moved copy of a would show where a
        // touches, the answer to a placing exercise.
        if (e->kind == Exercise::Kind::Predict) {
            player_->first();
        } else {
            const Trace& trace = player_->trace();
            const Step* deciding = trace.decidingStep();
            if (deciding)
                player_->setStep(int(deciding - trace.steps.data()));
            else
                player_->last();
        }
        player_->fit();
    }
    showTexts();
}

void ExercisePanel::reset() {
    open(current_);
}

void ExercisePanel::showTexts() {
    const Exercise* e = exercise();
    kind_->setText(e ? kindName(e->kind) : QString());
    prompt_->setText(e ? fill(e->prompt)
                       : (lesson_ && !lesson_->exercises.isEmpty()
                              ? tr("Choose an exercise above.")
                              : tr("This lesson has no exercises.")));
    QStringList shown;
    for (int i = 0; e && i < hintsShown_ && i < e->hints.size(); ++i)
        shown << tr("Hint %1: %2").arg(i + 1).arg(fill(e->hints[i]));
    hintText_->setText(shown.join(QLatin1Char('\n')));
    hintText_->setVisible(!shown.isEmpty());
    const bool isPlace = e && e->kind == Exercise::Kind::Place;
    const bool isPredict = e && e->kind == Exercise::Kind::Predict;
    const bool isBug = e && e->kind == Exercise::Kind::Bug;
    check_->setVisible(isPlace);
    // Answered, the row goes: the feedback names the answer, and greyed buttons read badly.
    answerRow_->setVisible(isPredict && !answered_);
    code_->setVisible(isBug);
    hint_->setVisible(e != nullptr);
    hint_->setEnabled(e && hintsShown_ < e->hints.size());
    reset_->setVisible(e != nullptr);
}

void ExercisePanel::showHint() {
    if (const Exercise* e = exercise(); e && hintsShown_ < e->hints.size())
        ++hintsShown_;
    showTexts();
}

void ExercisePanel::showFeedback(bool right, const QString& text) {
    // "Not yet" asks for another drag; an answer or a line picked is "not quite", as in Predict.
    const Exercise* e = exercise();
    const bool place = e && e->kind == Exercise::Kind::Place;
    mark_->setText(right ? tr("✓ Solved") : place ? tr("✗ Not yet") : tr("✗ Not quite"));
    // White on green or red: 5 : 1 and 6.5 : 1, in either theme (as Predict's marks).
    mark_->setStyleSheet(palette::markSheet(right));
    mark_->show();
    feedback_->setText(text);
    if (right)
        solve();
}

void ExercisePanel::solve() {
    const Exercise* e = exercise();
    if (!e || exercises::isSolved(lesson_->id, e->id))
        return;
    exercises::markSolved(lesson_->id, e->id);
    fillList();
    emit solvedChanged(lesson_->id);
}

bool ExercisePanel::check() {
    const Exercise* e = exercise();
    if (!e || e->kind != Exercise::Kind::Place)
        return false;
    const Scenario now = model_->scenario();
    const goals::Unmet unmet = goals::firstUnmet(e->goal, now, start_);
    const Algorithm* method = findAlgorithm(e->goal.method);
    // Known whenever the method can judge the shapes, which is every case but Method.
    const VerdictClass cls =
        (method ? classify(*method, now.a, now.b, now.touching, now.motion) : std::nullopt)
            .value_or(VerdictClass::Apart);
    switch (unmet) {
    case goals::Unmet::None:
        showFeedback(true, tr("Checked exactly: %1.").arg(classWords(cls)));
        return true;
    case goals::Unmet::Method:
        showFeedback(false, tr("The lesson's method cannot judge these shapes. Reset puts "
                               "the scene back."));
        break;
    case goals::Unmet::Keep:
        showFeedback(false, tr("Something the exercise keeps in place has moved. Reset puts "
                               "the scene back."));
        break;
    case goals::Unmet::Shapes:
        showFeedback(
            false, tr("Now: %1. The goal: %2.").arg(classWords(cls), classWords(*e->goal.shapes)));
        break;
    case goals::Unmet::Shortest: {
        // Where a started and the push from there: the shortest move, in the scene's numbers.
        const ResponseOutcome r = respond(start_.a, start_.b);
        const Vec2 push = r.ok() ? r.response.push() : Vec2{};
        const Vec2 from = centreOf(start_.a);
        // A pair that no line break splits: "(4, 3)".
        const auto pair = [](Vec2 v) {
            return QStringLiteral("(%1, %2)")
                .arg(lessons::formatValue(v.x), lessons::formatValue(v.y));
        };
        showFeedback(false, tr("Now: %1, but not by the shortest move. From where a's centre "
                               "started, %2, the push %3 takes it straight to %4: move a only "
                               "along that line. Reset puts it back.")
                                .arg(classWords(cls), pair(from), pair(push), pair(from + push)));
        break;
    }
    case goals::Unmet::Side:
        showFeedback(false, tr("Now: %1, but the centre is not past the edge the exercise names "
                               "and level with it.")
                                .arg(classWords(cls)));
        break;
    case goals::Unmet::Flip:
        showFeedback(
            false,
            tr("Still %1, as at the start: the verdict has not flipped.").arg(classWords(cls)));
        break;
    case goals::Unmet::Boxes: {
        const std::optional<VerdictClass> boxes = goals::boxClass(now.a, now.b);
        showFeedback(false,
                     tr("The shapes: %1, as asked. Their bounding boxes: %2; the goal for them: "
                        "%3.")
                         .arg(classWords(cls), boxes ? classWords(*boxes) : QStringLiteral("?"),
                              classWords(*e->goal.boxes)));
        break;
    }
    }
    return false;
}

void ExercisePanel::answer(int choice) {
    const Exercise* e = exercise();
    if (!e || e->kind != Exercise::Kind::Predict || answered_)
        return;
    const std::optional<VerdictClass> cls =
        classify(*findAlgorithm(lesson_->algorithms.value(0).toStdString()), e->a, e->b,
                 e->touching, e->motion);
    if (!cls)
        return;
    answered_ = true;
    const bool right = predict::verdictChoice(*cls) == choice;
    const QString chosen = predict::choiceLabel(verdictAsk(), choice);
    player_->last(); // the reveal: the whole construction with its verdict
    // Why, in Predict's own words and the numbers on the canvas: one reveal, not two.
    QString why;
    const Trace& trace = player_->trace();
    if (const Step* deciding = trace.decidingStep())
        why = predict::reveal(
                  {verdictAsk(), int(deciding - trace.steps.data()), predict::verdictChoice(*cls)},
                  choice, trace, e->touching == Touching::Counts)
                  .text;
    if (why.isEmpty())
        why = right ? tr("The exact answer: %1, as you said.").arg(classWords(*cls))
                    : tr("The exact answer: %1, not “%2”.").arg(classWords(*cls), chosen);
    showFeedback(right, right ? why : tr("%1 Reset asks again.").arg(why));
    showTexts();
}

void ExercisePanel::pickLine(int line) {
    const Exercise* e = exercise();
    if (!e || e->kind != Exercise::Kind::Bug)
        return;
    code_->markLine(line);
    const Outcome said = runAlgorithm(*findAlgorithm(e->buggyMethod.toStdString()), e->a, e->b,
                                      e->buggyTouching, nullptr, e->motion);
    const std::optional<VerdictClass> cls =
        classify(*findAlgorithm(lesson_->algorithms.value(0).toStdString()), e->a, e->b,
                 e->touching, e->motion);
    const QString verdicts =
        tr("This code says: %1. The exact answer: %2.")
            .arg(classWords(said.result.overlap ? VerdictClass::Overlap : VerdictClass::Apart),
                 cls ? classWords(*cls) : QStringLiteral("?"));
    // "The marked line": the listing has no line numbers to count by, and a wrapped comment
    // would make any count wrong.
    if (e->wrongLines.contains(line) && e->wrongLines.size() > 1) {
        // Every wrong line is shown: fixing only the one clicked would still be wrong.
        const auto [lo, hi] = std::minmax_element(e->wrongLines.begin(), e->wrongLines.end());
        code_->markLines(*lo, *hi);
        showFeedback(
            true,
            tr("The marked lines are the mistake: all of them must change. %1").arg(verdicts));
    } else if (e->wrongLines.contains(line))
        showFeedback(true, tr("The marked line is the mistake. %1").arg(verdicts));
    else
        showFeedback(false, tr("The marked line is not the mistake. Look again."));
}

QString ExercisePanel::prompt() const {
    return prompt_->text();
}

QString ExercisePanel::hints() const {
    return hintText_->text();
}

QString ExercisePanel::feedback() const {
    return feedback_->text();
}

void ExercisePanel::retranslate() {
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("Show the next hint"));
    reset_->setText(tr("Reset the scene"));
    check_->setText(tr("Check"));
    check_->setToolTip(tr("Check the scene exactly (a drag's end checks it too)"));
    for (int i = 0; i < answers_.size(); ++i)
        answers_[i]->setText(predict::choiceLabel(verdictAsk(), i));
    list_->setAccessibleName(tr("Exercises"));
    code_->setAccessibleName(tr("Code with a mistake: click the wrong line"));
    fillList();
    showTexts();
}

void ExercisePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        code_->setTextSize(font());
}

} // namespace overlap::player
