#include "app/cli/near_tangent.h"

#include "core/geometry/angle.h"

#include <array>
#include <cstdio>
#include <cstdlib>

namespace overlap::cli {

namespace {

// A decimal with 15 significant digits in [lo, hi), as a game's level file holds them.
double decimal(Rng& rng, double lo, double hi) {
    const double t = double(rng.between(0, (std::int64_t{1} << 52) - 1)) * 0x1p-52;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", lo + t * (hi - lo));
    return std::strtod(buf, nullptr);
}

} // namespace

Generated nearTangentCase(Rng& rng) {
    static constexpr std::array<double, 8> kAngles{10, 30, -30, 15, -15, 37.5, 123.4, -72.25};
    const double angle = rng.pick(std::span<const double>(kAngles));
    const CornerSizeRect written{decimal(rng, -50, 50), decimal(rng, -50, 50),
                                 decimal(rng, 0.5, 20), decimal(rng, 0.5, 20), angle};
    const Vec2 u = unitFromDegrees(angle), v{-u.y, u.x};
    const Vec2 c{written.x + written.w / 2, written.y + written.h / 2};
    const Vec2 h{written.w / 2, written.h / 2};
    // A point on an edge (or a corner, when both offsets are at their ends) and the way out.
    const bool alongX = rng.coin(), corner = rng.between(0, 3) == 0;
    const double s = rng.sign(), t = corner ? rng.sign() : decimal(rng, -1, 1);
    const Vec2 local = alongX ? Vec2{t * h.x, s * h.y} : Vec2{s * h.x, t * h.y};
    const Vec2 out =
        corner ? Vec2{local.x / h.x, local.y / h.y} : (alongX ? Vec2{0, s} : Vec2{s, 0});
    const Vec2 p = c + local.x * u + local.y * v;
    const double len = corner ? 1.4142135623730951 : 1.0;
    const Vec2 n = (1 / len) * (out.x * u + out.y * v);
    const double r = decimal(rng, 0.1, 10);
    const CaseShape circle = makeCircle(p.x + r * n.x, p.y + r * n.y, r);
    const CaseShape rect = *makeRect(written); // any finite rect with a halvable size
    return rng.coin() ? Generated{circle, rect} : Generated{rect, circle};
}

} // namespace overlap::cli
