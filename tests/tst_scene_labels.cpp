// The trace scene's pictures teach: every role's colours read on light and dark paper
// (WCAG: words 4.5:1, strokes 3:1) at both strengths; labels never lie on one another;
// values show as the narration writes them; only the current step shades its region; the
// canvas's words follow the language.

#include "app/scene/axis_ticks.h"
#include "app/scene/label_item.h"
#include "app/scene/label_placer.h"
#include "app/scene/role_style.h"
#include "app/scene/role_table.h"
#include "app/scene/scene_words.h"
#include "app/scene/trace_scene.h"
#include "core/algorithms.h"
#include "core/motion/motion.h"
#include "tests/support/shape_builders.h"

#include <QApplication>
#include <QGraphicsPolygonItem>
#include <QtTest>

namespace tst_scene_labels {

using namespace overlap;
using namespace overlap::scene;

namespace {

QList<QRectF> boxesOf(const QList<TraceScene::PlacedLabel>& labels) {
    QList<QRectF> boxes;
    for (const auto& l : labels)
        boxes << l.box;
    return boxes;
}

QStringList textsOf(const QList<TraceScene::PlacedLabel>& labels) {
    QStringList texts;
    for (const auto& l : labels)
        texts << l.text;
    return texts;
}

} // namespace

class TestSceneLabels : public QObject {
    Q_OBJECT
  private slots:
    void contrastOfEveryRole() {
        for (bool dark : {false, true}) {
            const QColor paper = paperOf(dark).paper;
            QVERIFY(contrastRatio(paperOf(dark).tick, paper) >= 4.5);
            for (int r = 0; r < scene::kRoleCount; ++r)
                for (Owner owner : {Owner::None, Owner::A, Owner::B})
                    for (Emphasis e : {Emphasis::Current, Emphasis::Earlier}) {
                        const RoleStyle st = styleFor(Role(r), e, dark, owner);
                        const QString what =
                            QStringLiteral("%1 owner %2 %3 %4")
                                .arg(roleId(Role(r)))
                                .arg(int(owner))
                                .arg(e == Emphasis::Current ? "current" : "earlier")
                                .arg(dark ? "dark" : "light");
                        QVERIFY2(st.pen.color().alpha() == 255 && st.text.alpha() == 255,
                                 qPrintable(what));
                        QVERIFY2(contrastRatio(st.text, paper) >= 4.5, qPrintable(what));
                        QVERIFY2(contrastRatio(st.pen.color(), paper) >= 3.0, qPrintable(what));
                    }
        }
        // The ratio itself: black on white is 21, a colour on itself 1.
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
    }

    // Shapes a and b differ in colour from each other and from an unowned primitive.
    void ownersHaveTheirColour() {
        for (bool dark : {false, true}) {
            const QColor a = styleFor(Role::Band, Emphasis::Current, dark, Owner::A).pen.color();
            const QColor b = styleFor(Role::Band, Emphasis::Current, dark, Owner::B).pen.color();
            const QColor none = styleFor(Role::Band, Emphasis::Current, dark).pen.color();
            QVERIFY(a != b && a != none && b != none);
            // The role keeps its dashes.
            QCOMPARE(styleFor(Role::Band, Emphasis::Current, dark, Owner::A).pen.style(),
                     styleFor(Role::Band, Emphasis::Current, dark).pen.style());
        }
    }

    void checkerFindsAnOverlap() {
        QCOMPARE(firstOverlap({QRectF(0, 0, 10, 10), QRectF(20, 0, 10, 10)}),
                 std::make_pair(-1, -1));
        // One label moved onto another.
        QCOMPARE(firstOverlap({QRectF(0, 0, 10, 10), QRectF(20, 0, 10, 10), QRectF(5, 5, 10, 10)}),
                 std::make_pair(0, 2));
    }

    // Many labels for one anchor, next to a blocked point: every box is free.
    void placerSeparatesLabelsAtOneSpot() {
        LabelPlacer placer(QRectF(0, 0, 400, 300));
        const QRectF point(195, 145, 10, 10);
        placer.block(point);
        QList<QRectF> boxes{point};
        for (int i = 0; i < 12; ++i)
            boxes << placer.place(QPointF(200, 150), QSizeF(40, 16), 7).box;
        QCOMPARE(firstOverlap(boxes), std::make_pair(-1, -1));
        for (const QRectF& b : boxes)
            QVERIFY(QRectF(0, 0, 400, 300).contains(b));
    }

    // The first free side is up and to the right; a stroke there sends the label elsewhere.
    void placerPrefersBoxesOffStrokes() {
        LabelPlacer open(QRectF(0, 0, 400, 300));
        const QRectF first = open.place(QPointF(200, 150), QSizeF(40, 16), 5).box;
        QVERIFY(first.left() > 200 && first.bottom() < 150);
        LabelPlacer crossed(QRectF(0, 0, 400, 300));
        crossed.avoid(QLineF(150, 130, 300, 130));
        const QRectF moved = crossed.place(QPointF(200, 150), QSizeF(40, 16), 5).box;
        QVERIFY(moved.top() > 130 || moved.bottom() < 130);
    }

    // A dot's name never sits nearer another dot than its own: up and to the right of P lies
    // Q, so P's name goes to another side, nearer P.
    void aDotsNameIsNearerItsOwnDot() {
        const QPointF p(200, 150), q(214, 128);
        const auto nearest = [](const QRectF& b, QPointF at) {
            return std::hypot(std::max({b.left() - at.x(), 0.0, at.x() - b.right()}),
                              std::max({b.top() - at.y(), 0.0, at.y() - b.bottom()}));
        };
        LabelPlacer blind(QRectF(0, 0, 400, 300));
        const QRectF upRight = blind.place(p, QSizeF(30, 16), 6).box;
        QVERIFY(nearest(upRight, q) < nearest(upRight, p)); // the fault this guards
        LabelPlacer placer(QRectF(0, 0, 400, 300));
        placer.addDot(p);
        placer.addDot(q);
        LabelPlacer::Hint hint;
        hint.ofDot = true;
        const LabelPlacer::Placed placed = placer.place(p, QSizeF(30, 16), 6, hint);
        QVERIFY(nearest(placed.box, p) <= nearest(placed.box, q));
        QVERIFY(!placed.leader);
    }

    // Pushed two rings out by its neighbours, a dot's name gets a leader (dots sit close
    // together, so it would read as a neighbour's); another label there does not yet.
    void aDotsNameTwoRingsOutHasALeader() {
        const auto placeOut = [](bool ofDot) {
            LabelPlacer placer(QRectF(0, 0, 400, 300));
            placer.block(QRectF(200 - 14, 150 - 14, 28, 28));
            LabelPlacer::Hint hint;
            hint.ofDot = ofDot;
            return placer.place(QPointF(200, 150), QSizeF(30, 16), 6, hint);
        };
        const LabelPlacer::Placed dot = placeOut(true), other = placeOut(false);
        QCOMPARE(dot.box, other.box); // the same place, two rings out
        QVERIFY(dot.leader);
        QVERIFY(!other.leader);
    }

    // A moving point passing under a kept name does not send it away (it would jump away
    // and back as the point goes by); a name placed afresh keeps off the point's mark.
    void aKeptNameStaysOverAPassingPoint() {
        const QPointF anchor(200, 150);
        LabelPlacer open(QRectF(0, 0, 400, 300));
        const LabelPlacer::Placed first = open.place(anchor, QSizeF(30, 16), 6);
        const QRectF mark(first.box.center() - QPointF(4, 4), QSizeF(8, 8));
        LabelPlacer kept(QRectF(0, 0, 400, 300));
        kept.blockMark(mark);
        LabelPlacer::Hint hint;
        hint.kept = LabelPlacer::Kept{{first.box.translated(-anchor), false}};
        QCOMPARE(kept.place(anchor, QSizeF(30, 16), 6, hint).box, first.box);
        LabelPlacer fresh(QRectF(0, 0, 400, 300));
        fresh.blockMark(mark);
        QVERIFY(!fresh.place(anchor, QSizeF(30, 16), 6).box.intersects(mark));
        // Another label's box is no mark: a kept name never lies over a name.
        LabelPlacer named(QRectF(0, 0, 400, 300));
        named.block(mark);
        QVERIFY(!named.place(anchor, QSizeF(30, 16), 6, hint).box.intersects(mark));
    }

    // A kept name still moves off the path a motion is drawing (it hid lesson 7's turning arc)
    // and off a place nearer a moving point than its own (it read as that point's).
    void aKeptNameMovesOffAPathAndAPassingPoint() {
        const QPointF anchor(200, 150);
        LabelPlacer open(QRectF(0, 0, 400, 300));
        const QRectF first = open.place(anchor, QSizeF(30, 16), 6).box;
        LabelPlacer::Hint hint;
        hint.kept = LabelPlacer::Kept{{first.translated(-anchor), false}};
        hint.ofDot = true;
        LabelPlacer path(QRectF(0, 0, 400, 300));
        const QLineF through(first.left() - 10, first.center().y(), first.right() + 10,
                             first.center().y());
        path.avoid(through); // as the scene tells it: a stroke, and a path
        path.avoidPath(through);
        QVERIFY(path.place(anchor, QSizeF(30, 16), 6, hint).box != first);
        LabelPlacer passing(QRectF(0, 0, 400, 300));
        passing.addDot(anchor);
        passing.addDot(first.topRight() + QPointF(2, -2));
        QVERIFY(passing.place(anchor, QSizeF(30, 16), 6, hint).box != first);
        // With neither, it stays.
        LabelPlacer still(QRectF(0, 0, 400, 300));
        QCOMPARE(still.place(anchor, QSizeF(30, 16), 6, hint).box, first);
    }

    // The place a motion lands on is held on the way: over the path it draws and beside a
    // passing point (it stands there at the end whatever), but never over another name; and
    // where another name took it, the place it had a frame ago comes next.
    void aLandingPlaceIsHeldForAllButNames() {
        const QPointF anchor(200, 150);
        LabelPlacer open(QRectF(0, 0, 400, 300));
        const QRectF first = open.place(anchor, QSizeF(30, 16), 6).box;
        const QRectF other = open.place(anchor, QSizeF(30, 16), 6).box; // the next best
        LabelPlacer::Hint hint;
        hint.kept =
            LabelPlacer::Kept{{first.translated(-anchor), false}, LabelPlacer::Kept::Hold::Held};
        hint.ofDot = true;
        LabelPlacer busy(QRectF(0, 0, 400, 300));
        const QLineF through(first.left() - 10, first.center().y(), first.right() + 10,
                             first.center().y());
        busy.avoid(through);
        busy.avoidPath(through);
        busy.addDot(anchor);
        busy.addDot(first.topRight() + QPointF(2, -2));
        busy.blockMark(QRectF(first.center() - QPointF(4, 4), QSizeF(8, 8)));
        QCOMPARE(busy.place(anchor, QSizeF(30, 16), 6, hint).box, first);
        LabelPlacer named(QRectF(0, 0, 400, 300));
        named.block(first);
        hint.keptElse = LabelPlacer::Kept{{other.translated(-anchor), false}};
        QCOMPARE(named.place(anchor, QSizeF(30, 16), 6, hint).box, other);
    }

    // A later step's element of the same name (the next axis's minB) is another element: it
    // does not take the place the earlier one's name had, which a stroke now crosses.
    void aLaterElementOfTheSameNameIsPlacedAfresh() {
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 300);
        Trace t;
        t.add("first").primitives = {point(Role::Nearest, {5, 5}, Symbol::Nearest)};
        t.add("second").primitives = {point(Role::Nearest, {9, 5}, Symbol::Nearest),
                                      segment(Role::Construction, {8, 6}, {12, 6})};
        t.steps[1].fresh = true;
        TraceScene scene;
        scene.showTrace(t, 0);
        scene.setView(toPixels, QRectF(0, 0, 400, 400));
        const QRectF first = scene.placedLabels().value(0).box;
        const QPointF was = toPixels.map(QPointF(5, 5)), now = toPixels.map(QPointF(9, 5));
        scene.showTrace(t, 1, nullptr, 0.5);
        QRectF second;
        for (const auto& l : scene.placedLabels())
            if (l.box.center().x() > toPixels.map(QPointF(7, 0)).x())
                second = l.box;
        QVERIFY(!second.isNull());
        QVERIFY(second != first.translated(now - was)); // not the first one's place, over the line
    }

    // While a motion plays, a name stays where the still picture before it put it, as long
    // as that place is free, though a stroke now crosses it; at rest it is placed afresh.
    void aNameStaysPutWhileThingsMove() {
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 300);
        const QRectF view(0, 0, 400, 400);
        Trace still;
        still.add("s").primitives = {point(Role::Nearest, {5, 5}, Symbol::Nearest)};
        // Later a segment runs through the place up and to the right of N.
        Trace crossed = still;
        crossed.steps[0].primitives.push_back(segment(Role::Construction, {4, 6}, {8, 6}));
        TraceScene scene;
        scene.showTrace(still, 0);
        scene.setView(toPixels, view);
        const QRectF before = scene.placedLabels().value(0).box;
        QVERIFY(before.bottom() < toPixels.map(QPointF(5, 5)).y()); // above N
        scene.showTrace(crossed, 0, nullptr, 0.5);
        QCOMPARE(scene.placedLabels().value(0).box, before);
        scene.showTrace(crossed, 0, nullptr, 1.0);
        QVERIFY(scene.placedLabels().value(0).box != before);
    }

    // A motion's names are placed once for the whole motion: from its first frame they keep
    // off the path the motion will have drawn by its end, so none has to move off it midway.
    void aMotionsNamesKeepOffWhereItLands() {
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 300);
        const QRectF view(0, 0, 400, 400);
        Trace landing;
        landing.add("s").primitives = {point(Role::Nearest, {5, 5}, Symbol::Nearest)};
        // By its end the motion draws a path up and to the right of N, where N's name was.
        landing.add("move").primitives = {arrow(Role::Ghost, {4, 6}, {8, 6})};
        Trace early = landing; // its first frame: the path not yet drawn
        early.steps[1].primitives.clear();
        TraceScene scene;
        scene.showTrace(landing, 0);
        scene.setView(toPixels, view);
        const QRectF still = scene.placedLabels().value(0).box;
        const QLineF path(toPixels.map(QPointF(4, 6)), toPixels.map(QPointF(8, 6)));
        const auto crosses = [&](const QRectF& box) {
            return path.y1() >= box.top() && path.y1() <= box.bottom() &&
                   box.right() >= path.x1() && box.left() <= path.x2();
        };
        QVERIFY(crosses(still)); // the still picture's place is on the coming path
        scene.showTrace(early, 1, &landing, 1.0 / 36);
        const QRectF first = scene.placedLabels().value(0).box;
        QVERIFY(!crosses(first));
        scene.showTrace(early, 1, &landing, 0.5);
        QCOMPARE(scene.placedLabels().value(0).box, first);
    }

    // A segment's value walks a few rings out, with a leader, rather than lie over an outline
    // (the push's value hid the edge of b it was pushing to); a plain name does not walk so far.
    void aValueWalksOffAnOutline() {
        const QPointF anchor(200, 150);
        const QSizeF size(60, 14);
        // A box of outlines round the anchor, 60 wide and 50 tall: no label of this size
        // fits within it, and the first clear places are three rings out.
        const QList<QLineF> outlines = {
            {170, 125, 230, 125}, {170, 175, 230, 175}, {170, 125, 170, 175}, {230, 125, 230, 175}};
        const auto placeWith = [&](QPointF along) {
            LabelPlacer placer(QRectF(0, 0, 400, 300));
            for (const QLineF& s : outlines)
                placer.avoid(s);
            LabelPlacer::Hint hint;
            hint.along = along;
            return placer.place(anchor, size, 4, hint);
        };
        const auto crosses = [&](const QRectF& box) {
            return std::any_of(outlines.begin(), outlines.end(), [&](const QLineF& s) {
                return box.intersects(
                    QRectF(s.p1(), s.p2()).normalized().adjusted(-0.5, -0.5, 0.5, 0.5));
            });
        };
        const LabelPlacer::Placed value = placeWith(QPointF(1, 0));
        QVERIFY(!crosses(value.box));
        QVERIFY(value.leader);
        // A plain name stays beside its point, over the outline, as before.
        const LabelPlacer::Placed name = placeWith(QPointF());
        QVERIFY(crosses(name.box));
    }

    // A shape's name keeps clear of other outlines where it can (beside b′'s dotted edge "b"
    // read as b′'s name), but sits beside its own outline, which runs through its anchor.
    void aShapeNameKeepsOffOtherOutlines() {
        const QPointF anchor(100, 100);
        const QSizeF size(20, 14);
        const double clearance = 6;
        LabelPlacer placer(QRectF(0, 0, 400, 300));
        placer.avoid(QLineF(60, 100, 140, 100)); // its own outline, through the anchor
        placer.avoid(QLineF(128, 40, 128, 160)); // another outline just right of it
        LabelPlacer::Hint hint;
        hint.outward = QPointF(1, -1); // up and right first: towards the other outline
        const auto placed = placer.placeClear(anchor, size, 4, hint, 4, clearance);
        QVERIFY(placed);
        QVERIFY(placed->box.right() + clearance < 128); // not beside the other outline
        QVERIFY(placed->box.bottom() <= 100 || placed->box.top() >= 100); // beside its own
        // Boxed in by other outlines on every side within reach: none, and nothing blocked.
        LabelPlacer boxed(QRectF(0, 0, 400, 300));
        for (double x = 5; x < 400; x += 10)
            boxed.avoid(QLineF(x, 0, x, 300));
        QVERIFY(!boxed.placeClear(anchor, size, 4, hint, 4, clearance));
        QCOMPARE(boxed.place(anchor, size, 4).box.isEmpty(), false);
    }

    // SAT's corners drop onto each axis, lines appearing midway that the landing picture does
    // not draw: every name whose point stands still keeps one place through each motion
    // (lesson 8's "a's centre" used to dodge a drop line at 80 %).
    void namesOfStillPointsStayThroughEveryMotion() {
        Trace t;
        const Shape a = test::WT(0, 0, 8, 4, 20), b = test::WT(6, 6, 6, 4, -35); // lesson 8
        QVERIFY(runAlgorithm(*findAlgorithm("rect-rect.sat"), a, b, Touching::Counts, &t).ok());
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(480, 400);
        const QRectF view(0, 0, 1160, 580);
        int checked = 0;
        for (int k = 0; k + 1 < int(t.steps.size()); ++k) {
            if (!hasMotion(t.steps[std::size_t(k) + 1]))
                continue;
            TraceScene scene;
            scene.showTrace(t, k, &t);
            scene.setView(toPixels, view);
            QHash<QString, QPointF> firstAt; // each still name's box, from its first frame
            for (const double f : {1.0 / 36, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95}) {
                const MotionFrame frame = frameAt(t, k, f);
                scene.showTrace(frame.trace, frame.current, &t, f);
                for (const auto& l : scene.placedLabels()) {
                    if (l.text.isEmpty() || l.value)
                        continue;
                    // Keyed by its words and its place: a moving point's name moves with it.
                    const QString key = l.text;
                    if (!firstAt.contains(key)) {
                        firstAt.insert(key, l.box.topLeft());
                    } else if (firstAt.value(key) != l.box.topLeft()) {
                        // Allowed only for a name riding on a moving point: its box moves
                        // by whatever its point moved, which a still name's never does.
                        const bool stillName = l.text == QStringLiteral("a's centre") ||
                                               l.text.startsWith(QStringLiteral("axis"));
                        QVERIFY2(!stillName, qPrintable(QStringLiteral("%1 moved at step %2, %3")
                                                            .arg(l.text)
                                                            .arg(k + 1)
                                                            .arg(f)));
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
    }

    // A motion's names stand from its first frames where the picture it lands on puts them:
    // the last frame and that picture place each name on the same side of its point.
    void aMotionsNamesStandWhereItsStepPutsThem() {
        const std::pair<const char*, std::pair<Shape, Shape>> runs[] = {
            {"rect-rect.intersection", {test::W(1, 1, 8, 5), test::W(5, 3, 8, 6)}},
            {"rect-rect.separation", {test::W(1, 1, 8, 5), test::W(5, 3, 8, 6)}},
            {"circle-circle.distance", {test::C(1, 1, 3), test::C(7, 9, 4)}},
            {"circle-circle.squared", {test::C(1, 1, 3), test::C(7, 9, 4)}},
            {"circle-rotated.nine-region", {test::C(1, 9, 2), test::WT(2, 1, 10, 6, 30)}},
            {"circle-rotated.clamp", {test::C(1, 9, 2), test::WT(2, 1, 10, 6, 30)}},
            {"circle-rotated.fold", {test::C(1, 9, 2), test::WT(2, 1, 10, 6, 30)}},
            {"circle-rect.clamp", {test::C(11, 8, 3), test::W(2, 1, 10, 6)}},
            {"circle-rect.rounded", {test::C(11, 8, 3), test::W(2, 1, 10, 6)}},
            {"circle-rect.fold", {test::C(-1, 9, 3), test::W(2, 1, 10, 6)}},
            {"rect-rect.sat", {test::WT(0, 0, 8, 4, 20), test::WT(6, 6, 6, 4, -35)}}};
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(480, 460);
        const QRectF view(0, 0, 1160, 640);
        int compared = 0;
        for (const auto& [id, shapes] : runs) {
            const Algorithm* alg = findAlgorithm(id);
            QVERIFY2(alg, id);
            Trace t;
            QVERIFY(runAlgorithm(*alg, shapes.first, shapes.second, Touching::Counts, &t).ok());
            for (int k = 0; k + 1 < int(t.steps.size()); ++k) {
                if (!hasMotion(t.steps[std::size_t(k) + 1]))
                    continue;
                TraceScene still, moving;
                still.setView(toPixels, view);
                still.showTrace(t, k + 1);
                moving.setView(toPixels, view);
                moving.showTrace(t, k);
                for (const double f : {1.0 / 36, 0.5, 1 - 1e-9}) {
                    const MotionFrame frame = frameAt(t, k, f);
                    moving.showTrace(frame.trace, frame.current, &t, f);
                }
                // Each name, by its words, and its point.
                const auto named = [](const QList<TraceScene::PlacedLabel>& placed) {
                    QMultiHash<QString, TraceScene::PlacedLabel> out;
                    for (const auto& l : placed)
                        out.insert(l.text, l);
                    return out;
                };
                const auto ends = named(moving.placedLabels());
                const auto landed = named(still.placedLabels());
                // Beside its point as the still picture places it (a billionth of the way
                // before it, a point is a billionth of its way from there).
                const auto near = [](QPointF p, QPointF q) {
                    return std::abs(p.x() - q.x()) < 0.01 && std::abs(p.y() - q.y()) < 0.01;
                };
                for (const QString& text : landed.uniqueKeys()) {
                    if (ends.count(text) != 1 || landed.count(text) != 1)
                        continue;
                    const auto end = ends.value(text), land = landed.value(text);
                    if (!near(end.anchor, land.anchor))
                        continue; // another element takes the name over as the step lands
                    // An edge in common across and one along (a name in the step's weight, a
                    // name that was the new one's, differs in width).
                    const QRectF e = end.box.translated(-end.anchor),
                                 l = land.box.translated(-land.anchor);
                    const bool across =
                        near({e.left(), 0}, {l.left(), 0}) || near({e.right(), 0}, {l.right(), 0});
                    const bool along =
                        near({0, e.top()}, {0, l.top()}) || near({0, e.bottom()}, {0, l.bottom()});
                    QVERIFY2(across && along,
                             qPrintable(QStringLiteral("%1: \"%2\" moves as step %3 lands")
                                            .arg(QString::fromLatin1(id), text)
                                            .arg(k + 1)));
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 40);
    }

    // Two points at one place, both named: the scene keeps their names apart.
    void sceneSeparatesNamesAtOnePoint() {
        Trace trace;
        Step& s = trace.add("a");
        s.primitives = {point(Role::Nearest, {1, 1}, Symbol::Nearest),
                        point(Role::Subject, {1, 1}, Symbol::Centre),
                        label(Role::Construction, {1, 1}, "overlap")};
        TraceScene scene;
        scene.showTrace(trace, 0);
        scene.setView(QTransform::fromScale(30, -30) * QTransform::fromTranslate(200, 200),
                      QRectF(0, 0, 400, 400));
        const auto placed = scene.placedLabels();
        QCOMPARE(placed.size(), 3);
        QCOMPARE(firstOverlap(boxesOf(placed)), std::make_pair(-1, -1));
        // Nor over the point itself (at 230, 170 in pixels).
        for (const QRectF& b : boxesOf(placed))
            QVERIFY(!b.contains(QPointF(230, 170)));
    }

    // A turned axis that meets the world's y axis near the view's edge is named near its other
    // end: its name beside the world's axis read as that axis's.
    void aLineIsNamedOffTheWorldsAxes() {
        Trace trace;
        Step& s = trace.add("a");
        // Through (7, 4) at 120°: it meets x = 0 at y = 16.1, near the top of the view.
        s.primitives = {line(Role::Construction, {7, 4}, {-0.5, 0.8660254}, Symbol::OwnAxisY)};
        TraceScene scene;
        scene.showTrace(trace, 0);
        // World (-10..30, -8..18) on 800 x 520 pixels, y up: the origin at (200, 360).
        scene.setView(QTransform::fromScale(20, -20) * QTransform::fromTranslate(200, 360),
                      QRectF(0, 0, 800, 520));
        const auto placed = scene.placedLabels();
        QCOMPARE(placed.size(), 1);
        // Its box keeps 24 pixels from both axes' lines (x = 200, y = 360).
        const QRectF box = placed.front().box;
        const auto clear = [](double lo, double hi, double at) {
            return lo - at > 24 || at - hi > 24;
        };
        QVERIFY2(clear(box.left(), box.right(), 200) && clear(box.top(), box.bottom(), 360),
                 qPrintable(QStringLiteral("at %1, %2").arg(box.left()).arg(box.top())));
    }

    // A value is shown after its name as the narration formats it, found at its step or
    // the latest earlier one.
    void valueBesideName() {
        Trace trace;
        Step& s0 = trace.add("one");
        s0.values = {{"d", 4.2426406}};
        s0.primitives = {point(Role::Subject, {0, 0}, Symbol::Centre)};
        Step& s1 = trace.add("two");
        s1.primitives = {withValue(segment(Role::Distance, {0, 0}, {3, 3}, Symbol::Distance), "d"),
                         withValue(segment(Role::Radius, {0, 0}, {-3, 0}), "d")};
        TraceScene scene;
        scene.showTrace(trace, 1);
        const QStringList texts = textsOf(scene.placedLabels());
        QVERIFY2(texts.contains(QStringLiteral("d = 4.243")), qPrintable(texts.join('|')));
        QCOMPARE(texts.count(QStringLiteral("d = 4.243")), 2); // unnamed: the value's name
    }

    void subjectsNamedAandB() {
        Trace trace;
        trace.add("s").primitives = {
            ownedBy(circle(Role::Subject, {0, 0}, 1, Symbol::ShapeA), Owner::A),
            ownedBy(rectPolygon(Role::Subject, {2, 2}, {4, 3}, Symbol::ShapeB), Owner::B)};
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            TraceScene scene;
            scene.setLanguage(lang);
            scene.showTrace(trace, 0);
            QStringList texts = textsOf(scene.placedLabels());
            texts.sort();
            QCOMPARE(texts, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
        }
    }

    // A shape's name lies outside the other shape, on the side away from it, even when the
    // other shape overlaps its upper right (where names used to sit).
    void shapeNameAwayFromTheOtherShape() {
        Trace trace;
        trace.add("s").primitives = {
            ownedBy(rectPolygon(Role::Subject, {0, 0}, {10, 6}, Symbol::ShapeB), Owner::A),
            ownedBy(circle(Role::Subject, {10, 6}, 3, Symbol::ShapeA), Owner::B)};
        TraceScene scene;
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 400);
        scene.showTrace(trace, 0);
        scene.setView(toPixels, QRectF(0, 0, 600, 500));
        const QPolygonF rect = toPixels.map(QPolygonF(QRectF(0, 0, 10, 6)));
        const QPointF circleCentre = toPixels.map(QPointF(10, 6));
        for (const auto& l : scene.placedLabels()) {
            if (l.text == QLatin1String("a")) {
                // Not in the circle, and nearer the rect's far (lower left) half.
                const QPointF c = l.box.center() - circleCentre;
                QVERIFY(std::hypot(c.x(), c.y()) > 3 * 20);
                QVERIFY(l.box.center().x() < toPixels.map(QPointF(6, 0)).x());
            } else if (l.text == QLatin1String("b")) {
                QVERIFY(!rect.boundingRect().intersects(l.box));
            }
        }
    }

    // A segment's value sits beside its middle, across it: a horizontal segment's above or
    // below, over its middle.
    void segmentValueBesideItsMiddle() {
        Trace trace;
        trace.add("s").primitives = {segment(Role::Gap, {0, 0}, {4, 0}, Symbol::Gap)};
        TraceScene scene;
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 200);
        scene.showTrace(trace, 0);
        scene.setView(toPixels, QRectF(0, 0, 400, 400));
        const QList<TraceScene::PlacedLabel> placed = scene.placedLabels();
        QCOMPARE(placed.size(), 1);
        const QPointF mid = toPixels.map(QPointF(2, 0));
        QVERIFY(placed[0].box.left() < mid.x() && placed[0].box.right() > mid.x());
        QVERIFY(placed[0].box.bottom() < mid.y() || placed[0].box.top() > mid.y());
    }

    // A bar that says which side its label belongs on gets it there, even lit (its halo
    // takes room on that side): the deciding step's d and r never swap labels.
    void aBarsLabelKeepsToItsSide() {
        for (const double side : {1.0, -1.0})
            for (const bool lit : {false, true}) {
                Trace trace;
                Primitive bar = segment(Role::Distance, {0, 0}, {0, 4}, Symbol::Distance);
                bar.labelSide = {side, 0};
                trace.add("s").primitives = {bar};
                TraceScene scene;
                const QTransform toPixels =
                    QTransform::fromScale(20, -20) * QTransform::fromTranslate(200, 200);
                scene.showTrace(trace, 0);
                if (lit)
                    scene.setLit(Symbol::Distance);
                scene.setView(toPixels, QRectF(0, 0, 400, 400));
                const QList<TraceScene::PlacedLabel> placed = scene.placedLabels();
                QCOMPARE(placed.size(), 1);
                const double x = toPixels.map(QPointF(0, 2)).x();
                QVERIFY(side > 0 ? placed[0].box.left() > x : placed[0].box.right() < x);
            }
    }

    // The numbers along an edge step evenly: every gap between neighbours is the same.
    void ticksAtARegularStride() {
        QFont font(QStringLiteral("Noto Sans"));
        font.setPixelSize(11);
        for (double scale : {7.0, 13.0, 26.0, 41.0}) {
            const QTransform toPixels =
                QTransform::fromScale(scale, -scale) * QTransform::fromTranslate(50, 300);
            const QList<Tick> ticks =
                axisTicks(toPixels, QRectF(0, 0, 800, 320), font, QRectF(0, 150, 120, 170));
            QList<double> xs;
            for (const Tick& t : ticks)
                if (t.box.bottom() > 300)
                    xs << t.text.toDouble();
            QVERIFY(xs.size() >= 3);
            for (qsizetype i = 2; i < xs.size(); ++i)
                QCOMPARE(xs[i] - xs[i - 1], xs[1] - xs[0]);
            QVERIFY(firstOverlap([&] {
                        QList<QRectF> b;
                        for (const Tick& t : ticks)
                            b << t.box;
                        return b;
                    }()) == std::make_pair(-1, -1));
        }
    }

    // A step measured from a frame's origin numbers the grid from it: 0 stands at the origin
    // and every number is its distance from it; the next step, in the world, goes back.
    void ticksNumberedFromTheStepsOrigin() {
        Trace trace;
        trace.add("frame").gridOrigin = Vec2{7, 4};
        trace.add("world");
        TraceScene scene;
        const QTransform toPixels =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(100, 300);
        scene.setView(toPixels, QRectF(0, 0, 800, 400));
        const auto numbers = [&] {
            QList<std::pair<double, double>> xs; // (number, world x of its middle)
            for (const Tick& t : scene.ticks())
                if (t.box.bottom() > 350)
                    xs.push_back(
                        {QString(t.text).replace(QChar(0x2212), QLatin1Char('-')).toDouble(),
                         toPixels.inverted().map(t.box.center()).x()});
            return xs;
        };
        scene.showTrace(trace, 0);
        const auto framed = numbers();
        QVERIFY(framed.size() >= 5);
        bool zero = false;
        for (const auto& [n, x] : framed) {
            QVERIFY(std::abs(x - (7 + n)) < 0.1);
            zero = zero || n == 0;
        }
        QVERIFY(zero);
        scene.showTrace(trace, 1);
        for (const auto& [n, x] : numbers())
            QVERIFY(std::abs(x - n) < 0.1);
    }

    // Only the current step's region is shaded; every step's roles are reported as drawn.
    void onlyCurrentRegionShaded() {
        Trace trace;
        trace.add("r1").primitives = {line(Role::Region, {0, 0}, {1, 0})};
        trace.add("r2").primitives = {line(Role::Region, {0, 1}, {0, 1})};
        trace.add("n").primitives = {point(Role::Nearest, {0, 0}, Symbol::Nearest)};
        TraceScene scene;
        const auto shades = [&] {
            int n = 0;
            for (QGraphicsItem* item : scene.items())
                n += qgraphicsitem_cast<QGraphicsPolygonItem*>(item) ? 1 : 0;
            return n;
        };
        scene.showTrace(trace, 1);
        QCOMPARE(shades(), 1);
        scene.showTrace(trace, 2);
        QCOMPARE(shades(), 0);
        QCOMPARE(scene.drawnRoles(), QSet<Role>({Role::Region, Role::Nearest}));
        QCOMPARE(scene.currentRoles(), QSet<Role>({Role::Nearest}));
    }

    // One framing for the run: the content rect is the same at every step.
    void oneFramingPerRun() {
        Trace trace;
        trace.add("s").primitives = {circle(Role::Subject, {0, 0}, 1)};
        trace.add("far").primitives = {point(Role::Nearest, {10, 10}, Symbol::Nearest)};
        TraceScene scene;
        scene.showTrace(trace, 0);
        const QRectF first = scene.contentRect();
        scene.showTrace(trace, 1);
        QCOMPARE(scene.contentRect(), first);
        QVERIFY(first.contains(QPointF(10, 10)));
    }

    void wordsInChinese() {
        QCOMPARE(sceneWords(QStringLiteral("left"), QStringLiteral("zh")), QStringLiteral("左"));
        QCOMPARE(sceneWords(QStringLiteral("box a"), QStringLiteral("zh")),
                 QStringLiteral("包围盒 a"));
        QCOMPARE(sceneWords(QStringLiteral("gap x"), QStringLiteral("zh")),
                 QStringLiteral("间隙 x"));
        QCOMPARE(sceneWords(QStringLiteral("x.right"), QStringLiteral("zh")),
                 QStringLiteral("x.右"));
        // Symbols stay.
        for (const char* symbol : {"N", "C'", "d", "r²", "A", "AB"})
            QCOMPARE(sceneWords(QString::fromUtf8(symbol), QStringLiteral("zh")),
                     QString::fromUtf8(symbol));
        QCOMPARE(sceneWords(QStringLiteral("left"), QStringLiteral("en")), QStringLiteral("left"));
    }

    // Labels and numbers grow with presentation mode's line scale.
    void labelsScaleWithLines() {
        Trace trace;
        trace.add("s").primitives = {point(Role::Nearest, {0, 0}, Symbol::Nearest)};
        TraceScene scene;
        scene.showTrace(trace, 0);
        const QSizeF small = scene.placedLabels().value(0).box.size();
        scene.setLineScale(2);
        const QSizeF big = scene.placedLabels().value(0).box.size();
        QVERIFY(big.height() > 1.6 * small.height()); // the font doubles; the paper patch does not
    }
};

} // namespace tst_scene_labels

#define OVERLAP_SUBJECT tst_scene_labels
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_scene_labels::TestSceneLabels test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_scene_labels.moc"
