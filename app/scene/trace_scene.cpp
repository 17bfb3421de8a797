#include "app/scene/trace_scene.h"

#include "app/scene/role_style.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace overlap::scene {

namespace {

QPointF qp(Vec2 v) {
    return {v.x, v.y};
}

// The part of the plane a primitive covers, for framing; infinite lines add nothing.
QRectF extent(const Primitive& p) {
    QRectF r;
    switch (p.kind) {
    case PrimitiveKind::Circle:
    case PrimitiveKind::Arc:
        return QRectF(qp(p.points[0]) - QPointF(p.radius, p.radius),
                      QSizeF(2 * p.radius, 2 * p.radius));
    case PrimitiveKind::Line:
        return {};
    default:
        for (Vec2 v : p.points)
            r |= QRectF(qp(v), QSizeF(1e-9, 1e-9));
        return r;
    }
}

// The segment of the line through o along the unit vector u that lies in the box (slabs).
QLineF clippedLine(QPointF o, QPointF u, const QRectF& box) {
    double lo = -1e300, hi = 1e300;
    const auto slab = [&](double origin, double dir, double min, double max) {
        if (dir == 0)
            return origin >= min && origin <= max;
        double t0 = (min - origin) / dir, t1 = (max - origin) / dir;
        if (t0 > t1)
            std::swap(t0, t1);
        lo = std::max(lo, t0);
        hi = std::min(hi, t1);
        return lo <= hi;
    };
    if (!slab(o.x(), u.x(), box.left(), box.right()) ||
        !slab(o.y(), u.y(), box.top(), box.bottom()))
        return QLineF(o, o);
    return QLineF(o + lo * u, o + hi * u);
}

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

// Where a line through o along unit d leaves the box, forwards: a label there names the
// line without crowding the point it was defined by.
QPointF farEndInside(QPointF o, QPointF d, const QRectF& box) {
    double t = 1e300;
    if (d.x() > 0)
        t = std::min(t, (box.right() - o.x()) / d.x());
    if (d.x() < 0)
        t = std::min(t, (box.left() - o.x()) / d.x());
    if (d.y() > 0)
        t = std::min(t, (box.bottom() - o.y()) / d.y());
    if (d.y() < 0)
        t = std::min(t, (box.top() - o.y()) / d.y());
    return t < 1e300 ? o + d * (t * 0.92) : o;
}

QGraphicsSimpleTextItem* label(QGraphicsScene* scene, const QString& text, QPointF at,
                               const QColor& color, double z) {
    auto* item = scene->addSimpleText(text);
    QFont f = item->font();
    f.setPointSizeF(9.5);
    item->setFont(f);
    item->setBrush(color);
    item->setPos(at);
    // Readable at any zoom and upright although the view flips y; set off up and to the
    // right (in pixels) so it does not cover what it names.
    item->setFlag(QGraphicsItem::ItemIgnoresTransformations);
    item->setTransform(QTransform::fromTranslate(6, -20));
    item->setZValue(z + 0.5);
    return item;
}

} // namespace

TraceScene::TraceScene(QObject* parent) : QGraphicsScene(parent) {
    // Every model change replaces the construction's items: a BSP index would be rebuilt
    // on each drag move for a few dozen items, which a linear scan beats.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TraceScene::setLineScale(double scale) {
    if (scale == lineScale_ || !(scale > 0))
        return;
    lineScale_ = scale;
    const Trace again = shown_;
    showTrace(again, shownStep_);
}

void TraceScene::showTrace(const Trace& trace, int current) {
    if (&trace != &shown_)
        shown_ = trace;
    shownStep_ = current;
    qDeleteAll(traceItems_);
    traceItems_.clear();
    currentRoles_.clear();
    if (trace.steps.empty())
        return;
    current = std::clamp(current, 0, int(trace.steps.size()) - 1);
    content_ = {};
    for (const Step& s : trace.steps)
        for (const Primitive& p : s.primitives)
            if (p.role == Role::Subject)
                content_ |= extent(p);
    for (int i = 0; i <= current; ++i)
        for (const Primitive& p : trace.steps[i].primitives)
            if (p.kind != PrimitiveKind::Line && p.role != Role::Region)
                content_ |= extent(p);
    const double margin = std::max({content_.width(), content_.height(), 1.0}) * 0.25;
    content_.adjust(-margin, -margin, margin, margin);
    setSceneRect(content_.adjusted(-content_.width(), -content_.height(), content_.width(),
                                   content_.height()));
    for (int i = 0; i <= current; ++i) {
        for (const Primitive& p : trace.steps[i].primitives)
            addPrimitive(p, i == current, i == current ? 100.0 : double(i));
        if (i == current)
            for (const Primitive& p : trace.steps[i].primitives)
                currentRoles_.insert(p.role);
    }
}

void TraceScene::addPrimitive(const Primitive& p, bool current, double z) {
    RoleStyle st = styleFor(p.role, current ? Emphasis::Current : Emphasis::Earlier);
    st.pen.setWidthF(st.pen.widthF() * lineScale_);
    st.pointRadius *= lineScale_;
    // Fills sit under strokes; subjects under the construction drawn on them.
    const double layer = p.role == Role::Region ? -50 : (p.role == Role::Subject ? -10 : 0);
    QGraphicsItem* item = nullptr;
    QPointF labelAt;
    switch (p.kind) {
    case PrimitiveKind::Point: {
        const double r = st.pointRadius;
        auto* dot =
            own(addEllipse(-r, -r, 2 * r, 2 * r, st.pen,
                           st.brush.style() == Qt::NoBrush ? QBrush(st.pen.color()) : st.brush));
        dot->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        dot->setPos(qp(p.points[0]));
        item = dot;
        labelAt = qp(p.points[0]);
        break;
    }
    case PrimitiveKind::Segment:
        item = own(addLine(QLineF(qp(p.points[0]), qp(p.points[1])), st.pen));
        labelAt = (qp(p.points[0]) + qp(p.points[1])) / 2;
        break;
    case PrimitiveKind::Line: {
        const QRectF box = sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        if (len == 0)
            return;
        const double far = 4 * (box.width() + box.height());
        if (p.role == Role::Region) {
            auto* shade = own(addPolygon(leftHalfPlane(o, d, box.adjusted(-far, -far, far, far)),
                                         Qt::NoPen, st.brush));
            shade->setZValue(layer + z);
        }
        // Only the part that can be on screen: a dashed pen is dashed along the whole length
        // on every paint, off screen too, and that was most of a drag's frame.
        item = own(addLine(
            clippedLine(o, d / len,
                        box.adjusted(-box.width(), -box.height(), box.width(), box.height())),
            st.pen));
        labelAt = farEndInside(o, d / len, content_);
        break;
    }
    case PrimitiveKind::Circle: {
        const double r = p.radius;
        const QPointF c = qp(p.points[0]);
        item = own(addEllipse(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)), st.pen, st.brush));
        break;
    }
    case PrimitiveKind::Polygon: {
        QPolygonF poly;
        for (Vec2 v : p.points)
            poly << qp(v);
        item = own(addPolygon(poly, st.pen, st.brush));
        break;
    }
    case PrimitiveKind::Arc: {
        // Sampled in y-up angles, so it turns the same way the mathematics does.
        QPainterPath path;
        const QPointF c = qp(p.points[0]);
        const int n = std::max(8, int(std::abs(p.spanDeg) / 3));
        for (int k = 0; k <= n; ++k) {
            const double a = (p.startDeg + p.spanDeg * k / n) * M_PI / 180;
            const QPointF q = c + QPointF(p.radius * std::cos(a), p.radius * std::sin(a));
            k == 0 ? path.moveTo(q) : path.lineTo(q);
        }
        item = own(addPath(path, st.pen));
        break;
    }
    case PrimitiveKind::Label:
        own(label(this, QString::fromStdString(p.text), qp(p.points[0]), st.pen.color(),
                  layer + z));
        return;
    }
    item->setZValue(layer + z);
    // Names of points, segments and lines help a learner match the text to the picture.
    if (!p.text.empty() && (p.kind == PrimitiveKind::Point || p.kind == PrimitiveKind::Segment ||
                            (p.kind == PrimitiveKind::Line && p.role != Role::Region)))
        own(label(this, QString::fromStdString(p.text), labelAt, st.pen.color(), layer + z));
}

void TraceScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, QColor(0xfb, 0xfb, 0xfa));
    // A grid line every 1, 2 or 5 × 10^k units, about every 24 pixels or more.
    const double pixelsPerUnit = std::abs(painter->worldTransform().m11());
    if (pixelsPerUnit <= 0)
        return;
    double step = std::pow(10.0, std::floor(std::log10(24.0 / pixelsPerUnit)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (step * m * pixelsPerUnit >= 24) {
            step *= m;
            break;
        }
    QPen grid(QColor(0xe5, 0xe7, 0xeb), 1);
    grid.setCosmetic(true);
    painter->setPen(grid);
    for (double x = std::floor(rect.left() / step) * step; x <= rect.right(); x += step)
        painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
    for (double y = std::floor(rect.top() / step) * step; y <= rect.bottom(); y += step)
        painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    QPen axes(QColor(0x9c, 0xa3, 0xaf), 1.2);
    axes.setCosmetic(true);
    painter->setPen(axes);
    painter->drawLine(QPointF(0, rect.top()), QPointF(0, rect.bottom()));
    painter->drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0));
}

} // namespace overlap::scene
