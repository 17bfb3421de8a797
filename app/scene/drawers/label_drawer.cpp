#include "app/scene/drawers/drawer.h"

namespace overlap::scene {

namespace {

// A name or note at a point with nothing drawn but the label itself, placed with the
// others.
class LabelDrawer final : public Drawer {
  public:
    bool marks() const override { return false; }

    // A note is its step's; an area's own name stays with it, but a numbered one was its
    // step's answer.
    bool namedWhenEarlier(const Primitive& p) const override {
        return rowOf(p.role).anchor == LabelAnchor::Area && p.index < 0;
    }

    // The nine regions' numbers ("3", and "region 3" for the one the centre is in), so a
    // number does not read as part of a name beside it.
    bool badge(const Primitive& p) const override { return p.symbol == Symbol::Region; }

    LabelPlace anchor(const Primitive& p, const AnchorInputs&) const override {
        LabelPlace place;
        place.anchor = qp(p.points[0]);
        place.outward = qp(p.labelSide); // the side it belongs on (an area's), where one is known
        place.gap = 2;
        return place;
    }

  protected:
    QGraphicsItem* make(const Primitive&, const Look&, Made&) const override { return nullptr; }
};

} // namespace

const Drawer& labelDrawer() {
    static const LabelDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
