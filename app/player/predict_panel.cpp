#include "app/player/predict_panel.h"

#include "app/i18n/language.h"
#include "app/player/predict_words.h"
#include "app/style/palette.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::player {

namespace {

constexpr int kMostChoices = 9;

// The right-or-wrong badge: white on green or red, 5 : 1 and 6.5 : 1, in either theme. Above
// a second question on the same step it names what it judged: a bare "Not quite" there read
// as the judgement of the question below it.
void showMark(QLabel* mark, bool right, bool ofRegion) {
    mark->setText(ofRegion
                      ? (right ? PredictPanel::tr("✓ Region: right")
                               : PredictPanel::tr("✗ Region: not quite"))
                      : (right ? PredictPanel::tr("✓ Right") : PredictPanel::tr("✗ Not quite")));
    mark->setStyleSheet(palette::markSheet(right));
    mark->show();
}

} // namespace

PredictPanel::PredictPanel(QWidget* parent)
    : QWidget(parent), action_(new QAction(this)), mark_(new QLabel(this)), text_(new QLabel(this)),
      question_(new QLabel(this)) {
    setObjectName(QStringLiteral("predict"));
    action_->setCheckable(true);
    action_->setShortcut(Qt::Key_P);
    action_->setShortcutContext(Qt::WindowShortcut);
    text_->setObjectName(QStringLiteral("predictText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText); // "d < r" is words, not a tag
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop); // level with the badge beside it
    mark_->setObjectName(QStringLiteral("predictMark"));
    question_->setObjectName(QStringLiteral("predictQuestion"));
    question_->setWordWrap(true);
    question_->setTextFormat(Qt::RichText); // the question in bold, the rule after it plain
    // Two lines: the reveal of the last answer (or how to answer) above, the question waiting
    // and its answers below, so a reveal never reads as the judgement of the next question.
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* said = new QHBoxLayout;
    said->addWidget(mark_, 0, Qt::AlignTop);
    said->addWidget(text_, 1);
    auto* asked = new QHBoxLayout;
    asked->addWidget(question_, 1);
    for (int i = 0; i < kMostChoices; ++i) {
        auto* b = new QPushButton(this);
        b->setObjectName(QStringLiteral("answer%1").arg(i + 1));
        // Space and the arrows stay the player's; the keys 1 to 9 answer.
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, [this, i] { answer(i); });
        asked->addWidget(b, 0, Qt::AlignVCenter);
        buttons_ << b;
    }
    rows->addLayout(said);
    rows->addLayout(asked);
    reserveRoom();
    connect(action_, &QAction::toggled, this, [this](bool on) {
        if (!on)
            release();
        retranslate(); // the button's tick
        setVisible(on);
        refresh();
        emit switched(on);
    });
    setVisible(false);
    i18n::onLanguage(this, [this] { retranslate(); });
}

void PredictPanel::reserveRoom() {
    // Room for each line whatever it says, or whether it is there: a reveal that replaced a
    // one-line hint, or a question answered, must not move the figure above.
    text_->setMinimumHeight(2 * fontMetrics().lineSpacing());
    QFont bold = font();
    bold.setBold(true);
    question_->setMinimumHeight(
        std::max(2 * QFontMetrics(bold).lineSpacing(), buttons_.front()->sizeHint().height()));
}

void PredictPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode's larger text
        reserveRoom();
}

void PredictPanel::retranslate() {
    action_->setText(tr("P&redict, then reveal"));
    // On, the button says so with a tick: a checked button's shade alone was easy to miss.
    action_->setIconText(isOn() ? QStringLiteral("✓ ") + tr("Predict") : tr("Predict"));
    action_->setToolTip(
        tr("Predict, then reveal (P): answer before the verdict or the region is shown"));
    setAccessibleName(tr("Prediction"));
    refresh();
}

bool PredictPanel::isOn() const {
    return action_->isChecked();
}

QToolButton* PredictPanel::newSwitchButton(QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setObjectName(QStringLiteral("predictSwitch"));
    b->setDefaultAction(action_);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setFocusPolicy(Qt::NoFocus);
    return b;
}

void PredictPanel::startAttempt(const QString& lessonId) {
    lessonId_ = lessonId;
    attempt_ = {};
    run_.reset(); // a new try asks every question again
}

int PredictPanel::setRun(const Trace& trace, const PredictRun& run, int step) {
    const bool wasWaiting = waiting_ >= 0;
    const bool newRun = run_ != run;
    trace_ = trace;
    run_ = run;
    questions_ = predict::questionsOf(trace);
    if (newRun || answered_.size() != questions_.size()) {
        answered_.assign(questions_.size(), false);
        last_.reset();
    }
    waiting_ = -1;
    if (wasWaiting && isOn())
        for (std::size_t i = 0; i < questions_.size(); ++i)
            if (!answered_[i] && questions_[i].step <= step + 1 &&
                (waiting_ < 0 || questions_[i].step > waiting()->step))
                waiting_ = int(i);
    step_ = waiting_ >= 0 ? waiting()->step - 1 : step;
    refresh();
    return step_;
}

int PredictPanel::stopBefore(int from, int to) {
    if (!isOn())
        return to;
    if (waiting_ >= 0)
        return from; // the question already waiting is answered first
    for (std::size_t i = 0; i < questions_.size(); ++i)
        if (!answered_[i] && questions_[i].step > from && questions_[i].step <= to) {
            waiting_ = int(i);
            return questions_[i].step - 1;
        }
    return to;
}

void PredictPanel::release() {
    waiting_ = -1;
}

const predict::Question* PredictPanel::waiting() const {
    return waiting_ >= 0 ? &questions_[std::size_t(waiting_)] : nullptr;
}

std::optional<Trace> PredictPanel::heldPicture() const {
    const predict::Question* q = waiting();
    return q ? predict::heldPicture(trace_, *q) : std::nullopt;
}

QString PredictPanel::heldNarration() const {
    const predict::Question* q = waiting();
    return q ? predict::heldNarration(trace_, *q) : QString();
}

void PredictPanel::showStep(int step) {
    step_ = step;
    refresh();
}

QString PredictPanel::text() const {
    return text_->text();
}

QString PredictPanel::question() const {
    return question_->text().isEmpty() ? QString() : questionText_;
}

QList<QPushButton*> PredictPanel::answerButtons() const {
    QList<QPushButton*> shown;
    for (QPushButton* b : buttons_)
        if (!b->isHidden())
            shown << b;
    return shown;
}

void PredictPanel::answer(int choice) {
    const predict::Question* q = waiting();
    if (!q || choice >= predict::choiceCount(q->ask))
        return;
    const predict::Question asked = *q;
    answered_[std::size_t(waiting_)] = true;
    waiting_ = -1;
    last_ = Answer{asked, choice};
    ++attempt_.asked;
    attempt_.right += choice == asked.right ? 1 : 0;
    if (!lessonId_.isEmpty()) {
        predict::saveScore(lessonId_, attempt_);
        emit scored(lessonId_);
    }
    // A second question on the same step (the region, then the verdict) waits at once.
    for (std::size_t i = 0; i < questions_.size(); ++i)
        if (!answered_[i] && questions_[i].step == asked.step) {
            waiting_ = int(i);
            refresh();
            return;
        }
    emit answered(asked.step);
}

void PredictPanel::refresh() {
    const predict::Question* q = waiting();
    const bool counts = !run_ || run_->touching == Touching::Counts;
    // The last answer's reveal shows on its own step, and before a question on that step.
    const bool revealShown =
        last_ && (q ? last_->question.step == q->step : last_->question.step == step_);
    if (revealShown) {
        const predict::Reveal r = predict::reveal(last_->question, last_->chosen, trace_, counts);
        showMark(mark_, r.right, q != nullptr);
        text_->setText(r.text);
    } else {
        mark_->hide();
        text_->setText(q ? predict::keys(q->ask)
                         : tr("Predict is on: stepping stops before the verdict for your answer."));
    }
    // The question, in bold, and for the verdict the touching rule in force: the answer
    // "touching" is judged by the exact class, whatever the rule makes of it.
    QString rich;
    questionText_.clear();
    if (q) {
        const QString prompt = predict::prompt(q->ask), rule = predict::rule(q->ask, counts);
        const QString boldPrompt = QStringLiteral("<b>%1</b>").arg(prompt.toHtmlEscaped());
        const QString pair = tr("%1 %2", "a question, then the rule that decides a touch");
        questionText_ = rule.isEmpty() ? prompt : pair.arg(prompt, rule);
        rich = rule.isEmpty() ? boldPrompt : pair.arg(boldPrompt, rule.toHtmlEscaped());
    }
    question_->setText(rich);
    question_->setAccessibleName(questionText_);
    const int choices = q ? predict::choiceCount(q->ask) : 0;
    for (int i = 0; i < buttons_.size(); ++i) {
        QPushButton* b = buttons_[i];
        b->setVisible(i < choices);
        if (i >= choices)
            continue;
        // No key on any button (the line above says the keys): "1 (1)" would be silly, and
        // keys on some buttons only read as if the others had none.
        const QString label = predict::choiceLabel(q->ask, i);
        const QString key = QString::number(i + 1);
        b->setText(label);
        b->setShortcut(QKeySequence(Qt::Key_1 + i)); // after setText, which sets a mnemonic
        // A bare number needs no push button's usual 80 px: nine of them fit the row.
        if (label == key)
            b->setFixedWidth(std::max(b->sizeHint().height() * 3 / 2,
                                      b->fontMetrics().horizontalAdvance(label) + 16));
        else {
            b->setMinimumWidth(0);
            b->setMaximumWidth(QWIDGETSIZE_MAX);
        }
        b->setToolTip(tr("Answer “%1” (key %2)").arg(label, key));
        b->setAccessibleName(b->toolTip());
    }
}

} // namespace overlap::player
