#pragma once

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsPolygonItem>
#include <QPainterPath>

namespace overlap::scene {

class DiscPictures;
class PolygonPictures;

// The construction's segments, outlines, circles and arcs: Qt's items, except that a
// dashed pen is dashed by strokeDashed(), so the dashes stay put when a view repaints only
// part of them.

class SegmentItem : public QGraphicsLineItem {
  public:
    SegmentItem(const QLineF& line, const QPen& pen);
    // Moves it (its bounds with it).
    void setSegment(const QLineF& line);
    // Around Qt's (the stroked line's), which Qt strokes anew on every call: each paint
    // asks every item for it.
    QRectF boundingRect() const override { return bounds_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QRectF bounds_;
};

// Drawn from pictures when given them (the scene's) and its pen is solid, else directly.
class OutlineItem : public QGraphicsPolygonItem {
  public:
    OutlineItem(const QPolygonF& polygon, const QPen& pen, const QBrush& brush,
                PolygonPictures* pictures = nullptr);
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // Its fill leaves out this outline, read when painted (it follows a drag): an area's tint
    // under shape a's own translucent fill would turn a another colour. Null: fills all.
    void keepFillOff(const QPolygonF* outline) { keepFillOff_ = outline; }

  private:
    // The fill of `shown` less `off`, kept from the last paint that had the same two.
    const QPainterPath& fillWithout(const QPolygonF& shown, const QPolygonF& off);

    PolygonPictures* pictures_;
    const QPolygonF* keepFillOff_ = nullptr;
    QPolygonF cutShown_, cutOff_;
    QPainterPath cutFill_;
};

// Drawn from pictures when given them (the scene's), else directly.
class DiscItem : public QGraphicsEllipseItem {
  public:
    DiscItem(const QRectF& rect, const QPen& pen, const QBrush& brush,
             DiscPictures* pictures = nullptr);
    // Moves or resizes it (its bounds with it).
    void setDisc(const QRectF& rect);
    // Around Qt's (the stroked outline's), without stroking it: a drag makes new discs.
    QRectF boundingRect() const override { return bounds_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    DiscPictures* pictures_;
    QRectF bounds_;
};

// An open polyline (an arc sampled finely).
class PolylineItem : public QGraphicsPathItem {
  public:
    PolylineItem(const QPolygonF& points, const QPen& pen);
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPolygonF points_;
};

} // namespace overlap::scene
