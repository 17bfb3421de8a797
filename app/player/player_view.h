#pragma once

#include "app/scene/symbol_text.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsView>
#include <QList>
#include <QPixmap>
#include <QTransform>

#include <memory>

class QGraphicsSimpleTextItem;

namespace overlap::player {

class PointerReadout;

// The camera on a lesson's scene: y-up, zoom with the wheel (about the cursor) or +/-,
// pan by dragging with the middle or right button, fit to a rect. Shows the pointer's
// coordinates in a corner while it hovers.
class PlayerView : public QGraphicsView {
    Q_OBJECT
  public:
    explicit PlayerView(QWidget* parent = nullptr);
    ~PlayerView() override;

    void zoomBy(double factor);
    // Frames the rect, and keeps it framed through resizes until the user zooms or pans.
    void fitTo(const QRectF& worldRect);
    double pixelsPerUnit() const { return transform().m11(); }
    // y-up (maths, the default) or y-down (screen): the same coordinates, drawn mirrored.
    void setYDown(bool yDown);
    bool yDown() const { return yDown_; }

    // A picture on the plane beneath every item (compare mode's shading and map), `toScene`
    // mapping its pixels to the scene. Drawn with the paper into the view's background
    // cache: it changes with a new map, not on a drag move, when it would cost a blend of
    // the repainted area each time.
    struct Underlay {
        QPixmap picture;
        QTransform toScene;
    };
    void setUnderlays(const QList<Underlay>& underlays);
    // Words written upright on the plane over the underlays and beneath every item (compare
    // mode's region numbers), centred on `at` (world units). In the background cache too:
    // as items they were shaped and painted on every drag move.
    struct Caption {
        QPointF at;
        QString text;
        QFont font;
        QBrush brush;
    };
    void setCaptions(const QList<Caption>& captions);
    const QList<Caption>& captions() const { return captions_; }

  signals:
    // The part of the plane on screen changed: a zoom, a pan, a new framing.
    void cameraChanged();
    // The pointer, no button held, is over a named element or name of a trace scene
    // (Symbol::None: over none, or it left); said when it changes.
    void symbolHovered(const scene::SymbolRef& symbol);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

  private:
    void drawCaptions(QPainter* painter);
    void frame();
    // Tells a trace scene how it is shown, so its labels are placed for this zoom.
    void tellScene();
    // Where the pointer's coordinates are shown, bottom right, in viewport pixels.
    QRect readoutRect() const;
    void showReadout(QPointF at);
    void hoverSymbol(const scene::SymbolRef& symbol);
    scene::SymbolRef hovered_;
    QTransform told_;
    QRectF toldPixels_;
    PointerReadout* readout_;
    mutable QFont readoutFont_;
    mutable QSize readoutSize_;
    QPoint panFrom_;
    bool panning_ = false;
    // A shape held by the mouse: the view keeps its frame until the release, or a resize
    // (the legend gaining a row) would move the picture under a still cursor and Qt's
    // replayed mouse move would carry the shape with it.
    bool holding_ = false;
    bool framePending_ = false;
    QRectF fitRect_;
    bool autoFit_ = false;
    double fitScale_ = 0.5; // pixels a unit of the last framing
    bool yDown_ = false;
    QList<Underlay> underlays_;
    QList<Caption> captions_;
    // Paints each caption as the upright text item it replaced did: the same pixels.
    std::unique_ptr<QGraphicsSimpleTextItem> captionText_;
};

} // namespace overlap::player
