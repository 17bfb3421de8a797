#pragma once

#include "app/compare/overlay_request.h"
#include "app/document/scenario_document.h"
#include "core/algorithms.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace overlap::compare {

// Everything compare mode shows about a comparison, in one value: the document's compare
// layout and what only the screen adds to it. An edit makes a new value; the widgets show
// it and are never read back. The shapes and the touching policy are not here: they are
// the scenario model's, which the handles and undo work on.
struct CompareState {
    Pair pair = Pair::CircleRect; // the shown pair the shapes chooser names
    QStringList methods;          // one a pane, 2 to 4; "" where too few methods take the shapes
    QList<OverlayKind> overlays;  // one a pane: what it shades the plane with
    bool linked = true;           // steps that mean the same line up
    bool map = true;              // the disagreement map is asked for...
    QString mapFirst, mapSecond;  // ...of these two of methods, kept while it is off
    bool yDown = false;           // y grows downwards, as on a screen
    // Shape a moves: the panes show the moving methods, and the maps sample the move's tip.
    bool moving = false;

    // The map is drawn: asked for, and there are methods to compare.
    bool mapOn() const { return map && !mapFirst.isEmpty() && !mapSecond.isEmpty(); }
    friend bool operator==(const CompareState&, const CompareState&) = default;
};

// Panes for these methods: those among choices (the methods that take the shapes), at most
// 4, topped up to 2 from choices. Each pane that stays keeps its overlay, a new one shades
// nothing; the map compares the first two panes.
CompareState withMethods(CompareState s, const QStringList& ids, const QStringList& choices);

// The panes for a lesson's shapes: the lesson's methods, then the other correct methods that
// take them, up to 4; where that makes fewer than 2, the pitfall variants among choices fill
// the panes up to 4, those of the shown methods first.
QStringList lessonMethods(const QStringList& lessonIds, const QStringList& choices);

// The map of first and second, off when either is empty; a side whose method no pane shows
// stays as it was.
CompareState withMap(CompareState s, const QString& first, const QString& second);

// As a document keeps it: the map's methods only while it is on, pane 0's overlay.
document::CompareLayout layoutOf(const CompareState& s);
// A document's layout, its methods and map taken as withMethods and withMap take them;
// every pane gets its overlay.
CompareState withLayout(CompareState s, const document::CompareLayout& layout,
                        const QStringList& choices);

// An overlay as documents name it: "off", "regions" or "verdict" (anything else is off).
QString overlayName(OverlayKind kind);
OverlayKind overlayKind(const QString& name);

} // namespace overlap::compare
