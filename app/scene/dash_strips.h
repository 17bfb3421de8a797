#pragma once

#include "app/scene/stamps.h"

#include <QLineF>
#include <QPen>
#include <QPointF>

#include <vector>

class QPainter;

namespace overlap::scene {

// Pictures of runs of whole dash periods along a horizontal or vertical device line, drawn
// once per look and placement (Stamps), then copied: Qt sets each dash up as a line of its
// own (about a thousand instructions), and an unchanged band edge across a view is some
// hundred dashes on every repaint. A run starts where the pattern starts, so its pixels
// depend only on where that point sits within its pixel.
class DashStrips {
  public:
    // One run: `periods` whole periods of `pattern` (device pixels, dash first), from
    // `start` (device) along `unit`, which is (±1, 0) or (0, ±1).
    struct Run {
        QPointF start, unit;
        int periods = 0;
    };

    // Whether draw() can copy runs onto this painter: composed over what is there (a
    // vector export is refused by Stamps and keeps its dashes as lines).
    static bool usable(const QPainter* painter);

    // Copies the run's picture onto the painter (its transform reset, so `start` is in device
    // pixels) and returns true once the same run has been asked for before; the first time,
    // false: the caller draws it (a run that moves with a drag is never seen twice).
    bool draw(QPainter* painter, const Run& run, const std::vector<double>& pattern,
              const QPen& solid);

    // Copies made so far (a test's way to see the pictures are used).
    qint64 copies() const { return copies_; }
    // Off: draw() never copies (a test's reference is drawn dash by dash).
    void setEnabled(bool enabled) { enabled_ = enabled; }

  private:
    Stamps pictures_{0, 4 << 20, true}; // a line's runs sit at exact places
    qint64 copies_ = 0;
    bool enabled_ = true;
};

// The dashes of `periods` whole periods of pattern from start along unit (device pixels).
void appendRunDashes(std::vector<QLineF>& out, QPointF start, QPointF unit, int periods,
                     const std::vector<double>& pattern);

} // namespace overlap::scene
