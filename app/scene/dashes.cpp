#include "app/scene/dashes.h"

#include "app/scene/dash_strips.h"
#include "app/scene/dot_stamps.h"

#include <QLineF>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace overlap::scene {

bool dashedHere(const QPen& pen) {
    return pen.style() != Qt::SolidLine && pen.style() != Qt::NoPen && pen.isCosmetic() &&
           !pen.dashPattern().isEmpty();
}

QRectF exposedOnDevice(const QPainter* painter, const QStyleOptionGraphicsItem* option) {
    const QPaintDevice* device = painter->device();
    QRectF all = device ? QRectF(0, 0, device->width(), device->height()) : QRectF();
    if (option && !option->exposedRect.isEmpty()) {
        const QRectF exposed = painter->worldTransform().mapRect(option->exposedRect);
        return all.isEmpty() ? exposed : all & exposed;
    }
    return all.isEmpty() ? QRectF(-1e7, -1e7, 2e7, 2e7) : all;
}

bool narrowToBox(QPointF origin, QPointF direction, const QRectF& box, double& lo, double& hi) {
    const auto slab = [&](double o, double d, double min, double max) {
        if (d == 0)
            return o >= min && o <= max;
        double t0 = (min - o) / d, t1 = (max - o) / d;
        if (t0 > t1)
            std::swap(t0, t1);
        lo = std::max(lo, t0);
        hi = std::min(hi, t1);
        return lo <= hi;
    };
    return slab(origin.x(), direction.x(), box.left(), box.right()) &&
           slab(origin.y(), direction.y(), box.top(), box.bottom());
}

void clipForHairlines(QPainter* painter) {
    // Beyond any device, also at a device pixel ratio of 2 or 3.
    static const QRect everywhere(-(1 << 24), -(1 << 24), 1 << 25, 1 << 25);
    const QPaintEngine* engine = painter->paintEngine();
    if (engine && engine->systemClip().rectCount() <= 1)
        painter->setClipRect(everywhere, Qt::IntersectClip);
}

namespace {

// The dashes (device coordinates) as strokes of a solid, flat-capped pen.
void drawDashes(QPainter* painter, const std::vector<QLineF>& dashes, const QPen& solid) {
    painter->save();
    painter->resetTransform();
    painter->setPen(solid);
    clipForHairlines(painter);
    painter->drawLines(dashes.data(), int(dashes.size()));
    painter->restore();
}

// A dash pattern in device pixels, dash first.
struct Pattern {
    std::vector<double> lengths;
    double period = 0;
    // Periods in a run copied as one picture, and their length, a whole number of pixels
    // (0: no such run, as when no few periods add up to whole pixels).
    int runPeriods = 0;
    int runLength = 0;
};

Pattern patternOf(const QPen& pen, double width) {
    Pattern out;
    for (qreal v : pen.dashPattern())
        out.lengths.push_back(std::max(0.0, double(v)) * width);
    out.period = std::accumulate(out.lengths.begin(), out.lengths.end(), 0.0);
    // Copies of a run sit whole pixels apart only if the run is a whole number of pixels;
    // a width of 1.2 makes Qt's dash 7.2 pixels long, five of them 36.
    for (int k = 1; k <= 16 && out.period > 0; ++k) {
        const double length = k * out.period;
        if (std::abs(length - std::round(length)) <= 1e-9 * length) {
            const int runs = std::max(1, int(192 / length)); // about 200 pixels a picture
            out.runPeriods = k * runs;
            out.runLength = int(std::lround(length)) * runs;
            break;
        }
    }
    return out;
}

// The dashes of the segment a + t * unit for t in [from, to], the pattern at pos0 at t = 0;
// whole dots (dashes no longer than dotLength) go to dots when it is given.
void dashRange(std::vector<QLineF>& out, QPointF a, QPointF unit, const Pattern& pattern,
               double pos0, double from, double to, std::vector<QLineF>* dots = nullptr,
               double dotLength = 0) {
    const std::vector<double>& lengths = pattern.lengths;
    const double period = pattern.period;
    // Each dash is placed from its period's index on the segment, never stepped along from
    // `from`: the same dash lands on the same pixels whatever part of the view is painted.
    const double first = std::floor((pos0 + from) / period) - 1;
    const double periods = std::ceil((to - from) / period) + 2;
    for (double k = 0; k <= periods; ++k) {
        double start = (first + k) * period - pos0;
        for (std::size_t e = 0; e < lengths.size(); ++e) {
            const double end = start + lengths[e];
            const double lo = std::max(start, from), hi = std::min(end, to);
            if (e % 2 == 0 && hi > lo) {
                const bool wholeDot = dots && lengths[e] <= dotLength && lo == start && hi == end;
                (wholeDot ? *dots : out).emplace_back(a + unit * lo, a + unit * hi);
            }
            start = end;
        }
    }
}

} // namespace

DashStrips& dashStrips() {
    // Per thread: only the UI thread paints views.
    static thread_local DashStrips own;
    return own;
}

DotStamps& dotStamps() {
    static thread_local DotStamps own;
    return own;
}

void strokeDashed(QPainter* painter, const QPolygonF& points, bool closed, const QPen& pen,
                  const QRectF& deviceClip, double phase) {
    if (!dashedHere(pen)) {
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        closed ? painter->drawPolygon(points) : painter->drawPolyline(points);
        return;
    }
    const double width = std::max(1.0, pen.widthF());
    const Pattern pattern = patternOf(pen, width);
    if (!(pattern.period > 0) || points.size() < 2)
        return;

    const QTransform& toDevice = painter->worldTransform();
    QPolygonF device = toDevice.map(points);
    if (closed && device.first() != device.last())
        device << device.first();
    const QRectF box = deviceClip.adjusted(-width - 2, -width - 2, width + 2, width + 2);
    QPen solid = pen;
    solid.setStyle(Qt::SolidLine);
    solid.setCapStyle(Qt::FlatCap);
    const bool copying = pattern.runLength > 0 && DashStrips::usable(painter);

    // Where in the pattern the stroke is at the current segment's start.
    // Counted in whole runs, so that runs start at the same places whatever part of the
    // stroke is asked for.
    const double cycle =
        pattern.runLength > 0 ? pattern.runPeriods * pattern.period : pattern.period;
    double pos = std::fmod(pen.dashOffset() * width + phase, cycle);
    if (pos < 0)
        pos += cycle;
    // Reused between calls: a drag paints thousands of dashes a frame.
    static thread_local std::vector<QLineF> dashes;
    dashes.clear();
    static thread_local std::vector<DashStrips::Run> runs;
    runs.clear();
    // Dots of slanted segments, copied (DotStamps); a dot's own length is the pen's width.
    static thread_local std::vector<QLineF> dots;
    dots.clear();
    const double dotLength = width * (1 + 1e-9);
    for (qsizetype i = 0; i + 1 < device.size(); ++i) {
        const QPointF a = device[i], b = device[i + 1];
        const double length = QLineF(a, b).length();
        const double atStart = pos;
        pos = std::fmod(pos + length, cycle);
        double lo = 0, hi = 1;
        if (length == 0 || !narrowToBox(a, b - a, box, lo, hi))
            continue;
        const QPointF unit = (b - a) / length;
        const double from = lo * length, to = hi * length;
        // Along a row or a column of pixels: whole runs from the pattern's first start are
        // copied, and the whole periods before and after them; less than a period is drawn
        // at each end.
        double runsFrom = 0, runsTo = 0;
        // Runs are counted in ints and placed to the pixel: a segment longer than 2^24 px (a
        // huge shape, clipped) has its dashes drawn one by one.
        if (copying && length < 0x1p24 && (a.x() == b.x() || a.y() == b.y())) {
            const double period = pattern.period;
            const double firstPeriod = std::fmod(period - std::fmod(atStart, period), period);
            const double first = std::fmod(cycle - atStart, cycle);
            // Copies are on a grid of whole runs from the line's origin; the periods before
            // the first and after the last make a shorter run each.
            const bool anyRun = first < length;
            const int count = anyRun ? int((length - first) / cycle) : 0;
            const double lastRun = anyRun ? first + count * cycle : firstPeriod;
            const int head = anyRun ? int(std::lround((first - firstPeriod) / period)) : 0;
            const int tail = int((length - lastRun) / period);
            const auto add = [&](double at, int periods) {
                // Only runs the box meets; a run of one or two periods is drawn as dashes.
                if (periods >= 3 && at < to && at + periods * period > from)
                    runs.push_back({a + unit * at, unit, periods});
            };
            add(firstPeriod, head);
            const int j0 = std::max(0, int(std::floor((from - first) / cycle)));
            const int j1 = std::min(count, int(std::ceil((to - first) / cycle)));
            const QPointF start = a + unit * first;
            for (int j = j0; j < j1; ++j)
                runs.push_back(
                    {start + unit * double(j) * pattern.runLength, unit, pattern.runPeriods});
            add(lastRun, tail);
            runsFrom = head >= 3 || !anyRun ? firstPeriod : first;
            runsTo = tail >= 3 ? lastRun + tail * period : lastRun;
        }
        if (runsTo > runsFrom) {
            dashRange(dashes, a, unit, pattern, atStart, from, std::min(to, runsFrom));
            dashRange(dashes, a, unit, pattern, atStart, std::max(from, runsTo), to);
        } else {
            const bool slanted = a.x() != b.x() && a.y() != b.y();
            dashRange(dashes, a, unit, pattern, atStart, from, to, slanted ? &dots : nullptr,
                      dotLength);
        }
    }
    // A run not copied (the first time it is asked for) is drawn with the ends, where the
    // same colour laid twice gives the same pixels in either order.
    for (const DashStrips::Run& run : runs)
        if (!dashStrips().draw(painter, run, pattern.lengths, solid))
            appendRunDashes(dashes, run.start, run.unit, run.periods, pattern.lengths);
    if (!dots.empty() && !dotStamps().draw(painter, dots, solid))
        dashes.insert(dashes.end(), dots.begin(), dots.end());
    if (!dashes.empty())
        drawDashes(painter, dashes, solid);
}

} // namespace overlap::scene
