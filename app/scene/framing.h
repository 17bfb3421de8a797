#pragma once

#include "core/trace/trace.h"

#include <QRectF>
#include <QSizeF>
#include <QTransform>

namespace overlap::scene {

// The fewest pixels a unit a view frames at: fewer, and a QTransform's determinant is too
// small for Qt to invert it (labels, numbers and hit tests all need the inverse).
inline constexpr double kLeastPixelsPerUnit = 1e-4;

// What a view of `pixels` frames of `content`: all of it when that takes at least
// kLeastPixelsPerUnit; else as much as it holds at that scale, about the content's point
// nearest the origin (where a lesson's other shape is), so a shape 1e300 long is framed
// by the part of it beside the rest.
QRectF frameable(const QRectF& content, const QSizeF& pixels);

// The part of the plane worth framing for a trace: its subjects and what every step adds
// (each role that frames, by its drawer's extent), with a margin; the same for every step,
// so a lesson keeps one framing and grid.
QRectF contentOf(const Trace& trace);

// Whether an element that frames, of any step of the run, reaches into `pixels` (by its
// extent, mapped by toPixels): a picture keeps its legend's corner clear of them.
bool reachesInto(const Trace& run, const QTransform& toPixels, const QRectF& pixels);

} // namespace overlap::scene
