// Push apart: the response (separation, normal, witnesses) of every pair, against a
// reference worked in quad precision (__float128) from the shapes' polygons and circles by
// another route; its sign against the exact class on touching and just-off-touching
// scenes; the cases with several answers; and bad input refused.

#include "core/method_table.h"
#include "core/response/response.h"
#include "core/response/typed_response.h"
#include "core/verdict_class.h"

#include "tests/support/shape_builders.h"
#include "tests/support/tie_scenes.h"

#include <QtTest>

#include <quadmath.h>

#include <array>
#include <cmath>
#include <optional>
#include <random>
#include <string_view>
#include <utility>
#include <vector>

namespace tst_response {

using namespace overlap;
using namespace overlap::test;

namespace {

using Q = __float128;

struct QV {
    Q x, y;
};
QV operator-(QV a, QV b) {
    return {a.x - b.x, a.y - b.y};
}
QV operator+(QV a, QV b) {
    return {a.x + b.x, a.y + b.y};
}
QV operator*(Q s, QV a) {
    return {s * a.x, s * a.y};
}
Q dotq(QV a, QV b) {
    return a.x * b.x + a.y * b.y;
}
Q lenq(QV a) {
    return sqrtq(dotq(a, a));
}
QV qv(Vec2 v) {
    return {Q(v.x), Q(v.y)};
}

// The reference's view of a shape: a circle, or a convex polygon counter-clockwise.
struct RefShape {
    bool circle = false;
    QV c{};
    Q r = 0;
    std::vector<QV> corners;
};

RefShape refOf(const Shape& s) {
    RefShape out;
    if (const auto* c = std::get_if<Circle>(&s)) {
        out.circle = true, out.c = qv(c->c), out.r = Q(c->r);
    } else if (const auto* r = std::get_if<Rect>(&s)) {
        out.corners = {{Q(r->min.x), Q(r->min.y)},
                       {Q(r->max.x), Q(r->min.y)},
                       {Q(r->max.x), Q(r->max.y)},
                       {Q(r->min.x), Q(r->max.y)}};
    } else {
        const auto& t = std::get<RotatedRect>(s);
        const QV u = qv(t.axis), v{-u.y, u.x}, m = qv(t.c);
        const QV x = Q(t.half.x) * u, y = Q(t.half.y) * v;
        out.corners = {m - x - y, m + x - y, m + x + y, m - x + y};
    }
    return out;
}

QV nearestOnQ(QV s0, QV s1, QV p) {
    const QV d = s1 - s0;
    const Q len2 = dotq(d, d);
    Q t = len2 > 0 ? dotq(p - s0, d) / len2 : 0;
    t = t < 0 ? Q(0) : t > 1 ? Q(1) : t;
    return s0 + t * d;
}

// Distance from p to a convex polygon's boundary, and whether p is inside (or on it).
Q boundaryDistance(const std::vector<QV>& poly, QV p, bool& inside) {
    Q best = 1e300;
    inside = true;
    for (std::size_t k = 0; k < poly.size(); ++k) {
        const QV s0 = poly[k], s1 = poly[(k + 1) % poly.size()];
        best = fminq(best, lenq(p - nearestOnQ(s0, s1, p)));
        const QV e = s1 - s0, q = p - s0;
        if (e.x * q.y - e.y * q.x < 0)
            inside = false;
    }
    return best;
}

// The shortest move of polygon a out of polygon b (SAT over both's edge normals), or the
// distance between them when apart: the signed separation.
Q polygonSeparation(const std::vector<QV>& a, const std::vector<QV>& b, bool apart) {
    if (apart) {
        Q best = 1e300;
        bool ignored;
        for (QV p : a)
            best = fminq(best, boundaryDistance(b, p, ignored));
        for (QV p : b)
            best = fminq(best, boundaryDistance(a, p, ignored));
        return best;
    }
    Q depth = 1e300;
    for (const std::vector<QV>* poly : {&a, &b})
        for (std::size_t k = 0; k < poly->size(); ++k) {
            const QV e = (*poly)[(k + 1) % poly->size()] - (*poly)[k];
            const Q len = lenq(e);
            if (len == 0)
                continue;
            const QV n{-e.y / len, e.x / len};
            Q minA = 1e300, maxA = -1e300, minB = 1e300, maxB = -1e300;
            for (QV p : a)
                minA = fminq(minA, dotq(p, n)), maxA = fmaxq(maxA, dotq(p, n));
            for (QV p : b)
                minB = fminq(minB, dotq(p, n)), maxB = fmaxq(maxB, dotq(p, n));
            depth = fminq(depth, fminq(maxB - minA, maxA - minB));
        }
    return -depth;
}

// The reference separation of a from b.
Q referenceSeparation(const Shape& a, const Shape& b, VerdictClass exact) {
    const RefShape ra = refOf(a), rb = refOf(b);
    if (ra.circle && rb.circle)
        return lenq(ra.c - rb.c) - (ra.r + rb.r);
    if (ra.circle || rb.circle) {
        const RefShape& c = ra.circle ? ra : rb;
        const RefShape& poly = ra.circle ? rb : ra;
        bool inside;
        const Q d = boundaryDistance(poly.corners, c.c, inside);
        return inside ? -(c.r + d) : d - c.r;
    }
    return polygonSeparation(ra.corners, rb.corners, exact == VerdictClass::Apart);
}

// Whether p lies on the shape's boundary, to within `slack`.
bool onBoundary(const Shape& s, Vec2 p, double slack) {
    const RefShape r = refOf(s);
    if (r.circle)
        return fabsq(lenq(qv(p) - r.c) - r.r) <= slack;
    bool inside;
    return boundaryDistance(r.corners, qv(p), inside) <= slack;
}

Shape randomShape(std::mt19937_64& rng, int kind) {
    std::uniform_real_distribution<double> at(-20, 20), size(0.25, 8), turn(-180, 180);
    switch (kind) {
    case 0:
        return C(at(rng), at(rng), size(rng));
    case 1: {
        const double x = at(rng), y = at(rng);
        return R(x, y, x + size(rng), y + size(rng));
    }
    default:
        return T(at(rng), at(rng), size(rng), size(rng), turn(rng));
    }
}

QString describe(const Shape& a, const Shape& b) {
    const auto one = [](const Shape& s) {
        if (const auto* c = std::get_if<Circle>(&s))
            return QStringLiteral("C(%1, %2, %3)")
                .arg(c->c.x, 0, 'g', 17)
                .arg(c->c.y, 0, 'g', 17)
                .arg(c->r, 0, 'g', 17);
        if (const auto* r = std::get_if<Rect>(&s))
            return QStringLiteral("R(%1, %2, %3, %4)")
                .arg(r->min.x, 0, 'g', 17)
                .arg(r->min.y, 0, 'g', 17)
                .arg(r->max.x, 0, 'g', 17)
                .arg(r->max.y, 0, 'g', 17);
        const auto& t = std::get<RotatedRect>(s);
        return QStringLiteral("T(%1, %2, %3, %4, %5)")
            .arg(t.c.x, 0, 'g', 17)
            .arg(t.c.y, 0, 'g', 17)
            .arg(t.half.x, 0, 'g', 17)
            .arg(t.half.y, 0, 'g', 17)
            .arg(t.angleDeg, 0, 'g', 17);
    };
    return one(a) + QStringLiteral(" vs ") + one(b);
}

// Every property a response has, against the reference; empty when all hold.
QString problemWith(const Shape& a, const Shape& b) {
    const ResponseOutcome out = respond(a, b);
    if (!out.ok())
        return QString::fromStdString(out.error);
    const Response& r = out.response;
    const double bound = responseErrorBound(a, b);
    const Q ref = referenceSeparation(a, b, r.verdict);
    const QString where = describe(a, b);
    if (fabsq(Q(r.separation) - ref) > bound)
        return where + QStringLiteral(": separation %1, reference %2")
                           .arg(r.separation, 0, 'g', 17)
                           .arg(double(ref), 0, 'g', 17);
    // The sign is the exact class's.
    const bool signOk = r.verdict == VerdictClass::Touching  ? r.separation == 0
                        : r.verdict == VerdictClass::Overlap ? r.separation < 0
                                                             : r.separation > 0;
    if (!signOk)
        return where + QStringLiteral(": separation %1 against the class").arg(r.separation);
    if (std::abs(std::hypot(r.normal.x, r.normal.y) - 1) > 1e-14)
        return where + QStringLiteral(": the normal is not a unit vector");
    // The witnesses lie on the shapes and realise the separation along the normal.
    if (!onBoundary(a, r.onA, bound) || !onBoundary(b, r.onB, bound))
        return where + QStringLiteral(": a witness is off its shape");
    const Vec2 moved = r.onA + (-r.separation) * r.normal;
    if (std::hypot(moved.x - r.onB.x, moved.y - r.onB.y) > 4 * bound)
        return where + QStringLiteral(": onA moved by the push is not onB");
    // Moving a by the push makes them touch, to within the bound: the reference says so.
    return {};
}

Shape movedBy(const Shape& s, Vec2 by) {
    return std::visit(
        [&](auto v) -> Shape {
            using S = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<S, Circle>)
                v.c = v.c + by;
            else if constexpr (std::is_same_v<S, Rect>)
                v.min = v.min + by, v.max = v.max + by;
            else
                v.c = v.c + by;
            return v;
        },
        s);
}

// Each correct method's typed response path (respondWith<F>, what a game calls and the bench
// times), taking shapes of its own pair as variants; nothing for a shape of another kind.
struct TypedPath {
    std::string_view id;
    std::optional<Response> (*respond)(const Shape& a, const Shape& b);
};
template <auto F> std::optional<Response> typedRespond(const Shape& a, const Shape& b) {
    using Sig = table::Signature<decltype(F)>;
    const auto* first = std::get_if<typename Sig::First>(&a);
    const auto* second = std::get_if<typename Sig::Second>(&b);
    if (!first || !second)
        return std::nullopt;
    return respondWith<F>(*first, *second);
}
template <std::size_t I> constexpr TypedPath typedPathOf() {
    constexpr const Algorithm& m = table::kMethods[I];
    constexpr std::size_t entry = m.typed.index();
    if constexpr (entry == 0 || m.pitfall)
        return {m.id, nullptr};
    else
        return {m.id, typedRespond<std::get<entry>(m.typed)>};
}
template <std::size_t... I> std::vector<TypedPath> typedPaths(std::index_sequence<I...>) {
    std::vector<TypedPath> out;
    for (const TypedPath& p : {typedPathOf<I>()...})
        if (p.respond)
            out.push_back(p);
    return out;
}

// a moved by `ulps` ulps of its place along `way`: the ulp of its farthest number along each
// axis, so that all of it moves.
Shape nudged(const Shape& a, Vec2 way, double ulps) {
    const Vec2 far = std::visit(
        [](const auto& v) {
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, Rect>)
                return Vec2{std::max(std::abs(v.min.x), std::abs(v.max.x)),
                            std::max(std::abs(v.min.y), std::abs(v.max.y))};
            else
                return Vec2{std::abs(v.c.x), std::abs(v.c.y)};
        },
        a);
    const auto ulp = [](double v) { return std::max(std::nextafter(v, INFINITY) - v, 1e-320); };
    return movedBy(a, Vec2{way.x * ulps * ulp(far.x), way.y * ulps * ulp(far.y)});
}

bool same(const Response& x, const Response& y) {
    return x.verdict == y.verdict && x.separation == y.separation && x.normal == y.normal &&
           x.onA == y.onA && x.onB == y.onB && x.unique == y.unique;
}

} // namespace

class TestResponse : public QObject {
    Q_OBJECT
  private slots:
    // Random scenes of every pair, both orders: overlapping, apart and containing.
    void randomScenesMatchTheReference() {
        std::mt19937_64 rng(20261128);
        const std::array<std::pair<int, int>, 6> pairs{
            {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 2}, {1, 2}}};
        int classes[3] = {0, 0, 0};
        for (const auto& [ka, kb] : pairs)
            for (int i = 0; i < 3000; ++i) {
                const Shape a = randomShape(rng, ka), b = randomShape(rng, kb);
                for (bool swap : {false, true}) {
                    const QString why = swap ? problemWith(b, a) : problemWith(a, b);
                    QVERIFY2(why.isEmpty(), qPrintable(why));
                }
                ++classes[int(respond(a, b).response.verdict)];
            }
        QVERIFY(classes[int(VerdictClass::Apart)] > 1000);
        QVERIFY(classes[int(VerdictClass::Overlap)] > 1000);
    }

    // The typed path of every correct method gives respond()'s answer bit for bit: on random
    // scenes of its pair, on every tie scene that is of its pair, and on each nudged from 1
    // to 2^24 ulps, across the band where the numbers' filter becomes sure of the class (the
    // typed path then keeps the rounded separation's sign as it is; respond() settles it).
    void everyTypedPathIsRespond() {
        const std::vector<TypedPath> paths =
            typedPaths(std::make_index_sequence<table::kMethods.size()>{});
        int correct = 0;
        for (const Algorithm& a : algorithms())
            correct += !a.pitfall;
        QCOMPARE(int(paths.size()), correct);
        std::mt19937_64 rng(29);
        std::vector<std::pair<Shape, Shape>> scenes;
        for (int i = 0; i < 2000; ++i)
            for (const auto& [ka, kb] : {std::pair{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 2}})
                scenes.push_back({randomShape(rng, ka), randomShape(rng, kb)});
        for (const test::TieScene& t : test::tieScenes()) {
            scenes.push_back({t.a, t.b});
            for (const Vec2 way : {Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}})
                for (double ulps = 1; ulps <= 0x1p24; ulps *= 4)
                    // (A rect keeps its far edges' remainders as it moves: where they no
                    // longer fit its new edges, the scene is not valid, and skipped.)
                    if (const Shape a = nudged(t.a, way, ulps); respond(a, t.b).ok())
                        scenes.push_back({a, t.b});
        }
        for (const TypedPath& path : paths) {
            int taken = 0;
            for (const auto& [a, b] : scenes) {
                const std::optional<Response> typed = path.respond(a, b);
                if (!typed)
                    continue;
                ++taken;
                QVERIFY2(same(*typed, respond(a, b).response),
                         qPrintable(QString::fromUtf8(path.id.data(), qsizetype(path.id.size())) +
                                    QStringLiteral(": ") + describe(a, b)));
            }
            QVERIFY2(taken >= 2000, path.id.data());
        }
    }

    // The push, applied, leaves them touching to within the bound: the reference says the
    // moved a is as far from b as rounding can make it.
    void pushingApartLeavesThemTouching() {
        std::mt19937_64 rng(7);
        int pushed = 0;
        for (int i = 0; i < 20000; ++i) {
            const int ka = int(rng() % 3), kb = ka == 0 ? int(rng() % 3) : 1 + int(rng() % 2);
            const Shape a = randomShape(rng, ka), b = randomShape(rng, kb);
            const Response r = respond(a, b).response;
            if (r.verdict != VerdictClass::Overlap)
                continue;
            const Shape moved = movedBy(a, (-r.separation) * r.normal);
            const Q after = referenceSeparation(moved, b, VerdictClass::Overlap);
            QVERIFY2(fabsq(after) <= 8 * responseErrorBound(a, b),
                     qPrintable(describe(a, b) +
                                QStringLiteral(": after the push %1").arg(double(after))));
            ++pushed;
        }
        QVERIFY(pushed > 500);
    }

    // On exact touching scenes the separation is 0 exactly; a hair either way, its sign is
    // the exact class's.
    void theSignIsTheExactClass_data() {
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::newRow("circles 3-4-5") << C(0, 0, 2) << C(3, 4, 3);
        const double s = std::ldexp(1.0, -990);
        QTest::newRow("circles, tiny") << C(0, 0, 2 * s) << C(3 * s, 4 * s, 3 * s);
        QTest::newRow("circle on a rect's edge") << C(-2, 3, 2) << R(0, 0, 10, 7);
        QTest::newRow("circle on a rect's corner 3-4-5") << C(13, 10, 5) << R(0, 0, 10, 6);
        QTest::newRow("circle on a turned rect's edge") << C(5, 0, 3) << T(0, 0, 2, 2, 90);
        QTest::newRow("rects side by side") << R(0, 0, 1, 1) << R(1, 0, 2, 1);
        QTest::newRow("rects corner to corner") << R(0, 0, 1, 1) << R(1, 1, 2, 2);
        QTest::newRow("turned rects edge to edge") << T(0, 0, 1, 1, 90) << T(2, 0, 1, 1, 0);
        QTest::newRow("rect and turned rect") << R(0, 0, 2, 2) << T(3, 1, 1, 1, 180);
    }
    void theSignIsTheExactClass() {
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        const Response touching = respond(a, b).response;
        QCOMPARE(touching.verdict, VerdictClass::Touching);
        QCOMPARE(touching.separation, 0.0);
        QVERIFY(!std::signbit(touching.separation));
        // Nudged by an ulp of its place in each of four directions: whatever the exact class
        // becomes, the sign follows it.
        int changed = 0;
        for (const Vec2 way : {Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}})
            for (int ulps : {1, 3}) {
                const Shape near = nudged(a, way, ulps);
                const ResponseOutcome out = respond(near, b);
                QVERIFY(out.ok());
                const Response& r = out.response;
                changed += r.verdict != VerdictClass::Touching;
                const bool signOk = r.verdict == VerdictClass::Touching  ? r.separation == 0
                                    : r.verdict == VerdictClass::Overlap ? r.separation < 0
                                                                         : r.separation > 0;
                QVERIFY2(signOk,
                         qPrintable(describe(near, b) + QStringLiteral(": %1").arg(r.separation)));
            }
        QVERIFY(changed > 0);
    }

    // Every touching and near-touching scene of the tie tests: the class is theirs, the
    // separation's sign is its, and the rest holds as on random scenes.
    void theTieScenesKeepTheirSign() {
        int scenes = 0;
        for (const test::TieScene& scene : test::tieScenes()) {
            for (bool swap : {false, true}) {
                const Shape& a = swap ? scene.b : scene.a;
                const Shape& b = swap ? scene.a : scene.b;
                const ResponseOutcome out = respond(a, b);
                QVERIFY2(out.ok(), scene.name);
                QVERIFY2(out.response.verdict == scene.expected, scene.name);
                const double s = out.response.separation;
                QVERIFY2(scene.expected == VerdictClass::Touching  ? s == 0 && !std::signbit(s)
                         : scene.expected == VerdictClass::Overlap ? s < 0
                                                                   : s > 0,
                         scene.name);
                const QString why = problemWith(a, b);
                QVERIFY2(why.isEmpty(), qPrintable(QString::fromUtf8(scene.name) + ": " + why));
            }
            ++scenes;
        }
        QVERIFY(scenes > 20);
    }

    // Where several moves are shortest, the answer says so and picks the first of +x, −x,
    // +y, −y.
    void severalAnswersAreSaid() {
        const Response concentric = respond(C(1, 1, 2), C(1, 1, 3)).response;
        QVERIFY(!concentric.unique);
        QCOMPARE(concentric.separation, -5.0);
        QCOMPARE(concentric.normal, (Vec2{1, 0}));
        // The centre as far from the left edge as from the right: out through the right.
        const Response middle = respond(C(5, 0, 1), R(0, -10, 10, 10)).response;
        QVERIFY(!middle.unique);
        QCOMPARE(middle.normal, (Vec2{1, 0}));
        QCOMPARE(middle.separation, -6.0);
        // A centre inside leaves by its nearest edge, not along C − N (which is 0).
        const Response inside = respond(C(2, 5, 1), R(0, 0, 10, 20)).response;
        QVERIFY(inside.unique);
        QCOMPARE(inside.normal, (Vec2{-1, 0}));
        QCOMPARE(inside.separation, -3.0);
        QCOMPARE(inside.onB, (Vec2{0, 5}));
        // A rect inside a rect: the shortest way out of b, as a whole.
        const Response held = respond(R(1, 2, 3, 3), R(0, 0, 10, 10)).response;
        QCOMPARE(held.normal, (Vec2{-1, 0}));
        QCOMPARE(held.separation, -3.0);
        // A square on a square: every way is as long.
        QVERIFY(!respond(R(0, 0, 2, 2), R(0, 0, 2, 2)).response.unique);
    }

    // Inside a turned rect the centre leaves by the nearest edge of the rect's own frame,
    // along that edge's axis exactly, with the same order and the same word on a tie.
    void insideATurnedRectLeavesByItsNearestEdge() {
        // Turned a quarter: u = (0, 1), v = (−1, 0); the rect spans x in [−5, 5], y in
        // [−10, 10]. The centre (3, 0) is 2 from the edge at x = 5, which is −v.
        const Response near =
            respond(Shape{Circle{{3, 0}, 1}}, Shape{RotatedRect::make({0, 0}, {10, 5}, 90)})
                .response;
        QVERIFY(near.unique);
        QCOMPARE(near.normal, (Vec2{1, 0}));
        QCOMPARE(near.separation, -3.0);
        QCOMPARE(near.onA, (Vec2{2, 0}));
        QCOMPARE(near.onB, (Vec2{5, 0}));
        // At the centre of a turned square all four edges are as near: the first, +u.
        const RotatedRect square = RotatedRect::make({1, 2}, {4, 4}, 30);
        const Response middle = respond(Shape{Circle{{1, 2}, 1}}, Shape{square}).response;
        QVERIFY(!middle.unique);
        QCOMPARE(middle.normal, square.axis);
        QCOMPARE(middle.separation, -5.0);
        // Off the centre towards −v (v = u turned a quarter): out through −v, exactly.
        const Vec2 v{-square.axis.y, square.axis.x};
        const Response below =
            respond(Shape{Circle{Vec2{1, 2} - 3.0 * v, 0.5}}, Shape{square}).response;
        QVERIFY(below.unique);
        QCOMPARE(below.normal, -v);
        QVERIFY(std::abs(below.separation + 1.5) <= 1e-14);
    }

    // Worked by hand: 6-8-10 circles 7 apart; a circle over a rect's corner given rect
    // first; a rect reaching 1 into another.
    void smallScenesByHand() {
        const Response circles = respond(C(0, 0, 1), C(6, 8, 2)).response;
        QCOMPARE(circles.separation, 7.0);
        QCOMPARE(circles.normal, (Vec2{-0.6, -0.8}));
        const Response rectFirst = respond(R(0, 0, 10, 6), C(13, 10, 6)).response;
        QCOMPARE(rectFirst.separation, -1.0);
        QCOMPARE(rectFirst.normal, (Vec2{-0.6, -0.8})); // the rect moves away from the circle
        QCOMPARE(rectFirst.onA, (Vec2{10, 6}));
        const Response rects = respond(R(0, 0, 10, 6), R(9, 1, 20, 5)).response;
        QCOMPARE(rects.separation, -1.0);
        QCOMPARE(rects.normal, (Vec2{-1, 0}));
    }

    void badInputIsRefused() {
        QVERIFY(!respond(C(std::nan(""), 0, 1), C(0, 0, 1)).ok());
        QVERIFY(!respond(C(0, 0, -1), R(0, 0, 1, 1)).ok());
        QVERIFY(!respond(C(0, 0, 1), R(0, 0, INFINITY, 1)).ok());
    }
};

} // namespace tst_response

#define OVERLAP_SUBJECT tst_response
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_response::TestResponse)
#include "tst_response.moc"
