#include "core/motion/motion.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace overlap {

namespace {

Vec2 turned(Vec2 p, Vec2 about, double deg) {
    const double a = deg * std::numbers::pi / 180, c = std::cos(a), s = std::sin(a);
    const Vec2 q = p - about;
    return about + Vec2{c * q.x - s * q.y, s * q.x + c * q.y};
}

Vec2 reflected(Vec2 p, Vec2 through, Vec2 along) {
    const double len2 = along.x * along.x + along.y * along.y;
    if (len2 == 0)
        return p;
    const Vec2 q = p - through;
    const double k = (q.x * along.x + q.y * along.y) / len2;
    const Vec2 foot = through + k * along;
    return foot + (foot - p);
}

// How far each leg of a two-leg move has come at t: x's leg in the first half and y's in
// the second when both move; one leg alone takes the whole time.
struct Legs {
    double x, y;
};
Legs legsAt(bool xMoves, bool yMoves, double t) {
    if (!(xMoves && yMoves))
        return {t, t};
    return {std::min(2 * t, 1.0), std::max(2 * t - 1, 0.0)};
}

// How wide a folding sheet looks from above the fraction t through its turn: the cosine of
// the turn, but never narrower than kThinnest, so that no frame shows it edge-on as a line
// lying on the mirror (it crosses over at the half).
constexpr double kThinnest = 0.25;
double sheetSeen(double t) {
    const double c = std::cos(std::numbers::pi * t);
    return t < 0.5 ? std::max(c, kThinnest) : std::min(c, -kThinnest);
}

// The fold in the frame at `centre` with x axis u, as a sheet of paper folds: the half-plane
// the centre is on turns over the mirror, so seen from above a point's distance from the
// mirror shrinks as the cosine of the turn (sheetSeen) and comes out the other side. x crosses the
// y axis in the first half, y the x axis in the second; an axis the centre (`from`) is already on
// the positive side of does not turn.
Vec2 folding(const Motion& m, Vec2 arrived, double t) {
    const double len = std::hypot(m.direction.x, m.direction.y);
    if (len == 0)
        return arrived;
    const Vec2 u = (1 / len) * m.direction, v{-u.y, u.x};
    const auto own = [&](Vec2 p) {
        const Vec2 q = p - m.centre;
        return Vec2{q.x * u.x + q.y * u.y, q.x * v.x + q.y * v.y};
    };
    const Vec2 a = own(arrived), f = own(m.from);
    // Only the axes that flip take time.
    const bool flipX = f.x < 0, flipY = f.y < 0;
    const Legs leg = legsAt(flipX, flipY, t);
    const double x = flipX ? -a.x * sheetSeen(leg.x) : a.x;
    const double y = flipY ? -a.y * sheetSeen(leg.y) : a.y;
    return m.centre + x * u + y * v;
}

// A slide by `offset`, along the frame's x axis (`direction`) first, then its y axis: a
// clamp's x goes into its band, then its y into the other. One leg alone takes it all.
Vec2 sliding(const Motion& m, Vec2 arrived, double t) {
    const double len = std::hypot(m.direction.x, m.direction.y);
    if (len == 0)
        return arrived - (1 - t) * m.offset;
    const Vec2 u = (1 / len) * m.direction, v{-u.y, u.x};
    const double ox = m.offset.x * u.x + m.offset.y * u.y;
    const double oy = m.offset.x * v.x + m.offset.y * v.y;
    // A leg is one only if it is more than rounding's crumb of the other: a push along its
    // own normal has an across part of 1e-16, which would have taken the second half.
    const double crumb = 1e-9 * (std::abs(ox) + std::abs(oy));
    const Legs leg = legsAt(std::abs(ox) > crumb, std::abs(oy) > crumb, t);
    return arrived - ((1 - leg.x) * ox) * u - ((1 - leg.y) * oy) * v;
}

// How far along its leg a folded point is when the leg's turn is the fraction t done: where
// the sheet carries it.
double foldDone(double t) {
    return (1 - sheetSeen(std::clamp(t, 0.0, 1.0))) / 2;
}

// How far along its leg a point is when a ride's leg is the fraction t done: slow at its
// ends, as a fold's turn.
double foldEase(double t) {
    return (1 - std::cos(std::numbers::pi * std::clamp(t, 0.0, 1.0))) / 2;
}

// A circle as a polygon, so a fold can squash it edge-on.
Primitive asPolygon(const Primitive& c) {
    constexpr int kSides = 48;
    std::vector<Vec2> pts;
    for (int i = 0; i < kSides; ++i) {
        const double a = 2 * std::numbers::pi * i / kSides;
        pts.push_back(c.points[0] + c.radius * Vec2{std::cos(a), std::sin(a)});
    }
    Primitive p = polygon(c.role, std::move(pts), c.symbol);
    p.owner = c.owner;
    return p;
}

bool moves(const Motion& m, const Primitive& p) {
    return m.moving.empty() || std::any_of(m.moving.begin(), m.moving.end(), [&](const Named& n) {
               return n.matches(p.symbol, p.index);
           });
}

// A moved copy's path: the ghost arc of a turn, or a ghost arrow.
bool isPath(const Primitive& p) {
    return p.role == Role::Ghost && p.arrow &&
           (p.kind == PrimitiveKind::Arc || p.kind == PrimitiveKind::Segment);
}

// A path drawn as far as the motion has come.
Primitive partly(Primitive p, double t) {
    if (p.kind == PrimitiveKind::Arc)
        p.spanDeg *= t;
    else if (p.points.size() == 2)
        p.points[1] = p.points[0] + t * (p.points[1] - p.points[0]);
    else if (p.kind == PrimitiveKind::Polygon && p.points.size() == 4) // swept from its side
        for (int i : {2, 3})
            p.points[std::size_t(i)] =
                p.points[std::size_t(3 - i)] +
                t * (p.points[std::size_t(i)] - p.points[std::size_t(3 - i)]);
    return p;
}

// The primitive carried back by the part of the motion still to come. A line is a point
// and a direction: the point moves, the direction turns with a turn. An arc's start angle
// turns with a turn; a reflection, fold or slide of an arc or line moves its points only.
Primitive carried(const Motion& m, Primitive p, double t) {
    const bool line = p.kind == PrimitiveKind::Line && p.points.size() == 2;
    for (std::size_t i = 0; i < p.points.size(); ++i)
        if (!(line && i == 1))
            p.points[i] = inMotion(m, p.points[i], t);
    if (m.kind == MotionKind::Turn) {
        const double back = -(1 - std::clamp(t, 0.0, 1.0)) * m.angleDeg;
        if (line)
            p.points[1] = turned(p.points[1], {0, 0}, back);
        if (p.kind == PrimitiveKind::Arc)
            p.startDeg += back;
    }
    return p;
}

// An outline piece of a roll: an unnamed construction segment or arc.
bool isOutline(const Primitive& p) {
    return p.role == Role::Construction && p.symbol == Symbol::None && !p.arrow &&
           ((p.kind == PrimitiveKind::Segment && p.points.size() == 2) ||
            (p.kind == PrimitiveKind::Arc && p.points.size() == 1));
}

double lengthOf(const Primitive& p) {
    if (p.kind == PrimitiveKind::Arc)
        return std::abs(p.spanDeg) * std::numbers::pi / 180 * p.radius;
    return std::hypot(p.points[1].x - p.points[0].x, p.points[1].y - p.points[0].y);
}

// The roll's frame: the outline as far as the copy's centre has come, and the copy there.
std::vector<Primitive> rolled(const Step& arriving, double t) {
    double total = 0;
    for (const Primitive& p : arriving.primitives)
        if (isOutline(p))
            total += lengthOf(p);
    const double reach = t * total;
    std::vector<Primitive> shown;
    double done = 0;
    std::optional<Vec2> at;
    for (const Primitive& p : arriving.primitives) {
        if (!isOutline(p))
            continue;
        const double len = lengthOf(p);
        if (!at) {
            const double f = len > 0 ? std::clamp((reach - done) / len, 0.0, 1.0) : 1.0;
            if (f > 0)
                shown.push_back(partly(p, f));
            if (done + len >= reach)
                at = endOf(p, f);
        }
        done += len;
    }
    if (at) {
        shown.push_back(circle(Role::Ghost, *at, arriving.motion.radius));
        shown.push_back(point(Role::Ghost, *at));
    }
    // Where asked, what the roll measures stands from the start (the rounded rect's r).
    if (arriving.motion.stillFirst)
        for (const Primitive& p : arriving.primitives)
            if (!isOutline(p))
                shown.push_back(p);
    return shown;
}

// A drop's segment: a construction segment or a leg, not an arrow.
bool isDropSegment(const Primitive& p) {
    return (p.role == Role::Construction || p.role == Role::Leg) &&
           p.kind == PrimitiveKind::Segment && !p.arrow && p.points.size() == 2;
}

// What a drop draws on: its segments, and the squares on a leg, swept out from their side.
bool isDrop(const Primitive& p) {
    return isDropSegment(p) ||
           (p.role == Role::Leg && p.kind == PrimitiveKind::Polygon && p.points.size() == 4);
}

// The drop's frame: the lines dropped onto and the points from the start, each segment
// drawn from its first point, a point at a segment's end riding its tip; the rest waits for
// the end.
std::vector<Primitive> dropped(const Step& arriving, double t) {
    // One by one, the i-th of n segments is drawn in the i-th n-th of the time.
    const int n = int(std::count_if(arriving.primitives.begin(), arriving.primitives.end(),
                                    [](const Primitive& p) { return isDrop(p); }));
    const auto doneOf = [&](int i) {
        return arriving.motion.oneByOne ? std::clamp(n * t - i, 0.0, 1.0) : t;
    };
    std::vector<Primitive> shown;
    // Where each drop lands, and how far it has come.
    std::vector<std::pair<Vec2, double>> lands;
    int drops = 0;
    for (const Primitive& p : arriving.primitives)
        if (isDrop(p)) {
            const double done = doneOf(drops++);
            if (isDropSegment(p))
                lands.emplace_back(p.points[1], done);
        }
    const auto landed = [&](Vec2 v) {
        return std::any_of(lands.begin(), lands.end(),
                           [&](const auto& l) { return l.first == v && l.second >= 1; });
    };
    // A segment between two landing places (a shadow on its lane) is cast once both its ends
    // have landed: shown from the start, it read as there before the corners dropped.
    // Until then its line is there, thin and unnamed: where the corners are going.
    const auto landsOn = [&](Vec2 v) {
        return std::any_of(lands.begin(), lands.end(), [&](const auto& l) { return l.first == v; });
    };
    for (const Primitive& p : arriving.primitives)
        if (!isDrop(p) && p.kind == PrimitiveKind::Segment && p.points.size() == 2 &&
            landsOn(p.points[0]) && landsOn(p.points[1])) {
            if (landed(p.points[0]) && landed(p.points[1])) {
                shown.push_back(p);
            } else {
                Primitive lane = segment(Role::Construction, p.points[0], p.points[1]);
                lane.owner = p.owner;
                shown.push_back(lane);
            }
        }
    int i = 0;
    for (const Primitive& p : arriving.primitives)
        if (isDrop(p)) {
            const double done = doneOf(i++);
            if (done <= 0)
                continue;
            Primitive drawn = partly(p, done);
            if (done < 1) {
                drawn.value.clear(); // a leg's number is its whole length's
                if (p.kind == PrimitiveKind::Polygon)
                    drawn.symbol = Symbol::None; // a square half swept is not yet dx²
            }
            shown.push_back(drawn);
        } else if (p.kind == PrimitiveKind::Line && p.role != Role::Separating) {
            // The axis dropped onto; the line that separates is the result. Where the axis's
            // name waits with the arrow that separates, the line carries it meanwhile.
            Primitive axis = p;
            if (axis.symbol == Symbol::None)
                for (const Primitive& s : arriving.primitives)
                    if (s.role == Role::Separating && s.arrow && s.symbol != Symbol::None) {
                        axis.symbol = s.symbol;
                        axis.index = s.index;
                    }
            shown.push_back(axis);
        } else if (p.kind == PrimitiveKind::Segment && p.arrow && p.role == Role::Construction) {
            shown.push_back(p); // the axis's direction, which the drops are measured along
        } else if (arriving.motion.stillFirst && p.kind != PrimitiveKind::Point &&
                   !(p.points.size() == 2 && landsOn(p.points[0]) && landsOn(p.points[1]))) {
            shown.push_back(p); // where asked, what the drops are measured against stands
        }
    for (const Primitive& p : arriving.primitives) {
        if (p.kind != PrimitiveKind::Point)
            continue;
        Primitive at = p;
        int k = 0;
        for (const Primitive& s : arriving.primitives) {
            if (!isDrop(s))
                continue;
            if (isDropSegment(s) && s.points[1] == p.points[0]) {
                const double done = doneOf(k);
                at.points[0] = s.points[0] + done * (s.points[1] - s.points[0]);
                at.value.clear(); // where it lands is its number, and its name
                if (done < 1)
                    at.symbol = Symbol::None;
                break;
            }
            ++k;
        }
        shown.push_back(at);
    }
    return shown;
}

// The ride's frame: the paths drawn one after the other as far as come, each as a fold's
// leg turns (slow at its ends), the moving points at the tip of the one on its way; the
// rest waits for the end.
std::vector<Primitive> ridden(const Step& arriving, double t) {
    const int legs = int(std::count_if(arriving.primitives.begin(), arriving.primitives.end(),
                                       [](const Primitive& p) { return isPath(p); }));
    std::vector<Primitive> shown;
    std::optional<Vec2> tip;
    int leg = 0;
    for (const Primitive& p : arriving.primitives) {
        if (!isPath(p))
            continue;
        const double done = foldEase(legs * t - leg++);
        if (done > 0)
            shown.push_back(partly(p, done));
        if (!tip || done > 0)
            tip = endOf(p, done);
    }
    // Where asked, what does not move stands from the start (where the ride goes, and about
    // what it turns).
    if (arriving.motion.stillFirst)
        for (const Primitive& p : arriving.primitives)
            if (!isPath(p) && !moves(arriving.motion, p))
                shown.push_back(p);
    for (const Primitive& p : arriving.primitives)
        if (tip && p.kind == PrimitiveKind::Point && moves(arriving.motion, p)) {
            // On its way it is a moved copy, not yet what its name names.
            Primitive riding = point(Role::Ghost, *tip);
            riding.owner = p.owner;
            shown.push_back(riding);
        }
    return shown;
}

// A turn's spokes: from the centre it turns about to each point on its way, so the turn
// reads as one about that centre.
void addSpokes(const Motion& m, std::vector<Primitive>& shown) {
    std::vector<Primitive> spokes;
    for (const Primitive& p : shown)
        if (p.kind == PrimitiveKind::Point && !(p.points[0] == m.centre))
            spokes.push_back(segment(Role::Ghost, m.centre, p.points[0]));
    shown.insert(shown.end(), spokes.begin(), spokes.end());
}

} // namespace

Vec2 inMotion(const Motion& m, Vec2 arrived, double t) {
    t = std::clamp(t, 0.0, 1.0);
    switch (m.kind) {
    case MotionKind::None:
        return arrived;
    case MotionKind::Turn:
        return turned(arrived, m.centre, -(1 - t) * m.angleDeg);
    case MotionKind::Reflect: {
        const Vec2 from = reflected(arrived, m.centre, m.direction);
        return from + t * (arrived - from);
    }
    case MotionKind::Fold:
        return folding(m, arrived, t);
    case MotionKind::Slide:
        return sliding(m, arrived, t);
    case MotionKind::Roll: // the copy rolls; the step's own elements stand still
    case MotionKind::Drop: // drawn on from their first points
    case MotionKind::Ride: // its points ride the paths
        return arrived;
    }
    return arrived;
}

bool hasMotion(const Step& s) {
    return s.motion.kind != MotionKind::None;
}

double motionSeconds(const Step& s) {
    return hasMotion(s) ? kBeatSeconds * std::clamp(s.motion.beats, 0.25, 8.0) : 0.0;
}

MotionFrame frameAt(const Trace& trace, int k, double fraction) {
    const int last = int(trace.steps.size()) - 1;
    k = std::clamp(k, 0, std::max(last, 0));
    if (!(fraction > 0) || k >= last)
        return {trace, k};
    if (fraction >= 1)
        return {trace, k + 1};
    // A cut holds the step before until the end.
    if (!hasMotion(trace.steps[std::size_t(k + 1)]))
        return {trace, k};
    MotionFrame f{trace, k + 1};
    Step& arriving = f.trace.steps[std::size_t(k + 1)];
    const Motion& motion = arriving.motion;
    if (motion.kind == MotionKind::Roll) {
        arriving.primitives = rolled(arriving, fraction);
        return f;
    }
    if (motion.kind == MotionKind::Drop) {
        arriving.primitives = dropped(arriving, fraction);
        return f;
    }
    if (motion.kind == MotionKind::Ride) {
        arriving.primitives = ridden(arriving, fraction);
        return f;
    }
    // A fold's path has a leg per mirror crossed, a slide's one per axis it moves along.
    const int legs = int(std::count_if(arriving.primitives.begin(), arriving.primitives.end(),
                                       [](const Primitive& p) { return isPath(p); }));
    int leg = 0;
    std::vector<Primitive> shown;
    for (const Primitive& p : arriving.primitives) {
        if (isPath(p)) {
            // A path is drawn as far as the motion has come.
            // A fold's and a slide's legs are walked one after the other.
            const double done = motion.kind == MotionKind::Fold ? foldDone(legs * fraction - leg++)
                                : motion.kind == MotionKind::Slide
                                    ? std::clamp(legs * fraction - leg++, 0.0, 1.0)
                                    : fraction;
            if (done > 0) {
                Primitive drawn = partly(p, done);
                // A turn's copy marks where the arc has come to: an arrowhead there as well
                // read as a bow tie, pointing either way.
                if (motion.kind == MotionKind::Turn && done < 1)
                    drawn.arrow = false;
                shown.push_back(drawn);
            }
        } else if (moves(motion, p)) {
            // Nothing on its way is yet what its name names (N is N where it lands, xb′ is
            // xb′ once turned back): named on arrival, with its number.
            const bool fold = motion.kind == MotionKind::Fold;
            Primitive moving = carried(
                motion, fold && p.kind == PrimitiveKind::Circle ? asPolygon(p) : p, fraction);
            moving.value.clear();
            moving.symbol = Symbol::None;
            // A point on its way is drawn as a moved copy: the nearest point's red is for N.
            if (p.kind == PrimitiveKind::Point)
                moving.role = Role::Ghost;
            shown.push_back(moving);
        } else if (motion.stillFirst) {
            shown.push_back(p);
        }
    }
    if (motion.kind == MotionKind::Turn)
        addSpokes(motion, shown);
    // What does not move appears at the end (from the start where stillFirst): until then the
    // step shows only what moves.
    arriving.primitives = std::move(shown);
    return f;
}

} // namespace overlap
