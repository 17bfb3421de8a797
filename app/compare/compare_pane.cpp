#include "app/compare/compare_pane.h"
#include "app/compare/whole_combo.h"

#include "app/compare/method_title.h"
#include "app/compare/overlay_legend.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/lessons/narration.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/canvas.h"
#include "app/player/font_follow.h"
#include "app/player/player_view.h"
#include "app/player/verdict_badge.h"
#include "app/scene/trace_scene.h"
#include "core/algorithms.h"
#include "core/compare/step_alignment.h"
#include "core/motion/motion.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::compare {

ComparePane::ComparePane(model::ScenarioModel* model, QWidget* parent)
    : QWidget(parent), model_(model), canvas_(new player::Canvas(model, this)),
      methods_(new WholeComboBox(this)), overlays_(new QComboBox(this)), verdict_(new QLabel(this)),
      legend_(new OverlayLegend(this)) {
    // Tab reaches them (Alt+Down opens one); the window's step keys still win over them.
    methods_->setFocusPolicy(Qt::TabFocus);
    overlays_->setFocusPolicy(Qt::TabFocus);
    for (OverlayKind k : {OverlayKind::Off, OverlayKind::Regions, OverlayKind::Verdict})
        overlays_->addItem(QString(), int(k));
    verdict_->setAlignment(Qt::AlignCenter);
    verdict_->setObjectName(QStringLiteral("verdict"));
    player::followParentFont(verdict_, {1.2, true}); // the pane's answer: read first

    header_ = new QHBoxLayout;
    header_->addWidget(methods_, 1);
    header_->addWidget(overlays_);
    header_->addWidget(verdict_);
    badgeRow_ = new QHBoxLayout;
    badgeRow_->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(header_);
    layout->addLayout(badgeRow_);
    layout->addWidget(legend_);
    layout->addWidget(view(), 1);

    connect(methods_, &QComboBox::currentIndexChanged, this, [this] {
        if (methods_->currentIndex() >= 0)
            emit methodChosen(methods_->currentData().toString());
    });
    connect(overlays_, &QComboBox::currentIndexChanged, this,
            [this] { emit overlayChosen(OverlayKind(overlays_->currentData().toInt())); });
    i18n::onLanguage(this, [this] {
        view()->setAccessibleName(tr("Compared method's scene"));
        methods_->setAccessibleName(tr("Method of this pane"));
        overlays_->setAccessibleName(tr("Plane overlay of this pane"));
        // "Shading", not "overlay": "No overlay" beside an "overlap" badge read as a verdict.
        overlays_->setItemText(0, tr("Shading: none"));
        overlays_->setItemText(1, tr("Shading: regions"));
        overlays_->setItemText(2, tr("Shading: verdict"));
        retranslateShading();
        verdict_->setAccessibleName(tr("Verdict of this pane"));
        for (int i = 0; i < methods_->count(); ++i)
            methods_->setItemText(i, shownName(methods_->itemData(i).toString()));
        updateVerdict();
        placeVerdict();
    });
}

void ComparePane::retranslateShading() {
    overlays_->setToolTip(movingShapes_
                              ? tr("Shade the plane by what this method says when the move of "
                                   "shape a ends at each place")
                              : tr("Shade the plane by what this method says for each position "
                                   "of the circle's centre"));
}

void ComparePane::setMoving(bool moving) {
    movingShapes_ = moving;
    canvas_->handles()->setMotionShown(moving); // a's move, dragged by its tip
    retranslateShading();
}

void ComparePane::setChoices(const QStringList& ids) {
    if (ids == choices_)
        return;
    choices_ = ids;
    const QSignalBlocker block(methods_);
    methods_->clear();
    for (const QString& id : ids)
        methods_->addItem(shownName(id), id);
    methods_->setCurrentIndex(int(ids.indexOf(method_)));
    placeVerdict();
}

void ComparePane::setMethod(const QString& id) {
    if (id == method_)
        return;
    method_ = id;
    const QSignalBlocker block(methods_);
    methods_->setCurrentIndex(methods_->findData(id));
    step_ = 0;
    placeVerdict(); // a longer name may need the second row
}

void ComparePane::setOverlay(OverlayKind kind) {
    const QSignalBlocker block(overlays_);
    overlays_->setCurrentIndex(overlays_->findData(int(kind)));
}

bool ComparePane::recompute() {
    const Algorithm* alg = findAlgorithm(method_.toStdString());
    Trace next;
    const Outcome out = alg ? runAlgorithm(*alg, model_->a(), model_->b(), model_->touching(),
                                           &next, model_->motion())
                            : Outcome{};
    ok_ = alg && out.ok();
    if (ok_)
        trace_ = std::move(next);
    else
        trace_ = {};
    step_ = std::clamp(step_, 0, std::max(0, int(trace_.steps.size()) - 1));
    return ok_;
}

bool ComparePane::overlap() const {
    const Step* d = trace_.decidingStep();
    return d && d->verdict;
}

std::vector<std::string> ComparePane::stepMeanings() const {
    std::vector<std::string> out;
    const Algorithm* alg = findAlgorithm(method_.toStdString());
    if (!alg)
        return out; // no method, no trace
    for (const Step& s : trace_.steps)
        out.push_back(stepMeaning(*alg, s.id, s.decides));
    return out;
}

void ComparePane::showStep(int step) {
    step_ = std::clamp(step, 0, std::max(0, int(trace_.steps.size()) - 1));
    moving_ = false;
    canvas_->show(trace_, step_);
    updateVerdict();
}

void ComparePane::showFrame(int from, double fraction) {
    const MotionFrame frame = frameAt(trace_, from, fraction);
    canvas_->show(frame.trace, frame.current, &trace_, frame.current == from + 1 ? fraction : 1.0);
    // Into the deciding step, the verdict waits for its motion, as the lesson player's does.
    if (!moving_) {
        moving_ = true;
        updateVerdict();
    }
}

VerdictClass ComparePane::verdictClass() const {
    return lessons::classOfTrace(trace_);
}

QString ComparePane::verdictText() const {
    if (!ok_)
        return tr("does not take these shapes");
    return lessons::verdictLook(verdictClass(), model_->touching(), i18n::currentLanguage(),
                                trace_.moving)
        .words;
}

void ComparePane::updateVerdict() {
    // Each pane shows its verdict from its deciding step on, as the lesson player does.
    const bool decided = ok_ && !moving_ && step_ >= 0 && step_ < int(trace_.steps.size()) &&
                         trace_.decidedBy(std::size_t(step_));
    const QString padding = QStringLiteral("3px 8px");
    if (decided)
        player::showBadge(verdict_,
                          lessons::verdictLook(verdictClass(), model_->touching(),
                                               i18n::currentLanguage(), trace_.moving),
                          padding);
    else
        player::showUndecided(verdict_, i18n::currentLanguage(), padding);
    // The verdict is read whole: where the header has no room for it, it gets a row. Only a
    // new width asks: this runs on every drag move.
    const int wide = verdict_->sizeHint().width();
    if (wide == verdict_->minimumWidth())
        return;
    verdict_->setMinimumWidth(wide);
    placeVerdict();
}

void ComparePane::setSharedTwoRows(bool on) {
    if (on == shared_)
        return;
    shared_ = on;
    placeVerdict();
}

void ComparePane::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeVerdict();
}

void ComparePane::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode: every width grows
        placeVerdict();
}

// The method's name, its shading and its verdict are each read whole: where one row has no
// room for all three, the shading and the verdict move to a second row.
void ComparePane::placeVerdict() {
    const int spacing = std::max(0, header_->spacing());
    const int needed = methods_->minimumSizeHint().width() + overlays_->sizeHint().width() +
                       verdict_->sizeHint().width() + 2 * spacing + 4;
    const bool need = needed > width();
    if (need != ownNeed_) {
        ownNeed_ = need;
        emit headerNeedChanged(); // compare mode may give every pane two rows
    }
    QHBoxLayout* home = need || shared_ ? badgeRow_ : header_;
    if (home->indexOf(verdict_) >= 0)
        return;
    QHBoxLayout* away = home == header_ ? badgeRow_ : header_;
    for (QWidget* w : {static_cast<QWidget*>(overlays_), static_cast<QWidget*>(verdict_)}) {
        away->removeWidget(w);
        home->addWidget(w);
    }
}

void ComparePane::setOverlayImages(const QImage& overlay, const QList<OverlayMeaning>& meanings,
                                   const QList<RegionNumber>& numbers, const QImage& disagreement,
                                   const PlaneGrid& grid) {
    // Under the construction, above the grid: the shading, then the map; the trace on top.
    const QTransform t = sampleTransform(grid);
    const auto picture = [](const QImage& i) {
        return i.isNull() ? QPixmap() : QPixmap::fromImage(i);
    };
    view()->setUnderlays({{picture(overlay), t}, {picture(disagreement), t}});
    legend_->setMeanings(overlay.isNull() ? QList<OverlayMeaning>{} : meanings);
    // Listed only when some sample is red: a map of two methods that agree paints nothing.
    bool red = false;
    if (!disagreement.isNull()) {
        // By scan line (QImage::pixel() per sample was a tenth of a landing's time).
        const QImage argb = disagreement.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        for (int y = 0; y < argb.height() && !red; ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
            red = std::any_of(line, line + argb.width(), [](QRgb p) { return qAlpha(p) != 0; });
        }
    }
    legend_->setDisagreement(red);
    // Names and values keep clear of the region numbers.
    QList<QPointF> numberPlaces;
    for (const RegionNumber& n : numbers)
        numberPlaces << n.at;
    scene()->setKeepClear(scene::TraceScene::KeepClear::Numbers, numberPlaces, 11);
    // The region numbers: upright at any zoom and either y direction, above the shading,
    // under the construction.
    QFont font = view()->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.3);
    QList<player::PlayerView::Caption> captions;
    for (const RegionNumber& n : numbers)
        captions.push_back({n.at, QString::number(n.number), font, regionNumberColour()});
    view()->setCaptions(captions);
}

QStringList ComparePane::regionNumbersShown() const {
    QStringList out;
    for (const player::PlayerView::Caption& c : view()->captions())
        out << c.text;
    return out;
}

void ComparePane::setYDown(bool yDown) {
    view()->setYDown(yDown);
}

void ComparePane::fitTo(const QRectF& world) {
    view()->fitTo(world);
}

QRectF ComparePane::visibleWorld() const {
    return view()->mapToScene(view()->viewport()->rect()).boundingRect();
}

} // namespace overlap::compare
