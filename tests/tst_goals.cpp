// Exercise goals (core/goals): each condition is decided by the exact class, so a touch is
// met only on the exact boundary and a hair either side is not; bounding boxes are exact on
// remainders; a flip compares with the start; kept shapes must not move.

#include "core/geometry/convert.h"
#include "core/goals/goal.h"
#include "core/goals/shortest_way.h"

#include <QtTest>

#include <cmath>

namespace tst_goals {

using namespace overlap;

using goals::Goal;

namespace {

Rect rect(double x, double y, double w, double h) {
    return *convertRect({x, y, w, h, std::nullopt}).aligned;
}

RotatedRect turned(double x, double y, double w, double h, double angle) {
    return *convertRect({x, y, w, h, angle}).turned;
}

Scenario scene(Shape a, Shape b, Touching t = Touching::Counts) {
    return {std::move(a), std::move(b), t};
}

Goal touching(const char* method) {
    Goal g;
    g.method = method;
    g.shapes = VerdictClass::Touching;
    return g;
}

} // namespace

class TestGoals : public QObject {
    Q_OBJECT
  private slots:
    // The circle on the rect's top edge: touching exactly there, not a ulp above or below.
    void touchingIsExact() {
        const Goal g = touching("circle-rect.clamp");
        const Scenario start = scene(Circle{{5, 20}, 4}, rect(0, 0, 10, 6));
        QVERIFY(!goals::met(g, start, start));
        QVERIFY(goals::met(g, scene(Circle{{5, 10}, 4}, rect(0, 0, 10, 6)), start));
        QVERIFY(!goals::met(g, scene(Circle{{5, std::nextafter(10.0, 11.0)}, 4}, rect(0, 0, 10, 6)),
                            start));
        QVERIFY(!goals::met(g, scene(Circle{{5, std::nextafter(10.0, 9.0)}, 4}, rect(0, 0, 10, 6)),
                            start));
        // A corner at a 3-4-5 distance is a touch; the policy does not change the class.
        QVERIFY(goals::met(g, scene(Circle{{13, 10}, 5}, rect(0, 0, 10, 6), Touching::Separate),
                           start));
    }

    // Radius 0.1 is not a double: d = 0.3 against r1 + r2 = 0.1 + 0.2 is decided exactly.
    void touchingCirclesOfNonDyadicRadii() {
        const Goal g = touching("circle-circle.squared");
        const Scenario start = scene(Circle{{0, 0}, 0.1}, Circle{{5, 0}, 0.2});
        const bool exactSum = 0.1 + 0.2 == 0.3; // false in doubles; the shapes decide
        QVERIFY(!exactSum);
        QVERIFY(!goals::met(g, scene(Circle{{0, 0}, 0.1}, Circle{{0.3, 0}, 0.2}), start));
        QVERIFY(goals::met(g, scene(Circle{{0, 0}, 1.5}, Circle{{3, 4}, 3.5}), start));
    }

    // A rect whose far edge x + w is no double (0.1 + 0.2) touched at its exact edge only
    // by the rect that starts there.
    void touchingRectsWithRemainders() {
        const Goal g = touching("rect-rect.separation");
        const Scenario start = scene(rect(0, 0, 1, 1), rect(5, 0, 1, 1));
        QVERIFY(goals::met(g, scene(rect(0, 0, 1, 1), rect(1, 0.5, 2, 2)), start));
        QVERIFY(goals::met(g, scene(rect(0, 0, 1, 1), rect(1, 1, 2, 2)), start)); // corners
        QVERIFY(!goals::met(g, scene(rect(0.1, 0, 0.2, 1), rect(0.3, 0, 1, 1)), start));
    }

    // A turned rect at a right angle is exact: a circle on its turned edge touches it.
    void turnedRectTouching() {
        const Goal g = touching("circle-rotated.clamp");
        const Scenario start = scene(Circle{{20, 3}, 3}, turned(0, 0, 10, 6, 90));
        QVERIFY(goals::met(g, scene(Circle{{11, 3}, 3}, turned(0, 0, 10, 6, 90)), start));
        QVERIFY(!goals::met(g, scene(Circle{{11, 3}, 3}, turned(0, 0, 10, 6, 89)), start));
        QVERIFY(!goals::met(g, scene(Circle{{11, 3}, 3}, turned(0, 0, 10, 6, 0)), start));
    }

    // Boxes: the circle's box [cx - r, cx + r] against the rect, each side exact.
    void boxClasses() {
        const Rect r = rect(0, 0, 10, 6);
        QCOMPARE(goals::boxClass(Circle{{13, 9}, 4}, r), VerdictClass::Overlap);
        QCOMPARE(goals::boxClass(Circle{{14, 9}, 4}, r), VerdictClass::Touching);
        QCOMPARE(goals::boxClass(Circle{{14.5, 9}, 4}, r), VerdictClass::Apart);
        QCOMPARE(goals::boxClass(Circle{{std::nextafter(14.0, 15.0), 9}, 4}, r),
                 VerdictClass::Apart);
        // The rect's far edge is 0.1 + 0.2 exactly, between the doubles 0.3 and
        // 0.1 + 0.2 rounded: a point at the rounded edge is past it, a point at 0.3 inside.
        const Rect odd = rect(0.1, 0, 0.2, 1);
        const double rounded = 0.1 + 0.2;
        QVERIFY(rounded > 0.3);
        QCOMPARE(goals::boxClass(Circle{{rounded, 0.5}, 0}, odd), VerdictClass::Apart);
        QCOMPARE(goals::boxClass(Circle{{0.3, 0.5}, 0}, odd), VerdictClass::Overlap);
        QCOMPARE(goals::boxClass(Circle{{0, 0}, 1}, turned(0, 0, 4, 2, 30)), std::nullopt);
        QCOMPARE(goals::boxClass(Circle{{0, 0}, 1}, turned(1, 0, 4, 2, 180)),
                 VerdictClass::Touching);
    }

    // Box overlaps but the circle misses: both conditions must hold.
    void boxTrap() {
        Goal g;
        g.method = "circle-rect.clamp";
        g.shapes = VerdictClass::Apart;
        g.boxes = VerdictClass::Overlap;
        const Scenario start = scene(Circle{{15, 14}, 4}, rect(0, 0, 10, 6));
        QVERIFY(!goals::met(g, start, start));                                        // boxes apart
        QVERIFY(goals::met(g, scene(Circle{{13, 9}, 4}, rect(0, 0, 10, 6)), start));  // trap
        QVERIFY(!goals::met(g, scene(Circle{{12, 8}, 4}, rect(0, 0, 10, 6)), start)); // overlap
        QVERIFY(!goals::met(g, scene(Circle{{14, 10}, 4}, rect(0, 0, 10, 6)), start)); // box touch
    }

    // Touching the top edge: beyond it and level with it; a corner touch or another edge
    // is not, and the edge's far end x + w counts exactly.
    void touchingAnEdge() {
        Goal g = touching("circle-rect.clamp");
        g.side = Goal::Side::Top;
        const Rect r = rect(0, 0, 10, 6);
        const Scenario start = scene(Circle{{5, 20}, 4}, r);
        QVERIFY(goals::met(g, scene(Circle{{5, 10}, 4}, r), start));
        QVERIFY(goals::met(g, scene(Circle{{10, 10}, 4}, r), start)); // over the corner's end
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{13, 10}, 5}, r), start), goals::Unmet::Side);
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{5, -4}, 4}, r), start), goals::Unmet::Side);
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{14, 3}, 4}, r), start), goals::Unmet::Side);
        QVERIFY(goals::beyond(Goal::Side::Bottom, Circle{{5, -4}, 4}, r));
        QVERIFY(goals::beyond(Goal::Side::Right, Circle{{14, 3}, 4}, r));
        QVERIFY(goals::beyond(Goal::Side::Left, Circle{{-4, 6}, 4}, r));
        QVERIFY(!goals::beyond(Goal::Side::Left, Circle{{0, 3}, 4}, r)); // on the edge line
        // The far edge 0.1 + 0.2: a centre at the rounded double is past it, at 0.3 level.
        const Rect odd = rect(0.1, 0, 0.2, 1);
        QVERIFY(!goals::beyond(Goal::Side::Top, Circle{{0.1 + 0.2, 5}, 1}, odd));
        QVERIFY(goals::beyond(Goal::Side::Top, Circle{{0.3, 5}, 1}, odd));
        QVERIFY(goals::beyond(Goal::Side::Right, Circle{{0.1 + 0.2, 0.5}, 1}, odd));
        QVERIFY(!goals::beyond(Goal::Side::Top, Circle{{5, 10}, 4}, turned(0, 0, 10, 6, 30)));
    }

    // A flip is judged against the start; kept shapes and frames must not move.
    void flipAndKeep() {
        Goal g;
        g.method = "circle-rotated.clamp";
        g.flip = true;
        g.keep = {Goal::Keep::A, Goal::Keep::BFrame};
        const Circle c{{-1, 8}, 3};
        const Scenario start = scene(c, turned(0, 0, 10, 6, 30));
        QVERIFY(!goals::met(g, start, start));
        QVERIFY(!goals::met(g, scene(c, turned(0, 0, 10, 6, 15)), start)); // still apart
        QVERIFY(goals::met(g, scene(c, turned(0, 0, 10, 6, 0)), start));
        QVERIFY(goals::met(g, scene(c, rect(0, 0, 10, 6)), start)); // the same rect, aligned
        QCOMPARE(goals::firstUnmet(g, scene(c, turned(0, 0, 10, 6, 15)), start),
                 goals::Unmet::Flip);
        QCOMPARE(goals::firstUnmet(g, scene(c, turned(-2, 0, 10, 6, 0)), start),
                 goals::Unmet::Keep);
        QVERIFY(!goals::met(g, scene(c, turned(-2, 0, 10, 6, 0)), start)); // moved
        QVERIFY(!goals::met(g, scene(c, turned(0, 0, 12, 6, 0)), start));  // resized
        QVERIFY(
            !goals::met(g, scene(Circle{{1, 6}, 3}, turned(0, 0, 10, 6, 30)), start)); // a moved
    }

    // "Touch along the shortest way": touching, and moved only along the push's line in its
    // direction, exactly. Circles along the line of centres, out of and into touch.
    void shortestWayBetweenCircles() {
        Goal g = touching("circle-circle.squared");
        g.shortest = true;
        const Circle b{{0, 0}, 5};
        const Scenario start = scene(Circle{{4, 3}, 5}, b);
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{8, 6}, 5}, b), start), goals::Unmet::None);
        // Touching too, but round the side: not the shortest way.
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{6, 8}, 5}, b), start), goals::Unmet::Shortest);
        // Through b to the far side: on the line, the wrong way.
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{-8, -6}, 5}, b), start),
                 goals::Unmet::Shortest);
        // A hair off the line (one ulp in y) is off it; a hair short is not touching.
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{8, std::nextafter(6.0, 7.0)}, 5}, b), start),
                 goals::Unmet::Shapes);
        QVERIFY(!goals::movedAlongShortestWay(
            Circle{{4, 3}, 5}, Circle{{8, std::nextafter(6.0, 7.0)}, 5}, b, VerdictClass::Overlap));
        // A different radius is not a move.
        QVERIFY(!goals::movedAlongShortestWay(Circle{{4, 3}, 5}, Circle{{8, 6}, 4}, b,
                                              VerdictClass::Overlap));
        // Apart: towards b.
        const Scenario far = scene(Circle{{12, 9}, 5}, b);
        QCOMPARE(goals::firstUnmet(g, scene(Circle{{8, 6}, 5}, b), far), goals::Unmet::None);
        // Concentric, or already touching: no single exact way.
        QVERIFY(!goals::hasExactShortestWay(Circle{{0, 0}, 2}, b, VerdictClass::Overlap));
        QVERIFY(!goals::hasExactShortestWay(Circle{{8, 6}, 5}, b, VerdictClass::Touching));
        QVERIFY(goals::hasExactShortestWay(Circle{{4, 3}, 5}, b, VerdictClass::Overlap));
    }

    // A circle and an axis-aligned rect: out through the nearest edge from inside, along
    // C − N from a corner; two rects along the axis of least depth, or diagonally when apart
    // at a corner. A turned rect has no exact way.
    void shortestWayWithRects() {
        const Rect r = rect(0, 0, 10, 6);
        const auto along = [&](Shape from, Shape to, VerdictClass c) {
            return goals::movedAlongShortestWay(from, to, r, c);
        };
        // Inside, nearest the top (1 away): straight up.
        QVERIFY(along(Circle{{5, 5}, 2}, Circle{{5, 8}, 2}, VerdictClass::Overlap));
        QVERIFY(!along(Circle{{5, 5}, 2}, Circle{{6, 8}, 2}, VerdictClass::Overlap));
        QVERIFY(!along(Circle{{5, 5}, 2}, Circle{{5, 3}, 2}, VerdictClass::Overlap));
        // Beyond the corner (10, 6): along (3, 4).
        QVERIFY(along(Circle{{13, 10}, 10}, Circle{{16, 14}, 10}, VerdictClass::Overlap));
        QVERIFY(!along(Circle{{13, 10}, 10}, Circle{{16, 13}, 10}, VerdictClass::Overlap));
        // Centre as far from the top as from the bottom: two ways, none exact.
        QVERIFY(!goals::hasExactShortestWay(Circle{{5, 3}, 1}, rect(0, 0, 20, 6),
                                            VerdictClass::Overlap));
        // Two rects: a 3 from leaving by −x, 6 by ±y, 9 by +x.
        QVERIFY(goals::movedAlongShortestWay(rect(1, 4, 2, 2), rect(-2, 4, 2, 2),
                                             rect(0, 0, 10, 10), VerdictClass::Overlap));
        QVERIFY(!goals::movedAlongShortestWay(rect(1, 4, 2, 2), rect(-2, 5, 2, 2),
                                              rect(0, 0, 10, 10), VerdictClass::Overlap));
        // Apart beyond a corner by (2, 3): diagonally back.
        QVERIFY(goals::movedAlongShortestWay(rect(12, 13, 2, 2), rect(10, 10, 2, 2),
                                             rect(0, 0, 10, 10), VerdictClass::Apart));
        QVERIFY(!goals::movedAlongShortestWay(rect(12, 13, 2, 2), rect(10, 11, 2, 2),
                                              rect(0, 0, 10, 10), VerdictClass::Apart));
        QVERIFY(!goals::hasExactShortestWay(Circle{{5, 5}, 2}, turned(0, 0, 10, 6, 30),
                                            VerdictClass::Overlap));
    }

    void unknownMethodIsNeverMet() {
        Goal g = touching("no.such-method");
        const Scenario s = scene(Circle{{5, 10}, 4}, rect(0, 0, 10, 6));
        QVERIFY(!goals::met(g, s, s));
        g.method = "rect-rect.sat"; // does not take a circle
        QVERIFY(!goals::met(g, s, s));
    }
};

} // namespace tst_goals

#define OVERLAP_SUBJECT tst_goals
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_goals::TestGoals)
#include "tst_goals.moc"
