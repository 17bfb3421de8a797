// The views repaint only what a drag changed (the trace scene keeps unchanged items, long
// lines paint only their exposed part). So after every move what is on screen must be
// what a full repaint of the view draws: no trail of where a shape, a label or a line was,
// no part missing. Checked through real mouse drags in every lesson at its last step, in
// compare mode with four panes and overlays, and at a zoom where cosmetic pens are wider
// than a scene unit. After a lesson's drag the view also shows what a scene drawn afresh
// shows (a drag moves the items of moved shapes rather than making new ones).

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/overlay_scheduler.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/scene/trace_scene.h"
#include "app/window/main_window.h"
#include "core/geometry/visit.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <memory>

#include <random>

namespace tst_repaint {

using namespace overlap;

using window::MainWindow;

namespace {

struct Difference {
    int strong = 0; // pixels whose colour differs by more than antialiasing noise
    QPoint first;
    int worst = 0;
};

// Antialiased edges drawn under another clip may differ by a few levels; a trail or a hole
// differs by far more (the paper is near white, every stroke is dark or saturated).
constexpr int kNoise = 40;

Difference differenceOf(const QImage& shown, const QImage& fresh) {
    Difference d;
    const QImage a = shown.convertToFormat(QImage::Format_RGB32);
    const QImage b = fresh.convertToFormat(QImage::Format_RGB32);
    if (a.size() != b.size()) {
        d.strong = -1;
        return d;
    }
    for (int y = 0; y < a.height(); ++y) {
        const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int diff = std::max({std::abs(qRed(pa[x]) - qRed(pb[x])),
                                       std::abs(qGreen(pa[x]) - qGreen(pb[x])),
                                       std::abs(qBlue(pa[x]) - qBlue(pb[x]))});
            d.worst = std::max(d.worst, diff);
            if (diff > kNoise && d.strong++ == 0)
                d.first = {x, y};
        }
    }
    return d;
}

// Where the two differ by more than noise, in red on white: for a person to look at.
QImage diffMask(const QImage& shown, const QImage& fresh) {
    const QImage a = shown.convertToFormat(QImage::Format_RGB32);
    const QImage b = fresh.convertToFormat(QImage::Format_RGB32);
    QImage out(a.size(), QImage::Format_RGB32);
    out.fill(Qt::white);
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x) {
            const QRgb pa = a.pixel(x, y), pb = b.pixel(x, y);
            const int diff =
                std::max({std::abs(qRed(pa) - qRed(pb)), std::abs(qGreen(pa) - qGreen(pb)),
                          std::abs(qBlue(pa) - qBlue(pb))});
            if (diff > kNoise)
                out.setPixel(x, y, qRgb(220, 0, 0));
        }
    return out;
}

// What the window's backing store holds for the view's viewport: what the user sees.
QImage onScreen(QGraphicsView* view) {
    QWidget* vp = view->viewport();
    const QPoint at = vp->mapTo(vp->window(), QPoint(0, 0));
    return vp->screen()
        ->grabWindow(vp->window()->winId(), at.x(), at.y(), vp->width(), vp->height())
        .toImage();
}

// A drag moves the items of moved points, segments, arrows and circles instead of making
// new ones: the view must show what a scene drawn afresh shows. "" if it does.
QString differenceFromAFreshScene(QGraphicsView* view, const QString& where) {
    auto* traceScene = qobject_cast<scene::TraceScene*>(view->scene());
    if (!traceScene)
        return QStringLiteral("%1: not a trace scene").arg(where);
    const QImage moved = view->viewport()->grab().toImage();
    // Every item made anew: a change of paper clears what the scene drew.
    traceScene->setDark(!traceScene->dark());
    traceScene->setDark(!traceScene->dark());
    QCoreApplication::processEvents();
    const QImage fresh = view->viewport()->grab().toImage();
    const Difference d = differenceOf(moved, fresh);
    if (d.strong == 0)
        return {};
    const QString dump = qEnvironmentVariable("OVERLAP_REPAINT_DUMP");
    if (!dump.isEmpty()) {
        moved.save(dump + QStringLiteral("-moved.png"));
        fresh.save(dump + QStringLiteral("-fresh.png"));
        diffMask(moved, fresh).save(dump + QStringLiteral("-diff.png"));
    }
    return QStringLiteral("%1: %2 pixels differ from the scene drawn afresh (first at %3,%4)")
        .arg(where)
        .arg(d.strong)
        .arg(d.first.x())
        .arg(d.first.y());
}

// The main window with every lesson, shown at a size where each lesson fits.
std::unique_ptr<MainWindow> shownWindow() {
    auto w = std::make_unique<MainWindow>(test::allLessons(), test::allPitfallNotes());
    w->resize(1300, 850);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        return nullptr;
    return w;
}

class Dragger {
  public:
    explicit Dragger(std::uint32_t seed) : rng_(seed) {}

    // A drag of a shape's body by random steps; after each move the view's pixels are
    // checked against a full repaint. Returns a description of the first mismatch, or "".
    QString drag(QGraphicsView* view, QPointF grabAt, int moves, const QString& where) {
        QWidget* vp = view->viewport();
        QPoint at = view->mapFromScene(grabAt);
        QTest::mousePress(vp, Qt::LeftButton, {}, at);
        QString problem;
        std::uniform_int_distribution<int> step(-40, 40);
        for (int i = 0; i < moves && problem.isEmpty(); ++i) {
            at += QPoint(step(rng_), step(rng_));
            at.setX(std::clamp(at.x(), 10, vp->width() - 10));
            at.setY(std::clamp(at.y(), 10, vp->height() - 10));
            QTest::mouseMove(vp, at);
            settle();
            const QImage shown = onScreen(view);
            const QImage fresh = vp->grab().toImage();
            const Difference d = differenceOf(shown, fresh);
            if (d.strong != 0) {
                problem = QStringLiteral("%1, move %2: %3 pixels differ from a full repaint "
                                         "(first at %4,%5, worst by %6)")
                              .arg(where)
                              .arg(i)
                              .arg(d.strong)
                              .arg(d.first.x())
                              .arg(d.first.y())
                              .arg(d.worst);
                const QString dump = qEnvironmentVariable("OVERLAP_REPAINT_DUMP");
                if (!dump.isEmpty()) {
                    shown.save(dump + QStringLiteral("-shown.png"));
                    fresh.save(dump + QStringLiteral("-fresh.png"));
                    diffMask(shown, fresh).save(dump + QStringLiteral("-diff.png"));
                }
            }
        }
        QTest::mouseRelease(vp, Qt::LeftButton, {}, at);
        settle();
        return problem;
    }

    // Every posted update handled: the repaint the move caused is on screen.
    static void settle() {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    }

  private:
    std::mt19937 rng_;
};

// Both shapes, to tell whether a drag moved anything.
using Scene = std::array<Shape, 2>;
template <class Model> Scene sceneOf(const Model& m) {
    return {m.shape(0), m.shape(1)};
}

QPointF bodyPoint(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) { // off the centre handle
                                     return QPointF{c.c.x + c.r / 2, c.c.y + c.r / 4};
                                 },
                                 [](const Rect& r) {
                                     return QPointF{r.min.x + (r.max.x - r.min.x) / 3,
                                                    r.min.y + (r.max.y - r.min.y) / 3};
                                 },
                                 [](const RotatedRect& t) {
                                     return QPointF{t.c.x + t.half.x / 4, t.c.y};
                                 }},
                      s);
}

} // namespace

class TestRepaint : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { test::usePrivateSettings(dir_.filePath("settings")); }

    void lessonViewsMatchAFullRepaint() {
        const std::unique_ptr<MainWindow> shown = shownWindow();
        QVERIFY(shown);
        MainWindow& w = *shown;
        Dragger dragger(20261122);
        for (int i = 0; i < w.lessons().size(); ++i) {
            w.selectLesson(i);
            player::LessonPlayer* p = w.player();
            for (const QString& id : w.lessons()[i].algorithms) {
                p->setAlgorithm(id);
                p->last();
                Dragger::settle();
                for (int shape = 0; shape < 2; ++shape) {
                    const Scene before = sceneOf(*w.scenario());
                    const QString problem =
                        dragger.drag(p->view(), bodyPoint(before[shape]), 12,
                                     QStringLiteral("%1, shape %2").arg(id).arg(shape));
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                    // A drag that moved nothing would compare a picture with itself. (The
                    // shape on top there moves: after the first drag it may be the other.)
                    QVERIFY2(sceneOf(*w.scenario()) != before, qPrintable(id));
                    const QString stale = differenceFromAFreshScene(p->view(), id);
                    QVERIFY2(stale.isEmpty(), qPrintable(stale));
                }
            }
        }
    }

    void zoomedOutAndZoomedIn() {
        const std::unique_ptr<MainWindow> shown = shownWindow();
        QVERIFY(shown);
        MainWindow& w = *shown;
        Dragger dragger(7);
        w.selectLesson(2);
        player::LessonPlayer* p = w.player();
        p->last();
        // Zoomed out a pen is wider than a unit; zoomed in, a step crosses the view.
        for (double factor : {0.05, 40.0}) {
            p->view()->zoomBy(factor);
            Dragger::settle();
            const Scene before = sceneOf(*w.scenario());
            const QString problem =
                dragger.drag(p->view(), bodyPoint(before[0]), 12,
                             QStringLiteral("zoom %1").arg(p->view()->pixelsPerUnit()));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(sceneOf(*w.scenario()) != before);
        }
    }

    void compareViewsMatchAFullRepaint() {
        const std::unique_ptr<MainWindow> shown = shownWindow();
        QVERIFY(shown);
        MainWindow& w = *shown;
        w.setMode(MainWindow::Mode::Compare);
        compare::CompareMode* c = w.compareMode();
        Dragger dragger(11);
        for (Pair pair : {Pair::CircleRect, Pair::CircleRotatedRect, Pair::RectRect}) {
            c->loadPair(pair);
            c->setOverlays(compare::OverlayKind::Regions);
            QVERIFY(c->scheduler()->waitForIdle());
            Dragger::settle();
            for (compare::ComparePane* pane : c->panes()) {
                const Scene before = sceneOf(*c->model());
                const QString problem =
                    dragger.drag(pane->view(), bodyPoint(before[0]), 6,
                                 QStringLiteral("compare %1").arg(pane->method()));
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
                QVERIFY2(sceneOf(*c->model()) != before, qPrintable(pane->method()));
                // Overlays land later, from their thread: the view must show them fully.
                QVERIFY(c->scheduler()->waitForIdle());
                Dragger::settle();
                const Difference d = differenceOf(onScreen(pane->view()),
                                                  pane->view()->viewport()->grab().toImage());
                QVERIFY2(d.strong == 0, qPrintable(QStringLiteral("%1 after the overlays: %2")
                                                       .arg(pane->method())
                                                       .arg(d.strong)));
            }
        }
    }
};

} // namespace tst_repaint

#define OVERLAP_SUBJECT tst_repaint
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_repaint::TestRepaint)
#include "tst_repaint.moc"
