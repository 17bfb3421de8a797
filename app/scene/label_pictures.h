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

// A label's look where the painter's coordinates are pixels: its patch of paper (ringed
// when a badge) and its text, in box. Drawn into the pictures, and directly where a
// picture will not do (an SVG).
void paintLabel(QPainter* painter, const Label& label, const QRectF& box, const QColor& paper);

// Labels drawn once per look and copied on every repaint: a patch is an antialiased path
// and a text is shaped each time it is drawn, which cost some 30 times a copy. A picture
// is placed on a whole device pixel, where a copy is sharp and a partial repaint gives the
// same pixels as a full one.
class LabelPictures {
  public:
    // Ready for a painter whose transform is reset; false where labels are drawn directly:
    // not a raster engine (an SVG keeps its text), or a device turned or skewed.
    bool begin(const QPainter* painter);
    // The whole device pixel nearest p (logical pixels), where a picture goes.
    QPointF snapped(QPointF p) const;
    // The label with its top left corner at (a snapped) topLeft.
    void draw(QPainter* painter, const Label& label, const QColor& paper, QPointF topLeft);

  private:
    struct Look {
        QString text;
        QFont font;
        quint64 ink = 0, paper = 0;
        bool badge = false;
        double width = 0, height = 0, ratio = 1;
        bool operator==(const Look&) const = default;
    };
    friend size_t qHash(const Look& k, size_t seed = 0) {
        return qHashMulti(seed, k.text, k.font, k.ink, k.paper, k.badge, k.width, k.height,
                          k.ratio);
    }
    const QImage& pictureOf(const Look& look, const Label& label, const QColor& paper);

    QTransform toDevice_, fromDevice_;
    double ratio_ = 1;
    QCache<Look, QImage> pictures_{2 * 1024 * 1024}; // bytes
    QImage spare_;                                   // a picture too large to keep
};

} // namespace overlap::scene
