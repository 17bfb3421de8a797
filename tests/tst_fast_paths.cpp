// Each circle method's inline fast path (no trace) gives the verdict of its careful path
// (asked for a trace, it always decides exactly) on scenes built to be hard for a
// floating-point filter: circles within a few ulps of touching a side or a corner, rects
// whose far edges or centres are not doubles, turned rects at any angle, magnitudes from
// 2^-600 to 2^500 (where the squares underflow or overflow) and far from the origin. A
// bound that is too small shows up here as a disagreement; one that is too large only
// sends more scenes to the careful path.

#include "core/algorithms.h"
#include "core/geometry/convert.h"
#include "core/trace/trace.h"

#include <QtTest>

#include <cmath>
#include <optional>
#include <random>
#include <vector>

using namespace overlap;

namespace {

struct Scene {
    Shape a, b;
};

class Maker {
  public:
    explicit Maker(std::uint64_t seed) : rng_(seed) {}

    double uniform(double lo, double hi) { return std::uniform_real_distribution<>(lo, hi)(rng_); }
    int pick(int n) { return std::uniform_int_distribution<>(0, n - 1)(rng_); }
    // A value k/10 at the scale: seldom a double sum with another, so edges get remainders.
    double tenths(double scale) { return double(pick(200) + 1) / 10.0 * scale; }
    // v moved by k ulps, k in [-3, 3].
    double nudge(double v) {
        for (int k = pick(7) - 3; k != 0; k += k > 0 ? -1 : 1)
            v = std::nextafter(v, k > 0 ? HUGE_VAL : -HUGE_VAL);
        return v;
    }

    CornerSizeRect cornerRect(double scale, double offset) {
        return {offset + tenths(scale), offset - tenths(scale), tenths(scale), tenths(scale), {}};
    }

    // A circle touching (to within the rounding of its centre) a side or a corner of the
    // axis-aligned rect, then nudged a few ulps.
    Circle nearAligned(const Rect& r, double scale) {
        const double radius = tenths(scale);
        const double hiX = r.max.x + r.maxLo.x, hiY = r.max.y + r.maxLo.y;
        Vec2 c;
        switch (pick(3)) {
        case 0: // beside the right or left side
            c = {pick(2) ? hiX + radius : r.min.x - radius, uniform(r.min.y, r.max.y)};
            break;
        case 1: // above or below
            c = {uniform(r.min.x, r.max.x), pick(2) ? hiY + radius : r.min.y - radius};
            break;
        default: { // off a corner along a 3-4-5 direction
            const double dx = radius * 0.6, dy = radius * 0.8;
            c = {pick(2) ? hiX + dx : r.min.x - dx, pick(2) ? hiY + dy : r.min.y - dy};
        }
        }
        return {{nudge(c.x), nudge(c.y)}, radius};
    }

    // A circle whose distance from the turned rect is its radius, computed in long double,
    // then nudged.
    Circle nearTurned(const RotatedRect& r, double scale) {
        const double radius = tenths(scale);
        const long double t = uniform(0, 6.283185307179586);
        const long double ux = r.axis.x, uy = r.axis.y;
        // A point on the rect's outline in its own frame, pushed out along the outward
        // normal (a side's, or a corner's bisector) by the radius.
        long double lx, ly, nx, ny;
        const int side = pick(5);
        if (side == 4) { // a corner
            const long double sx = pick(2) ? 1 : -1, sy = pick(2) ? 1 : -1;
            lx = sx * r.half.x;
            ly = sy * r.half.y;
            nx = sx * std::cos(t) * std::cos(t);
            ny = sy * std::sin(t) * std::sin(t);
            const long double n = std::sqrt(nx * nx + ny * ny);
            nx /= n;
            ny /= n;
        } else {
            const long double along = std::sin(t);
            if (side < 2) {
                lx = side == 0 ? r.half.x : -r.half.x;
                ly = along * r.half.y;
                nx = side == 0 ? 1 : -1;
                ny = 0;
            } else {
                lx = along * r.half.x;
                ly = side == 2 ? r.half.y : -r.half.y;
                nx = 0;
                ny = side == 2 ? 1 : -1;
            }
        }
        const long double px = lx + nx * radius, py = ly + ny * radius;
        const long double wx = r.c.x + r.cLo.x + ux * px - uy * py;
        const long double wy = r.c.y + r.cLo.y + uy * px + ux * py;
        return {{nudge(double(wx)), nudge(double(wy))}, radius};
    }

  private:
    std::mt19937_64 rng_;
};

constexpr double kScales[] = {0x1p-600, 0x1p-520, 0x1p-40, 0x1p-3, 1.0, 0x1p10, 0x1p40, 0x1p500};
constexpr double kOffsets[] = {0.0, 1e6, -3e9};

// perCell scenes from one(maker, scale, offset) for every scale and offset; one may give
// none (a rect that did not convert to the form wanted).
template <class MakeOne> std::vector<Scene> scenes(std::uint64_t seed, int perCell, MakeOne one) {
    Maker m(seed);
    std::vector<Scene> out;
    for (double scale : kScales)
        for (double offset : kOffsets)
            for (int i = 0; i < perCell; ++i)
                if (const std::optional<Scene> s = one(m, scale, offset * scale))
                    out.push_back(*s);
    return out;
}

std::vector<Scene> alignedScenes(int perCell) {
    return scenes(20261123, perCell, [](Maker& m, double scale, double offset) {
        const ConvertedRect conv = convertRect(m.cornerRect(scale, offset));
        return conv.aligned
                   ? std::optional<Scene>({m.nearAligned(*conv.aligned, scale), *conv.aligned})
                   : std::nullopt;
    });
}

std::vector<Scene> turnedScenes(int perCell) {
    return scenes(7, perCell, [](Maker& m, double scale, double offset) {
        CornerSizeRect in = m.cornerRect(scale, offset);
        in.angleDeg = m.pick(4) == 0 ? double(m.pick(360)) : m.uniform(-360, 360);
        const ConvertedRect conv = convertRect(in);
        return conv.turned ? std::optional<Scene>({m.nearTurned(*conv.turned, scale), *conv.turned})
                           : std::nullopt;
    });
}

// Circles touching circles: the centres' distance made the radii's sum, then nudged.
std::vector<Scene> circleScenes(int perCell) {
    return scenes(99, perCell, [](Maker& m, double scale, double offset) {
        const Circle a{{offset + m.tenths(scale), m.tenths(scale)}, m.tenths(scale)};
        const double rb = m.tenths(scale), d = a.r + rb;
        const double t = m.uniform(0, 6.283185307179586);
        const Vec2 c{m.nudge(a.c.x + d * std::cos(t)), m.nudge(a.c.y + d * std::sin(t))};
        return std::optional<Scene>({a, Circle{c, rb}});
    });
}

// Runs every correct method of the pair on every scene, fast and careful, both policies;
// returns the first disagreement, or nothing. Counts the verdicts to show both occur.
QString disagreement(Pair pair, const std::vector<Scene>& scenes, int& overlaps, int& apart) {
    for (const Algorithm& m : algorithms()) {
        if (m.pair != pair || m.pitfall)
            continue;
        for (const Scene& s : scenes)
            for (Touching t : {Touching::Counts, Touching::Separate}) {
                Trace trace;
                const bool fast = m.run(s.a, s.b, t, nullptr).overlap;
                const bool careful = m.run(s.a, s.b, t, &trace).overlap;
                (careful ? overlaps : apart)++;
                if (fast != careful)
                    return QStringLiteral("%1: fast %2, careful %3")
                        .arg(QString::fromUtf8(m.id.data(), qsizetype(m.id.size())))
                        .arg(fast)
                        .arg(careful);
            }
    }
    return {};
}

} // namespace

class TestFastPaths : public QObject {
    Q_OBJECT

  private slots:
    void circleRect() { check(Pair::CircleRect, alignedScenes(400)); }
    void circleRotated() { check(Pair::CircleRotatedRect, turnedScenes(400)); }
    void circleCircle() { check(Pair::CircleCircle, circleScenes(400)); }

  private:
    static void check(Pair pair, const std::vector<Scene>& scenes) {
        QVERIFY(scenes.size() > 5000);
        int overlaps = 0, apart = 0;
        const QString first = disagreement(pair, scenes, overlaps, apart);
        QVERIFY2(first.isEmpty(), qPrintable(first));
        // The scenes sit on the boundary: both verdicts must be common, or they test little.
        QVERIFY2(overlaps > 1000 && apart > 1000,
                 qPrintable(QStringLiteral("%1 overlap, %2 apart").arg(overlaps).arg(apart)));
    }
};

QTEST_APPLESS_MAIN(TestFastPaths)
#include "tst_fast_paths.moc"
