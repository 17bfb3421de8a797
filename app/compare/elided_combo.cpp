#include "app/compare/elided_combo.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace overlap::compare {

ElidedComboBox::ElidedComboBox(QWidget* parent) : QComboBox(parent) {
    const auto tip = [this] { setToolTip(currentText()); };
    connect(this, &QComboBox::currentIndexChanged, this, tip);
    connect(this, &QComboBox::currentTextChanged, this, tip); // a renamed item (language)
}

QString ElidedComboBox::shownText() const {
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, field.width() - 2);
}

void ElidedComboBox::paintEvent(QPaintEvent*) {
    // As QComboBox paints itself, with the label's text elided.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    opt.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

} // namespace overlap::compare
