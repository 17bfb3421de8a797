#include "app/scene/trace_scene.h"

#include "app/scene/framing.h"

#include "app/i18n/text_faces.h"
#include "app/lessons/narration.h"
#include "app/scene/dashed_items.h"
#include "app/scene/dashes.h"
#include "app/scene/halo_item.h"
#include "app/scene/label_item.h"
#include "app/scene/label_placer.h"
#include "app/scene/line_item.h"
#include "app/scene/name_spots.h"
#include "app/scene/role_style.h"
#include "app/scene/scene_words.h"
#include "app/scene/symbol_text.h"

#include <QEvent>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QSet>

#include <cmath>
#include <cstring>
#include <set>

namespace overlap::scene {

namespace {

// The nine regions' numbers ("3", and "region 3" for the one the centre is in).
bool isRegionNumber(const Primitive& p) {
    return p.kind == PrimitiveKind::Label && p.symbol == Symbol::Region;
}

QPointF qp(Vec2 v) {
    return {v.x, v.y};
}

// What a primitive is called: its free note, else its symbol's glyph in the language.
QString nameOf(const Primitive& p, const QString& language) {
    if (!p.text.empty())
        return sceneWords(QString::fromStdString(p.text), language);
    return symbolName(p, language);
}

// The part of the plane a primitive covers, for framing; infinite lines add nothing.
// Above the shapes' handles (app/handles/handle_style.h keeps them below 2100).
constexpr double kAboveHandlesZ = 3000;

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

// The part of an arc that is drawn: all of it up to a whole turn, else the last whole turn
// before its end (where its arrowhead points), so a turn of 1e300 degrees is 120 points.
struct ArcSweep {
    double start, span;
};
ArcSweep arcSweep(double startDeg, double spanDeg) {
    if (!(std::abs(spanDeg) > 360))
        return {startDeg, spanDeg};
    const double end = std::fmod(startDeg + spanDeg, 360.0);
    return spanDeg > 0 ? ArcSweep{end - 360, 360} : ArcSweep{end + 360, -360};
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
// Without its geometry and label (a slot), what decides its items' kind and style: items of
// equal slots differ only in where they are. Written in one go into a buffer of the right
// size (appending part by part was most of it).
QByteArray keyOf(const Primitive& p, bool current, double z, double lineScale, const QString& label,
                 bool slot = false) {
    const std::size_t labelBytes = slot ? 0 : std::size_t(label.size()) * sizeof(QChar);
    const std::size_t geometry =
        slot ? 0 : 3 * sizeof(double) + p.points.size() * 2 * sizeof(double);
    const std::size_t size = 5 * sizeof(int) + 2 * sizeof(bool) + 2 * sizeof(double) +
                             sizeof(std::size_t) + geometry + p.text.size() + 1 + p.value.size() +
                             1 + labelBytes;
    QByteArray key(qsizetype(size), Qt::Uninitialized);
    char* at = key.data();
    const auto bytes = [&at](const void* from, std::size_t n) {
        std::memcpy(at, from, n);
        at += n;
    };
    const auto add = [&bytes](const auto& v) { bytes(&v, sizeof v); };
    add(int(p.kind));
    add(int(p.role));
    add(int(p.symbol)); // what it is lit with
    add(p.index);
    add(current);
    add(z);
    add(lineScale);
    add(p.points.size());
    if (!slot) {
        add(p.radius);
        add(p.startDeg);
        add(p.spanDeg);
        for (Vec2 v : p.points) {
            add(v.x);
            add(v.y);
        }
    }
    add(int(p.owner));
    add(p.arrow);
    bytes(p.text.data(), p.text.size() + 1); // with its terminating zero
    bytes(p.value.data(), p.value.size() + 1);
    // The label as shown: the value's number and the language's words.
    bytes(label.constData(), labelBytes);
    Q_ASSERT(at == key.data() + key.size());
    return key;
}

// A shape named where its outline lies farthest from the other's (TraceScene::nameShape).
bool namedOnOutline(const Primitive& p) {
    return rowOf(p.role).anchor == LabelAnchor::Outline && p.owner != Owner::None &&
           (p.kind == PrimitiveKind::Circle || p.kind == PrimitiveKind::Polygon);
}

} // namespace

TraceScene::TraceScene(QObject* parent) : QGraphicsScene(parent) {
    // Every model change replaces the construction's items: a BSP index would be rebuilt
    // on each drag move for a few dozen items, which a linear scan beats.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    labels_ = new LabelLayer;
    labels_->setPaper(paperOf(false).paper);
    addItem(labels_);
}

void TraceScene::setLineScale(double scale) {
    if (scale == lineScale_ || !(scale > 0))
        return;
    lineScale_ = scale;
    redraw();
}

void TraceScene::setLanguage(const QString& language) {
    if (language == language_)
        return;
    language_ = language;
    // Words the items draw in the scene's own font (a line's name) take the language's faces.
    setFont(i18n::withLanguageFaces(font(), language));
    redraw();
}

void TraceScene::setDark(bool dark) {
    if (dark == dark_)
        return;
    dark_ = dark;
    clearDrawn(); // every colour changes
    redraw();
    update();
}

void TraceScene::redraw() {
    const Trace again = shown_;
    showTrace(again, shownStep_);
}

void TraceScene::setView(const QTransform& worldToPixels, const QRectF& pixels,
                         const QList<QRectF>& reserved) {
    if (viewKnown_ && worldToPixels == toPixels_ && pixels == pixels_ && reserved == reserved_)
        return;
    toPixels_ = worldToPixels;
    pixels_ = pixels;
    reserved_ = reserved;
    viewKnown_ = true;
    placeLabels();
}

QTransform TraceScene::pixelsOfWorld() const {
    if (viewKnown_)
        return toPixels_;
    // Not shown yet: as a view of at most 1200 x 800 pixels at 30 pixels a unit or fewer
    // would show the content (a shape 1e300 long is not 3e301 pixels of labels and numbers).
    const double s = std::min({30.0, 1200 / std::max(content_.width(), 1e-300),
                               800 / std::max(content_.height(), 1e-300)});
    return QTransform::fromTranslate(-content_.center().x(), -content_.center().y()) *
           QTransform::fromScale(s, -s);
}

QRectF TraceScene::pixelRect() const {
    return viewKnown_ ? pixels_ : pixelsOfWorld().mapRect(content_);
}

void TraceScene::clearDrawn() {
    for (Drawn& d : drawn_)
        qDeleteAll(d.items);
    drawn_.clear();
}

QFont TraceScene::labelFont(bool current) const {
    QFont f = i18n::drawingFont(language_);
    f.setPixelSize(int(std::lround(13 * lineScale_)));
    // The step being explained reads first.
    f.setWeight(current ? QFont::DemiBold : QFont::Normal);
    return f;
}

QFont TraceScene::tickFont() const {
    QFont f = i18n::drawingFont(language_);
    f.setPixelSize(int(std::lround(11 * lineScale_)));
    return f;
}

void TraceScene::moveShape(const Primitive& p, const Drawn& d) {
    switch (p.kind) {
    case PrimitiveKind::Point:
        d.items.front()->setPos(qp(p.points[0]));
        if (d.halo)
            d.halo->setPos(qp(p.points[0]));
        return;
    case PrimitiveKind::Segment: {
        const QLineF line(qp(p.points[0]), qp(p.points[1]));
        static_cast<SegmentItem*>(d.items.front())->setSegment(line);
        if (d.arrow)
            d.arrow->setTip(line.p2(), line.p2() - line.p1());
        if (d.halo) {
            QPainterPath path(line.p1());
            path.lineTo(line.p2());
            d.halo->setPath(path);
        }
        return;
    }
    case PrimitiveKind::Circle: {
        const double r = p.radius;
        const QRectF disc(qp(p.points[0]) - QPointF(r, r), QSizeF(2 * r, 2 * r));
        static_cast<DiscItem*>(d.items.front())->setDisc(disc);
        if (d.halo) {
            QPainterPath path;
            path.addEllipse(disc);
            d.halo->setPath(path);
        }
        return;
    }
    default:
        return;
    }
}

QString TraceScene::labelText(const Primitive& p, const Trace& trace, int step, bool* value) const {
    *value = false;
    QString name;
    const bool shapeKind = p.kind == PrimitiveKind::Circle || p.kind == PrimitiveKind::Polygon ||
                           p.kind == PrimitiveKind::Arc;
    const LabelAnchor anchor = rowOf(p.role).anchor;
    if (anchor == LabelAnchor::Outline && shapeKind && p.owner != Owner::None)
        name = p.owner == Owner::A ? QStringLiteral("a") : QStringLiteral("b");
    else if (p.kind == PrimitiveKind::Line && anchor == LabelAnchor::Area)
        name.clear(); // a region's edge is named by the region, not the line
    else if (!(shapeKind && anchor == LabelAnchor::Outline))
        name = nameOf(p, language_);
    // Earlier steps recede: their names stay, their numbers and notes are the current step's
    // to give (else a late step is a crowd of numbers, some of them repeated). A region's
    // name is a label of its own (the crosses') and stays with it; a numbered one (region 3)
    // was its step's answer.
    if (step < currentStep_ && p.kind == PrimitiveKind::Label &&
        (anchor != LabelAnchor::Area || p.index >= 0))
        return {};
    if (p.value.empty() || (step < currentStep_ && !name.isEmpty()))
        return name;
    // Only what the step is about carries its number; the rest keep their names.
    if (!inFocus(trace.steps[std::size_t(step)], p.symbol))
        return name;
    // The value as the narration's slots find it: at this step or the latest earlier one.
    for (int i = step; i >= 0; --i)
        for (const Value& v : trace.steps[i].values)
            if (v.name == p.value) {
                // An angle reads as one (the display's degrees; the narration says radians).
                const QString number = symbolInfo(p.symbol).kind == SymbolKind::Angle
                                           ? lessons::formatAngle(v.value, false)
                                           : lessons::formatValue(v.value);
                *value = true;
                return (name.isEmpty() ? sceneWords(QString::fromStdString(p.value), language_)
                                       : name) +
                       QStringLiteral(" = ") + number;
            }
    return name;
}

void TraceScene::anchorOf(const Primitive& p, bool current, Drawn& d) const {
    switch (p.kind) {
    case PrimitiveKind::Point:
        d.anchor = qp(p.points[0]);
        d.gap = styleOf(p, current).pointRadius + 3;
        return;
    case PrimitiveKind::Segment:
        d.anchor = (qp(p.points[0]) + qp(p.points[1])) / 2;
        d.along = qp(p.points[1]) - qp(p.points[0]);
        return;
    case PrimitiveKind::Line:
        d.anchor = qp(p.points[0]);
        d.lineDirection = qp(p.points[1]);
        return;
    case PrimitiveKind::Circle:
        if (namedOnOutline(p))
            return nameShape(p, d);
        // Up and right on the outline, where names of shapes usually sit.
        d.anchor = qp(p.points[0]) + QPointF(p.radius, p.radius) * 0.7071;
        d.outward = QPointF(1, 1);
        return;
    case PrimitiveKind::Arc: {
        // Beyond the arc at its middle, so the name never covers what it names.
        const double a = (p.startDeg + p.spanDeg / 2) * M_PI / 180;
        d.outward = QPointF(std::cos(a), std::sin(a));
        d.anchor = qp(p.points[0]) + p.radius * d.outward;
        return;
    }
    case PrimitiveKind::Polygon: {
        if (namedOnOutline(p))
            return nameShape(p, d);
        // A shape is named at its upper right corner; a region it shades, in its middle.
        QPointF sum, best = qp(p.points[0]);
        for (Vec2 v : p.points) {
            sum += qp(v);
            if (v.x + v.y > best.x() + best.y())
                best = qp(v);
        }
        d.anchor =
            rowOf(p.role).anchor == LabelAnchor::Outline ? best : sum / double(p.points.size());
        return;
    }
    case PrimitiveKind::Label:
        d.anchor = qp(p.points[0]);
        d.gap = 2;
        return;
    }
}

void TraceScene::nameShape(const Primitive& p, Drawn& d) const {
    const QPolygonF& own = subjects_[p.owner == Owner::B ? 1 : 0];
    const QPolygonF& other = subjects_[p.owner == Owner::B ? 0 : 1];
    d.anchor = qp(p.points[0]);
    if (own.size() < 3)
        return;
    d.spots = nameSpots(own, other, p.kind == PrimitiveKind::Polygon);
    d.anchor = d.spots.front().first;
    d.outward = d.spots.front().second;
}

void TraceScene::setKeepClear(KeepClear kind, const QList<QPointF>& points, double pixels) {
    const int i = kind == KeepClear::Handles ? 0 : 1;
    if (points == keepClear_[i] && pixels == keepClearPixels_[i])
        return;
    keepClear_[i] = points;
    keepClearPixels_[i] = pixels;
    placeLabelsSoon();
}

void TraceScene::placeLabelsSoon() {
    if (labelsDue_)
        return;
    labelsDue_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (labelsDue_)
                placeLabels();
        },
        Qt::QueuedConnection);
}

bool TraceScene::event(QEvent* event) {
    // The scene gathers its dirty items in a queued call: the labels are placed before it,
    // so that their changes are repainted in the same pass, under the same one rect.
    if (event->type() == QEvent::MetaCall && labelsDue_)
        placeLabels();
    return QGraphicsScene::event(event);
}

QList<LegendSample> TraceScene::drawnSamples() const {
    QList<LegendSample> out;
    for (int r = 0; r < kRoleCount; ++r)
        for (int o = 0; o < 3; ++o)
            for (int c = 0; c < 2; ++c)
                if (drawnLooks_[r][o][c])
                    out.push_back(
                        {Role(r), Owner(o), c == 1 ? Emphasis::Current : Emphasis::Earlier});
    return out;
}

void TraceScene::showTrace(const Trace& trace, int current) {
    if (&trace != &shown_)
        shown_ = trace;
    shownStep_ = current;
    currentRoles_.clear();
    drawnRoles_.clear();
    std::fill_n(&drawnLooks_[0][0][0], sizeof(drawnLooks_) / sizeof(bool), false);
    keyPoints_.clear();
    strokes_.clear();
    rings_.clear();
    if (trace.steps.empty()) {
        clearDrawn();
        labels_->setLabels({});
        return;
    }
    current = std::clamp(current, 0, int(trace.steps.size()) - 1);
    currentStep_ = current;
    subjects_[0].clear();
    subjects_[1].clear();
    for (int i = 0; i <= current; ++i)
        for (const Primitive& p : trace.steps[i].primitives) {
            if (rowOf(p.role).anchor != LabelAnchor::Outline || p.owner == Owner::None)
                continue;
            QPolygonF& outline = subjects_[p.owner == Owner::B ? 1 : 0];
            if (p.kind == PrimitiveKind::Polygon) {
                outline.clear();
                for (Vec2 v : p.points)
                    outline << qp(v);
            } else if (p.kind == PrimitiveKind::Circle) {
                outline.clear();
                for (int k = 0; k < 48; ++k) {
                    const double a = k * M_PI / 24;
                    outline << qp(p.points[0]) + p.radius * QPointF(std::cos(a), std::sin(a));
                }
            }
        }
    // Framed on the whole run, not the steps so far: one framing and grid per lesson.
    content_ = {};
    QRectF focus; // the parts a view can show at a readable scale
    constexpr double kFrameable = 1200 / kLeastPixelsPerUnit;
    for (const Step& s : trace.steps)
        for (const Primitive& p : s.primitives)
            if (rowOf(p.role).frames) { // a line's extent is none
                const QRectF e = extent(p);
                content_ |= e;
                if (e.width() < kFrameable / 4 && e.height() < kFrameable / 4)
                    focus |= e;
            }
    // A shape too large to frame (a rect 1e300 tall) would shrink the rest to one spot:
    // frame the rest, and let the huge shape run off the edges.
    if ((content_.width() > kFrameable || content_.height() > kFrameable) && !focus.isEmpty() &&
        focus.width() < kFrameable && focus.height() < kFrameable)
        content_ = focus;
    const double margin = std::max({content_.width(), content_.height(), 1.0}) * 0.25;
    content_.adjust(-margin, -margin, margin, margin);
    setSceneRect(content_.adjusted(-content_.width(), -content_.height(), content_.width(),
                                   content_.height()));
    // Unchanged primitives keep their items (nothing to repaint there); moved points,
    // segments and circles move theirs (a drag moves them on every step); the rest are new.
    QMultiHash<QByteArray, std::size_t> before, bySlot;
    for (std::size_t k = 0; k < drawn_.size(); ++k) {
        before.insert(drawn_[k].key, k);
        if (!drawn_[k].slot.isEmpty())
            bySlot.insert(drawn_[k].slot, k);
    }
    std::vector<bool> taken(drawn_.size(), false);
    // An old primitive's place in drawn_ under this key not yet taken by a new one, or -1.
    const auto untaken = [&taken](const QMultiHash<QByteArray, std::size_t>& in,
                                  const QByteArray& key) {
        for (auto it = in.find(key); it != in.end() && it.key() == key; ++it)
            if (!taken[it.value()]) {
                taken[it.value()] = true;
                return qsizetype(it.value());
            }
        return qsizetype(-1);
    };
    std::vector<Drawn> now;
    const QFont fonts[2] = {labelFont(false), labelFont(true)};
    // A name the current step draws again is read there, not twice (faded and strong).
    QSet<QString> currentNames;
    for (const Primitive& p : trace.steps[current].primitives)
        if (const QString name = nameOf(p, language_); !name.isEmpty())
            currentNames.insert(name);
    for (int i = 0; i <= current; ++i) {
        const bool isCurrent = i == current;
        const double stepZ = isCurrent ? 100.0 : double(i);
        std::size_t nth = 0;
        for (const Primitive& p : trace.steps[i].primitives) {
            // Drawn in the trace's order whatever a drag kept or remade (Qt stacks items of
            // equal z in the order they were added).
            const double z = stepZ + 1e-6 * double(nth++);
            drawnRoles_.insert(p.role);
            drawnLooks_[int(p.role)][int(p.owner)][isCurrent ? 1 : 0] = true;
            if (isCurrent)
                currentRoles_.insert(p.role);
            // What labels keep clear of.
            switch (p.kind) {
            case PrimitiveKind::Point:
                keyPoints_ << qp(p.points[0]);
                break;
            case PrimitiveKind::Segment:
                strokes_ << QLineF(qp(p.points[0]), qp(p.points[1]));
                break;
            case PrimitiveKind::Polygon:
                for (std::size_t k = 0; k < p.points.size(); ++k) {
                    keyPoints_ << qp(p.points[k]);
                    strokes_ << QLineF(qp(p.points[k]), qp(p.points[(k + 1) % p.points.size()]));
                }
                break;
            case PrimitiveKind::Circle:
                rings_ << std::pair{qp(p.points[0]), p.radius};
                break;
            case PrimitiveKind::Arc: {
                // In short chords, so its label keeps off it; a turn of more than a whole
                // circle covers the circle once.
                const ArcSweep sweep = arcSweep(p.startDeg, p.spanDeg);
                const int n = std::max(4, int(std::abs(sweep.span) / 10));
                QPointF last;
                for (int k = 0; k <= n; ++k) {
                    const double a = (sweep.start + sweep.span * k / n) * M_PI / 180;
                    const QPointF q =
                        qp(p.points[0]) + p.radius * QPointF(std::cos(a), std::sin(a));
                    if (k > 0)
                        strokes_ << QLineF(last, q);
                    last = q;
                }
                break;
            }
            default:
                break;
            }
            bool showsValue = false;
            const QString text = !isCurrent && currentNames.contains(nameOf(p, language_))
                                     ? QString()
                                     : labelText(p, trace, i, &showsValue);
            const QByteArray key = keyOf(p, isCurrent, z, lineScale_, text);
            if (const qsizetype same = untaken(before, key); same >= 0) {
                now.push_back(std::move(drawn_[std::size_t(same)]));
                // A shape's name follows the other shape too, which its key does not hold.
                if (now.back().label && namedOnOutline(p))
                    anchorOf(p, isCurrent, now.back());
                now.back().symbol = p.symbol;
                now.back().owner = p.owner;
                now.back().index = p.index;
                now.back().role = p.role;
                now.back().value = showsValue;
                continue;
            }
            Drawn d;
            d.key = key;
            d.symbol = p.symbol;
            d.owner = p.owner;
            d.index = p.index;
            d.role = p.role;
            d.value = showsValue;
            const bool movable = p.kind == PrimitiveKind::Point ||
                                 p.kind == PrimitiveKind::Segment ||
                                 p.kind == PrimitiveKind::Circle;
            if (movable) {
                d.slot = keyOf(p, isCurrent, z, lineScale_, QString(), true);
                if (const qsizetype moved = untaken(bySlot, d.slot); moved >= 0) {
                    Drawn& old = drawn_[std::size_t(moved)];
                    d.items = std::move(old.items);
                    d.arrow = old.arrow;
                    d.halo = old.halo;
                    if (old.label && !text.isEmpty() && old.label->text == text)
                        d.label = old.label;
                    moveShape(p, d);
                }
            }
            if (d.items.isEmpty())
                d.items = addShape(p, isCurrent, z, &d.arrow, &d.halo);
            if (d.label) {
                anchorOf(p, isCurrent, d);
            } else if (!text.isEmpty()) {
                d.label = std::make_shared<Label>(text, fonts[isCurrent],
                                                  styleOf(p, isCurrent).text, measures_);
                if (isRegionNumber(p))
                    d.label->makeBadge();
                anchorOf(p, isCurrent, d);
            }
            now.push_back(std::move(d));
        }
    }
    for (std::size_t k = 0; k < drawn_.size(); ++k)
        if (!taken[k])
            qDeleteAll(drawn_[k].items);
    drawn_ = std::move(now);
    // Labels of the current step are placed first (they get the nearest places), then the
    // shapes' names, then earlier steps, newest first.
    int index = 0;
    for (int i = 0, k = 0; i <= current; ++i)
        for (std::size_t n = 0; n < trace.steps[i].primitives.size(); ++n, ++k) {
            ++index;
            drawn_[k].order =
                i == current ? index : (i == 0 ? 1000 + index : 100000 - i * 1000 + index);
        }
    placeLabels();
}

void TraceScene::placeLabels() {
    labelsDue_ = false;
    const QTransform toPixels = pixelsOfWorld();
    const QRectF pixels = pixelRect();
    bool invertible = false;
    const QTransform toWorld = toPixels.inverted(&invertible);
    if (!invertible)
        return;
    const double ppu = std::hypot(toPixels.m11(), toPixels.m12());
    LabelPlacer placer(pixels.adjusted(2, 2, -2, -2));
    for (const Tick& t : ticksFor(toPixels, pixels))
        placer.block(t.box);
    for (const QRectF& r : reserved_)
        placer.block(r);
    const double mark = 5 * lineScale_ + 2;
    for (QPointF k : std::as_const(keyPoints_)) {
        const QPointF c = toPixels.map(k);
        placer.block(QRectF(c - QPointF(mark, mark), QSizeF(2 * mark, 2 * mark)));
    }
    for (int i = 0; i < 2; ++i)
        for (QPointF k : std::as_const(keepClear_[i])) {
            const QPointF c = toPixels.map(k);
            const double r = keepClearPixels_[i];
            placer.block(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)));
        }
    for (const QLineF& s : std::as_const(strokes_))
        placer.avoid(toPixels.map(s));
    for (const auto& [c, r] : std::as_const(rings_))
        placer.avoidCircle(toPixels.map(c), r * ppu);
    std::vector<Drawn*> order;
    for (Drawn& d : drawn_) {
        if (d.arrow)
            d.arrow->setReach(16 * lineScale_ / std::max(ppu, 1e-9));
        if (d.halo)
            d.halo->setReach((d.halo->pixels() / 2 + 2) / std::max(ppu, 1e-9));
        if (d.label)
            order.push_back(&d);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const Drawn* a, const Drawn* b) { return a->order < b->order; });
    const QRectF inner = pixels.adjusted(16, 16, -16, -16);
    for (Drawn* d : order) {
        // A shape's name at its best place the view shows (a leader out of the view would
        // point at nothing).
        for (const auto& [spot, out] : std::as_const(d->spots))
            if (inner.contains(toPixels.map(spot))) {
                d->anchor = spot;
                d->outward = out;
                break;
            }
        QPointF anchor = toPixels.map(d->anchor);
        if (!d->lineDirection.isNull()) {
            // A line is named near where it leaves the view, so the name is on screen and
            // stays put while shapes elsewhere are dragged.
            const QPointF o = anchor;
            QPointF dir = toPixels.map(d->anchor + d->lineDirection) - o;
            const double len = std::hypot(dir.x(), dir.y());
            double lo = -1e300, hi = 1e300;
            if (len == 0 || !narrowToBox(o, dir / len, pixels.adjusted(12, 12, -12, -12), lo, hi) ||
                !(lo < hi)) {
                d->label->visible = false;
                continue;
            }
            anchor = o + (lo + 0.92 * (hi - lo)) * dir / len;
        }
        // The label's preferred sides, in pixels (the view may flip y).
        const auto inPixels = [&](QPointF v) {
            return v.isNull() ? QPointF() : toPixels.map(d->anchor + v) - toPixels.map(d->anchor);
        };
        const LabelPlacer::Placed placed =
            placer.place(anchor, d->label->size, d->gap,
                         {d->lineDirection.isNull() ? inPixels(d->outward) : QPointF(),
                          d->lineDirection.isNull() ? inPixels(d->along) : QPointF()});
        // What the label covers, in the world, with room for antialiasing and the leader
        // (3 pixels left a leader's end stale after a drag: tst_repaint).
        const QRectF cover =
            placed.box.united(QRectF(anchor - QPointF(1, 1), QSizeF(2, 2))).adjusted(-8, -8, 8, 8);
        d->label->visible = true;
        d->label->anchor = toWorld.map(anchor);
        d->label->box = placed.box.translated(-anchor);
        d->label->leader = placed.leader;
        d->label->world = toWorld.mapRect(cover);
    }
    showLabels();
}

void TraceScene::showLabels() {
    std::vector<Label> shown;
    QRectF bounds = sceneRect();
    for (const Drawn& d : drawn_)
        if (d.label) {
            d.label->lit = d.lights(lit_);
            if (d.label->lit) {
                d.label->litEdge = highlightOf(dark_);
                // In the step's full ink: an earlier step's lit name reads as strongly.
                d.label->litInk = styleFor(d.role, Emphasis::Current, dark_, d.owner).text;
            }
            shown.push_back(*d.label);
            if (d.label->visible)
                bounds |= d.label->world;
        }
    labels_->setPaper(paperOf(dark_).paper);
    // Grown only, and generously: a change of the layer's bounds repaints all of it.
    if (!labels_->boundingRect().contains(bounds)) {
        const QRectF grown = bounds | labels_->boundingRect();
        labels_->setBounds(
            grown.adjusted(-grown.width(), -grown.height(), grown.width(), grown.height()));
    }
    labels_->setLabels(std::move(shown));
}

QList<TraceScene::PlacedLabel> TraceScene::placedLabels() const {
    if (labelsDue_) // asked before the event loop placed them: as they will be
        const_cast<TraceScene*>(this)->placeLabels();
    QList<PlacedLabel> out;
    const QTransform toPixels = pixelsOfWorld();
    for (const Drawn& d : drawn_)
        if (d.label && d.label->visible)
            out.push_back({d.label->text, d.label->box.translated(toPixels.map(d.label->anchor)),
                           d.symbol, d.value, d.lights(lit_)});
    return out;
}

QList<Tick> TraceScene::ticks() const {
    return ticksFor(pixelsOfWorld(), pixelRect());
}

const QList<Tick>& TraceScene::ticksFor(const QTransform& toPixels, const QRectF& pixels) const {
    const QRectF keepOut = reserved_.value(0);
    if (toPixels != tickTransform_ || pixels != tickPixels_ || keepOut != tickKeepOut_ ||
        lineScale_ != tickScale_) {
        ticks_ = axisTicks(toPixels, pixels, tickFont(), keepOut);
        tickTransform_ = toPixels;
        tickPixels_ = pixels;
        tickKeepOut_ = keepOut;
        tickScale_ = lineScale_;
    }
    return ticks_;
}

RoleStyle TraceScene::styleOf(const Primitive& p, bool current) const {
    RoleStyle st =
        styleFor(p.role, current ? Emphasis::Current : Emphasis::Earlier, dark_, p.owner);
    // A lit element stands out by its width (its colour and dashes keep its role).
    const double lit = lit_.matches(p.symbol, p.owner, p.index) ? 1.8 : 1.0;
    st.pen.setWidthF(st.pen.widthF() * lit * lineScale_);
    st.pointRadius *= lineScale_;
    return st;
}

QList<QGraphicsItem*> TraceScene::addShape(const Primitive& p, bool current, double z,
                                           ArrowHeadItem** arrow, HaloItem** halo) {
    *arrow = nullptr;
    *halo = nullptr;
    QList<QGraphicsItem*> drawn;
    const auto own = [&drawn](auto* item) {
        drawn << item;
        return item;
    };
    const RoleStyle st = styleOf(p, current);
    const double layer = rowOf(p.role).layer;
    QGraphicsItem* item = nullptr;
    // A vector's or a turn's arrowhead, at the tip, pointing along the last direction.
    const auto head = [&](QPointF tip, QPointF direction) {
        auto* a = own(new ArrowHeadItem(tip, direction, st.pen.color(), 10 * lineScale_));
        a->setZValue(layer + z + 0.25);
        addItem(a);
        *arrow = a;
    };
    switch (p.kind) {
    case PrimitiveKind::Point: {
        const double r = st.pointRadius;
        auto* dot = own(new DiscItem(
            QRectF(-r, -r, 2 * r, 2 * r), st.pen,
            st.brush.style() == Qt::NoBrush ? QBrush(st.pen.color()) : st.brush, &discs_));
        addItem(dot);
        dot->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        dot->setPos(qp(p.points[0]));
        item = dot;
        break;
    }
    case PrimitiveKind::Segment:
        item = own(new SegmentItem(QLineF(qp(p.points[0]), qp(p.points[1])), st.pen));
        addItem(item);
        if (p.arrow)
            head(qp(p.points[1]), qp(p.points[1]) - qp(p.points[0]));
        break;
    case PrimitiveKind::Line: {
        const QRectF box = sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        if (len == 0)
            return drawn;
        const double far = 4 * (box.width() + box.height());
        // Only the step being explained shades its half-plane: earlier ones would pile up.
        if (rowOf(p.role).anchor == LabelAnchor::Area && current) {
            // An outline item with no pen: cut to the device when it is painted.
            auto* shade = own(new OutlineItem(
                leftHalfPlane(o, d, box.adjusted(-far, -far, far, far)), Qt::NoPen, st.brush));
            addItem(shade);
            shade->setZValue(layer + z);
        }
        auto* line = own(new LineItem(
            o, d / len, box.adjusted(-box.width(), -box.height(), box.width(), box.height()),
            st.pen));
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
        item = own(new OutlineItem(poly, st.pen, st.brush, &polygons_));
        addItem(item);
        break;
    }
    case PrimitiveKind::Arc: {
        // Sampled in y-up angles, so it turns the same way the mathematics does.
        QPolygonF points;
        const QPointF c = qp(p.points[0]);
        const ArcSweep sweep = arcSweep(p.startDeg, p.spanDeg);
        const int n = std::max(8, int(std::abs(sweep.span) / 3));
        for (int k = 0; k <= n; ++k) {
            const double a = (sweep.start + sweep.span * k / n) * M_PI / 180;
            points << c + QPointF(p.radius * std::cos(a), p.radius * std::sin(a));
        }
        item = own(new PolylineItem(points, st.pen));
        addItem(item);
        if (p.arrow && p.radius > 0) {
            const double a = (sweep.start + sweep.span) * M_PI / 180;
            const double turn = p.spanDeg < 0 ? -1 : 1;
            head(points.back(), turn * QPointF(-std::sin(a), std::cos(a)));
        }
        break;
    }
    case PrimitiveKind::Label:
        return drawn; // the text is the label, placed with the others
    }
    item->setZValue(layer + z);
    // The nearest point often lies on a corner or edge handle, which would hide it: it is
    // drawn above the handles, and lets their clicks through.
    if (p.kind == PrimitiveKind::Point &&
        rowOf(p.role).interaction == Interaction::PointsAboveHandles && current) {
        item->setZValue(kAboveHandlesZ);
        item->setAcceptedMouseButtons(Qt::NoButton);
    }
    if (lit_.matches(p.symbol, p.owner, p.index)) {
        *halo = addHalo(p, item, st);
        drawn << *halo;
    }
    return drawn;
}

HaloItem* TraceScene::addHalo(const Primitive& p, QGraphicsItem* item, const RoleStyle& st) {
    const QColor colour = highlightOf(dark_);
    const double width = st.pen.widthF() + 12 * lineScale_;
    QPainterPath path;
    HaloItem* halo = nullptr;
    switch (p.kind) {
    case PrimitiveKind::Point: {
        const double r = st.pointRadius + 4 * lineScale_;
        path.addEllipse(QPointF(), r, r);
        halo = new HaloItem(path, colour, 10 * lineScale_, 4 * lineScale_, true);
        halo->setPos(qp(p.points[0]));
        break;
    }
    case PrimitiveKind::Segment:
        path.moveTo(qp(p.points[0]));
        path.lineTo(qp(p.points[1]));
        break;
    case PrimitiveKind::Line: {
        // As far as the line item reaches.
        const QRectF box = sceneRect();
        const QPointF o = qp(p.points[0]), d = qp(p.points[1]);
        const double len = std::hypot(d.x(), d.y());
        const double far = 2 * (box.width() + box.height());
        path.moveTo(o - d / len * far);
        path.lineTo(o + d / len * far);
        break;
    }
    case PrimitiveKind::Circle:
        path.addEllipse(qp(p.points[0]), p.radius, p.radius);
        break;
    case PrimitiveKind::Polygon: {
        QPolygonF poly;
        for (Vec2 v : p.points)
            poly << qp(v);
        path.addPolygon(poly);
        path.closeSubpath();
        break;
    }
    case PrimitiveKind::Arc:
        if (const auto* arc = dynamic_cast<QGraphicsPathItem*>(item))
            path = arc->path();
        break;
    case PrimitiveKind::Label:
        break;
    }
    if (!halo)
        halo = new HaloItem(path, colour, width, st.pen.widthF() + 4 * lineScale_, false);
    addItem(halo);
    // Just beneath its element, above what the element is drawn over.
    halo->setZValue(item->zValue() - 1e-7);
    return halo;
}

void TraceScene::setLit(const SymbolRef& symbol) {
    if (symbol == lit_)
        return;
    const SymbolRef was = lit_;
    lit_ = symbol;
    // The items of what was lit and of what is lit now are made again; the rest stay.
    std::size_t k = 0;
    for (int i = 0; i <= currentStep_ && i < int(shown_.steps.size()); ++i) {
        const bool isCurrent = i == currentStep_;
        const double stepZ = isCurrent ? 100.0 : double(i);
        std::size_t nth = 0;
        for (const Primitive& p : shown_.steps[std::size_t(i)].primitives) {
            const double z = stepZ + 1e-6 * double(nth++);
            if (k >= drawn_.size())
                break;
            Drawn& d = drawn_[k++];
            if (!d.lights(was) && !d.lights(lit_))
                continue;
            if (d.items.isEmpty() && p.kind == PrimitiveKind::Label)
                continue;
            qDeleteAll(d.items);
            d.items = addShape(p, isCurrent, z, &d.arrow, &d.halo);
        }
    }
    placeLabels(); // the arrowheads' and halos' reach; the same places, lit or not
}

QList<QGraphicsItem*> TraceScene::itemsOf(const SymbolRef& symbol) const {
    QList<QGraphicsItem*> out;
    for (const Drawn& d : drawn_)
        if (d.lights(symbol))
            for (QGraphicsItem* item : d.items)
                if (item != d.halo && item != d.arrow)
                    out << item;
    return out;
}

SymbolRef TraceScene::symbolAt(QPointF scenePos) const {
    const QTransform toPixels = pixelsOfWorld();
    const QPointF at = toPixels.map(scenePos);
    // Names first: they are painted above every element. The last painted is on top.
    for (auto d = drawn_.rbegin(); d != drawn_.rend(); ++d)
        if (d->symbol != Symbol::None && d->label && d->label->visible &&
            d->label->box.translated(toPixels.map(d->label->anchor)).contains(at))
            return {d->symbol, d->owner, d->index};
    bool invertible = false;
    const QTransform toWorld = toPixels.inverted(&invertible);
    if (!invertible)
        return {};
    // Within a few pixels: a thin line is hard to hit exactly.
    const double near = 4;
    const QRectF around =
        toWorld.mapRect(QRectF(at - QPointF(near, near), QSizeF(2 * near, 2 * near)));
    for (QGraphicsItem* item :
         items(around, Qt::IntersectsItemShape, Qt::DescendingOrder, toPixels))
        for (const Drawn& d : drawn_)
            if (d.symbol != Symbol::None && d.items.contains(item))
                return {d.symbol, d.owner, d.index};
    return {};
}

void TraceScene::drawBackground(QPainter* painter, const QRectF& rect) {
    const Paper paper = paperOf(dark_);
    painter->fillRect(rect, paper.paper);
    const double pixelsPerUnit = std::abs(painter->worldTransform().m11());
    if (pixelsPerUnit <= 0)
        return;
    const double step = gridStep(pixelsPerUnit);
    QPen grid(paper.grid, 1);
    grid.setCosmetic(true);
    painter->setPen(grid);
    // Counted lines k * step, not x += step: far from 0 a step may not move x at all.
    const auto lines = [&](double from, double to, const auto& draw) {
        const double first = std::floor(from / step), last = std::floor(to / step);
        if (!(last - first < 4096) || std::abs(first) > 9007199254740992.0)
            return; // more lines than pixels, or none exactly placed
        for (double k = first; k <= last; k += 1)
            draw(k * step);
    };
    lines(rect.left(), rect.right(),
          [&](double x) { painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom())); });
    lines(rect.top(), rect.bottom(),
          [&](double y) { painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y)); });
    QPen axes(paper.axes, 1.2);
    axes.setCosmetic(true);
    painter->setPen(axes);
    painter->drawLine(QPointF(0, rect.top()), QPointF(0, rect.bottom()));
    painter->drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0));
}

void TraceScene::drawForeground(QPainter* painter, const QRectF& rect) {
    // The numbers of the grid lines along the view's edges, in pixels, where the exposed
    // part reaches them.
    const QTransform toDevice = painter->worldTransform();
    const QRectF exposed = toDevice.mapRect(rect).adjusted(-1, -1, 1, 1);
    QRectF pixels = viewKnown_ ? pixels_ : QRectF();
    if (pixels.isEmpty() && painter->device())
        pixels = QRectF(0, 0, painter->device()->width(), painter->device()->height());
    const QList<Tick>& ticks = ticksFor(toDevice, pixels);
    if (ticks.isEmpty())
        return;
    const Paper paper = paperOf(dark_);
    painter->save();
    painter->resetTransform();
    const bool pictures = tickPictures_.begin(painter);
    // Opaque paper: the axes and grid never cut a number.
    Plaque plaque{{}, tickFont(), paper.tick, paper.paper, {}, {}, 2, false};
    for (const Tick& t : ticks) {
        if (!exposed.intersects(t.box))
            continue;
        plaque.text = t.text;
        plaque.size = t.box.size();
        plaque.baseline = t.at - t.box.topLeft();
        if (pictures)
            tickPictures_.draw(painter, plaque, tickPictures_.snapped(t.box.topLeft()));
        else
            paintPlaque(painter, plaque, t.box.topLeft());
    }
    painter->restore();
}

} // namespace overlap::scene
