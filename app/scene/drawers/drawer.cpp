#include "app/scene/drawers/drawer.h"

#include "app/scene/halo_item.h"
#include "app/scene/label_item.h"
#include "app/scene/label_text.h"
#include "app/scene/name_spots.h"

namespace overlap::scene {

QRectF Drawer::extent(const Primitive& p) const {
    QRectF r;
    for (Vec2 v : p.points)
        r |= QRectF(qp(v), QSizeF(1e-9, 1e-9));
    return r;
}

QString Drawer::name(const Primitive& p, const QString& language) const {
    return nameOf(p, language);
}

Made Drawer::draw(const Primitive& p, const Look& look) const {
    Made made;
    QGraphicsItem* item = make(p, look, made);
    if (item && look.lit) {
        made.halo = halo(p, *item, look);
        look.scene->addItem(made.halo);
        // Just beneath its element, above what the element is drawn over.
        made.halo->setZValue(item->zValue() - 1e-7);
        made.items << made.halo;
    }
    return made;
}

HaloItem* Drawer::halo(const Primitive& p, const QGraphicsItem& item, const Look& look) const {
    const double pen = look.style.pen.widthF();
    return new HaloItem(haloPath(p, item, look), look.highlight, pen + 12 * look.lineScale,
                        pen + 4 * look.lineScale, false);
}

void Drawer::addHead(QPointF tip, QPointF direction, const Look& look, Made& made) {
    made.arrow = made.add(
        new ArrowHeadItem(tip, direction, look.style.pen.color(), 10 * look.lineScale), look, 0.25);
}

bool Drawer::namedOnOutline(const Primitive& p) {
    // A piece of a shape (the fold's quarter of b) is named by its own name, in its middle.
    return rowOf(p.role).anchor == LabelAnchor::Outline && isWholeShape(p);
}

QString Drawer::shapeName(const Primitive& p, const QString& language) {
    if (!namedOnOutline(p))
        return nameOf(p, language);
    if (p.owner == Owner::None)
        return {};
    return p.owner == Owner::A ? QStringLiteral("a") : QStringLiteral("b");
}

LabelPlace Drawer::onOutline(const Primitive& p, const AnchorInputs& in, bool polygon) {
    const QPolygonF& own = in.subjects[p.owner == Owner::B ? 1 : 0];
    const QPolygonF& other = in.subjects[p.owner == Owner::B ? 0 : 1];
    LabelPlace place;
    place.anchor = qp(p.points[0]);
    if (own.size() < 3)
        return place;
    place.spots = nameSpots(own, other, polygon);
    place.trySpots = true;
    place.anchor = place.spots.front().first;
    place.outward = place.spots.front().second;
    return place;
}

std::optional<LabelPlace> Drawer::besideMove(const Primitive& p, const AnchorInputs& in,
                                             QPointF movedCentre,
                                             const std::function<QPointF(QPointF)>& outlineAt) {
    if (!in.subjects || p.owner == Owner::None)
        return std::nullopt;
    const QPolygonF& own = in.subjects[p.owner == Owner::B ? 1 : 0];
    if (own.size() < 3)
        return std::nullopt;
    QPointF ownCentre;
    for (const QPointF& v : own)
        ownCentre += v;
    ownCentre /= double(own.size());
    const QPointF move = movedCentre - ownCentre;
    const double length = std::hypot(move.x(), move.y());
    if (!(length > 0))
        return std::nullopt;
    // Across the move, both ways, the upper first (y up).
    QPointF across(-move.y() / length, move.x() / length);
    if (across.y() < 0 || (across.y() == 0 && across.x() < 0))
        across = -across;
    LabelPlace place;
    // Then ahead of the move: beside a short move the copy's sides lie over its shape's.
    const QPointF ahead = move / length;
    for (const QPointF dir : {across, -across, ahead})
        place.spots.append({outlineAt(dir), dir});
    place.trySpots = true;
    place.anchor = place.spots.front().first;
    place.outward = place.spots.front().second;
    return place;
}

const Drawer& drawerFor(PrimitiveKind kind) {
    switch (kind) {
    case PrimitiveKind::Point:
        return pointDrawer();
    case PrimitiveKind::Segment:
        return segmentDrawer();
    case PrimitiveKind::Line:
        return lineDrawer();
    case PrimitiveKind::Circle:
        return circleDrawer();
    case PrimitiveKind::Polygon:
        return polygonDrawer();
    case PrimitiveKind::Arc:
        return arcDrawer();
    case PrimitiveKind::Label:
        return labelDrawer();
    }
    return labelDrawer(); // not reached: every kind has its case
}

} // namespace overlap::scene
