#pragma once

#include <QGraphicsView>

namespace overlap::player {

// The camera on a lesson's scene: y-up, zoom with the wheel (about the cursor) or +/-,
// pan by dragging with the middle or right button, fit to a rect.
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
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

  private:
    void frame();
    QPoint panFrom_;
    bool panning_ = false;
    QRectF fitRect_;
    bool autoFit_ = false;
    bool yDown_ = false;
};

} // namespace overlap::player
