// The motion between two steps: a fraction of 0 or 1 is a step's own picture, a turn keeps
// every distance on the way, a reflection crosses its mirror, a fold crosses one axis and
// then the other, and a cut holds the step before.
#include "core/algorithms.h"
#include "core/motion/motion.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <utility>

namespace tst_motion {

using namespace overlap;

namespace {

Motion turnAboutOrigin(double deg) {
    Motion m;
    m.kind = MotionKind::Turn;
    m.angleDeg = deg;
    return m;
}

double distance(Vec2 a, Vec2 b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

Trace twoSteps(const Motion& motion) {
    Trace t;
    t.add("before").primitives = {point(Role::Construction, {1, 0}, Symbol::Centre)};
    Step& after = t.add("after");
    after.primitives = {point(Role::Ghost, {0, 1}, Symbol::TurnedCentre),
                        circle(Role::Ghost, {0, 1}, 0.5), segment(Role::Ghost, {0, 1}, {0, 3})};
    after.motion = motion;
    return t;
}

bool samePictures(const Trace& a, const Trace& b) {
    if (a.steps.size() != b.steps.size())
        return false;
    for (std::size_t s = 0; s < a.steps.size(); ++s) {
        const auto &p = a.steps[s].primitives, &q = b.steps[s].primitives;
        if (p.size() != q.size())
            return false;
        for (std::size_t i = 0; i < p.size(); ++i)
            if (!(p[i].points == q[i].points) || p[i].spanDeg != q[i].spanDeg)
                return false;
    }
    return true;
}

// A method's trace of a and b; none where the method is unknown or refuses them.
std::optional<Trace> traceOf(const char* id, const Shape& a, const Shape& b) {
    const Algorithm* alg = findAlgorithm(id);
    Trace t;
    if (!alg || !runAlgorithm(*alg, a, b, Touching::Counts, &t).ok())
        return std::nullopt;
    return t;
}

// The index of the step just before the one with this id (a transition's start).
int stepBefore(const Trace& t, const char* id) {
    int k = 0;
    while (t.steps[std::size_t(k) + 1].id != id)
        ++k;
    return k;
}

} // namespace

class TestMotion : public QObject {
    Q_OBJECT
  private slots:
    // The ends of a transition are the neighbouring steps, unchanged.
    void theEndsAreTheSteps() {
        const Trace t = twoSteps(turnAboutOrigin(90));
        const MotionFrame start = frameAt(t, 0, 0.0), end = frameAt(t, 0, 1.0);
        QCOMPARE(start.current, 0);
        QCOMPARE(end.current, 1);
        QVERIFY(samePictures(start.trace, t));
        QVERIFY(samePictures(end.trace, t));
    }

    // At t = 0 the arriving point stands where it came from; a turn keeps every distance
    // between the arriving elements' points and to the centre, at every fraction.
    void aTurnKeepsDistances() {
        const Trace t = twoSteps(turnAboutOrigin(90));
        const Vec2 from = inMotion(t.steps[1].motion, {0, 1}, 0.0);
        QVERIFY(distance(from, {1, 0}) < 1e-15);
        for (double f : {0.1, 0.25, 0.5, 0.75, 0.9}) {
            const MotionFrame mid = frameAt(t, 0, f);
            QCOMPARE(mid.current, 1);
            const auto& p = mid.trace.steps[1].primitives;
            QCOMPARE(p.size(), std::size_t(4)); // the three, and a spoke from the centre
            QVERIFY(std::abs(distance(p[0].points[0], {0, 0}) - 1) < 1e-12);
            QVERIFY(std::abs(distance(p[2].points[0], p[2].points[1]) - 2) < 1e-12);
            QCOMPARE(p[1].radius, 0.5);
            // Part of the way round: between where it came from and where it arrives.
            const double angle =
                std::atan2(p[0].points[0].y, p[0].points[0].x) * 180 / std::numbers::pi;
            QVERIFY(std::abs(angle - 90 * f) < 1e-9);
        }
    }

    // A reflection brings a point across the mirror along its perpendicular.
    void aReflectionCrossesItsMirror() {
        Motion fold;
        fold.kind = MotionKind::Reflect;
        fold.direction = {0, 1}; // the y axis
        const Vec2 arrived{3, 2};
        QVERIFY(distance(inMotion(fold, arrived, 0.0), {-3, 2}) < 1e-15);
        QVERIFY(distance(inMotion(fold, arrived, 0.5), {0, 2}) < 1e-15);
        QVERIFY(distance(inMotion(fold, arrived, 1.0), arrived) < 1e-15);
    }

    // A fold from quadrant III of a turned frame: x crosses the frame's y axis first (on
    // it at a quarter), then y crosses its x axis (on it at three quarters).
    void aFoldCrossesOneAxisThenTheOther() {
        Motion m;
        m.kind = MotionKind::Fold;
        m.centre = {5, 3};
        m.direction = {0, 1}; // the frame's x axis is the world's y: own (x, y) = (wy, -wx)
        const auto world = [&](Vec2 own) { return m.centre + Vec2{-own.y, own.x}; };
        m.from = world({-4, -2});
        const Vec2 q = world({4, 2});
        // x's flip in the first half, y's in the second: each crosses its mirror at its leg's
        // half, from a quarter of the way short of it to a quarter beyond (never edge-on on
        // the mirror, where no frame could show it).
        QVERIFY(distance(inMotion(m, q, 0.0), m.from) < 1e-12);
        QVERIFY(distance(inMotion(m, q, 0.25), world({1, -2})) < 1e-12);
        QVERIFY(distance(inMotion(m, q, 0.25 - 1e-9), world({-1, -2})) < 1e-6);
        QVERIFY(distance(inMotion(m, q, 0.5), world({4, -2})) < 1e-12);
        QVERIFY(distance(inMotion(m, q, 0.75), world({4, 0.5})) < 1e-12);
        QVERIFY(distance(inMotion(m, q, 1.0), q) < 1e-12);
        // From quadrant II only x flips, and that flip takes the whole motion.
        m.from = world({-4, 2});
        QVERIFY(distance(inMotion(m, q, 0.5), world({1, 2})) < 1e-12);
        // Folding like paper, the distance from the mirror goes as the cosine of the turn.
        QVERIFY(distance(inMotion(m, q, 0.75), world({4 * std::cos(std::numbers::pi / 4), 2})) <
                1e-12);
        QVERIFY(distance(inMotion(m, q, 0.2), world({-4 * std::cos(0.2 * std::numbers::pi), 2})) <
                1e-12);
    }

    // The fold step of a centre in quadrant III: its way is two legs walked one after the
    // other (the first whole at the half, the second not begun), and the copy of the circle
    // goes with the centre, at the centre's place at every moment.
    void theFoldsLegsAreWalkedInTurn() {
        const Algorithm* alg = findAlgorithm("circle-rect.fold");
        QVERIFY(alg);
        Trace t;
        QVERIFY(runAlgorithm(*alg, Shape{Circle{{-4, -3}, 2}}, Shape{Rect{{2, 1}, {12, 7}}},
                             Touching::Counts, &t)
                    .ok());
        int k = 0;
        while (t.steps[std::size_t(k) + 1].id != "fold")
            ++k;
        const Motion& m = t.steps[std::size_t(k) + 1].motion;
        for (const double f : {0.3, 0.5, 0.8}) {
            const MotionFrame mid = frameAt(t, k, f);
            std::vector<Primitive> legs;
            std::optional<Vec2> centre;
            PointList copy;
            for (const Primitive& p : mid.trace.steps[std::size_t(k) + 1].primitives) {
                if (p.kind == PrimitiveKind::Segment && p.arrow)
                    legs.push_back(p);
                // On the way the point is unnamed (its name is where it lands).
                if (p.kind == PrimitiveKind::Point && p.role == Role::Ghost)
                    centre = p.points[0];
                if (p.kind == PrimitiveKind::Polygon && p.points.size() > 4)
                    copy = p.points;
            }
            QVERIFY(centre && !copy.empty());
            // The circle's copy, squashed edge-on across the mirror, is centred on the point.
            Vec2 mean{0, 0};
            for (Vec2 c : copy)
                mean = mean + (1.0 / double(copy.size())) * c;
            QVERIFY(distance(mean, *centre) < 1e-9);
            QVERIFY(distance(*centre, inMotion(m, {18, 11}, f)) < 1e-12);
            QCOMPARE(int(legs.size()), f <= 0.5 ? 1 : 2);
            // The way drawn ends where the centre is.
            QVERIFY(distance(legs.back().points[1], *centre) < 1e-9);
        }
    }

    // Lesson 2's legs are drawn one after the other: across first (dx whole at the half, dy
    // not begun), then up to C2.
    void theLegsAreDrawnOneAfterTheOther() {
        const Algorithm* alg = findAlgorithm("circle-circle.squared");
        QVERIFY(alg);
        Trace t;
        QVERIFY(runAlgorithm(*alg, Shape{Circle{{0, 0}, 1}}, Shape{Circle{{6, 8}, 2}},
                             Touching::Counts, &t)
                    .ok());
        int k = 0;
        while (t.steps[std::size_t(k) + 1].id != "legs")
            ++k;
        const auto legsAt = [&](double f) {
            std::vector<Primitive> legs;
            const MotionFrame frame = frameAt(t, k, f); // kept: the loop reads into it
            for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives)
                if (p.kind == PrimitiveKind::Segment && p.role == Role::Leg)
                    legs.push_back(p);
            return legs;
        };
        QCOMPARE(int(legsAt(0.25).size()), 1);
        QVERIFY(distance(legsAt(0.25)[0].points[1], {3, 0}) < 1e-12);
        QCOMPARE(int(legsAt(0.75).size()), 2);
        QVERIFY(distance(legsAt(0.75)[0].points[1], {6, 0}) < 1e-12);
        QVERIFY(distance(legsAt(0.75)[1].points[1], {6, 4}) < 1e-12);
    }

    // Lesson 2's legs are drawn on against d, which stands from the start: the narration
    // asks for the right triangle that has d as its long side.
    void theLegsAreDrawnBesideD() {
        const std::optional<Trace> run =
            traceOf("circle-circle.squared", Circle{{1, 1}, 3}, Circle{{7, 9}, 4});
        QVERIFY(run);
        const int k = stepBefore(*run, "legs");
        const MotionFrame frame = frameAt(*run, k, 0.1);
        int d = 0, legs = 0;
        for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives) {
            d += p.role == Role::Distance && p.symbol == Symbol::Distance;
            legs += p.role == Role::Leg;
        }
        QCOMPARE(d, 1);
        QCOMPARE(legs, 1); // dx on its way, dy not yet
    }

    // Lesson 2's squares are swept out from their sides one after the other, each named
    // with its number only once whole.
    void theSquaresAreSweptOutOneAfterAnother() {
        const std::optional<Trace> run =
            traceOf("circle-circle.squared", Circle{{1, 1}, 3}, Circle{{7, 9}, 4});
        QVERIFY(run);
        const Trace& t = *run;
        const int k = stepBefore(t, "squares");
        const auto squaresAt = [&](double f) {
            std::vector<Primitive> squares;
            const MotionFrame frame = frameAt(t, k, f); // kept: the loop reads into it
            for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives)
                if (p.kind == PrimitiveKind::Polygon)
                    squares.push_back(p);
            return squares;
        };
        // dx's square, from (1, 1)-(7, 1) down to y = -5: half way down at a sixth.
        QCOMPARE(int(squaresAt(1.0 / 6).size()), 1);
        QVERIFY(distance(squaresAt(1.0 / 6)[0].points[2], {7, -2}) < 1e-12);
        QCOMPARE(squaresAt(1.0 / 6)[0].symbol, Symbol::None);
        const std::vector<Primitive> half = squaresAt(0.5);
        QCOMPARE(int(half.size()), 2);
        QCOMPARE(half[0].symbol, Symbol::LegXSquared);
        QCOMPARE(half[0].value, std::string("dx2"));
        QVERIFY(half[1].value.empty());
        QCOMPARE(int(squaresAt(1.0).size()), 3);
    }

    // Lesson 7's turn forward, after the fold's flips or not, shows θ at m from its first
    // frame, and the fold its N′ (the clamp's is an earlier step's): the point is seen
    // turning about m, not wandering.
    void theTurnForwardShowsThetaFromTheStart() {
        for (const char* id : {"circle-rotated.fold", "circle-rotated.clamp"}) {
            const std::optional<Trace> run =
                traceOf(id, Circle{{1, 9}, 3}, RotatedRect::make({7, 4}, {5, 3}, 30));
            QVERIFY(run);
            const Trace& t = *run;
            const int k = stepBefore(t, "nearest-world");
            const MotionFrame frame = frameAt(t, k, 0.1);
            bool theta = false, turned = false;
            for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives) {
                theta |= p.kind == PrimitiveKind::Arc && p.symbol == Symbol::Angle;
                turned |= p.symbol == Symbol::TurnedNearest;
            }
            QVERIFY2(theta, id);
            QVERIFY2(turned || std::string(id) == "circle-rotated.clamp", id);
        }
    }

    // SAT's corners drop one at a time, a's two then b's, and a shadow is cast only once
    // both its ends have landed: never there before the corners that make it (its line is).
    void eachShadowIsCastWhenItsCornersLand() {
        const std::optional<Trace> run =
            traceOf("rect-rect.sat", RotatedRect::make({4, 2}, {4, 2}, 20),
                    RotatedRect::make({9, 8}, {3, 2}, -35));
        QVERIFY(run);
        const Trace& t = *run;
        const int k = stepBefore(t, "axis.1");
        const auto shadows = [&](double f) {
            std::vector<Owner> cast;
            const MotionFrame frame = frameAt(t, k, f); // kept: the loop reads into it
            for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives)
                if (p.kind == PrimitiveKind::Segment && p.role == Role::Shadow)
                    cast.push_back(p.owner);
            return cast;
        };
        QVERIFY(shadows(0.1).empty());
        // The axis's arrow (which way it points, from a towards b) is there from the start.
        {
            const MotionFrame frame = frameAt(t, k, 0.1); // kept: the loop reads into it
            int arrows = 0;
            for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives)
                arrows += p.arrow && p.role == Role::Construction;
            QCOMPARE(arrows, 1);
        }
        // Meanwhile each shadow's line is there, thin, where its corners are going.
        int lanes = 0;
        {
            const MotionFrame frame = frameAt(t, k, 0.1); // kept: the loops read into it
            for (const Primitive& band : t.steps[std::size_t(k) + 1].primitives)
                if (band.kind == PrimitiveKind::Segment && band.role == Role::Shadow)
                    for (const Primitive& p : frame.trace.steps[std::size_t(k) + 1].primitives)
                        lanes += p.kind == PrimitiveKind::Segment && p.role == Role::Construction &&
                                 p.points == band.points && p.owner == band.owner;
        }
        QCOMPARE(lanes, 2);
        QVERIFY(shadows(0.45).empty()); // a's second corner is still on its way
        QCOMPARE(shadows(0.55), std::vector<Owner>{Owner::A});
        QCOMPARE(shadows(0.95), std::vector<Owner>{Owner::A});
        QCOMPARE(int(shadows(1.0).size()), 2);
        // The axis that separates them: its separating line comes with the result, at the end.
        int last = k;
        while (!(t.steps[std::size_t(last) + 1].decides))
            ++last;
        const auto separating = [&](double f) {
            int n = 0;
            const MotionFrame frame = frameAt(t, last, f); // kept: the loop reads into it
            for (const Primitive& p : frame.trace.steps[std::size_t(last) + 1].primitives)
                n += p.kind == PrimitiveKind::Line && p.role == Role::Separating;
            return n;
        };
        QCOMPARE(separating(0.9), 0);
        QCOMPARE(separating(1.0), 1);
        // Meanwhile the axis is named on its line: the arrow that will carry its name waits.
        const auto axisNamed = [&](double f) {
            const MotionFrame frame = frameAt(t, last, f); // kept: the loop reads into it
            int named = 0;
            for (const Primitive& p : frame.trace.steps[std::size_t(last) + 1].primitives)
                named += p.symbol == Symbol::Axis && p.index == last + 1 - k;
            return named;
        };
        QCOMPARE(axisNamed(0.5), 1);
        QCOMPARE(axisNamed(1.0), 1); // the arrow's, the line unnamed again
    }

    // A turn draws a spoke from its centre to each moving point on the way (the turn reads
    // as one about m), and none at the ends.
    void aTurnHasSpokesFromItsCentre() {
        Motion turn = turnAboutOrigin(90);
        turn.centre = {0, 0};
        const Trace t = twoSteps(turn);
        const MotionFrame mid = frameAt(t, 0, 0.5);
        bool spoke = false;
        std::optional<Vec2> moving;
        for (const Primitive& p : mid.trace.steps[1].primitives)
            if (p.kind == PrimitiveKind::Point)
                moving = p.points[0];
        QVERIFY(moving);
        for (const Primitive& p : mid.trace.steps[1].primitives)
            spoke |= p.kind == PrimitiveKind::Segment && p.role == Role::Ghost &&
                     p.points[0] == (Vec2{0, 0}) && p.points[1] == *moving;
        QVERIFY(spoke);
        QVERIFY(samePictures(frameAt(t, 0, 1.0).trace, t));
    }

    // A clamp's slide goes into the x band first, then into the y band: at the half N has
    // its x and the centre's y, and it never cuts the corner.
    void aSlideGoesAlongXThenY() {
        Motion m;
        m.kind = MotionKind::Slide;
        m.offset = {-4, -2}; // from (14, 10) to N = (10, 8)
        const Vec2 n{10, 8};
        QVERIFY(distance(inMotion(m, n, 0.0), {14, 10}) < 1e-12);
        QVERIFY(distance(inMotion(m, n, 0.25), {12, 10}) < 1e-12);
        QVERIFY(distance(inMotion(m, n, 0.5), {10, 10}) < 1e-12);
        QVERIFY(distance(inMotion(m, n, 0.75), {10, 9}) < 1e-12);
        QVERIFY(distance(inMotion(m, n, 1.0), n) < 1e-12);
        // A turned frame: x is the frame's own axis.
        m.direction = {0, 1};
        QVERIFY(distance(inMotion(m, n, 0.5), {14, 8}) < 1e-12);
        // Only one coordinate to clamp: that leg takes the whole time.
        m.direction = {1, 0};
        m.offset = {-4, 0};
        QVERIFY(distance(inMotion(m, {10, 10}, 0.5), {12, 10}) < 1e-12);
    }

    // Only what the motion names moves; the rest of the step waits for the end, but a
    // moved copy's path is drawn as far as the motion has come.
    void onlyTheNamedMoveAndPathsGrow() {
        Motion turn = turnAboutOrigin(90);
        turn.moving = {Symbol::TurnedCentre};
        Trace t = twoSteps(turn);
        Primitive path = arc(Role::Ghost, {0, 0}, 1, 0, 90);
        path.arrow = true;
        t.steps[1].primitives.push_back(path);
        const MotionFrame mid = frameAt(t, 0, 0.5);
        QCOMPARE(mid.trace.steps[1].primitives.size(), std::size_t(3)); // and its spoke
        // The point is named where it lands, not on its way.
        QCOMPARE(mid.trace.steps[1].primitives[0].symbol, Symbol::None);
        QCOMPARE(mid.trace.steps[1].primitives[0].kind, PrimitiveKind::Point);
        QCOMPARE(mid.trace.steps[1].primitives[1].spanDeg, 45.0);
    }

    // With stillFirst, what does not move is drawn from the start of the move, as it stands.
    void whatStaysIsDrawnFirstWhenAsked() {
        Motion turn = turnAboutOrigin(90);
        turn.moving = {Symbol::TurnedCentre};
        Trace t = twoSteps(turn);
        QCOMPARE(frameAt(t, 0, 0.5).trace.steps[1].primitives.size(), std::size_t(2));
        t.steps[1].motion.stillFirst = true;
        const MotionFrame frame = frameAt(t, 0, 0.5);
        const std::vector<Primitive>& mid = frame.trace.steps[1].primitives;
        QCOMPARE(mid.size(), std::size_t(4)); // the point, the circle, the segment, its spoke
        QVERIFY(mid[1].kind == PrimitiveKind::Circle &&
                mid[1].points == t.steps[1].primitives[1].points);
        QVERIFY(mid[2].kind == PrimitiveKind::Segment &&
                mid[2].points == t.steps[1].primitives[2].points);
    }

    // A push slides along its own normal: its across part is rounding's crumb, not a second
    // leg, so it is half way at half time (it had finished by then, and stood still after).
    void aPushAlongItsNormalIsHalfWayAtHalfTime() {
        Motion m;
        m.kind = MotionKind::Slide;
        m.direction = {5.0 / 13, 12.0 / 13};
        m.offset = 1.7 * m.direction; // its across part rounds to -1.1e-16, not 0
        const Vec2 arrived{5, 7};
        for (const double t : {0.25, 0.5, 0.75}) {
            const Vec2 at = inMotion(m, arrived, t);
            QVERIFY(distance(at, arrived - (1 - t) * m.offset) < 1e-12);
        }
        // A slide with two real legs still takes them in turn.
        m.direction = {1, 0};
        m.offset = {2, 3};
        QVERIFY(distance(inMotion(m, arrived, 0.5), arrived - Vec2{0, 3}) < 1e-12);
    }

    // A step without a motion is a cut: the step before until the end.
    void aCutHoldsTheStepBefore() {
        const Trace t = twoSteps(Motion{});
        QCOMPARE(frameAt(t, 0, 0.5).current, 0);
        QVERIFY(samePictures(frameAt(t, 0, 0.5).trace, t));
        QCOMPARE(frameAt(t, 0, 1.0).current, 1);
    }

    // Lesson 4's roll: the copy of the circle touches the rect all the way round (its
    // centre is r from the rect), and the outline is drawn as far as the centre has come.
    void theRollKeepsTheCopyTouchingTheRect() {
        const Algorithm* alg = findAlgorithm("circle-rect.rounded");
        QVERIFY(alg);
        Trace t;
        const Rect b{{0, 0}, {8, 4}};
        QVERIFY(runAlgorithm(*alg, Shape{Circle{{11, 8}, 6}}, Shape{b}, Touching::Counts, &t).ok());
        int roll = -1;
        for (std::size_t i = 0; i < t.steps.size(); ++i)
            if (t.steps[i].motion.kind == MotionKind::Roll)
                roll = int(i);
        QVERIFY(roll > 0);
        const double perimeter = 2 * (8 + 4) + 2 * std::numbers::pi * 6;
        for (double f : {0.05, 0.3, 0.5, 0.77, 0.95}) {
            const MotionFrame frame = frameAt(t, roll - 1, f);
            QCOMPARE(frame.current, roll);
            double drawn = 0;
            std::optional<Vec2> copy;
            bool radius = false;
            for (const Primitive& p : frame.trace.steps[std::size_t(roll)].primitives) {
                // r, which the narration points at, stands at the top edge from the start.
                if (p.role == Role::Radius) {
                    radius = p.symbol == Symbol::Radius && distance(p.points[0], p.points[1]) == 6;
                    continue;
                }
                if (p.kind == PrimitiveKind::Circle) {
                    QCOMPARE(p.radius, 6.0);
                    copy = p.points[0];
                } else if (p.kind == PrimitiveKind::Arc) {
                    drawn += std::abs(p.spanDeg) * std::numbers::pi / 180 * p.radius;
                } else if (p.kind == PrimitiveKind::Segment) {
                    drawn += distance(p.points[0], p.points[1]);
                }
            }
            QVERIFY(copy);
            QVERIFY(radius);
            QVERIFY(std::abs(drawn - f * perimeter) < 1e-9 * perimeter);
            const Vec2 n{std::clamp(copy->x, 0.0, 8.0), std::clamp(copy->y, 0.0, 4.0)};
            QVERIFY(std::abs(distance(*copy, n) - 6) < 1e-9);
        }
    }

    // The methods' own motions: every step that has one starts where the step before
    // left off and ends on its own picture, and the turn back of lesson 7 keeps distances.
    void theMethodsTransitionsStartAndEndOnTheirSteps() {
        const Circle c{{1, 9}, 3};
        const RotatedRect r = RotatedRect::make({7, 4}, {5, 3}, 30);
        const Shape rect{Rect{{2, 1}, {12, 7}}};
        // Two rects by SAT (the shadows' ends drop from their corners) and two circles by
        // squares (the legs drawn on) too.
        const std::pair<const char*, std::pair<Shape, Shape>> runs[] = {
            {"circle-rotated.clamp", {Shape{c}, Shape{r}}},
            {"circle-rotated.fold", {Shape{c}, Shape{r}}},
            {"circle-rect.fold", {Shape{c}, rect}},
            {"circle-rect.clamp", {Shape{c}, rect}},
            {"circle-rect.rounded", {Shape{c}, rect}},
            {"rect-rect.sat",
             {Shape{RotatedRect::make({4, 2}, {4, 2}, 20)},
              Shape{RotatedRect::make({9, 8}, {3, 2}, -35)}}},
            {"circle-circle.squared", {Shape{Circle{{1, 1}, 3}}, Shape{Circle{{7, 9}, 4}}}}};
        int motions = 0;
        for (const auto& [id, shapes] : runs) {
            const Algorithm* alg = findAlgorithm(id);
            QVERIFY(alg);
            Trace t;
            QVERIFY(runAlgorithm(*alg, shapes.first, shapes.second, Touching::Counts, &t).ok());
            for (int k = 0; k + 1 < int(t.steps.size()); ++k) {
                if (!hasMotion(t.steps[std::size_t(k + 1)]))
                    continue;
                ++motions;
                QVERIFY(samePictures(frameAt(t, k, 0.0).trace, t));
                QVERIFY(samePictures(frameAt(t, k, 1.0).trace, t));
                QCOMPARE(frameAt(t, k, 1.0).current, k + 1);
                // Midway the step shows a frame of its own.
                QCOMPARE(frameAt(t, k, 0.5).current, k + 1);
                QVERIFY(!frameAt(t, k, 0.5).trace.steps[std::size_t(k + 1)].primitives.empty());
                const Motion& m = t.steps[std::size_t(k + 1)].motion;
                if (m.kind != MotionKind::Turn)
                    continue;
                for (const Primitive& p : t.steps[std::size_t(k + 1)].primitives)
                    for (std::size_t i = 0; i < p.points.size(); ++i) {
                        if (p.kind == PrimitiveKind::Line && i == 1)
                            continue; // a direction
                        const Vec2 at = p.points[i];
                        const double d = distance(at, m.centre);
                        for (double f : {0.2, 0.5, 0.8})
                            QVERIFY(std::abs(distance(inMotion(m, at, f), m.centre) - d) <=
                                    1e-12 * std::max(d, 1.0));
                    }
            }
        }
        QVERIFY(motions >= 10);
    }
};

} // namespace tst_motion

#define OVERLAP_SUBJECT tst_motion
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_motion::TestMotion)
#include "tst_motion.moc"
