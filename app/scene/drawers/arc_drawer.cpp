#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"

#include <cmath>

namespace overlap::scene {

namespace {

// The part of an arc that is drawn: all of it up to a whole turn, else the last whole turn
// before its end (where its arrowhead points), so a turn of 1e300 degrees is 120 points.
struct ArcSweep {
    double start, span;
};
ArcSweep arcSweep(double startDeg, double spanDeg) {
    if (!(std::abs(spanDeg) > 360))
        return {startDeg, spanDeg};
    const double end = std::fmod(startDeg + spanDeg, 360.0);
    return spanDeg > 0 ? ArcSweep{end - 360, 360} : ArcSweep{end + 360, -360};
}

// The arc's points, counter-clockwise in y-up angles from its sweep's start: n + 1 of them.
QPolygonF arcPoints(const Primitive& p, const ArcSweep& sweep, int n) {
    QPolygonF points;
    const QPointF c = qp(p.points[0]);
    for (int k = 0; k <= n; ++k) {
        const double a = (sweep.start + sweep.span * k / n) * M_PI / 180;
        points << c + QPointF(p.radius * std::cos(a), p.radius * std::sin(a));
    }
    return points;
}

// An arc about points[0] (an angle, a turn with an arrowhead); named beyond its middle.
class ArcDrawer final : public Drawer {
  public:
    QRectF extent(const Primitive& p) const override {
        return {qp(p.points[0]) - QPointF(p.radius, p.radius), QSizeF(2 * p.radius, 2 * p.radius)};
    }

    // In short chords, so its label keeps off it; a turn of more than a whole circle
    // covers the circle once.
    void keepOff(const Primitive& p, KeepOff& out) const override {
        const ArcSweep sweep = arcSweep(p.startDeg, p.spanDeg);
        const QPolygonF points = arcPoints(p, sweep, std::max(4, int(std::abs(sweep.span) / 10)));
        for (int k = 1; k < points.size(); ++k)
            out.strokes << QLineF(points[k - 1], points[k]);
    }

    QString name(const Primitive& p, const QString& language) const override {
        return shapeName(p, language);
    }

    // Beyond the arc at its middle, so the name never covers what it names.
    LabelPlace anchor(const Primitive& p, const AnchorInputs&) const override {
        const double a = (p.startDeg + p.spanDeg / 2) * M_PI / 180;
        LabelPlace place;
        place.outward = QPointF(std::cos(a), std::sin(a));
        place.anchor = qp(p.points[0]) + p.radius * place.outward;
        return place;
    }

  protected:
    // Sampled in y-up angles, so it turns the same way the mathematics does.
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        const ArcSweep sweep = arcSweep(p.startDeg, p.spanDeg);
        const QPolygonF points = arcPoints(p, sweep, std::max(8, int(std::abs(sweep.span) / 3)));
        auto* item = made.add(new PolylineItem(points, look.style.pen), look);
        if (p.arrow && p.radius > 0) {
            const double a = (sweep.start + sweep.span) * M_PI / 180;
            const double turn = p.spanDeg < 0 ? -1 : 1;
            addHead(points.back(), turn * QPointF(-std::sin(a), std::cos(a)), look, made);
        }
        return item;
    }

    QPainterPath haloPath(const Primitive&, const QGraphicsItem& item, const Look&) const override {
        const auto* arc = dynamic_cast<const QGraphicsPathItem*>(&item);
        return arc ? arc->path() : QPainterPath();
    }
};

} // namespace

const Drawer& arcDrawer() {
    static const ArcDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
