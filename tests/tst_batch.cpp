// The batch entries (core/methods/batch.h) give exactly the scalar methods' verdicts, on
// sets made of ties: integer and half-integer scenes where many circles touch exactly,
// Pythagorean distances, rects whose far edges are not doubles, huge and tiny magnitudes,
// and random doubles between them. Lengths that are not whole blocks test the remainder.

#include "core/geometry/convert.h"
#include "core/methods/batch.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"

#include <QtTest>

#include <cmath>
#include <random>
#include <vector>

namespace tst_batch {

using namespace overlap;

namespace {

using Circles = CircleColumns;

struct Rects {
    std::vector<double> minX, minY, maxX, maxY, loX, loY;
    void add(const Rect& r) {
        minX.push_back(r.min.x);
        minY.push_back(r.min.y);
        maxX.push_back(r.max.x);
        maxY.push_back(r.max.y);
        loX.push_back(r.maxLo.x);
        loY.push_back(r.maxLo.y);
    }
    RectArrays arrays() const {
        return {minX.data(), minY.data(), maxX.data(), maxY.data(), loX.data(), loY.data()};
    }
    Rect at(std::size_t i) const {
        return {{minX[i], minY[i]}, {maxX[i], maxY[i]}, {loX[i], loY[i]}};
    }
};

// Scenes drawn on a grid of `unit`, small enough that exact touching is common.
class Ties {
  public:
    explicit Ties(std::uint64_t seed) : rng_(seed) {}
    double grid(int range, double unit) {
        return double(std::int64_t(rng_() % std::uint64_t(2 * range + 1)) - range) * unit;
    }
    double size(int range, double unit) { return double(rng_() % std::uint64_t(range)) * unit; }
    double any(double scale) { return (double(rng_() >> 11) * 0x1p-53 - 0.5) * scale; }
    int pick(int n) { return int(rng_() % std::uint64_t(n)); }

  private:
    std::mt19937_64 rng_;
};

constexpr double kUnits[] = {1.0, 0.5, 0x1p-30, 0x1p40, 0.1};

} // namespace

class TestBatch : public QObject {
    Q_OBJECT
  private slots:
    void clampMatchesScalarOnTies() {
        Ties d(16);
        Circles c;
        Rects r;
        const std::size_t n = 20000 + 37;
        for (std::size_t i = 0; i < n; ++i) {
            const double u = kUnits[d.pick(5)];
            c.add({{d.grid(6, u), d.grid(6, u)}, d.size(5, u)});
            if (d.pick(3) == 0) {
                // Corner and size: far edges that are not doubles keep their remainders.
                const ConvertedRect k =
                    convertRect({d.grid(4, u) + d.any(u), d.grid(4, u), d.size(5, u) + 0.1 * u,
                                 d.size(5, u), std::nullopt});
                QVERIFY(k.aligned);
                r.add(*k.aligned);
            } else {
                const double x = d.grid(4, u), y = d.grid(4, u);
                r.add({{x, y}, {x + d.size(5, u), y + d.size(5, u)}});
            }
        }
        for (Touching t : {Touching::Counts, Touching::Separate}) {
            std::vector<std::uint8_t> out(n, 7);
            circleRectClampBatch(n, c.arrays(), r.arrays(), t, out.data());
            int touching = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const bool scalar = circleRectClamp(c.at(i), r.at(i), t).overlap;
                QCOMPARE(int(out[i]), scalar ? 1 : 0);
                touching += scalar != circleRectClamp(c.at(i), r.at(i),
                                                      t == Touching::Counts ? Touching::Separate
                                                                            : Touching::Counts)
                                          .overlap;
            }
            QVERIFY2(touching > 500, "the set has too few exact touches to test the ties");
        }
    }

    void squaredMatchesScalarOnTies() {
        Ties d(17);
        Circles a, b;
        const std::size_t n = 20000 + 211;
        for (std::size_t i = 0; i < n; ++i) {
            const double u = kUnits[d.pick(5)];
            const Circle first{{d.grid(8, u), d.grid(8, u)}, d.size(6, u)};
            a.add(first);
            if (d.pick(4) == 0) {
                // A 3-4-5 triangle: the centres 5 apart, the radii summing to 5 or near it.
                const double s = d.size(3, u) + u;
                const double r1 = d.size(5, u);
                b.add({{first.c.x + 3 * s, first.c.y + 4 * s}, 5 * s - r1 + d.grid(1, u)});
            } else {
                b.add({{d.grid(8, u) + (d.pick(8) == 0 ? d.any(u) : 0.0), d.grid(8, u)},
                       d.size(6, u)});
            }
        }
        for (Touching t : {Touching::Counts, Touching::Separate}) {
            std::vector<std::uint8_t> out(n, 7);
            circleCircleSquaredBatch(n, a.arrays(), b.arrays(), t, out.data());
            int touching = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const bool scalar = circleCircleSquared(a.at(i), b.at(i), t).overlap;
                QCOMPARE(int(out[i]), scalar ? 1 : 0);
                touching += scalar != circleCircleSquared(a.at(i), b.at(i),
                                                          t == Touching::Counts ? Touching::Separate
                                                                                : Touching::Counts)
                                          .overlap;
            }
            QVERIFY2(touching > 500, "the set has too few exact touches to test the ties");
        }
    }

    // Radii 0 under the strict policy (an empty open disc) and the largest magnitudes,
    // where the squares overflow: the careful path decides, as in the scalar method.
    void extremesMatchScalar() {
        Circles a, b;
        Rects r;
        const double big = 0x1p600, huge = 0x1p1000;
        const Circle cases[] = {{{0, 0}, 0},       {{1, 1}, 0},          {{big, 0}, big},
                                {{huge, 0}, huge}, {{-huge, huge}, 1.0}, {{0x1p-1070, 0}, 0}};
        for (int k = 0; k < 300; ++k)
            for (const Circle& c : cases) {
                a.add(c);
                b.add({{c.c.y, c.c.x}, c.r});
                r.add({{0, 0}, {c.r, c.r}});
            }
        const std::size_t n = a.x.size();
        for (Touching t : {Touching::Counts, Touching::Separate}) {
            std::vector<std::uint8_t> clamp(n), squared(n);
            circleRectClampBatch(n, a.arrays(), r.arrays(), t, clamp.data());
            circleCircleSquaredBatch(n, a.arrays(), b.arrays(), t, squared.data());
            for (std::size_t i = 0; i < n; ++i) {
                QCOMPARE(bool(clamp[i]), circleRectClamp(a.at(i), r.at(i), t).overlap);
                QCOMPARE(bool(squared[i]), circleCircleSquared(a.at(i), b.at(i), t).overlap);
            }
        }
    }
};

} // namespace tst_batch

#define OVERLAP_SUBJECT tst_batch
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_batch::TestBatch)
#include "tst_batch.moc"
