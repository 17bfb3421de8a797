#include "app/compare/whole_combo.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace overlap::compare {

WholeComboBox::WholeComboBox(QWidget* parent) : QComboBox(parent) {
    // A new item or a renamed one (language) asks the layout for its new width.
    connect(this, &QComboBox::currentIndexChanged, this, [this] { updateGeometry(); });
    connect(this, &QComboBox::currentTextChanged, this, [this] { updateGeometry(); });
}

QSize WholeComboBox::sizeHint() const {
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    const QFontMetrics fm = fontMetrics();
    const QSize text(fm.horizontalAdvance(currentText()) + 4, fm.height());
    return style()->sizeFromContents(QStyle::CT_ComboBox, &opt, text, this);
}

QSize WholeComboBox::minimumSizeHint() const {
    return sizeHint();
}

QString WholeComboBox::shownText() const {
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, field.width() - 2);
}

void WholeComboBox::paintEvent(QPaintEvent*) {
    // As QComboBox paints itself, with the label's text as shownText() says.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    opt.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

} // namespace overlap::compare
