#pragma once

#include "app/player/pointer_readout.h"

#include <QGraphicsView>

#include <optional>

namespace overlap::player {

// The camera on a lesson's scene: y-up, zoom with the wheel (about the cursor) or +/-,
// pan by dragging with the middle or right button, fit to a rect. Shows the pointer's
// coordinates in a corner while it hovers.
class PlayerView : public QGraphicsView {
    Q_OBJECT
  public:
    explicit PlayerView(QWidget* parent = nullptr);

    void zoomBy(double factor);
    // Frames the rect, and keeps it framed through resizes until the user zooms or pans.
    void fitTo(const QRectF& worldRect);
    double pixelsPerUnit() const { return transform().m11(); }
    // y-up (maths, the default) or y-down (screen): the same coordinates, drawn mirrored.
    void setYDown(bool yDown);
    bool yDown() const { return yDown_; }

  signals:
    // The part of the plane on screen changed: a zoom, a pan, a new framing.
    void cameraChanged();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

  private:
    void frame();
    // Tells a trace scene how it is shown, so its labels are placed for this zoom.
    void tellScene();
    // Where the pointer's coordinates are shown, bottom right, in viewport pixels.
    QRect readoutRect();
    QTransform told_;
    QRectF toldPixels_;
    std::optional<QPointF> hover_; // the pointer, world
    QPoint panFrom_;
    bool panning_ = false;
    QRectF fitRect_;
    bool autoFit_ = false;
    double fitScale_ = 0.5; // pixels a unit of the last framing
    bool yDown_ = false;
    PointerReadout readout_;
};

} // namespace overlap::player
