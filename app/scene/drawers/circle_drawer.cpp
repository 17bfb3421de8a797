#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/halo_item.h"

#include <cmath>

namespace overlap::scene {

namespace {

QRectF discOf(const Primitive& p) {
    const double r = p.radius;
    return {qp(p.points[0]) - QPointF(r, r), QSizeF(2 * r, 2 * r)};
}

// A circle about points[0]; a shape's named on its outline, others up and right.
class CircleDrawer final : public Drawer {
  public:
    SampleForm sample(const Primitive&, bool) const override { return SampleForm::Patch; }
    QRectF extent(const Primitive& p) const override { return discOf(p); }

    void keepOff(const Primitive& p, KeepOff& out) const override {
        out.rings << std::pair{qp(p.points[0]), p.radius};
    }

    std::optional<QPolygonF> outline(const Primitive& p) const override {
        QPolygonF outline;
        for (int k = 0; k < 48; ++k) {
            const double a = k * M_PI / 24;
            outline << qp(p.points[0]) + p.radius * QPointF(std::cos(a), std::sin(a));
        }
        return outline;
    }

    QString name(const Primitive& p, const QString& language) const override {
        return shapeName(p, language);
    }

    LabelPlace anchor(const Primitive& p, const AnchorInputs& in) const override {
        if (namedOnOutline(p) && p.owner != Owner::None)
            return onOutline(p, in, false);
        if (rowOf(p.role).anchor == LabelAnchor::OwnOutline) {
            const QPointF c = qp(p.points[0]);
            const double r = p.radius;
            if (auto place = besideMove(p, in, c, [&](QPointF dir) { return c + r * dir; }))
                return *place;
        }
        // Up and right on the outline, where names of shapes usually sit.
        LabelPlace place;
        place.anchor = qp(p.points[0]) + QPointF(p.radius, p.radius) * 0.7071;
        place.outward = QPointF(1, 1);
        return place;
    }

    bool movable() const override { return true; }

    void move(const Primitive& p, const Made& made) const override {
        const QRectF disc = discOf(p);
        static_cast<DiscItem*>(made.items.front())->setDisc(disc);
        if (made.halo) {
            QPainterPath path;
            path.addEllipse(disc);
            made.halo->setPath(path);
        }
    }

  protected:
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        return made.add(new DiscItem(discOf(p), look.style.pen, look.style.brush, look.discs),
                        look);
    }

    QPainterPath haloPath(const Primitive& p, const QGraphicsItem&, const Look&) const override {
        QPainterPath path;
        path.addEllipse(qp(p.points[0]), p.radius, p.radius);
        return path;
    }
};

} // namespace

const Drawer& circleDrawer() {
    static const CircleDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
