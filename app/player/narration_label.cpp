#include "app/player/narration_label.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QStyleOption>
#include <QTextFrame>
#include <QtMath>

#include <algorithm>

namespace overlap::player {

NarrationLabel::NarrationLabel(QWidget* parent) : QLabel(parent) {
    // As QLabel's own document; a margin of 0 from the start, where QLabel sets it after
    // each new text, saves a layout.
    for (QTextDocument* doc : {&shown_, &measured_}) {
        doc->setUndoRedoEnabled(false);
        doc->setDocumentMargin(0);
    }
}

NarrationLabel::Source NarrationLabel::source() const {
    return {text(), font(), alignment(), wordWrap()};
}

void NarrationLabel::prepare(QTextDocument& doc, bool& current, qreal textWidth) const {
    if (current) { // the same words at another width
        doc.setTextWidth(textWidth);
        return;
    }
    // The options QLabel gives its document (its ensureTextLayouted), set while the document
    // is empty, so that the words are laid out once.
    doc.clear();
    doc.setDefaultFont(source_.font);
    QTextOption option = doc.defaultTextOption();
    option.setAlignment(source_.alignment);
    option.setWrapMode(source_.wrap ? QTextOption::WordWrap : QTextOption::ManualWrap);
    doc.setDefaultTextOption(option);
    doc.setTextWidth(textWidth);
    doc.setPlainText(source_.words);
    current = true;
}

const QTextDocument& NarrationLabel::laidOut(qreal textWidth) const {
    if (const Source now = source(); now != source_) {
        source_ = now;
        shownCurrent_ = measuredCurrent_ = false;
    }
    const bool shown = textWidth == textRect().width();
    QTextDocument& doc = shown ? shown_ : measured_;
    bool& current = shown ? shownCurrent_ : measuredCurrent_;
    if (!current || doc.textWidth() != textWidth)
        prepare(doc, current, textWidth);
    return doc;
}

QRect NarrationLabel::textRect() const {
    return contentsRect().adjusted(margin(), margin(), -margin(), -margin());
}

QSize NarrationLabel::sizeHint() const {
    return minimumSizeHint();
}

QSize NarrationLabel::minimumSizeHint() const {
    return {0, 0};
}

int NarrationLabel::heightForWidth(int width) const {
    // QLabel's height for a width (its sizeForWidth), from one layout per text and width.
    const QMargins around = contentsMargins();
    const int extra = 2 * margin();
    const int textWidth =
        std::max(std::max(width, minimumWidth()) - extra - around.left() - around.right(), 0);
    const qreal height = laidOut(textWidth).size().height();
    return std::max(qCeil(height) + extra + around.top() + around.bottom(), minimumHeight());
}

void NarrationLabel::paintEvent(QPaintEvent* event) {
    // A selection is held, and drawn, by QLabel's own text control; a style sheet's colours
    // are QLabel's to apply.
    if (hasSelectedText() || style()->inherits("QStyleSheetStyle")) {
        QLabel::paintEvent(event);
        return;
    }
    // Placed and coloured as QLabel places and colours its words (its paintEvent).
    const QRect room = textRect();
    const QTextDocument& doc = laidOut(room.width());
    const qreal height = doc.documentLayout()->documentSize().height();
    qreal top = 0;
    if (alignment() & Qt::AlignVCenter)
        top = std::max((room.height() - height) / 2, qreal(0));
    else if (alignment() & Qt::AlignBottom)
        top = std::max(room.height() - height, qreal(0));
    const QRect at = QRectF(room.x(), room.y() + top, room.width(), room.height()).toAlignedRect();
    QStyleOption option;
    option.initFrom(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = option.palette;
    if (foregroundRole() != QPalette::Text && isEnabled())
        context.palette.setColor(QPalette::Text, context.palette.color(foregroundRole()));
    QPainter painter(this);
    drawFrame(&painter);
    painter.translate(at.topLeft());
    painter.setClipRect(QRect(QPoint(), at.size()));
    doc.documentLayout()->draw(&painter, context);
}

} // namespace overlap::player
