// Shapes far larger than any screen (a rect 1 x 1e300, a circle of radius 1e300): the window,
// its numbers and the rendered pictures finish, stay bounded and draw the shape's edges
// where they are, instead of looping over 1e300 grid lines or dropping the shape.

#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/render/step_render.h"
#include "app/scene/axis_ticks.h"
#include "app/scene/framing.h"
#include "app/scene/trace_scene.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_huge_shapes {

using namespace overlap;

using window::MainWindow;

namespace {

// A lesson-mode scenario file with shape a as given and a small rect b beside the origin.
QByteArray scenario(const QByteArray& a, const QByteArray& lesson, const QByteArray& method) {
    return "{\"format\": \"overlap-scenario\", \"version\": 1, \"a\": " + a +
           ", \"b\": {\"type\": \"rect\", \"x\": 3, \"y\": 2, \"w\": 4, \"h\": 3},"
           " \"touching\": \"counts\", \"lesson\": \"" +
           lesson + "\", \"algorithm\": \"" + method +
           "\", \"step\": 0, \"mode\": \"lessons\", \"compare\": {\"methods\": "
           "[\"rect-rect.intersection\", \"rect-rect.sat\"], \"linked\": true, \"mapFirst\": "
           "\"\", \"mapSecond\": \"\", \"overlay\": \"off\"}, \"yDown\": false}\n";
}

bool isPaper(QRgb c) {
    return qRed(c) > 240 && qGreen(c) > 240 && qBlue(c) > 240;
}

} // namespace

class TestHugeShapes : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString write(const QString& name, const QByteArray& bytes) {
        QFile f(dir_.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(name));
        return f.fileName();
    }

  private slots:
    void initTestCase() {
        test::usePrivateSettings(dir_.filePath("settings"));
        QFile::remove(window::DocumentController::sessionPath());
    }

    void numbersAlongTheEdgesAreBoundedForAnyCamera() {
        const QFont font(QStringLiteral("Noto Sans"));
        // A picture 3e301 pixels tall at 30 pixels a unit (what a scene not yet shown took
        // for a shape 1e300 long), and a camera far out where k + 1 is k.
        const QTransform up = QTransform::fromScale(30, -30);
        const QList<scene::Tick> tall = scene::axisTicks(up, QRectF(0, -3e301, 800, 3e301), font);
        QVERIFY(tall.size() <= 2 * 4096);
        const QTransform far = QTransform::fromTranslate(-1e300, 0) * up;
        const QList<scene::Tick> out = scene::axisTicks(far, QRectF(0, 0, 800, 600), font);
        for (const scene::Tick& t : out)
            QVERIFY2(t.text.size() < 24, qPrintable(t.text));
        // Framed from afar, the numbers are short powers of ten, and there are some.
        const QTransform wide = QTransform::fromScale(1e-4, -1e-4);
        const QList<scene::Tick> wideTicks = scene::axisTicks(wide, QRectF(0, 0, 800, 600), font);
        QVERIFY(!wideTicks.isEmpty());
        for (const scene::Tick& t : wideTicks)
            QVERIFY2(t.text.size() < 12, qPrintable(t.text));
    }

    void aTallRectIsDrawnWhereItIs() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1100, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString path =
            write("tall.overlap",
                  scenario("{\"type\": \"rect\", \"x\": 0, \"y\": 0, \"w\": 1, \"h\": 1e300}",
                           "rect-rect", "rect-rect.intersection"));
        QString why;
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        player::LessonPlayer* p = w.player();
        p->last();
        // Opening framed the whole rect (1e300 tall); at an ordinary framing, as after a zoom:
        p->view()->fitTo(QRectF(-4, -4, 20, 14));
        QApplication::processEvents();
        const player::PlayerView* view = p->view();
        // A column one unit wide from x = 0 to 1, up past the top.
        const QImage picture = view->viewport()->grab().toImage();
        const QTransform toPixels = view->viewportTransform();
        const QPoint inside = toPixels.map(QPointF(0.5, 3)).toPoint();
        const QPoint left = toPixels.map(QPointF(-0.5, 3)).toPoint();
        const QPoint right = toPixels.map(QPointF(1.5, 3)).toPoint();
        QVERIFY(QRect(QPoint(), picture.size()).contains(inside));
        QVERIFY2(!isPaper(picture.pixel(inside)), "the rect is not drawn");
        QVERIFY2(!isPaper(picture.pixel(QPoint(inside.x(), 2))), "the rect stops short");
        QVERIFY(isPaper(picture.pixel(left)));
        QVERIFY(isPaper(picture.pixel(right)));

        // Fit to view (the key F): framed, with a camera Qt can invert, numbers along the
        // edges, and no more of them than the edges hold.
        QTest::keyClick(&w, Qt::Key_F);
        QApplication::processEvents();
        bool invertible = false;
        (void)view->viewportTransform().inverted(&invertible);
        QVERIFY(invertible);
        QVERIFY(view->pixelsPerUnit() >= scene::kLeastPixelsPerUnit);
        const QList<scene::Tick> ticks = p->scene()->ticks();
        QVERIFY(!ticks.isEmpty());
        QVERIFY(ticks.size() < 100);
        // The rect still reaches from the origin's row to the top of the view.
        const QImage framed = view->viewport()->grab().toImage();
        const QPoint column = view->viewportTransform().map(QPointF(0.5, 0)).toPoint();
        QVERIFY(QRect(QPoint(), framed.size()).contains(column));
        bool drawn = false;
        for (int dx = -1; dx <= 1; ++dx)
            drawn = drawn || !isPaper(framed.pixel(column.x() + dx, 2));
        QVERIFY(drawn);
        // The verdict is the exact one: b (3..7) lies right of a (0..1).
        QVERIFY(w.scenario()->a() == Shape(Rect{{0, 0}, {1, 1e300}}));
    }

    void aHugeCircleFillsTheView() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1100, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString path = write(
            "circle.overlap", scenario("{\"type\": \"circle\", \"x\": 0, \"y\": 0, \"r\": 1e300}",
                                       "circle-rect-clamp", "circle-rect.clamp"));
        QString why;
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        w.player()->last();
        QApplication::processEvents();
        const player::PlayerView* view = w.player()->view();
        const QImage picture = view->viewport()->grab().toImage();
        // Opened, the view frames the disc from inside: every part of it away from the edge
        // numbers' white boxes is the disc, none bare paper.
        const int w4 = picture.width() / 4, h4 = picture.height() / 4;
        for (QPoint c : {QPoint(w4, h4), QPoint(3 * w4, h4), QPoint(w4, 3 * h4),
                         QPoint(3 * w4, 3 * h4), QPoint(picture.width() - 4, 3)})
            QVERIFY2(!isPaper(picture.pixel(c)),
                     qPrintable(QStringLiteral("%1,%2").arg(c.x()).arg(c.y())));
    }

    void picturesOfHugeShapesFinish() {
        const QList<lessons::Lesson> all = test::allLessons();
        const QList<std::pair<int, Shape>> cases{
            {0, Rect{{0, 0}, {1, 1e300}}},
            {0, Rect{{1e300, 0}, {2e300, 1}}},
            {2, Circle{{0, 0}, 1e300}},
            {6, RotatedRect::make({0, 0}, {1e300, 1e299}, 30)},
        };
        for (const auto& [lesson, shape] : cases) {
            const lessons::Lesson& l = all[lesson];
            render::StepPicture picture{&l, QString(), 99, QStringLiteral("en"), QSize(900, 600)};
            picture.shapes = std::pair{
                l.id == QLatin1String("circle-rotated-rect") ? Shape(Circle{{3, 2}, 2}) : shape,
                l.id == QLatin1String("circle-rotated-rect") ? shape : Shape(Rect{{3, 2}, {7, 5}})};
            QString why;
            render::PictureInfo info;
            const QString out = dir_.filePath(QStringLiteral("huge-%1.png").arg(lesson));
            QVERIFY2(render::writeStep(picture, out, &why, &info), qPrintable(why));
            // Some numbers along the edges, each short, not thousands.
            QVERIFY(info.labels.size() < 200);
            QImage image(out);
            QVERIFY(!image.isNull());
        }
    }
};

} // namespace tst_huge_shapes

#define OVERLAP_SUBJECT tst_huge_shapes
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_huge_shapes::TestHugeShapes)
#include "tst_huge_shapes.moc"
