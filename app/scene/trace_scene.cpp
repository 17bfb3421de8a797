#include "app/scene/trace_scene.h"

#include "core/motion/motion.h"

#include "app/i18n/text_faces.h"
#include "app/scene/dashes.h"
#include "app/scene/framing.h"
#include "app/scene/halo_item.h"
#include "app/scene/label_item.h"
#include "app/scene/label_placer.h"
#include "app/scene/label_text.h"

#include <QEvent>
#include <QHash>
#include <QPainter>
#include <QSet>

#include <cmath>
#include <cstring>

namespace overlap::scene {

namespace {

// Pixels a shape's name keeps off other outlines where it can: nearer, it reads as theirs.
constexpr double kShapeNameClearance = 6;

// What labels keep off p: its drawer's marks and strokes, and a moved copy's path (what a
// motion is drawing, never under a name it keeps) among the paths too.
void keepOffOf(const Primitive& p, KeepOff& out) {
    const qsizetype strokes = out.strokes.size();
    drawerFor(p.kind).keepOff(p, out);
    if (p.role == Role::Ghost && p.arrow)
        out.paths << out.strokes.mid(strokes);
}

// Everything that decides how a primitive is drawn, bit for bit: equal keys draw equal items.
// Without its geometry and label (a slot), what decides its items' kind and style: items of
// equal slots differ only in where they are. Written in one go into a buffer of the right
// size (appending part by part was most of it).
QByteArray keyOf(const Primitive& p, bool current, double still, double z, double lineScale,
                 const QString& label, bool slot = false) {
    const std::size_t labelBytes = slot ? 0 : std::size_t(label.size()) * sizeof(QChar);
    const std::size_t geometry =
        slot ? 0 : 3 * sizeof(double) + p.points.size() * 2 * sizeof(double);
    const std::size_t size = 5 * sizeof(int) + 2 * sizeof(bool) + 5 * sizeof(double) +
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
    add(still);
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
    add(p.labelSide.x);
    add(p.labelSide.y);
    bytes(p.text.data(), p.text.size() + 1); // with its terminating zero
    bytes(p.value.data(), p.value.size() + 1);
    // The label as shown: the value's number and the language's words.
    bytes(label.constData(), labelBytes);
    Q_ASSERT(at == key.data() + key.size());
    return key;
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

void TraceScene::setRadians(bool radians) {
    if (radians == radians_)
        return;
    radians_ = radians;
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
        qDeleteAll(d.made.items);
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

void TraceScene::setKeepClear(KeepClear kind, const QList<QPointF>& points, double pixels,
                              const QList<QPointF>& offsets) {
    const int i = kind == KeepClear::Handles ? 0 : 1;
    if (points == keepClear_[i] && pixels == keepClearPixels_[i] && offsets == keepClearOffsets_[i])
        return;
    keepClear_[i] = points;
    keepClearPixels_[i] = pixels;
    keepClearOffsets_[i] = offsets;
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
                    out.push_back({Role(r), Owner(o),
                                   c == 1 ? Emphasis::Current : Emphasis::Earlier,
                                   drawnForm_[r][o]});
    return out;
}

// The items drawn before, found again for the primitives drawn now: by key when nothing
// about them changed, by slot when only where they are did. What no primitive took is
// deleted.
class TraceScene::Reuse {
  public:
    explicit Reuse(std::vector<Drawn>& before) : before_(before), taken_(before.size(), false) {
        for (std::size_t k = 0; k < before.size(); ++k) {
            byKey_.insert(before[k].key, k);
            if (!before[k].slot.isEmpty())
                bySlot_.insert(before[k].slot, k);
        }
    }
    Drawn* sameKey(const QByteArray& key) { return untaken(byKey_, key); }
    Drawn* sameSlot(const QByteArray& slot) { return untaken(bySlot_, slot); }
    void dropUntaken() {
        for (std::size_t k = 0; k < before_.size(); ++k)
            if (!taken_[k])
                qDeleteAll(before_[k].made.items);
    }

  private:
    // An old primitive under this key not yet taken by a new one.
    Drawn* untaken(const QMultiHash<QByteArray, std::size_t>& in, const QByteArray& key) {
        for (auto it = in.find(key); it != in.end() && it.key() == key; ++it)
            if (!taken_[it.value()]) {
                taken_[it.value()] = true;
                return &before_[it.value()];
            }
        return nullptr;
    }
    std::vector<Drawn>& before_;
    std::vector<bool> taken_;
    QMultiHash<QByteArray, std::size_t> byKey_, bySlot_;
};

void TraceScene::showTrace(const Trace& trace, int current, const Trace* framedBy,
                           double arriving) {
    arriving_ = std::clamp(arriving, 0.0, 1.0);
    if (&trace != &shown_)
        shown_ = trace;
    shownStep_ = current;
    currentRoles_.clear();
    drawnRoles_.clear();
    std::fill_n(&drawnLooks_[0][0][0], sizeof(drawnLooks_) / sizeof(bool), false);
    std::fill_n(&drawnForm_[0][0], sizeof(drawnForm_) / sizeof(SampleForm), SampleForm::Dot);
    keepOff_.clear();
    if (trace.steps.empty()) {
        clearDrawn();
        labels_->setLabels({});
        return;
    }
    currentStep_ = std::clamp(current, 0, int(trace.steps.size()) - 1);
    setGridOrigin(trace.steps[std::size_t(currentStep_)].gridOrigin);
    outlineSubjects(trace);
    frame(framedBy ? *framedBy : trace);
    drawSteps(trace);
    noteLanding(arriving_ < 1 ? framedBy : nullptr);
    orderLabels(trace);
    placeLabels();
}

void TraceScene::noteLanding(const Trace* landing) {
    if (!landing || currentStep_ < 1 || currentStep_ >= int(landing->steps.size())) {
        landingOff_.clear();
        landingPins_.clear();
        sweptFor_ = {};
        return;
    }
    // Once per motion (its frames after the first keep their names where they are).
    const SweptKey key{landing, currentStep_, landing->steps.size()};
    if (key == sweptFor_)
        return;
    sweptFor_ = key;
    landingOff_.clear();
    // What the motion draws as it goes, at a few moments and at its end: the area it sweeps.
    // Only the arriving step's (the earlier steps stand still, drawn in every frame), and
    // each thing once (most of the step stands still too): each frame places labels
    // against all of it.
    KeepOff all;
    const auto note = [&](const Trace& t, int current) {
        for (const Primitive& p : t.steps[std::size_t(current)].primitives)
            if (shownAt(t, current, current, p))
                keepOffOf(p, all);
    };
    for (const double at : {0.2, 0.4, 0.6, 0.8, 0.95}) {
        const MotionFrame f = frameAt(*landing, currentStep_ - 1, at);
        if (f.current == currentStep_)
            note(f.trace, f.current);
    }
    note(*landing, currentStep_);
    const auto once = [](const auto& from, auto& into) {
        for (const auto& x : from)
            if (!into.contains(x))
                into << x;
    };
    once(all.points, landingOff_.points);
    once(all.dots, landingOff_.dots);
    once(all.paths, landingOff_.paths);
    once(all.strokes, landingOff_.strokes);
    once(all.rings, landingOff_.rings);
    layOutLanding(*landing);
}

void TraceScene::layOutLanding(const Trace& landing) {
    if (!landingScene_)
        landingScene_ = std::make_unique<TraceScene>();
    TraceScene& still = *landingScene_;
    still.lineScale_ = lineScale_;
    still.language_ = language_;
    still.radians_ = radians_;
    still.dark_ = dark_;
    still.lit_ = lit_;
    for (int i = 0; i < 2; ++i) {
        still.keepClear_[i] = keepClear_[i];
        still.keepClearPixels_[i] = keepClearPixels_[i];
        still.keepClearOffsets_[i] = keepClearOffsets_[i];
    }
    still.toPixels_ = toPixels_;
    still.pixels_ = pixels_;
    still.reserved_ = reserved_;
    still.viewKnown_ = viewKnown_;
    still.showTrace(landing, currentStep_);
    landingPins_ = still.pins_;
    for (Pin& pin : landingPins_)
        pin.hold = LabelPlacer::Kept::Hold::Held;
}

void TraceScene::setGridOrigin(const std::optional<Vec2>& origin) {
    const QPointF now = origin ? qp(*origin) : QPointF();
    if (now == gridOrigin_)
        return;
    gridOrigin_ = now;
    // The views cache the grid, and the numbers are drawn over everything.
    invalidate(sceneRect(), BackgroundLayer | ForegroundLayer);
}

void TraceScene::outlineSubjects(const Trace& trace) {
    subjects_[0].clear();
    subjects_[1].clear();
    for (int i = 0; i <= currentStep_; ++i)
        for (const Primitive& p : trace.steps[i].primitives)
            if (rowOf(p.role).anchor == LabelAnchor::Outline && p.owner != Owner::None &&
                isWholeShape(p))
                if (std::optional<QPolygonF> outline = drawerFor(p.kind).outline(p))
                    subjects_[p.owner == Owner::B ? 1 : 0] = std::move(*outline);
}

void TraceScene::frame(const Trace& trace) {
    content_ = contentOf(trace);
    setSceneRect(content_.adjusted(-content_.width(), -content_.height(), content_.width(),
                                   content_.height()));
}

void TraceScene::drawSteps(const Trace& trace) {
    Reuse reuse(drawn_);
    std::vector<Drawn> now;
    const QFont fonts[2] = {labelFont(false), labelFont(true)};
    // A name is read once, on the latest element that carries it (the current step's
    // strong one rather than a faded copy, the last axis's shadows rather than each axis's).
    // Each primitive's name, empty for one a fresh step left out (nothing drawn): found once,
    // a drag redraws every step.
    struct Seen {
        bool shown;
        QString name;
    };
    std::vector<Seen> seen;
    QHash<QString, int> latest;
    for (int i = 0; i <= currentStep_; ++i)
        for (const Primitive& p : trace.steps[i].primitives) {
            const bool shown = shownAt(trace, i, currentStep_, p);
            seen.push_back({shown, shown ? nameOf(p, language_) : QString()});
            if (!seen.back().name.isEmpty())
                latest[seen.back().name] = i;
        }
    std::size_t k = 0;
    for (int i = 0; i <= currentStep_; ++i) {
        const bool isCurrent = i == currentStep_;
        const double stepZ = isCurrent ? 100.0 : double(i);
        std::size_t nth = 0;
        for (const Primitive& p : trace.steps[i].primitives) {
            // Drawn in the trace's order whatever a drag kept or remade (Qt stacks items of
            // equal z in the order they were added).
            const double z = stepZ + 1e-6 * double(nth++);
            const Seen& mine = seen[k++];
            if (!mine.shown) {
                now.emplace_back(); // its place kept, nothing drawn: a fresh step left it out
                continue;
            }
            noteDrawn(p, isCurrent);
            bool showsValue = false;
            const QString text =
                !isCurrent && latest.value(mine.name, i) != i
                    ? QString()
                    : labelText(p, trace, i, currentStep_, language_, radians_, &showsValue);
            // The step before recedes as the new idea arrives: quantized, so a transition
            // remakes its items a few times, not on every frame.
            const double still =
                i == currentStep_ - 1 ? std::round(16 * (1 - arriving_)) / 16 : 0.0;
            now.push_back(drawOne(p, isCurrent, z, text, fonts[isCurrent], reuse, still));
            now.back().value = showsValue;
            now.back().step = i;
        }
    }
    reuse.dropUntaken();
    drawn_ = std::move(now);
}

void TraceScene::noteDrawn(const Primitive& p, bool current) {
    keepOffOf(p, keepOff_);
    if (!drawerFor(p.kind).marks())
        return; // words: the legend lists marks
    drawnRoles_.insert(p.role);
    drawnLooks_[int(p.role)][int(p.owner)][current ? 1 : 0] = true;
    SampleForm& form = drawnForm_[int(p.role)][int(p.owner)];
    form = std::max(form, sampleFormOf(p, current));
    if (current)
        currentRoles_.insert(p.role);
}

TraceScene::Drawn TraceScene::drawOne(const Primitive& p, bool current, double z,
                                      const QString& text, const QFont& font, Reuse& reuse,
                                      double still) {
    const Drawer& drawer = drawerFor(p.kind);
    const QByteArray key = keyOf(p, current, still, z, lineScale_, text);
    Drawn d;
    if (Drawn* same = reuse.sameKey(key)) {
        // Unchanged: its items stay (nothing to repaint there).
        d = std::move(*same);
    } else {
        d.key = key;
        if (drawer.movable()) {
            // Moved: its items move (a drag moves points, segments and circles on every step).
            d.slot = keyOf(p, current, still, z, lineScale_, QString(), true);
            if (Drawn* moved = reuse.sameSlot(d.slot)) {
                d.made = std::move(moved->made);
                if (moved->label && !text.isEmpty() && moved->label->text == text)
                    d.label = moved->label;
                drawer.move(p, d.made);
            }
        }
        if (d.made.items.isEmpty())
            d.made = drawer.draw(p, lookOf(p, current, z, still));
        if (!d.label && !text.isEmpty()) {
            d.label =
                std::make_shared<Label>(text, font, styleOf(p, current, still).text, measures_);
            if (drawer.badge(p))
                d.label->makeBadge();
        }
    }
    // Anchored again when kept too: a shape's name follows the other shape, which its key
    // does not hold.
    if (d.label)
        d.place = drawer.anchor(p, anchorInputs(p));
    d.symbol = p.symbol;
    d.owner = p.owner;
    d.index = p.index;
    d.role = p.role;
    return d;
}

void TraceScene::orderLabels(const Trace& trace) {
    // Labels of the current step are placed first (they get the nearest places), then the
    // shapes' names, then earlier steps, newest first.
    int index = 0;
    for (int i = 0, k = 0; i <= currentStep_; ++i)
        for (std::size_t n = 0; n < trace.steps[i].primitives.size(); ++n, ++k) {
            ++index;
            drawn_[k].order =
                i == currentStep_ ? index : (i == 0 ? 1000 + index : 100000 - i * 1000 + index);
        }
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
    LabelPlacer placer = placerFor(toPixels, pixels);
    std::vector<Drawn*> order;
    for (Drawn& d : drawn_) {
        if (d.made.arrow)
            d.made.arrow->setReach(16 * lineScale_ / std::max(ppu, 1e-9));
        if (d.made.halo)
            d.made.halo->setReach((d.made.halo->pixels() / 2 + 2) / std::max(ppu, 1e-9));
        if (d.label)
            order.push_back(&d);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const Drawn* a, const Drawn* b) { return a->order < b->order; });
    const bool moving = arriving_ < 1;
    if (moving) {
        // The names the landing picture places go first, as it placed them; of the rest, a
        // name on a point at rest keeps its place and a moving point's name makes way (placed
        // first, the point passing by would push it off on the way).
        const auto rank = [&](const Drawn* d) {
            const QByteArray pin = pinOf(*d);
            const auto it = pins_.constFind(pin);
            const bool atRest = it != pins_.cend() && it->at == d->place.anchor;
            return (landingPins_.contains(pin) ? 0 : 2) + (atRest ? 0 : 1);
        };
        std::stable_sort(order.begin(), order.end(),
                         [&](const Drawn* a, const Drawn* b) { return rank(a) < rank(b); });
    }
    for (Drawn* d : order) {
        std::optional<Pin> kept, keptElse;
        const QByteArray pin = moving ? pinOf(*d) : QByteArray();
        if (moving) {
            // Where it will land first, else where it stood in the frame before.
            const auto landing = landingPins_.constFind(pin);
            const auto before = pins_.constFind(pin);
            if (landing != landingPins_.cend())
                kept = *landing;
            if (before != pins_.cend())
                (kept ? keptElse : kept) = *before;
        }
        placeLabel(*d, placer, {toPixels, toWorld, pixels}, kept, keptElse);
        // A name the motion brings stays where its first frame put it, and one moved off its
        // place (a path or a moving point came there) stays where it went.
        if (moving && d->label->visible)
            pins_.insert(pin, {{d->label->box, d->label->leader}, d->place.anchor});
    }
    if (!moving) {
        // A name two elements share pins neither: which is which is not known across frames.
        pins_.clear();
        QSet<QByteArray> twice;
        for (const Drawn* d : order) {
            if (!d->label->visible)
                continue;
            const QByteArray pin = pinOf(*d);
            if (pins_.contains(pin))
                twice.insert(pin);
            pins_.insert(pin, {{d->label->box, d->label->leader},
                               d->place.anchor,
                               LabelPlacer::Kept::Hold::OffMarks});
        }
        for (const QByteArray& pin : std::as_const(twice))
            pins_.remove(pin);
    }
    showLabels();
}

QByteArray TraceScene::pinOf(const Drawn& d) {
    QByteArray pin;
    pin.append(char(d.role)).append(char(d.symbol)).append(char(d.owner));
    pin.append(QByteArray::number(d.index)).append('|');
    pin.append(QByteArray::number(d.step)).append('|');
    // Unnamed, it is known by its words (a number alone changes as it moves: not pinned).
    if (d.symbol == Symbol::None)
        pin.append(d.label->text.toUtf8());
    return pin;
}

LabelPlacer TraceScene::placerFor(const QTransform& toPixels, const QRectF& pixels) const {
    LabelPlacer placer(pixels.adjusted(2, 2, -2, -2));
    for (const Tick& t : ticksFor(toPixels, pixels))
        placer.block(t.box);
    for (const QRectF& r : reserved_)
        placer.block(r);
    const double mark = 5 * lineScale_ + 2;
    for (const KeepOff* off : {&keepOff_, &landingOff_})
        for (QPointF k : std::as_const(off->points)) {
            const QPointF c = toPixels.map(k);
            placer.blockMark(QRectF(c - QPointF(mark, mark), QSizeF(2 * mark, 2 * mark)));
        }
    for (int i = 0; i < 2; ++i)
        for (qsizetype j = 0; j < keepClear_[i].size(); ++j) {
            const QPointF c =
                toPixels.map(keepClear_[i][j]) + keepClearOffsets_[i].value(j, QPointF());
            const double r = keepClearPixels_[i];
            placer.block(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)));
        }
    // While a motion plays, what it lands on too: a name is placed once for the whole motion.
    const double ppu = std::hypot(toPixels.m11(), toPixels.m12());
    for (const KeepOff* off : {&keepOff_, &landingOff_}) {
        for (const QLineF& s : std::as_const(off->strokes))
            placer.avoid(toPixels.map(s));
        for (QPointF d : std::as_const(off->dots))
            placer.addDot(toPixels.map(d), off == &landingOff_);
        for (const QLineF& s : std::as_const(off->paths))
            placer.avoidPath(toPixels.map(s)); // also among the strokes above
        for (const auto& [c, r] : std::as_const(off->rings))
            placer.avoidCircle(toPixels.map(c), r * ppu);
    }
    return placer;
}

void TraceScene::placeLabel(Drawn& d, LabelPlacer& placer, const Camera& camera,
                            const std::optional<Pin>& kept,
                            const std::optional<Pin>& keptElse) const {
    const auto& [toPixels, toWorld, pixels] = camera;
    LabelPlace& at = d.place;
    // A shape's name at its best place the view shows (a leader out of the view would
    // point at nothing).
    const QRectF inner = pixels.adjusted(16, 16, -16, -16);
    for (const auto& [spot, out] : std::as_const(at.spots))
        if (inner.contains(toPixels.map(spot))) {
            at.anchor = spot;
            at.outward = out;
            break;
        }
    QPointF anchor = toPixels.map(at.anchor);
    if (!at.lineDirection.isNull()) {
        // A line is named near where it leaves the view, so the name is on screen and
        // stays put while shapes elsewhere are dragged.
        const QPointF o = anchor;
        QPointF dir = toPixels.map(at.anchor + at.lineDirection) - o;
        const double len = std::hypot(dir.x(), dir.y());
        double lo = -1e300, hi = 1e300;
        if (len == 0 || !narrowToBox(o, dir / len, pixels.adjusted(12, 12, -12, -12), lo, hi) ||
            !(lo < hi)) {
            d.label->visible = false;
            return;
        }
        // Off the world's axes (or a turned axis's name reads as theirs where they cross):
        // towards the end its direction points to (an axis is read as pointing where its name
        // is), else near the other end.
        const QPointF origin = toPixels.map(QPointF(0, 0));
        const auto offAxes = [&](QPointF p) {
            return std::abs(p.x() - origin.x()) > 28 && std::abs(p.y() - origin.y()) > 28;
        };
        for (const double t : {0.92, 0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.08, 0.14}) {
            anchor = o + (lo + t * (hi - lo)) * dir / len;
            if (offAxes(anchor))
                break;
        }
        if (!offAxes(anchor))
            anchor = o + (lo + 0.92 * (hi - lo)) * dir / len;
    }
    // The label's preferred sides, in pixels (the view may flip y).
    const auto inPixels = [&](QPointF v) {
        const QTransform& m = camera.toPixels; // clang 14 cannot capture a structured binding
        return v.isNull() ? QPointF() : m.map(at.anchor + v) - m.map(at.anchor);
    };
    // A shape's name tries its spots in turn for a place clear of every outline, unless a
    // motion keeps it where it was.
    std::optional<LabelPlacer::Placed> clear;
    if (at.trySpots && at.lineDirection.isNull() && !kept)
        for (const auto& [spot, out] : std::as_const(at.spots)) {
            const QPointF there = toPixels.map(spot);
            if (!inner.contains(there))
                continue;
            const QPointF outPixels = out.isNull() ? QPointF() : toPixels.map(spot + out) - there;
            LabelPlacer::Hint outward;
            outward.outward = outPixels;
            clear =
                placer.placeClear(there, d.label->size, at.gap, outward, 4, kShapeNameClearance);
            if (clear) {
                anchor = there;
                break;
            }
        }
    const auto keptOf = [](const std::optional<Pin>& pin) {
        return pin ? std::optional(LabelPlacer::Kept{pin->placed, pin->hold}) : std::nullopt;
    };
    LabelPlacer::Placed placed =
        clear ? *clear
              : placer.place(anchor, d.label->size, at.gap,
                             {at.lineDirection.isNull() ? inPixels(at.outward) : QPointF(),
                              at.lineDirection.isNull() ? inPixels(at.along) : QPointF(),
                              keptOf(kept), keptOf(keptElse), at.dot});
    // A shape's name that found no clear spot, pushed off its outline, floats between
    // outlines: a leader says whose.
    if (at.trySpots && !clear && !kept) {
        const double dx =
            std::max({placed.box.left() - anchor.x(), 0.0, anchor.x() - placed.box.right()});
        const double dy =
            std::max({placed.box.top() - anchor.y(), 0.0, anchor.y() - placed.box.bottom()});
        placed.leader = placed.leader || std::hypot(dx, dy) > at.gap + 8;
    }
    // A moved copy lies over its own shape, outline beside outline: only a leader says which
    // outline its name is for.
    if (d.symbol == Symbol::Pushed)
        placed.leader = true;
    // What the label covers, in the world, with room for antialiasing and the leader
    // (3 pixels left a leader's end stale after a drag: tst_repaint).
    const QRectF cover =
        placed.box.united(QRectF(anchor - QPointF(1, 1), QSizeF(2, 2))).adjusted(-8, -8, 8, 8);
    d.label->visible = true;
    d.label->anchor = toWorld.map(anchor);
    d.label->box = placed.box.translated(-anchor);
    d.label->leader = placed.leader;
    d.label->world = toWorld.mapRect(cover);
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
                           d.symbol, d.value, d.lights(lit_), toPixels.map(d.label->anchor)});
    return out;
}

QList<Tick> TraceScene::ticks() const {
    return ticksFor(pixelsOfWorld(), pixelRect());
}

const QList<Tick>& TraceScene::ticksFor(const QTransform& toPixels, const QRectF& pixels) const {
    const QRectF keepOut = reserved_.value(0);
    if (toPixels != tickTransform_ || pixels != tickPixels_ || keepOut != tickKeepOut_ ||
        lineScale_ != tickScale_ || gridOrigin_ != tickOrigin_) {
        ticks_ = axisTicks(toPixels, pixels, tickFont(), keepOut, gridOrigin_);
        tickOrigin_ = gridOrigin_;
        tickTransform_ = toPixels;
        tickPixels_ = pixels;
        tickKeepOut_ = keepOut;
        tickScale_ = lineScale_;
    }
    return ticks_;
}

RoleStyle TraceScene::styleOf(const Primitive& p, bool current, double still) const {
    RoleStyle st =
        styleFor(p.role, current ? Emphasis::Current : Emphasis::Earlier, dark_, p.owner);
    if (!current && still > 0)
        st = blended(st, styleFor(p.role, Emphasis::Current, dark_, p.owner), still);
    // A lit element stands out by its width (its colour and dashes keep its role).
    const double lit = lit_.matches(p.symbol, p.owner, p.index) ? 1.8 : 1.0;
    st.pen.setWidthF(st.pen.widthF() * lit * lineScale_);
    st.pointRadius *= lineScale_;
    return st;
}

Look TraceScene::lookOf(const Primitive& p, bool current, double z, double still) {
    Look look;
    look.scene = this;
    look.row = &rowOf(p.role);
    look.style = styleOf(p, current, still);
    look.z = look.row->layer + z;
    look.lineScale = lineScale_;
    look.current = current;
    look.lit = lit_.matches(p.symbol, p.owner, p.index);
    look.highlight = highlightOf(dark_);
    look.discs = &discs_;
    look.polygons = &polygons_;
    look.shapeA = &subjects_[0];
    return look;
}

AnchorInputs TraceScene::anchorInputs(const Primitive& p) const {
    // As styleOf scales it (no other part of the style moves a label).
    return {rowOf(p.role).pointRadius * lineScale_, subjects_};
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
            qDeleteAll(d.made.items);
            d.made = drawerFor(p.kind).draw(p, lookOf(p, isCurrent, z));
        }
    }
    placeLabels(); // the arrowheads' and halos' reach; the same places, lit or not
}

QList<QGraphicsItem*> TraceScene::itemsOf(const SymbolRef& symbol) const {
    QList<QGraphicsItem*> out;
    for (const Drawn& d : drawn_)
        if (d.lights(symbol))
            for (QGraphicsItem* item : d.made.items)
                if (item != d.made.halo && item != d.made.arrow)
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
            if (d.symbol != Symbol::None && d.made.items.contains(item))
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
    // Counted lines o + k * step, not x += step: far from 0 a step may not move x at all.
    const QPointF o = gridOrigin_;
    const auto lines = [&](double from, double to, double origin, const auto& draw) {
        const double first = std::floor((from - origin) / step);
        const double last = std::floor((to - origin) / step);
        if (!(last - first < 4096) || std::abs(first) > 9007199254740992.0)
            return; // more lines than pixels, or none exactly placed
        for (double k = first; k <= last; k += 1)
            draw(origin + k * step);
    };
    lines(rect.left(), rect.right(), o.x(),
          [&](double x) { painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom())); });
    lines(rect.top(), rect.bottom(), o.y(),
          [&](double y) { painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y)); });
    // The axes of the grid's numbers: the world's, or the frame's through its origin.
    QPen axes(paper.axes, 1.2);
    axes.setCosmetic(true);
    painter->setPen(axes);
    painter->drawLine(QPointF(o.x(), rect.top()), QPointF(o.x(), rect.bottom()));
    painter->drawLine(QPointF(rect.left(), o.y()), QPointF(rect.right(), o.y()));
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
