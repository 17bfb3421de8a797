#pragma once

#include <QByteArray>
#include <QCache>
#include <QImage>
#include <QPointF>

#include <functional>

class QPainter;

namespace overlap::scene {

// Small pictures drawn once per look and sub-pixel placement, then copied: Qt strokes and
// fills a small antialiased mark far more slowly than it copies its pixels. The picture is
// made at the device's pixel ratio, so it is as sharp as drawing directly.
class Stamps {
  public:
    // phases: placements per device pixel (64 is Qt's own rasterizer grid: the same pixels);
    // budget: bytes of pictures kept.
    Stamps(int phases, qsizetype budget);

    // Draws the picture that paint makes around its origin (the painter's units, reaching at
    // most reach from it) with that origin at at, a point of the painter with its transform
    // reset. look names what paint draws. False when the painter is not the raster engine's
    // or the picture would not fit the budget: then nothing is drawn.
    bool draw(QPainter* painter, QPointF at, const QByteArray& look, double reach,
              const std::function<void(QPainter*)>& paint);

  private:
    int phases_;
    QCache<QByteArray, QImage> pictures_;
};

} // namespace overlap::scene
