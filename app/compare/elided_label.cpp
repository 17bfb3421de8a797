#include "app/compare/elided_label.h"

#include <QEvent>

#include <algorithm>

namespace overlap::compare {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString& text) {
    if (text == full_)
        return;
    full_ = text;
    elide();
    updateGeometry();
}

int ElidedLabel::frameWidth() const {
    // QLabel's own hint is its shown text plus its margins, frame and style-sheet padding.
    return QLabel::sizeHint().width() - fontMetrics().horizontalAdvance(text());
}

QSize ElidedLabel::sizeHint() const {
    return {fontMetrics().horizontalAdvance(full_) + frameWidth(), QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const {
    // Room for a few characters and the ellipsis; the rest is in the tooltip.
    return {fontMetrics().horizontalAdvance(QStringLiteral("MMMMMM…")) + frameWidth(),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        elide();
}

void ElidedLabel::elide() {
    const int room = width() - frameWidth();
    const QString shown = fontMetrics().elidedText(full_, Qt::ElideRight, std::max(room, 0));
    if (shown != text())
        setText(shown);
    setToolTip(shown == full_ ? QString() : full_);
}

} // namespace overlap::compare
