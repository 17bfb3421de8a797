#pragma once

#include <QImage>
#include <QLineF>
#include <QPen>
#include <QRgba64>

#include <array>
#include <vector>

class QPainter;

namespace overlap::scene {

// The dots of a dotted pen on a slanted line, drawn once per colour, size and quarter pixel
// of placement, then copied: Qt sets each dot up as a line of its own, and a turning
// construction is some hundreds of dots a frame in each view. A dot is round, with the ink
// of the pen's square one, so that it looks the same at every angle.
class DotStamps {
  public:
    // Copies a dot onto the painter over the middle of each of `dots` (device pixels with the
    // painter's transform reset, all of one length) and returns true; false when it cannot
    // (not the raster engine, not antialiased, not composed over): the caller draws them.
    bool draw(QPainter* painter, const std::vector<QLineF>& dots, const QPen& solid);

    // Dots copied so far (a test's way to see the pictures are used).
    qint64 copies() const { return copies_; }
    // Off: draw() never copies (a test's reference is drawn dot by dot).
    void setEnabled(bool enabled) { enabled_ = enabled; }

  private:
    static constexpr int kPhases = 4; // placements per device pixel, each way
    struct Look {
        QRgba64 colour;
        double diameter = 0;      // device pixels
        double ratio = 1;         // the device's pixels per unit
        int size = 0, middle = 0; // the pictures' side, and the pixel the dot is placed in
        std::array<QImage, kPhases * kPhases> pictures;
    };
    Look& lookFor(QRgba64 colour, double diameter, double ratio);
    const QImage& pictureOf(Look& look, int qx, int qy);

    std::vector<Look> looks_;
    qint64 copies_ = 0;
    bool enabled_ = true;
};

} // namespace overlap::scene
