#pragma once

class QWidget;

namespace overlap::player {

// How a widget's text differs from its parent's.
struct FontLook {
    double scale = 1.0;
    bool bold = false;
};

// Gives a widget its parent's font with this look, now and whenever the parent's font
// changes (presentation mode enlarges it). Qt leaves a widget with a style sheet, or with a
// font set on it, out of font propagation: badges and banners would keep their old size.
void followParentFont(QWidget* widget, FontLook look);

} // namespace overlap::player
