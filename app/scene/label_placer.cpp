#include "app/scene/label_placer.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace overlap::scene {

namespace {

// Whether a segment passes through a box: an end inside, or a crossing of one of its sides.
bool segmentHits(const QLineF& s, const QRectF& box) {
    if (box.contains(s.p1()) || box.contains(s.p2()))
        return true;
    const QLineF sides[] = {{box.topLeft(), box.topRight()},
                            {box.topRight(), box.bottomRight()},
                            {box.bottomRight(), box.bottomLeft()},
                            {box.bottomLeft(), box.topLeft()}};
    for (const QLineF& side : sides)
        if (s.intersects(side, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

// Whether a circle's outline passes through a box: its nearest and farthest points lie on
// either side of the radius.
bool circleHits(QPointF c, double r, const QRectF& box) {
    const double nx = std::clamp(c.x(), box.left(), box.right()) - c.x();
    const double ny = std::clamp(c.y(), box.top(), box.bottom()) - c.y();
    const double fx = std::max(std::abs(box.left() - c.x()), std::abs(box.right() - c.x()));
    const double fy = std::max(std::abs(box.top() - c.y()), std::abs(box.bottom() - c.y()));
    return std::hypot(nx, ny) <= r && std::hypot(fx, fy) >= r;
}

// A box's edges as QRectF::intersects() orders them (a negative size runs the other way).
std::pair<double, double> span(double at, double size) {
    return size < 0 ? std::pair{at + size, at} : std::pair{at, at + size};
}

// Below this size of pixel coordinates QLineF::intersects() errs by less than a thousandth of
// a pixel, so a stroke and a box farther apart than kRoundingMargin surely do not meet.
constexpr double kExactRange = 1e12;
constexpr double kRoundingMargin = 1e-2;

bool withinExactRange(double left, double right, double top, double bottom) {
    return std::abs(left) <= kExactRange && std::abs(right) <= kExactRange &&
           std::abs(top) <= kExactRange && std::abs(bottom) <= kExactRange;
}

} // namespace

void LabelPlacer::block(const QRectF& box) {
    const auto [left, right] = span(box.x(), box.width());
    const auto [top, bottom] = span(box.y(), box.height());
    // A null box meets nothing (QRectF::intersects).
    if (left != right && top != bottom)
        blocked_.push_back({left, right, top, bottom});
}

void LabelPlacer::blockMark(const QRectF& box) {
    const std::size_t before = blocked_.size();
    block(box);
    if (blocked_.size() > before)
        blocked_.back().mark = true;
}

void LabelPlacer::avoid(const QLineF& stroke) {
    const double left = std::min(stroke.x1(), stroke.x2());
    const double right = std::max(stroke.x1(), stroke.x2());
    const double top = std::min(stroke.y1(), stroke.y2());
    const double bottom = std::max(stroke.y1(), stroke.y2());
    strokes_.push_back({stroke,
                        {left - kRoundingMargin, right + kRoundingMargin, top - kRoundingMargin,
                         bottom + kRoundingMargin},
                        withinExactRange(stroke.x1(), stroke.x2(), stroke.y1(), stroke.y2())});
}

bool LabelPlacer::free(const QRectF& box, const std::vector<Edges>& blocked, bool marksToo) const {
    if (!bounds_.isEmpty() && !bounds_.contains(box))
        return false;
    const QRectF spaced = box.adjusted(-kSpaceAcross, -kSpace, kSpaceAcross, kSpace);
    const auto [left, right] = span(spaced.x(), spaced.width());
    const auto [top, bottom] = span(spaced.y(), spaced.height());
    if (left == right || top == bottom)
        return true;
    // QRectF::intersects(), inline: the same comparisons, all four made for each box (one
    // branch a box, not four that depend on where the box lies: those were mispredicted).
    for (const Edges& b : blocked)
        if (!(b.left >= right) & !(left >= b.right) & !(b.top >= bottom) & !(top >= b.bottom) &
            (marksToo | !b.mark))
            return false;
    return true;
}

const std::vector<LabelPlacer::Edges>& LabelPlacer::blockedNear(QPointF anchor, QSizeF size,
                                                                double reach) {
    // Every candidate box, spaced, lies within this; the margin covers their rounding (and
    // a NaN or infinite reach keeps every box, as its comparisons all fail).
    const double w = std::abs(size.width()), h = std::abs(size.height());
    const double margin = 1 + 1e-9 * (std::abs(anchor.x()) + std::abs(anchor.y()) + reach + w + h);
    const double left = anchor.x() - reach - w - kSpaceAcross - margin;
    const double right = anchor.x() + reach + w + kSpaceAcross + margin;
    const double top = anchor.y() - reach - h - kSpace - margin;
    const double bottom = anchor.y() + reach + h + kSpace + margin;
    near_.clear();
    for (const Edges& b : blocked_)
        if (!(b.left >= right || left >= b.right) && !(b.top >= bottom || top >= b.bottom))
            near_.push_back(b);
    return near_;
}

bool LabelPlacer::crossesStroke(const QRectF& box) const {
    const auto [left, right] = span(box.x(), box.width());
    const auto [top, bottom] = span(box.y(), box.height());
    const bool boundsDecide = withinExactRange(left, right, top, bottom);
    for (const Stroke& s : strokes_) {
        if (boundsDecide && s.boundsDecide &&
            (s.reach.right < left || s.reach.left > right || s.reach.bottom < top ||
             s.reach.top > bottom))
            continue;
        if (segmentHits(s.line, box))
            return true;
    }
    for (const QRectF& c : circles_)
        if (circleHits(c.topLeft(), c.width(), box))
            return true;
    return false;
}

bool LabelPlacer::misleads(const QRectF& box, QPointF anchor, bool passing) const {
    const auto toBox = [&](QPointF p) {
        const double dx = std::max({box.left() - p.x(), 0.0, p.x() - box.right()});
        const double dy = std::max({box.top() - p.y(), 0.0, p.y() - box.bottom()});
        return std::hypot(dx, dy);
    };
    const double own = toBox(anchor);
    for (const auto& [d, passes] : dots_)
        if ((passing || !passes) && std::hypot(d.x() - anchor.x(), d.y() - anchor.y()) > 1 &&
            toBox(d) + 2 < own)
            return true;
    return false;
}

std::array<std::array<int, 2>, 8> LabelPlacer::sidesFor(const Hint& hint) const {
    // Up-right first (where names have always been), then the other sides; a hint reorders
    // them (stably, so ties keep this order).
    static constexpr int kDefault[8][2] = {{1, -1}, {1, 0},  {0, -1}, {-1, -1},
                                           {1, 1},  {-1, 0}, {0, 1},  {-1, 1}};
    std::array<std::array<int, 2>, 8> sides;
    for (int i = 0; i < 8; ++i)
        sides[i] = {kDefault[i][0], kDefault[i][1]};
    const auto unit = [](QPointF v) {
        const double len = std::hypot(v.x(), v.y());
        return len > 0 ? v / len : QPointF();
    };
    const auto dot = [&](const std::array<int, 2>& side, QPointF v) {
        return QPointF::dotProduct(unit(QPointF(side[0], side[1])), v);
    };
    const QPointF outward = unit(hint.outward), along = unit(hint.along);
    // Each side's score computed once (the same numbers the comparisons used to compute).
    std::array<std::pair<std::array<int, 2>, double>, 8> scored;
    const auto sortBy = [&](auto score, auto before) {
        for (int i = 0; i < 8; ++i)
            scored[i] = {sides[i], score(sides[i])};
        std::stable_sort(scored.begin(), scored.end(),
                         [&](const auto& a, const auto& b) { return before(a.second, b.second); });
        for (int i = 0; i < 8; ++i)
            sides[i] = scored[i].first;
    };
    if (!outward.isNull())
        sortBy([&](const auto& side) { return dot(side, outward); },
               [](double a, double b) { return a > b + 1e-9; });
    else if (!along.isNull())
        // Across the segment, then the other sides; along it (over its ends) last.
        sortBy([&](const auto& side) { return std::abs(dot(side, along)); },
               [](double a, double b) { return a < b - 1e-9; });
    return sides;
}

QRectF LabelPlacer::boxAt(QPointF anchor, QSizeF size, int sx, int sy, double d) {
    const double w = size.width(), h = size.height();
    const double diag = sx != 0 && sy != 0 ? d * 0.7071 : d;
    const double left =
        sx > 0 ? anchor.x() + diag : (sx < 0 ? anchor.x() - diag - w : anchor.x() - w / 2);
    const double top =
        sy < 0 ? anchor.y() - diag - h : (sy > 0 ? anchor.y() + diag : anchor.y() - h / 2);
    return QRectF(left, top, w, h);
}

bool LabelPlacer::leaderAt(const Hint& hint, int ring, std::size_t side) {
    // Off the sides that suit it best, a label reads as its anchor's only with a leader.
    // A dot's name two rings out reads as a neighbour's: dots sit close together.
    return ring >= (hint.ofDot ? 2 : 3) || (!hint.along.isNull() && (ring >= 1 || side >= 2));
}

bool LabelPlacer::onPath(const QRectF& box) const {
    return std::any_of(paths_.begin(), paths_.end(),
                       [&](const QLineF& s) { return segmentHits(s, box); });
}

bool LabelPlacer::nearOtherStroke(const QRectF& box, QPointF anchor, double clearance) const {
    const QRectF wide = box.adjusted(-clearance, -clearance, clearance, clearance);
    // The outline the anchor lies on is the name's own: beside it is where a name belongs.
    const auto throughAnchor = [&](const QLineF& s) {
        const QPointF d = s.p2() - s.p1();
        const double len2 = QPointF::dotProduct(d, d);
        const double t =
            len2 > 0 ? std::clamp(QPointF::dotProduct(anchor - s.p1(), d) / len2, 0.0, 1.0) : 0;
        const QPointF n = s.p1() + t * d - anchor;
        return QPointF::dotProduct(n, n) <= 1;
    };
    for (const Stroke& s : strokes_)
        if (!throughAnchor(s.line) && segmentHits(s.line, wide))
            return true;
    for (const QRectF& c : circles_) {
        const double own = std::hypot(anchor.x() - c.x(), anchor.y() - c.y());
        if (std::abs(own - c.width()) > 1 && circleHits(c.topLeft(), c.width(), wide))
            return true;
    }
    return false;
}

std::optional<LabelPlacer::Placed> LabelPlacer::placeClear(QPointF anchor, QSizeF size, double gap,
                                                           const Hint& hint, int rings,
                                                           double clearance) {
    const std::array<std::array<int, 2>, 8> sides = sidesFor(hint);
    const double step = ringStep(size);
    const std::vector<Edges>& near = blockedNear(anchor, size, std::abs(gap) + rings * step);
    for (int ring = 0; ring < rings; ++ring)
        for (std::size_t i = 0; i < sides.size(); ++i) {
            const QRectF box = boxAt(anchor, size, sides[i][0], sides[i][1], gap + ring * step);
            if (free(box, near) && !nearOtherStroke(box, anchor, clearance) &&
                !(hint.ofDot && misleads(box, anchor))) {
                block(box);
                // Two rings out a shape's name floats between outlines: a leader says whose.
                return Placed{box, ring >= 2 || leaderAt(hint, ring, i)};
            }
        }
    return std::nullopt;
}

LabelPlacer::Placed LabelPlacer::place(QPointF anchor, QSizeF size, double gap, const Hint& hint) {
    // Steady beats best while things move: a stroke passing under a kept name moves on.
    for (const std::optional<Kept>* kept : {&hint.kept, &hint.keptElse}) {
        if (!*kept)
            continue;
        // On the same side of the anchor, its near edges where they were, if its words grew.
        const QRectF k = (*kept)->placed.box;
        const double left = k.left() >= 0    ? k.left()
                            : k.right() <= 0 ? k.right() - size.width()
                                             : k.center().x() - size.width() / 2;
        const double top = k.top() >= 0      ? k.top()
                           : k.bottom() <= 0 ? k.bottom() - size.height()
                                             : k.center().y() - size.height() / 2;
        const QRectF box = QRectF(QPointF(left, top), size).translated(anchor);
        const bool leader = (*kept)->placed.leader;
        const Kept::Hold hold = (*kept)->hold;
        // Nor where a moving point comes nearer than its own: it would read as that one's
        // (unless a leader says whose it is).
        const bool stays = hold == Kept::Hold::Held
                               ? free(box, blocked_, false)
                               : free(box, blocked_, hold == Kept::Hold::OffMarks) &&
                                     !onPath(box) &&
                                     !(hint.ofDot && !leader && misleads(box, anchor, false));
        if (stays) {
            block(box);
            return {box, leader};
        }
    }
    const std::array<std::array<int, 2>, 8> kSides = sidesFor(hint);
    const auto boxAt = [&](int sx, int sy, double d) {
        return LabelPlacer::boxAt(anchor, size, sx, sy, d);
    };
    const auto leaderAt = [&](int ring, std::size_t side) {
        return LabelPlacer::leaderAt(hint, ring, side);
    };
    constexpr int kRings = 6;
    const double step = ringStep(size);
    // Only boxes near the anchor can meet a nearby candidate: the others are not tried.
    const std::vector<Edges>& near = blockedNear(anchor, size, std::abs(gap) + (kRings - 1) * step);
    // A segment's value, and a dot's name, walk further (with a leader) for a clear box:
    // over an outline a value hides the very edge the reader is looking at, and a dot's name
    // over a line reads as a point on it.
    const int walk = !hint.along.isNull() ? 3 : hint.ofDot ? 2 : 1;
    // The first box over a stroke but off a motion's path, and the first over anything.
    std::optional<Placed> overStroke, overPath;
    int overStrokeRing = 0;
    for (int ring = 0; ring < kRings; ++ring) {
        const double d = gap + ring * step;
        for (std::size_t i = 0; i < kSides.size(); ++i) {
            const auto& side = kSides[i];
            const QRectF box = boxAt(side[0], side[1], d);
            if (!free(box, near))
                continue;
            if (!crossesStroke(box) && !(hint.ofDot && misleads(box, anchor))) {
                // A box a stroke-crossing one nearer would have beaten is worth the walk only
                // a ring or two away.
                if (overStroke && ring > overStrokeRing + walk)
                    break;
                block(box);
                return {box, leaderAt(ring, i)};
            }
            // Over a stroke, but not over a path a motion draws (it would hide the motion).
            if (!overStroke && !onPath(box)) {
                overStroke = Placed{box, leaderAt(ring, i)};
                overStrokeRing = ring;
            }
            if (!overPath)
                overPath = Placed{box, leaderAt(ring, i)};
        }
        if (overStroke && ring > overStrokeRing + walk)
            break;
    }
    if (const std::optional<Placed> over = overStroke ? overStroke : overPath) {
        block(over->box);
        return {over->box, over->leader || (hint.ofDot && misleads(over->box, anchor))};
    }
    // Crowded everywhere near: further out along the rays, with a leader.
    for (int ring = kRings; ring < 4 * kRings; ++ring)
        for (const auto& side : kSides) {
            const QRectF box = boxAt(side[0], side[1], gap + ring * step);
            if (free(box, blocked_)) {
                block(box);
                return {box, true};
            }
        }
    const QRectF box = boxAt(1, -1, gap);
    block(box);
    return {box, false};
}

std::pair<int, int> firstOverlap(const QList<QRectF>& boxes) {
    for (int i = 0; i < boxes.size(); ++i)
        for (int j = i + 1; j < boxes.size(); ++j)
            if (boxes[i].intersects(boxes[j]))
                return {i, j};
    return {-1, -1};
}

} // namespace overlap::scene
