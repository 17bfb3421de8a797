#include "core/methods/frame_steps.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <numbers>

namespace overlap {

namespace {

// The shortest decimal that reads back as x: every digit that tells x from its neighbours.
std::string allDigits(double x) {
    std::array<char, 32> buf{};
    const auto res = std::to_chars(buf.data(), buf.data() + buf.size(), x);
    return std::string(buf.data(), res.ptr);
}

// The steps from `first` on measure in f: where f is the world's axes moved to another
// origin, the grid is numbered from it (a turned frame has no grid of its own).
void measureIn(Trace& tr, std::size_t first, const Frame& f) {
    const bool moved = f.origin.x != 0 || f.origin.y != 0;
    const bool aligned = f.u.x == 1 && f.u.y == 0 && f.v.x == 0 && f.v.y == 1;
    if (moved && aligned)
        for (std::size_t i = first; i < tr.steps.size(); ++i)
            tr.steps[i].gridOrigin = f.origin;
}

} // namespace

std::vector<Primitive> roundedOutline(const Rect& b, double r) {
    const double l = b.min.x, rt = b.max.x, lo = b.min.y, hi = b.max.y;
    return {segment(Role::Construction, {l, lo - r}, {rt, lo - r}),
            arc(Role::Construction, {rt, lo}, r, -90, 90),
            segment(Role::Construction, {rt + r, lo}, {rt + r, hi}),
            arc(Role::Construction, {rt, hi}, r, 0, 90),
            segment(Role::Construction, {rt, hi + r}, {l, hi + r}),
            arc(Role::Construction, {l, hi}, r, 90, 90),
            segment(Role::Construction, {l - r, hi}, {l - r, lo}),
            arc(Role::Construction, {l, lo}, r, 180, 90)};
}

std::vector<Primitive> subjectPrimitives(const Circle& c, const Rect& r) {
    // The radius the narration gives, drawn away from the rect, clear of what comes next.
    const Vec2 away = c.c - 0.5 * (r.min + r.max);
    const double len = std::hypot(away.x, away.y);
    const Vec2 dir = len > 0 && std::isfinite(len) ? Vec2{away.x / len, away.y / len} : Vec2{0, 1};
    return {ownedBy(circle(Role::Subject, c.c, c.r, Symbol::ShapeA), Owner::A),
            ownedBy(rectPolygon(Role::Subject, r.min, r.max, Symbol::ShapeB), Owner::B),
            ownedBy(point(Role::Subject, c.c, Symbol::Centre), Owner::A),
            ownedBy(withValue(segment(Role::Radius, c.c, c.c + c.r * dir, Symbol::Radius), "r"),
                    Owner::A)};
}

void addClampSteps(Trace& tr, const Frame& f, Vec2 centre, Vec2 lo, Vec2 hi, Vec2 n,
                   Symbol nearestName) {
    const std::size_t first = tr.steps.size();
    const Vec2 C = f.toWorld(centre);
    // A frame that is not the world's names its band lines by the half size from m, with
    // their numbers in that frame, so a line drawn at world x = 0 still reads as "−hx = -5";
    // the world's are b's own edges, b.left to b.top.
    const bool ownFrame = f.origin.x != 0 || f.origin.y != 0;
    const auto band = [&](Vec2 at, Vec2 dir, Symbol world, Symbol own, const char* value) {
        return ownFrame ? withValue(line(Role::Band, at, dir, own), value)
                        : ownedBy(line(Role::Band, at, dir, world), Owner::B);
    };
    // nx and ny are numbers, not points: ticks on the frame's own axes, where each is read.
    const double tick = 0.05 * ((hi.x - lo.x) + (hi.y - lo.y));
    Step& bx = tr.add("band.x");
    bx.primitives = {
        band(f.toWorld({lo.x, lo.y}), f.v, Symbol::Left, Symbol::HalfWidthBelow, "left"),
        band(f.toWorld({hi.x, lo.y}), f.v, Symbol::Right, Symbol::HalfWidthAbove, "right"),
        withValue(segment(Role::Construction, f.toWorld({n.x, -tick}), f.toWorld({n.x, tick}),
                          Symbol::NearestX),
                  "nx")};
    // In a turned frame C′.x and C′.y are read on its axes too, beside nx and ny.
    if (ownFrame)
        bx.primitives.push_back(
            withValue(segment(Role::Ghost, f.toWorld({centre.x, -tick}),
                              f.toWorld({centre.x, tick}), Symbol::TurnedCentreX),
                      "cx"));
    bx.values = {{"cx", centre.x}, {"left", lo.x}, {"right", hi.x}, {"nx", n.x}};
    Step& by = tr.add("band.y");
    by.primitives = {
        band(f.toWorld({lo.x, lo.y}), f.u, Symbol::Bottom, Symbol::HalfHeightBelow, "bottom"),
        band(f.toWorld({lo.x, hi.y}), f.u, Symbol::Top, Symbol::HalfHeightAbove, "top"),
        withValue(segment(Role::Construction, f.toWorld({-tick, n.y}), f.toWorld({tick, n.y}),
                          Symbol::NearestY),
                  "ny")};
    if (ownFrame)
        by.primitives.push_back(
            withValue(segment(Role::Ghost, f.toWorld({-tick, centre.y}),
                              f.toWorld({tick, centre.y}), Symbol::TurnedCentreY),
                      "cy"));
    by.values = {{"cy", centre.y}, {"bottom", lo.y}, {"top", hi.y}, {"ny", n.y}};
    Step& np = tr.add("nearest");
    np.primitives = {point(Role::Nearest, f.toWorld(n), nearestName)};
    // N slides from the centre into the x band, then into the y band: its way, an L drawn
    // as it goes (a leg only where it moves), stays to say where N came from.
    const Vec2 corner = f.toWorld({n.x, centre.y});
    if (n.x != centre.x)
        np.primitives.push_back(arrow(Role::Ghost, C, corner));
    if (n.y != centre.y)
        np.primitives.push_back(arrow(Role::Ghost, corner, f.toWorld(n)));
    np.motion.kind = MotionKind::Slide;
    np.motion.offset = f.toWorld(n) - C;
    np.motion.direction = f.u;
    np.motion.moving = {nearestName}; // only N slides; the rest of the step (b′) stays put
    np.values = {{"nx", n.x},
                 {"ny", n.y},
                 {"slidex", n.x != centre.x ? 1.0 : 0.0},
                 {"slidey", n.y != centre.y ? 1.0 : 0.0}};
    Step& d = tr.add("distance");
    const double dx = centre.x - n.x, dy = centre.y - n.y;
    d.primitives = {withValue(segment(Role::Distance, C, f.toWorld(n), Symbol::Distance), "d")};
    // Its legs along the frame's axes, from C across to N's x, then up or down to N: only
    // when both are there (one alone would be d itself, under two names).
    const Vec2 turn{n.x, centre.y};
    const bool legs = dx != 0 && dy != 0;
    if (legs)
        d.primitives.insert(
            d.primitives.end(),
            {withValue(segment(Role::Leg, C, f.toWorld(turn), Symbol::LegX), "dx"),
             withValue(segment(Role::Leg, f.toWorld(turn), f.toWorld(n), Symbol::LegY), "dy")});
    d.values = {{"dx", dx},
                {"dy", dy},
                {"d2", dx * dx + dy * dy},
                {"d", std::hypot(dx, dy)},
                {"legs", legs ? 1.0 : 0.0}};
    measureIn(tr, first, f);
}

void addFoldSteps(Trace& tr, const Frame& f, Vec2 p, Vec2 h, Vec2 v, Vec2 u, double radius,
                  bool drawAxes, Symbol offset) {
    const std::size_t first = tr.steps.size();
    Step& t = tr.add("translate");
    if (drawAxes)
        t.primitives = {line(Role::Construction, f.origin, f.u, Symbol::OwnAxisX),
                        line(Role::Construction, f.origin, f.v, Symbol::OwnAxisY),
                        point(Role::Construction, f.origin, Symbol::RectCentre)};
    t.primitives.push_back(arrow(Role::Construction, f.origin, f.toWorld(p), offset));
    t.values = {{"px", p.x}, {"py", p.y}};
    Step& fo = tr.add("fold");
    const Vec2 folded{std::abs(p.x), std::abs(p.y)};
    // The rect's quarter in the first quadrant, from its centre to the corner h.
    const std::vector<Vec2> quarter{f.toWorld({0, 0}), f.toWorld({h.x, 0}), f.toWorld(h),
                                    f.toWorld({0, h.y})};
    // The copy of the circle folded with its centre: it lies as the circle does, mirrored.
    fo.primitives = {ownedBy(circle(Role::Ghost, f.toWorld(folded), radius), Owner::A),
                     ownedBy(point(Role::Ghost, f.toWorld(folded), Symbol::Folded), Owner::A)};
    // The quarter of the rect on the centre's side folds with it and lands on the rect's own
    // first-quadrant quarter: the rect lands on itself, which is why the fold is allowed.
    if (folded.x != p.x || folded.y != p.y)
        fo.primitives.push_back(ownedBy(polygon(Role::Ghost, quarter), Owner::B));
    // The way the centre goes, unnamed (the head is q): across the y axis, then the x axis,
    // each leg at a right angle to its mirror.
    const Vec2 across{folded.x, p.y};
    if (folded.x != p.x)
        fo.primitives.push_back(arrow(Role::Ghost, f.toWorld(p), f.toWorld(across)));
    if (folded.y != p.y)
        fo.primitives.push_back(arrow(Role::Ghost, f.toWorld(across), f.toWorld(folded)));
    fo.values = {{"ax", folded.x},
                 {"ay", folded.y},
                 {"flipx", p.x < 0 ? 1.0 : 0.0},
                 {"flipy", p.y < 0 ? 1.0 : 0.0}};
    fo.motion.kind = MotionKind::Fold;
    fo.motion.centre = f.origin;
    fo.motion.direction = f.u;
    fo.motion.from = f.toWorld(p);
    // q and its circle move; the rest of the step is its path.
    Step& c = tr.add("corner");
    {
        // The quadrant is unbounded: shaded far past any view (it does not frame the view),
        // and named at the far corner of what matters in it, clear of q and the corner h.
        const double size = std::max({h.x, h.y, folded.x, folded.y, 1.0});
        const double far = 1e3 * size;
        const Vec2 nameAt{1.1 * std::max(h.x, folded.x), 1.1 * std::max(h.y, folded.y)};
        c.primitives = {point(Role::Construction, f.toWorld(h), Symbol::HalfSize),
                        polygon(Role::Region, {f.toWorld({0, 0}), f.toWorld({far, 0}),
                                               f.toWorld({far, far}), f.toWorld({0, far})}),
                        label(Role::Region, f.toWorld(nameAt), Symbol::Quadrant),
                        // What is left of the rect in it, from its centre to the corner h: a
                        // piece of b, drawn as b is.
                        ownedBy(polygon(Role::Subject, quarter, Symbol::Quarter), Owner::B)};
    }
    c.values = {{"hx", h.x}, {"hy", h.y}};
    Step& e = tr.add("excess");
    e.primitives = {arrow(Role::Construction, f.toWorld(h), f.toWorld(folded), Symbol::Excess)};
    e.values = {{"vx", v.x}, {"vy", v.y}};
    Step& cl = tr.add("clamp");
    // u starts at the quarter's nearest point n to q (the unfold carries n to N).
    cl.primitives = {
        point(Role::Construction, f.toWorld(folded - u), Symbol::FoldNearest),
        arrow(Role::Distance, f.toWorld(folded - u), f.toWorld(folded), Symbol::Clamped)};
    cl.primitives[0].labelSide = f.dirToWorld(nearestNameSide(folded - u, h, folded));
    // What the clamp drops, from the corner h along the edge to n (v less u), drawn just
    // outside the edge so the edge does not hide it.
    if (v.x < 0 || v.y < 0) {
        const double off = 0.04 * std::max(h.x, h.y);
        const Vec2 out{v.y < 0 ? off : 0.0, v.x < 0 ? off : 0.0};
        cl.primitives.push_back(
            segment(Role::Construction, f.toWorld(h + out), f.toWorld(folded - u + out)));
    }
    cl.values = {{"ux", u.x},
                 {"uy", u.y},
                 {"u2", u.x * u.x + u.y * u.y},
                 {"clamps", v.x < 0 || v.y < 0 ? 1.0 : 0.0}};
    measureIn(tr, first, f);
}

Vec2 nearestNameSide(Vec2 n, Vec2 h, Vec2 q) {
    const auto away = [&](Vec2 from) {
        const Vec2 d = n - from;
        const double len = std::hypot(d.x, d.y);
        return len > 0 ? Vec2{d.x / len, d.y / len} : Vec2{};
    };
    return away(h) + away(q);
}

std::vector<Primitive> unfoldPath(const Frame& f, Vec2 n, Vec2 to) {
    std::vector<Primitive> path;
    // One flip of a across a mirror whose foot from a is `about`: a low hop over the mirror,
    // bulging towards `away` (a half circle about the foot read as a turn, not a mirror).
    const auto flip = [&](Vec2 a, Vec2 about, Vec2 away) {
        const Vec2 wa = f.toWorld(a), wc = f.toWorld(about), wAway = f.dirToWorld(away);
        const double w = std::hypot(wa.x - wc.x, wa.y - wc.y);
        const double rise = 0.4 * w, r = (w * w + rise * rise) / (2 * rise);
        // The hop's circle has its centre on the far side of the mirror's foot from the bulge.
        const Vec2 centre = wc - (r - rise) * wAway;
        const double start = std::atan2(wa.y - centre.y, wa.x - centre.x);
        const double half = std::asin(w / r) * 180 / std::numbers::pi;
        // Counter-clockwise passes the start's left side at its middle.
        const Vec2 left{-(wa.y - centre.y), wa.x - centre.x};
        const double span = left.x * wAway.x + left.y * wAway.y >= 0 ? 2 * half : -2 * half;
        Primitive hop = arc(Role::Ghost, centre, r, start * 180 / std::numbers::pi, span);
        hop.arrow = true;
        path.push_back(hop);
    };
    // A flip is a sign given back (n is in the first quadrant): rounding never makes one.
    Vec2 at = n;
    if (to.y < 0 && at.y > 0) {
        flip(at, {at.x, 0}, {at.x >= 0 ? 1.0 : -1.0, 0});
        at.y = -at.y;
    }
    if (to.x < 0 && at.x > 0)
        flip(at, {0, at.y}, {0, at.y >= 0 ? 1.0 : -1.0});
    return path;
}

void addDecidingMeasure(Step& s, Vec2 c, Vec2 n, double d, double r, bool overlap,
                        Symbol nearestName) {
    const Vec2 q = n - c;
    const double len = std::hypot(q.x, q.y);
    // The radius is laid along c -> n (with n = c any direction will do), as a bar of its own
    // set well off to the right of d, so each label sits on its own bar and d, r never swap.
    const Vec2 dir = len > 0 ? Vec2{q.x / len, q.y / len} : Vec2{1, 0};
    const Vec2 edge = c + r * dir;
    const Vec2 aside = (0.3 * std::max(len, r)) * Vec2{dir.y, -dir.x};
    // Each bar's label on its own outer side, whatever a lit halo or a drag does to room.
    const auto outside = [&](Primitive p, double towards) {
        p.labelSide = towards * Vec2{dir.y, -dir.x};
        return p;
    };
    const double gap = overlap ? 0.0 : std::max(d - r, 0.0);
    const double over = overlap ? std::max(r - d, 0.0) : 0.0;
    s.primitives.push_back(point(Role::Nearest, n, nearestName));
    if (len > 0)
        s.primitives.push_back(
            outside(withValue(segment(Role::Distance, c, n, Symbol::Distance), "d"), -1));
    else // no segment to carry it: d = 0 is written at the centre
        s.primitives.push_back(withValue(label(Role::Distance, c, Symbol::Distance), "d"));
    if (r > 0)
        s.primitives.push_back(outside(
            withValue(segment(Role::Radius, c + aside, edge + aside, Symbol::Radius), "r"), 1));
    // The gap or overlap is what r and d differ by: laid on r's bar, past d's end, clear of n.
    if (gap > 0)
        s.primitives.push_back(
            outside(withValue(segment(Role::Gap, edge + aside, n + aside, Symbol::Gap), "gap"), 1));
    // With c in the rect (n = c) r - d is not how deep the shapes overlap, which also counts
    // c's way out of the rect: only the difference is named then.
    if (over > 0)
        s.primitives.push_back(outside(
            withValue(len > 0 ? segment(Role::Depth, n + aside, edge + aside, Symbol::Depth)
                              : [&] {
                                    Primitive diff = segment(Role::Depth, n + aside, edge + aside);
                                    diff.text = "r − d";
                                    return diff;
                                }(),
                      "overlap"),
            1));
    s.values.insert(s.values.end(), {{"d", d}, {"r", r}, {"gap", gap}, {"overlap", over}});
}

void labelSquares(Step& s, double lengthSq, double r, bool nameSquares) {
    const double r2 = r * r;
    const bool hairline =
        lengthSq != r2 && std::abs(lengthSq - r2) <= 1e-6 * std::max(lengthSq, r2);
    for (Primitive& p : s.primitives) {
        if (p.value != "d" && p.value != "r")
            continue;
        if (!hairline && !nameSquares)
            continue;
        const std::string name = glyphOf(p.symbol, 0, -1, "en");
        p.text = name + ", " + name + "²";
        if (hairline) { // d and r as the pitfalls' narration writes them, every digit
            p.text = name + " = " + allDigits(p.value == "d" ? std::sqrt(lengthSq) : r);
            p.value.clear();
        } else {
            p.value += "2";
        }
    }
}

void addCompareStep(Trace& tr, Vec2 c, Vec2 n, double lengthSq, double r, bool overlap,
                    Symbol nearestName) {
    Step& s = tr.add("compare");
    s.values = {{"d2", lengthSq}, {"r2", r * r}};
    // d² can overflow where d does not (a centre 1e308 away): then d from the points.
    const double d =
        std::isfinite(lengthSq) ? std::sqrt(lengthSq) : std::hypot(n.x - c.x, n.y - c.y);
    addDecidingMeasure(s, c, n, d, r, overlap, nearestName);
    addSquaredLabels(s, c, n, r);
    labelSquares(s, lengthSq, r, false); // only where d and r would print alike
    s.focus = comparedFocus();
    s.decides = true;
    s.verdict = overlap;
}

std::vector<Symbol> comparedFocus() {
    return {Symbol::Distance,      Symbol::Radius, Symbol::DistanceSquared,
            Symbol::RadiusSquared, Symbol::Gap,    Symbol::Depth};
}

void addSquaredLabels(Step& s, Vec2 c, Vec2 n, double r) {
    const Vec2 q = n - c;
    const double len = std::hypot(q.x, q.y);
    const Vec2 dir = len > 0 ? Vec2{q.x / len, q.y / len} : Vec2{1, 0};
    const double reach = std::max(len, r);
    const Vec2 right{dir.y, -dir.x};
    // The two numbers compared, each beside its own bar, outside the pair: d's on d's left,
    // r's beyond r's bar on the right, near its start (r's own name is at its middle: side by
    // side on one line they read as one label).
    s.primitives.push_back(
        withValue(label(Role::Distance, c + (0.5 * len) * dir - (0.3 * reach) * right,
                        Symbol::DistanceSquared),
                  "d2"));
    s.primitives.push_back(withValue(
        label(Role::Radius, c + (0.1 * r) * dir + (0.6 * reach) * right, Symbol::RadiusSquared),
        "r2"));
}

} // namespace overlap
