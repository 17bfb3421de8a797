#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace overlap::scene {

// A name or value on the canvas: upright and the same size at any zoom, on a patch of
// paper so lines beneath do not cut it, placed in pixels around its anchor (its pos) by
// the scene's label placer, with a leader line back to the anchor when set far off.
class LabelItem : public QGraphicsItem {
  public:
    LabelItem(const QString& text, const QFont& font, const QColor& color, const QColor& paper);

    const QString& text() const { return text_; }
    // The box's size in pixels, halo included: what the placer reserves.
    QSizeF size() const { return size_; }
    // The box relative to the anchor, in pixels.
    void setBox(const QRectF& box, bool leader);
    QRectF box() const { return box_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QString text_;
    QFont font_;
    QColor color_, paper_;
    QSizeF size_;
    double ascent_ = 0;
    QRectF box_;
    bool leader_ = false;
};

// An arrowhead a fixed number of pixels long at the tip of a vector or an arc, pointing the
// way the world direction points on the device (so a flipped view flips it too).
class ArrowHeadItem : public QGraphicsItem {
  public:
    ArrowHeadItem(QPointF tip, QPointF direction, const QColor& color, double pixels);
    // How far, in world units, the head may reach from the tip at the view's scale.
    void setReach(double world);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPointF tip_, direction_;
    QColor color_;
    double pixels_;
    double reach_ = 1;
};

} // namespace overlap::scene
