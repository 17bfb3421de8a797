// The turned nine-region fast path answers alone only when its error bound settles the sign
// of d2 − r²; otherwise the careful path decides exactly. Where a too-tight bound would
// answer wrongly (huge and tiny scales, tiny radii, angles a hair from 0° and 90°, exact
// touches on rects whose corners are exact), the fast path must give the careful path's
// verdict under both policies.

#include "core/geometry/convert.h"
#include "core/methods/circle_rect.h"

#include <QtTest>

#include <cmath>
#include <random>
#include <utility>

namespace tst_nine_region_filter {

using namespace overlap;

namespace {

constexpr Touching kPolicies[2] = {Touching::Counts, Touching::Separate};

// The fast path (no trace) against the careful path, both policies; the first mismatch.
QString mismatch(const Circle& c, const RotatedRect& r) {
    for (Touching t : kPolicies) {
        const bool fast = circleRotatedNineRegion(c, r, t).overlap;
        const bool exact = detail::circleRotatedNineRegionCareful(c, r, t, nullptr).overlap;
        if (fast != exact)
            return QString::asprintf(
                "%s: circle (%.17g, %.17g) r %.17g, rect centre (%.17g, %.17g) + (%.17g, "
                "%.17g) half (%.17g, %.17g) at %.17g°: fast %d, exact %d",
                t == Touching::Counts ? "counts" : "separate", c.c.x, c.c.y, c.r, r.c.x, r.c.y,
                r.cLo.x, r.cLo.y, r.half.x, r.half.y, r.angleDeg, fast, exact);
    }
    return {};
}

// The verdicts under counts and separate, which must also be the fast path's.
void expectVerdicts(const Circle& c, const RotatedRect& r, bool counts, bool separate) {
    const QString why = mismatch(c, r);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(circleRotatedNineRegion(c, r, Touching::Counts).overlap, counts);
    QCOMPARE(circleRotatedNineRegion(c, r, Touching::Separate).overlap, separate);
}

Vec2 at(const RotatedRect& r, double sx, double sy) {
    const Vec2 u = r.axis, v{-u.y, u.x};
    return r.c + (sx * r.half.x) * u + (sy * r.half.y) * v;
}

} // namespace

class TestNineRegionFilter : public QObject {
    Q_OBJECT

  private slots:
    // Right angles have exact axes, so integer scenes touch exactly: an edge 3 away, and a
    // corner 5 away (3-4-5); one ulp of radius either way is sure.
    void exactTouchesAtRightAngles() {
        for (double deg : {0.0, 90.0, 180.0, 270.0, -90.0, 450.0}) {
            const RotatedRect r = RotatedRect::make({5, 3}, {4, 2}, deg);
            const Vec2 u = r.axis, v{-u.y, u.x};
            const std::pair<Vec2, double> touches[2] = {{at(r, 1, 0.5) + 3.0 * u, 3.0},
                                                        {at(r, 1, 1) + 3.0 * u + 4.0 * v, 5.0}};
            for (const auto& [o, rad] : touches) {
                expectVerdicts({o, rad}, r, true, false);
                expectVerdicts({o, std::nextafter(rad, 0.0)}, r, false, false);
                expectVerdicts({o, std::nextafter(rad, 10.0)}, r, true, true);
            }
        }
    }

    // A rect given by corner and size keeps its centre's remainder (cLo): at 180° its
    // corners are the given ones, exactly, so a circle through the corner (x, y) touches.
    void exactTouchesWithACentreRemainder() {
        const RotatedRect r = *convertRect({0.1, 0.7, 0.7, 1e-3, 180.0}).turned;
        QVERIFY(r.cLo.x != 0);
        expectVerdicts({{0.1, 0.7 - 0.25}, 0.25}, r, true, false);
        expectVerdicts({{0.1, 0.7 - 0.25}, std::nextafter(0.25, 0.0)}, r, false, false);
        const double x = 1e15 + 0.5;
        const RotatedRect far = *convertRect({x, 3, 0.125, 2, 180.0}).turned;
        QVERIFY(far.cLo.x != 0);
        expectVerdicts({{x - 3, -1}, 5}, far, true, false);
        expectVerdicts({{x - 3, -1}, std::nextafter(5.0, 0.0)}, far, false, false);
        expectVerdicts({{x - 3, -1}, std::nextafter(5.0, 9.0)}, far, true, true);
    }

    // The radius 0: a point on the boundary overlaps only when touching counts, and so does
    // a point inside (the open disc of radius 0 is empty); radii near the smallest double.
    void pointsAndTinyRadii() {
        const RotatedRect r = RotatedRect::make({1, 2}, {3, 4}, 90);
        expectVerdicts({at(r, 1, 0.5), 0}, r, true, false);
        expectVerdicts({at(r, 1, 1), 0}, r, true, false);
        expectVerdicts({r.c, 0}, r, true, false);
        expectVerdicts({{r.c.x + 1e-300, r.c.y}, 0x1p-1074}, r, true, true);
        const RotatedRect tiny = RotatedRect::make({0, 0}, {0x1p-1060, 0x1p-1062}, 90);
        const Vec2 beyond{0, 0x1p-1059}; // 2^-1060 beyond the edge at y = 2^-1060
        expectVerdicts({beyond, 0x1p-1060}, tiny, true, false);
        expectVerdicts({beyond, 0x1p-1061}, tiny, false, false);
        expectVerdicts({beyond, 0x1p-1059}, tiny, true, true);
    }

    // Angles a hair from 0° and 90°: the axis is nearly (1, 0), but not quite, so an edge
    // tangent at the exact angle is missed or crossed by a sliver only the filter sees.
    void anglesNearRightAngles() {
        std::mt19937_64 rng(16);
        for (double deg :
             {1e-300, -1e-300, 1e-14, 90 - 1e-13, 90 + 1e-13, 89.9999999, 180 - 1e-9}) {
            const RotatedRect r = RotatedRect::make({3, -2}, {5, 0.5}, deg);
            for (int i = 0; i < 2000; ++i) {
                const double along = double(rng() % 2001) / 1000 - 1, d = double(rng() % 8) / 4;
                const Vec2 o = at(r, along, 1) + d * Vec2{-r.axis.y, r.axis.x};
                for (double rad : {d, std::nextafter(d, 0.0), std::nextafter(d, 9.0), d + 1e-15}) {
                    const QString why = mismatch({o, rad}, r);
                    QVERIFY2(why.isEmpty(), qPrintable(why));
                }
            }
        }
    }

    // The same near-touching scenes at scales from 2^-1000 to 2^1000, where products
    // underflow or overflow: the fast path hands those over, never answers wrongly.
    void hugeAndTinyScales() {
        std::mt19937_64 rng(1016);
        const auto unit = [&] { return double(rng() >> 11) * 0x1p-53; };
        for (int i = 0; i < 40000; ++i) {
            const double scale = std::ldexp(1.0, int(rng() % 2001) - 1000);
            const double deg = i % 3 == 0 ? double(rng() % 8) * 90 : unit() * 360;
            const RotatedRect r = RotatedRect::make({(unit() - 0.5) * scale, unit() * scale},
                                                    {unit() * scale, unit() * scale}, deg);
            const double sx = double(rng() % 3) - 1, sy = rng() % 2 ? 1.0 : -1.0;
            const double d = unit() * scale * std::ldexp(1.0, -int(rng() % 60));
            const Vec2 o = at(r, sx, sy) + (sx * d) * r.axis + (sy * d) * Vec2{-r.axis.y, r.axis.x};
            const double dist = sx == 0 ? d : std::sqrt(2.0) * d;
            for (double rad : {dist, std::nextafter(dist, 0.0), std::nextafter(dist, 1e308)}) {
                const QString why = mismatch({o, rad}, r);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
        }
    }

    // A rect so thin that its edge length squared underflows to 0, against a radius so
    // large that r² times that lost length is far above kTiny (found by fuzz_core): the
    // careful paths, which a trace takes, must hand the edge comparison to exact arithmetic.
    // The centre is 2^378 − 2^-846 below the segment, so r = 2^378 reaches it and the
    // next double below does not, under either policy.
    void underflowingEdgeLengthWithAHugeRadius() {
        const double y = 0x1p378, w = 0x1p-845;
        const Vec2 o{0, 0x1p-846};
        const Rect flat{{-w, y}, {0, y}};
        const RotatedRect turned = RotatedRect::make({-0.5 * w, y}, {0.5 * w, 0}, 0);
        for (const double rad : {0x1p486, y, std::nextafter(y, 0.0)}) {
            const bool reaches = rad >= y;
            for (Touching t : kPolicies) {
                const QString at = QString::asprintf("r %.17g, %s", rad,
                                                     t == Touching::Counts ? "counts" : "separate");
                Trace a, b;
                QVERIFY2(detail::circleRectNineRegionCareful({o, rad}, flat, t, &a).overlap ==
                             reaches,
                         qPrintable(at));
                QVERIFY2(circleRectNineRegion({o, rad}, flat, t).overlap == reaches,
                         qPrintable(at));
                QVERIFY2(detail::circleRotatedNineRegionCareful({o, rad}, turned, t, &b).overlap ==
                             reaches,
                         qPrintable(at));
                QVERIFY2(circleRotatedNineRegion({o, rad}, turned, t).overlap == reaches,
                         qPrintable(at));
            }
        }
    }
};

} // namespace tst_nine_region_filter

#define OVERLAP_SUBJECT tst_nine_region_filter
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_nine_region_filter::TestNineRegionFilter)
#include "tst_nine_region_filter.moc"
