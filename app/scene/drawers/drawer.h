#pragma once

#include "app/scene/role_style.h"
#include "app/scene/role_table.h"
#include "app/scene/sample_form.h"
#include "core/trace/trace.h"

#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLineF>
#include <QList>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <optional>
#include <utility>

namespace overlap::scene {

class ArrowHeadItem;
class DiscPictures;
class HaloItem;
class PolygonPictures;

inline QPointF qp(Vec2 v) {
    return {v.x, v.y};
}

// What labels keep clear of, in world units.
struct KeepOff {
    QList<QPointF> points;                   // points and vertices
    QList<QPointF> dots;                     // the points alone, drawn as dots
    QList<QLineF> paths;                     // the strokes of moved copies' paths
    QList<QLineF> strokes;                   // segments, edges, arcs in short chords
    QList<std::pair<QPointF, double>> rings; // circles: centre and radius
    void clear() {
        points.clear();
        dots.clear();
        paths.clear();
        strokes.clear();
        rings.clear();
    }
};

// How one primitive is drawn: its role's row and style, and where it sits.
struct Look {
    QGraphicsScene* scene = nullptr;
    const RoleRow* row = nullptr;
    RoleStyle style; // at the scene's line scale, a lit element's pen wider
    double z = 0;    // its step's, its place in the step's and its role's layer
    double lineScale = 1;
    bool current = false; // of the step being explained
    bool lit = false;     // its symbol is lit: drawn over a halo
    QColor highlight;
    DiscPictures* discs = nullptr;       // the scene's pictures of circles
    PolygonPictures* polygons = nullptr; // and of polygons
    const QPolygonF* shapeA = nullptr;   // shape a's outline as drawn now, for an area's tint
};

// The items drawn for one primitive.
struct Made {
    QList<QGraphicsItem*> items; // all of them; the one a drag moves first
    ArrowHeadItem* arrow = nullptr;
    HaloItem* halo = nullptr;
    // Adds item to the look's scene at its z (plus dz), as one of these.
    template <class Item> Item* add(Item* item, const Look& look, double dz = 0) {
        look.scene->addItem(item);
        item->setZValue(look.z + dz);
        items << item;
        return item;
    }
};

// Where a primitive's label belongs, in world units; the scene places it in pixels.
struct LabelPlace {
    QPointF anchor;
    QPointF lineDirection; // non-null: the label names a line through anchor
    QPointF outward;       // the side the label belongs on (a shape's, an arc's)
    QPointF along;         // the segment the label measures runs this way
    // A shape's name: its places on the outline (anchor, outward), best first; the first
    // the view shows is taken.
    QList<std::pair<QPointF, QPointF>> spots;
    double gap = 4;   // pixels between the anchor and the label
    bool dot = false; // it names a dot: it must not sit nearer another dot than its own
    // A shape's name: each spot in turn until one has a place near it clear of every stroke
    // (beside another outline it reads as that shape's), else the first shown.
    bool trySpots = false;
};

// What a label's place may depend on besides its primitive.
struct AnchorInputs {
    double pointRadius = 0;              // the primitive's points', in pixels
    const QPolygonF* subjects = nullptr; // shape a's and shape b's outlines
};

// Everything the scene knows about one kind of primitive. One drawer per kind
// (drawerFor); TraceScene asks it and never looks at the kind itself.
class Drawer {
  public:
    virtual ~Drawer() = default;
    // The part of the plane it covers, for framing (null: none, as for an infinite line).
    virtual QRectF extent(const Primitive& p) const;
    // Adds what labels must keep clear of.
    virtual void keepOff(const Primitive&, KeepOff&) const {}
    // A shape's outline, when it is one that names itself on it (LabelAnchor::Outline).
    virtual std::optional<QPolygonF> outline(const Primitive&) const { return std::nullopt; }
    // The name its label shows, before any value.
    virtual QString name(const Primitive& p, const QString& language) const;
    // Whether it draws a mark a legend sample stands for (a label is words alone).
    virtual bool marks() const { return true; }
    // How a legend shows it, drawn for the current step or an earlier one: a patch where
    // it fills an area with its role's brush, a dot for a point, an arrow for a stroke with
    // a head, else a stroke.
    virtual SampleForm sample(const Primitive& p, bool /*current*/) const {
        return p.arrow ? SampleForm::Arrow : SampleForm::Stroke;
    }
    // Whether its label stays once its step is past (names do; notes are the step's).
    virtual bool namedWhenEarlier(const Primitive&) const { return true; }
    // Whether its label is ringed as a badge.
    virtual bool badge(const Primitive&) const { return false; }
    // Where its label belongs.
    virtual LabelPlace anchor(const Primitive& p, const AnchorInputs& in) const = 0;
    // Makes its items in the look's scene, with its halo when lit.
    Made draw(const Primitive& p, const Look& look) const;
    // Whether a drag moves its items (move) rather than making them again.
    virtual bool movable() const { return false; }
    // Puts items made for an equal primitive elsewhere where p is now.
    virtual void move(const Primitive&, const Made&) const {}

  protected:
    // Adds its items; returns the one its halo follows (null when nothing is drawn).
    virtual QGraphicsItem* make(const Primitive& p, const Look& look, Made& made) const = 0;
    // The glow of a lit element, beneath it: by default its haloPath stroked wide.
    virtual HaloItem* halo(const Primitive& p, const QGraphicsItem& item, const Look& look) const;
    virtual QPainterPath haloPath(const Primitive&, const QGraphicsItem&, const Look&) const {
        return {};
    }
    // A vector's or a turn's arrowhead at tip, pointing along direction.
    static void addHead(QPointF tip, QPointF direction, const Look& look, Made& made);
    // A shape named by its owner's letter where its role says so.
    static QString shapeName(const Primitive& p, const QString& language);
    // A shape named on its own outline, away from the other shape.
    static LabelPlace onOutline(const Primitive& p, const AnchorInputs& in, bool polygon);
    // A moved copy's name (OwnOutline): on its outline across the move, up side first, facing
    // out; not inside the shape it is a copy of, nor at its leading end, where it meets the
    // other shape. `outlineAt(dir)` is the copy's outline point farthest along dir. Nothing
    // when the copy has not moved or there are no subjects.
    static std::optional<LabelPlace> besideMove(const Primitive& p, const AnchorInputs& in,
                                                QPointF movedCentre,
                                                const std::function<QPointF(QPointF)>& outlineAt);
    // Whether p's role names its shapes by their owner, on their outline.
    static bool namedOnOutline(const Primitive& p);
};

// The drawer of a kind.
const Drawer& drawerFor(PrimitiveKind kind);

// One per kind, each in its own file.
const Drawer& pointDrawer();
const Drawer& segmentDrawer();
const Drawer& lineDrawer();
const Drawer& circleDrawer();
const Drawer& polygonDrawer();
const Drawer& arcDrawer();
const Drawer& labelDrawer();

} // namespace overlap::scene
