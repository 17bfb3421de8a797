#include "app/player/pointer_readout.h"

#include <QPainter>

namespace overlap::player {

PointerReadout::PointerReadout(QWidget* viewport) : QWidget(viewport) {
    // Every pixel is painted: Qt need not repaint the view beneath it.
    setAttribute(Qt::WA_OpaquePaintEvent);
    // A press on the box still reaches the shape beneath.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hide();
}

void PointerReadout::showText(const QString& text, const scene::Paper& paper) {
    if (text == text_ && paper.paper == paper_.paper && isVisible())
        return;
    text_ = text;
    paper_ = paper;
    update();
    show();
}

void PointerReadout::paintEvent(QPaintEvent*) {
    const qreal ratio = devicePixelRatioF();
    if (frame_.deviceIndependentSize() != QSizeF(size()) || frame_.devicePixelRatio() != ratio ||
        framePaper_.paper != paper_.paper || framePaper_.axes != paper_.axes) {
        framePaper_ = paper_;
        frame_ = QPixmap(size() * ratio);
        frame_.setDevicePixelRatio(ratio);
        frame_.fill(paper_.paper);
        QPainter p(&frame_);
        p.setRenderHints(QPainter::Antialiasing);
        p.setPen(paper_.axes);
        p.setBrush(paper_.paper);
        p.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    }
    QPainter painter(this);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter.drawPixmap(0, 0, frame_);
    painter.setPen(paper_.tick);
    painter.setFont(font());
    painter.drawText(rect(), Qt::AlignCenter, text_);
}

} // namespace overlap::player
