#pragma once

#include "app/scene/legend_entries.h"
#include "app/scene/symbol_text.h"
#include "core/trace/trace.h"

#include <QColor>
#include <QList>
#include <QRectF>

class QTextDocument;

namespace overlap::scene {

// How a lit symbol is marked off the canvas (the narration, the legend, the property panel,
// an exported picture's narration): one tint and one underline everywhere.

// The tint under a lit name: the highlight mixed into what it lies on, so the text on it
// keeps its contrast.
QColor litTint(const QColor& under);

// A symbol's name in a text: characters [start, start + length).
struct NameSpan {
    qsizetype start = 0, length = 0;
    SymbolRef symbol;
    friend bool operator==(const NameSpan&, const NameSpan&) = default;
};

// Marks the names in `doc`: those of `lit` tinted (litTint of `paper`) and underlined with
// dots; with `hoverable` (a window's text, where hovering a name lights it) every other name
// underlined with dots too.
void markNames(QTextDocument& doc, const QList<NameSpan>& spans, const SymbolRef& lit,
               const QColor& paper, bool hoverable);

// Where a name is drawn in a laid-out document, from its top-left corner: its first line's
// part when it wraps; empty for a span outside the text.
QRectF nameRect(const QTextDocument& doc, const NameSpan& span);

// Whether a legend line stands for an element of `lit` in the picture of steps 0..current:
// a primitive of that symbol drawn in the line's role (and shape, for a line per shape).
bool lightsLine(const LegendEntry& line, const Trace& trace, int current, const SymbolRef& lit);

} // namespace overlap::scene
