// Handles under the offscreen platform, driven by real mouse events on a view's viewport:
// a drag across a rect's edge flips the verdict exactly at touching; every handle kind
// changes the model as it should; snapping, Alt and clamping at zero size; and handles
// follow the model when it changes by other means.

#include "app/handles/body_handle.h"
#include "app/handles/handle_layer.h"
#include "app/handles/motion_handle.h"
#include "app/handles/move_handle.h"
#include "app/handles/rect_resize_handle.h"
#include "app/handles/rim_handle.h"
#include "app/handles/rotated_resize_handle.h"
#include "app/handles/rotation_handle.h"
#include "app/model/scenario_model.h"
#include "app/player/canvas.h"
#include "app/scene/trace_scene.h"
#include "core/algorithms.h"
#include "core/geometry/validate.h"

#include <QApplication>
#include <QGraphicsView>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

namespace tst_handles {

using namespace overlap;

namespace {

// A view like the app's: y-up world, 20 pixels a unit, centred on (5, 3), so it shows
// about x in [-15, 25] and y in [-12, 18].
struct Bench {
    model::ScenarioModel model;
    scene::TraceScene scene;
    QGraphicsView view{&scene};
    handles::HandleLayer layer{&scene, &model};

    Bench(const Shape& a, const Shape& b) {
        // As a canvas does (player::Canvas): whoever draws the model places its handles.
        QObject::connect(&model, &model::ScenarioModel::changed, &layer,
                         &handles::HandleLayer::place);
        model.setShapes(a, b);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setFixedSize(800, 600);
        view.setSceneRect(-200, -200, 400, 400); // fixed, so items never scroll the view
        view.setTransform(QTransform::fromScale(20, -20));
        view.centerOn(5, 3);
        view.show();
        QApplication::processEvents();
    }

    QPoint at(Vec2 p) const { return view.mapFromScene(QPointF(p.x, p.y)); }
    const Circle& circle() const { return std::get<Circle>(model.a()); }
    const Rect& rect() const { return std::get<Rect>(model.b()); }
    const RotatedRect& rotated() const { return std::get<RotatedRect>(model.b()); }

    template <class Handle> Handle* find(int index, int sx = 0, int sy = 0) const {
        for (QGraphicsItem* item : layer.items())
            if (auto* h = dynamic_cast<Handle*>(item); h && h->shapeIndex() == index) {
                if constexpr (requires { h->sx(); })
                    if (h->sx() != sx || h->sy() != sy)
                        continue;
                return h;
            }
        return nullptr;
    }
};

// Press, four moves and a release, all with the same modifiers, as a person drags.
// QTest::mouseMove carries the pressed button on Qt 6.4 but no modifiers, so the moves go
// through QTest::mouseEvent, which takes both.
void drag(QGraphicsView& view, QPoint from, QPoint to, Qt::KeyboardModifiers mods = {}) {
    QWidget* vp = view.viewport();
    QTest::mousePress(vp, Qt::LeftButton, mods, from);
    constexpr int kSteps = 4;
    for (int k = 1; k <= kSteps; ++k)
        QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, mods,
                          from + (to - from) * k / kSteps);
    QTest::mouseRelease(vp, Qt::LeftButton, mods, to);
    QApplication::processEvents();
}

void drag(Bench& b, Vec2 from, Vec2 to, Qt::KeyboardModifiers mods = {}) {
    drag(b.view, b.at(from), b.at(to), mods);
}

bool isInteger(double v) {
    return std::isfinite(v) && v == std::round(v);
}

bool verdict(const Shape& a, const Shape& b, Touching t) {
    const Outcome out = runAlgorithm(*findAlgorithm("circle-rect.clamp"), a, b, t);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return out.result.overlap;
}

QString why(const Shape& s) {
    return QString::fromStdString(invalidReason(s).value_or(""));
}

Vec2 toWorld(const RotatedRect& r, Vec2 local) {
    return r.c + local.x * r.axis + local.y * Vec2{-r.axis.y, r.axis.x};
}

const Shape kFarCircle = Circle{{-8, 10}, 2};
const Shape kBox = Rect{{0, 0}, {10, 6}};
const RotatedRect kTurned = RotatedRect::make({5, 3}, {4, 2}, 30);

} // namespace

class TestHandles : public QObject {
    Q_OBJECT
  private slots:
    // A canvas places the handles for a model change before it draws the trace (whose labels
    // keep clear of them), even for an owner that heard of the change first: compare mode
    // listens to the model before its panes' canvases exist.
    void aCanvasPlacesTheHandlesBeforeTheTrace() {
        model::ScenarioModel model;
        model.setShapes(Circle{{0, 0}, 2}, Rect{{4, 4}, {8, 6}});
        player::Canvas* canvas = nullptr;
        QList<QPointF> placedBeforeShow;
        QObject::connect(&model, &model::ScenarioModel::changed, [&] {
            Trace t;
            QVERIFY(runAlgorithm(*findAlgorithm("circle-rect.clamp"), model.a(), model.b(),
                                 model.touching(), &t)
                        .ok());
            QSignalSpy placed(canvas->handles(), &handles::HandleLayer::handlesPlaced);
            canvas->show(t, int(t.steps.size()) - 1);
            QVERIFY(!placed.isEmpty()); // placed by show(), before the scene drew
            placedBeforeShow = placed.first().first().value<QList<QPointF>>();
        });
        QWidget host;
        canvas = new player::Canvas(&model, &host);
        model.setShapes(Circle{{-5, 8}, 2}, Rect{{4, 4}, {8, 6}});
        QVERIFY(placedBeforeShow.contains(QPointF(-5, 8))); // the circle's new centre
        QVERIFY(!placedBeforeShow.contains(QPointF(0, 0)));
    }

    // Integer steps of the circle towards the rect: the verdict turns at touching (x = 12)
    // when touching counts, one step later (x = 11) when it separates.
    void dragAcrossEdgeFlipsAtTouching() {
        Bench b(Circle{{15, 3}, 2}, kBox);
        for (int x = 15; x >= 9; --x) {
            if (x < 15) // grab the body above the centre, clear of the rect's edge handle
                drag(b, {x + 1.0, 4.2}, {x + 0.0, 4.2});
            QCOMPARE(b.circle().c.x, double(x));
            QCOMPARE(b.circle().c.y, 3.0);
            QCOMPARE(b.circle().r, 2.0);
            QVERIFY(b.rect() == std::get<Rect>(kBox));
            QCOMPARE(verdict(b.model.a(), b.model.b(), Touching::Counts), x <= 12);
            QCOMPARE(verdict(b.model.a(), b.model.b(), Touching::Separate), x <= 11);
        }
    }

    void moveCircleByBody() {
        Bench b(kFarCircle, kBox);
        QSignalSpy finished(&b.layer, &handles::HandleLayer::dragFinished);
        drag(b, {-7.3, 10.6}, {-7.3 + 3.2, 10.6 - 2.1});
        QVERIFY(b.model.a() == Shape(Circle{{-5, 8}, 2}));
        QVERIFY(b.model.b() == kBox);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(b.layer.selectedShape(), -1); // a drag does not select: arrows still step
    }

    void moveCircleByCentre() {
        Bench b(kFarCircle, kBox);
        drag(b, {-8, 10}, {-8 + 1.8, 10 + 4.1});
        QVERIFY(b.model.a() == Shape(Circle{{-6, 14}, 2}));
    }

    void moveRectByBody() {
        Bench b(kFarCircle, kBox);
        drag(b, {2.3, 1.7}, {2.3 + 4.2, 1.7 + 3.1});
        QVERIFY(b.model.b() == Shape(Rect{{4, 3}, {14, 9}}));
        QCOMPARE(b.layer.selectedShape(), -1);
        QVERIFY(b.model.a() == kFarCircle);
    }

    void resizeRect_data() {
        QTest::addColumn<int>("sx");
        QTest::addColumn<int>("sy");
        QTest::addColumn<double>("dx");
        QTest::addColumn<double>("dy");
        QTest::addColumn<QRectF>("expected"); // (min.x, min.y) and (max.x, max.y)
        // From [0,10]x[0,6]: out and down by (2.3, -1.3), or in and up by (-3.2, 2.4).
        for (auto [dx, dy, tag] : {std::tuple{2.3, -1.3, "a"}, {-3.2, 2.4, "b"}}) {
            const bool a = tag[0] == 'a';
            for (int sx = -1; sx <= 1; ++sx)
                for (int sy = -1; sy <= 1; ++sy) {
                    if (sx == 0 && sy == 0)
                        continue;
                    const double minX = sx < 0 ? (a ? 2 : -3) : 0;
                    const double maxX = sx > 0 ? (a ? 12 : 7) : 10;
                    const double minY = sy < 0 ? (a ? -1 : 2) : 0;
                    const double maxY = sy > 0 ? (a ? 5 : 8) : 6;
                    QTest::addRow("%s (%d,%d)", tag, sx, sy)
                        << sx << sy << dx << dy << QRectF(QPointF(minX, minY), QPointF(maxX, maxY));
                }
        }
    }
    void resizeRect() {
        QFETCH(int, sx);
        QFETCH(int, sy);
        QFETCH(double, dx);
        QFETCH(double, dy);
        QFETCH(QRectF, expected);
        Bench b(kFarCircle, kBox);
        auto* handle = b.find<handles::RectResizeHandle>(1, sx, sy);
        QVERIFY(handle && handle->isVisible());
        const Vec2 from{handle->pos().x(), handle->pos().y()};
        drag(b, from, from + Vec2{dx, dy});
        const Rect& r = b.rect();
        QCOMPARE(r.min.x, expected.left());
        QCOMPARE(r.min.y, expected.top());
        QCOMPARE(r.max.x, expected.right());
        QCOMPARE(r.max.y, expected.bottom());
        // The handle went with the corner or edge it stands for.
        QCOMPARE(handle->pos(), QPointF(sx < 0   ? r.min.x
                                        : sx > 0 ? r.max.x
                                                 : 0.5 * (r.min.x + r.max.x),
                                        sy < 0   ? r.min.y
                                        : sy > 0 ? r.max.y
                                                 : 0.5 * (r.min.y + r.max.y)));
    }

    void circleRadiusFromRim() {
        Bench b(kFarCircle, kBox);
        auto* rim = b.find<handles::RimHandle>(0);
        QVERIFY(rim && rim->isVisible());
        QCOMPARE(rim->pos(), QPointF(-6, 10));
        drag(b, {-6, 10}, {-6 + 1.3, 10 + 0.2});
        QVERIFY(b.model.a() == Shape(Circle{{-8, 10}, 3}));
        QCOMPARE(rim->pos(), QPointF(-5, 10));
        // Straight up from the centre: the radius is the distance, wherever the pointer goes.
        drag(b, {-5, 10}, {-8.1, 14.2});
        QVERIFY(b.model.a() == Shape(Circle{{-8, 10}, 4}));
    }

    // Labels keep clear of where a handle draws its mark: the knob lies on a stem off its
    // item's position, and the offset the layer reports lands on the knob on screen.
    void handlesReportWhereTheirMarksAre() {
        Bench b(kFarCircle, kTurned);
        QList<QPointF> at, offsets;
        QObject::connect(&b.layer, &handles::HandleLayer::handlesPlaced,
                         [&](const QList<QPointF>& a, const QList<QPointF>& o) {
                             at = a;
                             offsets = o;
                         });
        b.layer.place();
        QCOMPARE(offsets.size(), at.size());
        auto* knob = b.find<handles::RotationHandle>(1);
        QVERIFY(knob && knob->isVisible());
        const qsizetype k = at.indexOf(knob->pos());
        QVERIFY(k >= 0);
        QVERIFY(!offsets[k].isNull());
        const QPointF onScreen =
            knob->deviceTransform(b.view.viewportTransform()).map(knob->knobCentre());
        const QPointF reported = b.view.viewportTransform().map(at[k]) + offsets[k];
        QVERIFY2(QLineF(onScreen, reported).length() < 1.0,
                 qPrintable(QStringLiteral("%1,%2 vs %3,%4")
                                .arg(onScreen.x())
                                .arg(onScreen.y())
                                .arg(reported.x())
                                .arg(reported.y())));
        // Every other handle draws its mark where it stands.
        for (qsizetype i = 0; i < at.size(); ++i)
            if (i != k)
                QVERIFY(offsets[i].isNull());
    }

    // A sweep of 40 degrees from 30: whole degrees near 70 without Shift, 75 with it.
    void rotate_data() {
        QTest::addColumn<int>("mods");
        QTest::newRow("snapping") << int(Qt::NoModifier);
        QTest::newRow("shift") << int(Qt::ShiftModifier);
        QTest::newRow("alt") << int(Qt::AltModifier);
        QTest::newRow("shift+alt") << int(Qt::ShiftModifier | Qt::AltModifier);
    }
    void rotate() {
        QFETCH(int, mods);
        Bench b(kFarCircle, kTurned);
        auto* knob = b.find<handles::RotationHandle>(1);
        QVERIFY(knob && knob->isVisible());
        const QPoint pressPx =
            knob->deviceTransform(b.view.viewportTransform()).map(knob->knobCentre()).toPoint();
        // The knob lies beyond the top edge, on the rect's local +y axis.
        const QPointF pressScene = b.view.mapToScene(pressPx);
        const Vec2 arm = Vec2{pressScene.x(), pressScene.y()} - kTurned.c;
        const double upness =
            (arm.x * -kTurned.axis.y + arm.y * kTurned.axis.x) / std::hypot(arm.x, arm.y);
        QVERIFY2(upness > 0.999, qPrintable(QString::number(upness)));

        const double t = 40 * M_PI / 180;
        const Vec2 turnedArm{arm.x * std::cos(t) - arm.y * std::sin(t),
                             arm.x * std::sin(t) + arm.y * std::cos(t)};
        const Vec2 target = kTurned.c + turnedArm;
        drag(b.view, pressPx, b.at(target), Qt::KeyboardModifiers(mods));

        const RotatedRect& r = b.rotated();
        QCOMPARE(why(r), QString());
        QVERIFY(r.c == kTurned.c);
        QVERIFY(r.half == kTurned.half);
        if (mods & Qt::ShiftModifier) {
            QCOMPARE(r.angleDeg, 75.0);
            QCOMPARE(std::fmod(r.angleDeg, 15.0), 0.0);
        } else {
            QVERIFY2(std::abs(r.angleDeg - 70) <= 1.5, qPrintable(QString::number(r.angleDeg)));
            QVERIFY(std::fmod(r.angleDeg, 15.0) != 0.0);
            QCOMPARE(isInteger(r.angleDeg), !(mods & Qt::AltModifier));
        }
    }

    // Every corner and edge of a rotated rect: the opposite corner or edge stays put in the
    // world, the angle stays, the size along each moved axis is a whole number.
    void resizeRotated_data() {
        QTest::addColumn<int>("sx");
        QTest::addColumn<int>("sy");
        for (int sx = -1; sx <= 1; ++sx)
            for (int sy = -1; sy <= 1; ++sy)
                if (sx != 0 || sy != 0)
                    QTest::addRow("(%d,%d)", sx, sy) << sx << sy;
    }
    void resizeRotated() {
        QFETCH(int, sx);
        QFETCH(int, sy);
        Bench b(kFarCircle, kTurned);
        auto* handle = b.find<handles::RotatedResizeHandle>(1, sx, sy);
        QVERIFY(handle && handle->isVisible());
        const Vec2 from = toWorld(kTurned, {sx * kTurned.half.x, sy * kTurned.half.y});
        QCOMPARE(handle->pos(), QPointF(from.x, from.y));
        // Outwards by 1.6 units along each axis the handle moves, sideways 0.3 along the other.
        const Vec2 out =
            toWorld(kTurned, {sx != 0 ? 1.6 * sx : 0.3, sy != 0 ? 1.6 * sy : 0.3}) - kTurned.c;
        drag(b, from, from + out);

        const RotatedRect& r = b.rotated();
        QCOMPARE(why(r), QString());
        QCOMPARE(r.angleDeg, 30.0);
        const Vec2 fixedBefore = toWorld(kTurned, {-sx * kTurned.half.x, -sy * kTurned.half.y});
        const Vec2 fixedAfter = toWorld(r, {-sx * r.half.x, -sy * r.half.y});
        QVERIFY2(std::abs(fixedAfter.x - fixedBefore.x) <= 1e-9 &&
                     std::abs(fixedAfter.y - fixedBefore.y) <= 1e-9,
                 qPrintable(QString("(%1, %2) moved to (%3, %4)")
                                .arg(fixedBefore.x, 0, 'g', 17)
                                .arg(fixedBefore.y, 0, 'g', 17)
                                .arg(fixedAfter.x, 0, 'g', 17)
                                .arg(fixedAfter.y, 0, 'g', 17)));
        // 1.6 units outwards from 8 by 4 is 9.6 -> 10 wide, 5.6 -> 6 high; untouched stays.
        QCOMPARE(2 * r.half.x, sx != 0 ? 10.0 : 8.0);
        QCOMPARE(2 * r.half.y, sy != 0 ? 6.0 : 4.0);
    }

    void snappingAndAlt() {
        const Vec2 from{-7.5, 10.5}, to{-7.5 + 2.37, 10.5 + 1.62};
        {
            Bench b(kFarCircle, kBox);
            QVERIFY(b.layer.snapping());
            drag(b, from, to);
            QVERIFY(b.model.a() == Shape(Circle{{-6, 12}, 2}));
        }
        {
            Bench b(kFarCircle, kBox);
            drag(b, from, to, Qt::AltModifier);
            const Vec2 c = b.circle().c;
            QVERIFY2(!isInteger(c.x) && !isInteger(c.y),
                     qPrintable(QString("%1 %2").arg(c.x).arg(c.y)));
            QVERIFY(std::abs(c.x + 5.63) < 0.15 && std::abs(c.y - 11.62) < 0.15);
            // Alt is for that drag only: the next one snaps again.
            drag(b, {c.x + 0.5, c.y}, {c.x + 0.5 + 1.1, c.y - 0.2});
            QVERIFY(isInteger(b.circle().c.x) && isInteger(b.circle().c.y));
        }
        {
            Bench b(kFarCircle, kBox);
            b.layer.setSnapping(false);
            QVERIFY(!b.layer.snapping());
            drag(b, from, to);
            const Vec2 c = b.circle().c;
            QVERIFY(!isInteger(c.x) && !isInteger(c.y));
            // Sizes too: the rect's top-right corner lands off the grid.
            drag(b, {10, 6}, {10 + 1.37, 6 + 0.81});
            QVERIFY(!isInteger(b.rect().max.x) && !isInteger(b.rect().max.y));
            QCOMPARE(b.rect().min, (Vec2{0, 0}));
        }
    }

    void clampsAtZeroSize() {
        {
            Bench b(kFarCircle, kBox);
            drag(b, {10, 3}, {-4.3, 3}); // right edge far past the left one
            QVERIFY(b.model.b() == Shape(Rect{{0, 0}, {0, 6}}));
            QCOMPARE(why(b.model.b()), QString());
            // The top corners and the top edge's middle now coincide; each takes the top below
            // the bottom.
            drag(b, {0, 6}, {0, -3.7}, Qt::AltModifier);
            QVERIFY(b.model.b() == Shape(Rect{{0, 0}, {0, 0}}));
            QCOMPARE(why(b.model.b()), QString());
        }
        {
            Bench b(kFarCircle, kBox);
            drag(b, {5, 0}, {5, 11.2}, Qt::AltModifier); // bottom edge past the top one
            QVERIFY(b.model.b() == Shape(Rect{{0, 6}, {10, 6}}));
        }
        {
            Bench b(kFarCircle, kTurned);
            const Vec2 from = toWorld(kTurned, {kTurned.half.x, 0});
            drag(b, from, toWorld(kTurned, {-9, 0.3}));
            const RotatedRect& r = b.rotated();
            QCOMPARE(r.half.x, 0.0);
            QCOMPARE(r.half.y, 2.0);
            QCOMPARE(why(r), QString());
        }
        {
            Bench b(kFarCircle, kBox);
            drag(b, {-6, 10}, {-7.9, 10.1}); // rim onto the centre
            QCOMPARE(b.circle().r, 0.0);
            QCOMPARE(why(b.model.a()), QString());
            // A point circle grows again from its rim, which lies over its centre.
            drag(b, {-8, 10}, {-6, 9});
            QVERIFY(b.model.a() == Shape(Circle{{-8, 10}, 2}));
        }
        {
            // A flat rect grows towards whichever side its edge handle is pulled.
            Bench b(kFarCircle, Rect{{4, 0}, {4, 6}});
            drag(b, {4, 3}, {1.2, 3});
            QVERIFY(b.model.b() == Shape(Rect{{1, 0}, {4, 6}}));
            b.model.setShape(1, Rect{{4, 0}, {4, 6}});
            drag(b, {4, 3}, {6.8, 3});
            QVERIFY(b.model.b() == Shape(Rect{{4, 0}, {7, 6}}));
        }
    }

    void handlesFollowTheModel() {
        Bench b(kFarCircle, kBox);
        b.model.setShape(0, Circle{{3, -4}, 5});
        QCOMPARE(b.find<handles::MoveHandle>(0)->pos(), QPointF(3, -4));
        QCOMPARE(b.find<handles::RimHandle>(0)->pos(), QPointF(8, -4));
        QCOMPARE(b.find<handles::BodyHandle>(0)->path().boundingRect(), QRectF(-2, -9, 10, 10));
        QVERIFY(!b.find<handles::RectResizeHandle>(0, 1, 1)->isVisible());

        b.model.setShape(1, Rect{{-3, -2}, {7, 8}});
        const struct {
            int sx, sy;
            QPointF at;
        } rectPoints[] = {{-1, -1, {-3, -2}}, {0, -1, {2, -2}}, {1, -1, {7, -2}}, {-1, 0, {-3, 3}},
                          {1, 0, {7, 3}},     {-1, 1, {-3, 8}}, {0, 1, {2, 8}},   {1, 1, {7, 8}}};
        for (const auto& [sx, sy, at] : rectPoints) {
            auto* h = b.find<handles::RectResizeHandle>(1, sx, sy);
            QVERIFY(h->isVisible());
            QCOMPARE(h->pos(), at);
            QVERIFY(!b.find<handles::RotatedResizeHandle>(1, sx, sy)->isVisible());
        }
        QCOMPARE(b.find<handles::MoveHandle>(1)->pos(), QPointF(2, 3));
        QVERIFY(!b.find<handles::RotationHandle>(1)->isVisible());

        // A quarter turn: the local x axis is the world's +y, exactly.
        b.model.setShape(1, RotatedRect::make({2, 1}, {3, 1}, 90));
        QCOMPARE(b.find<handles::RotatedResizeHandle>(1, 1, 0)->pos(), QPointF(2, 4));
        QCOMPARE(b.find<handles::RotatedResizeHandle>(1, 1, 1)->pos(), QPointF(1, 4));
        QCOMPARE(b.find<handles::RotatedResizeHandle>(1, -1, 1)->pos(), QPointF(1, -2));
        QCOMPARE(b.find<handles::RotatedResizeHandle>(1, 0, -1)->pos(), QPointF(3, 1));
        QCOMPARE(b.find<handles::RotationHandle>(1)->pos(), QPointF(1, 1));
        QVERIFY(b.find<handles::RotationHandle>(1)->isVisible());
        QVERIFY(!b.find<handles::RectResizeHandle>(1, 1, 1)->isVisible());
        QCOMPARE(b.find<handles::BodyHandle>(1)->path().boundingRect(), QRectF(1, -2, 2, 6));
    }

    // The trace scene replaces only its own items: the handles stay and still work.
    void handlesSurviveTheTrace() {
        Bench b(Circle{{15, 3}, 2}, kBox);
        const int before = int(b.scene.items().size());
        Trace trace;
        QVERIFY(runAlgorithm(*findAlgorithm("circle-rect.clamp"), b.model.a(), b.model.b(),
                             Touching::Counts, &trace)
                    .ok());
        b.scene.showTrace(trace, 99);
        b.scene.showTrace(trace, 0);
        QVERIFY(b.scene.items().size() > before);
        for (QGraphicsItem* item : b.layer.items())
            QVERIFY(b.scene.items().contains(item));
        b.view.centerOn(5, 3);
        drag(b, {15, 3.5}, {14, 3.5});
        QVERIFY(b.model.a() == Shape(Circle{{14, 3}, 2}));
    }

    // A moving lesson's move: its tip is a handle, shown only when asked for, that follows
    // the model (and a's centre), snaps to whole steps (not with Alt), and ends a drag that
    // changed it once; a click changes nothing.
    void theMoveIsDraggedByItsTip() {
        Bench b(kFarCircle, kBox);
        handles::MotionHandle* tip = nullptr;
        for (QGraphicsItem* item : b.layer.items())
            if (auto* h = dynamic_cast<handles::MotionHandle*>(item))
                tip = h;
        QVERIFY(tip);
        QVERIFY(!tip->isVisible());
        b.layer.setMotionShown(true);
        QVERIFY(tip->isVisible());
        QVERIFY(b.model.setMotion({3, -2}));
        QCOMPARE(tip->pos(), QPointF(-5, 8)); // C + move
        QSignalSpy finished(&b.layer, &handles::HandleLayer::dragFinished);
        QSignalSpy gestures(&b.model, &model::ScenarioModel::gestureEnded);
        drag(b, {-5, 8}, {1.2, 6.9});
        QVERIFY(b.model.motion() == (Vec2{9, -3})); // (9.2, -3.1) from C, in whole steps
        QCOMPARE(finished.count(), 1);
        QCOMPARE(gestures.count(), 1);
        QTest::mouseClick(b.view.viewport(), Qt::LeftButton, {}, b.at({1, 7}));
        QCOMPARE(finished.count(), 1); // a click is not a drag
        drag(b, {1, 7}, {1.5, 7.25}, Qt::AltModifier);
        QVERIFY(b.model.motion() == (Vec2{9.5, -2.75}));
        // Moving a carries the tip along: the move is a's, not a place.
        QVERIFY(b.model.setShape(0, Circle{{0, 0}, 2}));
        QCOMPARE(tip->pos(), QPointF(9.5, -2.75));
        b.layer.setMotionShown(false);
        QVERIFY(!tip->isVisible());
    }

    void dragFinishedOncePerChangingDrag() {
        Bench b(kFarCircle, kBox);
        QSignalSpy finished(&b.layer, &handles::HandleLayer::dragFinished);
        QTest::mouseClick(b.view.viewport(), Qt::LeftButton, {}, b.at({2.3, 1.7}));
        QCOMPARE(finished.count(), 0); // a click is not a drag
        QCOMPARE(b.layer.selectedShape(), 1);
        drag(b, {2.3, 1.7}, {2.4, 1.8}); // snaps back to where it was
        QCOMPARE(finished.count(), 0);
        drag(b, {2.3, 1.7}, {3.3, 1.7});
        QCOMPARE(finished.count(), 1);
        drag(b, {11, 6}, {12, 7}); // the top-right corner, now at x = 11
        QCOMPARE(finished.count(), 2);
    }

    void nudge() {
        Bench b(kFarCircle, kBox);
        b.layer.nudgeSelected(1, 0); // nothing selected yet
        QVERIFY(b.model.a() == kFarCircle && b.model.b() == kBox);
        QTest::mouseClick(b.view.viewport(), Qt::LeftButton, {}, b.at({-7.5, 10.5}));
        QCOMPARE(b.layer.selectedShape(), 0);
        b.layer.nudgeSelected(1, 0);
        b.layer.nudgeSelected(0, -1, 10);
        QVERIFY(b.model.a() == Shape(Circle{{-7, 0}, 2}));
        b.layer.setSelectedShape(1);
        b.layer.nudgeSelected(-1, 1);
        QVERIFY(b.model.b() == Shape(Rect{{-1, 1}, {9, 7}}));
        // Handles followed.
        QCOMPARE(b.find<handles::MoveHandle>(0)->pos(), QPointF(-7, 0));
        QCOMPARE(b.find<handles::RectResizeHandle>(1, 1, 1)->pos(), QPointF(9, 7));
    }
};

} // namespace tst_handles

#define OVERLAP_SUBJECT tst_handles
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_handles::TestHandles test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_handles.moc"
