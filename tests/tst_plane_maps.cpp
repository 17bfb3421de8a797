// The compare mode's core: step alignment across methods, the sample grid, the plane maps
// (verdicts, zones, disagreement) and the operation counts, checked against exact facts.

#include "core/algorithms.h"
#include "core/compare/op_counts.h"
#include "core/compare/plane_map.h"
#include "core/compare/step_alignment.h"
#include "support/shape_builders.h"

#include <QtTest>

#include <cmath>

namespace tst_plane_maps {

using namespace overlap;
using namespace overlap::test;

namespace {

std::vector<std::string> meaningsOf(const char* id, const Shape& a, const Shape& b) {
    Trace t;
    const Algorithm& alg = *findAlgorithm(id);
    const Outcome out = runAlgorithm(alg, a, b, Touching::Counts, &t);
    if (!out.ok())
        return {};
    std::vector<std::string> m;
    for (const Step& s : t.steps)
        m.push_back(stepMeaning(alg, s.id, s.decides));
    return m;
}

std::vector<const Algorithm*> correctOf(Pair pair) {
    std::vector<const Algorithm*> out;
    for (const Algorithm& a : algorithms())
        if (!a.pitfall &&
            (a.pair == pair || (pair == Pair::CircleRect && a.pair == Pair::CircleRotatedRect)))
            out.push_back(&a);
    return out;
}

// Circle centres over the plane around the rect: 1/8 steps, so integer and half positions
// (where a circle of integer radius touches an integer rect) are samples.
PlaneGrid gridAround(double lo, double hi) {
    return gridCovering({lo, lo}, {hi, hi}, int((hi - lo) * 8));
}

std::size_t count(const std::vector<std::uint8_t>& v) {
    std::size_t n = 0;
    for (auto x : v)
        n += x != 0;
    return n;
}

} // namespace

class TestPlaneMaps : public QObject {
    Q_OBJECT
  private slots:
    void alignmentKeepsEveryStepInOrder() {
        const Shape c = C(13, 9, 4), r = R(0, 0, 10, 6);
        const char* ids[] = {"circle-rect.clamp", "circle-rect.rounded", "circle-rect.nine-region",
                             "circle-rect.fold"};
        std::vector<std::vector<std::string>> meanings;
        for (const char* id : ids)
            meanings.push_back(meaningsOf(id, c, r));
        const auto timeline = alignSteps(meanings);
        std::size_t total = 0;
        for (const auto& m : meanings)
            total += m.size();
        QVERIFY(timeline.size() <= total);
        QVERIFY(timeline.size() >= meanings[0].size());
        for (std::size_t k = 0; k < meanings.size(); ++k) {
            // Every step shown at some time, never going back, ending on the last.
            std::vector<bool> seen(meanings[k].size(), false);
            int before = 0;
            for (const auto& at : timeline) {
                QVERIFY(at[k] >= before);
                QVERIFY(at[k] <= before + 1);
                before = at[k];
                seen[std::size_t(at[k])] = true;
            }
            QCOMPARE(std::size_t(timeline.back()[k]), meanings[k].size() - 1);
            QVERIFY(std::all_of(seen.begin(), seen.end(), [](bool s) { return s; }));
        }
        // The pushes share the last time, the verdicts the one before; the shapes the first.
        for (std::size_t k = 0; k < meanings.size(); ++k) {
            QCOMPARE(meanings[k][std::size_t(timeline.back()[k])], std::string("push"));
            QCOMPARE(meanings[k][std::size_t(timeline[timeline.size() - 2][k])],
                     std::string("verdict"));
            QCOMPARE(meanings[k][std::size_t(timeline.front()[k])], std::string("shapes"));
        }
    }

    void clampNearestPointLinesUpWithFoldsClampedCorner() {
        const Shape c = C(13, 9, 4), r = R(0, 0, 10, 6);
        const auto clamp = meaningsOf("circle-rect.clamp", c, r);
        const auto fold = meaningsOf("circle-rect.fold", c, r);
        const auto timeline = alignSteps({clamp, fold});
        int shared = 0;
        for (std::size_t t = 0; t < timeline.size(); ++t) {
            const bool clampArrives = t == 0 || timeline[t][0] != timeline[t - 1][0];
            const bool foldArrives = t == 0 || timeline[t][1] != timeline[t - 1][1];
            if (clampArrives && foldArrives && clamp[std::size_t(timeline[t][0])] == "nearest") {
                QCOMPARE(fold[std::size_t(timeline[t][1])], std::string("nearest"));
                ++shared;
            }
        }
        QCOMPARE(shared, 1);
    }

    // The rotated clamp turns the centre back in two steps, in numbers (rotate) and drawn
    // (rotate-back); a pitfall's one rotate-back step, which holds the numbers, shares the
    // rotate step's time.
    void turningBackLinesUpWithAPitfallsTurn() {
        const Shape c = C(-1, 8, 3), r = T(5, 3, 5, 3, 30);
        const auto method = meaningsOf("circle-rotated.clamp", c, r);
        const auto pitfall = meaningsOf("pitfall.rotated-plus-theta", c, r);
        QCOMPARE(method[1], std::string("turn"));
        QCOMPARE(method[2], std::string("turn"));
        QCOMPARE(pitfall[0], std::string("turn"));
        const auto timeline = alignSteps({method, pitfall});
        int shared = 0;
        for (const auto& at : timeline)
            shared += method[std::size_t(at[0])] == "turn" && pitfall[std::size_t(at[1])] == "turn";
        QVERIFY(shared >= 1);
    }

    void alignmentOfOneMethodIsItsOwnSteps() {
        const auto m = meaningsOf("circle-circle.distance", C(0, 0, 1), C(3, 0, 1));
        const auto timeline = alignSteps({m});
        QCOMPARE(timeline.size(), m.size());
        for (std::size_t t = 0; t < m.size(); ++t)
            QCOMPARE(timeline[t][0], int(t));
    }

    void gridStepIsAPowerOfTwoAndCoversTheArea() {
        for (double span : {0.3, 7.0, 40.0, 1e6}) {
            const PlaneGrid g = gridCovering({-span, -span / 3}, {span, span}, 300);
            int e = 0;
            QCOMPARE(std::frexp(g.step, &e), 0.5);
            QVERIFY(g.origin.x <= -span && g.origin.y <= -span / 3);
            QVERIFY(g.point(g.cols - 1, g.rows - 1).x >= span);
            QVERIFY(g.point(g.cols - 1, g.rows - 1).y >= span);
            QVERIFY(g.cols <= 4096 && g.rows <= 4096);
        }
        // An anchor far from zero is a sample, exactly.
        const Vec2 far{1048577.0 + 0.1, -3.3};
        const PlaneGrid a =
            gridCovering({far.x - 20, far.y - 10}, {far.x + 20, far.y + 10}, 200, far);
        QVERIFY(a.originCol > 0 && a.originRow > 0);
        QVERIFY(a.point(a.originCol, a.originRow).x == far.x); // QCOMPARE is fuzzy
        QVERIFY(a.point(a.originCol, a.originRow).y == far.y);
        QVERIFY(a.point(0, 0).x <= far.x - 20 && a.point(a.cols - 1, 0).x >= far.x + 20);
        QVERIFY(a.point(0, 0).y <= far.y - 10 && a.point(0, a.rows - 1).y >= far.y + 10);
        const PlaneGrid g = gridAround(-10, 20);
        QCOMPARE(g.step, 0.125);
        QCOMPARE(g.point(80, 0).x, 0.0); // integer positions are samples
    }

    void correctMethodsNeverDisagreeOnTheMap() {
        struct Scene {
            Shape circle, rect;
        };
        const Scene scenes[] = {{C(13, 9, 4), R(0, 0, 10, 6)},
                                {C(0, 0, 5), R(-3, -4, 3, 4)},
                                {C(1, 1, 0), R(0, 0, 7, 3)},
                                {C(2, 2, 3), R(0, 0, 0, 5)}};
        for (const Scene& s : scenes) {
            const auto methods = correctOf(Pair::CircleRect);
            QVERIFY(methods.size() >= 7);
            for (Touching t : {Touching::Counts, Touching::Separate})
                for (std::size_t i = 1; i < methods.size(); ++i) {
                    const auto map = planeDisagreement(*methods[0], *methods[i], s.circle, s.rect,
                                                       t, gridAround(-12, 22));
                    QVERIFY2(count(map) == 0, methods[i]->id.data());
                }
        }
        const auto turned = correctOf(Pair::CircleRotatedRect);
        for (std::size_t i = 1; i < turned.size(); ++i)
            QCOMPARE(
                count(planeDisagreement(*turned[0], *turned[i], C(0, 0, 2), T(1, 2, 4, 2.5, 30),
                                        Touching::Counts, gridAround(-10, 12))),
                std::size_t(0));
    }

    void eachPitfallLightsUpTheMap() {
        struct Case {
            const char* pitfall;
            Shape circle, rect;
            Touching t;
        };
        const Case cases[] = {
            {"pitfall.clamp-y-typo", C(13, 9, 4), R(0, 0, 10, 6), Touching::Counts},
            {"pitfall.nine-region-signed-distance", C(13, 9, 4), R(0, 0, 10, 6), Touching::Counts},
            {"pitfall.nine-region-y-down-order", C(13, 9, 4), R(0, 0, 10, 6), Touching::Counts},
            {"pitfall.rotated-plus-theta", C(0, 0, 2), T(1, 2, 4, 2, 30), Touching::Counts},
            {"pitfall.rotated-degrees-as-radians", C(0, 0, 2), T(1, 2, 4, 2, 30), Touching::Counts},
        };
        for (const Case& c : cases) {
            const Algorithm* wrong = findAlgorithm(c.pitfall);
            const Algorithm* right = findAlgorithm(wrong->correct);
            const auto map =
                planeDisagreement(*wrong, *right, c.circle, c.rect, c.t, gridAround(-16, 24));
            QVERIFY2(count(map) > 0, c.pitfall);
        }
    }

    // Library trig at 90° only loses exact touching, far from the origin: search for such a
    // case as tst_pitfalls does, then map the plane around it.
    void naiveTrigLightsUpTheMapAroundALostTouch() {
        const Algorithm* wrong = findAlgorithm("pitfall.rotated-naive-trig");
        const Algorithm* right = findAlgorithm(wrong->correct);
        std::uint64_t seed = 42;
        const auto next = [&seed](std::int64_t n) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            return std::int64_t((seed >> 33) % std::uint64_t(n));
        };
        for (int i = 0; i < 200'000; ++i) {
            const double l = double(next(1 << 20)), b = double(next(1 << 20));
            const double w = double(2 * (1 + next(1 << 10))), h = double(2 * (1 + next(1 << 10)));
            const Shape rect = T(l + w / 2, b + h / 2, h / 2, w / 2, 90);
            const double k = double(1 + next(100));
            const Shape circle = C(l + w + 3 * k, b + h + 4 * k, 5 * k);
            if (runAlgorithm(*wrong, circle, rect, Touching::Counts).result.overlap)
                continue;
            const Vec2 c = std::get<Circle>(circle).c;
            const PlaneGrid g =
                gridCovering({c.x - 2 * k, c.y - 2 * k}, {c.x + 2 * k, c.y + 2 * k}, int(8 * k));
            const auto map = planeDisagreement(*wrong, *right, circle, rect, Touching::Counts, g);
            QVERIFY(count(map) > 0);
            return;
        }
        QFAIL("library trigonometry never lost a touching case");
    }

    void verdictMapMarksExactTouching() {
        // A circle of radius 5 and the rect [0,10]x[0,6]: centre (15, 3) touches the right
        // edge, (13, 10) touches the corner (10, 6) along a 3-4-5 triangle.
        const Shape circle = C(0, 0, 5), rect = R(0, 0, 10, 6);
        const PlaneGrid g = gridAround(-8, 20);
        for (const Algorithm* a : correctOf(Pair::CircleRect)) {
            const auto v = planeVerdicts(*a, circle, rect, g);
            // Refused flags a position that is not a sample, which no correct map has.
            const auto at = [&](double x, double y) {
                const int i = int((x - g.origin.x) / g.step), j = int((y - g.origin.y) / g.step);
                if (g.point(i, j).x != x || g.point(i, j).y != y)
                    return PlaneVerdict::Refused;
                return v[std::size_t(j) * std::size_t(g.cols) + std::size_t(i)];
            };
            QCOMPARE(at(15, 3), PlaneVerdict::Touching);
            QCOMPARE(at(13, 10), PlaneVerdict::Touching);
            QCOMPARE(at(15.125, 3), PlaneVerdict::Apart);
            QCOMPARE(at(14.875, 3), PlaneVerdict::Overlap);
            QCOMPARE(at(5, 3), PlaneVerdict::Overlap);
            for (PlaneVerdict x : v)
                QVERIFY(x != PlaneVerdict::Contradiction && x != PlaneVerdict::Refused);
        }
    }

    void roundedZonesAreTheOverlapSet() {
        // The rounded rect holds exactly the centres that overlap (touching counts).
        const Shape circle = C(0, 0, 3), rect = R(0, 0, 10, 6);
        const PlaneGrid g = gridAround(-6, 16);
        const auto zones = planeZones(ZoneScheme::RoundedRect, circle, rect, g);
        const auto verdicts = planeVerdicts(*findAlgorithm("circle-rect.clamp"), circle, rect, g);
        QCOMPARE(zones.size(), verdicts.size());
        for (std::size_t k = 0; k < zones.size(); ++k)
            QCOMPARE(zones[k] != 0, verdicts[k] != PlaneVerdict::Apart);
        const auto nine = planeZones(ZoneScheme::NineRegions, circle, rect, g);
        for (std::size_t k = 0; k < nine.size(); ++k) {
            const Vec2 p = g.point(int(k % std::size_t(g.cols)), int(k / std::size_t(g.cols)));
            const bool inside = p.x >= 0 && p.x <= 10 && p.y >= 0 && p.y <= 6;
            QCOMPARE(nine[k] == 5, inside);
            QVERIFY(nine[k] >= 1 && nine[k] <= 9);
        }
        // Folding: the quadrant about the centre (5, 3) and the band.
        QCOMPARE(zoneOf(ZoneScheme::FoldBands, {12, 4}, 3, rect), std::uint8_t(0 * 4 + 1));
        QCOMPARE(zoneOf(ZoneScheme::FoldBands, {-2, -1}, 3, rect), std::uint8_t(2 * 4 + 3));
        QCOMPARE(zoneOf(ZoneScheme::FoldBands, {4, 8}, 3, rect), std::uint8_t(1 * 4 + 2));
        // A turned rect is zoned in its own frame: 90° swaps the extents.
        QCOMPARE(zoneOf(ZoneScheme::NineRegions, {0, 3.5}, 1, T(0, 0, 4, 2, 90)), std::uint8_t(5));
        QCOMPARE(zoneOf(ZoneScheme::NineRegions, {3.5, 0}, 1, T(0, 0, 4, 2, 90)), std::uint8_t(8));
    }

    void everyMethodHasOperationCounts() {
        for (const Algorithm& a : algorithms())
            QVERIFY2(opCounts(a.id).has_value(), a.id.data());
        QVERIFY(!opCounts("no-such-method"));
        QVERIFY(opCounts("circle-circle.distance")->squareRoots >
                opCounts("circle-circle.squared")->squareRoots);
        QVERIFY(opCounts("pitfall.rotated-naive-trig")->trigCalls >
                opCounts("circle-rotated.clamp")->trigCalls);
    }
};

} // namespace tst_plane_maps

#define OVERLAP_SUBJECT tst_plane_maps
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_plane_maps::TestPlaneMaps)
#include "tst_plane_maps.moc"
