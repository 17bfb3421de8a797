#include "app/window/steady_tabs.h"

#include <QEvent>
#include <QTabBar>

namespace overlap::window {

SteadyTabs::SteadyTabs(QWidget* parent) : QTabWidget(parent) {}

SteadyTabs::Shape SteadyTabs::shapeNow() const {
    const auto hint = [](const QWidget* w) {
        return w && w->isVisible() ? w->sizeHint() : QSize();
    };
    return {size(),
            hint(tabBar()),
            hint(cornerWidget(Qt::TopLeftCorner)),
            hint(cornerWidget(Qt::TopRightCorner)),
            int(count()),
            tabBar()->isVisible(),
            documentMode(),
            tabPosition()};
}

bool SteadyTabs::event(QEvent* event) {
    if (event->type() == QEvent::LayoutRequest && isVisible()) {
        const Shape now = shapeNow();
        if (now == laidOut_) {
            updateGeometry(); // the window may need the pages' new minimum size
            return true;
        }
        laidOut_ = now;
    }
    return QTabWidget::event(event);
}

} // namespace overlap::window
