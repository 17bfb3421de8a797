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
    QPainter painter(this);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter.fillRect(rect(), paper_.paper);
    painter.setPen(paper_.axes);
    painter.setBrush(paper_.paper);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    painter.setPen(paper_.tick);
    painter.setFont(font());
    painter.drawText(rect(), Qt::AlignCenter, text_);
}

} // namespace overlap::player
