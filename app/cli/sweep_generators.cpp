#include "app/cli/sweep_generators.h"

#include <array>

namespace overlap::cli {

namespace {

double between(Rng& rng, int lo, int hi) {
    return double(rng.between(lo, hi));
}

CaseShape rect(double x, double y, double w, double h) {
    return *makeRect(CornerSizeRect{x, y, w, h, std::nullopt}); // small numbers: exact
}

// The pair's shapes, a the moving one.
GeneratedSweep circleRect(Rng& rng, SweepGenKind k) {
    switch (k) {
    case SweepGenKind::Random:
        return {
            makeCircle(between(rng, -10, 10), between(rng, -10, 10), between(rng, 1, 4)),
            rect(between(rng, -8, 4), between(rng, -8, 4), between(rng, 1, 8), between(rng, 1, 8)),
            {between(rng, -20, 20), between(rng, -20, 20)}};
    case SweepGenKind::Tunnel: {
        // A wall half a unit thick; the circle clears it on both frames.
        const double x0 = between(rng, -2, 2), y0 = between(rng, -10, -5), h = between(rng, 10, 15);
        const double r = 0.5, y = y0 + between(rng, 1, int(h) - 1);
        const double start = x0 - r - between(rng, 1, 3), end = x0 + 0.5 + r + between(rng, 1, 3);
        const bool back = rng.coin();
        const bool across = rng.coin(); // a floor instead of a wall: x and y swapped
        const double from = back ? end : start, to = back ? start : end;
        if (across)
            return {makeCircle(y, from, r), rect(y0, x0, h, 0.5), {0, to - from}};
        return {makeCircle(from, y, r), rect(x0, y0, 0.5, h), {to - from, 0}};
    }
    case SweepGenKind::Graze: {
        const double x = between(rng, -6, 2), y = between(rng, -6, 2);
        const double w = between(rng, 2, 8), h = between(rng, 2, 8);
        if (rng.coin()) { // along the top edge, r above it
            const double r = between(rng, 1, 4);
            const double start = x - r - between(rng, 1, 3), end = x + w + r + between(rng, 1, 3);
            return {makeCircle(start, y + h + r, r), rect(x, y, w, h), {end - start, 0}};
        }
        // Past a corner: the tangent point K + (3k, 4k) (or (4k, 3k)), mirrored to the corner,
        // the path perpendicular to it, half a motion either side.
        const double scale = between(rng, 1, 2), r = 5 * scale;
        const bool swapTriple = rng.coin();
        const double ox = (swapTriple ? 4 : 3) * scale, oy = (swapTriple ? 3 : 4) * scale;
        const int sx = rng.sign(), sy = rng.sign();
        const Vec2 corner{sx > 0 ? x + w : x, sy > 0 ? y + h : y};
        const Vec2 tangent{corner.x + sx * ox, corner.y + sy * oy};
        const Vec2 along{-sx * oy / scale, sy * ox / scale}; // perpendicular to (sx·ox, sy·oy)
        const double s = between(rng, 1, 2);
        return {makeCircle(tangent.x - s * along.x, tangent.y - s * along.y, r),
                rect(x, y, w, h),
                {2 * s * along.x, 2 * s * along.y}};
    }
    case SweepGenKind::Inside: {
        const double x = between(rng, -6, 2), y = between(rng, -6, 2);
        const double w = between(rng, 2, 8), h = between(rng, 2, 8);
        return {makeCircle(x + between(rng, 0, int(w)), y + between(rng, 0, int(h)),
                           between(rng, 1, 3)),
                rect(x, y, w, h),
                {between(rng, -20, 20), between(rng, -20, 20)}};
    }
    case SweepGenKind::Still:
        break;
    }
    GeneratedSweep g = circleRect(rng, SweepGenKind::Random);
    g.motion = {0, 0};
    return g;
}

GeneratedSweep circleCircle(Rng& rng, SweepGenKind k) {
    switch (k) {
    case SweepGenKind::Random:
        return {makeCircle(between(rng, -10, 10), between(rng, -10, 10), between(rng, 1, 4)),
                makeCircle(between(rng, -10, 10), between(rng, -10, 10), between(rng, 1, 4)),
                {between(rng, -20, 20), between(rng, -20, 20)}};
    case SweepGenKind::Tunnel: {
        // A small circle flies through a small one: both frames clear it.
        const double cx = between(rng, -5, 5), cy = between(rng, -5, 5);
        const double start = cx - 2 - between(rng, 1, 3), end = cx + 2 + between(rng, 1, 3);
        const double dy = 0.5 * double(rng.between(-1, 1));
        return {makeCircle(start, cy + dy, 0.5), makeCircle(cx, cy, 1), {end - start, 0}};
    }
    case SweepGenKind::Graze: {
        // The summed radius 5k; the centre's path tangent at c + (3k, 4k), mirrored.
        const double scale = between(rng, 1, 2);
        const double rb = between(rng, 1, int(5 * scale) - 1), ra = 5 * scale - rb;
        const double cx = between(rng, -5, 5), cy = between(rng, -5, 5);
        const int sx = rng.sign(), sy = rng.sign();
        const Vec2 tangent{cx + sx * 3 * scale, cy + sy * 4 * scale};
        const Vec2 along{-sx * 4.0, sy * 3.0};
        const double s = between(rng, 1, 2);
        return {makeCircle(tangent.x - s * along.x, tangent.y - s * along.y, ra),
                makeCircle(cx, cy, rb),
                {2 * s * along.x, 2 * s * along.y}};
    }
    case SweepGenKind::Inside: {
        const double cx = between(rng, -5, 5), cy = between(rng, -5, 5);
        return {makeCircle(cx + between(rng, -1, 1), cy + between(rng, -1, 1), between(rng, 1, 3)),
                makeCircle(cx, cy, between(rng, 1, 3)),
                {between(rng, -20, 20), between(rng, -20, 20)}};
    }
    case SweepGenKind::Still:
        break;
    }
    GeneratedSweep g = circleCircle(rng, SweepGenKind::Random);
    g.motion = {0, 0};
    return g;
}

GeneratedSweep rectRect(Rng& rng, SweepGenKind k) {
    switch (k) {
    case SweepGenKind::Random:
        return {
            rect(between(rng, -10, 6), between(rng, -10, 6), between(rng, 1, 6),
                 between(rng, 1, 6)),
            rect(between(rng, -8, 4), between(rng, -8, 4), between(rng, 1, 8), between(rng, 1, 8)),
            {between(rng, -20, 20), between(rng, -20, 20)}};
    case SweepGenKind::Tunnel: {
        // A unit square through a wall half a unit thick.
        const double x0 = between(rng, -2, 2), y0 = between(rng, -10, -5), h = between(rng, 10, 15);
        const double y = y0 + between(rng, 1, int(h) - 2);
        const double start = x0 - 1 - between(rng, 1, 3), end = x0 + 0.5 + between(rng, 1, 3);
        return {rect(start, y, 1, 1), rect(x0, y0, 0.5, h), {end - start, 0}};
    }
    case SweepGenKind::Graze: {
        // a slides along b's top edge, resting on it.
        const double x = between(rng, -6, 2), y = between(rng, -6, 2);
        const double w = between(rng, 2, 8), h = between(rng, 2, 8);
        const double aw = between(rng, 1, 3), ah = between(rng, 1, 3);
        const double start = x - aw - between(rng, 1, 3), end = x + w + between(rng, 1, 3);
        return {rect(start, y + h, aw, ah), rect(x, y, w, h), {end - start, 0}};
    }
    case SweepGenKind::Inside: {
        const double x = between(rng, -6, 2), y = between(rng, -6, 2);
        const double w = between(rng, 2, 8), h = between(rng, 2, 8);
        return {rect(x + between(rng, 0, int(w) - 1), y + between(rng, 0, int(h) - 1),
                     between(rng, 1, 3), between(rng, 1, 3)),
                rect(x, y, w, h),
                {between(rng, -20, 20), between(rng, -20, 20)}};
    }
    case SweepGenKind::Still:
        break;
    }
    GeneratedSweep g = rectRect(rng, SweepGenKind::Random);
    g.motion = {0, 0};
    return g;
}

} // namespace

std::string_view sweepGenKindName(SweepGenKind k) {
    switch (k) {
    case SweepGenKind::Random:
        return "random";
    case SweepGenKind::Tunnel:
        return "tunnel";
    case SweepGenKind::Graze:
        return "graze";
    case SweepGenKind::Inside:
        return "inside";
    case SweepGenKind::Still:
        return "still";
    }
    return "random";
}

SweepGenKind sweepKindOfLine(std::size_t i) {
    static constexpr std::array kCycle{SweepGenKind::Random, SweepGenKind::Tunnel,
                                       SweepGenKind::Graze,  SweepGenKind::Inside,
                                       SweepGenKind::Still,  SweepGenKind::Random};
    return kCycle[i % kCycle.size()];
}

GeneratedSweep generateSweep(Rng& rng, Pair kind, SweepGenKind k) {
    switch (kind) {
    case Pair::CircleCircle:
        return circleCircle(rng, k);
    case Pair::RectRect:
        return rectRect(rng, k);
    default:
        return circleRect(rng, k);
    }
}

} // namespace overlap::cli
