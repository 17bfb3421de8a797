#include "app/player/lesson_player.h"

#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/i18n/method_titles.h"
#include "app/lessons/narration.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/canvas.h"
#include "app/player/code_panel.h"
#include "app/player/font_follow.h"
#include "app/player/intro_panel.h"
#include "app/player/layout_gate.h"
#include "app/player/legend_widget.h"
#include "app/player/narration_label.h"
#include "app/player/player_view.h"
#include "app/player/predict_panel.h"
#include "app/player/step_controls.h"
#include "app/player/verdict_badge.h"
#include "app/scene/lit_marks.h"
#include "app/scene/trace_scene.h"
#include "core/algorithms.h"
#include "core/motion/motion.h"
#include "core/response/response.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace overlap::player {

namespace {

const lessons::CodeListing* listingOf(const lessons::Lesson* lesson, const QString& algorithm) {
    const auto it = lesson->code.constFind(algorithm);
    return it == lesson->code.constEnd() ? nullptr : &it.value();
}

} // namespace

LessonPlayer::LessonPlayer(model::ScenarioModel* model, QWidget* parent)
    : QWidget(parent), model_(model), canvas_(new Canvas(model, this)), code_(new CodePanel(this)),
      legend_(new LegendWidget(this)), title_(new QLabel(this)), verdict_(new QLabel(this)),
      verdictSlot_(new QWidget(this)), narration_(new NarrationLabel(this)),
      algorithms_(new QComboBox(this)),
      controls_(new StepControls(StepControls::Speed::Shown, this)), intro_(new IntroPanel(this)),
      predict_(new PredictPanel(this)), side_(new QStackedWidget(this)),
      split_(new QSplitter(this)), introButton_(new QToolButton(this)) {
    title_->setObjectName(QStringLiteral("title"));
    title_->setWordWrap(true); // a long title takes two lines instead of widening the window
    narration_->setObjectName(QStringLiteral("narration"));
    verdict_->setObjectName(QStringLiteral("verdict"));
    player::followParentFont(verdict_, {1.0, true});
    scaleFonts();
    verdict_->setAlignment(Qt::AlignCenter);
    narration_->setWordWrap(true);
    narration_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    narration_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // A name in the narration and its element on the canvas light each other.
    connect(narration_, &NarrationLabel::symbolHovered, this, &LessonPlayer::lightSymbol);
    connect(view(), &PlayerView::symbolHovered, this, &LessonPlayer::lightSymbol);

    // It fits its items in either language (set again on a switch).
    algorithms_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    i18n::onLanguage(this, [this] {
        const auto tip = [](QWidget* w, const QString& text) {
            w->setToolTip(text);
            w->setAccessibleName(text);
        };
        introButton_->setText(tr("Introduction"));
        tip(introButton_, tr("Show the lesson's introduction (I)"));
        verdict_->setAccessibleName(tr("Verdict"));
        narration_->setAccessibleName(tr("Narration"));
        algorithms_->setAccessibleName(tr("Method"));
        for (int i = 0; i < algorithms_->count(); ++i)
            algorithms_->setItemText(i, i18n::methodTitle(algorithms_->itemData(i).toString()));
        redraw(); // the verdict and the step count
    });

    auto* header = new QHBoxLayout;
    header->addWidget(title_, 1);
    // Centred at their own height: a title on two lines must not stretch them.
    header->addWidget(introButton_, 0, Qt::AlignVCenter);
    header->addWidget(algorithms_, 0, Qt::AlignVCenter);
    // The badge at the right of a slot as wide as its longest words (see reserveVerdict).
    auto* slot = new QHBoxLayout(verdictSlot_);
    slot->setContentsMargins(0, 0, 0, 0);
    slot->addStretch(1);
    slot->addWidget(verdict_, 0, Qt::AlignVCenter);
    // The badge's words change on a drag (the gap); its slot's size does not.
    header->addWidget(new LayoutGate(verdictSlot_, this), 0, Qt::AlignVCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    side_->addWidget(code_);
    side_->addWidget(intro_);
    split_->addWidget(view());
    split_->addWidget(side_);
    // The code gets half: at 1200 px its listings fit, in a slightly smaller type if need be.
    split_->setStretchFactor(0, 1);
    split_->setStretchFactor(1, 1);
    split_->setSizes({1000, 1000});
    code_->setMinimumWidth(300);
    layout->addWidget(split_, 1);
    layout->addWidget(legend_);
    auto* steps = new QHBoxLayout;
    steps->addWidget(controls_, 1);
    steps->addWidget(predict_->newSwitchButton(this));
    layout->addLayout(steps);
    layout->addWidget(predict_);
    // The numbers change on every drag move, the room the narration takes rarely.
    layout->addWidget(new LayoutGate(narration_, this));

    connect(controls_, &StepControls::firstRequested, this, &LessonPlayer::first);
    connect(controls_, &StepControls::backRequested, this, &LessonPlayer::back);
    connect(controls_, &StepControls::playRequested, this, &LessonPlayer::togglePlay);
    connect(controls_, &StepControls::forwardRequested, this, &LessonPlayer::forward);
    connect(controls_, &StepControls::lastRequested, this, &LessonPlayer::last);
    introButton_->setCheckable(true);
    introButton_->setFocusPolicy(Qt::NoFocus);
    // A framed button, not autoRaise: flat, it read as plain text beside the title.
    connect(introButton_, &QToolButton::clicked, this, &LessonPlayer::setIntroShown);
    connect(intro_, &IntroPanel::startRequested, this, [this] { setIntroShown(false); });
    connect(controls_, &StepControls::stepRequested, this, &LessonPlayer::setStep);
    controls_->setTicksPerStep(20);
    connect(controls_, &StepControls::positionRequested, this, &LessonPlayer::scrubTo);
    connect(controls_, &StepControls::speedChosen, this, &LessonPlayer::setStepsPerSecond);
    connect(algorithms_, &QComboBox::currentIndexChanged, this, [this] {
        if (algorithms_->currentIndex() >= 0)
            setAlgorithm(algorithms_->currentData().toString());
    });
    connect(&timer_, &QTimer::timeout, this, &LessonPlayer::advance);
    transition_.setStartValue(0.0);
    transition_.setEndValue(1.0);
    transition_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&transition_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        if (transition_.state() != QAbstractAnimation::Running)
            return;
        fraction_ = std::clamp(v.toDouble(), 0.0, 1.0);
        showPicture();
    });
    connect(&transition_, &QVariantAnimation::finished, this, &LessonPlayer::endTransition);
    // An answer shows the step it held back; the switch changes what the row shows.
    connect(predict_, &PredictPanel::answered, this, [this](int step) {
        step_ = std::clamp(step, 0, std::max(0, stepCount() - 1));
        redraw();
    });
    connect(predict_, &PredictPanel::switched, this, [this] { redraw(); });
    setStepsPerSecond(1.0);
    connect(model_, &model::ScenarioModel::changed, this, &LessonPlayer::recompute);
}

void LessonPlayer::scaleFonts() {
    // Sizes relative to the player's own font, which presentation mode enlarges.
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    QFont narrationFont = font();
    narrationFont.setPointSizeF(narrationFont.pointSizeF() * 1.2);
    narration_->setFont(narrationFont);
    reserveNarration();
    code_->setTextSize(font());
}

void LessonPlayer::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        scaleFonts();
}

void LessonPlayer::setLesson(const lessons::Lesson* lesson) {
    lesson_ = lesson;
    if (!lesson)
        return;
    {
        const QSignalBlocker block(algorithms_);
        algorithms_->clear();
        for (const QString& id : lesson->algorithms)
            algorithms_->addItem(i18n::methodTitle(id), id);
    }
    algorithm_ = lesson->algorithms.value(0);
    handleLayer()->setSelectedShape(-1); // a new lesson's arrows step until a shape is clicked
    code_->setListing(listingOf(lesson, algorithm_));
    predict_->release();
    predict_->startAttempt(lesson->id);
    step_ = 0;
    model_->setScene(lesson->a, lesson->b, lesson->motion); // emits changed(): recomputes
    recompute();
    setIntroShown(true); // a lesson opens on its introduction
    fit();
}

void LessonPlayer::setIntroShown(bool shown) {
    introButton_->setChecked(shown);
    if (shown == introShown_)
        return;
    introShown_ = shown;
    if (shown) {
        codeSizes_ = split_->isVisible() ? split_->sizes() : QList<int>();
        giveIntroHalf();
    } else {
        introHalfPending_ = false;
        if (codeSizes_.value(0) > 0 && codeSizes_.value(1) > 0)
            split_->setSizes(codeSizes_);
        else if (split_->isVisible())
            shareSplit();
        else // a file opened at a step before the window is laid out: share it out then, or
             // the listing's width would squeeze the figure
            introHalfPending_ = true;
    }
    side_->setCurrentWidget(shown ? static_cast<QWidget*>(intro_) : code_);
}

void LessonPlayer::giveIntroHalf() {
    // The intro is prose: it gets its share whatever width the code had.
    const int total = split_->sizes().value(0) + split_->sizes().value(1);
    introHalfPending_ = total <= 0 || !split_->isVisible();
    if (!introHalfPending_)
        shareSplit();
}

void LessonPlayer::shareSplit() {
    const int total = split_->sizes().value(0) + split_->sizes().value(1);
    if (total <= 0)
        return;
    const int figure = int(total * figureShare_);
    split_->setSizes({figure, total - figure});
}

void LessonPlayer::setFigureShare(double share) {
    if (share == figureShare_)
        return;
    figureShare_ = share;
    codeSizes_.clear(); // a split dragged for the old share is not kept for the new one
    if (split_->isVisible())
        shareSplit();
    else
        introHalfPending_ = true; // shared out at the next resize
}

void LessonPlayer::reserveNarration() {
    // Room for four lines (three on a short screen): a narration that changed its line count
    // while a shape is dragged would resize, and so move, the canvas under the pointer.
    const int line = QFontMetrics(narration_->font()).lineSpacing();
    const int lines = height() > 0 && line * 4 > height() / 8 ? 3 : 4;
    narration_->setMinimumHeight(line * lines + 4);
}

void LessonPlayer::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    reserveNarration();
    if (introHalfPending_) {
        layout()->activate(); // the split's own width, before it is shared out
        giveIntroHalf();
    }
}

void LessonPlayer::setAlgorithm(const QString& id) {
    if (!lesson_ || !lesson_->algorithms.contains(id) || id == algorithm_)
        return;
    algorithm_ = id;
    algorithms_->setCurrentIndex(lesson_->algorithms.indexOf(id));
    code_->setListing(listingOf(lesson_, id));
    predict_->release();
    step_ = 0;
    recompute();
}

void LessonPlayer::setConventions(bool yDown, bool radians) {
    yDown_ = yDown;
    radians_ = radians;
    scene()->setRadians(radians);
    view()->setYDown(yDown);
    redraw();
}

void LessonPlayer::setLanguage(const QString& language) {
    language_ = language;
    code_->setLanguage(language);
    redraw();
}

void LessonPlayer::setStep(int step) {
    int clamped = std::clamp(step, 0, std::max(0, stepCount() - 1));
    const bool waited = predict_->waiting();
    // Forward stops before a question still to answer; back drops the one waiting.
    if (clamped > step_)
        clamped = predict_->stopBefore(step_, clamped);
    else if (clamped < step_)
        predict_->release();
    const bool waits = predict_->waiting();
    if (waits && timer_.isActive())
        togglePlay(); // playing pauses for the answer
    if (clamped == step_ && controls_->shownStep() == clamped && waited == waits)
        return;
    if (clamped != step_ || waits)
        setIntroShown(false); // stepping on leaves the introduction
    // A step on into a step with a motion plays it; anything else, or a step asked for while
    // one plays, lands at once (the one playing ends where it was going first).
    const bool plays = !reduceMotion_ && clamped == step_ + 1 && !waits && isVisible() &&
                       hasMotion(trace_.steps[std::size_t(clamped)]);
    transition_.stop();
    fraction_ = 1.0;
    step_ = clamped;
    if (plays) {
        fraction_ = 0.0;
        transition_.setDuration(
            int(1000 * motionSeconds(trace_.steps[std::size_t(clamped)]) / rate_));
        transition_.start();
    }
    redraw();
}

void LessonPlayer::scrubTo(int from, double into) {
    const int to = from + 1;
    if (!(into > 0) || into >= 1)
        return setStep(into >= 1 ? to : from);
    // A cut, a question in the way, or reduce motion: the nearer step, as a step.
    if (reduceMotion_ || to >= stepCount() || !hasMotion(trace_.steps[std::size_t(to)]) ||
        predict_->isOn())
        return setStep(into < 0.5 ? from : to);
    if (timer_.isActive())
        togglePlay(); // a scrub holds the picture
    transition_.stop();
    setIntroShown(false);
    step_ = to;
    fraction_ = std::clamp(into, 0.0, 1.0);
    redraw();
}

void LessonPlayer::endTransition() {
    // The last tick may have drawn the end already; the verdict waited for it either way.
    if (fraction_ < 1.0) {
        fraction_ = 1.0;
        showPicture();
    }
    showVerdict();
}

void LessonPlayer::setReduceMotion(bool on) {
    reduceMotion_ = on;
    if (on) {
        transition_.stop();
        endTransition();
    }
}

void LessonPlayer::togglePlay() {
    if (timer_.isActive()) {
        timer_.stop();
    } else {
        if (step_ >= stepCount() - 1)
            step_ = 0; // playing from the end starts over
        setIntroShown(false);
        redraw();
        timer_.start();
    }
    controls_->setPlaying(timer_.isActive());
}

void LessonPlayer::setStepsPerSecond(double rate) {
    timer_.setInterval(int(1000 / std::max(rate, 0.1)));
    // Faster play, shorter transitions (play waits for a long one to end).
    rate_ = std::max(rate, 1.0);
}

void LessonPlayer::fit() {
    view()->fitTo(scene()->contentRect());
}

void LessonPlayer::advance() {
    if (fraction_ < 1.0)
        return; // the idea still moving: the next step waits for it
    if (step_ >= stepCount() - 1) {
        togglePlay(); // stop at the last step
        return;
    }
    setStep(step_ + 1);
}

void LessonPlayer::recompute() {
    const Algorithm* alg = findAlgorithm(algorithm_.toStdString());
    if (!alg)
        return;
    // A moving method's move is a's to drag, by the tip of its arrow.
    handleLayer()->setMotionShown(!alg->swept.empty());
    emit movingChanged(!alg->swept.empty());
    // Stay on the same step of the construction when it still exists.
    const std::string stepId =
        step_ < stepCount() ? trace_.steps[std::size_t(step_)].id : std::string();
    Trace next;
    const Outcome out =
        runAlgorithm(*alg, model_->a(), model_->b(), model_->touching(), &next, model_->motion());
    if (!out.ok())
        return; // the model only holds valid shapes; a pair mismatch keeps the old picture
    trace_ = std::move(next);
    for (std::size_t i = 0; i < trace_.steps.size(); ++i)
        if (trace_.steps[i].id == stepId)
            step_ = int(i);
    step_ = std::clamp(step_, 0, std::max(0, stepCount() - 1));
    step_ =
        predict_->setRun(trace_, {algorithm_, model_->a(), model_->b(), model_->touching()}, step_);
    redraw();
}

QString LessonPlayer::narrationText() const {
    return narrationFilled().text;
}

lessons::Filled LessonPlayer::narrationFilled() const {
    if (!lesson_ || trace_.steps.empty())
        return {};
    // A question holding back its step's picture: words for the picture shown instead.
    if (const QString held = predict_->heldNarration(); !held.isEmpty())
        return {held, {}};
    const QString stepId = QString::fromStdString(trace_.steps[std::size_t(step_)].id);
    const QString text = lesson_->steps.value(algorithm_).value(stepId).value(language_);
    lessons::Filled filled =
        lessons::fillSlots(text, trace_, std::size_t(step_),
                           {model_->touching() == Touching::Counts, yDown_, radians_, language_});
    if (!filled.ok())
        return {filled.error, {}};
    return filled;
}

void LessonPlayer::lightSymbol(const scene::SymbolRef& symbol) {
    scene()->setLit(symbol);
    narration_->setLit(symbol);
    // The listing's identifiers are the picture's names, as English writes them.
    const auto identifier = [&](Symbol s) {
        return scene::identifierOf(
            scene::symbolName(s, symbol.owner, symbol.index, QStringLiteral("en")));
    };
    QStringList words;
    if (symbol.symbol != Symbol::None) {
        words << identifier(symbol.symbol);
        // A comment names it as the picture does ("N′"), where code spells it Np.
        const QString glyph =
            scene::symbolName(symbol.symbol, symbol.owner, symbol.index, QStringLiteral("en"));
        if (glyph != words.front() && !glyph.contains(QLatin1Char(' ')))
            words << glyph;
        if (const std::optional<Symbol> squared = squaredOf(symbol.symbol))
            words << identifier(*squared);
    }
    code_->setLitWords(words);
    if (symbol == lit_)
        return;
    lit_ = symbol;
    lightLegend();
    emit symbolLit(symbol);
}

void LessonPlayer::lightLegend() {
    // The lines of the roles its elements are drawn in, in the picture the legend describes.
    const Trace& shown = held_ ? *held_ : trace_;
    const int at = held_ ? step_ + 1 : step_;
    QList<int> lines;
    const QList<scene::LegendEntry>& entries = legend_->entries();
    for (int i = 0; i < int(entries.size()); ++i)
        if (scene::lightsLine(entries[i], shown, at, lit_))
            lines << i;
    legend_->setLitLines(lines);
}

QString LessonPlayer::verdictText() const {
    if (!trace_.decidingStep())
        return {};
    const VerdictClass c = lessons::classOfTrace(trace_);
    QString words = lessons::verdictLook(c, model_->touching(), language_, trace_.moving).words;
    if (trace_.moving)
        return words; // about the frame's move: the standing shapes' gap or depth is not it
    // How far apart, or how deep: the push's size (its sign is the exact class's), where
    // the method's class is the pair's (a pitfall's may not be).
    if (c != VerdictClass::Touching) {
        const ResponseOutcome push = respond(model_->a(), model_->b());
        const double s = push.response.separation;
        if (push.ok() && push.response.verdict == c && c == VerdictClass::Apart)
            words += tr(" · gap %1").arg(lessons::formatValue(s));
        else if (push.ok() && push.response.verdict == c && c == VerdictClass::Overlap)
            words += tr(" · depth %1").arg(lessons::formatValue(-s));
    }
    return words;
}

void LessonPlayer::reserveVerdict(int sidePadding) {
    // The badge's slot keeps the width of its longest words, a touch's under the policy on:
    // the title beside it must not wrap, and so move the figure, when a touch is decided.
    QFont bold = verdict_->font();
    bold.setBold(true);
    const QString longest =
        lessons::verdictLook(VerdictClass::Touching, model_->touching(), language_, trace_.moving)
            .words;
    verdictSlot_->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(longest) + 2 * sidePadding +
                                  2);
}

// The figure: the step's picture, or a frame of the transition into it (each tick of a
// transition redraws only this; the legend describes the step and stays).
void LessonPlayer::showPicture() {
    if (fraction_ < 1.0 && !held_ && step_ > 0) {
        const MotionFrame frame = frameAt(trace_, step_ - 1, fraction_);
        // The step before fades only while the motion plays (at 0 it is still its own step).
        canvas_->show(frame.trace, frame.current, &trace_,
                      frame.current == step_ ? fraction_ : 1.0);
    } else {
        canvas_->show(held_ ? *held_ : trace_, held_ ? step_ + 1 : step_);
    }
    controls_->showPosition(step_, stepCount(), fraction_);
}

void LessonPlayer::redraw() {
    // A nine-region question waiting shows the region step without its answer.
    held_ = predict_->heldPicture();
    showPicture();
    legend_->setEntries(scene::legendOf(held_ ? *held_ : trace_, held_ ? step_ + 1 : step_),
                        language_);
    lightLegend();
    predict_->showStep(step_);
    title_->setText(lesson_ ? lesson_->title.value(language_) : QString());
    title_->setToolTip(title_->text());
    const lessons::Filled filled = narrationFilled();
    narration_->setText(filled.text);
    QList<NarrationLabel::Span> spans;
    for (const lessons::NamedSymbol& n : filled.named)
        spans.push_back({n.start, n.length, {n.symbol, n.owner, n.index}});
    narration_->setSpans(spans);
    if (lesson_) {
        QStringList methods;
        for (const QString& id : lesson_->algorithms)
            methods << i18n::methodTitle(id);
        const lessons::Filled intro = lessons::fillSlots(
            lesson_->intro.value(language_),
            {model_->touching() == Touching::Counts, yDown_, radians_, language_});
        intro_->setContent(intro.ok() ? intro.text : intro.error, methods);
    }
    if (step_ < stepCount())
        code_->showStep(QString::fromStdString(trace_.steps[std::size_t(step_)].id));
    showVerdict();
    emit stepChanged(step_, stepCount());
}

void LessonPlayer::showVerdict() {
    // The verdict is shown once the step that decides it is reached, and its motion (the
    // last drop, the last comparison) has played: before, the evidence is still arriving.
    const bool decided = step_ >= 0 && step_ < stepCount() && fraction_ >= 1.0 &&
                         trace_.decidedBy(std::size_t(step_));
    const QString padding = QStringLiteral("4px 10px");
    reserveVerdict(10);
    if (decided)
        showBadge(verdict_,
                  {verdictText(), lessons::verdictLook(lessons::classOfTrace(trace_),
                                                       model_->touching(), language_, trace_.moving)
                                      .colour},
                  padding);
    else
        showUndecided(verdict_, language_, padding);
}

} // namespace overlap::player
