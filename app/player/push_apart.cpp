#include "app/player/push_apart.h"

#include "app/handles/handle_geometry.h"
#include "app/lessons/narration.h"
#include "app/model/scenario_model.h"

#include <QEasingCurve>
#include <QVariantAnimation>

#include <cmath>

namespace overlap::player {

namespace {

constexpr int kPushMs = 650;

} // namespace

QString pushReport(const Response& before, const ResponseOutcome& after) {
    if (before.separation == 0)
        return PushApart::tr("a and b already just touch: there is nothing to push.");
    const Vec2 move = before.push();
    const QString by = PushApart::tr("Moved a by (%1, %2), %3 long")
                           .arg(lessons::formatValue(move.x), lessons::formatValue(move.y),
                                lessons::formatValue(std::abs(before.separation)));
    if (!after.ok())
        return PushApart::tr("%1, but the moved shape is not valid: %2")
            .arg(by, QString::fromStdString(after.error));
    const double hair = std::abs(after.response.separation);
    switch (after.response.verdict) {
    case VerdictClass::Touching:
        return PushApart::tr("%1: now they just touch, exactly.").arg(by);
    case VerdictClass::Overlap:
        return PushApart::tr("%1: rounding the move to doubles left an overlap of %2, so they "
                             "still overlap (push again, or undo).")
            .arg(by, lessons::formatValue(hair));
    case VerdictClass::Apart:
        return PushApart::tr("%1: rounding the move to doubles left a gap of %2, so they are "
                             "apart by a hair.")
            .arg(by, lessons::formatValue(hair));
    }
    return by;
}

PushApart::PushApart(QObject* parent) : QObject(parent), animation_(new QVariantAnimation(this)) {
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    animation_->setDuration(kPushMs);
    animation_->setEasingCurve(QEasingCurve::InOutCubic);
    connect(animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& t) { show(t.toDouble()); });
    connect(animation_, &QVariantAnimation::finished, this, &PushApart::land);
}

bool PushApart::running() const {
    return animation_->state() == QAbstractAnimation::Running;
}

void PushApart::start(model::ScenarioModel* model, bool still) {
    if (running())
        land();
    if (!model)
        return;
    const ResponseOutcome r = respond(model->a(), model->b());
    if (!r.ok()) {
        emit reported(tr("Cannot push apart: %1").arg(QString::fromStdString(r.error)));
        return;
    }
    if (r.response.separation == 0) {
        emit reported(pushReport(r.response, r));
        return;
    }
    if (model_ != model) {
        if (model_)
            disconnect(model_, nullptr, this, nullptr);
        model_ = model;
        // A drag or an undo during the push ends it where it is: the learner's hand wins.
        connect(model_, &model::ScenarioModel::changed, this, [this] {
            if (!applying_ && running())
                stop();
        });
    }
    from_ = model->a();
    before_ = r.response;
    model->beginGesture();
    if (still) {
        land();
        return;
    }
    animation_->start();
}

void PushApart::show(double t) {
    if (!model_)
        return;
    applying_ = true;
    model_->setShape(0, handles::moved(from_, t * before_.push(), false));
    applying_ = false;
}

void PushApart::stop() {
    animation_->stop();
    if (model_)
        model_->endGesture();
}

void PushApart::land() {
    animation_->stop();
    if (!model_)
        return;
    show(1.0);
    model_->endGesture();
    emit reported(pushReport(before_, respond(model_->a(), model_->b())));
}

} // namespace overlap::player
