// What the pictures of lessons 1, 2 and 8 show: each primitive of one shape is owned by
// it; the deciding step draws the gap or overlap as a segment as long as its labelled
// value; separating edges and lines appear only where the test ends on a gap; the SAT's
// shadows sit on two lines beside the axis with their ends where the numbers say.

#include "core/algorithms.h"

#include "tests/support/shape_builders.h"
#include "tests/support/trace_lookup.h"

#include <QtTest>

#include <cmath>
#include <set>

namespace tst_trace_pictures {

using namespace overlap;
using namespace overlap::test;

namespace {

// The value a label shows: at this step or the latest earlier one, as the scene finds it.
double shownValue(const Trace& t, const Step& at, const std::string& name) {
    double found = std::nan("");
    for (const Step& s : t.steps) {
        for (const Value& v : s.values)
            if (v.name == name)
                found = v.value;
        if (&s == &at)
            break;
    }
    if (std::isnan(found))
        qFatal("no value %s by step %s", name.c_str(), at.id.c_str());
    return found;
}

std::vector<const Primitive*> withRole(const Step& s, Role role, PrimitiveKind kind) {
    std::vector<const Primitive*> out;
    for (const Primitive& p : s.primitives)
        if (p.role == role && p.kind == kind)
            out.push_back(&p);
    return out;
}

int countRole(const Trace& t, Role role) {
    int n = 0;
    for (const Step& s : t.steps)
        for (const Primitive& p : s.primitives)
            n += p.role == role;
    return n;
}

} // namespace

// QCOMPARE on doubles forgives a relative 1e-12; these numbers must be exactly equal.
#define EXACT(actual, expected)                                                                    \
    QVERIFY2(double(actual) == double(expected),                                                   \
             qPrintable(QStringLiteral("%1 is %2, expected %3")                                    \
                            .arg(QStringLiteral(#actual))                                          \
                            .arg(double(actual), 0, 'g', 17)                                       \
                            .arg(double(expected), 0, 'g', 17)))

class TestTracePictures : public QObject {
    Q_OBJECT
  private slots:
    // The gap is drawn between the facing sides and is exactly as long as the value beside
    // it; the deciding step draws the two things it compares again, with their numbers. The
    // squared method draws its gap where it is but without a number: that length would need
    // the square root its comparison does without.
    void gapSegmentsAreAsLongAsTheirValue_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<QString>("step");
        QTest::addColumn<double>("gap");
        const Shape box = R(0, 0, 10, 6);
        QTest::newRow("intersection, x")
            << "rect-rect.intersection" << box << R(13, 1, 20, 5) << "result" << 3.0;
        QTest::newRow("intersection, y")
            << "rect-rect.intersection" << box << R(2, -9, 8, -2) << "result" << 2.0;
        QTest::newRow("separation, x")
            << "rect-rect.separation" << box << R(13, 1, 20, 5) << "compare.right1-left2" << 3.0;
        QTest::newRow("separation, y")
            << "rect-rect.separation" << box << R(2, -9, 8, -2) << "compare.top2-bottom1" << 2.0;
        // Centres 8 apart on x: r1 / d = 1/4 and r2 / d = 3/8 put the edges on integers.
        QTest::newRow("distance") << "circle-circle.distance" << C(0, 0, 2) << C(8, 0, 3)
                                  << "compare" << 3.0;
        QTest::newRow("squared") << "circle-circle.squared" << C(0, 0, 2) << C(8, 0, 3) << "compare"
                                 << 3.0;
        // a: [-1, 1] x [-2, 2] (turned a quarter), b: [4, 8] x [-1, 1]; apart by 3 on x.
        QTest::newRow("sat") << "rect-rect.sat" << T(0, 0, 2, 1, 90) << T(6, 0, 2, 1, 0) << "axis.2"
                             << 3.0;
    }
    void gapSegmentsAreAsLongAsTheirValue() {
        QFETCH(QString, id);
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(QString, step);
        QFETCH(double, gap);
        const Trace t = traceOf(id.toStdString(), a, b);
        const Step& s = stepOf(t, step.toStdString());
        const bool numbered = id != QLatin1String("circle-circle.squared");
        QVERIFY(s.decides && !s.verdict);
        QCOMPARE(t.decidingStep(), &s);
        auto gaps = withRole(s, Role::Gap, PrimitiveKind::Segment);
        // SAT's gap is the room between its two shadow lanes: a quad whose sides on the
        // lanes are each as long as the gap.
        const auto rooms = withRole(s, Role::Gap, PrimitiveKind::Polygon);
        gaps.insert(gaps.end(), rooms.begin(), rooms.end());
        QCOMPARE(gaps.size(), std::size_t(1));
        QCOMPARE(gaps[0]->value, std::string(numbered ? "gapLength" : ""));
        if (numbered)
            EXACT(shownValue(t, s, "gapLength"), gap);
        EXACT(lengthOf(gaps[0]->points[1] - gaps[0]->points[0]), gap);
        if (gaps[0]->kind == PrimitiveKind::Polygon) {
            QCOMPARE(gaps[0]->points.size(), std::size_t(4));
            EXACT(lengthOf(gaps[0]->points[2] - gaps[0]->points[3]), gap);
        }
        // Besides the gap, the two sides compared are drawn again with their numbers.
        int labelled = 0;
        for (const Primitive& p : s.primitives)
            labelled += !p.value.empty() && p.role != Role::Gap;
        QVERIFY(labelled >= 2);
    }

    // An overlap's depth on the centre line, and a rect overlap's width and height, are as
    // long as the numbers beside them.
    void overlapSegmentsAreAsLongAsTheirValue() {
        Trace t = traceOf("circle-circle.distance", C(0, 0, 4), C(8, 0, 6));
        const Step& c = stepOf(t, "compare");
        QVERIFY(c.verdict);
        auto overlaps = withRole(c, Role::Depth, PrimitiveKind::Segment);
        QCOMPARE(overlaps.size(), std::size_t(1));
        EXACT(shownValue(t, c, overlaps[0]->value), 2.0);
        EXACT(length(*overlaps[0]), 2.0);
        // d and r1 + r2 are drawn from C1's side, side by side: each as long as its number.
        const auto d = withRole(c, Role::Distance, PrimitiveKind::Segment);
        const auto sum = withRole(c, Role::Radius, PrimitiveKind::Segment);
        QCOMPARE(d.size(), std::size_t(1));
        QCOMPARE(sum.size(), std::size_t(1));
        EXACT(length(*d[0]), shownValue(t, c, d[0]->value));
        EXACT(length(*sum[0]), shownValue(t, c, sum[0]->value));
        EXACT(shownValue(t, c, sum[0]->value), 10.0);

        for (const char* id : {"rect-rect.intersection", "rect-rect.separation"}) {
            t = traceOf(id, R(0, 0, 10, 6), R(5, 3, 13, 9));
            const Step& r = stepOf(t, "result");
            QVERIFY(r.verdict);
            overlaps = withRole(r, Role::Overlap, PrimitiveKind::Segment);
            QCOMPARE(overlaps.size(), std::size_t(2));
            std::set<std::string> names;
            for (const Primitive* p : overlaps) {
                names.insert(p->value);
                EXACT(length(*p), shownValue(t, r, p->value));
            }
            QCOMPARE(names, (std::set<std::string>{"width", "height"}));
            EXACT(shownValue(t, r, "width"), 5.0);
            EXACT(shownValue(t, r, "height"), 3.0);
        }
    }

    // Separating edges only at the comparison that finds the gap; none when they overlap.
    void separatingOnlyWhereTheTestEnds() {
        Trace t = traceOf("rect-rect.separation", R(0, 0, 10, 6), R(-9, 0, -1, 6));
        QCOMPARE(t.steps.size(), std::size_t(4)); // the verdict at step 2, then the push
        QCOMPARE(withRole(t.steps[1], Role::Separating, PrimitiveKind::Segment).size(),
                 std::size_t(0));
        QCOMPARE(withRole(t.steps[1], Role::Construction, PrimitiveKind::Segment).size(),
                 std::size_t(2));
        QCOMPARE(withRole(t.steps[2], Role::Separating, PrimitiveKind::Segment).size(),
                 std::size_t(2));
        QCOMPARE(countRole(t, Role::Separating), 2);
        t = traceOf("rect-rect.separation", R(0, 0, 10, 6), R(5, 3, 13, 9));
        QCOMPARE(countRole(t, Role::Separating), 0);

        // The SAT: one separating line, at the axis that ends the test, across the gap's
        // middle (x = 2.5 between a's x = 1 and b's x = 4) and square to the axis, and that
        // axis drawn as an arrow from a to b.
        t = traceOf("rect-rect.sat", T(0, 0, 2, 1, 90), T(6, 0, 2, 1, 0));
        QCOMPARE(countRole(t, Role::Separating), 2);
        const auto axisArrows =
            withRole(stepOf(t, "axis.2"), Role::Separating, PrimitiveKind::Segment);
        QCOMPARE(axisArrows.size(), std::size_t(1));
        QVERIFY(axisArrows[0]->arrow && axisArrows[0]->symbol == Symbol::Axis &&
                axisArrows[0]->index == 2);
        QVERIFY(axisArrows[0]->points[1].x > axisArrows[0]->points[0].x);
        const auto lines = withRole(stepOf(t, "axis.2"), Role::Separating, PrimitiveKind::Line);
        QCOMPARE(lines.size(), std::size_t(1));
        EXACT(lines[0]->points[0].x, 2.5);
        EXACT(lines[0]->points[1].x, 0.0);
        t = traceOf("rect-rect.sat", T(0, 0, 2, 1, 30), T(1, 0, 2, 1, 0));
        QCOMPARE(countRole(t, Role::Separating), 0);
    }

    // Each compared edge is its rect's and shows the subjects step's value of that name,
    // which is where the edge lies.
    void edgesAreTheirRectsAndNamedAsInTheText() {
        const Trace t = traceOf("rect-rect.separation", R(0, 0, 10, 6), R(5, 3, 13, 9));
        for (const Step& s : t.steps) {
            if (s.id.rfind("compare.", 0) != 0)
                continue;
            QCOMPARE(s.primitives.size(), std::size_t(2));
            for (const Primitive& p : s.primitives) {
                const std::string& name = p.value;
                QVERIFY2(name.size() > 1, s.id.c_str());
                QCOMPARE(p.owner, name.back() == '1' ? Owner::A : Owner::B);
                // The step id names the two edges it compares.
                QVERIFY2(s.id.find(name) != std::string::npos, name.c_str());
                const bool vertical = name.rfind("left", 0) == 0 || name.rfind("right", 0) == 0;
                const double at = shownValue(t, s, name);
                EXACT(vertical ? p.points[0].x : p.points[0].y, at);
                EXACT(vertical ? p.points[1].x : p.points[1].y, at);
            }
        }
        // The intersection's band lines belong to the rect whose edge they are.
        const Trace i = traceOf("rect-rect.intersection", R(0, 0, 10, 6), R(5, 3, 13, 9));
        QCOMPARE(stepOf(i, "x.left").primitives[0].owner, Owner::B);  // lx = 5, b's left
        QCOMPARE(stepOf(i, "x.right").primitives[0].owner, Owner::A); // rx = 10, a's right
        QCOMPARE(stepOf(i, "y.bottom").primitives[0].owner, Owner::B);
        QCOMPARE(stepOf(i, "y.top").primitives[0].owner, Owner::A);
        QCOMPARE(stepOf(i, "x.left").primitives[0].value, std::string("lx"));
    }

    // The shapes are shape a and shape b, and no other primitive takes their names.
    void subjectsAreOwnedAndNamesAreUnique() {
        const struct {
            const char* id;
            Shape a, b;
        } runs[] = {
            {"rect-rect.intersection", R(0, 0, 10, 6), R(13, 1, 20, 5)},
            {"rect-rect.separation", R(0, 0, 10, 6), R(5, 3, 13, 9)},
            {"circle-circle.distance", C(1, 1, 3), C(7, 9, 5)},
            {"circle-circle.squared", C(1, 1, 3), C(7, 9, 5)},
            {"rect-rect.sat", T(4, 2, 4, 2, 20), T(9, 8, 3, 2, -35)},
            {"rect-rect.sat", T(0, 0, 2, 1, 30), T(1, 0, 2, 1, 0)},
        };
        for (const auto& run : runs) {
            const Trace t = traceOf(run.id, run.a, run.b);
            std::set<std::string> subjectNames;
            for (const Primitive& p : t.steps[0].primitives) {
                QVERIFY2(p.owner != Owner::None, run.id);
                if (p.kind != PrimitiveKind::Point)
                    subjectNames.insert(p.owner == Owner::A ? "a" : "b");
            }
            QCOMPARE(subjectNames, (std::set<std::string>{"a", "b"}));
            for (std::size_t k = 1; k < t.steps.size(); ++k) {
                std::set<std::string> names;
                for (const Primitive& p : t.steps[k].primitives) {
                    const std::string shown = p.text.empty() ? p.value : p.text;
                    if (shown.empty())
                        continue;
                    QVERIFY2(shown != "a" && shown != "b", run.id);
                    QVERIFY2(names.insert(shown).second,
                             (std::string(run.id) + " " + t.steps[k].id + " " + shown).c_str());
                }
            }
        }
    }

    // Each axis step: a's shadow and b's on two lines parallel to the axis, apart from each
    // other, b's on b's side; their ends at minA, maxA, minB, maxB measured along the axis
    // from a's centre, which are -ra, ra, dist - rb, dist + rb; ends marked with those
    // numbers in the shape's colour.
    void satShadowsSitOnTwoLines() {
        // At right angles every number here is exact.
        const Trace t = traceOf("rect-rect.sat", T(0, 0, 2, 1, 90), T(6, 0, 2, 1, 0));
        const double expected[2][4] = {{-2, 2, -1, 1}, {-1, 1, 4, 8}};
        for (int axis = 0; axis < 2; ++axis) {
            const Step& s = t.steps[std::size_t(axis + 1)];
            const auto axisLines = withRole(s, Role::Construction, PrimitiveKind::Line);
            QCOMPARE(axisLines.size(), std::size_t(1));
            const Vec2 o = axisLines[0]->points[0], n = axisLines[0]->points[1];
            EXACT(o.x, 0.0);
            EXACT(o.y, 0.0);
            QVERIFY(dot(Vec2{6, 0}, n) >= 0); // points from a towards b
            const Vec2 m{-n.y, n.x};
            const double ra = shownValue(t, s, "ra"), rb = shownValue(t, s, "rb");
            const double dist = shownValue(t, s, "dist");
            const char* names[4] = {"minA", "maxA", "minB", "maxB"};
            const double fromNumbers[4] = {-ra, ra, dist - rb, dist + rb};
            for (int e = 0; e < 4; ++e) {
                EXACT(shownValue(t, s, names[e]), expected[axis][e]);
                EXACT(fromNumbers[e], expected[axis][e]);
            }
            const auto bands = withRole(s, Role::Shadow, PrimitiveKind::Segment);
            QCOMPARE(bands.size(), std::size_t(2));
            double across[2] = {0, 0};
            for (const Primitive* band : bands) {
                QVERIFY(band->owner != Owner::None);
                const int first = band->owner == Owner::A ? 0 : 2;
                EXACT(dot(band->points[0] - o, n), expected[axis][first]);
                EXACT(dot(band->points[1] - o, n), expected[axis][first + 1]);
                // Parallel to the axis, off it.
                EXACT(dot(band->points[0] - o, m), dot(band->points[1] - o, m));
                across[first / 2] = dot(band->points[0] - o, m);
            }
            QVERIFY(across[0] != 0 && across[1] != 0);
            // Both on a's far side, away from b, so neither runs through a shape.
            QVERIFY(across[0] * across[1] > 0);
            QVERIFY(across[0] * dot(Vec2{6, 0}, m) <= 0);
            QVERIFY(std::abs(across[1]) > std::abs(across[0]));
            // The ends are points of the same shape labelled with the numbers.
            const auto ends = withRole(s, Role::Shadow, PrimitiveKind::Point);
            QCOMPARE(ends.size(), std::size_t(4));
            for (const Primitive* end : ends) {
                const bool ofA = end->value == "minA" || end->value == "maxA";
                QCOMPARE(end->owner, ofA ? Owner::A : Owner::B);
                EXACT(dot(end->points[0] - o, n), shownValue(t, s, end->value));
                EXACT(dot(end->points[0] - o, m), across[ofA ? 0 : 1]);
            }
        }
        // Axis 1 (a's u, along y) shows an overlap of b's [-1, 1] inside a's [-2, 2].
        const Step& first = stepOf(t, "axis.1");
        // Shaded across both shadows' lines: a quad with a side on each, as long as the number.
        const auto overlap = withRole(first, Role::Overlap, PrimitiveKind::Polygon);
        QCOMPARE(overlap.size(), std::size_t(1));
        EXACT(shownValue(t, first, "overlapLength"), 2.0);
        QCOMPARE(overlap[0]->points.size(), std::size_t(4));
        const auto shadows = withRole(first, Role::Shadow, PrimitiveKind::Segment);
        QCOMPARE(shadows.size(), std::size_t(2));
        for (const auto& [from, to] : {std::pair{0, 1}, std::pair{3, 2}}) {
            const Vec2 p = overlap[0]->points[std::size_t(from)];
            const Vec2 q = overlap[0]->points[std::size_t(to)];
            EXACT(lengthOf(q - p), 2.0);
            // Each side lies on one shadow's line, within that shadow.
            const Primitive& lane = *shadows[from == 0 ? 0 : 1];
            const Vec2 u = lane.points[1] - lane.points[0];
            EXACT(cross(u, p - lane.points[0]), 0.0);
            EXACT(cross(u, q - lane.points[0]), 0.0);
        }
    }
};

} // namespace tst_trace_pictures

#define OVERLAP_SUBJECT tst_trace_pictures
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_trace_pictures::TestTracePictures)
#include "tst_trace_pictures.moc"
