#include "core/sweep/sweep_steps.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace overlap::sweep {

Span axisSpan(double q, double d, double lo, double hi) {
    if (d == 0)
        return q >= lo && q <= hi ? Span{true, 0, 1} : Span{};
    double t1 = (lo - q) / d, t2 = (hi - q) / d;
    if (t1 > t2)
        std::swap(t1, t2);
    t1 = std::max(t1, 0.0);
    t2 = std::min(t2, 1.0);
    return t1 <= t2 ? Span{true, t1, t2} : Span{};
}

Span boxSpan(const Span& x, const Span& y) {
    if (!x.meets || !y.meets)
        return {};
    const double in = std::max(x.in, y.in), out = std::min(x.out, y.out);
    return in <= out ? Span{true, in, out} : Span{};
}

std::vector<Value> impactValues(const Sweep& swept, double t, bool met) {
    return {{"t", t},
            {"met", flag(met)},
            {"hit", flag(swept.verdict == SweepClass::Hit)},
            {"touch", flag(swept.verdict == SweepClass::Touch)},
            {"miss", flag(swept.verdict == SweepClass::Miss)}};
}

bool meetsUnder(SweepClass c, Touching t) {
    return c == SweepClass::Hit || (c == SweepClass::Touch && t == Touching::Counts);
}

MovePath movePath(Vec2 c, Vec2 m, double size) {
    const double len = std::hypot(m.x, m.y);
    return {c, m, size, len > 0 ? Vec2{-m.y / len, m.x / len} : Vec2{0, 0}};
}

Span addSlabStep(Trace& tr, const MovePath& p, const char* id, Vec2 lo, Vec2 hi, Symbol name,
                 Vec2 nameAt, std::vector<Primitive> backdrop, std::vector<Named> context) {
    const Span x = axisSpan(p.c.x, p.m.x, lo.x, hi.x);
    const Span y = axisSpan(p.c.y, p.m.y, lo.y, hi.y);
    const Span in = boxSpan(x, y);
    Step& s = tr.add(id);
    s.primitives = std::move(backdrop);
    // The slabs themselves: the box's sides as lines across the plane, x's and y's.
    for (double side : {lo.x, hi.x})
        s.primitives.push_back(line(Role::Band, {side, lo.y}, {0, 1}));
    for (double side : {lo.y, hi.y})
        s.primitives.push_back(line(Role::Band, {lo.x, side}, {1, 0}));
    // The move, unnamed: the times are read along it, and its name would stand on them.
    if (p.moves())
        s.primitives.push_back(arrow(Role::Motion, p.c, p.c + p.m));
    s.primitives.push_back(rectPolygon(Role::Region, lo, hi));
    s.primitives.push_back(label(Role::Region, nameAt, name));
    const double lane = 0.035 * p.size;
    if (p.moves()) {
        if (x.meets) {
            s.primitives.push_back(segment(Role::Band, p.at(x.in) + lane * p.across,
                                           p.at(x.out) + lane * p.across, Symbol::TimesX));
            s.primitives.back().labelSide = p.across; // each name on its own bar's side
        }
        if (y.meets) {
            s.primitives.push_back(segment(Role::Band, p.at(y.in) - lane * p.across,
                                           p.at(y.out) - lane * p.across, Symbol::TimesY));
            s.primitives.back().labelSide = -1.0 * p.across;
        }
    }
    if (in.meets) {
        if (in.out > in.in)
            s.primitives.push_back(segment(Role::Overlap, p.at(in.in), p.at(in.out)));
        s.primitives.push_back(
            withValue(point(Role::Motion, p.at(in.in), Symbol::EntryTime), "tin"));
        if (in.out > in.in)
            s.primitives.push_back(
                withValue(point(Role::Motion, p.at(in.out), Symbol::ExitTime), "tout"));
    }
    s.values = {{"xmeets", flag(x.meets)},
                {"xin", x.in},
                {"xout", x.out},
                {"ymeets", flag(y.meets)},
                {"yin", y.in},
                {"yout", y.out},
                {"inside", flag(in.meets)},
                {"tin", in.in},
                {"tout", in.out},
                {"moves", flag(p.moves())},
                {"once", flag(in.meets && in.out == in.in)}};
    s.focus = in.meets ? std::vector<Symbol>{Symbol::EntryTime, Symbol::ExitTime}
                       : std::vector<Symbol>{name, Symbol::TimesX, Symbol::TimesY};
    // The earlier steps' bars and times recede: this box is read on its own.
    s.fresh = true;
    s.context = std::move(context);
    return in;
}

void addFramesStep(Trace& tr, const MovePath& p, Touching touching, const Sweep& sweep,
                   const std::function<FrameView(int k)>& frame, int count) {
    Step& f = tr.add("frames");
    bool metAtFrame = false;
    for (int k = 0; k < std::min(count, 3); ++k) {
        const FrameView view = frame(k);
        if (k < 2)
            metAtFrame = metAtFrame || meetsUnder(view.seen, touching);
        const std::string n = std::to_string(k);
        f.values.push_back({"hit" + n, flag(view.seen == SweepClass::Hit)});
        f.values.push_back({"touch" + n, flag(view.seen == SweepClass::Touch)});
        if (k > 0 && !p.moves())
            continue; // standing still, every frame is frame 0
        f.primitives.push_back(ownedBy(withIndex(view.ghost, k), Owner::A));
        const char* word = view.seen == SweepClass::Hit     ? "overlap"
                           : view.seen == SweepClass::Touch ? "touching"
                                                            : "apart";
        // Its verdict comes with it when it lands (not named, so not carried): a copy on its
        // way between frames is one no test looks at.
        f.primitives.push_back(label(Role::Ghost, view.wordAt, word));
    }
    f.values.push_back({"tunnels", flag(!metAtFrame && meetsUnder(sweep.verdict, touching))});
    f.values.push_back({"moves", flag(p.moves())});
    f.focus = {Symbol::FrameGhost};
    if (p.moves()) {
        const double len = std::hypot(p.m.x, p.m.y);
        f.motion.kind = MotionKind::Slide;
        f.motion.offset = p.m;
        f.motion.direction = {p.m.x / len, p.m.y / len};
        f.motion.beats = std::min(count, 3) - 1;
        f.motion.moving = {Named(Symbol::FrameGhost, 1)};
        if (count > 2)
            f.motion.moving.push_back(Named(Symbol::FrameGhost, 2));
    }
}

} // namespace overlap::sweep
