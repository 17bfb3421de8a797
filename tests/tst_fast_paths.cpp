// Each circle method's inline fast path (no trace) gives the verdict of its careful path
// (asked for a trace, it always decides exactly) on scenes built to be hard for a
// floating-point filter: circles within a few ulps of touching a side or a corner, rects
// whose far edges or centres are not doubles, turned rects at any angle, magnitudes from
// 2^-600 to 2^500 (where the squares underflow or overflow) and far from the origin. A
// bound that is too small shows up here as a disagreement; one that is too large only
// sends more scenes to the careful path.

#include "core/algorithms.h"
#include "core/exact/dyadic.h"
#include "core/geometry/convert.h"
#include "core/trace/trace.h"

#include <QtTest>

#include <cmath>
#include <optional>
#include <random>
#include <tuple>
#include <vector>

namespace tst_fast_paths {

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

    // centredForm's path in doubles against the exact numbers: the half size is exactly half
    // the width, the centre's two parts sum to the exact centre with the first its nearest
    // double, and it is absent only where such doubles do not exist.
    void centredFormIsTheExactCentre() {
        Maker m(0xce17e);
        const double kSpecial[] = {0.0,        -0.0,  0x1p-1074, 0x3p-1074,
                                   -0x1p-1074, 1e308, -1e308,    1.7976931348623157e308,
                                   0.1,        0.3};
        int present = 0, absent = 0;
        for (int i = 0; i < 20000; ++i) {
            const double scale = std::ldexp(1.0, m.pick(2100) - 1074);
            const auto pickValue = [&] {
                return m.pick(4) == 0 ? kSpecial[m.pick(std::size(kSpecial))]
                                      : m.nudge(m.uniform(-4, 4) * scale);
            };
            double lo = pickValue(), hi = pickValue();
            if (hi < lo)
                std::swap(lo, hi);
            Rect r{{lo, m.nudge(lo)}, {hi, hi + std::abs(hi)}, {}};
            if (r.max.y < r.min.y || !std::isfinite(r.max.y))
                r.max.y = r.min.y;
            if (m.pick(3) == 0 && std::isfinite(hi * 0x1p-60))
                r.maxLo.x = m.pick(2) ? 0.0 : hi * 0x1p-60; // a far edge that is no double
            check(r, present, absent);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("on rect [%1, %2 + %3] x [%4, %5]")
                                     .arg(r.min.x, 0, 'g', 17)
                                     .arg(r.max.x, 0, 'g', 17)
                                     .arg(r.maxLo.x, 0, 'g', 17)
                                     .arg(r.min.y, 0, 'g', 17)
                                     .arg(r.max.y, 0, 'g', 17)));
        }
        QVERIFY2(present > 3000 && absent > 100, qPrintable(QString::number(absent)));
    }

    // axisAlignedEquivalent's path in doubles against the exact numbers, for rects turned by
    // a right angle: the near edges exact, the far edges' two parts summing to the exact edge.
    void axisAlignedEquivalentIsTheExactRect() {
        using exact::Dyadic;
        Maker m(0xa11e);
        const double kSpecial[] = {0.0, -0.0, 0x1p-1074, -0x3p-1074, 1e308, -1.7e308, 0.1, 0.5};
        static constexpr double kAngles[] = {0, 90, 180, 270, -90, 450};
        int present = 0, absent = 0;
        for (int i = 0; i < 20000; ++i) {
            const double scale = std::ldexp(1.0, m.pick(2100) - 1074);
            const auto pickValue = [&] {
                // Mostly few-bit values at one scale, whose edges are doubles; some nudged.
                const double v = double(m.pick(64) - 32) / 8 * scale;
                return m.pick(4) == 0 ? kSpecial[m.pick(std::size(kSpecial))]
                                      : (m.pick(3) == 0 ? m.nudge(v) : v);
            };
            const Vec2 c{pickValue(), pickValue()};
            const Vec2 half{std::abs(pickValue()), std::abs(m.nudge(pickValue()))};
            const Vec2 cLo = m.pick(3) == 0 ? Vec2{c.x * 0x1p-60, 0.0} : Vec2{};
            const RotatedRect t =
                RotatedRect::make(c, half, kAngles[m.pick(std::size(kAngles))], cLo);
            const bool swapped = t.axis.x == 0.0;
            const Vec2 h = swapped ? Vec2{t.half.y, t.half.x} : t.half;
            const auto rect = axisAlignedEquivalent(t);
            bool exists = true;
            Rect want{};
            for (int axis = 0; axis < 2; ++axis) {
                const Dyadic centre =
                    axis ? Dyadic(t.c.y) + Dyadic(t.cLo.y) : Dyadic(t.c.x) + Dyadic(t.cLo.x);
                const Dyadic hd(axis ? h.y : h.x);
                const double near = (centre - hd).toDouble(), far = (centre + hd).toDouble();
                const double rest =
                    std::isfinite(far) ? (centre + hd - Dyadic(far)).toDouble() : 0.0;
                exists = exists && std::isfinite(near) && Dyadic(near) == centre - hd &&
                         std::isfinite(far) && Dyadic(far) + Dyadic(rest) == centre + hd;
                (axis ? want.min.y : want.min.x) = near;
                (axis ? want.max.y : want.max.x) = far;
                (axis ? want.maxLo.y : want.maxLo.x) = rest;
            }
            QCOMPARE(rect.has_value(), exists);
            ++(rect ? present : absent);
            if (!rect)
                continue;
            for (double v :
                 {rect->min.x, rect->min.y, rect->max.x, rect->max.y, rect->maxLo.x, rect->maxLo.y})
                QVERIFY2(!(v == 0 && std::signbit(v)), "an exact zero is +0");
            QCOMPARE(rect->min, want.min);
            QCOMPARE(rect->max, want.max);
            QCOMPARE(rect->maxLo, want.maxLo);
        }
        QVERIFY2(present > 3000 && absent > 100, qPrintable(QString::number(absent)));
    }

  private:
    static void check(const Rect& r, int& present, int& absent) {
        using exact::Dyadic;
        struct Axis {
            Dyadic half, centre;
            bool exists;
        };
        const auto exactAxis = [](double min, double max, double maxLo) {
            const Dyadic w = Dyadic(max) + Dyadic(maxLo) - Dyadic(min);
            const Dyadic centre = Dyadic(min) + w.half();
            const double half = w.half().toDouble(), nearest = centre.toDouble();
            const double rest = std::isfinite(nearest) ? (centre - Dyadic(nearest)).toDouble() : 0;
            const bool exists = std::isfinite(half) && Dyadic(half) == w.half() &&
                                std::isfinite(nearest) && Dyadic(nearest) + Dyadic(rest) == centre;
            return Axis{w.half(), centre, exists};
        };
        const Axis x = exactAxis(r.min.x, r.max.x, r.maxLo.x);
        const Axis y = exactAxis(r.min.y, r.max.y, r.maxLo.y);
        const auto form = centredForm(r);
        QCOMPARE(form.has_value(), x.exists && y.exists);
        if (!form) {
            ++absent;
            return;
        }
        ++present;
        for (const auto& [e, c, cLo, h] : {std::tuple{x, form->c.x, form->cLo.x, form->half.x},
                                           std::tuple{y, form->c.y, form->cLo.y, form->half.y}}) {
            QCOMPARE(Dyadic(h), e.half);
            QCOMPARE(c, e.centre.toDouble());
            QCOMPARE(Dyadic(c) + Dyadic(cLo), e.centre);
            // An exact zero is +0, as the exact path gives it.
            QVERIFY(!(h == 0 && std::signbit(h)) && !(c == 0 && std::signbit(c)) &&
                    !(cLo == 0 && std::signbit(cLo)));
        }
    }

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

} // namespace tst_fast_paths

#define OVERLAP_SUBJECT tst_fast_paths
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_fast_paths::TestFastPaths)
#include "tst_fast_paths.moc"
