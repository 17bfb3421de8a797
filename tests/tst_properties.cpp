// Symmetries of the plane leave every verdict unchanged: swapping a and b, translating by
// integers, mirroring, and turning the whole scene by a quarter turn.

#include "core/algorithms.h"
#include "core/geometry/visit.h"
#include "tests/support/random_scenes.h"
#include "tests/support/scene_convert.h"
#include "tests/support/trace_check.h"

#include <QtTest>

#include <functional>

namespace tst_properties {

using namespace overlap;
using namespace overlap::test;

namespace {

// A map of the plane applied to shapes; rotated rects keep their angle in sixteenths of a
// degree so the turned angle is exact too.
struct PlaneMap {
    const char* name;
    std::function<Vec2(Vec2)> point;
    std::function<Shape(const Shape&)> shape;
};

Shape mapShape(const Shape& s, const std::function<Vec2(Vec2)>& f, double angleSign,
               double angleShift) {
    return std::visit(overloaded{[&](const Circle& c) -> Shape {
                                     return Circle{f(c.c), c.r};
                                 },
                                 [&](const Rect& r) -> Shape {
                                     const Vec2 p = f(r.min), q = f(r.max);
                                     return Rect{{std::min(p.x, q.x), std::min(p.y, q.y)},
                                                 {std::max(p.x, q.x), std::max(p.y, q.y)}};
                                 },
                                 [&](const RotatedRect& t) -> Shape {
                                     return RotatedRect::make(f(t.c), t.half,
                                                              angleSign * t.angleDeg + angleShift);
                                 }},
                      s);
}

std::vector<PlaneMap> planeMaps(std::int64_t dx, std::int64_t dy) {
    const auto translate = [=](Vec2 p) { return Vec2{p.x + double(dx), p.y + double(dy)}; };
    const auto mirrorX = [](Vec2 p) { return Vec2{-p.x, p.y}; };
    const auto mirrorY = [](Vec2 p) { return Vec2{p.x, -p.y}; };
    const auto quarter = [](Vec2 p) { return Vec2{-p.y, p.x}; };
    return {
        {"translate", translate, [=](const Shape& s) { return mapShape(s, translate, 1, 0); }},
        // Mirroring across the y axis turns a rect by -θ; across the x axis, too.
        {"mirror x", mirrorX, [=](const Shape& s) { return mapShape(s, mirrorX, -1, 0); }},
        {"mirror y", mirrorY, [=](const Shape& s) { return mapShape(s, mirrorY, -1, 0); }},
        {"quarter turn", quarter, [=](const Shape& s) { return mapShape(s, quarter, 1, 90); }},
    };
}

void checkInvariance(Pair pair, const std::function<std::pair<Shape, Shape>(SceneRandom&)>& make) {
    SceneRandom rnd(0xfeed0000 + int(pair));
    long checked = 0;
    for (int i = 0; i < 40'000; ++i) {
        const auto [a, b] = make(rnd);
        const auto maps = planeMaps(rnd.between(-1000, 1000), rnd.between(-1000, 1000));
        for (const Algorithm& alg : algorithms()) {
            if (alg.pair != pair || alg.pitfall)
                continue;
            for (Touching t : {Touching::Counts, Touching::Separate}) {
                const Outcome base = runAlgorithm(alg, a, b, t);
                QVERIFY2(base.ok(), base.error.c_str());
                const std::string why = traceProblem(alg, a, b, t, base.result.overlap);
                QVERIFY2(why.empty(), why.c_str());
                const Outcome swapped = runAlgorithm(alg, b, a, t);
                QVERIFY2(swapped.result.overlap == base.result.overlap,
                         qPrintable(QString::fromUtf8(alg.id.data(), alg.id.size()) + " swap"));
                for (const PlaneMap& m : maps) {
                    const Outcome moved = runAlgorithm(alg, m.shape(a), m.shape(b), t);
                    QVERIFY2(moved.ok(), moved.error.c_str());
                    if (moved.result.overlap != base.result.overlap)
                        QFAIL(qPrintable(QStringLiteral("%1 changes its verdict under %2 (case %3)")
                                             .arg(QString::fromUtf8(alg.id.data(), alg.id.size()))
                                             .arg(m.name)
                                             .arg(i)));
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 100'000);
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
  private slots:
    void rectRect() {
        checkInvariance(Pair::RectRect, [](SceneRandom& r) {
            const auto s = r.scale();
            return std::pair<Shape, Shape>{toRect(r.rect(s)), toRect(r.rect(s))};
        });
    }
    void circleCircle() {
        checkInvariance(Pair::CircleCircle, [](SceneRandom& r) {
            const auto s = r.scale();
            return std::pair<Shape, Shape>{toCircle(r.circle(s)), toCircle(r.circle(s))};
        });
    }
    void circleRect() {
        checkInvariance(Pair::CircleRect, [](SceneRandom& r) {
            const auto s = r.scale();
            return std::pair<Shape, Shape>{toCircle(r.circle(s)), toRect(r.rect(s))};
        });
    }
    void rotatedRects() {
        checkInvariance(Pair::RotatedRects, [](SceneRandom& r) {
            const auto s = r.scale();
            const double da = double(r.between(-16 * 720, 16 * 720)) / 16;
            const double db = double(r.between(-16 * 720, 16 * 720)) / 16;
            return std::pair<Shape, Shape>{toTurned(r.rect(s), da, false),
                                           toTurned(r.rect(s), db, false)};
        });
    }
    void circleRotated() {
        checkInvariance(Pair::CircleRotatedRect, [](SceneRandom& r) {
            const auto s = r.scale();
            const double deg = double(r.between(-16 * 720, 16 * 720)) / 16;
            return std::pair<Shape, Shape>{toCircle(r.circle(s)), toTurned(r.rect(s), deg, false)};
        });
    }
};

} // namespace tst_properties

#define OVERLAP_SUBJECT tst_properties
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_properties::TestProperties)
#include "tst_properties.moc"
