#include "core/methods/push_step.h"

#include "core/geometry/centre.h"
#include "core/geometry/convert.h"
#include "core/geometry/visit.h"
#include "core/methods/sat_picture.h"
#include "core/response/response.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>

namespace overlap {

namespace {

Primitive movedCopy(const Shape& s, Vec2 by) {
    return std::visit(
        overloaded{
            [&](const Circle& c) { return circle(Role::Ghost, c.c + by, c.r, Symbol::Pushed); },
            [&](const Rect& r) {
                return rectPolygon(Role::Ghost, r.min + by, r.max + by, Symbol::Pushed);
            },
            [&](const RotatedRect& t) {
                std::vector<Vec2> corners = turnedCorners(t);
                for (Vec2& p : corners)
                    p = p + by;
                return polygon(Role::Ghost, std::move(corners), Symbol::Pushed);
            }},
        s);
}

struct Box {
    Vec2 lo, hi;
};

// The shape's axis-aligned box: a rect's own, exactly, for the rect pairs.
Box boxOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) {
                                     return Box{c.c - Vec2{c.r, c.r}, c.c + Vec2{c.r, c.r}};
                                 },
                                 [](const Rect& r) {
                                     return Box{r.min, r.max};
                                 },
                                 [](const RotatedRect& t) {
                                     Box b{t.c, t.c};
                                     for (Vec2 p : turnedCorners(t)) {
                                         b.lo = {std::min(b.lo.x, p.x), std::min(b.lo.y, p.y)};
                                         b.hi = {std::max(b.hi.x, p.x), std::max(b.hi.y, p.y)};
                                     }
                                     return b;
                                 }},
                      s);
}

// The narrower way across a shape: a circle's diameter, a rect's shorter side.
double narrowOf(const Shape& s) {
    return std::visit(
        [](const auto& v) -> double {
            using S = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<S, Circle>)
                return 2 * v.r;
            else if constexpr (std::is_same_v<S, Rect>)
                return std::min(v.max.x - v.min.x, v.max.y - v.min.y);
            else
                return 2 * std::min(v.half.x, v.half.y);
        },
        s);
}

std::optional<RotatedRect> asTurned(const Shape& s) {
    if (const auto* t = std::get_if<RotatedRect>(&s))
        return *t;
    if (const auto* r = std::get_if<Rect>(&s))
        return centredForm(*r);
    return std::nullopt;
}

// Which of SAT's four axes (1 to 4, satAxes' order) the normal lies along, for two rects;
// 0 otherwise. The normal is one of them exactly: the response takes it from the axis.
int axisOfNormal(const Shape& a, const Shape& b, Vec2 normal) {
    const std::optional<RotatedRect> ra = asTurned(a), rb = asTurned(b);
    if (!ra || !rb)
        return 0;
    const std::array<Vec2, 4> axes = satAxes(*ra, *rb);
    int best = 0;
    double bestCross = 1e-9;
    for (int i = 0; i < 4; ++i) {
        const Vec2 u = axes[std::size_t(i)];
        const double across = std::abs(cross(u, normal)) / std::hypot(u.x, u.y);
        if (across < bestCross) {
            bestCross = across;
            best = i + 1;
        }
    }
    return best;
}

// Whether a circle's centre lies in the rect (its edges included): then C − N is zero and
// the push goes out through the nearest edge instead.
// Whether segment uv lies on the line through p and q and reaches within `room` of pq
// along it (two arrows there read as one, or meet head to head).
bool crowdsLine(Vec2 p, Vec2 q, Vec2 u, Vec2 v, double room) {
    const Vec2 d = q - p;
    const double len2 = dot(d, d), slack = 1e-9 * len2;
    if (!(len2 > 0) || std::abs(cross(d, u - p)) > slack || std::abs(cross(d, v - p)) > slack)
        return false;
    const double len = std::sqrt(len2), a = dot(u - p, d) / len, b = dot(v - p, d) / len;
    const double gap = std::max(std::min(a, b) - len, -std::max(a, b));
    return gap < room;
}

// Whether a circle's push leaves a rect by a corner (from its corner region: the normal
// is square to neither of the rect's edges) rather than square to an edge.
bool atCorner(const Shape& a, const Shape& b, Vec2 normal) {
    const std::optional<RotatedRect> rect = asTurned(b);
    if (!std::holds_alternative<Circle>(a) || !rect)
        return false;
    const Vec2 u = rect->axis;
    const double len = std::hypot(u.x, u.y);
    return std::abs(cross(u, normal)) > 1e-9 * len && std::abs(dot(u, normal)) > 1e-9 * len;
}

bool centreInRect(const Shape& a, const Shape& b) {
    const Circle* c = std::get_if<Circle>(&a);
    const Shape& other = c ? b : a;
    if (!c)
        c = std::get_if<Circle>(&b);
    if (!c)
        return false;
    if (const auto* r = std::get_if<Rect>(&other))
        return c->c.x >= r->min.x && c->c.x <= r->max.x && c->c.y >= r->min.y && c->c.y <= r->max.y;
    if (const auto* t = std::get_if<RotatedRect>(&other)) {
        const Vec2 d = c->c - t->c;
        const Vec2 side{-t->axis.y, t->axis.x};
        return std::abs(dot(d, t->axis)) <= t->half.x && std::abs(dot(d, side)) <= t->half.y;
    }
    return false;
}

bool draws(const Step& st, Symbol name) {
    return std::any_of(st.primitives.begin(), st.primitives.end(),
                       [&](const Primitive& p) { return p.symbol == name; });
}
bool drawsAny(const Trace& trace, Symbol name) {
    return std::any_of(trace.steps.begin(), trace.steps.end(),
                       [&](const Step& st) { return draws(st, name); });
}

// The latest value of this name the earlier steps give, if any.
std::optional<double> valueIn(const Trace& trace, const Step& push, std::string_view name) {
    std::optional<double> found;
    for (const Step& st : trace.steps)
        if (&st != &push)
            for (const Value& v : st.values)
                if (v.name == name)
                    found = v.value;
    return found;
}

// Whether an arc ends at `at` (to a hair of its radius).
bool endsAt(const Primitive& p, Vec2 at) {
    if (p.kind != PrimitiveKind::Arc || p.points.empty())
        return false;
    const Vec2 tip = endOf(p);
    return std::hypot(tip.x - at.x, tip.y - at.y) <= 1e-9 * std::max(1.0, p.radius);
}

// Copies into the push the last drawn primitive of this name from the earlier steps, behind
// its own, unless the push draws one already.
void keepLastDrawn(const Trace& trace, Step& push, Symbol name) {
    if (draws(push, name))
        return;
    const auto named = [&](const Primitive& p) { return p.symbol == name; };
    for (auto st = trace.steps.rbegin(); st != trace.steps.rend(); ++st)
        if (&*st != &push)
            if (const auto n = std::find_if(st->primitives.begin(), st->primitives.end(), named);
                n != st->primitives.end()) {
                push.primitives.insert(push.primitives.begin(), *n);
                return;
            }
}

// Copies into the push the paths (unnamed arrows) the step `id` drew, as construction: how a
// point got where the push's reasons stand (the fold's way to q, the turn back to C′). Not
// a straight path along the push's own line (a circle level with an edge): there it only
// doubles the push and the strokes already on it.
void keepPathsOf(const Trace& trace, Step& push, std::string_view id, const Response& r) {
    const auto alongPush = [&](const Primitive& p) {
        return p.kind == PrimitiveKind::Segment && !(r.onA == r.onB) &&
               crowdsLine(r.onA, r.onB, p.points[0], p.points[1],
                          std::numeric_limits<double>::infinity());
    };
    for (const Step& st : trace.steps)
        if (&st != &push && st.id == id)
            for (Primitive p : st.primitives)
                if (p.role == Role::Ghost && p.arrow && p.symbol == Symbol::None && !alongPush(p)) {
                    p.role = Role::Construction;
                    push.primitives.insert(push.primitives.begin(), p);
                }
}

// Copies into the push the earlier steps' primitives that `keep` picks, behind its own.
template <class Keep> void keepDrawn(const Trace& trace, Step& push, Keep keep) {
    for (const Step& st : trace.steps)
        if (&st != &push)
            for (const Primitive& p : st.primitives)
                if (keep(p))
                    push.primitives.insert(push.primitives.begin(), p);
}

// The intersection method (it drew I's band lines): the push is read off the shared rect I
// its result measured. Overlapping, a leaves b once they share no width or no height, so the
// push crosses I's narrower side (when neither rect's span holds the other's); apart, I's
// sides below 0 are the gaps the push closes. I, its sides and the gap found stay drawn.
void keepSharedRect(const Trace& trace, Step& push, const Response& r) {
    const std::optional<double> w = valueIn(trace, push, "width"),
                                h = valueIn(trace, push, "height");
    if (!w || !h || !drawsAny(trace, Symbol::IntersectionLeft))
        return;
    const double width = *w, height = *h, depth = -r.separation;
    push.values.push_back({"width", width});
    push.values.push_back({"height", height});
    // Exact: with no span holding the other, I's side is the very difference a move takes
    // (a held span's way out is longer than I's side, so I's narrower side is then no push).
    push.values.push_back(
        {"acrossI", r.separation < 0 && depth == std::min(width, height) ? 1.0 : 0.0});
    push.values.push_back({"gapx", std::max(0.0, -width)});
    push.values.push_back({"gapy", std::max(0.0, -height)});
    push.values.push_back({"cornerGap", width < 0 && height < 0 ? 1.0 : 0.0});
    // The push is chosen from I's sides (or the gap): they carry their numbers.
    push.context.push_back(Symbol::Intersection);
    push.focus.insert(push.focus.end(),
                      {Symbol::IntersectionWidth, Symbol::IntersectionHeight, Symbol::Gap});
    keepDrawn(trace, push, [](const Primitive& p) {
        return p.symbol == Symbol::Intersection || p.symbol == Symbol::IntersectionWidth ||
               p.symbol == Symbol::IntersectionHeight || p.symbol == Symbol::Gap;
    });
}

// The separation test (it compared edges, and drew no I's band lines): its four comparisons
// are a's four ways out. Overlapping, the pair of edges the push closes stays, with their
// numbers (a.top and b.bottom for a push down); apart, the gap it found.
void keepExitEdges(const Trace& trace, Step& push, const Response& r, const Shape& a,
                   const Shape& b) {
    if (!std::holds_alternative<Rect>(a) || !std::holds_alternative<Rect>(b) ||
        drawsAny(trace, Symbol::IntersectionLeft) || r.separation == 0.0)
        return;
    if (r.separation > 0) {
        push.focus.push_back(Symbol::Gap);
        keepDrawn(trace, push, [](const Primitive& p) { return p.symbol == Symbol::Gap; });
        return;
    }
    // a moves along the normal: its edge at the back of the move meets b's at the front.
    const Vec2 n = r.normal;
    const Symbol ofA = n.x > 0   ? Symbol::Left
                       : n.x < 0 ? Symbol::Right
                       : n.y > 0 ? Symbol::Bottom
                                 : Symbol::Top;
    const Symbol ofB = n.x > 0   ? Symbol::Right
                       : n.x < 0 ? Symbol::Left
                       : n.y > 0 ? Symbol::Top
                                 : Symbol::Bottom;
    push.focus.insert(push.focus.end(), {ofA, ofB});
    bool keptA = false, keptB = false;
    keepDrawn(trace, push, [&](const Primitive& p) {
        bool& kept = p.owner == Owner::A ? keptA : keptB;
        const bool wanted =
            p.kind == PrimitiveKind::Segment &&
            ((p.owner == Owner::A && p.symbol == ofA) || (p.owner == Owner::B && p.symbol == ofB));
        if (!wanted || kept)
            return false;
        kept = true;
        return true;
    });
}

} // namespace

void addPushStep(Trace& trace, const Shape& a, const Shape& b) {
    // runAlgorithm has checked the shapes and found the class; a method of the pair took them.
    if (!trace.verdictClass)
        return;
    const Response r = respondKnowing(a, b, *trace.verdictClass);
    const Vec2 move = r.push();
    const bool touching = r.separation == 0.0;
    const int axis = axisOfNormal(a, b, r.normal);
    Step& s = trace.add("push");
    // The push is drawn where it acts, from wa to wb: the point of a that goes furthest
    // moves there. The normal is drawn past one end, never over the push: from wb out of b
    // when they overlap (the push's own way, on its line), beside wa away from b when they
    // are apart (against the push), so that its head is never under a point. Only its
    // direction means anything: drawn a quarter of the narrower shape long (at least its
    // unit length), so that its shaft shows beside its head at any size, and at least an
    // eighth of the scene across, or beside a large shape it was a head under wb's dot.
    const Box ba = boxOf(a), bb = boxOf(b);
    const double across = std::hypot(std::max(ba.hi.x, bb.hi.x) - std::min(ba.lo.x, bb.lo.x),
                                     std::max(ba.hi.y, bb.hi.y) - std::min(ba.lo.y, bb.lo.y));
    const double shown = std::max({1.0, 0.25 * std::min(narrowOf(a), narrowOf(b)), 0.125 * across});
    // Apart, it starts beside wa, not at it: from wa both ways, the push and the normal read
    // as one arrow with two heads.
    const Vec2 beside = r.separation > 0 ? (0.5 * shown) * Vec2{-r.normal.y, r.normal.x} : Vec2{};
    const Vec2 foot = (r.separation > 0 ? r.onA : r.onB) + beside;
    s.primitives.push_back(arrow(Role::Normal, foot, foot + shown * r.normal, Symbol::Normal));
    if (!touching) {
        s.primitives.push_back(ownedBy(movedCopy(a, move), Owner::A));
        // The moved copy's path: a's centre carried by the same move, where there is room
        // (at the contact the dots and the normal crowd a short push); not where it would
        // meet the normal's arrow head to head on one line (a circle's centre is on it).
        // Nor where it runs along the push itself (two circles far apart: C's path reaches
        // past wa, and its head and the landing dot read as a knot in the push).
        const Vec2 centre = centreOf(a);
        if (!crowdsLine(centre, centre + move, foot, foot + shown * r.normal, 0.5 * shown) &&
            !crowdsLine(r.onA, r.onB, centre, centre + move, 0.25 * shown)) {
            s.primitives.push_back(ownedBy(arrow(Role::Ghost, centre, centre + move), Owner::A));
            // Where a circle's centre lands (on the rounded outline, where it rolled).
            if (std::holds_alternative<Circle>(a))
                s.primitives.push_back(ownedBy(point(Role::Ghost, centre + move), Owner::A));
        }
        // A circle leaves a rect along the line from wb through C, the distance the method
        // measured (the fold's u unfolded, the turned clamp's turned forward): drawn, as the
        // reason. (Named d, its label shifted the others so that tst_repaint caught a dotted
        // circle's partial repaint two pixels off a full one: left unnamed until that is found.)
        if (std::holds_alternative<Circle>(a) && !std::holds_alternative<Circle>(b) &&
            !(r.onB == centre))
            s.primitives.insert(s.primitives.begin(), segment(Role::Construction, r.onB, centre));
        s.primitives.push_back(withValue(arrow(Role::Push, r.onA, r.onB, Symbol::Push), "pushlen"));
        Primitive wa = ownedBy(point(Role::Push, r.onA, Symbol::Witness), Owner::A);
        // Each name on the far side from the other point (wa goes to wb, so wa's name is
        // behind it and wb's beyond): side by side they read as each other's.
        // Apart, the normal stands beside wa on one side of the push: wa's name goes on the
        // other (behind wa, it lay on the normal's tail and read as the normal's start).
        wa.labelSide = r.separation > 0 ? -1 * beside : -1 * move;
        s.primitives.push_back(wa);
    }
    // Alone (touching), wb's name on b's side.
    Primitive wb = ownedBy(point(Role::Push, r.onB, Symbol::Witness), Owner::B);
    wb.labelSide = touching ? -1 * r.normal : move;
    s.primitives.push_back(wb);
    s.values = {{"sep", r.separation},
                {"pushlen", std::abs(r.separation)},
                {"normalx", r.normal.x},
                {"normaly", r.normal.y},
                {"pushx", move.x},
                {"pushy", move.y},
                {"several", r.unique ? 0.0 : 1.0},
                {"inside", centreInRect(a, b) ? 1.0 : 0.0},
                {"axis", double(axis)},
                {"corner", atCorner(a, b, r.normal) ? 1.0 : 0.0}};
    // A circle against a rect: how far its centre is from wb, and its radius, whose
    // difference the push is (the narration says so; the nine regions' corner region
    // measured only d² before).
    if (const auto* c = std::get_if<Circle>(&a); c && !std::holds_alternative<Circle>(b)) {
        s.values.push_back({"d", std::hypot(c->c.x - r.onB.x, c->c.y - r.onB.y)});
        s.values.push_back({"r", c->r});
    }
    // The numbers the push is chosen from, for the narration to show: two circles' centre
    // distance and radii sum; a's four ways out of b's box (right, left, up, down).
    s.values.push_back({"moveright", bb.hi.x - ba.lo.x});
    s.values.push_back({"moveleft", ba.hi.x - bb.lo.x});
    s.values.push_back({"moveup", bb.hi.y - ba.lo.y});
    s.values.push_back({"movedown", ba.hi.y - bb.lo.y});
    if (const auto* ca = std::get_if<Circle>(&a))
        if (const auto* cb = std::get_if<Circle>(&b)) {
            s.values.push_back({"centres", std::hypot(ca->c.x - cb->c.x, ca->c.y - cb->c.y)});
            s.values.push_back({"radii", ca->r + cb->r});
            // The centre line the normal lies on, from C2 through C1.
            if (!(ca->c == cb->c))
                s.primitives.insert(s.primitives.begin(),
                                    segment(Role::Construction, cb->c, ca->c));
        }
    s.focus = {Symbol::Push, Symbol::Normal, Symbol::Pushed, Symbol::Witness};
    // The method's own terms: what its deciding step stood on stays named.
    // (Not N: where the push starts from it, N is wb, drawn and named here.)
    s.context = {Symbol::Centre, Symbol::CentreA, Symbol::CentreB, Symbol::Region};
    // SAT's axis of least overlap; apart, the axis that separated them has had its say.
    if (axis > 0 && r.separation < 0)
        s.context.push_back(Named(Symbol::Axis, axis));
    s.fresh = true;
    if (!touching) {
        s.motion.kind = MotionKind::Slide;
        s.motion.offset = move;
        s.motion.direction = r.normal;
        s.motion.moving = {Symbol::Pushed};
        s.motion.stillFirst = true; // the push, its points and the normal say where it goes
    }
    // Two rects apart: the lines square to the push through wa and wb each separate them (a
    // closest pair's), and the push crosses the gap between them square on: nothing nearer.
    if (r.separation > 0 && asTurned(a) && asTurned(b))
        for (Vec2 at : {r.onA, r.onB})
            s.primitives.insert(s.primitives.begin(),
                                line(Role::Construction, at, {-r.normal.y, r.normal.x}));
    // Where an earlier step found the region C is in (the nine regions), that region sets
    // the push's direction: its shading and its number stay.
    const auto isFound = [](const Primitive& p) {
        return p.role == Role::Region && p.kind == PrimitiveKind::Label &&
               p.symbol == Symbol::Region;
    };
    for (const Step& earlier : trace.steps) {
        if (&earlier == &s ||
            std::none_of(earlier.primitives.begin(), earlier.primitives.end(), isFound))
            continue;
        std::vector<Primitive> kept;
        for (const Primitive& p : earlier.primitives)
            if (isFound(p) || (p.role == Role::Region && p.kind == PrimitiveKind::Polygon))
                kept.push_back(p);
        s.primitives.insert(s.primitives.begin(), kept.begin(), kept.end());
    }
    // Where an earlier step turned the nearest point forward into the world (a turned rect's
    // clamp or fold), wb is that N: how it was found stays, N′ (and the fold's Nq and its
    // unfold), the spokes from m and θ between them. N itself is wb, drawn and named here.
    const auto turnsNearestForward = [](const Step& st) {
        return (st.motion.kind == MotionKind::Turn || st.motion.kind == MotionKind::Ride) &&
               std::any_of(st.motion.moving.begin(), st.motion.moving.end(),
                           [](const Named& n) { return n.symbol == Symbol::Nearest; });
    };
    for (const Step& earlier : trace.steps)
        if (&earlier != &s && turnsNearestForward(earlier)) {
            // Not what that step measured from N (d, r, their squares, the gap): the push
            // draws its own way to wb, and those names crowd it.
            const auto measures = [](Symbol n) {
                return n == Symbol::Distance || n == Symbol::DistanceSquared ||
                       n == Symbol::Radius || n == Symbol::RadiusSquared || n == Symbol::Gap ||
                       n == Symbol::Depth;
            };
            for (Primitive p : earlier.primitives)
                if (p.symbol != Symbol::Nearest && !measures(p.symbol)) {
                    // Its paths (the unfold's hop, the turn's arc) are done: construction
                    // here, not a path the push's slide would walk again beside a's. The
                    // turn's arc ends at N, which is wb: its head there sat on the push's
                    // and read as a second head; the spokes and θ say which way it turned.
                    if (p.role == Role::Ghost && p.arrow) {
                        p.role = Role::Construction;
                        p.arrow = !endsAt(p, r.onB);
                    }
                    s.primitives.insert(s.primitives.begin(), p);
                }
            // N′ with b′, which it lies on (without b′ it floats off every shape); the clamp
            // found them in earlier steps of its own.
            for (const Symbol name : {Symbol::TurnedNearest, Symbol::TurnedRect})
                keepLastDrawn(trace, s, name);
        }
    // Where the fold's unfold stays (Nq), so does what it unfolds: the folded centre q, in
    // the quarter between the rect's own axes, which are the mirrors the arc crosses, and u
    // from Nq to q. A turned rect is unfolded in b′'s frame: its axes, and C′ (the centre
    // turned back, which was folded), but not u, which there runs across b in the world
    // and read as starting at b's corner. Without them "in the first quadrant" and "back
    // over the mirror" name nothing drawn.
    const bool turned = drawsAny(trace, Symbol::TurnedAxisX);
    if (draws(s, Symbol::FoldNearest)) {
        keepLastDrawn(trace, s, Symbol::Folded);
        keepPathsOf(trace, s, "fold", r);
        if (turned)
            for (const Symbol kept : {Symbol::TurnedAxisX, Symbol::TurnedAxisY})
                keepLastDrawn(trace, s, kept);
        else
            for (const Symbol kept : {Symbol::Clamped, Symbol::OwnAxisX, Symbol::OwnAxisY})
                keepLastDrawn(trace, s, kept);
    }
    // A turned rect's nearest point was found for C′, the centre turned back: it stays where
    // N′ does, so that what was clamped or folded is drawn.
    if (turned && draws(s, Symbol::TurnedNearest)) {
        keepLastDrawn(trace, s, Symbol::TurnedCentre);
        keepPathsOf(trace, s, "rotate-back", r);
    }
    keepSharedRect(trace, s, r);
    keepExitEdges(trace, s, r, a, b);
    // Where a roll drew the outline a's centre lies on when they just touch (the rounded
    // rect), the push takes the centre onto it: the outline stays, unnamed, to say why.
    for (const Step& earlier : trace.steps)
        if (earlier.motion.kind == MotionKind::Roll)
            for (const Primitive& p : earlier.primitives)
                if (p.role == Role::Construction && p.symbol == Symbol::None && !p.arrow &&
                    (p.kind == PrimitiveKind::Segment || p.kind == PrimitiveKind::Arc))
                    s.primitives.push_back(p);
}

} // namespace overlap
