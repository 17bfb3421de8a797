#include "app/player/step_controls.h"

#include "app/i18n/language.h"
#include "app/player/step_button.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>
#include <cmath>

#include <algorithm>

namespace overlap::player {

StepControls::StepControls(Speed speed, QWidget* parent)
    : QWidget(parent), first_(stepButton(this, QStyle::SP_MediaSkipBackward, QString())),
      back_(stepButton(this, QStyle::SP_MediaSeekBackward, QString())),
      play_(stepButton(this, QStyle::SP_MediaPlay, QString())),
      forward_(stepButton(this, QStyle::SP_MediaSeekForward, QString())),
      last_(stepButton(this, QStyle::SP_MediaSkipForward, QString())),
      slider_(new QSlider(Qt::Horizontal, this)), position_(new QLabel(this)) {
    slider_->setPageStep(1);
    slider_->setTracking(true);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0); // lies in its owner's layout as a row of it
    for (QWidget* w : {first_, back_, play_, forward_, last_})
        row->addWidget(w);
    row->addWidget(slider_, 1);
    row->addWidget(position_);
    if (speed == Speed::Shown) {
        speed_ = new QComboBox(this);
        speed_->setFocusPolicy(Qt::TabFocus);
        for (double rate : {0.5, 1.0, 2.0, 4.0})
            speed_->addItem(QString(), rate);
        speed_->setCurrentIndex(1);
        speed_->setObjectName(QStringLiteral("speed"));
        // It fits its items in either language (set again on a switch).
        speed_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        row->addWidget(speed_);
        connect(speed_, &QComboBox::currentIndexChanged, this,
                [this] { emit speedChosen(speed_->currentData().toDouble()); });
    }
    connect(first_, &QToolButton::clicked, this, &StepControls::firstRequested);
    connect(back_, &QToolButton::clicked, this, &StepControls::backRequested);
    connect(play_, &QToolButton::clicked, this, &StepControls::playRequested);
    connect(forward_, &QToolButton::clicked, this, &StepControls::forwardRequested);
    connect(last_, &QToolButton::clicked, this, &StepControls::lastRequested);
    connect(slider_, &QSlider::valueChanged, this, [this](int value) {
        const int step = value / ticks_, tick = value % ticks_;
        if (tick == 0)
            emit stepRequested(step);
        else
            emit positionRequested(step, double(tick) / ticks_);
    });
    i18n::onLanguage(this, [this] { retranslate(); });
}

void StepControls::retranslate() {
    const auto tip = [](QWidget* w, const QString& text) {
        w->setToolTip(text);
        w->setAccessibleName(text);
    };
    tip(first_, tr("First step (Home)"));
    tip(back_, tr("Previous step (Left)"));
    tip(play_, tr("Play or pause (Space)"));
    tip(forward_, tr("Next step (Right)"));
    tip(last_, tr("Last step (End)"));
    slider_->setAccessibleName(tr("Step timeline"));
    if (speed_) {
        speed_->setAccessibleName(tr("Playing speed"));
        for (int i = 0; i < speed_->count(); ++i) {
            const double rate = speed_->itemData(i).toDouble();
            speed_->setItemText(i, rate == 1 ? tr("1 step/s") : tr("%1 steps/s").arg(rate));
        }
    }
    showStep(step_, count_); // "k / n"
}

void StepControls::showPosition(int step, int count, double into) {
    step_ = step;
    count_ = count;
    {
        const QSignalBlocker block(slider_);
        slider_->setRange(0, std::max(0, count - 1) * ticks_);
        const bool between = into > 0 && into < 1 && step > 0;
        slider_->setValue(between ? (step - 1) * ticks_ +
                                        std::clamp(int(std::lround(into * ticks_)), 1, ticks_ - 1)
                                  : step * ticks_);
    }
    position_->setText(tr("%1 / %2").arg(step + 1).arg(count));
}

void StepControls::setTicksPerStep(int ticks) {
    ticks_ = std::max(ticks, 1);
    slider_->setSingleStep(ticks_);
    slider_->setPageStep(ticks_);
    showStep(step_, count_);
}

int StepControls::shownStep() const {
    return (slider_->value() + ticks_ - 1) / ticks_;
}

void StepControls::setPlaying(bool playing) {
    play_->setStandardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay);
}

} // namespace overlap::player
