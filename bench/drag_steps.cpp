#include "bench/drag_steps.h"
#include "bench/paint_watch.h"

#include <QApplication>
#include <QEventLoop>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QTest>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <set>

#include <time.h>

namespace overlap::bench {

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

double msBetween(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::milli>(to - from).count();
}

// The UI thread's own CPU time: against the wall time of a step, it tells work from waiting
// (for Qt's raster helper threads, or for a core the background maps hold).
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Lets the event loop run (overlay results arrive, timers fire) until `until`, without
// spinning: a drag's moves come at the pace of the mouse.
void idleUntil(Clock::time_point until) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
    if (left <= 0ms)
        return;
    QEventLoop loop;
    QTimer::singleShot(int(left.count()), Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

// One press on the shape, then moves back and forth along the row, one whole unit each
// (in the app snapping is on, so every move changes the model, and the verdict flips at
// both edges), then the release. Each measured step is one move event sent to the
// viewport, ended when every watched view has been repainted.
//
// In the app the move itself is synchronous: the handle writes the model, the traces are
// recomputed and the scene's items change before mouseEvent() returns. The repaint is not:
// the scene gathers its dirty items in a queued call, which marks the views' viewports
// dirty, and the window repaints every dirty widget when it handles its posted
// UpdateRequest. So after the move the loop processes events until each watched viewport
// has been sent its Paint event; processEvents() returns only when the event being handled,
// that whole repaint of the window (every dirty widget, the labels too, and the flush to
// the backing store), is done. That is the frame the user sees. (viewport()->repaint()
// would paint one view only, before the scene has even marked what changed.) Moves are
// sent at most every `pace`, as a mouse sends them; whatever the previous move started in
// the background (the compare overlays) keeps running and may land in a later step, as it
// does in the app.
DragTimes dragSteps(QGraphicsView* view, const DragRow& row, const DragWatch& watch, int warmup,
                    int count) {
    QWidget* viewport = view->viewport();
    const auto toScreen = [&](double x) {
        return view->mapFromScene(row.grab + QPointF(x - row.centre.x(), row.y - row.centre.y()));
    };
    const QPoint press = view->mapFromScene(row.grab);
    if (watch.pressed && !watch.pressed(view->itemAt(press)))
        std::fprintf(stderr, "overlap-bench: warning: the press is not on the dragged shape\n");
    PaintWatch painted;
    for (QWidget* v : watch.views)
        painted.watch(v);
    constexpr auto pace = 8ms; // a 125 Hz mouse
    DragTimes out;
    QTest::mousePress(viewport, Qt::LeftButton, {}, press);
    QApplication::processEvents();
    double x = row.centre.x();
    double dir = -1;
    int missed = 0, flips = 0, last = watch.verdicts ? watch.verdicts() : 0;
    for (int i = 0; i < warmup + count; ++i) {
        if (x + dir < row.xLo || x + dir > row.xHi)
            dir = -dir;
        x += dir;
        const QPoint to = toScreen(x);
        painted.reset();
        const double cpuStart = threadCpuMs();
        const auto start = Clock::now();
        QTest::mouseEvent(QTest::MouseMove, viewport, Qt::NoButton, {}, to);
        while (!painted.allPainted() && Clock::now() - start < 2s)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        const auto end = Clock::now();
        const double cpu = threadCpuMs() - cpuStart;
        if (!painted.allPainted()) {
            ++missed;
        } else if (i >= warmup) {
            out.wall.push_back(msBetween(start, end));
            out.cpu.push_back(cpu);
            out.repaint.push_back(painted.paintedShare());
        }
        if (watch.verdicts) {
            const int now = watch.verdicts();
            flips += now != last;
            last = now;
        }
        idleUntil(start + pace);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, toScreen(x));
    QApplication::processEvents();
    if (missed)
        std::fprintf(stderr, "overlap-bench: %d moves were not repainted within 2 s\n", missed);
    if (watch.verdicts && flips == 0)
        std::fprintf(stderr, "overlap-bench: warning: the drag never changed a verdict\n");
    return out;
}

} // namespace overlap::bench
