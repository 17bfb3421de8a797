#include "core/motion/motion.h"

#include <algorithm>
#include <cmath>
#include <numbers>

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

bool moves(const Motion& m, const Primitive& p) {
    return m.moving.empty() || std::any_of(m.moving.begin(), m.moving.end(), [&](const Named& n) {
               return n.matches(p.symbol, p.index);
           });
}

// The primitive carried back by the part of the motion still to come. A line is a point
// and a direction: the point moves, the direction turns with a turn. An arc's start angle
// turns with a turn; a reflection or slide of an arc or line moves its points only.
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
    case MotionKind::Slide:
        return arrived - (1 - t) * m.offset;
    }
    return arrived;
}

MotionFrame frameAt(const Trace& trace, int k, double fraction, const Motion& motion) {
    const int last = int(trace.steps.size()) - 1;
    k = std::clamp(k, 0, std::max(last, 0));
    if (fraction <= 0 || k >= last)
        return {trace, k};
    if (fraction >= 1)
        return {trace, k + 1};
    MotionFrame f{trace, k + 1};
    Step& arriving = f.trace.steps[std::size_t(k + 1)];
    std::vector<Primitive> shown;
    for (const Primitive& p : arriving.primitives)
        if (moves(motion, p))
            shown.push_back(carried(motion, p, fraction));
    // What does not move fades in at the end: until then the step shows only what moves.
    arriving.primitives = std::move(shown);
    return f;
}

} // namespace overlap
