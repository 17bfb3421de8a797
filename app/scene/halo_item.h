#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>

namespace overlap::scene {

// The soft glow around a lit element: its outline or stroke drawn wide in the highlight
// colour, beneath the element. A fixed number of pixels wide at any zoom. A point's halo
// is a ring in pixels around the item's position (it ignores transformations, as the dot
// does). Never takes a click: the handles and the construction beneath keep theirs.
class HaloItem : public QGraphicsItem {
  public:
    // path: in world units, or in pixels about the position for a point's ring; pixels:
    // the soft glow's width, core: its solid middle's (a little wider than the element).
    HaloItem(const QPainterPath& path, const QColor& colour, double pixels, double core, bool ring);
    void setPath(const QPainterPath& path);
    // How far, in world units, the glow reaches beyond the path at the view's scale.
    void setReach(double world);
    double pixels() const { return pixels_; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPainterPath path_;
    QColor colour_;
    double pixels_, core_;
    bool ring_;
    double reach_ = 1;
};

} // namespace overlap::scene
