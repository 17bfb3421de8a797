// Traces: the step ids lessons key on, in order, for each path through each method; the
// values a learner reads at those steps; and a trace is the same every time.

#include "core/algorithms.h"

#include "tests/support/shape_builders.h"
#include "tests/support/trace_lookup.h"

#include <QtTest>

#include <map>
#include <set>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <tuple>

namespace tst_trace {

using namespace overlap;
using namespace overlap::test;

namespace {

QStringList ids(const Trace& t) {
    QStringList out;
    for (const Step& s : t.steps)
        out << QString::fromStdString(s.id);
    return out;
}

// What a primitive is called in English: its note, else its symbol's glyph.
std::string shownName(const Primitive& p) {
    if (!p.text.empty())
        return p.text;
    const char owner = p.owner == Owner::A ? 'a' : p.owner == Owner::B ? 'b' : 0;
    return p.symbol == Symbol::None ? std::string() : glyphOf(p.symbol, owner, p.index, "en");
}

// The primitive of a step with this name (or label text); fails the run if there is none.
const Primitive& named(const Step& s, const char* name) {
    for (const Primitive& p : s.primitives)
        if (shownName(p) == name)
            return p;
    qFatal("step %s draws nothing named %s", s.id.c_str(), name);
}

bool hasNamed(const Step& s, const char* name) {
    for (const Primitive& p : s.primitives)
        if (shownName(p) == name)
            return true;
    return false;
}

bool hasValue(const Step& s, const char* name) {
    return std::any_of(s.values.begin(), s.values.end(),
                       [&](const Value& v) { return v.name == name; });
}

double valueOf(const Step& s, const char* name) {
    for (const Value& v : s.values)
        if (v.name == name)
            return v.value;
    qFatal("no value %s at step %s", name, s.id.c_str());
}

// Derived geometry (a point moved by r along a unit vector) rounds: a few ulps of the scene.
bool near(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::max({1.0, std::abs(a), std::abs(b)});
}
bool near(Vec2 a, Vec2 b) {
    return near(a.x, b.x) && near(a.y, b.y);
}
} // namespace

class TestTrace : public QObject {
    Q_OBJECT
  private slots:
    void stepIds_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<QStringList>("steps");
        const Shape box = R(0, 0, 10, 6);
        QTest::newRow("intersection")
            << "rect-rect.intersection" << box << R(5, 5, 20, 20)
            << QStringList{"subjects", "x.left", "x.right", "y.bottom", "y.top", "result"};
        // Apart on x already: the second comparison (right2 < left1) ends the test.
        QTest::newRow("separation, early exit")
            << "rect-rect.separation" << box << R(-9, 0, -1, 6)
            << QStringList{"subjects", "compare.right1-left2", "compare.right2-left1"};
        QTest::newRow("separation, overlap") << "rect-rect.separation" << box << R(5, 5, 20, 20)
                                             << QStringList{"subjects",
                                                            "compare.right1-left2",
                                                            "compare.right2-left1",
                                                            "compare.top1-bottom2",
                                                            "compare.top2-bottom1",
                                                            "result"};
        // Turned rects at right angles: [-1, 1] x [-2, 2] and [4, 8] x [-1, 1], apart on x,
        // which is a's v axis (its u axis points along y after a quarter turn).
        QTest::newRow("sat, early exit") << "rect-rect.sat" << T(0, 0, 2, 1, 90) << T(6, 0, 2, 1, 0)
                                         << QStringList{"subjects", "axis.1", "axis.2"};
        QTest::newRow("sat, overlap")
            << "rect-rect.sat" << T(0, 0, 2, 1, 30) << T(1, 0, 2, 1, 0)
            << QStringList{"subjects", "axis.1", "axis.2", "axis.3", "axis.4", "result"};
        // Two sticks at 45°, apart, whose boxes overlap: the four comparisons all pass.
        QTest::newRow("bounding boxes, overlap")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 45) << T(3, -3, 4, 1, 45)
            << QStringList{"subjects",
                           "compare.right1-left2",
                           "compare.right2-left1",
                           "compare.top1-bottom2",
                           "compare.top2-bottom1",
                           "result"};
        QTest::newRow("bounding boxes, early exit")
            << "pitfall.sat-bounding-boxes" << T(0, 0, 4, 1, 45) << T(12, 0, 4, 1, 45)
            << QStringList{"subjects", "compare.right1-left2"};
        // A diamond off an unturned rect's corner: a's two axes, no gap, then the result.
        QTest::newRow("own axes, overlap")
            << "pitfall.sat-own-axes-only" << R(0, 0, 6, 4) << T(8, 6, 2, 2, 45)
            << QStringList{"subjects", "axis.1", "axis.2", "result"};
        QTest::newRow("own axes, early exit")
            << "pitfall.sat-own-axes-only" << R(0, 0, 6, 4) << T(20, 2, 2, 2, 45)
            << QStringList{"subjects", "axis.1"};
        QTest::newRow("distance") << "circle-circle.distance" << C(0, 0, 1) << C(3, 4, 1)
                                  << QStringList{"centres", "distance", "radii", "compare"};
        QTest::newRow("squared") << "circle-circle.squared" << C(0, 0, 1) << C(3, 4, 1)
                                 << QStringList{"centres", "legs", "squares", "compare"};
        QTest::newRow("clamp") << "circle-rect.clamp" << C(13, 10, 5) << box
                               << QStringList{"subjects", "band.x",   "band.y",
                                              "nearest",  "distance", "compare"};
        QTest::newRow("rounded, wide rect") << "circle-rect.rounded" << C(12, 3, 3) << box
                                            << QStringList{"subjects", "roll", "cross.h"};
        QTest::newRow("rounded, tall rect")
            << "circle-rect.rounded" << C(5, 8, 3) << box
            << QStringList{"subjects", "roll", "cross.h", "cross.v"};
        QTest::newRow("rounded, corner")
            << "circle-rect.rounded" << C(13, 10, 5) << box
            << QStringList{"subjects", "roll", "cross.h", "cross.v", "corner"};
        QTest::newRow("nine regions, inside")
            << "circle-rect.nine-region" << C(5, 3, 1) << box
            << QStringList{"vertices", "edge.AB", "edge.BC", "edge.CD",
                           "edge.DA",  "region",  "inside"};
        QTest::newRow("nine regions, edge")
            << "circle-rect.nine-region" << C(12, 3, 1) << box
            << QStringList{"vertices", "edge.AB", "edge.BC",     "edge.CD",
                           "edge.DA",  "region",  "edge.height", "distance.edge"};
        QTest::newRow("nine regions, corner")
            << "circle-rect.nine-region" << C(13, 10, 5) << box
            << QStringList{"vertices", "edge.AB", "edge.BC",        "edge.CD",
                           "edge.DA",  "region",  "distance.corner"};
        QTest::newRow("fold") << "circle-rect.fold" << C(13, 10, 5) << box
                              << QStringList{"subjects", "translate", "fold",   "corner",
                                             "excess",   "clamp",     "compare"};
        QTest::newRow("rotated clamp")
            << "circle-rotated.clamp" << C(13, 10, 5) << T(5, 3, 5, 3, 30)
            << QStringList{"frame",   "rotate",   "rotate-back",   "band.x", "band.y",
                           "nearest", "distance", "nearest-world", "compare"};
        QTest::newRow("rotated fold")
            << "circle-rotated.fold" << C(13, 10, 5) << T(5, 3, 5, 3, 30)
            << QStringList{"frame",  "rotate", "rotate-back", "translate",     "fold",
                           "corner", "excess", "clamp",       "nearest-world", "compare"};
    }
    // The edge step's |cross(PkPk+1, PkC)| is made of two vectors: both stay drawn through
    // the fresh region step into the height step that names it, or the number would label
    // nothing; and it is the area of the parallelogram drawn there, whose height is d.
    void theEdgeStepKeepsWhatItsCrossProductIsMadeOf() {
        for (const Trace& t :
             {traceOf("circle-rect.nine-region", C(12, 3, 1), R(0, 0, 10, 6)),
              traceOf("circle-rect.nine-region", C(5, 9, 1), R(0, 0, 10, 6)),
              traceOf("circle-rotated.nine-region", C(1, 9, 3), T(7, 4, 5, 3, 30))}) {
            const std::size_t last = t.steps.size() - 2, height = last - 1; // then the push
            QCOMPARE(t.steps[last].id, std::string("distance.edge"));
            QCOMPARE(t.steps[height].id, std::string("edge.height"));
            int edge = -1;
            for (const Primitive& p : t.steps[height].primitives)
                if (p.symbol == Symbol::CrossProductAbs)
                    edge = p.index;
            QVERIFY(edge >= 0);
            int kept[2] = {0, 0};
            for (std::size_t s = 0; s < height; ++s)
                for (const Primitive& p : t.steps[s].primitives)
                    for (const auto& [k, symbol] :
                         {std::pair{0, Symbol::EdgeVector}, std::pair{1, Symbol::CornerToCentre}})
                        if (p.symbol == symbol && p.index == edge && shownAt(t, s, height, p))
                            ++kept[k];
            QVERIFY(kept[0] > 0);
            QVERIFY(kept[1] > 0);
            // The parallelogram: its area by the shoelace formula is |cross|, and over the
            // edge's length it is d, the deciding step's distance.
            const Step& h = t.steps[height];
            const Primitive* area = nullptr;
            for (const Primitive& p : h.primitives)
                if (p.kind == PrimitiveKind::Polygon && p.points.size() == 4)
                    area = &p;
            QVERIFY(area);
            double twice = 0;
            for (int i = 0; i < 4; ++i) {
                const Vec2 a = area->points[i], b = area->points[(i + 1) % 4];
                twice += a.x * b.y - a.y * b.x;
            }
            const Vec2 base = area->points[1] - area->points[0];
            QVERIFY(std::abs(std::abs(twice) / 2 - valueOf(h, "crossAbs")) <=
                    1e-9 * valueOf(h, "crossAbs"));
            QVERIFY(std::abs(std::hypot(base.x, base.y) - valueOf(h, "edgeLength")) <= 1e-9);
            QVERIFY(std::abs(valueOf(h, "crossAbs") / valueOf(h, "edgeLength") -
                             valueOf(t.steps[last], "d")) <= 1e-9);
            // The deciding step gives r its number, as every other method's comparison does.
            QVERIFY(std::count(t.steps[last].focus.begin(), t.steps[last].focus.end(),
                               Symbol::Radius) == 1);
        }
    }

    void stepIds() {
        QFETCH(QString, id);
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(QStringList, steps);
        const Trace t = traceOf(id.toStdString(), a, b);
        // A correct method's construction goes on past its verdict: it pushes a apart.
        const bool pushes = !findAlgorithm(id.toStdString())->pitfall;
        if (pushes)
            steps << QStringLiteral("push");
        QCOMPARE(ids(t), steps);
        const std::size_t deciding = t.steps.size() - (pushes ? 2 : 1);
        for (std::size_t i = 0; i < t.steps.size(); ++i)
            QCOMPARE(t.steps[i].decides, i == deciding);
    }

    // Regions count 1 2 3 / 4 5 6 / 7 8 9 from the top-left in the rect's own frame.
    void regionNumbers_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<int>("region");
        QTest::newRow("above left") << -5.0 << 9.0 << 1;
        QTest::newRow("above") << 5.0 << 9.0 << 2;
        QTest::newRow("above right") << 15.0 << 9.0 << 3;
        QTest::newRow("left") << -5.0 << 3.0 << 4;
        QTest::newRow("inside") << 5.0 << 3.0 << 5;
        QTest::newRow("on the right edge") << 10.0 << 3.0 << 5;
        QTest::newRow("right") << 15.0 << 3.0 << 6;
        QTest::newRow("below left") << -5.0 << -3.0 << 7;
        QTest::newRow("below") << 5.0 << -3.0 << 8;
        QTest::newRow("below right") << 15.0 << -3.0 << 9;
    }
    void regionNumbers() {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(int, region);
        const Trace t = traceOf("circle-rect.nine-region", C(x, y, 100), R(0, 0, 10, 6));
        QCOMPARE(valueAt(t, "region", "region"), double(region));
        // Turned a half turn about its centre, the rect's own top-left is the world's
        // bottom-right, so the numbers run the other way round.
        const Trace turned =
            traceOf("circle-rotated.nine-region", C(x, y, 100), T(5, 3, 5, 3, 180));
        QCOMPARE(valueAt(turned, "region", "region"), double(10 - region));
    }

    void valuesALearnerReads() {
        const Trace clamp = traceOf("circle-rect.clamp", C(13, 10, 5), R(0, 0, 10, 6));
        QCOMPARE(valueAt(clamp, "nearest", "nx"), 10.0);
        QCOMPARE(valueAt(clamp, "nearest", "ny"), 6.0);
        QCOMPARE(valueAt(clamp, "distance", "d2"), 25.0);
        QCOMPARE(valueAt(clamp, "compare", "r2"), 25.0);
        const Trace fold = traceOf("circle-rect.fold", C(-13, -10, 5), R(0, 0, 10, 6));
        QCOMPARE(valueAt(fold, "translate", "px"), -18.0);
        QCOMPARE(valueAt(fold, "fold", "ax"), 18.0);
        QCOMPARE(valueAt(fold, "excess", "vx"), 13.0);
        QCOMPARE(valueAt(fold, "clamp", "uy"), 10.0);
        const Trace dist = traceOf("circle-circle.distance", C(0, 0, 2), C(3, 4, 3));
        QCOMPARE(valueAt(dist, "distance", "d"), 5.0);
        QCOMPARE(valueAt(dist, "radii", "sum"), 5.0);
        // Rotating (13, 10) back by 90° about (5, 3): (8, 7) -> (7, -8).
        const Trace rot = traceOf("circle-rotated.clamp", C(13, 10, 5), T(5, 3, 5, 3, 90));
        QCOMPARE(valueAt(rot, "rotate-back", "lx"), 7.0);
        QCOMPARE(valueAt(rot, "rotate-back", "ly"), -8.0);
        QCOMPARE(valueAt(rot, "nearest-world", "nx"), 8.0);
        QCOMPARE(valueAt(rot, "nearest-world", "ny"), 8.0);
    }

    // The deciding comparison draws what it decides with: N, d from C to N, the radius beside
    // it, and the gap from the circle's edge to N (apart) or the overlap from N to the edge.
    void clampCompareDrawsDistanceRadiusAndGap() {
        // C (13, 10), N (10, 6): d = 5 against r = 4, a gap of 1.
        const Trace apartTrace = traceOf("circle-rect.clamp", C(13, 10, 4), R(0, 0, 10, 6));
        const Step& apart = stepOf(apartTrace, "compare");
        QVERIFY(named(apart, "N").points[0] == (Vec2{10, 6}));
        // d and r, and beside them the squares the step compares (d² = 25, r² = 16).
        const Primitive& d = named(apart, "d");
        QVERIFY(d.role == Role::Distance && d.value == "d");
        QVERIFY(d.points[0] == (Vec2{13, 10}) && d.points[1] == (Vec2{10, 6}));
        QCOMPARE(valueOf(apart, "d"), 5.0);
        QVERIFY(named(apart, "d²").value == "d2");
        QCOMPARE(valueOf(apart, "d2"), 25.0);
        const Primitive& r = named(apart, "r");
        QVERIFY(r.role == Role::Radius && r.value == "r");
        QVERIFY(named(apart, "r²").value == "r2");
        QCOMPARE(valueOf(apart, "r2"), 16.0);
        QVERIFY(near(length(r), 4.0));
        // Beside d: parallel to C -> N.
        const Vec2 rv = r.points[1] - r.points[0];
        QVERIFY(near(rv.x * -4 - rv.y * -3, 0.0) && rv.x * -3 + rv.y * -4 > 0);
        const Primitive& gap = named(apart, "gap");
        QVERIFY(gap.role == Role::Gap && gap.value == "gap");
        // On r's bar, past d's end: from the radius's end to beside N.
        QVERIFY(near(gap.points[0], r.points[1]));
        QVERIFY(
            near(gap.points[1] - gap.points[0], Vec2{10, 6} - Vec2{13 - 4 * 0.6, 10 - 4 * 0.8}));
        QCOMPARE(valueOf(apart, "gap"), 1.0);
        QVERIFY(near(length(gap), valueOf(apart, "gap")));
        QCOMPARE(valueOf(apart, "overlap"), 0.0);
        QVERIFY(!hasNamed(apart, "depth"));

        // C (12, 8), N (10, 6): d = 2√2 against r = 4, N inside the circle by 4 − 2√2.
        const Trace overTrace = traceOf("circle-rect.clamp", C(12, 8, 4), R(0, 0, 10, 6));
        const Step& over = stepOf(overTrace, "compare");
        // The overlap along C -> N is a depth, and named so.
        const Primitive& o = named(over, "depth");
        QVERIFY(o.role == Role::Depth && o.value == "overlap");
        // On r's bar, from beside N to the radius's end.
        QVERIFY(near(o.points[1], named(over, "r").points[1]));
        QCOMPARE(valueOf(over, "overlap"), 4 - std::sqrt(8.0));
        QVERIFY(near(length(o), valueOf(over, "overlap")));
        QCOMPARE(valueOf(over, "gap"), 0.0);
        QVERIFY(!hasNamed(over, "gap"));
        // Touching: neither a gap nor an overlap to draw.
        const Trace touchTrace = traceOf("circle-rect.clamp", C(13, 10, 5), R(0, 0, 10, 6));
        const Step& touch = stepOf(touchTrace, "compare");
        QVERIFY(!hasNamed(touch, "gap") && !hasNamed(touch, "depth"));
    }

    // Each edge step draws the two vectors its cross product takes, as arrows from P, and
    // the parallelogram they span, which carries the product.
    void nineRegionEdgeStepsDrawTheirTwoVectors() {
        const Vec2 O{14, 10};
        const Trace t = traceOf("circle-rect.nine-region", C(O.x, O.y, 4.5), R(0, 0, 10, 6));
        const Vec2 V[4] = {{0, 0}, {10, 0}, {10, 6}, {0, 6}};
        const char* edges[4] = {"edge.AB", "edge.BC", "edge.CD", "edge.DA"};
        const char* vertex[4] = {"P0", "P1", "P2", "P3"};
        for (int i = 0; i < 4; ++i) {
            const Step& s = stepOf(t, edges[i]);
            const std::string edge = std::string(vertex[i]) + vertex[(i + 1) % 4];
            const Primitive& pq = named(s, edge.c_str());
            QVERIFY(pq.kind == PrimitiveKind::Segment && pq.arrow);
            // The edge vector, moved just outside its edge (parallel) so it is seen whole.
            const Vec2 shift = pq.points[0] - V[i];
            QVERIFY(pq.points[1] - pq.points[0] == V[(i + 1) % 4] - V[i]);
            const Vec2 e = V[(i + 1) % 4] - V[i];
            QVERIFY(near(e.x * shift.x + e.y * shift.y, 0.0) && e.x * shift.y - e.y * shift.x < 0);
            const Primitive& po = named(s, (std::string(vertex[i]) + "C").c_str());
            QVERIFY(po.kind == PrimitiveKind::Segment && po.arrow);
            QVERIFY(po.points[0] == V[i] && po.points[1] == O);
            const std::string crossText = "cross(" + edge + ", " + vertex[i] + "C)";
            // The cross product names the parallelogram the two arrows span: its signed area.
            const Primitive& cross = named(s, crossText.c_str());
            QVERIFY(cross.kind == PrimitiveKind::Polygon && cross.value == "cross");
            // From the corner along the arrow to C first, so that their dashes fall together.
            QVERIFY(cross.points ==
                    std::vector<Vec2>({V[i], O, O + (V[(i + 1) % 4] - V[i]), V[(i + 1) % 4]}));
            // One edge at a time: the walk's earlier arrows and areas are not drawn with it.
            QVERIFY(s.fresh);
            // cross(Q − P, O − P), by hand.
            const Vec2 a = V[(i + 1) % 4] - V[i], b = O - V[i];
            QCOMPARE(valueOf(s, "cross"), a.x * b.y - a.y * b.x);
        }
    }

    // The steps measured in the rect's own frame number the grid from its centre m: from the
    // turn back to the distance in lesson 7, the whole fold in lesson 6; none in the world.
    void frameStepsMeasureFromTheRectsCentre() {
        const Trace turned = traceOf("circle-rotated.clamp", C(1, 9, 3), T(7, 4, 5, 3, 30));
        bool inFrame = false;
        for (const Step& s : turned.steps) {
            inFrame = (inFrame || s.id == "rotate-back") && s.id != "nearest-world";
            QVERIFY2(inFrame ? s.gridOrigin == std::optional<Vec2>(Vec2{7, 4}) : !s.gridOrigin,
                     s.id.c_str());
        }
        QVERIFY(stepOf(turned, "band.x").gridOrigin);
        const Trace fold = traceOf("circle-rect.fold", C(-1, 9, 2), R(2, 1, 12, 7));
        QVERIFY(stepOf(fold, "fold").gridOrigin == std::optional<Vec2>(Vec2{7, 4}));
        QVERIFY(!fold.steps.front().gridOrigin);
        for (const Step& s : traceOf("circle-rect.clamp", C(14, 10, 4.5), R(0, 0, 10, 6)).steps)
            QVERIFY(!s.gridOrigin);
    }

    // The region step numbers all nine regions, names the one found, and puts no number on O.
    void regionStepNumbersAllNine() {
        const Vec2 O{14, 10};
        const Trace gTrace = traceOf("circle-rect.nine-region", C(O.x, O.y, 4.5), R(0, 0, 10, 6));
        const Step& g = stepOf(gTrace, "region");
        QCOMPARE(valueOf(g, "region"), 3.0);
        QVERIFY(named(g, "region 3").kind == PrimitiveKind::Label);
        std::vector<Vec2> at;
        for (const char* n : {"1", "2", "4", "5", "6", "7", "8", "9"})
            at.push_back(named(g, n).points[0]);
        at.push_back(named(g, "region 3").points[0]);
        QVERIFY(!hasNamed(g, "3"));
        for (std::size_t i = 0; i < at.size(); ++i) {
            QVERIFY(!(at[i] == O));
            for (std::size_t j = i + 1; j < at.size(); ++j)
                QVERIFY(std::hypot(at[i].x - at[j].x, at[i].y - at[j].y) >= 1);
        }
        // 5 in the middle; 2 above the top edge, 8 below the bottom one (y up).
        QVERIFY(named(g, "5").points[0] == (Vec2{5, 3}));
        QVERIFY(named(g, "2").points[0].y > 6 && named(g, "8").points[0].y < 0);
        // The corner region's vertex is named in the narration's flags.
        const Trace cornerTrace =
            traceOf("circle-rect.nine-region", C(O.x, O.y, 4.5), R(0, 0, 10, 6));
        const Step& corner = stepOf(cornerTrace, "distance.corner");
        QCOMPARE(valueOf(corner, "atC"), 1.0);
        QCOMPARE(valueOf(corner, "atA") + valueOf(corner, "atB") + valueOf(corner, "atD"), 0.0);
        QVERIFY(named(corner, "N").points[0] == (Vec2{10, 6}));
        QVERIFY(named(stepOf(cornerTrace, "vertices"), "P2").points[0] == (Vec2{10, 6}));
    }

    // The nine regions are a grid of the four edge lines through the whole plane, and the
    // region found is shaded as far as it reaches: region 3 (a corner) is unbounded up and
    // to the right, and starts exactly at the corner P2.
    void theRegionsAreTheEdgeLinesGrid() {
        const Trace t = traceOf("circle-rect.nine-region", C(14, 10, 4.5), R(0, 0, 10, 6));
        const Step& g = stepOf(t, "region");
        int lines = 0;
        const Primitive* cell = nullptr;
        for (const Primitive& p : g.primitives) {
            lines += p.kind == PrimitiveKind::Line ? 1 : 0;
            if (p.kind == PrimitiveKind::Polygon && p.role == Role::Region)
                cell = &p;
        }
        QCOMPARE(lines, 4);
        QVERIFY(cell);
        double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300;
        for (Vec2 v : cell->points) {
            minX = std::min(minX, v.x), minY = std::min(minY, v.y);
            maxX = std::max(maxX, v.x), maxY = std::max(maxY, v.y);
        }
        QCOMPARE(minX, 10.0);
        QCOMPARE(minY, 6.0);
        QVERIFY(maxX > 1000 && maxY > 1000);
    }

    // Lesson 2's squares are Pythagoras's figure: a square on each side of the right
    // triangle, outside it, of area dx², dy² and d² (whole numbers here, so exact), the
    // legs' two adding up to d's; and a leg of length 0 has none.
    void theSquaresStandOnTheTrianglesSides() {
        const Trace t = traceOf("circle-circle.squared", C(1, 1, 3), C(7, 9, 4));
        const Step& q = stepOf(t, "squares");
        const Vec2 corner{7, 1};
        std::vector<double> areas;
        for (const Primitive& p : q.primitives) {
            if (p.kind != PrimitiveKind::Polygon || p.role != Role::Leg)
                continue;
            QCOMPARE(int(p.points.size()), 4);
            double twice = 0;
            for (std::size_t i = 0; i < 4; ++i)
                twice += cross(p.points[i], p.points[(i + 1) % 4]);
            areas.push_back(std::abs(twice) / 2);
            // Its far side is away from the triangle's third corner.
            const Vec2 side = p.points[1] - p.points[0];
            const Vec2 third = p.points[0] == Vec2{1, 1} && p.points[1] == Vec2{7, 9} ? corner
                               : p.points[0] == Vec2{1, 1}                            ? Vec2{7, 9}
                                                                                      : Vec2{1, 1};
            QVERIFY(cross(side, third - p.points[0]) * cross(side, p.points[2] - p.points[0]) < 0);
        }
        QCOMPARE(areas, (std::vector<double>{36, 64, 100}));
        QCOMPARE(valueOf(q, "dx2") + valueOf(q, "dy2"), valueOf(q, "d2"));
        const Trace flat = traceOf("circle-circle.squared", C(1, 1, 3), C(7, 1, 4));
        int squares = 0;
        for (const Primitive& p : stepOf(flat, "squares").primitives)
            squares += p.kind == PrimitiveKind::Polygon;
        QCOMPARE(squares, 1);
    }

    // The push is told in its method's terms: the nine regions' push keeps the region C was
    // found in (its shading and its number), two circles' push the centre line from C2 to C1.
    void thePushKeepsWhatSetsItsDirection() {
        const Trace nine = traceOf("circle-rect.nine-region", C(17, 12, 3.5), R(3, 2, 13, 8));
        const Step& push = stepOf(nine, "push");
        bool shaded = false, numbered = false;
        for (const Primitive& p : push.primitives) {
            shaded |= p.role == Role::Region && p.kind == PrimitiveKind::Polygon;
            numbered |= p.role == Role::Region && p.symbol == Symbol::Region && p.index == 3;
        }
        QVERIFY(shaded && numbered);
        const Trace two = traceOf("circle-circle.distance", C(1, 1, 3), C(7, 9, 4));
        bool centreLine = false;
        for (const Primitive& p : stepOf(two, "push").primitives)
            centreLine |= p.kind == PrimitiveKind::Segment && p.role == Role::Construction &&
                          p.points[0] == Vec2{7, 9} && p.points[1] == Vec2{1, 1};
        QVERIFY(centreLine);
    }

    // b′ is drawn over each band's lines (they run along its edges and hid it) and beside N′.
    void theTurnedRectIsDrawnOverItsBands() {
        const Trace t = traceOf("circle-rotated.clamp", C(1, 9, 2), T(7, 4, 5, 3, 30));
        for (const char* id : {"band.x", "band.y", "nearest"}) {
            const Step& s = stepOf(t, id);
            QVERIFY2(std::any_of(s.primitives.begin(), s.primitives.end(),
                                 [](const Primitive& p) {
                                     return p.symbol == Symbol::TurnedRect &&
                                            p.kind == PrimitiveKind::Polygon;
                                 }),
                     id);
        }
    }

    // Beside a large circle the normal is still long enough to be seen past wb's dot: at
    // least an eighth of the scene across (lesson 4's was a head under the dot).
    void theNormalIsSeenBesideALargeShape() {
        const Trace t = traceOf("circle-rect.rounded", C(11, 8, 7), R(0, 0, 8, 4));
        const Step& push = stepOf(t, "push");
        const auto normal = std::find_if(push.primitives.begin(), push.primitives.end(),
                                         [](const Primitive& p) { return p.role == Role::Normal; });
        QVERIFY(normal != push.primitives.end());
        // The scene: x from 0 to 18, y from 0 to 15.
        const double across = std::hypot(18.0, 15.0);
        QVERIFY(lengthOf(normal->points[1] - normal->points[0]) >= across / 8 - 1e-12);
    }

    // A turned rect's push keeps how wb was found, in the method's own terms: N′ on b′,
    // turned forward by θ about m to wb (the spokes and θ between them), and for the fold
    // also Nq, which the unfold carried to N′.
    // Two rects' push is read off the shared rect I the result measured: I stays, its sides
    // carry their numbers, and the push crosses I's narrower side exactly, except where one
    // rect's span holds the other's (then leaving takes more than I's side).
    void aRectPushIsReadOffTheSharedRect() {
        struct Case {
            Shape a, b;
            double acrossI, gapx, gapy, cornerGap;
        };
        const Case cases[] = {
            {R(1, 1, 9, 6), R(5, 3, 13, 9), 1, 0, 0, 0},          // I is 4 by 3: out by 3
            {R(0.1, 0.2, 0.7, 0.9), R(0.3, 0, 1, 1), 1, 0, 0, 0}, // rounding-prone sides
            {R(2, 2, 4, 4), R(0, 0, 10, 10), 0, 0, 0, 0},         // a inside b: I is a
            {R(-6, -8, 0, -4), R(2, 0, 10, 6), 0, 2, 4, 1},       // apart by a corner
            {R(-6, 1, 0, 5), R(2, 0, 10, 6), 0, 2, 0, 0},         // apart one way
        };
        for (const char* id : {"rect-rect.intersection"})
            for (const Case& c : cases) {
                const Trace t = traceOf(id, c.a, c.b);
                const Step& push = stepOf(t, "push");
                QCOMPARE(valueOf(push, "acrossI"), c.acrossI);
                QCOMPARE(valueOf(push, "gapx"), c.gapx);
                QCOMPARE(valueOf(push, "gapy"), c.gapy);
                QCOMPARE(valueOf(push, "cornerGap"), c.cornerGap);
                const double depth = -valueOf(push, "sep");
                const double w = valueOf(push, "width"), h = valueOf(push, "height");
                if (c.acrossI == 1)
                    QCOMPARE(depth, std::min(w, h)); // exactly the side, not within rounding
                else if (depth > 0)
                    QVERIFY(depth > std::min(w, h));
                if (depth > 0) {
                    bool shared = false, sides = false;
                    for (const Primitive& p : push.primitives) {
                        shared |= p.symbol == Symbol::Intersection;
                        sides |= p.symbol == Symbol::IntersectionWidth && p.value == "width";
                    }
                    QVERIFY2(shared && sides, id);
                    QVERIFY(std::find(push.focus.begin(), push.focus.end(),
                                      Symbol::IntersectionWidth) != push.focus.end());
                }
            }
    }

    // The separation test's push is read off its own comparisons: the pair of edges the push
    // closes stays, with their numbers (a's top and b's bottom for a push down), and no I.
    void aSeparationPushKeepsTheEdgesItCloses() {
        struct Case {
            Shape a, b;
            Symbol ofA, ofB;
        };
        const Case cases[] = {
            {R(1, 1, 9, 6), R(5, 3, 13, 9), Symbol::Top, Symbol::Bottom},   // down 3
            {R(4, 3, 9, 8), R(0, 0, 6, 12), Symbol::Left, Symbol::Right},   // right 2
            {R(0, 0, 6, 12), R(4, 3, 9, 8), Symbol::Right, Symbol::Left},   // left 2
            {R(3, 0, 7, 4), R(0, 2, 10, 12), Symbol::Top, Symbol::Bottom},  // down 2
            {R(3, 9, 7, 14), R(0, 2, 10, 12), Symbol::Bottom, Symbol::Top}, // up 3
        };
        for (const Case& c : cases) {
            const Trace t = traceOf("rect-rect.separation", c.a, c.b);
            const Step& push = stepOf(t, "push");
            QVERIFY(!hasValue(push, "width"));
            int fromA = 0, fromB = 0, shared = 0;
            for (const Primitive& p : push.primitives) {
                fromA += p.kind == PrimitiveKind::Segment && p.owner == Owner::A &&
                         p.symbol == c.ofA && !p.value.empty();
                fromB += p.kind == PrimitiveKind::Segment && p.owner == Owner::B &&
                         p.symbol == c.ofB && !p.value.empty();
                shared += p.symbol == Symbol::Intersection;
            }
            QCOMPARE(fromA, 1);
            QCOMPARE(fromB, 1);
            QCOMPARE(shared, 0);
            // The push runs from a's edge to b's: its length is their difference.
            const Vec2 n{valueOf(push, "normalx"), valueOf(push, "normaly")};
            QVERIFY((c.ofA == Symbol::Top) == (n.y < 0));
        }
    }

    // Lesson 6's push keeps how the fold found wb (Nq, its unfold) but not the compare
    // step's d, r, their squares and the gap: beside wa they buried its name.
    void aFoldPushKeepsTheUnfoldNotTheMeasures() {
        const Trace t = traceOf("circle-rect.fold", C(-4, 6, 4), R(2, 1, 12, 7));
        const Step& push = stepOf(t, "push");
        bool foldNearest = false;
        for (const Primitive& p : push.primitives) {
            foldNearest |= p.symbol == Symbol::FoldNearest;
            QVERIFY(p.symbol != Symbol::Distance && p.symbol != Symbol::DistanceSquared &&
                    p.symbol != Symbol::Radius && p.symbol != Symbol::RadiusSquared &&
                    p.symbol != Symbol::Gap);
        }
        QVERIFY(foldNearest);
    }

    // The unfold carries Nq back over the mirrors the centre crossed: the push keeps what it
    // unfolds (q, and u from Nq) in the quarter between the rect's own axes, through b's
    // centre; for a turned rect b′'s axes and C′ (always, with N′), not u; with no unfold
    // (no Nq), none of the fold's.
    void aFoldPushKeepsWhatItUnfolds() {
        struct Case {
            const char* id;
            Shape b;
            Vec2 centre;
            Symbol x, y;
        };
        // Centre (7, 4); the circle left of it and above: it crossed the y axis only. Below
        // and left: both. Right and above: neither, and there is no Nq.
        for (const Case& k :
             {Case{"circle-rect.fold", R(2, 1, 12, 7), {7, 4}, Symbol::OwnAxisX, Symbol::OwnAxisY},
              Case{"circle-rotated.fold",
                   T(7, 4, 5, 3, 30),
                   {7, 4},
                   Symbol::TurnedAxisX,
                   Symbol::TurnedAxisY}}) {
            const bool turned = k.x == Symbol::TurnedAxisX;
            for (const auto& [a, unfolds] :
                 {std::pair{C(-4, 6, 4), true}, std::pair{C(-6, -6, 2), true},
                  std::pair{C(20, 12, 2), false}}) {
                const Trace t = traceOf(k.id, a, k.b);
                const Step& push = stepOf(t, "push");
                std::map<Symbol, int> drawn;
                for (const Primitive& p : push.primitives) {
                    ++drawn[p.symbol];
                    if (p.kind == PrimitiveKind::Line && (p.symbol == k.x || p.symbol == k.y))
                        QVERIFY2(p.points[0] == k.centre, k.id);
                }
                const int once = unfolds ? 1 : 0;
                QCOMPARE(drawn[Symbol::FoldNearest], once);
                QCOMPARE(drawn[k.x], once);
                QCOMPARE(drawn[k.y], once);
                QCOMPARE(drawn[Symbol::Folded], once);
                QCOMPARE(drawn[Symbol::Clamped], turned ? 0 : once);
                QCOMPARE(drawn[Symbol::TurnedCentre], turned ? 1 : 0);
                // Never b's own axes for a turned rect: it is unfolded in b′'s frame.
                if (turned)
                    QCOMPARE(drawn[Symbol::OwnAxisX] + drawn[Symbol::OwnAxisY], 0);
            }
        }
    }

    void aTurnedPushKeepsHowWbWasFound() {
        for (const char* id : {"circle-rotated.clamp", "circle-rotated.fold"}) {
            const Trace t = traceOf(id, C(1, 9, 2), T(7, 4, 5, 3, 30));
            const Step& push = stepOf(t, "push");
            const Primitive *turnedNearest = nullptr, *wb = nullptr, *turnedRect = nullptr,
                            *theta = nullptr, *foldNearest = nullptr;
            int spokes = 0;
            for (const Primitive& p : push.primitives) {
                if (p.symbol == Symbol::TurnedNearest && p.kind == PrimitiveKind::Point)
                    turnedNearest = &p;
                if (p.symbol == Symbol::Witness && p.owner == Owner::B)
                    wb = &p;
                if (p.symbol == Symbol::TurnedRect)
                    turnedRect = &p;
                if (p.symbol == Symbol::Angle)
                    theta = &p;
                if (p.symbol == Symbol::FoldNearest)
                    foldNearest = &p;
                spokes += p.kind == PrimitiveKind::Segment && p.role == Role::Ghost &&
                          p.points[0] == Vec2{7, 4};
            }
            QVERIFY2(turnedNearest && wb && turnedRect && theta, id);
            // The turn back that took C to C′, about m, |C − m| round.
            QCOMPARE(std::count_if(push.primitives.begin(), push.primitives.end(),
                                   [](const Primitive& p) {
                                       return p.kind == PrimitiveKind::Arc && p.arrow &&
                                              p.role == Role::Construction &&
                                              p.points[0] == Vec2{7, 4} &&
                                              near(p.radius, std::hypot(1.0 - 7, 9.0 - 4));
                                   }),
                     1);
            // No head but the push's at wb: the turn forward's arc ends there headless.
            for (const Primitive& p : push.primitives)
                if (p.kind == PrimitiveKind::Arc && p.arrow) {
                    const double end = (p.startDeg + p.spanDeg) * std::numbers::pi / 180;
                    const Vec2 tip = p.points[0] + p.radius * Vec2{std::cos(end), std::sin(end)};
                    QVERIFY2(!near(tip, wb->points[0]), id);
                }
            // And C′, the centre turned back, which N′ is nearest to.
            QCOMPARE(
                std::count_if(push.primitives.begin(), push.primitives.end(),
                              [](const Primitive& p) { return p.symbol == Symbol::TurnedCentre; }),
                1);
            // Not what that step measured from N: the push draws its own way to wb.
            for (const Primitive& p : push.primitives)
                QVERIFY2(p.symbol != Symbol::DistanceSquared && p.symbol != Symbol::RadiusSquared &&
                             p.symbol != Symbol::Gap,
                         id);
            QCOMPARE(spokes, 2);
            QCOMPARE(foldNearest != nullptr, std::string(id) == "circle-rotated.fold");
            // N′ turned by θ = 30° about m is wb.
            const double th = 30 * std::numbers::pi / 180;
            const Vec2 v = turnedNearest->points[0] - Vec2{7, 4};
            QVERIFY(near(7 + std::cos(th) * v.x - std::sin(th) * v.y, wb->points[0].x));
            QVERIFY(near(4 + std::sin(th) * v.x + std::cos(th) * v.y, wb->points[0].y));
        }
        // What it keeps stands still: the push's slide walks one path only, a's centre's.
        for (const auto& [id, b] : {std::pair{"circle-rotated.fold", T(7, 4, 5, 3, 30)},
                                    std::pair{"circle-rect.fold", R(2, 1, 12, 7)}}) {
            const Trace t = traceOf(id, C(1, 9, 2), b);
            const Step& push = stepOf(t, "push");
            QVERIFY2(std::count_if(
                         push.primitives.begin(), push.primitives.end(),
                         [](const Primitive& p) { return p.role == Role::Ghost && p.arrow; }) <= 1,
                     id);
        }
        // Not turned, there is nothing to turn forward: no N′ in the push.
        const Trace flat = traceOf("circle-rect.clamp", C(1, 9, 2), R(2, 1, 12, 7));
        for (const Primitive& p : stepOf(flat, "push").primitives)
            QVERIFY(p.symbol != Symbol::TurnedNearest && p.symbol != Symbol::Angle);
    }

    // Two rects apart: the push crosses the gap between two lines square to it, one through
    // each witness, each a separating line; overlapping, there are none.
    void anApartRectPushShowsTheGapBetweenTwoLines() {
        const auto lines = [](const Trace& t) {
            std::vector<Primitive> found;
            for (const Primitive& p : stepOf(t, "push").primitives)
                if (p.kind == PrimitiveKind::Line && p.role == Role::Construction)
                    found.push_back(p);
            return found;
        };
        const Trace apart = traceOf("rect-rect.sat", T(4, 2, 4, 2, 20), T(9, 8, 3, 2, -35));
        const std::vector<Primitive> two = lines(apart);
        QCOMPARE(int(two.size()), 2);
        const Step& push = stepOf(apart, "push");
        const Vec2 n{valueOf(push, "normalx"), valueOf(push, "normaly")};
        for (const Primitive& l : two)
            QVERIFY(std::abs(dot(l.points[1], n)) < 1e-12);
        const Vec2 between = two[0].points[0] - two[1].points[0];
        QVERIFY(near(std::abs(dot(between, n)), valueOf(push, "pushlen")));
        const Trace over = traceOf("rect-rect.sat", T(4, 2, 4, 2, 20), T(7, 4, 3, 2, -35));
        QVERIFY(lines(over).empty());
    }

    // On a's own axis two corners reach as far each way: the one nearer the shadow's line
    // drops, off the rect into the open, not along a's own side.
    void aShadowsEndsDropFromTheCornersNearItsLine() {
        const RotatedRect a = RotatedRect::make({4, 2}, {4, 2}, 20);
        const Trace t = traceOf("rect-rect.sat", T(4, 2, 4, 2, 20), T(9, 8, 3, 2, -35));
        const Step& axis = stepOf(t, "axis.1");
        const Vec2 u = a.axis, v{-a.axis.y, a.axis.x};
        int drops = 0;
        for (const Primitive& p : axis.primitives) {
            if (p.kind != PrimitiveKind::Segment || p.role != Role::Construction ||
                p.owner != Owner::A)
                continue;
            ++drops;
            // Half way down, a drop is outside a by a good part of its length.
            const Vec2 mid = 0.5 * (p.points[0] + p.points[1]) - a.c;
            const double out =
                std::max(std::abs(dot(mid, u)) - a.half.x, std::abs(dot(mid, v)) - a.half.y);
            const Vec2 d = p.points[1] - p.points[0];
            QVERIFY(out > 0.25 * std::hypot(d.x, d.y));
        }
        QCOMPARE(drops, 2);
    }

    // The turn forward into the world reads as a turn about m: spokes from m to N′ and to N,
    // and θ marked between them at m, valued the rect's angle.
    void theTurnForwardMarksThetaBetweenSpokes() {
        const Trace t = traceOf("circle-rotated.clamp", C(1, 9, 3), T(7, 4, 5, 3, 30));
        const Step& w = stepOf(t, "nearest-world");
        const Vec2 m{7, 4}, n = named(w, "N").points[0];
        const Vec2 nTurned = named(stepOf(t, "nearest"), "N′").points[0];
        bool toN = false, toTurned = false, theta = false;
        for (const Primitive& p : w.primitives) {
            if (p.kind == PrimitiveKind::Segment && p.role == Role::Ghost && p.points[0] == m) {
                toN |= p.points[1] == n;
                toTurned |= p.points[1] == nTurned;
            }
            if (p.kind == PrimitiveKind::Arc && p.symbol == Symbol::Angle && p.points[0] == m)
                theta = std::abs(p.spanDeg - 30) < 1e-9 && p.value == "angle";
        }
        QVERIFY(toN && toTurned && theta);
        QCOMPARE(valueOf(w, "angle"), 30.0);
    }

    // The fold's corner step: the first quadrant unbounded from m, and the quarter of the
    // rect it holds, m to m + h, drawn as a piece of b under its own name; the unfold carries
    // n (u's start) back to N′ in a low hop over the mirror (a half circle about the mirror's
    // foot read as a turn), bulging away from the rect so it never runs along an edge.
    void theFoldShowsTheQuadrantTheQuarterAndTheUnfold() {
        const Trace t = traceOf("circle-rotated.fold", C(1, 9, 3), T(7, 4, 5, 3, 30));
        const Step& c = stepOf(t, "corner");
        const Primitive *quadrant = nullptr, *quarter = nullptr;
        for (const Primitive& p : c.primitives)
            if (p.kind == PrimitiveKind::Polygon)
                (p.role == Role::Region ? quadrant : quarter) = &p;
        QVERIFY(quadrant && quarter);
        QCOMPARE(quarter->role, Role::Subject);
        QCOMPARE(quarter->owner, Owner::B);
        QCOMPARE(quarter->symbol, Symbol::Quarter);
        QVERIFY(!isWholeShape(*quarter));
        QVERIFY(quarter->points[0] == (Vec2{7, 4}) && quarter->points[2] == (Vec2{12, 7}));
        QVERIFY(quadrant->points[0] == (Vec2{7, 4}) && quadrant->points[2].x > 1000);
        const Step& w = stepOf(t, "nearest-world");
        QCOMPARE(valueOf(w, "flips"), 1.0);
        const Vec2 nTurned = named(w, "N′").points[0];
        const Vec2 n = named(w, "Nq").points[0];
        QCOMPARE(n.x, 2 * 7 - nTurned.x);
        QCOMPARE(n.y, nTurned.y);
        // The hop starts at n (the turn forward by +θ is another ghost arc).
        const Primitive* flip = nullptr;
        for (const Primitive& p : w.primitives)
            if (p.kind == PrimitiveKind::Arc && p.arrow && p.role == Role::Ghost) {
                const double a = p.startDeg * std::numbers::pi / 180;
                const Vec2 s = p.points[0] + p.radius * Vec2{std::cos(a), std::sin(a)};
                if (std::hypot(s.x - n.x, s.y - n.y) < 1e-9)
                    flip = &p;
            }
        QVERIFY(flip);
        // Its middle stands over the mirror, lower than half its width: a hop, not a turn.
        QVERIFY(std::abs(flip->spanDeg) < 120);
        const auto at = [&](double f) {
            const double a = (flip->startDeg + f * flip->spanDeg) * std::numbers::pi / 180;
            return flip->points[0] + flip->radius * Vec2{std::cos(a), std::sin(a)};
        };
        // A drawn path: its ends are where the points are, to drawing precision.
        QVERIFY(std::abs(at(0).x - n.x) < 1e-9 && std::abs(at(1).x - nTurned.x) < 1e-9);
        QVERIFY(std::abs(at(0).y - n.y) < 1e-9);
        QVERIFY(std::abs(at(1).y - nTurned.y) < 1e-9);
        QVERIFY(std::abs(at(0.5).x - 7) < 1e-9);
        const double rise = at(0.5).y - n.y, width = std::abs(nTurned.x - n.x);
        QVERIFY(rise > 0);               // n is above m: the hop goes over the top edge
        QVERIFY(rise < 0.5 * width / 2); // lower than a half circle's

        // No leg of the unfold is a straight arrow along the rect's edge any more.
        for (const Primitive& p : w.primitives)
            QVERIFY(!(p.kind == PrimitiveKind::Segment && p.arrow && p.role == Role::Ghost));
    }

    // The fold step: a copy of the circle round q, and the centre's way as one leg per mirror
    // crossed, each at a right angle to its mirror (x's first); a centre already in the first
    // quadrant has no way and says so.
    void theFoldCarriesACopyOfTheCircleAcrossEachMirror() {
        const Trace both = traceOf("circle-rect.fold", C(-4, -3, 2), R(2, 1, 12, 7));
        const Step& f = stepOf(both, "fold");
        const Vec2 q = named(f, "q").points[0];
        QVERIFY(q == (Vec2{7 + 11, 4 + 7}));
        bool copy = false;
        std::vector<const Primitive*> legs;
        for (const Primitive& p : f.primitives) {
            copy |= p.kind == PrimitiveKind::Circle && p.role == Role::Ghost && p.radius == 2 &&
                    p.points[0] == q;
            if (p.kind == PrimitiveKind::Segment && p.arrow)
                legs.push_back(&p);
        }
        QVERIFY(copy);
        QCOMPARE(int(legs.size()), 2);
        QVERIFY(legs[0]->points[0] == (Vec2{-4, -3}) && legs[0]->points[1] == (Vec2{18, -3}));
        QVERIFY(legs[1]->points[0] == (Vec2{18, -3}) && legs[1]->points[1] == q);
        QCOMPARE(valueOf(f, "flipx"), 1.0);
        QCOMPARE(valueOf(f, "flipy"), 1.0);
        const Trace none = traceOf("circle-rect.fold", C(16, 12, 2), R(2, 1, 12, 7));
        const Step& g = stepOf(none, "fold");
        QCOMPARE(valueOf(g, "flipx") + valueOf(g, "flipy"), 0.0);
        for (const Primitive& p : g.primitives)
            QVERIFY(!(p.kind == PrimitiveKind::Segment && p.arrow));
        // The clamp says whether it clamped: past the corner both ways it does not.
        QCOMPARE(valueOf(stepOf(none, "clamp"), "clamps"), 0.0);
        const Trace level = traceOf("circle-rect.fold", C(16, 4, 2), R(2, 1, 12, 7));
        const Step& cl = stepOf(level, "clamp");
        QCOMPARE(valueOf(cl, "clamps"), 1.0);
        // The part dropped (v's negative y, from h down the right edge to n) is drawn just
        // outside that edge: m = (7, 4), h = m + (5, 3), n = m + (5, 0).
        bool dropped = false;
        for (const Primitive& p : cl.primitives)
            dropped |= p.kind == PrimitiveKind::Segment && p.role == Role::Construction &&
                       p.symbol == Symbol::None && p.points[0].x == p.points[1].x &&
                       p.points[0].x > 12 && p.points[0].x < 12.5 && p.points[0].y == 7 &&
                       p.points[1].y == 4;
        QVERIFY(dropped);
    }

    // The rotate step is the matrix of −θ applied to the centre's offset, with its numbers.
    void rotateStepIsTheMatrixProduct() {
        // A quarter turn is exact: o = (8, 7) turns back to (7, −8).
        const Trace qTrace = traceOf("circle-rotated.clamp", C(13, 10, 5), T(5, 3, 5, 3, 90));
        const Step& q = stepOf(qTrace, "rotate");
        QCOMPARE(valueOf(q, "cos"), 0.0);
        QCOMPARE(valueOf(q, "sin"), 1.0);
        QCOMPARE(valueOf(q, "nsin"), -1.0);
        QCOMPARE(valueOf(q, "ox"), 8.0);
        QCOMPARE(valueOf(q, "oy"), 7.0);
        QCOMPARE(valueOf(q, "lx"), 7.0);
        QCOMPARE(valueOf(q, "ly"), -8.0);
        QVERIFY(named(q, "C − m").arrow && named(q, "C − m").points[1] == (Vec2{13, 10}));
        QVERIFY(named(q, "C′ − m").arrow && named(q, "C′ − m").points[1] == (Vec2{12, -5}));
        // 30°: each coordinate is a row of the matrix times o.
        for (const char* id : {"circle-rotated.clamp", "circle-rotated.fold"}) {
            const Trace t = traceOf(id, C(-1, 8, 3), T(5, 3, 5, 3, 30));
            const Step& s = stepOf(t, "rotate");
            const double c = valueOf(s, "cos"), sn = valueOf(s, "sin");
            const double ox = valueOf(s, "ox"), oy = valueOf(s, "oy");
            QCOMPARE(ox, -6.0);
            QCOMPARE(oy, 5.0);
            QVERIFY(near(c, std::sqrt(3.0) / 2) && near(sn, 0.5));
            QCOMPARE(valueOf(s, "nsin"), -sn);
            QVERIFY(near(valueOf(s, "lx"), c * ox + sn * oy));
            QVERIFY(near(valueOf(s, "ly"), -sn * ox + c * oy));
            // The arc of the turn made: from o's direction, −30°, arrowhead; a turn by −θ, so
            // unnamed: θ is the rect's own angle, marked at m in the first step, +30° from x.
            const Primitive* turn = nullptr;
            for (const Primitive& p : stepOf(t, "rotate-back").primitives)
                if (p.kind == PrimitiveKind::Arc)
                    turn = &p;
            QVERIFY(turn && turn->symbol == Symbol::None);
            const Primitive& arc = *turn;
            QVERIFY(arc.arrow);
            const Primitive& theta = named(stepOf(t, "frame"), "θ");
            QVERIFY(theta.kind == PrimitiveKind::Arc && theta.value == "angle");
            QVERIFY(near(theta.startDeg, 0.0) && near(theta.spanDeg, 30.0));
            QVERIFY(near(arc.spanDeg, -30.0));
            QVERIFY(near(arc.startDeg, std::atan2(5.0, -6.0) * 180 / M_PI));
            QVERIFY(near(arc.radius, std::hypot(6.0, 5.0)));
        }
    }

    // In every picture a name means one thing: a name drawn again later (a deciding step
    // redrawing N or d at full strength) is the same primitive in the same place.
    void aNameMeansOneThingInEachPicture() {
        const std::pair<Shape, Shape> scenes[] = {
            {C(14, 10, 4.5), R(0, 0, 10, 6)}, {C(12, 8, 4), R(0, 0, 10, 6)},
            {C(12, 3, 1), R(0, 0, 10, 6)},    {C(5, 3, 1), R(0, 0, 10, 6)},
            {C(-1, 8, 3), T(5, 3, 5, 3, 30)}, {C(6, 4, 1), T(5, 3, 5, 3, 200)}};
        for (const Algorithm& alg : algorithms()) {
            if (alg.pitfall ||
                (alg.pair != Pair::CircleRect && alg.pair != Pair::CircleRotatedRect))
                continue;
            for (const auto& [a, b] : scenes) {
                Trace t;
                if (!runAlgorithm(alg, a, b, Touching::Counts, &t).ok())
                    continue;
                std::vector<const Primitive*> drawn;
                for (const Step& s : t.steps)
                    for (const Primitive& p : s.primitives) {
                        if (p.text.empty() || p.kind == PrimitiveKind::Label)
                            continue;
                        for (const Primitive* q : drawn)
                            if (q->text == p.text)
                                QVERIFY2(
                                    q->kind == p.kind && q->points == p.points,
                                    qPrintable(QString::fromStdString(std::string(alg.id) + " " +
                                                                      s.id + ": two " + p.text)));
                        drawn.push_back(&p);
                    }
            }
        }
    }

    // The circle is shape a and the rect shape b, whichever order the caller gave them in.
    void subjectsBelongToTheirShape() {
        for (const char* id : {"circle-rect.clamp", "circle-rect.nine-region", "circle-rect.fold",
                               "circle-rect.rounded"}) {
            const Trace ab = traceOf(id, C(14, 10, 4.5), R(0, 0, 10, 6));
            const Trace ba = traceOf(id, R(0, 0, 10, 6), C(14, 10, 4.5));
            QVERIFY(named(ab.steps[0], "a").owner == Owner::A);
            QCOMPARE(named(ab.steps[0], "a").kind, PrimitiveKind::Circle);
            QVERIFY(named(ab.steps[0], "b").owner == Owner::B);
            // Given the other way round, the circle is shape b, by name and by colour.
            QVERIFY(named(ba.steps[0], "b").owner == Owner::B);
            QCOMPARE(named(ba.steps[0], "b").kind, PrimitiveKind::Circle);
            QVERIFY(named(ba.steps[0], "a").owner == Owner::A);
        }
        const Trace rot = traceOf("circle-rotated.fold", C(-1, 8, 3), T(5, 3, 5, 3, 30));
        QVERIFY(named(rot.steps[0], "a").owner == Owner::A);
        QVERIFY(named(rot.steps[0], "b").owner == Owner::B);
    }

    // The vocabulary: every id once, every written name (with each owner and index) meaning
    // one symbol in each language, and a meaning in both languages.
    void vocabularyGivesOneMeaningToEachName() {
        std::map<std::string, Symbol> names;
        std::set<std::string_view> ids;
        for (const SymbolInfo& info : vocabulary()) {
            QVERIFY(ids.insert(info.id).second);
            QVERIFY(!info.en.empty() && !info.zh.empty() && !info.glyph.empty());
            QCOMPARE(symbolInfo(info.symbol).id, info.id);
            QCOMPARE(symbolById(info.id), std::optional(info.symbol));
            for (const char* lang : {"en", "zh"})
                for (char owner : {'a', 'b'})
                    for (int index = 0; index <= 9; ++index) {
                        const std::string name = glyphOf(info.symbol, owner, index, lang);
                        const auto [at, fresh] = names.emplace(name, info.symbol);
                        QVERIFY2(fresh || at->second == info.symbol, name.c_str());
                    }
        }
        QCOMPARE(glyphOf(Symbol::Left, 'b', -1, "en"), std::string("b.left"));
        QCOMPARE(glyphOf(Symbol::Left, 0, -1, "en"), std::string("a.left / b.left"));
        QCOMPARE(glyphOf(Symbol::EdgeVector, 0, 3, "en"), std::string("P3P0"));
        QCOMPARE(glyphOf(Symbol::Region, 0, 5, "zh"), std::string("区域 5"));
        QVERIFY(!symbolById("no.such"));
    }

    void sameEveryTime() {
        for (const Algorithm& alg : algorithms()) {
            const Shape a = alg.pair == Pair::RectRect       ? R(0, 0, 4, 4)
                            : alg.pair == Pair::RotatedRects ? T(0, 0, 2, 1, 10)
                                                             : C(5, 5, 2);
            const Shape b = alg.pair == Pair::CircleCircle ? C(1, 1, 3)
                            : alg.pair == Pair::CircleRotatedRect || alg.pair == Pair::RotatedRects
                                ? T(1, 1, 2, 3, 20)
                                : R(1, 1, 4, 4);
            const Trace x = traceOf(alg.id, a, b), y = traceOf(alg.id, a, b);
            QCOMPARE(ids(x), ids(y));
            for (std::size_t i = 0; i < x.steps.size(); ++i) {
                QCOMPARE(x.steps[i].values.size(), y.steps[i].values.size());
                QCOMPARE(x.steps[i].primitives.size(), y.steps[i].primitives.size());
            }
        }
    }

    // Each pitfall's deciding step shows the wrong numbers it describes, with their values.
    void pitfallsDrawTheirWrongNumbers() {
        // Signed distance: centre (16, 3) outside B -> C only; d = -36 / 6 = -6 drawn to the
        // foot (10, 3) on that edge's line, with the cross product it came from.
        const Trace sd =
            traceOf("pitfall.nine-region-signed-distance", C(16, 3, 2), R(0, 0, 10, 6));
        QVERIFY(hasNamed(stepOf(sd, "subjects"), "P0") && hasNamed(stepOf(sd, "subjects"), "C"));
        QVERIFY(hasNamed(stepOf(sd, "edge.1"), "P1P2") && hasNamed(stepOf(sd, "edge.1"), "P1C"));
        const Step& sc = stepOf(sd, "compare");
        const Primitive& d = named(sc, "d");
        QVERIFY(d.role == Role::Distance && d.value == "d");
        QVERIFY(d.points[0] == (Vec2{16, 3}) && d.points[1] == (Vec2{10, 3}));
        QCOMPARE(valueOf(sc, "d"), -6.0);
        QCOMPARE(valueOf(sc, "cross"), -36.0);
        QVERIFY(named(sc, "cross(P1P2, P1C)").value == "cross" && named(sc, "r").value == "r");
        // Screen order: the centre of the rect is "outside" all four edges, cross = -30 each.
        const Trace yd = traceOf("pitfall.nine-region-y-down-order", C(5, 3, 2), R(0, 0, 10, 6));
        const Step& yc = stepOf(yd, "compare");
        QCOMPARE(valueOf(yc, "outside"), 4.0);
        QVERIFY(named(yc, "outside").value == "outside");
        for (const char* e : {"cross0", "cross1", "cross2", "cross3"})
            QCOMPARE(valueOf(yc, e), -30.0);
        QVERIFY(named(yc, "cross(P0P1, P0C)").value == "cross0");
        // Degrees as radians: the rect turned by the angle the code really used is drawn,
        // C' has a point, and N' = C' (d = 0) is said since N''s dot lies under C''s.
        const Trace dr =
            traceOf("pitfall.rotated-degrees-as-radians", C(7, 12, 2), T(8, 6, 8, 1, 30));
        const Primitive& tested = named(stepOf(dr, "rotate-back"), "b(cos, sin)");
        QVERIFY(tested.kind == PrimitiveKind::Polygon && tested.points.size() == 4);
        // Its long side runs along (cos 30, sin 30) taken as radians: (0.154, -0.988).
        const Vec2 side = tested.points[1] - tested.points[0];
        QVERIFY(near(side.x, 16 * std::cos(30.0)) && near(side.y, 16 * std::sin(30.0)));
        QVERIFY(named(stepOf(dr, "rotate-back"), "C′").kind == PrimitiveKind::Point);
        const Step& dc = stepOf(dr, "compare");
        QVERIFY(hasNamed(dc, "N′ = C′") && hasNamed(dc, "b(cos, sin)"));
        QCOMPARE(named(dc, "d²").value, std::string("d2"));
        QCOMPARE(valueOf(dc, "d2"), 0.0);
        // The clamp typo: the "nearest point" is the centre itself.
        const Trace ty = traceOf("pitfall.clamp-y-typo", C(3, 11, 2), R(0, 0, 10, 6));
        const Step& tc = stepOf(ty, "compare");
        QVERIFY(hasNamed(tc, "N = C") && named(tc, "d").kind == PrimitiveKind::Label);
        // cos 90° is not 0: d and r print alike, so they are written with every digit.
        const Trace nt = traceOf("pitfall.rotated-naive-trig", C(3, 10, 2), T(6, 6, 6, 1, 90));
        const Step& nc = stepOf(nt, "compare");
        QVERIFY(!nc.verdict);
        QVERIFY(hasNamed(nc, "d = 2.0000000000000004") && hasNamed(nc, "r = 2"));
        QVERIFY(named(nc, "r = 2").value.empty());
    }

    // The SAT's pitfalls draw what they really compare: both rects and both boxes, the box
    // edges of each comparison, the boxes' overlap; a's two axes as the SAT draws them.
    void turnedRectPitfallsDrawWhatTheyCompare() {
        // The gallery's sticks: 12 x 2 at 45° about (5, 5) and (9, 1); each box reaches
        // 7 / sqrt 2 = 4.95 from its centre.
        const Trace bb =
            traceOf("pitfall.sat-bounding-boxes", T(5, 5, 6, 1, 45), T(9, 1, 6, 1, 45));
        const Step& bs = stepOf(bb, "subjects");
        QCOMPARE(named(bs, "a").kind, PrimitiveKind::Polygon);
        QCOMPARE(named(bs, "b").owner, Owner::B);
        const Primitive& boxA = named(bs, "box a");
        QCOMPARE(boxA.owner, Owner::A);
        const double reach = 7 / std::sqrt(2.0);
        QVERIFY(near(boxA.points[0], Vec2{5 - reach, 5 - reach}));
        QVERIFY(near(valueOf(bs, "left2"), 9 - reach) && near(valueOf(bs, "top2"), 1 + reach));
        for (const char* c : {"compare.right1-left2", "compare.right2-left1",
                              "compare.top1-bottom2", "compare.top2-bottom1"})
            QCOMPARE(valueOf(stepOf(bb, c), "gap"), 0.0);
        const Step& br = stepOf(bb, "result");
        QVERIFY(br.decides && br.verdict);
        QVERIFY(near(valueOf(br, "width"), 2 * reach - 4) &&
                near(valueOf(br, "height"), 2 * reach - 4));
        QCOMPARE(named(br, "I").role, Role::Overlap);
        // The SAT on the same sticks stops at a's v axis with the gap of 4 sqrt 2 - 2.
        const Trace sat = traceOf("rect-rect.sat", T(5, 5, 6, 1, 45), T(9, 1, 6, 1, 45));
        QVERIFY(stepOf(sat, "axis.2").decides && !stepOf(sat, "axis.2").verdict);
        QVERIFY(near(valueOf(stepOf(sat, "axis.2"), "gapLength"), 4 * std::sqrt(2.0) - 2));

        // a's axes only: the same pictures of axis 1 and 2 as the SAT's, then the result
        // where the SAT goes on to b's axis 3 and its gap.
        const Trace own = traceOf("pitfall.sat-own-axes-only", R(0, 0, 10, 6), T(13, 9, 3, 3, 45));
        const Trace full = traceOf("rect-rect.sat", R(0, 0, 10, 6), T(13, 9, 3, 3, 45));
        for (const char* axis : {"subjects", "axis.1", "axis.2"}) {
            QCOMPARE(stepOf(own, axis).primitives.size(), stepOf(full, axis).primitives.size());
            QCOMPARE(stepOf(own, axis).values.size(), stepOf(full, axis).values.size());
        }
        QVERIFY(near(valueOf(stepOf(own, "axis.1"), "overlapLength"), 3 * std::sqrt(2.0) - 3));
        QVERIFY(near(valueOf(stepOf(own, "axis.2"), "overlapLength"), 3 * std::sqrt(2.0) - 3));
        QVERIFY(stepOf(own, "result").decides && stepOf(own, "result").verdict);
        const Step& gap = stepOf(full, "axis.3");
        QVERIFY(gap.decides && !gap.verdict);
        QVERIFY(near(valueOf(gap, "gapLength"), 3 * std::sqrt(2.0) - 3));
        QVERIFY(near(valueOf(gap, "dist"), 14 / std::sqrt(2.0)));
        QVERIFY(near(valueOf(gap, "sum"), 8 / std::sqrt(2.0) + 3));
    }

    // The rounded rect's corner step draws the deciding disc (round V) strong, the other
    // three faint, and labels d and r with the squares it compares.
    void roundedCornerHighlightsItsDisc() {
        const Trace t = traceOf("circle-rect.rounded", C(12, 8, 4), R(0, 0, 10, 6));
        const Step& k = stepOf(t, "corner");
        int strong = 0;
        for (const Primitive& p : k.primitives)
            if (p.kind == PrimitiveKind::Circle) {
                const bool atV = p.points[0] == (Vec2{10, 6});
                QCOMPARE(p.role, atV ? Role::Verdict : Role::Construction);
                strong += atV;
            }
        QCOMPARE(strong, 1);
        // d and r on their bars, the squares compared beside them (never "r, r² = 16").
        QCOMPARE(named(k, "d").value, std::string("d"));
        QCOMPARE(named(k, "r").value, std::string("r"));
        QCOMPARE(named(k, "d²").value, std::string("d2"));
        QCOMPARE(named(k, "r²").value, std::string("r2"));
        QCOMPARE(valueOf(k, "d2"), 8.0);
        QVERIFY(!hasNamed(k, "r, r²"));
    }

    // The rounded rect's push keeps the rolled outline: the push takes C onto it, which is
    // why it is the shortest move. Every piece of the outline is there, C's moved place lies
    // on it, and a method with no roll (the clamp) draws no such outline in its push.
    void theRoundedPushKeepsTheOutlineCGoesOnto() {
        const Trace t = traceOf("circle-rect.rounded", C(11, 8, 6), R(0, 0, 8, 4));
        // The outline's pieces; not the line from wb through C, which ends at C.
        const auto outline = [](const Step& s) {
            int n = 0;
            for (const Primitive& p : s.primitives)
                n += p.role == Role::Construction && p.symbol == Symbol::None && !p.arrow &&
                     (p.kind == PrimitiveKind::Arc ||
                      (p.kind == PrimitiveKind::Segment && !(p.points[1] == Vec2{11, 8})));
            return n;
        };
        const Step& push = stepOf(t, "push");
        QCOMPARE(outline(push), outline(stepOf(t, "roll")));
        QVERIFY(outline(push) >= 8); // four sides and four corner arcs
        // The line the push runs along, from wb (the corner) through C, and where C lands.
        bool line = false, landed = false;
        const Vec2 move{valueOf(push, "pushx"), valueOf(push, "pushy")};
        for (const Primitive& p : push.primitives) {
            line |= p.kind == PrimitiveKind::Segment && p.role == Role::Construction &&
                    p.points[0] == Vec2{8, 4} && p.points[1] == Vec2{11, 8};
            landed |= p.kind == PrimitiveKind::Point && p.role == Role::Ghost &&
                      p.points[0] == Vec2{11, 8} + move;
        }
        QVERIFY(line && landed);
        // C moved by the push is r from the nearest corner (8, 4): on the corner's arc.
        const Vec2 moved{11 + valueOf(push, "pushx"), 8 + valueOf(push, "pushy")};
        QVERIFY(near(std::hypot(moved.x - 8, moved.y - 4), 6.0));
        const Trace clamp = traceOf("circle-rect.clamp", C(11, 8, 6), R(0, 0, 8, 4));
        QCOMPARE(outline(stepOf(clamp, "push")), 0);
    }

    // The push says whether it leaves b by a corner or square to an edge (the nine regions'
    // narration names the case): a corner region's normal crosses both of b's edges'
    // directions, an edge region's runs along one of them, for a turned rect too.
    void thePushSaysCornerOrEdge() {
        const auto corner = [](const Trace& t) { return valueOf(stepOf(t, "push"), "corner"); };
        QCOMPARE(corner(traceOf("circle-rect.nine-region", C(17, 12, 3.5), R(3, 2, 13, 8))), 1.0);
        QCOMPARE(corner(traceOf("circle-rect.nine-region", C(8, 12, 2), R(3, 2, 13, 8))), 0.0);
        QCOMPARE(corner(traceOf("circle-rect.nine-region", C(8, 5, 1), R(3, 2, 13, 8))), 0.0);
        // Lesson 7's scene: C beyond the turned rect's top edge.
        QCOMPARE(corner(traceOf("circle-rotated.nine-region", C(1, 9, 2), T(7, 4, 5, 3, 30))), 0.0);
        QCOMPARE(corner(traceOf("circle-rotated.nine-region", C(-2, 8, 1), T(7, 4, 5, 3, 30))),
                 1.0);
    }

    // A circle's centre moves along the push's line: where its path would meet the normal's
    // arrow there (overlapping: the normal stands at wb, on that line), or reach the push
    // itself (apart, by as much as a's radius or more: its head on wa reads as a knot in the
    // push), it is not drawn; where they are apart on the line (the rounded rect's C, far
    // from the corner; a short move from far inside a), or the normal is off it (apart:
    // beside wa), or the centre is (a rect's), it is.
    void aPushDrawsTheCentresPathOnlyClearOfTheNormal() {
        const auto paths = [](const Trace& t) {
            int n = 0;
            for (const Primitive& p : stepOf(t, "push").primitives)
                n += p.role == Role::Ghost && p.arrow && p.kind == PrimitiveKind::Segment;
            return n;
        };
        QCOMPARE(paths(traceOf("circle-circle.squared", C(1, 1, 3), C(5, 4, 4))), 0);
        QCOMPARE(paths(traceOf("circle-circle.squared", C(1, 1, 3), C(7, 9, 4))), 0);
        QCOMPARE(paths(traceOf("circle-circle.squared", C(1, 1, 3), C(7, 9, 6.5))), 1);
        QCOMPARE(paths(traceOf("circle-rotated.clamp", C(1, 9, 2), T(7, 4, 5, 3, 30))), 0);
        QCOMPARE(paths(traceOf("circle-rect.fold", C(-4, 6, 4), R(2, 1, 12, 7))), 1);
        QCOMPARE(paths(traceOf("rect-rect.intersection", R(1, 1, 9, 6), R(5, 3, 13, 9))), 1);
        QCOMPARE(paths(traceOf("circle-rect.rounded", C(11, 8, 7), R(0, 0, 8, 4))), 1);
    }

    // The single-axis clamps are construction points: only N is the nearest point.
    void clampAxisPointsAreNotNearest() {
        const Trace t = traceOf("circle-rect.clamp", C(14, 10, 4.5), R(0, 0, 10, 6));
        QCOMPARE(named(stepOf(t, "band.x"), "nx").role, Role::Construction);
        QCOMPARE(named(stepOf(t, "band.y"), "ny").role, Role::Construction);
        QCOMPARE(named(stepOf(t, "nearest"), "N").role, Role::Nearest);
    }
};

} // namespace tst_trace

#define OVERLAP_SUBJECT tst_trace
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_trace::TestTrace)
#include "tst_trace.moc"
