#include "app/scene/clip_geometry.h"

#include "app/scene/dashes.h"

#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::scene {

QRectF deviceInItem(const QPainter* painter, double pixels) {
    const QPaintDevice* device = painter->device();
    bool invertible = false;
    const QTransform toItem = painter->worldTransform().inverted(&invertible);
    if (!device || !invertible)
        return {};
    return toItem.mapRect(
        QRectF(-pixels, -pixels, device->width() + 2 * pixels, device->height() + 2 * pixels));
}

bool beyond(const QRectF& bounds, const QRectF& box) {
    return !box.isEmpty() && !box.contains(bounds);
}

QPolygonF clipPolygon(const QPolygonF& polygon, const QRectF& box) {
    QPolygonF out = polygon;
    if (out.size() > 1 && out.first() == out.last())
        out.removeLast();
    // One edge of the box at a time: keep what lies inside it.
    const auto cut = [&out](const auto& inside, const auto& cross) {
        QPolygonF next;
        for (qsizetype i = 0; i < out.size(); ++i) {
            const QPointF a = out[i], b = out[(i + 1) % out.size()];
            if (inside(a))
                next << a;
            if (inside(a) != inside(b))
                next << cross(a, b);
        }
        out = next;
    };
    const auto atX = [](double x) {
        return [x](QPointF a, QPointF b) {
            return QPointF(x, a.y() + (b.y() - a.y()) * ((x - a.x()) / (b.x() - a.x())));
        };
    };
    const auto atY = [](double y) {
        return [y](QPointF a, QPointF b) {
            return QPointF(a.x() + (b.x() - a.x()) * ((y - a.y()) / (b.y() - a.y())), y);
        };
    };
    cut([&](QPointF p) { return p.x() >= box.left(); }, atX(box.left()));
    cut([&](QPointF p) { return p.x() <= box.right(); }, atX(box.right()));
    cut([&](QPointF p) { return p.y() >= box.top(); }, atY(box.top()));
    cut([&](QPointF p) { return p.y() <= box.bottom(); }, atY(box.bottom()));
    return out;
}

bool clipSegment(QLineF& segment, const QRectF& box) {
    double lo = 0, hi = 1;
    const QPointF a = segment.p1(), d = segment.p2() - segment.p1();
    if (!narrowToBox(a, d, box, lo, hi))
        return false;
    segment = QLineF(a + lo * d, a + hi * d);
    return true;
}

QList<QPolygonF> clipPolyline(const QPolygonF& points, const QRectF& box) {
    QList<QPolygonF> pieces;
    QPolygonF piece;
    for (qsizetype i = 0; i + 1 < points.size(); ++i) {
        QLineF s(points[i], points[i + 1]);
        if (!clipSegment(s, box)) {
            if (!piece.isEmpty())
                pieces << std::exchange(piece, {});
            continue;
        }
        if (piece.isEmpty() || piece.last() != s.p1()) {
            if (!piece.isEmpty())
                pieces << std::exchange(piece, {});
            piece << s.p1();
        }
        piece << s.p2();
    }
    if (!piece.isEmpty())
        pieces << piece;
    return pieces;
}

ClippedDisc clipDisc(QPointF centre, double rx, double ry, const QRectF& box) {
    ClippedDisc out;
    if (!(rx > 0) || !(ry > 0) || box.isEmpty())
        return out;
    // In the disc's own units, where it is the unit disc about the origin.
    const auto unit = [&](QPointF p) {
        return QPointF((p.x() - centre.x()) / rx, (p.y() - centre.y()) / ry);
    };
    const QPolygonF corners{box.topLeft(), box.topRight(), box.bottomRight(), box.bottomLeft()};
    const bool allInside = std::all_of(corners.begin(), corners.end(), [&](QPointF p) {
        const QPointF u = unit(p);
        return std::hypot(u.x(), u.y()) <= 1;
    });
    if (allInside) {
        out.fill = corners;
        return out;
    }
    const QPointF nearest(std::clamp(centre.x(), box.left(), box.right()),
                          std::clamp(centre.y(), box.top(), box.bottom()));
    const QPointF n = unit(nearest);
    if (std::hypot(n.x(), n.y()) > 1)
        return out;
    // The arc over the angles the box spans as seen from the centre (less than half a turn
    // when the centre is outside; all of it when inside), finely enough to look round.
    double lo = -M_PI, hi = M_PI, towards = 0;
    if (!box.contains(centre)) {
        const QPointF mid = unit(box.center());
        towards = std::atan2(mid.y(), mid.x());
        lo = M_PI;
        hi = -M_PI;
        for (QPointF p : corners) {
            const QPointF u = unit(p);
            const double a = std::remainder(std::atan2(u.y(), u.x()) - towards, 2 * M_PI);
            lo = std::min(lo, a);
            hi = std::max(hi, a);
        }
    }
    constexpr int kPoints = 512;
    QPolygonF arc;
    for (int k = 0; k <= kPoints; ++k) {
        const double a = towards + lo + (hi - lo) * k / kPoints;
        arc << centre + QPointF(rx * std::cos(a), ry * std::sin(a));
    }
    out.outline = clipPolyline(arc, box);
    QPolygonF wedge = arc;
    wedge << centre;
    out.fill = clipPolygon(wedge, box);
    return out;
}

} // namespace overlap::scene
