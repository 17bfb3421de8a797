#pragma once

#include <QCache>
#include <QColor>
#include <QFont>
#include <QImage>
#include <QSizeF>
#include <QString>
#include <QTransform>

class QPainter;

namespace overlap::scene {

struct Label;

// A text on a patch of paper with round corners, ringed in the text's colour when a badge:
// a label's or an axis number's look.
struct Plaque {
    QString text;
    QFont font;
    QColor ink, paper;
    QSizeF size;       // pixels
    QPointF baseline;  // where the text starts, from the top left corner
    double radius = 0; // of the corners
    bool ring = false;
    QColor edge = {}; // the ring's colour, when not the ink's (a lit name's highlight)
};
Plaque plaqueOf(const Label& label, const QColor& paper);

// Draws the plaque with its top left corner at topLeft, where the painter's coordinates are
// pixels. Into the pictures, and directly where a picture will not do (an SVG).
void paintPlaque(QPainter* painter, const Plaque& plaque, QPointF topLeft);

// Plaques drawn once per look and copied on every repaint: a patch is an antialiased path
// and a text is shaped each time it is drawn, which cost some 30 times a copy. A picture
// is placed on a whole device pixel, where a copy is sharp and a partial repaint gives the
// same pixels as a full one.
class LabelPictures {
  public:
    // Ready for a painter whose transform is reset; false where plaques are drawn directly:
    // not a raster engine (an SVG keeps its text), or a device turned or skewed.
    bool begin(const QPainter* painter);
    // The whole device pixel nearest p (logical pixels), where a picture goes.
    QPointF snapped(QPointF p) const;
    // The plaque with its top left corner at (a snapped) topLeft.
    void draw(QPainter* painter, const Plaque& plaque, QPointF topLeft);

  private:
    struct Look {
        QString text;
        QFont font;
        quint64 ink = 0, paper = 0, edge = 0;
        bool ring = false;
        double width = 0, height = 0, x = 0, y = 0, radius = 0, ratio = 1;
        bool operator==(const Look&) const = default;
    };
    friend size_t qHash(const Look& k, size_t seed = 0) {
        return qHashMulti(seed, k.text, k.font, k.ink, k.paper, k.edge, k.ring, k.width, k.height,
                          k.x, k.y, k.radius, k.ratio);
    }
    const QImage& pictureOf(const Look& look, const Plaque& plaque);

    QTransform toDevice_, fromDevice_;
    double ratio_ = 1;
    QCache<Look, QImage> pictures_{2 * 1024 * 1024}; // bytes
    QImage spare_;                                   // a picture too large to keep
};

} // namespace overlap::scene
