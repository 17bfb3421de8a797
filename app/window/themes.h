#pragma once

#include <QColor>
#include <QPalette>

namespace overlap::window {

// The window's light and dark palettes (for the Fusion style). Every colour a learner reads
// text in stands at least 4.5 : 1 against the colour behind it, disabled text included.
QPalette lightPalette();
QPalette darkPalette();

// The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

} // namespace overlap::window
