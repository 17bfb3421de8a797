#include "app/compare/compare_mode.h"
#include "app/compare/elided_combo.h"

#include "app/compare/compare_pane.h"
#include "app/compare/cost_runner.h"
#include "app/compare/elided_label.h"
#include "app/compare/finder_runner.h"
#include "app/compare/method_title.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pair_title.h"
#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/player_view.h"
#include "app/player/step_controls.h"
#include "core/compare/step_alignment.h"
#include "core/geometry/visit.h"
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

// A scenario's shapes and some room around them.
QRectF frameOf(const Shape& a, const Shape& b) {
    const QRectF r = boxOf(a).united(boxOf(b));
    const double m = std::max({r.width(), r.height(), 2.0}) * 0.25;
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
      mapBox_(new QCheckBox(this)), mapFirst_(new ElidedComboBox(this)),
      mapSecond_(new ElidedComboBox(this)), mapStatus_(new ElidedLabel(this)),
      findButton_(new QPushButton(this)), finderLabel_(new QLabel(this)),
      costButton_(new QPushButton(this)), costProgress_(new QProgressBar(this)),
      agreement_(new ElidedLabel(this)), grid_(new QGridLayout),
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
    linkedBox_->setChecked(true);
    touchingBox_->setChecked(true);
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
    // Long titles are cut in the box (its tooltip and popup show them whole) rather than
    // making the window wider than a small screen.
    for (QComboBox* box : {mapFirst_, mapSecond_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    // Its text changes with every map; it must not move the panes (and so the map).
    mapStatus_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mapStatus_->setMinimumWidth(60);
    mapStatus_->setObjectName(QStringLiteral("mapStatus"));
    mapBox_->setChecked(true);
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
        if (time_ >= timeCount() - 1)
            togglePlay();
        else
            setTime(time_ + 1);
    });
}

// The learner's controls.
void CompareMode::connectEdits() {
    for (QComboBox* box : {mapFirst_, mapSecond_})
        connect(box, &QComboBox::currentTextChanged, box, &QComboBox::setToolTip);
    connect(pairs_, &QComboBox::currentIndexChanged, this,
            [this] { loadPair(Pair(pairs_->currentData().toInt())); });
    connect(paneCount_, &QSpinBox::valueChanged, this, [this](int n) {
        QStringList ids = methods();
        for (const QString& c : choices_)
            if (ids.size() < n && !ids.contains(c))
                ids << c;
        setMethods(ids.mid(0, n));
    });
    connect(linkedBox_, &QCheckBox::toggled, this, &CompareMode::setLinked);
    connect(touchingBox_, &QCheckBox::toggled, this,
            [this](bool on) { model_->setTouching(on ? Touching::Counts : Touching::Separate); });
    connect(yDownBox_, &QCheckBox::toggled, this, &CompareMode::setYDown);
    connect(mapBox_, &QCheckBox::toggled, this, &CompareMode::requestOverlays);
    connect(mapFirst_, &QComboBox::currentIndexChanged, this, &CompareMode::requestOverlays);
    connect(mapSecond_, &QComboBox::currentIndexChanged, this, &CompareMode::requestOverlays);
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
            box->setItemText(i, methodTitle(box->itemData(i).toString()));
    findButton_->setText(finding() ? tr("Stop &finding") : tr("&Find a disagreement"));
    findButton_->setToolTip(tr("Search random, touching and degenerate scenarios for one "
                               "where the map's two methods disagree, and load the smallest"));
    costButton_->setText(tr("Measure &speed"));
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
    pair_ = start.pair;
    {
        const QSignalBlocker block(pairs_);
        pairs_->setCurrentIndex(pairs_->findData(int(start.pair)));
    }
    model_->setShapes(start.a, start.b); // handles re-place on changed()
    refreshChoices();
    setMethods(idsOf(usualMethods(start.pair, true)));
    fit();
}

void CompareMode::setScenario(const Shape& a, const Shape& b, Touching touching) {
    model_->setShapes(a, b); // handles re-place on changed()
    model_->setTouching(touching);
    {
        const QSignalBlocker block(touchingBox_);
        touchingBox_->setChecked(touching == Touching::Counts);
        // The shapes combo names what is loaded.
        pair_ = scenePair(a, b);
        const QSignalBlocker blockPairs(pairs_);
        pairs_->setCurrentIndex(pairs_->findData(int(pair_)));
    }
    refreshChoices();
    QStringList keep;
    for (const QString& id : methods())
        if (choices_.contains(id))
            keep << id;
    setMethods(keep);
    fit();
}

void CompareMode::refreshChoices() {
    choices_.clear();
    for (const Algorithm& a : algorithms())
        if (accepts(a, model_->a(), model_->b()))
            choices_ << QString::fromUtf8(a.id.data(), qsizetype(a.id.size()));
}

QStringList CompareMode::methods() const {
    QStringList out;
    for (ComparePane* p : panes_)
        out << p->method();
    return out;
}

void CompareMode::setMethods(const QStringList& ids) {
    QStringList chosen;
    for (const QString& id : ids)
        if (choices_.contains(id) && chosen.size() < 4)
            chosen << id;
    for (const QString& c : choices_)
        if (chosen.size() < 2 && !chosen.contains(c))
            chosen << c;
    rebuildPanes(int(std::max<qsizetype>(chosen.size(), 2)));
    for (int i = 0; i < panes_.size(); ++i) {
        panes_[i]->setChoices(choices_);
        panes_[i]->setMethod(chosen.value(i));
    }
    {
        const QSignalBlocker block(paneCount_);
        paneCount_->setValue(int(panes_.size()));
    }
    // The map compares the first two panes unless told otherwise.
    for (QComboBox* box : {mapFirst_, mapSecond_}) {
        const QSignalBlocker block(box);
        box->clear();
        for (const QString& id : chosen)
            box->addItem(methodTitle(id), id);
    }
    mapFirst_->setCurrentIndex(0);
    mapSecond_->setCurrentIndex(std::min(1, mapSecond_->count() - 1));
    time_ = 0;
    recompute();
    setTime(timeCount() - 1); // a new comparison opens on its verdicts
}

void CompareMode::setMap(const QString& first, const QString& second) {
    const QSignalBlocker b1(mapFirst_), b2(mapSecond_), b3(mapBox_);
    mapBox_->setChecked(!first.isEmpty() && !second.isEmpty());
    if (mapFirst_->findData(first) >= 0)
        mapFirst_->setCurrentIndex(mapFirst_->findData(first));
    if (mapSecond_->findData(second) >= 0)
        mapSecond_->setCurrentIndex(mapSecond_->findData(second));
    requestOverlays();
}

bool CompareMode::mapOn() const {
    return mapBox_->isChecked() && mapFirst_->currentIndex() >= 0 &&
           mapSecond_->currentIndex() >= 0;
}

QString CompareMode::mapFirst() const {
    return mapOn() ? mapFirst_->currentData().toString() : QString();
}

QString CompareMode::mapSecond() const {
    return mapOn() ? mapSecond_->currentData().toString() : QString();
}

OverlayKind CompareMode::overlays() const {
    return panes_.isEmpty() ? OverlayKind::Off : panes_.front()->overlay();
}

void CompareMode::setOverlays(OverlayKind kind) {
    for (ComparePane* p : panes_) {
        const QSignalBlocker block(p);
        p->setOverlay(kind);
    }
    requestOverlays();
}

ComparePane* CompareMode::makePane() {
    auto* pane = new ComparePane(model_, this);
    pane->setYDown(yDown_);
    connect(pane, &ComparePane::methodChosen, this, [this, pane](const QString& id) {
        pane->setMethod(id);
        // Keep the map on panes' methods.
        const QStringList ids = methods();
        setMethods(ids);
    });
    connect(pane, &ComparePane::overlayChosen, this, &CompareMode::requestOverlays);
    connect(pane->view(), &player::PlayerView::cameraChanged, &cameraSettle_,
            qOverload<>(&QTimer::start));
    // A pane added later frames the shapes as the others were framed, not wherever its
    // view happened to start.
    pane->fitTo(frameOf(model_->a(), model_->b()));
    return pane;
}

void CompareMode::rebuildPanes(int count) {
    count = std::clamp(count, 2, 4);
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
}

void CompareMode::setLinked(bool linked) {
    linked_ = linked;
    {
        const QSignalBlocker block(linkedBox_);
        linkedBox_->setChecked(linked);
    }
    realign();
    setTime(timeCount() - 1);
}

void CompareMode::setYDown(bool yDown) {
    yDown_ = yDown;
    {
        const QSignalBlocker block(yDownBox_);
        yDownBox_->setChecked(yDown);
    }
    for (ComparePane* p : panes_)
        p->setYDown(yDown);
    emit yDownChanged(yDown);
}

void CompareMode::recompute() {
    {
        const QSignalBlocker block(touchingBox_);
        touchingBox_->setChecked(model_->touching() == Touching::Counts);
    }
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
    if (linked_) {
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
    time_ = std::clamp(t, 0, std::max(0, timeCount() - 1));
    showTime();
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
    QRectF world = frameOf(model_->a(), model_->b());
    for (ComparePane* p : panes_)
        p->fitTo(world);
    requestOverlays();
}

bool CompareMode::panesAgree() const {
    for (ComparePane* p : panes_)
        if (!p->ok() || p->overlap() != panes_.front()->overlap())
            return false;
    return true;
}

QString CompareMode::agreementText() const {
    if (panes_.isEmpty())
        return {};
    if (panesAgree()) {
        // The shared class when they share it (an exact touch says so), else the verdict.
        VerdictClass shared = panes_.front()->verdictClass();
        for (ComparePane* p : panes_)
            if (p->verdictClass() != shared)
                shared = panes_.front()->overlap() ? VerdictClass::Overlap : VerdictClass::Apart;
        return tr("All %1 methods agree: %2")
            .arg(panes_.size())
            .arg(lessons::verdictLook(shared, model_->touching(), i18n::currentLanguage()).words);
    }
    QStringList says;
    for (ComparePane* p : panes_)
        says << tr("%1 says %2").arg(methodTitle(p->method()), p->verdictText());
    return tr("The methods disagree: %1").arg(says.join(tr("; ")));
}

void CompareMode::updateAgreement() {
    agreement_->setFullText(agreementText());
    const QString sheet =
        QStringLiteral("QLabel { color: white; background: %1; border-radius: 4px; padding: 4px; "
                       "font-weight: bold; }")
            .arg(panesAgree() ? QStringLiteral("#15803d") : QStringLiteral("#b91c1c"));
    if (agreement_->styleSheet() != sheet) // setting one re-polishes, even the same one
        agreement_->setStyleSheet(sheet);
}

void CompareMode::requestOverlays() {
    OverlayRequest r;
    r.generation = ++generation_;
    bool any = mapOn();
    for (ComparePane* p : panes_) {
        r.methods << p->method();
        r.kinds << p->overlay();
        any = any || p->overlay() != OverlayKind::Off;
    }
    if (mapOn()) {
        r.mapFirst = mapFirst_->currentData().toString();
        r.mapSecond = mapSecond_->currentData().toString();
    }
    const bool swap = mapMovesB(model_->a(), model_->b());
    r.moving = swap ? model_->b() : model_->a();
    r.fixed = swap ? model_->a() : model_->b();
    r.touching = model_->touching();
    // What the panes show, and a quarter as much again around it, so that a pan or a drag
    // does not run off the map at once; before the panes are laid out, the scenario's frame.
    QRectF seen;
    for (ComparePane* p : panes_)
        if (p->view()->viewport()->width() > 1)
            seen = seen.isNull() ? p->visibleWorld() : seen.united(p->visibleWorld());
    const QRectF world = seen.isNull() ? frameOf(model_->a(), model_->b()) : seen;
    const QRectF area = world.adjusted(-world.width() / 4, -world.height() / 4, world.width() / 4,
                                       world.height() / 4);
    // The moving shape's own position is a sample: what the panes show is on the map.
    r.grid = gridCovering({area.left(), area.top()}, {area.right(), area.bottom()}, 360,
                          centreOf(r.moving));
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
    for (int i = 0; i < panes_.size(); ++i)
        panes_[i]->setOverlayImages(result.panes.value(i), result.meanings.value(i),
                                    result.numbers.value(i), result.disagreement, result.grid);
    // The map moves the circle when there is one (mapMovesB), else shape a.
    const bool circle = isCircle(model_->a()) || isCircle(model_->b());
    QString status;
    if (result.disagreement.isNull())
        status = QString();
    else if (result.disagreements == 0)
        status = circle ? tr("agree at every sampled circle centre")
                        : tr("agree at every sampled centre of shape a");
    else
        status = (circle ? tr("disagree at %L1 of %L2 sampled circle centres (red)")
                         : tr("disagree at %L1 of %L2 sampled centres of shape a (red)"))
                     .arg(result.disagreements)
                     .arg(qint64(result.grid.size()));
    mapStatus_->setFullText(status); // ends in "…", whole in its tooltip, when room is short
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
    const Algorithm* first = findAlgorithm(
        (mapOn() ? mapFirst_->currentData().toString() : panes_[0]->method()).toStdString());
    const Algorithm* second = findAlgorithm(
        (mapOn() ? mapSecond_->currentData().toString() : panes_[1]->method()).toStdString());
    if (!first || !second)
        return;
    finder_->start(first, second, model_->touching());
    findButton_->setText(tr("Stop &finding"));
    finderLabel_->setText(tr("Searching…"));
}

void CompareMode::finderFinished() {
    findButton_->setText(tr("&Find a disagreement"));
    const FinderRunner::Outcome out = finder_->result();
    const QString a = mapFirst_->currentText(), b = mapSecond_->currentText();
    if (!out.error.isEmpty()) {
        finderStatus_ = tr("Cannot search: %1").arg(out.error);
    } else if (out.found) {
        setScenario(out.a, out.b, model_->touching());
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
    QStringList ids;
    for (const QString& id : methods())
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
    costSentence_ = whyFastest(figures);
    costLabel_->setText(costSentence_);
    emit costDone();
}

QString CompareMode::costSentence() const {
    return costSentence_;
}

} // namespace overlap::compare
