#include "app/window/themes.h"

#include <algorithm>
#include <cmath>

namespace overlap::window {

namespace {

// WCAG 2 relative luminance of an sRGB colour.
double luminance(const QColor& c) {
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

// The roles every theme sets in all three colour groups; `disabled` greys the text roles
// of the Disabled group only.
struct Colours {
    QColor window, windowText, base, alternateBase, text, button, buttonText, highlight,
        highlightedText, toolTipBase, toolTipText, placeholder, link, linkVisited, disabled;
};

QPalette paletteOf(const Colours& c) {
    QPalette p(c.button, c.window); // derives the bevel shades (light, mid, dark) from these
    const auto all = [&p](QPalette::ColorRole role, const QColor& colour) {
        for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
            p.setColor(group, role, colour);
    };
    all(QPalette::Window, c.window);
    all(QPalette::WindowText, c.windowText);
    all(QPalette::Base, c.base);
    all(QPalette::AlternateBase, c.alternateBase);
    all(QPalette::Text, c.text);
    all(QPalette::Button, c.button);
    all(QPalette::ButtonText, c.buttonText);
    all(QPalette::BrightText, c.highlightedText);
    all(QPalette::Highlight, c.highlight);
    all(QPalette::HighlightedText, c.highlightedText);
    all(QPalette::ToolTipBase, c.toolTipBase);
    all(QPalette::ToolTipText, c.toolTipText);
    all(QPalette::PlaceholderText, c.placeholder);
    all(QPalette::Link, c.link);
    all(QPalette::LinkVisited, c.linkVisited);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabled);
    // A disabled selection stays readable too.
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, c.highlightedText);
    return p;
}

} // namespace

QPalette lightPalette() {
    return paletteOf({
        .window = QColor(0xef, 0xef, 0xef),
        .windowText = QColor(0x11, 0x18, 0x27),
        .base = Qt::white,
        .alternateBase = QColor(0xf6, 0xf6, 0xf6),
        .text = QColor(0x11, 0x18, 0x27),
        .button = QColor(0xef, 0xef, 0xef),
        .buttonText = QColor(0x11, 0x18, 0x27),
        .highlight = QColor(0x1d, 0x4e, 0xd8),
        .highlightedText = Qt::white,
        .toolTipBase = QColor(0xff, 0xff, 0xdc),
        .toolTipText = Qt::black,
        .placeholder = QColor(0x5f, 0x66, 0x70),
        .link = QColor(0x1d, 0x4e, 0xd8),
        .linkVisited = QColor(0x6d, 0x28, 0xd9),
        .disabled = QColor(0x5f, 0x66, 0x70),
    });
}

QPalette darkPalette() {
    return paletteOf({
        .window = QColor(0x26, 0x28, 0x2c),
        .windowText = QColor(0xe6, 0xe6, 0xe6),
        .base = QColor(0x1d, 0x1f, 0x22),
        .alternateBase = QColor(0x2a, 0x2d, 0x31),
        .text = QColor(0xe6, 0xe6, 0xe6),
        .button = QColor(0x33, 0x36, 0x3b),
        .buttonText = QColor(0xe6, 0xe6, 0xe6),
        .highlight = QColor(0x25, 0x63, 0xeb),
        .highlightedText = Qt::white,
        .toolTipBase = QColor(0x1d, 0x1f, 0x22),
        .toolTipText = QColor(0xe6, 0xe6, 0xe6),
        .placeholder = QColor(0x9c, 0xa3, 0xaf),
        .link = QColor(0x93, 0xc5, 0xfd),
        .linkVisited = QColor(0xc4, 0xb5, 0xfd),
        .disabled = QColor(0x9c, 0xa3, 0xaf),
    });
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace overlap::window
