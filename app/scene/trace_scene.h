#pragma once

#include "app/scene/axis_ticks.h"
#include "app/scene/disc_pictures.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/label_pictures.h"
#include "app/scene/label_placer.h"
#include "app/scene/legend_entries.h"
#include "app/scene/polygon_pictures.h"
#include "app/scene/role_style.h"
#include "app/scene/role_table.h"
#include "app/scene/symbol_text.h"
#include "app/scene/text_measures.h"
#include "core/trace/trace.h"

#include <QByteArray>
#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QSet>
#include <QTransform>

#include <memory>
#include <optional>
#include <vector>

namespace overlap::scene {

class LabelLayer;

struct Label;

// Draws a method's construction: steps 0..current of a trace, the current one at full
// strength, earlier ones lighter (still readable), each primitive by its role or by the
// shape it belongs to. Names and values are placed in pixels, clear of each other, of the
// key points and of the numbers along the view's edges. World coordinates are y-up; the
// view that shows the scene flips them.
class TraceScene : public QGraphicsScene {
    Q_OBJECT
  public:
    explicit TraceScene(QObject* parent = nullptr);

    // Replaces what the trace drew; other items (handles) stay. current is clamped to the
    // trace's steps. Items of primitives drawn the same way as before are kept, so a drag
    // repaints only what it changed.
    // A frame of a motion (core/motion) is framed as its whole run is (`framedBy`), so the
    // view stands still while things move in it; `arriving` is how far the motion into
    // `current` has come, and the step before fades to quiet context as it does.
    void showTrace(const Trace& trace, int current, const Trace* framedBy = nullptr,
                   double arriving = 1.0);
    // The part of the plane worth framing: the subjects and what every step adds, with a
    // margin; the same for every step of a run, so a lesson keeps one framing and grid.
    QRectF contentRect() const { return content_; }
    // The roles the current step uses.
    const QSet<Role>& currentRoles() const { return currentRoles_; }
    // The roles of everything drawn (steps 0..current), for a legend of the picture.
    const QSet<Role>& drawnRoles() const { return drawnRoles_; }
    // Every role, shape colour and strength the scene drew in, once each: what a legend of
    // the picture must show (scene::legendOf), checked against it.
    QList<LegendSample> drawnSamples() const;
    // Pens, points, labels and numbers this many times their usual size (2 for a
    // projector); redraws.
    void setLineScale(double scale);
    double lineScale() const { return lineScale_; }
    // The words on the canvas in "en" or "zh"; redraws.
    void setLanguage(const QString& language);
    const QString& language() const { return language_; }
    // Angles on the canvas in radians, else degrees (as the narration writes them); redraws.
    void setRadians(bool radians);
    // Light or dark paper and the colours that read on it; redraws.
    void setDark(bool dark);
    bool dark() const { return dark_; }

    // How the scene is shown: world to device pixels and the pixels shown, and boxes of
    // those pixels that labels must leave free (a legend). Labels are placed for it; the
    // view tells the scene whenever it zooms, pans or resizes.
    void setView(const QTransform& worldToPixels, const QRectF& pixels,
                 const QList<QRectF>& reserved = {});

    // Places, in world units, that labels keep `pixels` clear of, in pixels around each: a
    // kind per caller (the handles of the shapes, an overlay's region numbers). Labels are
    // re-placed for them before the scene next repaints, or by a showTrace() that comes
    // first: a drag moves the handles and redraws the trace, and one placement serves both.
    enum class KeepClear { Handles, Numbers };
    // `offsets` (pixels, one per point, or none) move a mark drawn off its point.
    void setKeepClear(KeepClear kind, const QList<QPointF>& points, double pixels,
                      const QList<QPointF>& offsets = {});

    // The symbol lit: its elements drawn with a wider pen over a halo in the highlight
    // colour, its names ringed in it; nothing lit for Symbol::None. Only the items of what
    // was and is lit are made again, and labels keep their places. A later showTrace()
    // draws the same symbol lit (a drag keeps it lit) without remaking anything else.
    void setLit(const SymbolRef& symbol);
    void setLit(Symbol symbol) { setLit(SymbolRef{symbol}); }
    const SymbolRef& lit() const { return lit_; }
    // The symbol of the topmost named thing under a point of the plane: a name on the
    // canvas, else an element within a few pixels; none where nothing named is.
    SymbolRef symbolAt(QPointF scenePos) const;
    // The items drawn for the elements of a symbol (their halos excluded), for tests.
    QList<QGraphicsItem*> itemsOf(const SymbolRef& symbol) const;

    // A label as placed, in the view's pixels.
    struct PlacedLabel {
        QString text;
        QRectF box;
        Symbol symbol = Symbol::None; // what it names (None: a free note or a bare value)
        bool value = false;           // it shows a number ("d = 4.24")
        bool lit = false;             // its symbol is lit
        QPointF anchor;               // the point it is for, in the view's pixels
    };
    QList<PlacedLabel> placedLabels() const;
    // The numbers along the view's edges.
    QList<Tick> ticks() const;

  protected:
    bool event(QEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

  private:
    // Items drawn for one primitive of one step (its shape, arrowhead and label), and
    // what decided how they look.
    struct Drawn {
        QByteArray key;
        QByteArray slot; // a movable kind's key without where it is
        Made made;
        std::shared_ptr<Label> label; // none when the primitive shows no name
        LabelPlace place;             // where the label belongs
        int order = 0;                // labels placed in this order (lower first)
        Symbol symbol = Symbol::None;
        Owner owner = Owner::None;
        int index = -1;
        Role role = Role::Construction;
        bool value = false; // the label shows a number
        int step = 0;       // the step that drew it (a later axis's minB is another element)
        bool lights(const SymbolRef& s) const { return s.matches(symbol, owner, index); }
    };
    class Reuse;
    // `still`: how much of the current step's strength an earlier element keeps (fading).
    RoleStyle styleOf(const Primitive& p, bool current, double still = 0) const;
    // How p is drawn: its role's style at this scene's scale, paper and lit symbol.
    Look lookOf(const Primitive& p, bool current, double z, double still = 0);
    AnchorInputs anchorInputs(const Primitive& p) const;
    // The steps of showTrace: the shapes' outlines, the framing, the items (kept, moved
    // or made), the order the labels are placed in.
    void outlineSubjects(const Trace& trace);
    void setGridOrigin(const std::optional<Vec2>& origin);
    void frame(const Trace& trace);
    void drawSteps(const Trace& trace);
    Drawn drawOne(const Primitive& p, bool current, double z, const QString& text,
                  const QFont& font, Reuse& reuse, double still = 0);
    // Counts p as drawn (its role, its look) and keeps labels off it.
    void noteDrawn(const Primitive& p, bool current);
    // What labels keep off while the motion into the current step plays: what it draws at a
    // few moments and at its end (none when still).
    void noteLanding(const Trace* landing);
    // The places the still picture of `landing`'s current step gives each name.
    void layOutLanding(const Trace& landing);
    void orderLabels(const Trace& trace);
    void placeLabels();
    // A placer for the view, told of everything labels keep off.
    LabelPlacer placerFor(const QTransform& toPixels, const QRectF& pixels) const;
    // Where a label stood, relative to its anchor; `at`: its anchor then, in the world (a
    // name whose point has not moved keeps its place before a moving point's name).
    // How firmly a motion keeps it: a still picture's place is checked against every point
    // on the motion's first frame, a frame's is kept while points pass under it, and the
    // landing picture's is held against all but other names.
    struct Pin {
        LabelPlacer::Placed placed;
        QPointF at;
        LabelPlacer::Kept::Hold hold = LabelPlacer::Kept::Hold::OverMarks;
    };
    // World to pixels and back, and the pixels shown.
    struct Camera {
        QTransform toPixels, toWorld;
        QRectF pixels;
    };
    // `kept`: where to keep it if free, else `keptElse`.
    void placeLabel(Drawn& d, LabelPlacer& placer, const Camera& camera,
                    const std::optional<Pin>& kept, const std::optional<Pin>& keptElse) const;
    // Who a label is, across the frames of a motion: its element's role, name and shape.
    static QByteArray pinOf(const Drawn& d);
    // Hands the placed labels to the layer, lit or not.
    void showLabels();
    // Places them before the scene's next queued work (its gathering of what to repaint).
    void placeLabelsSoon();
    QFont labelFont(bool current) const;
    QFont tickFont() const;
    QTransform pixelsOfWorld() const;
    QRectF pixelRect() const;
    void redraw();
    // The numbers for this camera, computed once per camera (text layout is dear).
    const QList<Tick>& ticksFor(const QTransform& toPixels, const QRectF& pixels) const;
    void clearDrawn();
    QRectF content_;
    double lineScale_ = 1.0;
    QString language_ = QStringLiteral("en");
    bool radians_ = false;
    bool dark_ = false;
    SymbolRef lit_;
    QTransform toPixels_;
    QRectF pixels_;
    QList<QRectF> reserved_;
    bool viewKnown_ = false;
    Trace shown_; // what showTrace last drew, to redraw it at another line scale
    int shownStep_ = 0;
    int currentStep_ = 0;   // shownStep_ within the trace's steps
    double arriving_ = 1.0; // how far the motion into the current step has come
    // Where each label stood in the last still picture, relative to its anchor: kept through
    // a motion's frames wherever it is still free.
    QHash<QByteArray, Pin> pins_;
    // What the picture the motion lands on has, for labels to keep off from its first frame
    // (a path it will draw, a point it will bring), in world units.
    KeepOff landingOff_;
    // Where the picture the motion lands on puts each name (laid out once, by a scene of its
    // own): a motion's names go there from its first frame, so the end shows no jump.
    QHash<QByteArray, Pin> landingPins_;
    std::unique_ptr<TraceScene> landingScene_;
    // The motion landingOff_ was noted for: the trace, the step it lands on, its length.
    struct SweptKey {
        const Trace* trace = nullptr;
        int step = -1;
        std::size_t steps = 0;
        bool operator==(const SweptKey&) const = default;
    };
    SweptKey sweptFor_;
    QSet<Role> currentRoles_, drawnRoles_;
    // [role][owner][current]: drawn in that role, colour and strength.
    bool drawnLooks_[kRoleCount][3][2] = {};
    SampleForm drawnForm_[kRoleCount][3] = {}; // the widest form of the role and owner drawn
    std::vector<Drawn> drawn_; // what showTrace added, kept or removed by the next call
    KeepOff keepOff_;          // what labels keep off, in world units
    // The subjects' outlines (a, b), for naming each on its own side, away from the other.
    QPolygonF subjects_[2];
    QList<QPointF> keepClear_[2];
    double keepClearPixels_[2] = {0, 0};
    QList<QPointF> keepClearOffsets_[2];
    bool labelsDue_ = false; // placeLabelsSoon() was asked and nothing has placed them since
    mutable QTransform tickTransform_;
    mutable QRectF tickPixels_, tickKeepOut_;
    mutable double tickScale_ = 0;
    mutable QPointF tickOrigin_;
    QPointF gridOrigin_; // the current step's grid origin (its numbers are measured from it)
    mutable QList<Tick> ticks_;
    DiscPictures discs_;         // circles' pictures, shared by every DiscItem here
    PolygonPictures polygons_;   // polygons' pictures, shared by every OutlineItem here
    LabelPictures tickPictures_; // the numbers along the edges
    LabelLayer* labels_;         // paints every label
    TextMeasures measures_;      // the labels' texts, measured once each
};

} // namespace overlap::scene
