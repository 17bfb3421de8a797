// One turned rect for every method: the image of [-h, h]² under the matrix (u, u⊥) with the
// rounded axis u, placed at its exact centre. Near-tangent scenes in 15-digit decimals (where
// a rounded-axis clamp and a vertex-polygon nine regions used to part about once in 120)
// agree with an exact reference written here in Dyadic arithmetic; angles are symmetric.

#include "core/algorithms.h"
#include "core/exact/dyadic.h"
#include "core/geometry/angle.h"
#include "core/geometry/convert.h"

#include <QtTest>

#include <cmath>
#include <cstdio>
#include <random>

namespace tst_turned_rect {

using namespace overlap;

using exact::Dyadic;

namespace {

// A decimal with 15 significant digits in [lo, hi).
double decimal(std::mt19937_64& rng, double lo, double hi) {
    const double t = double(rng() >> 11) * 0x1p-53;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", lo + t * (hi - lo));
    return std::strtod(buf, nullptr);
}

// The reference: the rect is {c + M q : q in [-h, h]²} with M = (u, u⊥), so for p = Mᵀ(C - c)
// and s² = |u|², |C - Mq|² = |p - s²q|² / s²: the distance is p's distance to the box
// s²·[-h, h]², over s. The sign of dist² - r², times s².
int referenceSign(const Circle& k, const RotatedRect& r) {
    const Dyadic ux(r.axis.x), uy(r.axis.y);
    const Dyadic s2 = ux * ux + uy * uy;
    const Dyadic dx = Dyadic(k.c.x) - (Dyadic(r.c.x) + Dyadic(r.cLo.x));
    const Dyadic dy = Dyadic(k.c.y) - (Dyadic(r.c.y) + Dyadic(r.cLo.y));
    const Dyadic px = ux * dx + uy * dy, py = ux * dy - uy * dx;
    const auto beyond = [&](const Dyadic& p, double half) {
        const Dyadic h = Dyadic(half) * s2;
        if (p > h)
            return p - h;
        if (p < -h)
            return -h - p;
        return Dyadic();
    };
    const Dyadic qx = beyond(px, r.half.x), qy = beyond(py, r.half.y);
    return (qx * qx + qy * qy - Dyadic(k.r) * Dyadic(k.r) * s2).sign();
}

bool fromSign(int s, Touching t) {
    return s < 0 || (s == 0 && t == Touching::Counts);
}

// A circle put, in doubles, tangent to an edge or a corner of the turned rect.
Circle nearTangent(std::mt19937_64& rng, const RotatedRect& r) {
    const Vec2 u = r.axis, v{-u.y, u.x};
    const bool alongX = rng() % 2, corner = rng() % 4 == 0;
    const double s = rng() % 2 ? 1 : -1;
    const double t = corner ? (rng() % 2 ? 1 : -1) : decimal(rng, -1, 1);
    const Vec2 local = alongX ? Vec2{t * r.half.x, s * r.half.y} : Vec2{s * r.half.x, t * r.half.y};
    const Vec2 out = corner ? Vec2{t, s} : (alongX ? Vec2{0, s} : Vec2{s, 0});
    const double len = corner ? std::sqrt(2.0) : 1.0;
    const Vec2 n = (1 / len) * (out.x * u + out.y * v);
    const Vec2 p = r.c + local.x * u + local.y * v;
    const double rad = decimal(rng, 0.1, 10);
    return {{p.x + rad * n.x, p.y + rad * n.y}, rad};
}

std::vector<const Algorithm*> turnedCircleMethods() {
    std::vector<const Algorithm*> out;
    for (const Algorithm& a : algorithms())
        if (a.pair == Pair::CircleRotatedRect && !a.pitfall)
            out.push_back(&a);
    return out;
}

} // namespace

class TestTurnedRect : public QObject {
    Q_OBJECT
  private slots:
    // Every correct turned method gives the reference's verdict on near-tangent scenes.
    void nearTangentScenesAgreeExactly() {
        std::mt19937_64 rng(120);
        const auto methods = turnedCircleMethods();
        QVERIFY(methods.size() >= 3);
        const double angles[] = {10, 30, -30, 15, -15, 37.5, 123.4, -72.25, 0.1, -0.1};
        int disagreements = 0;
        QString first;
        for (int i = 0; i < 12000; ++i) {
            const CornerSizeRect in{decimal(rng, -50, 50), decimal(rng, -50, 50),
                                    decimal(rng, 0.5, 20), decimal(rng, 0.5, 20),
                                    angles[i % std::size(angles)]};
            const ConvertedRect conv = convertRect(in);
            QVERIFY2(conv.error.empty() && conv.turned, conv.error.c_str());
            const RotatedRect& r = *conv.turned;
            const Circle c = nearTangent(rng, r);
            const int sign = referenceSign(c, r);
            for (Touching t : {Touching::Counts, Touching::Separate})
                for (const Algorithm* m : methods) {
                    const Outcome o = runAlgorithm(*m, c, r, t);
                    QVERIFY(o.ok());
                    if (o.result.overlap != fromSign(sign, t) && disagreements++ == 0)
                        first =
                            QString::asprintf("%s at %.17g°: circle (%.17g, %.17g) r %.17g",
                                              m->id.data(), in.angleDeg.value(), c.c.x, c.c.y, c.r);
                }
        }
        QVERIFY2(disagreements == 0,
                 qPrintable(QString::number(disagreements) + ", first " + first));
    }

    // |u|² is within kAxisSlack of 1 at every angle, as the fast paths' error bounds assume.
    void axisLengthIsWithinItsSlack() {
        std::mt19937_64 rng(2);
        const Dyadic one(1.0), slack(kAxisSlack);
        for (int i = 0; i < 100000; ++i) {
            const double deg = i < 3600 ? i * 0.1 - 180 : decimal(rng, -720, 720);
            const Vec2 u = unitFromDegrees(deg);
            const Dyadic s2 = Dyadic(u.x) * Dyadic(u.x) + Dyadic(u.y) * Dyadic(u.y);
            const Dyadic off = s2 > one ? s2 - one : one - s2;
            QVERIFY2(off <= slack, qPrintable(QString::number(deg, 'g', 17)));
        }
    }

    // sin(-a) is exactly -sin(a) and cos(-a) exactly cos(a); a tiny angle stays an angle.
    void anglesAreSymmetric() {
        std::mt19937_64 rng(3);
        for (int i = 0; i < 100000; ++i) {
            const double a = i < 7200 ? i * 0.1 : decimal(rng, 0, 1000);
            const Vec2 p = unitFromDegrees(a), m = unitFromDegrees(-a);
            QVERIFY2(m.x == p.x && m.y == -p.y, qPrintable(QString::number(a, 'g', 17)));
        }
        const Vec2 tiny = unitFromDegrees(-1e-14);
        QVERIFY(tiny.y < 0);
        QCOMPARE(tiny.y, -unitFromDegrees(1e-14).y);
        QCOMPARE(unitFromDegrees(-0.1).y, -unitFromDegrees(0.1).y);
        QCOMPARE(unitFromDegrees(-359.9).y, -unitFromDegrees(359.9).y);
    }

    // A scene and its mirror image (y to -y, the angle negated) get the same verdicts.
    void mirroredScenesAgree() {
        std::mt19937_64 rng(4);
        const auto methods = turnedCircleMethods();
        for (int i = 0; i < 4000; ++i) {
            const double deg = (i % 2 ? -1 : 1) * decimal(rng, 0, 0.2); // ±0.1° and smaller
            const CornerSizeRect in{decimal(rng, -5, 5), decimal(rng, -5, 5), decimal(rng, 1, 5),
                                    decimal(rng, 1, 5), deg};
            const RotatedRect r = *convertRect(in).turned;
            const Circle c = nearTangent(rng, r);
            const RotatedRect rm =
                RotatedRect::make({r.c.x, -r.c.y}, r.half, -deg, {r.cLo.x, -r.cLo.y});
            const Circle cm{{c.c.x, -c.c.y}, c.r};
            QCOMPARE(referenceSign(cm, rm), referenceSign(c, r));
            for (Touching t : {Touching::Counts, Touching::Separate})
                for (const Algorithm* m : methods)
                    QCOMPARE(runAlgorithm(*m, cm, rm, t).result.overlap,
                             runAlgorithm(*m, c, r, t).result.overlap);
        }
    }

    // Turned rects that touch or nearly touch, in decimals: SAT matches the projections
    // of the same exact rects, computed here.
    void satOnDecimalRects() {
        std::mt19937_64 rng(5);
        const Algorithm* sat = nullptr;
        for (const Algorithm& a : algorithms())
            if (a.pair == Pair::RotatedRects && !a.pitfall)
                sat = &a;
        QVERIFY(sat);
        for (int i = 0; i < 4000; ++i) {
            const double deg = decimal(rng, -90, 90);
            const RotatedRect a = *convertRect({decimal(rng, -5, 5), decimal(rng, -5, 5),
                                                decimal(rng, 1, 5), decimal(rng, 1, 5), deg})
                                       .turned;
            // b beside a along a's own x axis, at a's half width plus its own, in doubles.
            const double w = decimal(rng, 1, 5), h = decimal(rng, 1, 5);
            const double reach = a.half.x + w / 2;
            const Vec2 bc = a.c + reach * a.axis;
            const RotatedRect b =
                *convertRect({bc.x - w / 2, bc.y - h / 2, w, h, deg}).turned; // same turn
            // Parallel rects: only a's axes can separate; along u the gap is exact below.
            const Dyadic ux(a.axis.x), uy(a.axis.y);
            const Dyadic dx = Dyadic(b.c.x) + Dyadic(b.cLo.x) - Dyadic(a.c.x) - Dyadic(a.cLo.x);
            const Dyadic dy = Dyadic(b.c.y) + Dyadic(b.cLo.y) - Dyadic(a.c.y) - Dyadic(a.cLo.y);
            const Dyadic s2 = ux * ux + uy * uy;
            const auto gapAlong = [&](const Dyadic& nx, const Dyadic& ny, double ha, double hb) {
                const Dyadic d = dx * nx + dy * ny;
                return (d.sign() < 0 ? -d : d) - (Dyadic(ha) + Dyadic(hb)) * s2;
            };
            const int gx = gapAlong(ux, uy, a.half.x, b.half.x).sign();
            const int gy = gapAlong(-uy, ux, a.half.y, b.half.y).sign();
            for (Touching t : {Touching::Counts, Touching::Separate}) {
                const bool separated =
                    t == Touching::Counts ? (gx > 0 || gy > 0) : (gx >= 0 || gy >= 0);
                QCOMPARE(runAlgorithm(*sat, a, b, t).result.overlap, !separated);
            }
        }
    }
};

} // namespace tst_turned_rect

#define OVERLAP_SUBJECT tst_turned_rect
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_turned_rect::TestTurnedRect)
#include "tst_turned_rect.moc"
