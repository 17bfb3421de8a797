#include "app/window/indicator_style.h"

#include <QPainter>
#include <QStyleOption>

namespace overlap::window {

IndicatorStyle::IndicatorStyle(QStyle* base) : QProxyStyle(base) {}

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                   QPainter* painter, const QWidget* widget) const {
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton)
        return;
    const QColor frame = option->palette.color(QPalette::PlaceholderText);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
    painter->setPen(QPen(frame, 1));
    painter->setBrush(Qt::NoBrush);
    const QRect r = option->rect.adjusted(0, 0, -1, -1);
    if (element == PE_IndicatorCheckBox)
        painter->drawRect(r);
    else
        painter->drawEllipse(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5));
    painter->restore();
}

} // namespace overlap::window
