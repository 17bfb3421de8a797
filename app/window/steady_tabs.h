#pragma once

#include <QSize>
#include <QTabWidget>

namespace overlap::window {

// A QTabWidget that repaints on a layout request only when its own layout can change.
// QTabWidget answers every LayoutRequest by laying out its bar and pages and repainting
// itself whole; a page's label whose text changes (a verdict during a drag) asks for one,
// so every such change repainted the whole window. Here a request that finds the bar, the
// corners and the size as the last one left them only passes the pages' new size hints on.
class SteadyTabs : public QTabWidget {
    Q_OBJECT
  public:
    explicit SteadyTabs(QWidget* parent = nullptr);

  protected:
    bool event(QEvent* event) override;

  private:
    // What QTabWidget's layout of its bar, corners and pages depends on.
    struct Shape {
        QSize size, bar, left, right;
        int count = -1;
        bool barShown = false, documentMode = false;
        TabPosition position = North;
        bool operator==(const Shape&) const = default;
    };
    Shape shapeNow() const;

    Shape laidOut_; // as of the last layout request passed to QTabWidget
};

} // namespace overlap::window
