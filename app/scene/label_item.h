#pragma once

#include "app/scene/label_pictures.h"
#include "app/scene/text_measures.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QString>

#include <vector>

namespace overlap::scene {

// A name or value on the canvas: upright and the same size at any zoom, on a patch of
// paper so lines beneath do not cut it, placed in pixels around its anchor by the scene's
// label placer, with a leader line back to the anchor when set far off.
struct Label {
    static constexpr double kPad = 2; // paper around the text, pixels
    QString text;
    QFont font;
    QColor color;
    QSizeF size; // pixels, paper patch included: what the placer reserves
    double ascent = 0;
    double advance = 0; // the text's width in pixels
    QPointF anchor;     // world
    QRectF box;         // pixels, relative to the anchor's pixel
    bool leader = false;
    bool visible = false;
    // Ringed, as a badge: a region's number must not read as part of a name beside it.
    bool badge = false;
    // Its symbol is lit: ringed in the highlight colour, in the step's full ink; its size,
    // and so every label's place, is unchanged.
    bool lit = false;
    QColor litEdge, litInk;
    QRectF world; // the part of the world it covered when placed, for repainting it

    // Measured by measures (text layout is dear: a drag makes the same labels on every move).
    Label(const QString& text, const QFont& font, const QColor& color, TextMeasures& measures);
    // Rings the label and makes its patch at least as wide as it is tall.
    void makeBadge();
    bool sameLook(const Label& o) const {
        return text == o.text && font == o.font && color == o.color && anchor == o.anchor &&
               box == o.box && leader == o.leader && visible == o.visible && badge == o.badge &&
               lit == o.lit;
    }
};

// Every label of a scene, painted by one item that is never moved or deleted: Qt does not
// reliably repaint where an item that ignores transformations was, so the scene repaints
// (by the layer's own update) the old and new places of every label that changed.
class LabelLayer : public QGraphicsItem {
  public:
    LabelLayer();
    // The labels to show now (copied); the places of those that changed are repainted.
    void setLabels(std::vector<Label> labels);
    void setPaper(const QColor& paper) { paper_ = paper; }
    void setBounds(const QRectF& bounds);

    QRectF boundingRect() const override { return bounds_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    std::vector<Label> labels_;
    QColor paper_;
    QRectF bounds_;
    LabelPictures pictures_;
};

// An arrowhead a fixed number of pixels long at the tip of a vector or an arc, pointing the
// way the world direction points on the device (so a flipped view flips it too).
class ArrowHeadItem : public QGraphicsItem {
  public:
    ArrowHeadItem(QPointF tip, QPointF direction, const QColor& color, double pixels);
    // How far, in world units, the head may reach from the tip at the view's scale.
    void setReach(double world);
    // Moves it to another tip, pointing another way.
    void setTip(QPointF tip, QPointF direction);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPointF tip_, direction_;
    QColor color_;
    double pixels_;
    double reach_ = 1;
};

} // namespace overlap::scene
