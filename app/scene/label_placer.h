#pragma once

#include <QLineF>
#include <QList>
#include <QRectF>

#include <algorithm>
#include <array>

#include <optional>
#include <vector>

namespace overlap::scene {

// Places labels, in pixels, clear of each other and of marks that must stay visible (key
// points, the numbers along the edges): for each label in turn it tries boxes around the
// anchor on 8 sides at growing distances and takes the first free one, preferring one
// that crosses no stroke; a label pushed far from its anchor gets a leader line.
class LabelPlacer {
  public:
    explicit LabelPlacer(const QRectF& bounds) : bounds_(bounds) {}

    // Nothing may be placed over this box.
    void block(const QRectF& box);
    // A point's mark: nothing is placed over it, but a name kept through a motion stays
    // while a moving point passes under it (rather than jump away and back).
    void blockMark(const QRectF& box);
    // Labels rather not lie over this stroke.
    void avoid(const QLineF& stroke);
    // A path a motion is drawing: even a name kept through the motion moves off it.
    // (It is a stroke too: placed afresh, a name keeps off it where it can.)
    void avoidPath(const QLineF& stroke) { paths_.push_back(stroke); }
    // A dot with a name of its own: a dot's name is not placed nearer to it than to its dot.
    // `passing`: where a moving dot goes by; a name kept through the motion stays.
    void addDot(QPointF dot, bool passing = false) { dots_.push_back({dot, passing}); }
    // The same for a circle's outline.
    void avoidCircle(QPointF centre, double radius) {
        circles_ << QRectF(centre, QSizeF(radius, 0));
    }

    struct Placed {
        QRectF box;
        bool leader = false; // too far from the anchor to read as its: draw a line to it
    };
    // A place a label stood in, relative to its anchor, to keep while it is still free.
    struct Kept {
        Placed placed;
        // How firmly: a point passing under it leaves it there (else it moves off marks);
        // held, it moves only for another label (the place a motion lands on: it stands
        // there at the end whatever passes by on the way).
        enum class Hold { OffMarks, OverMarks, Held } hold = Hold::OverMarks;
    };
    // Which sides of the anchor suit a label best (pixel directions; null: no preference).
    struct Hint {
        QPointF outward; // a shape's name or an arc's: the sides facing this way first
        QPointF along;   // a segment's value: the sides across it first, a leader if moved
        // Where the label stands while things move (so names do not jump from frame to frame
        // as things move past them), tried in turn before any fresh place.
        std::optional<Kept> kept, keptElse;
        bool ofDot = false; // the anchor is a dot: a box nearer another dot reads as its
    };
    // Places a label of this size for the anchor, at least `gap` pixels from it; the box
    // then blocks later labels (and keeps them kSpace pixels off, so texts never run together;
    // side by side on one line kSpaceAcross, or two names read as one: "r² = 9 r = 3").
    Placed place(QPointF anchor, QSizeF size, double gap, const Hint& hint);
    Placed place(QPointF anchor, QSizeF size, double gap) {
        return place(anchor, size, gap, Hint{});
    }
    // A place within the first `rings` rings that is free, misleads no dot and keeps
    // `clearance` pixels off every stroke, or none (nothing is blocked then): for a name
    // that has other spots to try, where a place beside another outline reads as its.
    std::optional<Placed> placeClear(QPointF anchor, QSizeF size, double gap, const Hint& hint,
                                     int rings, double clearance);
    static constexpr double kSpace = 3;
    static constexpr double kSpaceAcross = 12;

  private:
    // A box by its edges, as QRectF::intersects() takes them (most of placing a label is
    // testing its candidates against every blocked box).
    struct Edges {
        double left, right, top, bottom;
        bool mark = false; // a point's mark, not a label or the numbers along the edges
    };
    // A stroke and its bounds, widened by a margin that dwarfs the rounding of
    // QLineF::intersects(): a box outside them is surely not crossed.
    struct Stroke {
        QLineF line;
        Edges reach;
        bool boundsDecide; // coordinates small enough for the bounds test to be exact
    };
    bool free(const QRectF& box, const std::vector<Edges>& blocked, bool marksToo = true) const;
    bool crossesStroke(const QRectF& box) const;
    bool onPath(const QRectF& box) const; // over a path a motion draws
    // Whether a stroke other than those through the anchor comes within `clearance` of it.
    bool nearOtherStroke(const QRectF& box, QPointF anchor, double clearance) const;
    // Another dot lies nearer the box than the anchor: the name would read as that dot's.
    // `passing`: the dots a motion passes by count too.
    bool misleads(const QRectF& box, QPointF anchor, bool passing = true) const;
    // The eight sides in the order the hint prefers them.
    std::array<std::array<int, 2>, 8> sidesFor(const Hint& hint) const;
    // How much farther each ring of candidate boxes lies than the one before.
    static double ringStep(QSizeF size) { return std::max(6.0, size.height() * 0.6); }
    // The box of this size whose nearest side (or corner) is d pixels from the anchor.
    static QRectF boxAt(QPointF anchor, QSizeF size, int sx, int sy, double d);
    // Whether a box at this ring and side needs a leader to read as its anchor's.
    static bool leaderAt(const Hint& hint, int ring, std::size_t side);
    // The blocked boxes a label of this size may meet within `reach` pixels of the anchor.
    const std::vector<Edges>& blockedNear(QPointF anchor, QSizeF size, double reach);
    QRectF bounds_;
    std::vector<Edges> blocked_;
    std::vector<Edges> near_; // blockedNear()'s answer
    std::vector<Stroke> strokes_;
    QList<QRectF> circles_;                      // top-left: centre, width: radius
    std::vector<std::pair<QPointF, bool>> dots_; // and whether it is passing
    std::vector<QLineF> paths_;
};

// The first two boxes of the list that intersect, as indices; {-1, -1} when none do.
std::pair<int, int> firstOverlap(const QList<QRectF>& boxes);

} // namespace overlap::scene
