#include "app/yourmethod/your_method_pane.h"

#include "app/compare/overlay_request.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/canvas.h"
#include "app/player/font_follow.h"
#include "app/player/player_view.h"
#include "app/player/verdict_badge.h"
#include "app/scene/trace_scene.h"
#include "core/algorithms.h"
#include "core/verdict_class.h"

#include <QGraphicsPixmapItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace overlap::yourmethod {

YourMethodPane::YourMethodPane(model::ScenarioModel* model, QWidget* parent)
    : QWidget(parent), model_(model), canvas_(new player::Canvas(model, this)),
      title_(new QLabel(this)), verdict_(new QLabel(this)), check_(new QLabel(this)),
      wrongItem_(new QGraphicsPixmapItem) {
    wrongItem_->setTransformationMode(Qt::FastTransformation);
    wrongItem_->setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
    wrongItem_->setAcceptedMouseButtons(Qt::NoButton);
    wrongItem_->setZValue(-90); // under the shapes, over the grid
    scene()->addItem(wrongItem_);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    verdict_->setAlignment(Qt::AlignCenter);
    player::followParentFont(verdict_, {1.0, true});
    check_->setWordWrap(true);
    auto* header = new QHBoxLayout;
    header->addWidget(title_, 1);
    header->addWidget(verdict_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(header);
    layout->addWidget(check_);
    layout->addWidget(view(), 1);
    i18n::onLanguage(this, [this] { retranslate(); });
}

void YourMethodPane::showShapes(const QString& truthMethod) {
    const Algorithm* alg = findAlgorithm(truthMethod.toStdString());
    Trace next;
    if (alg && runAlgorithm(*alg, model_->a(), model_->b(), model_->touching(), &next).ok())
        trace_ = std::move(next);
    canvas_->show(trace_, 0); // the opening step: the shapes alone
}

void YourMethodPane::setVerdict(std::optional<bool> verdict, std::optional<VerdictClass> truth,
                                const QString& why) {
    verdict_value_ = verdict;
    truthClass_ = truth;
    why_ = why;
    retranslate();
}

QString YourMethodPane::verdictText() const {
    return verdict_->text();
}

QString YourMethodPane::checkText() const {
    return check_->text();
}

void YourMethodPane::retranslate() {
    title_->setText(tr("Your method"));
    view()->setAccessibleName(tr("Your method's scene"));
    verdict_->setAccessibleName(tr("Your method's verdict"));
    const QString language = i18n::currentLanguage();
    const QString padding = QStringLiteral("3px 8px");
    if (verdict_value_)
        player::showBadge(
            verdict_,
            lessons::verdictLook(*verdict_value_ ? VerdictClass::Overlap : VerdictClass::Apart,
                                 model_->touching(), language),
            padding);
    else if (!why_.isEmpty()) // it stopped: nothing is on its way
        player::showBadge(verdict_, lessons::stoppedLook(language), padding);
    else
        player::showUndecided(verdict_, language, padding);
    if (!why_.isEmpty())
        check_->setText(why_);
    else if (!verdict_value_)
        check_->setText(tr("Not run yet: press Run (F5)."));
    else if (!truthClass_)
        check_->setText(QString());
    else if (*verdict_value_ == overlapsUnder(*truthClass_, model_->touching()))
        // Right here is not right: beside a red map a bare tick read as "my code is right".
        check_->setText(wrongCount_ > 0 ? tr("✓ Right for these shapes, but wrong at other "
                                             "positions: the red on the map.")
                                        : tr("✓ Right for these shapes."));
    else
        check_->setText(
            tr("✗ Wrong for these shapes: the exact answer is %1.")
                .arg(lessons::verdictLook(*truthClass_, model_->touching(), language).words));
}

void YourMethodPane::setWrongMap(const QImage& wrong, const PlaneGrid& grid, qint64 wrongCount) {
    wrongItem_->setPixmap(wrong.isNull() ? QPixmap() : QPixmap::fromImage(wrong));
    wrongItem_->setTransform(compare::sampleTransform(grid));
    wrongCount_ = wrong.isNull() ? 0 : wrongCount;
    retranslate();
}

bool YourMethodPane::mapShown() const {
    return !wrongItem_->pixmap().isNull();
}

void YourMethodPane::setYDown(bool yDown) {
    view()->setYDown(yDown);
}

void YourMethodPane::fitTo(const QRectF& world) {
    view()->fitTo(world);
}

QRectF YourMethodPane::visibleWorld() const {
    return view()->mapToScene(view()->viewport()->rect()).boundingRect();
}

} // namespace overlap::yourmethod
