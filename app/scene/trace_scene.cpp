#include "app/scene/trace_scene.h"

#include "app/scene/dashed_items.h"
#include "app/scene/line_item.h"
#include "app/scene/role_style.h"

#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

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

// Everything that decides how a primitive is drawn, bit for bit: equal keys draw equal items.
QByteArray keyOf(const Primitive& p, bool current, double z, double lineScale) {
    QByteArray key;
    const auto add = [&key](const auto& v) {
        key.append(reinterpret_cast<const char*>(&v), sizeof v);
    };
    add(int(p.kind));
    add(int(p.role));
    add(current);
    add(z);
    add(lineScale);
    add(p.radius);
    add(p.startDeg);
    add(p.spanDeg);
    add(p.points.size());
    for (Vec2 v : p.points) {
        add(v.x);
        add(v.y);
    }
    key.append(p.text.data(), qsizetype(p.text.size()));
    return key;
}

// Fills sit under strokes; subjects under the construction drawn on them.
double layerOf(const Primitive& p) {
    return p.role == Role::Region ? -50 : (p.role == Role::Subject ? -10 : 0);
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

void TraceScene::clearDrawn() {
    for (Drawn& d : drawn_)
        qDeleteAll(d.items);
    drawn_.clear();
}

void TraceScene::showTrace(const Trace& trace, int current) {
    if (&trace != &shown_)
        shown_ = trace;
    shownStep_ = current;
    currentRoles_.clear();
    if (trace.steps.empty()) {
        clearDrawn();
        return;
    }
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
    // Unchanged primitives keep their items (nothing to repaint there); the rest are new.
    QMultiHash<QByteArray, std::size_t> before;
    for (std::size_t k = 0; k < drawn_.size(); ++k)
        before.insert(drawn_[k].key, k);
    std::vector<Drawn> now;
    for (int i = 0; i <= current; ++i) {
        const bool isCurrent = i == current;
        const double z = isCurrent ? 100.0 : double(i);
        for (const Primitive& p : trace.steps[i].primitives) {
            const QByteArray key = keyOf(p, isCurrent, z, lineScale_);
            const auto found = before.find(key);
            if (found != before.end()) {
                now.push_back(std::move(drawn_[found.value()]));
                before.erase(found);
                continue;
            }
            QList<QGraphicsItem*> items = addShape(p, isCurrent, z);
            if (const std::optional<QPointF> at = nameAt(p))
                items += addName(p, isCurrent, z, *at);
            now.push_back({key, items});
        }
        if (isCurrent)
            for (const Primitive& p : trace.steps[i].primitives)
                currentRoles_.insert(p.role);
    }
    for (std::size_t k : std::as_const(before))
        qDeleteAll(drawn_[k].items);
    drawn_ = std::move(now);
}

RoleStyle TraceScene::styleOf(const Primitive& p, bool current) const {
    RoleStyle st = styleFor(p.role, current ? Emphasis::Current : Emphasis::Earlier);
    st.pen.setWidthF(st.pen.widthF() * lineScale_);
    st.pointRadius *= lineScale_;
    return st;
}

std::optional<QPointF> TraceScene::nameAt(const Primitive& p) const {
    // Names of points and segments help a learner match the text to the picture (a long
    // line draws its own, where it leaves the view).
    if (p.text.empty())
        return std::nullopt;
    switch (p.kind) {
    case PrimitiveKind::Point:
        return qp(p.points[0]);
    case PrimitiveKind::Segment:
        return (qp(p.points[0]) + qp(p.points[1])) / 2;
    default:
        return std::nullopt;
    }
}

QList<QGraphicsItem*> TraceScene::addName(const Primitive& p, bool current, double z, QPointF at) {
    const RoleStyle st = styleOf(p, current);
    return {label(this, QString::fromStdString(p.text), at, st.pen.color(), layerOf(p) + z)};
}

QList<QGraphicsItem*> TraceScene::addShape(const Primitive& p, bool current, double z) {
    QList<QGraphicsItem*> drawn;
    const auto own = [&drawn](auto* item) {
        drawn << item;
        return item;
    };
    const RoleStyle st = styleOf(p, current);
    const double layer = layerOf(p);
    QGraphicsItem* item = nullptr;
    switch (p.kind) {
    case PrimitiveKind::Point: {
        const double r = st.pointRadius;
        auto* dot =
            own(new DiscItem(QRectF(-r, -r, 2 * r, 2 * r), st.pen,
                             st.brush.style() == Qt::NoBrush ? QBrush(st.pen.color()) : st.brush));
        addItem(dot);
        dot->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        dot->setPos(qp(p.points[0]));
        item = dot;
        break;
    }
    case PrimitiveKind::Segment:
        item = own(new SegmentItem(QLineF(qp(p.points[0]), qp(p.points[1])), st.pen));
        addItem(item);
        break;
    case PrimitiveKind::Line: {
        const QRectF box = sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        if (len == 0)
            return drawn;
        const double far = 4 * (box.width() + box.height());
        if (p.role == Role::Region) {
            auto* shade = own(addPolygon(leftHalfPlane(o, d, box.adjusted(-far, -far, far, far)),
                                         Qt::NoPen, st.brush));
            shade->setZValue(layer + z);
        }
        auto* line = own(new LineItem(
            o, d / len, box.adjusted(-box.width(), -box.height(), box.width(), box.height()),
            st.pen));
        if (p.role != Role::Region && !p.text.empty())
            line->setName(QString::fromStdString(p.text), st.pen.color());
        addItem(line);
        item = line;
        break;
    }
    case PrimitiveKind::Circle: {
        const double r = p.radius;
        const QPointF c = qp(p.points[0]);
        item = own(new DiscItem(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)), st.pen, st.brush,
                                &discs_));
        addItem(item);
        break;
    }
    case PrimitiveKind::Polygon: {
        QPolygonF poly;
        for (Vec2 v : p.points)
            poly << qp(v);
        item = own(new OutlineItem(poly, st.pen, st.brush));
        addItem(item);
        break;
    }
    case PrimitiveKind::Arc: {
        // Sampled in y-up angles, so it turns the same way the mathematics does.
        QPolygonF points;
        const QPointF c = qp(p.points[0]);
        const int n = std::max(8, int(std::abs(p.spanDeg) / 3));
        for (int k = 0; k <= n; ++k) {
            const double a = (p.startDeg + p.spanDeg * k / n) * M_PI / 180;
            points << c + QPointF(p.radius * std::cos(a), p.radius * std::sin(a));
        }
        item = own(new PolylineItem(points, st.pen));
        addItem(item);
        break;
    }
    case PrimitiveKind::Label:
        own(label(this, QString::fromStdString(p.text), qp(p.points[0]), st.pen.color(),
                  layer + z));
        return drawn;
    }
    item->setZValue(layer + z);
    return drawn;
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
