#pragma once

#include <QProxyStyle>

namespace overlap::window {

// Fusion with check boxes and radio buttons that show: Fusion outlines them in a shade of
// the window colour (1.1 : 1 in the dark theme, 2 : 1 in the light one), so an unticked box
// vanished and a ticked one lost its frame. This one frames them in the placeholder text's
// colour, which stands at 3 : 1 or more on the window in both themes.
class IndicatorStyle : public QProxyStyle {
    Q_OBJECT
  public:
    explicit IndicatorStyle(QStyle* base);
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

} // namespace overlap::window
