#include "app/player/layout_gate.h"

#include <QEvent>
#include <QWidgetItem>

namespace overlap::player {

LayoutGate::LayoutGate(QWidget* held, QWidget* parent) : QWidget(parent), held_(held) {
    held_->setParent(this);
    passOn();
}

LayoutGate::Seen LayoutGate::now() const {
    const QWidgetItem item(held_);
    return {item.sizeHint(), item.minimumSize(), item.maximumSize(), item.expandingDirections(),
            item.hasHeightForWidth()};
}

// The held widget's own answers: the parent's layout computes from them what it would for
// the widget itself.
QSize LayoutGate::sizeHint() const {
    return held_->sizeHint();
}

QSize LayoutGate::minimumSizeHint() const {
    return held_->minimumSizeHint();
}

bool LayoutGate::hasHeightForWidth() const {
    return held_->hasHeightForWidth();
}

int LayoutGate::heightForWidth(int width) const {
    constexpr qsizetype kKept = 8; // a QWidgetItemV2 caches 3, a box layout 1
    heights_.removeIf([width](const std::pair<int, int>& h) { return h.first == width; });
    heights_.prepend({width, QWidgetItem(held_).heightForWidth(width)});
    if (heights_.size() > kKept)
        heights_.resize(kKept);
    return held_->heightForWidth(width);
}

bool LayoutGate::changed() const {
    if (now() != seen_)
        return true;
    const QWidgetItem item(held_);
    for (const auto& [width, height] : std::as_const(heights_))
        if (item.heightForWidth(width) != height)
            return true;
    return false;
}

void LayoutGate::passOn() {
    seen_ = now();
    heights_.clear();
    setSizePolicy(held_->sizePolicy());
    setMinimumSize(held_->minimumSize());
    setMaximumSize(held_->maximumSize());
    updateGeometry();
}

bool LayoutGate::event(QEvent* event) {
    // The held widget asks this one (which has no layout) when its hints may have changed;
    // it cannot ask while hidden, so a show checks too.
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show) {
        if (changed())
            passOn();
        if (event->type() == QEvent::LayoutRequest)
            return true;
    }
    return QWidget::event(event);
}

void LayoutGate::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    held_->setGeometry(rect());
}

} // namespace overlap::player
