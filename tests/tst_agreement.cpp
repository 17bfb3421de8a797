// Beyond integers: on random doubles of mixed magnitudes, and on near-touching scenes built
// from them, every correct method of a pair answers the same, since each is exact for the
// same real geometry. A right-angled turned rect answers as its axis-aligned equivalent.

#include "core/algorithms.h"
#include "core/geometry/convert.h"

#include <QtTest>

#include <cmath>
#include <random>

namespace tst_agreement {

using namespace overlap;

namespace {

class Doubles {
  public:
    explicit Doubles(std::uint64_t seed) : rng_(seed) {}
    // A random mantissa of `bits` bits with a binary exponent in [-spread, spread].
    double any(int bits = 53, int spread = 40) {
        const double m = std::ldexp(double(rng_() >> (64 - bits)), -bits);
        return std::ldexp(rng_() % 2 ? m : -m, int(rng_() % unsigned(2 * spread + 1)) - spread);
    }
    double positive(int bits = 53, int spread = 40) { return std::abs(any(bits, spread)); }
    int pick(int n) { return int(rng_() % unsigned(n)); }

  private:
    std::mt19937_64 rng_;
};

// Every correct method of the pair, both policies; all must match the first. Counts the
// comparisons made, so that a test which compared nothing cannot pass.
void expectAgreement(Pair pair, const Shape& a, const Shape& b, int& disagreements, QString& first,
                     long& compared) {
    for (Touching t : {Touching::Counts, Touching::Separate}) {
        int verdict = -1;
        for (const Algorithm& alg : algorithms()) {
            if (alg.pair != pair || alg.pitfall)
                continue;
            const Outcome out = runAlgorithm(alg, a, b, t);
            if (!out.ok())
                continue; // a rect whose centre is not a double: no turned form
            const int v = out.result.overlap ? 1 : 0;
            compared += verdict >= 0;
            if (verdict >= 0 && v != verdict && disagreements++ == 0)
                first = QString::fromUtf8(alg.id.data(), alg.id.size());
            verdict = v;
        }
    }
}

} // namespace

class TestAgreement : public QObject {
    Q_OBJECT
  private slots:
    void circleRectOnDoubles() {
        Doubles d(11);
        int disagreements = 0;
        long compared = 0;
        QString first;
        for (int i = 0; i < 300'000; ++i) {
            const double l = d.any(), b = d.any();
            const Rect r{{l, b}, {l + d.positive(), b + d.positive()}};
            Circle c{{d.any(), d.any()}, d.positive()};
            if (i % 2) {
                // Near a corner or an edge at a Pythagorean offset: touching up to rounding.
                const double k = d.positive();
                const Vec2 corners[] = {r.min, r.max, {r.min.x, r.max.y}, {r.max.x, r.min.y}};
                const Vec2 v = corners[d.pick(4)];
                const double sx = v.x == r.min.x ? -1 : 1, sy = v.y == r.min.y ? -1 : 1;
                c = d.pick(2) ? Circle{{v.x + sx * 3 * k, v.y + sy * 4 * k}, 5 * k}
                              : Circle{{v.x + sx * k, (r.min.y + r.max.y) / 2}, k};
            }
            expectAgreement(Pair::CircleRect, c, r, disagreements, first, compared);
            expectAgreement(Pair::CircleRotatedRect, c, r, disagreements, first, compared);
        }
        QVERIFY2(disagreements == 0, qPrintable(first));
        // Three aligned methods (two comparisons) under two policies for every scene, and the
        // turned ones wherever the rect has a centred form.
        QVERIFY2(compared >= 300'000L * 2 * 2, qPrintable(QString::number(compared)));
    }

    void circleCircleOnDoubles() {
        Doubles d(12);
        int disagreements = 0;
        long compared = 0, scenes = 0;
        QString first;
        for (int i = 0; i < 300'000; ++i) {
            const Circle a{{d.any(), d.any()}, d.positive()};
            const double k = d.positive();
            const Circle b = i % 2 ? Circle{{a.c.x + 3 * k, a.c.y - 4 * k}, 5 * k - a.r}
                                   : Circle{{d.any(), d.any()}, d.positive()};
            if (b.r < 0)
                continue;
            expectAgreement(Pair::CircleCircle, a, b, disagreements, first, compared);
            ++scenes;
        }
        QVERIFY2(disagreements == 0, qPrintable(first));
        QVERIFY(scenes > 200'000);
        QVERIFY2(compared >= scenes * 2, qPrintable(QString::number(compared)));
    }

    void rightAnglesMatchAxisAligned() {
        Doubles d(13);
        int checked = 0;
        for (int i = 0; i < 200'000; ++i) {
            // Short mantissas, so that centre ± half is usually a double.
            const RotatedRect t =
                RotatedRect::make({d.any(20, 8), d.any(20, 8)},
                                  {d.positive(20, 8), d.positive(20, 8)}, 90.0 * (d.pick(9) - 4));
            const auto aligned = axisAlignedEquivalent(t);
            if (!aligned)
                continue;
            const Vec2 corner = d.pick(2) ? aligned->max : aligned->min;
            const double k = d.positive();
            const Circle c = d.pick(2) ? Circle{{corner.x + 3 * k, corner.y + 4 * k}, 5 * k}
                                       : Circle{{d.any(), d.any()}, d.positive()};
            for (Touching p : {Touching::Counts, Touching::Separate}) {
                const bool truth = runAlgorithm(*findAlgorithm("circle-rect.clamp"), c, *aligned, p)
                                       .result.overlap;
                for (const char* id : {"circle-rotated.clamp", "circle-rotated.fold",
                                       "circle-rotated.nine-region"}) {
                    const Outcome out = runAlgorithm(*findAlgorithm(id), c, t, p);
                    QVERIFY(out.ok());
                    QVERIFY2(out.result.overlap == truth, id);
                }
            }
            ++checked;
        }
        QVERIFY(checked > 100'000);
    }
};

} // namespace tst_agreement

#define OVERLAP_SUBJECT tst_agreement
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_agreement::TestAgreement)
#include "tst_agreement.moc"
