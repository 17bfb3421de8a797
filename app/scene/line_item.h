#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QPen>
#include <QString>

namespace overlap::scene {

// A long line of the construction (a band's edge, a separating axis), stroked only where
// the painter can show it and the view asked to repaint. Stroking it whole, dashed, cost
// most of a drag's frame. The dashes stay anchored at the line's own origin, so they do not
// crawl as the view moves or as parts of it are repainted.
class LineItem : public QGraphicsItem {
  public:
    // The line through origin along the unit direction, as far as box reaches.
    LineItem(QPointF origin, QPointF unitDirection, const QRectF& box, const QPen& pen,
             QGraphicsItem* parent = nullptr);

    // A name drawn near where the line leaves the view, so it is always on screen and
    // stays put while shapes are dragged.
    void setName(const QString& text, const QColor& color);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPointF at(double t) const { return origin_ + t * direction_; }
    // The parameters [lo, hi] of the line inside both the area and the item's box.
    bool partIn(const QRectF& area, double& lo, double& hi) const;
    void paintName(QPainter* painter, const QWidget* widget) const;

    QPointF origin_, direction_;
    QRectF box_;
    QLineF line_; // the part inside the box, for shape()
    QPen pen_;
    QString name_;
    QColor nameColor_;
};

} // namespace overlap::scene
