#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/halo_item.h"

namespace overlap::scene {

namespace {

// Above the shapes' handles (app/handles/handle_style.h keeps them below 2100).
constexpr double kAboveHandlesZ = 3000;

// A dot of a fixed number of pixels, whatever the zoom.
class PointDrawer final : public Drawer {
  public:
    SampleForm sample(const Primitive&, bool) const override { return SampleForm::Dot; }
    void keepOff(const Primitive& p, KeepOff& out) const override {
        out.points << qp(p.points[0]);
        out.dots << qp(p.points[0]);
    }

    LabelPlace anchor(const Primitive& p, const AnchorInputs& in) const override {
        LabelPlace place;
        place.anchor = qp(p.points[0]);
        place.gap = in.pointRadius + 3;
        place.dot = true;
        place.outward = qp(p.labelSide); // the side its name belongs on, where one is known
        return place;
    }

    bool movable() const override { return true; }

    void move(const Primitive& p, const Made& made) const override {
        made.items.front()->setPos(qp(p.points[0]));
        if (made.halo)
            made.halo->setPos(qp(p.points[0]));
    }

  protected:
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        const RoleStyle& st = look.style;
        const double r = st.pointRadius;
        auto* dot = made.add(
            new DiscItem(QRectF(-r, -r, 2 * r, 2 * r), st.pen,
                         st.brush.style() == Qt::NoBrush ? QBrush(st.pen.color()) : st.brush,
                         look.discs),
            look, 0.5); // over its step's arrowheads, which point at it
        dot->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        dot->setPos(qp(p.points[0]));
        if (look.current && look.row->interaction == Interaction::PointsAboveHandles) {
            dot->setZValue(kAboveHandlesZ);
            dot->setAcceptedMouseButtons(Qt::NoButton);
        }
        return dot;
    }

    // A ring in pixels around the dot, ignoring the zoom as the dot does.
    HaloItem* halo(const Primitive& p, const QGraphicsItem&, const Look& look) const override {
        const double r = look.style.pointRadius + 4 * look.lineScale;
        QPainterPath path;
        path.addEllipse(QPointF(), r, r);
        auto* ring =
            new HaloItem(path, look.highlight, 10 * look.lineScale, 4 * look.lineScale, true);
        ring->setPos(qp(p.points[0]));
        return ring;
    }
};

} // namespace

const Drawer& pointDrawer() {
    static const PointDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
