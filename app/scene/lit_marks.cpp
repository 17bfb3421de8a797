#include "app/scene/lit_marks.h"

#include "app/scene/role_style.h"
#include "app/scene/role_table.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

QColor litTint(const QColor& under) {
    // Three tenths of the highlight: the pink reads, the text keeps 4.5:1 on light and dark.
    const QColor pink = highlightOf(false);
    QColor tint = under;
    tint.setRgbF(under.redF() * 0.7f + pink.redF() * 0.3f,
                 under.greenF() * 0.7f + pink.greenF() * 0.3f,
                 under.blueF() * 0.7f + pink.blueF() * 0.3f);
    return tint;
}

void markNames(QTextDocument& doc, const QList<NameSpan>& spans, const SymbolRef& lit,
               const QColor& paper, bool hoverable) {
    const QColor tint = litTint(paper);
    const int end = doc.characterCount() - 1; // less the last paragraph's separator
    QTextCursor cursor(&doc);
    for (const NameSpan& s : spans) {
        if (s.start < 0 || s.length <= 0 || s.start + s.length > end)
            continue;
        const bool isLit = lit.matches(s.symbol);
        if (!isLit && !hoverable)
            continue;
        cursor.setPosition(int(s.start));
        cursor.setPosition(int(s.start + s.length), QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setUnderlineStyle(QTextCharFormat::DotLine);
        if (isLit)
            format.setBackground(tint);
        cursor.mergeCharFormat(format);
    }
}

QRectF nameRect(const QTextDocument& doc, const NameSpan& span) {
    const QTextBlock block = doc.findBlock(int(span.start));
    const QTextLayout* layout = block.layout();
    if (!block.isValid() || !layout || span.length <= 0)
        return {};
    const int from = int(span.start) - block.position();
    const QTextLine line = layout->lineForTextPosition(from);
    if (!line.isValid())
        return {};
    const int to = std::min(from + int(span.length), line.textStart() + line.textLength());
    const QPointF origin = doc.documentLayout()->blockBoundingRect(block).topLeft();
    const qreal x1 = line.cursorToX(from), x2 = line.cursorToX(to);
    return {origin + QPointF(std::min(x1, x2), line.y()), QSizeF(std::abs(x2 - x1), line.height())};
}

bool lightsLine(const LegendEntry& line, const Trace& trace, int current, const SymbolRef& lit) {
    if (lit.isNone() || trace.steps.empty())
        return false;
    current = std::clamp(current, 0, int(trace.steps.size()) - 1);
    // As legendOf groups them: a line per shape, or one line for every owner.
    const bool byShape = rowOf(line.role).legendByShape;
    for (int i = 0; i <= current; ++i)
        for (const Primitive& p : trace.steps[std::size_t(i)].primitives)
            if (p.role == line.role && (!byShape || p.owner == line.shape) &&
                shownAt(trace, std::size_t(i), std::size_t(current), p) &&
                lit.matches(p.symbol, p.owner, p.index))
                return true;
    return false;
}

} // namespace overlap::scene
