#include "app/player/player_view.h"

#include "app/i18n/language.h"

#include <QMouseEvent>
#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace overlap::player {

PlayerView::PlayerView(QWidget* parent) : QGraphicsView(parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Only what a drag changed is repainted: the trace scene keeps the items it need not
    // replace, and long lines report the whole view as theirs (cosmetic widths).
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The paper and grid change only with the camera: drawn once, not on every drag move.
    setCacheMode(QGraphicsView::CacheBackground);
    // Every repaint covers its region (the paper is drawn first), so the window's containers
    // need not paint their backgrounds beneath: that doubled a drag's repaint.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setTransform(QTransform::fromScale(30, -30)); // y-up: the scene's y grows upwards
    // A fixed, generous scene rect: the view never scrolls by itself when a drag changes
    // what is drawn, so the shape stays under the pointer.
    setSceneRect(-1e5, -1e5, 2e5, 2e5);
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Lesson scene")); });
}

void PlayerView::zoomBy(double factor) {
    autoFit_ = false;
    // Keep the zoom in a range where both the grid and the shapes stay readable.
    const double now = pixelsPerUnit();
    const double next = std::clamp(now * factor, 0.5, 2000.0);
    scale(next / now, next / now);
    emit cameraChanged();
}

void PlayerView::fitTo(const QRectF& worldRect) {
    if (worldRect.isEmpty())
        return;
    fitRect_ = worldRect;
    autoFit_ = true;
    frame();
}

void PlayerView::frame() {
    const double s =
        std::min(viewport()->width() / fitRect_.width(), viewport()->height() / fitRect_.height());
    if (s <= 0)
        return;
    setTransform(QTransform::fromScale(s, yDown_ ? s : -s));
    centerOn(fitRect_.center());
    emit cameraChanged();
}

void PlayerView::setYDown(bool yDown) {
    if (yDown == yDown_)
        return;
    yDown_ = yDown;
    const QPointF centre = mapToScene(viewport()->rect().center());
    scale(1, -1);
    centerOn(centre);
}

void PlayerView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (autoFit_)
        frame();
}

void PlayerView::wheelEvent(QWheelEvent* event) {
    zoomBy(std::pow(1.0015, event->angleDelta().y()));
    event->accept();
}

void PlayerView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        panning_ = true;
        autoFit_ = false;
        panFrom_ = event->pos();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PlayerView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint d = event->pos() - panFrom_;
        panFrom_ = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        emit cameraChanged();
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PlayerView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton)) {
        panning_ = false;
        unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace overlap::player
