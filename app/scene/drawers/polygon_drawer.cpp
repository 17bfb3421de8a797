#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/name_spots.h"
#include "app/scene/role_table.h"

namespace overlap::scene {

namespace {

QPolygonF polygonOf(const Primitive& p) {
    QPolygonF poly;
    for (Vec2 v : p.points)
        poly << qp(v);
    return poly;
}

// A closed polygon: a shape's named on its outline, an area in its middle.
class PolygonDrawer final : public Drawer {
  public:
    SampleForm sample(const Primitive&, bool) const override { return SampleForm::Patch; }
    void keepOff(const Primitive& p, KeepOff& out) const override {
        for (std::size_t k = 0; k < p.points.size(); ++k) {
            out.points << qp(p.points[k]);
            out.strokes << QLineF(qp(p.points[k]), qp(p.points[(k + 1) % p.points.size()]));
        }
    }

    std::optional<QPolygonF> outline(const Primitive& p) const override { return polygonOf(p); }

    QString name(const Primitive& p, const QString& language) const override {
        return shapeName(p, language);
    }

    LabelPlace anchor(const Primitive& p, const AnchorInputs& in) const override {
        if (namedOnOutline(p) && p.owner != Owner::None)
            return onOutline(p, in, true);
        if (rowOf(p.role).anchor == LabelAnchor::OwnOutline && p.points.size() >= 3 &&
            in.subjects) {
            // A moved copy: beside the move, at the middle of the edge farthest that way.
            QPointF centre;
            for (Vec2 v : p.points)
                centre += qp(v);
            centre /= double(p.points.size());
            const auto edgeMiddleAt = [&](QPointF dir) {
                QPointF best;
                double most = -INFINITY;
                for (std::size_t i = 0; i < p.points.size(); ++i) {
                    const QPointF m =
                        (qp(p.points[i]) + qp(p.points[(i + 1) % p.points.size()])) / 2;
                    const double along = QPointF::dotProduct(m - centre, dir);
                    if (along > most)
                        most = along, best = m;
                }
                return best;
            };
            if (auto place = besideMove(p, in, centre, edgeMiddleAt))
                return *place;
            LabelPlace place;
            place.spots = nameSpots(polygonOf(p), in.subjects[p.owner == Owner::B ? 0 : 1], true);
            if (!place.spots.isEmpty()) {
                place.trySpots = true;
                place.anchor = place.spots.front().first;
                place.outward = place.spots.front().second;
                return place;
            }
        }
        // An unowned shape is named at its upper right corner; an area it shades, in its
        // middle.
        QPointF sum, best = qp(p.points[0]);
        for (Vec2 v : p.points) {
            sum += qp(v);
            if (v.x + v.y > best.x() + best.y())
                best = qp(v);
        }
        LabelPlace place;
        place.anchor = namedOnOutline(p) ? best : sum / double(p.points.size());
        return place;
    }

  protected:
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        OutlineItem* item = made.add(
            new OutlineItem(polygonOf(p), look.style.pen, look.style.brush, look.polygons), look);
        if (look.row->anchor == LabelAnchor::Area)
            item->keepFillOff(look.shapeA);
        return item;
    }

    QPainterPath haloPath(const Primitive& p, const QGraphicsItem&, const Look&) const override {
        QPainterPath path;
        path.addPolygon(polygonOf(p));
        path.closeSubpath();
        return path;
    }
};

} // namespace

const Drawer& polygonDrawer() {
    static const PolygonDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
