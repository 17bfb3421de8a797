#pragma once

#include <QByteArray>
#include <QCache>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QSet>

#include <functional>

class QPainter;

namespace overlap::scene {

// Appends a value's bytes to a picture's look (the key Stamps::draw() takes).
template <class T> void appendLook(QByteArray& look, const T& value) {
    look.append(reinterpret_cast<const char*>(&value), sizeof value);
}

// Small pictures drawn once per look and sub-pixel placement, then copied: Qt strokes and
// fills a small antialiased mark far more slowly than it copies its pixels. The picture is
// made at the device's pixel ratio, so it is as sharp as drawing directly.
class Stamps {
  public:
    // phases: placements per device pixel (64 is Qt's own rasterizer grid: the same pixels;
    // 0: each exact place, for pictures that stay where they are);
    // budget: bytes of pictures kept; secondSight: a picture is made only when the same look
    // and placement is asked for again (a shape that moves with a drag is drawn directly).
    Stamps(int phases, qsizetype budget, bool secondSight = false);

    // Draws the picture that paint makes around its origin (the painter's units, reaching at
    // most reach from it) with that origin at at, a point of the painter with its transform
    // reset. look names what paint draws. False when the painter is not the raster engine's
    // or the picture would not fit the budget, or is seen for the first time with
    // secondSight: then nothing is drawn.
    bool draw(QPainter* painter, QPointF at, const QByteArray& look, double reach,
              const std::function<void(QPainter*)>& paint);
    // The same for a picture within extent of its origin (the painter's units): a long one.
    bool draw(QPainter* painter, QPointF at, const QByteArray& look, const QRectF& extent,
              const std::function<void(QPainter*)>& paint);

  private:
    int phases_;
    bool secondSight_;
    QCache<QByteArray, QImage> pictures_;
    QSet<QByteArray> seen_;
};

} // namespace overlap::scene
