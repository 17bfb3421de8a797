// An area's tint (the half-plane or region a centre is tested in) is drawn under the shapes
// but stops at shape a: under a's own translucent fill it would turn a another colour.

#include "app/scene/trace_scene.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QtTest>

namespace tst_area_tint {

using namespace overlap;
using namespace overlap::scene;

class TestAreaTint : public QObject {
    Q_OBJECT

    // The scene's picture on 400 x 400 pixels, world (-10..10) both ways, y up.
    static QImage pictureOf(const Trace& trace, int step) {
        TraceScene scene;
        scene.showTrace(trace, step);
        const QTransform world =
            QTransform::fromScale(20, -20) * QTransform::fromTranslate(200, 200);
        scene.setView(world, QRectF(0, 0, 400, 400));
        QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setTransform(world);
        scene.render(&painter, world.inverted().mapRect(QRectF(0, 0, 400, 400)),
                     world.inverted().mapRect(QRectF(0, 0, 400, 400)));
        return image;
    }

    // Circle a about the origin, rect b far right; then the half-plane y > 0 (left of +x),
    // and the region cell x < -6.
    static Trace tinted() {
        Trace t;
        Step& s = t.add("shapes");
        s.primitives = {
            ownedBy(circle(Role::Subject, {0, 0}, 4, Symbol::ShapeA), Owner::A),
            ownedBy(rectPolygon(Role::Subject, {6, -2}, {9, 2}, Symbol::ShapeB), Owner::B)};
        t.add("half").primitives = {line(Role::Region, {0, 0}, {1, 0})};
        t.add("cell").primitives = {
            polygon(Role::Region, {{-100, -100}, {-6, -100}, {-6, 100}, {-100, 100}})};
        return t;
    }

  private slots:
    void theHalfPlaneTintStopsAtShapeA() {
        const Trace t = tinted();
        const QImage plain = pictureOf(t, 0), half = pictureOf(t, 1);
        // Inside a, above the line (world (1, 2) and (-2, 1.5)): a's own colour, untinted.
        for (QPoint p : {QPoint(220, 160), QPoint(160, 170)})
            QCOMPARE(half.pixelColor(p), plain.pixelColor(p));
        // Above the line outside a (world (-7, 6)): tinted. Below it (world (-7, -6)): not.
        QVERIFY(half.pixelColor(60, 80) != plain.pixelColor(60, 80));
        QCOMPARE(half.pixelColor(60, 320), plain.pixelColor(60, 320));
    }

    void aRegionCellsTintStopsAtShapeA() {
        Trace t = tinted();
        // The cell reaching into a: x < 1 from here.
        t.steps[2].primitives[0].points = {{-100, -100}, {1, -100}, {1, 100}, {-100, 100}};
        const QImage plain = pictureOf(t, 0), cell = pictureOf(t, 2);
        QCOMPARE(cell.pixelColor(160, 230), plain.pixelColor(160, 230)); // world (-2, -1.5), in a
        QVERIFY(cell.pixelColor(40, 230) != plain.pixelColor(40, 230));  // world (-8, -1.5)
    }
};

} // namespace tst_area_tint

#define OVERLAP_SUBJECT tst_area_tint
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_area_tint::TestAreaTint)
#include "tst_area_tint.moc"
