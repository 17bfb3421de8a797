#include "app/player/narration_label.h"

#include "app/lessons/narration.h"

#include <QAbstractTextDocumentLayout>
#include <QFocusEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOption>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextLayout>
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
    setMouseTracking(true); // a name lights its symbol while the pointer is on it
}

void NarrationLabel::setSpans(const QList<Span>& spans) {
    if (spans == spans_)
        return;
    spans_ = spans;
    // Tab reaches the names when there are some.
    setFocusPolicy(spans_.isEmpty() ? Qt::NoFocus : Qt::StrongFocus);
    if (focused_ >= spans_.size())
        focused_ = -1;
    hovered_ = -1;
    update();
}

void NarrationLabel::setLit(const scene::SymbolRef& symbol) {
    if (symbol == lit_)
        return;
    lit_ = symbol;
    update();
}

void NarrationLabel::hover(int span) {
    if (span == hovered_)
        return;
    hovered_ = span;
    emit symbolHovered(span >= 0 && span < spans_.size() ? spans_[span].symbol
                                                         : scene::SymbolRef{});
}

QPoint NarrationLabel::documentAt(const QTextDocument& doc) const {
    const QRect room = textRect();
    const qreal height = doc.documentLayout()->documentSize().height();
    qreal top = 0;
    if (alignment() & Qt::AlignVCenter)
        top = std::max((room.height() - height) / 2, qreal(0));
    else if (alignment() & Qt::AlignBottom)
        top = std::max(room.height() - height, qreal(0));
    return QRectF(room.x(), room.y() + top, room.width(), room.height()).toAlignedRect().topLeft();
}

QRect NarrationLabel::spanRect(int i) const {
    if (i < 0 || i >= spans_.size())
        return {};
    const QTextDocument& doc = laidOut(textRect().width());
    return scene::nameRect(doc, spans_[i]).toAlignedRect().translated(documentAt(doc));
}

int NarrationLabel::spanAt(QPoint at) const {
    for (int i = 0; i < spans_.size(); ++i)
        if (spanRect(i).contains(at))
            return i;
    return -1;
}

void NarrationLabel::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() == Qt::NoButton)
        hover(spanAt(event->position().toPoint()));
    QLabel::mouseMoveEvent(event);
}

void NarrationLabel::leaveEvent(QEvent* event) {
    if (focused_ < 0)
        hover(-1);
    QLabel::leaveEvent(event);
}

void NarrationLabel::focusInEvent(QFocusEvent* event) {
    QLabel::focusInEvent(event);
    if (spans_.isEmpty())
        return;
    if (event->reason() == Qt::TabFocusReason)
        focused_ = 0;
    else if (event->reason() == Qt::BacktabFocusReason)
        focused_ = int(spans_.size()) - 1;
    if (focused_ >= 0) {
        hovered_ = -1;
        hover(focused_);
    }
    update();
}

void NarrationLabel::focusOutEvent(QFocusEvent* event) {
    QLabel::focusOutEvent(event);
    focused_ = -1;
    hover(-1);
    update();
}

bool NarrationLabel::focusNextPrevChild(bool next) {
    // Tab walks the names, then leaves the narration.
    const int to = focused_ + (next ? 1 : -1);
    if (focused_ >= 0 && to >= 0 && to < spans_.size()) {
        focused_ = to;
        hover(to);
        update();
        return true;
    }
    return QLabel::focusNextPrevChild(next);
}

NarrationLabel::Source NarrationLabel::source() const {
    return {text(), font(), alignment(), wordWrap(), spans_, lit_};
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
    doc.setPlainText(lessons::keepFormulasWhole(source_.words));
    // The names: dotted underlines in the text's own colour (its contrast), and a pink
    // tint under the lit symbol's (the text on it keeps its contrast).
    scene::markNames(doc, source_.spans, source_.lit, palette().color(QPalette::Window), true);
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
    const QRect at(documentAt(doc), room.size());
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
    // The name Tab reached, framed as a focused link is.
    if (hasFocus() && focused_ >= 0) {
        painter.setClipping(false);
        painter.translate(-at.topLeft());
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = spanRect(focused_).adjusted(-1, 0, 1, 0);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

} // namespace overlap::player
