#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/line_item.h"

#include <cmath>

namespace overlap::scene {

namespace {

// The half-plane left of the directed line through p along d, cut to the box: one step of
// Sutherland-Hodgman clipping.
QPolygonF leftHalfPlane(QPointF p, QPointF d, const QRectF& box) {
    const QPolygonF corners{box.topLeft(), box.topRight(), box.bottomRight(), box.bottomLeft()};
    const auto side = [&](QPointF q) { return d.x() * (q.y() - p.y()) - d.y() * (q.x() - p.x()); };
    QPolygonF out;
    for (int i = 0; i < corners.size(); ++i) {
        const QPointF a = corners[i], b = corners[(i + 1) % corners.size()];
        const double sa = side(a), sb = side(b);
        if (sa >= 0)
            out << a;
        if ((sa >= 0) != (sb >= 0))
            out << a + (b - a) * (sa / (sa - sb));
    }
    return out;
}

// An infinite line through a point along a direction (points[0], points[1]); named where
// it leaves the view.
class LineDrawer final : public Drawer {
  public:
    QRectF extent(const Primitive&) const override { return {}; }

    // An area's edge shades its half-plane, in the step being explained only (see make).
    SampleForm sample(const Primitive& p, bool current) const override {
        return current && rowOf(p.role).anchor == LabelAnchor::Area ? SampleForm::Patch
                                                                    : SampleForm::Stroke;
    }

    // An area's edges are named by the area, not each line.
    QString name(const Primitive& p, const QString& language) const override {
        return rowOf(p.role).anchor == LabelAnchor::Area ? QString() : Drawer::name(p, language);
    }

    LabelPlace anchor(const Primitive& p, const AnchorInputs&) const override {
        LabelPlace place;
        place.anchor = qp(p.points[0]);
        place.lineDirection = qp(p.points[1]);
        return place;
    }

  protected:
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        const QRectF box = look.scene->sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        if (len == 0)
            return nullptr;
        const double far = 4 * (box.width() + box.height());
        // Only the step being explained shades an area's half-plane: earlier ones would
        // pile up.
        if (look.row->anchor == LabelAnchor::Area && look.current)
            // An outline item with no pen: cut to the device when it is painted.
            made.add(new OutlineItem(leftHalfPlane(o, d, box.adjusted(-far, -far, far, far)),
                                     Qt::NoPen, look.style.brush),
                     look)
                ->keepFillOff(look.shapeA);
        return made.add(
            new LineItem(o, d / len,
                         box.adjusted(-box.width(), -box.height(), box.width(), box.height()),
                         look.style.pen),
            look);
    }

    // As far as the line item reaches.
    QPainterPath haloPath(const Primitive& p, const QGraphicsItem&,
                          const Look& look) const override {
        const QRectF box = look.scene->sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        const double far = 2 * (box.width() + box.height());
        QPainterPath path;
        path.moveTo(o - d / len * far);
        path.lineTo(o + d / len * far);
        return path;
    }
};

} // namespace

const Drawer& lineDrawer() {
    static const LineDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
