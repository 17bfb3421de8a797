#include "app/compare/compare_mode.h"
#include "app/compare/whole_combo.h"

#include "app/compare/compare_pane.h"
#include "app/compare/cost_runner.h"
#include "app/compare/finder_runner.h"
#include "app/compare/method_title.h"
#include "app/compare/overlay_legend.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pair_title.h"
#include "app/compare/status_label.h"
#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/font_follow.h"
#include "app/player/player_view.h"
#include "app/player/step_controls.h"
#include "app/scene/trace_scene.h"
#include "app/style/palette.h"
#include "core/compare/step_alignment.h"
#include "core/geometry/visit.h"
#include "core/motion/motion.h"
#include "core/pairs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::compare {

namespace {

QStringList idsOf(const std::vector<const Algorithm*>& methods) {
    QStringList out;
    for (const Algorithm* m : methods)
        out << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
    return out;
}

// A shape's box, a turned rect's as the circle it turns in.
QRectF boxOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) {
                                     return QRectF(c.c.x - c.r, c.c.y - c.r, 2 * c.r, 2 * c.r);
                                 },
                                 [](const Rect& q) {
                                     return QRectF(q.min.x, q.min.y, q.max.x - q.min.x,
                                                   q.max.y - q.min.y);
                                 },
                                 [](const RotatedRect& t) {
                                     const double e = std::hypot(t.half.x, t.half.y);
                                     return QRectF(t.c.x - e, t.c.y - e, 2 * e, 2 * e);
                                 }},
                      s);
}

// A scenario's shapes and some room around them: a quarter of their size, or a tenth when
// presenting, where the figure is what the class reads.
QRectF frameOf(const Shape& a, const Shape& b, bool close = false) {
    const QRectF r = boxOf(a).united(boxOf(b));
    const double m = std::max({r.width(), r.height(), 2.0}) * (close ? 0.1 : 0.25);
    return r.adjusted(-m, -m, m, m);
}

bool isCircle(const Shape& s) {
    return std::visit(overloaded{[](const Circle&) { return true; },
                                 [](const Rect&) { return false; },
                                 [](const RotatedRect&) { return false; }},
                      s);
}

// The disagreement map moves the circle when there is one, else shape a.
bool mapMovesB(const Shape& a, const Shape& b) {
    return isCircle(b) && !isCircle(a);
}

} // namespace

CompareMode::CompareMode(QWidget* parent)
    : QWidget(parent), model_(new model::ScenarioModel(this)),
      scheduler_(new OverlayScheduler(this)), pairs_(new QComboBox(this)),
      paneCount_(new QSpinBox(this)), linkedBox_(new QCheckBox(this)),
      touchingBox_(new QCheckBox(this)), yDownBox_(new QCheckBox(this)),
      mapBox_(new QCheckBox(this)), mapFirst_(new WholeComboBox(this)),
      mapSecond_(new WholeComboBox(this)), mapStatus_(new StatusLabel(this)),
      findButton_(new QPushButton(this)), finderLabel_(new QLabel(this)),
      costButton_(new QPushButton(this)), costProgress_(new QProgressBar(this)),
      agreement_(new QLabel(this)), grid_(new QGridLayout),
      controls_(new player::StepControls(player::StepControls::Speed::Hidden, this)),
      chart_(new CostChart(this)), costLabel_(new QLabel(this)), finder_(new FinderRunner(this)),
      cost_(new CostRunner(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildPaneRow());
    layout->addLayout(buildMapRow());
    layout->addWidget(buildFinderLine());
    layout->addWidget(buildAgreementBar());
    layout->addLayout(grid_, 1);
    layout->addWidget(controls_);
    layout->addLayout(buildCostRow());
    layout->addWidget(chart_);
    chart_->setVisible(false); // until there is something to chart
    connectSteps();
    connectEdits();
    connectWork();
    i18n::onLanguage(this, [this] { retranslate(); });
    loadPair(Pair::CircleRect);
}

CompareMode::~CompareMode() {
    // The runners stop and wait before the panes and the model they report to go.
    delete finder_;
    delete cost_;
}

// The pair, how many panes, and how they show it: the first row.
QHBoxLayout* CompareMode::buildPaneRow() {
    for (Pair p : shownPairs())
        pairs_->addItem(QString(), int(p));
    pairs_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    paneCount_->setRange(2, 4);
    auto* row = new QHBoxLayout;
    shapesLabel_ = new QLabel(this);
    row->addWidget(shapesLabel_);
    row->addWidget(pairs_);
    panesLabel_ = new QLabel(this);
    row->addWidget(panesLabel_);
    row->addWidget(paneCount_);
    row->addWidget(linkedBox_);
    row->addStretch(1);
    row->addWidget(touchingBox_);
    row->addWidget(yDownBox_);
    return row;
}

// The disagreement map of two methods, what it found, and the finder that searches for one.
QHBoxLayout* CompareMode::buildMapRow() {
    // The choosers are as wide as the names they show (names, not titles: the shapes chooser
    // names the pair), and the status beside them gives way.
    // Its text changes with every map; it must not move the panes (and so the map).
    mapStatus_->setMinimumWidth(60);
    mapStatus_->setObjectName(QStringLiteral("mapStatus"));
    auto* row = new QHBoxLayout;
    row->addWidget(mapBox_);
    row->addWidget(mapFirst_);
    andLabel_ = new QLabel(this);
    row->addWidget(andLabel_);
    row->addWidget(mapSecond_);
    row->addWidget(mapStatus_, 1);
    row->addWidget(findButton_);
    return row;
}

QWidget* CompareMode::buildFinderLine() {
    finderLabel_->setWordWrap(true);
    return finderLabel_;
}

QWidget* CompareMode::buildAgreementBar() {
    agreement_->setObjectName(QStringLiteral("agreement"));
    agreement_->setAlignment(Qt::AlignCenter);
    // Read whole: a long disagreement wraps rather than losing a verdict to "…".
    agreement_->setWordWrap(true);
    // Bold by the font, not the style sheet, so it follows the window's size (presentation).
    player::followParentFont(agreement_, {1.25, true}); // the verdict of it all: read first
    return agreement_;
}

QHBoxLayout* CompareMode::buildCostRow() {
    costProgress_->setRange(0, 1);
    costProgress_->setValue(0);
    costProgress_->setMaximumWidth(140);
    costProgress_->setVisible(false);
    costLabel_->setWordWrap(true);
    auto* row = new QHBoxLayout;
    row->addWidget(costButton_);
    row->addWidget(costProgress_);
    row->addWidget(costLabel_, 1);
    return row;
}

// The step buttons, playing, and the maps following the camera.
void CompareMode::connectSteps() {
    connect(controls_, &player::StepControls::firstRequested, this, &CompareMode::first);
    connect(controls_, &player::StepControls::backRequested, this, &CompareMode::back);
    connect(controls_, &player::StepControls::playRequested, this, &CompareMode::togglePlay);
    connect(controls_, &player::StepControls::forwardRequested, this, &CompareMode::forward);
    connect(controls_, &player::StepControls::lastRequested, this, &CompareMode::last);
    connect(controls_, &player::StepControls::stepRequested, this, &CompareMode::setTime);
    cameraSettle_.setSingleShot(true);
    cameraSettle_.setInterval(120);
    connect(&cameraSettle_, &QTimer::timeout, this, &CompareMode::requestOverlays);
    play_.setInterval(1000);
    connect(&play_, &QTimer::timeout, this, [this] {
        if (transitioning())
            return; // a long motion (a roll round) is seen to its end
        if (time_ >= timeCount() - 1)
            togglePlay();
        else
            setTime(time_ + 1);
    });
    transition_.setStartValue(0.0);
    transition_.setEndValue(1.0);
    transition_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&transition_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        if (transitioning())
            showFrames(std::clamp(v.toDouble(), 0.0, 1.0));
    });
    connect(&transition_, &QVariantAnimation::finished, this, [this] { showFrames(1.0); });
}

// The learner's edits only (activated, clicked): what showState() sets is not an edit.
void CompareMode::connectEdits() {
    connect(pairs_, &QComboBox::activated, this, &CompareMode::choosePair);
    connect(paneCount_, &QSpinBox::valueChanged, this, &CompareMode::choosePaneCount);
    connect(linkedBox_, &QCheckBox::clicked, this, &CompareMode::setLinked);
    connect(touchingBox_, &QCheckBox::clicked, this,
            [this](bool on) { model_->setTouching(on ? Touching::Counts : Touching::Separate); });
    connect(yDownBox_, &QCheckBox::clicked, this, &CompareMode::setYDown);
    connect(mapBox_, &QCheckBox::clicked, this, &CompareMode::chooseMap);
    connect(mapFirst_, &QComboBox::activated, this, [this](int i) {
        chooseMapMethods(mapFirst_->itemData(i).toString(), state_.mapSecond);
    });
    connect(mapSecond_, &QComboBox::activated, this, [this](int i) {
        chooseMapMethods(state_.mapFirst, mapSecond_->itemData(i).toString());
    });
    connect(findButton_, &QPushButton::clicked, this, &CompareMode::findDisagreement);
    connect(costButton_, &QPushButton::clicked, this, &CompareMode::measureCost);
}

// The shapes, the maps, the finder and the timings reporting back.
void CompareMode::connectWork() {
    connect(scheduler_, &OverlayScheduler::ready, this, &CompareMode::applyOverlays);
    connect(model_, &model::ScenarioModel::changed, this, &CompareMode::recompute);
    connect(finder_, &FinderRunner::finished, this, &CompareMode::finderFinished);
    connect(finder_, &FinderRunner::progress, this, [this](std::size_t tried) {
        finderLabel_->setText(tr("Searching… %L1 scenarios tried").arg(tried));
    });
    connect(cost_, &CostRunner::progress, costProgress_, &QProgressBar::setValue);
    connect(cost_, &CostRunner::finished, this, &CompareMode::costFinished);
}

void CompareMode::retranslate() {
    pairs_->setAccessibleName(tr("Shapes to compare"));
    for (int i = 0; i < pairs_->count(); ++i)
        pairs_->setItemText(i, pairTitle(Pair(pairs_->itemData(i).toInt())));
    shapesLabel_->setText(tr("Shapes:"));
    panesLabel_->setText(tr("Panes:"));
    andLabel_->setText(tr("and"));
    paneCount_->setAccessibleName(tr("Number of panes"));
    paneCount_->setToolTip(tr("How many methods to show side by side"));
    linkedBox_->setText(tr("&Link steps that mean the same"));
    linkedBox_->setToolTip(tr("Line up the steps that mean the same in each method (the "
                              "shapes, the nearest point, the verdict); otherwise each pane "
                              "shows its own step k"));
    touchingBox_->setText(tr("Touching counts as overlap"));
    yDownBox_->setText(tr("y down (screen)"));
    mapBox_->setText(tr("Disagreement &map of"));
    mapFirst_->setAccessibleName(tr("First method of the map"));
    mapSecond_->setAccessibleName(tr("Second method of the map"));
    mapStatus_->setAccessibleName(tr("Disagreement map status"));
    for (QComboBox* box : {mapFirst_, mapSecond_})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, shownName(box->itemData(i).toString()));
    findButton_->setText(finding() ? tr("Stop &finding") : tr("&Find a disagreement"));
    costButton_->setText(tr("Measure &speed"));
    showWorkButtons();
    costProgress_->setAccessibleName(tr("Speed measurement progress"));
    agreement_->setAccessibleName(tr("Agreement of the panes"));
    retranslateValues();
}

// Texts made from values: the agreement, the map's count, the position, the timings.
void CompareMode::retranslateValues() {
    if (!panes_.isEmpty()) {
        updateAgreement();
        applyOverlays(overlay_);
        showTime();
    }
    if (!chart_->figures().isEmpty()) {
        costSentence_ = whyFastest(chart_->figures());
        costLabel_->setText(costSentence_);
    }
}

void CompareMode::loadPair(Pair pair) {
    const PairStart start = startOf(pair);
    state_.pair = start.pair;
    state_.moving = false;
    model_->setScene(start.a, start.b, {}); // handles re-place on changed()
    refreshChoices();
    setMethods(idsOf(usualMethods(start.pair, true)));
    fit();
}

void CompareMode::setScenario(const Scenario& s) {
    setScenario(s, s.motion.x != 0 || s.motion.y != 0);
}

void CompareMode::setScenario(const Scenario& s, bool moving) {
    state_.moving = moving;
    model_->setScene(s.a, s.b, moving ? s.motion : Vec2{}); // handles re-place on changed()
    model_->setTouching(s.touching);
    state_.pair = scenePair(s.a, s.b); // the shapes chooser names what is loaded
    refreshChoices();
    QStringList keep;
    for (const QString& id : state_.methods)
        if (choices_.contains(id))
            keep << id;
    setMethods(keep);
    fit();
}

void CompareMode::refreshChoices() {
    choices_.clear();
    for (const Algorithm& a : state_.moving ? movingMethods() : algorithms())
        if (accepts(a, model_->a(), model_->b()))
            choices_ << QString::fromUtf8(a.id.data(), qsizetype(a.id.size()));
}

void CompareMode::setMethods(const QStringList& ids) {
    state_ = withMethods(state_, ids, choices_);
    showState();
    restart();
}

void CompareMode::setCompareLayout(const document::CompareLayout& saved) {
    state_ = withLayout(state_, saved, choices_);
    showState();
    restart();
}

void CompareMode::restart() {
    time_ = 0;
    recompute();
    setTime(timeCount() - 1); // a new comparison opens on its verdicts
}

void CompareMode::setMap(const QString& first, const QString& second) {
    state_ = withMap(state_, first, second);
    showState();
    requestOverlays();
}

QString CompareMode::mapFirst() const {
    return state_.mapOn() ? state_.mapFirst : QString();
}

QString CompareMode::mapSecond() const {
    return state_.mapOn() ? state_.mapSecond : QString();
}

OverlayKind CompareMode::overlays() const {
    return state_.overlays.value(0, OverlayKind::Off);
}

void CompareMode::setOverlays(OverlayKind kind) {
    state_.overlays.fill(kind);
    showState();
    requestOverlays();
}

void CompareMode::setLinked(bool linked) {
    state_.linked = linked;
    showState();
    realign();
    setTime(timeCount() - 1);
}

void CompareMode::setYDown(bool yDown) {
    state_.yDown = yDown;
    showState();
    emit yDownChanged(yDown);
}

void CompareMode::setPresentation(bool on) {
    presentation_ = on;
    for (QWidget* w : {static_cast<QWidget*>(costButton_), static_cast<QWidget*>(costLabel_)})
        w->setVisible(!on);
    if (on)
        chart_->setVisible(false);
    else
        chart_->setVisible(!chart_->figures().isEmpty());
    fit();
}

void CompareMode::choosePair(int index) {
    const Pair pair = Pair(pairs_->itemData(index).toInt());
    if (pair != state_.pair)
        loadPair(pair);
}

// More panes take the methods not shown yet, in the order of the choices.
void CompareMode::choosePaneCount(int count) {
    QStringList ids = state_.methods;
    for (const QString& c : choices_)
        if (ids.size() < count && !ids.contains(c))
            ids << c;
    setMethods(ids.mid(0, count));
}

void CompareMode::chooseMap(bool on) {
    state_.map = on;
    showState();
    requestOverlays();
}

void CompareMode::chooseMapMethods(const QString& first, const QString& second) {
    state_.mapFirst = first;
    state_.mapSecond = second;
    showState();
    requestOverlays();
}

// A pane's new method is a new comparison, whose map is of the first two panes again.
void CompareMode::choosePaneMethod(int pane, const QString& id) {
    QStringList ids = state_.methods;
    ids[pane] = id;
    setMethods(ids);
}

void CompareMode::choosePaneOverlay(int pane, OverlayKind kind) {
    state_.overlays[pane] = kind;
    showState();
    requestOverlays();
}

void CompareMode::showState() {
    pairs_->setCurrentIndex(pairs_->findData(int(state_.pair)));
    {
        const QSignalBlocker block(paneCount_); // a spin box has no signal for edits alone
        // No more panes than methods that take the shapes: a pane is never empty.
        paneCount_->setMaximum(int(std::clamp<qsizetype>(choices_.size(), 2, 4)));
        paneCount_->setValue(int(state_.methods.size()));
    }
    linkedBox_->setChecked(state_.linked);
    showWorkButtons();
    yDownBox_->setChecked(state_.yDown);
    mapBox_->setChecked(state_.map);
    showMapMethods();
    showPanes();
}

// The finder and the timings are of shapes standing still; a moving comparison says why
// they are off.
void CompareMode::showWorkButtons() {
    findButton_->setEnabled(!state_.moving);
    costButton_->setEnabled(!state_.moving && !measuring());
    findButton_->setToolTip(
        state_.moving ? tr("The finder searches shapes standing still. For a moving shape, turn "
                           "the map on and drag the tip of the move into its red.")
                      : tr("Search random, touching and degenerate scenarios for one where the "
                           "map's two methods disagree, and load the smallest"));
    costButton_->setToolTip(state_.moving ? tr("The speed is measured on shapes standing still; "
                                               "overlap-bench --core-only times the swept tests.")
                                          : QString());
}

// The map chooses among the panes' methods.
void CompareMode::showMapMethods() {
    QStringList ids = state_.methods;
    ids.removeAll(QString());
    for (WholeComboBox* box : {mapFirst_, mapSecond_}) {
        QStringList listed;
        for (int i = 0; i < box->count(); ++i)
            listed << box->itemData(i).toString();
        if (listed == ids)
            continue;
        box->clear();
        for (const QString& id : ids)
            box->addItem(shownName(id), id);
    }
    mapFirst_->setCurrentIndex(mapFirst_->findData(state_.mapFirst));
    mapSecond_->setCurrentIndex(mapSecond_->findData(state_.mapSecond));
}

void CompareMode::showPanes() {
    rebuildPanes(int(state_.methods.size()));
    for (int i = 0; i < panes_.size(); ++i) {
        panes_[i]->setMoving(state_.moving);
        panes_[i]->setChoices(choices_);
        panes_[i]->setMethod(state_.methods[i]);
        panes_[i]->setOverlay(state_.overlays[i]);
        panes_[i]->setYDown(state_.yDown);
    }
}

ComparePane* CompareMode::makePane() {
    auto* pane = new ComparePane(model_, this);
    pane->setYDown(state_.yDown);
    connect(pane, &ComparePane::methodChosen, this,
            [this, pane](const QString& id) { choosePaneMethod(int(panes_.indexOf(pane)), id); });
    connect(pane, &ComparePane::overlayChosen, this,
            [this, pane](OverlayKind kind) { choosePaneOverlay(int(panes_.indexOf(pane)), kind); });
    connect(pane->view(), &player::PlayerView::cameraChanged, &cameraSettle_,
            qOverload<>(&QTimer::start));
    // A symbol hovered in one pane is lit in every pane: one meaning, one name, everywhere.
    connect(pane->view(), &player::PlayerView::symbolHovered, this, &CompareMode::lightSymbol);
    pane->scene()->setLit(lit_);
    // One pane's header on two rows puts every pane's there: the figures line up.
    connect(pane, &ComparePane::headerNeedChanged, this, &CompareMode::shareHeaderRows);
    // A pane added later frames the shapes as the others were framed, not wherever its
    // view happened to start.
    pane->fitTo(shapesFrame(presentation_));
    return pane;
}

void CompareMode::lightSymbol(const scene::SymbolRef& symbol) {
    lit_ = symbol;
    for (ComparePane* pane : std::as_const(panes_))
        pane->scene()->setLit(symbol);
}

void CompareMode::rebuildPanes(int count) {
    count = std::clamp(count, 2, 4);
    if (count == panes_.size())
        return;
    while (panes_.size() > count)
        delete panes_.takeLast();
    while (panes_.size() < count)
        panes_ << makePane();
    // Two or three in a row; four as two by two.
    const int columns = count == 4 ? 2 : count;
    for (int i = 0; i < panes_.size(); ++i) {
        grid_->removeWidget(panes_[i]);
        grid_->addWidget(panes_[i], i / columns, i % columns);
    }
    for (int c = 0; c < 4; ++c)
        grid_->setColumnStretch(c, c < columns ? 1 : 0);
    shareHeaderRows();
}

void CompareMode::shareHeaderRows() {
    const bool any =
        std::ranges::any_of(panes_, [](ComparePane* p) { return p->headerNeedsTwoRows(); });
    for (ComparePane* p : panes_)
        p->setSharedTwoRows(any);
}

void CompareMode::recompute() {
    // The touching policy is the model's (undo, the window's action): shown as it is.
    touchingBox_->setChecked(model_->touching() == Touching::Counts);
    for (ComparePane* p : panes_)
        p->recompute();
    realign();
    showTime();
    updateAgreement();
    requestOverlays();
}

void CompareMode::realign() {
    std::vector<std::vector<std::string>> meanings;
    for (ComparePane* p : panes_)
        meanings.push_back(p->stepMeanings());
    if (state_.linked) {
        timeline_ = alignSteps(meanings);
    } else {
        std::size_t longest = 0;
        for (const auto& m : meanings)
            longest = std::max(longest, m.size());
        timeline_.assign(longest, {});
        for (std::size_t t = 0; t < longest; ++t)
            for (const auto& m : meanings)
                timeline_[t].push_back(int(std::min(t, m.empty() ? 0 : m.size() - 1)));
    }
    time_ = std::clamp(time_, 0, std::max(0, timeCount() - 1));
}

int CompareMode::timeCount() const {
    return int(timeline_.size());
}

void CompareMode::setTime(int t) {
    const int before = time_;
    time_ = std::clamp(t, 0, std::max(0, timeCount() - 1));
    // One step on plays each pane's motion into its next step, all on one clock as long as
    // the longest; anything else, or a step asked for while one plays, lands at once.
    transition_.stop();
    fromSteps_.assign(std::size_t(panes_.size()), -1);
    double seconds = 0;
    if (!reduceMotion_ && time_ == before + 1 && isVisible())
        for (int i = 0; i < panes_.size(); ++i) {
            const int from = timeline_[std::size_t(before)][std::size_t(i)];
            const int to = timeline_[std::size_t(time_)][std::size_t(i)];
            const std::vector<Step>& steps = panes_[i]->trace().steps;
            if (to != from + 1 || to >= int(steps.size()) || !hasMotion(steps[std::size_t(to)]))
                continue;
            fromSteps_[std::size_t(i)] = from;
            seconds = std::max(seconds, motionSeconds(steps[std::size_t(to)]));
        }
    showTime();
    if (seconds > 0) {
        transition_.setDuration(int(1000 * seconds));
        showFrames(0.0);
        transition_.start();
    }
}

void CompareMode::showFrames(double fraction) {
    for (int i = 0; i < panes_.size() && i < int(fromSteps_.size()); ++i)
        if (fromSteps_[std::size_t(i)] >= 0) {
            if (fraction < 1.0)
                panes_[i]->showFrame(fromSteps_[std::size_t(i)], fraction);
            else
                panes_[i]->showStep(panes_[i]->shownStep());
        }
    if (fraction >= 1.0)
        fromSteps_.clear();
}

void CompareMode::setReduceMotion(bool on) {
    reduceMotion_ = on;
    if (on && transitioning()) {
        transition_.stop();
        showFrames(1.0);
    }
}

void CompareMode::showTime() {
    for (int i = 0; i < panes_.size(); ++i)
        panes_[i]->showStep(time_ < timeCount() ? timeline_[std::size_t(time_)][std::size_t(i)]
                                                : 0);
    controls_->showStep(time_, timeCount());
    emit timeChanged(time_, timeCount());
}

void CompareMode::togglePlay() {
    if (play_.isActive()) {
        play_.stop();
    } else {
        if (time_ >= timeCount() - 1)
            setTime(0);
        play_.start();
    }
    controls_->setPlaying(play_.isActive());
}

void CompareMode::fit() {
    const QRectF world = shapesFrame(presentation_);
    for (ComparePane* p : panes_)
        p->fitTo(world);
    requestOverlays();
}

QRectF CompareMode::shapesFrame(bool close) const {
    if (!state_.moving)
        return frameOf(model_->a(), model_->b(), close);
    const Shape to = movedTo(model_->a(), centreOf(model_->a()) + model_->motion());
    return frameOf(model_->a(), model_->b(), close).united(frameOf(to, model_->b(), close));
}

bool CompareMode::panesAgree() const {
    for (ComparePane* p : panes_)
        if (!p->method().isEmpty() && (!p->ok() || p->overlap() != panes_.front()->overlap()))
            return false;
    return true;
}

std::optional<VerdictClass> CompareMode::sharedClass() const {
    if (panes_.isEmpty() || !panesAgree())
        return std::nullopt;
    // The shared class when they share it (an exact touch says so), else the verdict.
    VerdictClass shared = panes_.front()->verdictClass();
    for (ComparePane* p : panes_)
        if (p->verdictClass() != shared)
            shared = panes_.front()->overlap() ? VerdictClass::Overlap : VerdictClass::Apart;
    return shared;
}

QString CompareMode::agreementText() const {
    if (panes_.isEmpty())
        return {};
    if (const std::optional<VerdictClass> shared = sharedClass())
        return tr("All %1 methods agree: %2")
            .arg(std::ranges::count_if(panes_,
                                       [](ComparePane* p) { return !p->method().isEmpty(); }))
            .arg(lessons::verdictLook(*shared, model_->touching(), i18n::currentLanguage(),
                                      state_.moving)
                     .words);
    QStringList says;
    for (ComparePane* p : panes_)
        if (!p->method().isEmpty()) // a pane with no method has nothing to say
            says << tr("%1 says %2").arg(shownName(p->method()), p->verdictText());
    return tr("The methods disagree: %1").arg(says.join(tr("; ")));
}

void CompareMode::updateAgreement() {
    const QString text = agreementText();
    if (agreement_->text() != text)
        agreement_->setText(text);
    // Agreeing, the bar wears the verdict's own colours (blue for apart, as the badges): a
    // green bar over blue badges read as overlap. Disagreeing, the map's red.
    const std::optional<VerdictClass> shared = sharedClass();
    const lessons::VerdictLook look =
        shared ? lessons::verdictLook(*shared, model_->touching(), i18n::currentLanguage(),
                                      state_.moving)
               : lessons::VerdictLook{};
    const QString sheet =
        QStringLiteral("QLabel { color: %1; background: %2; border-radius: 4px; padding: 4px; }")
            .arg(shared ? look.ink : palette::css(palette::kWhite),
                 shared ? look.colour : palette::css(palette::kWrong));
    if (agreement_->styleSheet() != sheet) // setting one re-polishes, even the same one
        agreement_->setStyleSheet(sheet);
}

void CompareMode::requestOverlays() {
    OverlayRequest r;
    r.generation = ++generation_;
    r.methods = state_.methods;
    r.kinds = state_.overlays;
    const bool any = state_.mapOn() || std::ranges::any_of(state_.overlays, [](OverlayKind k) {
                         return k != OverlayKind::Off;
                     });
    if (state_.mapOn()) {
        r.mapFirst = state_.mapFirst;
        r.mapSecond = state_.mapSecond;
    }
    // A moving method's map moves a by its move (the circle, in lesson 9).
    r.sweep = state_.moving;
    const bool swap = !r.sweep && mapMovesB(model_->a(), model_->b());
    r.moving = swap ? model_->b() : model_->a();
    r.fixed = swap ? model_->a() : model_->b();
    r.touching = model_->touching();
    // What the panes show, and a quarter as much again around it, so that a pan or a drag
    // does not run off the map at once; before the panes are laid out, the scenario's frame.
    QRectF seen;
    for (ComparePane* p : panes_)
        if (p->view()->viewport()->width() > 1)
            seen = seen.isNull() ? p->visibleWorld() : seen.united(p->visibleWorld());
    const QRectF world = seen.isNull() ? shapesFrame(false) : seen;
    const QRectF area = world.adjusted(-world.width() / 4, -world.height() / 4, world.width() / 4,
                                       world.height() / 4);
    // The moving shape's own position is a sample: what the panes show is on the map.
    r.grid = gridCovering({area.left(), area.top()}, {area.right(), area.bottom()}, 360,
                          centreOf(r.moving) + (r.sweep ? model_->motion() : Vec2{}));
    // Camera moves and relayouts ask often; the same work is not done twice.
    if (lastRequest_ && lastRequest_->sameWork(r))
        return;
    lastRequest_ = r;
    if (!any) {
        applyOverlays(OverlayResult{r.generation, r.grid, {}, {}, 0, {}, {}, {}});
        return;
    }
    scheduler_->request(std::move(r));
}

void CompareMode::applyOverlays(const OverlayResult& result) {
    if (result.generation < overlay_.generation)
        return; // older than what is shown (maps turned off meanwhile, say)
    overlay_ = result;
    // The map is about its two methods: a third pane's red would blame it too.
    const auto mapped = [this](const QString& id) {
        return state_.mapOn() && (id == state_.mapFirst || id == state_.mapSecond);
    };
    for (int i = 0; i < panes_.size(); ++i)
        panes_[i]->setOverlayImages(
            result.panes.value(i), result.meanings.value(i), result.numbers.value(i),
            mapped(panes_[i]->method()) ? result.disagreement : QImage(), result.grid);
    const bool anyLegend = std::ranges::any_of(
        panes_, [](ComparePane* p) { return p->overlayLegend()->listsAnything(); });
    for (ComparePane* p : panes_)
        p->overlayLegend()->setKeepsRow(anyLegend);
    // The map moves the circle when there is one (mapMovesB), else shape a.
    const bool circle = isCircle(model_->a()) || isCircle(model_->b());
    QString status;
    if (result.disagreement.isNull())
        status = QString();
    else if (state_.moving)
        status = result.disagreements == 0
                     ? tr("— they agree at all %L1 sampled places where the move of shape a "
                          "could end")
                           .arg(qint64(result.grid.size()))
                     : tr("— they disagree at %L1 of %L2 sampled places where the move of "
                          "shape a could end (red)")
                           .arg(result.disagreements)
                           .arg(qint64(result.grid.size()));
    else if (result.disagreements == 0)
        // A sentence of its own after the choosers: "Map of X and Y — they agree at …".
        status = (circle ? tr("— they agree at all %L1 sampled positions of the circle's centre")
                         : tr("— they agree at all %L1 sampled positions of shape a's centre"))
                     .arg(qint64(result.grid.size()));
    else
        status = (circle ? tr("— they disagree at %L1 of %L2 sampled positions of the circle's "
                              "centre (red)")
                         : tr("— they disagree at %L1 of %L2 sampled positions of shape a's "
                              "centre (red)"))
                     .arg(result.disagreements)
                     .arg(qint64(result.grid.size()));
    if (mapStatus_->text() != status)
        mapStatus_->setText(status);
}

bool CompareMode::finding() const {
    return finder_->isRunning();
}

bool CompareMode::measuring() const {
    return cost_->isRunning();
}

QString CompareMode::finderStatus() const {
    return finderStatus_;
}

void CompareMode::findDisagreement() {
    if (finder_->isRunning()) {
        finder_->stop();
        return;
    }
    if (state_.moving) { // the menu's action, which the button's state does not stop
        finderStatus_ = tr("The finder searches shapes standing still. For a moving shape, turn "
                           "the map on and drag the tip of the move into its red.");
        finderLabel_->setText(finderStatus_);
        return;
    }
    const bool map = state_.mapOn();
    const Algorithm* first =
        findAlgorithm((map ? state_.mapFirst : state_.methods.value(0)).toStdString());
    const Algorithm* second =
        findAlgorithm((map ? state_.mapSecond : state_.methods.value(1)).toStdString());
    if (!first || !second)
        return;
    finder_->start(first, second, model_->touching());
    findButton_->setText(tr("Stop &finding"));
    finderLabel_->setText(tr("Searching…"));
}

void CompareMode::finderFinished() {
    findButton_->setText(tr("&Find a disagreement"));
    const FinderRunner::Outcome out = finder_->result();
    const QString a = shownName(state_.mapFirst), b = shownName(state_.mapSecond);
    if (!out.error.isEmpty()) {
        finderStatus_ = tr("Cannot search: %1").arg(out.error);
    } else if (out.found) {
        setScenario({out.a, out.b, model_->touching()});
        finderStatus_ =
            out.shrinkSteps == 1
                ? tr("Tried %L1 scenarios. Found one where %2 and %3 disagree, shrunk to its "
                     "smallest numbers in 1 step; it is loaded in the panes.")
                      .arg(out.tried)
                      .arg(a, b)
                : tr("Tried %L1 scenarios. Found one where %2 and %3 disagree, shrunk to its "
                     "smallest numbers in %L4 steps; it is loaded in the panes.")
                      .arg(out.tried)
                      .arg(a, b)
                      .arg(out.shrinkSteps);
    } else {
        finderStatus_ = tr("Tried %L1 random, touching and degenerate scenarios: %2 and %3 "
                           "agreed on every one.")
                            .arg(out.tried)
                            .arg(a, b);
    }
    finderLabel_->setText(finderStatus_);
    emit finderDone(out.found);
}

void CompareMode::measureCost() {
    if (cost_->isRunning())
        return;
    if (state_.moving) {
        costSentence_ = tr("The speed is measured on shapes standing still; overlap-bench "
                           "--core-only times the swept tests.");
        costLabel_->setText(costSentence_);
        return;
    }
    QStringList ids;
    for (const QString& id : state_.methods)
        if (!ids.contains(id))
            ids << id;
    costProgress_->setRange(0, int(ids.size()));
    costProgress_->setValue(0);
    costProgress_->setVisible(true);
    costButton_->setEnabled(false);
    costLabel_->setText(ids.size() == 1
                            ? tr("Timing 1 method on 4096 fixed cases…")
                            : tr("Timing %1 methods on 4096 fixed cases each…").arg(ids.size()));
    cost_->start(ids);
}

void CompareMode::costFinished() {
    costButton_->setEnabled(true);
    costProgress_->setVisible(false);
    if (!cost_->hasResult())
        return;
    const QList<CostFigure> figures = cost_->result();
    chart_->setFigures(figures);
    chart_->setVisible(true);
    costLabel_->setVisible(true); // asked for while presenting: shown all the same
    costSentence_ = whyFastest(figures);
    costLabel_->setText(costSentence_);
    emit costDone();
}

QString CompareMode::costSentence() const {
    return costSentence_;
}

} // namespace overlap::compare
