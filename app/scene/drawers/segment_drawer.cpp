#include "app/scene/dashed_items.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/halo_item.h"
#include "app/scene/label_item.h"

namespace overlap::scene {

namespace {

QLineF lineOf(const Primitive& p) {
    return {qp(p.points[0]), qp(p.points[1])};
}

// A segment, a vector when it has an arrowhead; named at its middle.
class SegmentDrawer final : public Drawer {
  public:
    void keepOff(const Primitive& p, KeepOff& out) const override { out.strokes << lineOf(p); }

    LabelPlace anchor(const Primitive& p, const AnchorInputs&) const override {
        LabelPlace place;
        place.anchor = (qp(p.points[0]) + qp(p.points[1])) / 2;
        place.along = qp(p.points[1]) - qp(p.points[0]);
        place.outward = qp(p.labelSide); // null where any side will do
        return place;
    }

    bool movable() const override { return true; }

    void move(const Primitive& p, const Made& made) const override {
        const QLineF line = lineOf(p);
        static_cast<SegmentItem*>(made.items.front())->setSegment(line);
        if (made.arrow)
            made.arrow->setTip(line.p2(), line.p2() - line.p1());
        if (made.halo)
            made.halo->setPath(stroke(line));
    }

  protected:
    QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const override {
        auto* item = made.add(new SegmentItem(lineOf(p), look.style.pen), look);
        if (p.arrow)
            addHead(qp(p.points[1]), qp(p.points[1]) - qp(p.points[0]), look, made);
        return item;
    }

    QPainterPath haloPath(const Primitive& p, const QGraphicsItem&, const Look&) const override {
        return stroke(lineOf(p));
    }

  private:
    static QPainterPath stroke(const QLineF& line) {
        QPainterPath path(line.p1());
        path.lineTo(line.p2());
        return path;
    }
};

} // namespace

const Drawer& segmentDrawer() {
    static const SegmentDrawer drawer;
    return drawer;
}

} // namespace overlap::scene
