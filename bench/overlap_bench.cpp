// overlap-bench: the figures of the README's "Speed" section, measured in one run and
// printed as one JSON object on stdout (progress and warnings go to stderr).
//
//   overlap-bench [--quick]
//
//   machine             CPU, cores, OS, Qt and its platform, compiler, build type, and the
//                       load average at the start (other work on the machine skews it all)
//   drag_step_ms        one mouse move on a handle to the end of the repaint that shows it:
//                       median, p99, max and n over the moves, and the UI thread's own CPU
//                       time and the share of the views' pixels repainted in a median step.
//                       In the lesson player (lesson 3) and in compare
//                       mode with four panes, Regions overlays and the disagreement map on.
//   startup_ms          `overlap --startup-probe`: from the top of its main to the end of the
//                       main window's first paint, the median of 5 processes
//   startup_process_ms  the same processes timed from here: from starting the process to
//                       reading its line, so loading and linking the libraries too
//   peak_rss_mb         getrusage's ru_maxrss after the drags and a tour of every step of
//                       every lesson and of every compare layout with its overlays and map
//   core_ns_per_test    every method of the table on the fixed case sets (bench_cases.h),
//                       the least of 15 runs, each interleaved with a run of Box2D's
//                       function for its pair on the same cases (bench/versus_box2d.h)
//   batch_ns_per_test   the batch entries (structure of arrays) on the same cases
//   box2d_ns_per_test   Box2D's manifold functions: b2CollideCircles, b2CollidePolygonAndCircle
//                       and b2CollidePolygons, on the aligned and the turned sets
//   vs_box2d            Box2D's ns over ours for every correct method (above 1, ours is faster)
//   floors              per correct method: the Box2D function the floor is set against
//                       (its pair's; for circle-circle b2CollidePolygonAndCircle, as
//                       issue 16 sets it), the floor (3 for clamp, fold and circle-circle,
//                       else 1), the ratio to that function, met
//   floors_met          whether every floor is met
//
// --quick makes few moves, one startup and short timings: a smoke run, not a measurement.
// --drag-only measures the two drags and nothing else, for a profiler (perf, callgrind).
// --core-only measures the core and Box2D and nothing else (no window, no startup).
// The window is 1400x900, on the offscreen platform when there is no display.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/overlay_scheduler.h"
#include "app/handles/body_handle.h"
#include "app/lessons/lesson_loader.h"
#include "app/lessons/pitfall_notes.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/main_window.h"
#include "bench/bench_cases.h"
#include "bench/versus_box2d.h"
#include "core/algorithms.h"
#include "core/pairs.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <set>
#include <thread>
#include <variant>
#include <vector>

#include <sys/resource.h>
#include <time.h>

using namespace overlap;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

struct Settings {
    bool quick = false;
    bool dragOnly = false;
    int moves = 300;                        // measured drag moves per mode
    int warmupMoves = 10;                   // made first and not counted (glyph and pixmap caches)
    int startups = 5;                       // processes for the median startup
    std::chrono::nanoseconds budget = 60ms; // per timed method, as overlap-cli bench
    int runs = 5;
    int rounds = 3; // of the core and Box2D timings, the least kept
};

const Clock::time_point kStarted = Clock::now();

void progress(const char* what) {
    std::fprintf(stderr, "overlap-bench: %5.1f s  %s\n",
                 std::chrono::duration<double>(Clock::now() - kStarted).count(), what);
}

double msBetween(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::milli>(to - from).count();
}

// Figures are rounded to what the measurement can tell.
double rounded(double v, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

double median(std::vector<double> v) {
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The nearest-rank percentile: the smallest sample with at least p of them at or below it.
double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const auto rank = std::size_t(std::ceil(p * double(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

// The UI thread's own CPU time: against the wall time of a step, it tells work from waiting
// (for Qt's raster helper threads, or for a core the background maps hold).
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct DragTimes {
    std::vector<double> wall;    // ms per step
    std::vector<double> cpu;     // the UI thread's CPU ms in the same steps
    std::vector<double> repaint; // the share of the views' pixels repainted in each
};

QJsonObject summary(const DragTimes& t) {
    const std::vector<double>& ms = t.wall;
    return {{QStringLiteral("median"), rounded(median(ms), 3)},
            {QStringLiteral("p99"), rounded(percentile(ms, 0.99), 3)},
            {QStringLiteral("max"),
             rounded(ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()), 3)},
            {QStringLiteral("n"), int(ms.size())},
            {QStringLiteral("ui_thread_cpu_median"), rounded(median(t.cpu), 3)},
            {QStringLiteral("repainted_share_median"), rounded(median(t.repaint), 3)}};
}

// ---- machine -------------------------------------------------------------------------

QString cpuModel() {
    QFile f(QStringLiteral("/proc/cpuinfo"));
    if (f.open(QIODevice::ReadOnly))
        for (const QByteArray& line : f.readAll().split('\n'))
            if (line.startsWith("model name"))
                return QString::fromUtf8(line.mid(line.indexOf(':') + 1)).trimmed();
    return QSysInfo::currentCpuArchitecture();
}

QString compiler() {
#if defined(__clang__)
    return QStringLiteral("clang ") + QStringLiteral(__clang_version__).trimmed();
#elif defined(__GNUC__)
    return QStringLiteral("GCC ") + QStringLiteral(__VERSION__);
#else
    return QStringLiteral("unknown");
#endif
}

// The 1-minute load average when the run starts: figures from a busy machine read high.
double loadAverage() {
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').value(0).toDouble() : -1.0;
}

QJsonObject machine() {
    return {{QStringLiteral("cpu"), cpuModel()},
            {QStringLiteral("cores"), int(std::thread::hardware_concurrency())},
            {QStringLiteral("os"), QSysInfo::prettyProductName()},
            {QStringLiteral("kernel"), QSysInfo::kernelVersion()},
            {QStringLiteral("qt"), QString::fromLatin1(qVersion())},
            {QStringLiteral("qpa"), QGuiApplication::platformName()},
            {QStringLiteral("compiler"), compiler()},
            {QStringLiteral("build"), QStringLiteral(OVERLAP_BUILD_TYPE)},
            {QStringLiteral("load_average"), loadAverage()}};
}

// ---- startup -------------------------------------------------------------------------

struct Startup {
    std::vector<double> inApp;   // what the probe prints: top of main to the first frame
    std::vector<double> process; // process start to its line, seen from here
};

// Each run starts with a fresh, empty settings folder: the first start of a new user, with
// no session to restore.
Startup measureStartup(int runs, const QString& home) {
    Startup out;
    for (int i = 0; i < runs; ++i) {
        QTemporaryDir config(home + QStringLiteral("/config-XXXXXX"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        QProcess app;
        app.setProcessEnvironment(env);
        app.setProcessChannelMode(QProcess::SeparateChannels);
        app.setStandardErrorFile(QProcess::nullDevice());
        const auto start = Clock::now();
        app.start(QStringLiteral(OVERLAP_APP_PATH), {QStringLiteral("--startup-probe")});
        QByteArray text;
        double seen = -1;
        while (seen < 0 && app.waitForReadyRead(20000)) {
            text += app.readAllStandardOutput();
            if (text.contains('\n'))
                seen = msBetween(start, Clock::now());
        }
        app.waitForFinished(20000);
        text += app.readAllStandardOutput();
        const int at = text.indexOf("startup_ms=");
        bool ok = false;
        const double ms = at < 0 ? 0.0 : text.mid(at + 11).trimmed().toDouble(&ok);
        if (!ok || seen < 0) {
            std::fprintf(stderr, "overlap-bench: %s --startup-probe gave no time (%s)\n",
                         OVERLAP_APP_PATH, qPrintable(app.errorString()));
            continue;
        }
        out.inApp.push_back(ms);
        out.process.push_back(seen);
    }
    return out;
}

// ---- drag steps ----------------------------------------------------------------------

// Notes which of the watched widgets have been sent a Paint event since reset().
class PaintWatch : public QObject {
  public:
    void watch(QWidget* w) {
        w->installEventFilter(this);
        watched_.insert(w);
    }
    void reset() {
        painted_.clear();
        paintedPixels_ = 0;
    }
    bool allPainted() const { return painted_.size() == watched_.size(); }
    // The share of the watched widgets' pixels repainted since reset().
    double paintedShare() const {
        double all = 0;
        for (QObject* o : watched_) {
            const QWidget* w = static_cast<QWidget*>(o);
            all += double(w->width()) * w->height();
        }
        return all > 0 ? paintedPixels_ / all : 0.0;
    }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && watched_.count(watched)) {
            painted_.insert(watched);
            for (const QRect& r : static_cast<QPaintEvent*>(event)->region())
                paintedPixels_ += double(r.width()) * r.height();
        }
        return false;
    }

  private:
    std::set<QObject*> watched_, painted_;
    double paintedPixels_ = 0;
};

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

// One press on the circle's body, then moves back and forth across the rect along a row,
// one whole unit each (snapping is on, so every move changes the model, and the verdict
// flips at both edges), then the release. Each measured step is one move event sent to the
// viewport, ended when every watched view has been repainted.
//
// The move itself is synchronous: the handle writes the model, the traces are recomputed
// and the scene's items change before mouseEvent() returns. The repaint is not: the scene
// gathers its dirty items in a queued call, which marks the views' viewports dirty, and the
// window repaints every dirty widget when it handles its posted UpdateRequest. So after the
// move the loop processes events until each watched viewport has been sent its Paint event;
// processEvents() returns only when the event being handled, that whole repaint of the
// window (every dirty widget, the labels too, and the flush to the backing store), is done.
// That is the frame the user sees. (viewport()->repaint() would paint one view only, before
// the scene has even marked what changed.) Moves are sent at most every `pace`, as a mouse
// sends them; whatever the previous move started in the background (the compare overlays)
// keeps running and may land in a later step, as it does in the app.
DragTimes dragSteps(QGraphicsView* view, Circle circle, double y, double xLo, double xHi,
                    const QList<QWidget*>& views, int warmup, int count,
                    const std::function<int()>& verdicts) {
    QWidget* viewport = view->viewport();
    // Half a radius off the centre: the body, not the point handle at the centre.
    const Vec2 grab = circle.c + Vec2{circle.r / 2, circle.r / 4};
    const auto toScreen = [&](double x) {
        const Vec2 p = grab + Vec2{x - circle.c.x, y - circle.c.y};
        return view->mapFromScene(QPointF(p.x, p.y));
    };
    const QPoint press = view->mapFromScene(QPointF(grab.x, grab.y));
    if (!dynamic_cast<handles::BodyHandle*>(view->itemAt(press)))
        progress("warning: the press is not on the circle's body");
    PaintWatch watch;
    for (QWidget* v : views)
        watch.watch(v);
    constexpr auto pace = 8ms; // a 125 Hz mouse
    DragTimes out;
    QTest::mousePress(viewport, Qt::LeftButton, {}, press);
    QApplication::processEvents();
    double x = circle.c.x;
    double dir = -1;
    int missed = 0, flips = 0, last = verdicts();
    for (int i = 0; i < warmup + count; ++i) {
        if (x + dir < xLo || x + dir > xHi)
            dir = -dir;
        x += dir;
        const QPoint to = toScreen(x);
        watch.reset();
        const double cpuStart = threadCpuMs();
        const auto start = Clock::now();
        QTest::mouseEvent(QTest::MouseMove, viewport, Qt::NoButton, {}, to);
        while (!watch.allPainted() && Clock::now() - start < 2s)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        const auto end = Clock::now();
        const double cpu = threadCpuMs() - cpuStart;
        if (!watch.allPainted()) {
            ++missed;
        } else if (i >= warmup) {
            out.wall.push_back(msBetween(start, end));
            out.cpu.push_back(cpu);
            out.repaint.push_back(watch.paintedShare());
        }
        const int now = verdicts();
        flips += now != last;
        last = now;
        idleUntil(start + pace);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, toScreen(x));
    QApplication::processEvents();
    if (missed)
        std::fprintf(stderr, "overlap-bench: %d moves were not repainted within 2 s\n", missed);
    if (flips == 0)
        progress("warning: the drag never changed a verdict");
    return out;
}

// The row and the range of the drag: through the rect's middle, from beyond its left to
// beyond its right edge, within what the view shows.
struct Row {
    double y, xLo, xHi;
};

Row rowAcross(const Circle& c, const Rect& r, const QRectF& seen) {
    const double y = std::round((r.min.y + r.max.y) / 2);
    double xLo = std::floor(r.min.x - c.r) - 2, xHi = std::ceil(r.max.x + c.r) + 2;
    xLo = std::max(xLo, std::ceil(seen.left() + c.r));
    xHi = std::min(xHi, std::floor(seen.right() - c.r));
    return {y, xLo, xHi};
}

QRectF seenBy(const QGraphicsView* view) {
    return view->mapToScene(view->viewport()->rect()).boundingRect();
}

DragTimes playerDrag(window::MainWindow& w, const Settings& s) {
    int lesson = -1;
    for (int i = 0; i < w.lessons().size(); ++i)
        if (w.lessons()[i].section == 3)
            lesson = i;
    w.setMode(window::MainWindow::Mode::Lessons);
    w.selectLesson(lesson);
    player::LessonPlayer* p = w.player();
    p->last(); // the step with the verdict
    QApplication::processEvents();
    const auto* circle = std::get_if<Circle>(&w.scenario()->a());
    const auto* rect = std::get_if<Rect>(&w.scenario()->b());
    if (lesson < 0 || !circle || !rect) {
        progress("lesson 3 is not a circle and a rect; no player drag");
        return {};
    }
    player::PlayerView* view = p->view();
    const Row row = rowAcross(*circle, *rect, seenBy(view));
    const auto verdicts = [p] {
        const Step* deciding = p->trace().decidingStep();
        return deciding && deciding->verdict ? 1 : 0;
    };
    return dragSteps(view, *circle, row.y, row.xLo, row.xHi, {view->viewport()}, s.warmupMoves,
                     s.moves, verdicts);
}

// The usual circle-rect methods: four panes.
QStringList fourPanes() {
    QStringList out;
    for (const Algorithm* m : usualMethods(Pair::CircleRect, false))
        out << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
    return out;
}

DragTimes compareDrag(window::MainWindow& w, const Settings& s) {
    w.setMode(window::MainWindow::Mode::Compare);
    compare::CompareMode* c = w.compareMode();
    c->loadPair(Pair::CircleRect);
    const QStringList panes = fourPanes();
    c->setMethods(panes);
    c->setOverlays(compare::OverlayKind::Regions);
    c->setMap(panes[0], panes[1]);
    c->scheduler()->waitForIdle();
    QApplication::processEvents();
    const auto* circle = std::get_if<Circle>(&c->model()->a());
    const auto* rect = std::get_if<Rect>(&c->model()->b());
    if (c->panes().size() != 4 || !circle || !rect || !c->mapOn()) {
        progress("compare mode did not take four circle-rect panes and a map; no compare drag");
        return {};
    }
    compare::ComparePane* pane = c->panes().front();
    player::PlayerView* view = pane->view();
    const Row row = rowAcross(*circle, *rect, seenBy(view));
    QList<QWidget*> views;
    for (compare::ComparePane* p : c->panes())
        views << p->view()->viewport();
    const auto verdicts = [c] {
        int bits = 0;
        for (int i = 0; i < c->panes().size(); ++i)
            bits |= (c->panes()[i]->overlap() ? 1 : 0) << i;
        return bits;
    };
    DragTimes out =
        dragSteps(view, *circle, row.y, row.xLo, row.xHi, views, s.warmupMoves, s.moves, verdicts);
    c->scheduler()->waitForIdle();
    return out;
}

// ---- memory --------------------------------------------------------------------------

// Every step of every method of every lesson, then each pair's compare layout with its
// usual methods, Regions overlays and the map of its first two, each painted.
void tour(window::MainWindow& w) {
    const auto paint = [&w] {
        QApplication::processEvents();
        w.repaint();
    };
    w.setMode(window::MainWindow::Mode::Lessons);
    for (int i = 0; i < w.lessons().size(); ++i) {
        w.selectLesson(i);
        player::LessonPlayer* p = w.player();
        for (const QString& id : w.lessons()[i].algorithms) {
            p->setAlgorithm(id);
            for (int step = 0; step < p->stepCount(); ++step) {
                p->setStep(step);
                paint();
            }
        }
    }
    w.setMode(window::MainWindow::Mode::Compare);
    compare::CompareMode* c = w.compareMode();
    for (Pair pair : shownPairs()) {
        c->loadPair(pair);
        c->setOverlays(compare::OverlayKind::Regions);
        const QStringList m = c->methods();
        c->setMap(m.value(0), m.value(1));
        if (!c->scheduler()->waitForIdle())
            progress("warning: a compare layout's overlays did not finish");
        paint();
    }
}

double peakRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// ---- core and Box2D ------------------------------------------------------------------

QString idOf(std::string_view id) {
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

// Every method's ns per test and, beside it, Box2D's function for its pair, interleaved
// run by run (bench/versus_box2d.h); the least run of each is kept, since a busy machine
// only ever adds time.
void insertCore(QJsonObject& out, const Settings& s) {
    // Short runs, many of them: on a busy machine a run that fits in one time slice gives a
    // clean least time, and the Box2D run beside it sees the same moment.
    constexpr int kSplit = 6;
    const bench::Versus v =
        bench::timeAgainstBox2d(s.budget / (s.runs * kSplit), s.rounds, s.runs * kSplit);
    QJsonObject core, ratio, floors, batch;
    bool allMet = true;
    for (const bench::MethodVersus& m : v.methods) {
        core.insert(idOf(m.id), rounded(m.ns, 2));
        if (!m.correct)
            continue;
        ratio.insert(idOf(m.id), rounded(m.ratio, 2));
        floors.insert(idOf(m.id), QJsonObject{{QStringLiteral("against"),
                                               idOf(bench::box2dFnName(m.floorAgainst))},
                                              {QStringLiteral("floor"), m.floor},
                                              {QStringLiteral("ratio"), rounded(m.floorRatio, 2)},
                                              {QStringLiteral("met"), m.met()}});
        allMet = allMet && m.met();
    }
    for (const bench::MethodVersus& m : v.batches) {
        batch.insert(idOf(m.id), QJsonObject{{QStringLiteral("ns"), rounded(m.ns, 2)},
                                             {QStringLiteral("vs_box2d"), rounded(m.ratio, 2)}});
    }
    QJsonObject b2{{QStringLiteral("version"), idOf(bench::box2dVersion())}};
    QJsonObject agreement;
    for (const bench::Box2dVersus& f : v.box2d) {
        b2.insert(idOf(bench::box2dFnName(f.fn)), rounded(f.ns, 2));
        agreement.insert(idOf(bench::box2dFnName(f.fn)), rounded(f.agreement, 4));
    }
    b2.insert(QStringLiteral("agreement_with_exact"), agreement);
    out.insert(QStringLiteral("core_ns_per_test"), core);
    out.insert(QStringLiteral("batch_ns_per_test"), batch);
    out.insert(QStringLiteral("box2d_ns_per_test"), b2);
    out.insert(QStringLiteral("vs_box2d"), ratio);
    out.insert(QStringLiteral("floors"), floors);
    out.insert(QStringLiteral("floors_met"), allMet);
}

bool hasDisplay() {
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

} // namespace

int main(int argc, char** argv) {
    Settings s;
    bool coreOnly = false; // the core and Box2D timings, nothing else
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--quick") {
            const bool dragOnly = s.dragOnly;
            s = {true, dragOnly, 20, 3, 1, 5ms, 1, 1};
        } else if (a == "--drag-only") {
            s.dragOnly = true;
        } else if (a == "--core-only") {
            coreOnly = true;
        } else {
            std::fprintf(stderr, "usage: overlap-bench [--quick] [--drag-only] [--core-only]\n");
            return 2;
        }
    }
    // Settings, caches and the runtime folder in a private place, for this process and the
    // app processes it starts: the user's own are neither read nor written.
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "overlap-bench: cannot create a temporary folder\n");
        return 1;
    }
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                            "XDG_RUNTIME_DIR"}) {
        const QString dir = home.path() + QLatin1Char('/') + QString::fromLatin1(var).toLower();
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
        qputenv(var, dir.toLocal8Bit());
    }
    if (!hasDisplay() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("overlap-bench"));

    QJsonObject out;
    out.insert(QStringLiteral("machine"), machine());

    // Startup first, while this process is quiet.
    Startup startup;
    if (!s.dragOnly) {
        if (!coreOnly) {
            progress("startup");
            startup = measureStartup(s.startups, home.path());
            out.insert(QStringLiteral("startup_ms"), rounded(median(startup.inApp), 1));
            out.insert(QStringLiteral("startup_process_ms"), rounded(median(startup.process), 1));
        }

        progress("core and Box2D, interleaved");
        insertCore(out, s);
        if (coreOnly) {
            const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Indented);
            std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
            return 0;
        }
    }

    auto lessons = lessons::loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    auto notes =
        lessons::loadPitfallNotes(QStringLiteral(OVERLAP_LESSONS_DIR "/pitfalls/pitfalls.json"));
    if (auto* why = std::get_if<QString>(&lessons)) {
        std::fprintf(stderr, "overlap-bench: cannot load the lessons: %s\n", qPrintable(*why));
        return 1;
    }
    if (auto* why = std::get_if<QString>(&notes)) {
        std::fprintf(stderr, "overlap-bench: cannot load the pitfall notes: %s\n",
                     qPrintable(*why));
        return 1;
    }
    window::MainWindow w(std::get<QList<lessons::Lesson>>(lessons),
                         std::get<QList<lessons::PitfallNote>>(notes));
    w.resize(1400, 900);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) {
        progress("the window was never shown");
        return 1;
    }

    progress("drag in the lesson player");
    const DragTimes player = playerDrag(w, s);
    progress("drag in compare mode, four panes");
    const DragTimes compare4 = compareDrag(w, s);
    out.insert(QStringLiteral("drag_step_ms"),
               QJsonObject{{QStringLiteral("player"), summary(player)},
                           {QStringLiteral("compare4"), summary(compare4)}});

    if (!s.dragOnly) {
        progress("tour");
        tour(w);
        out.insert(QStringLiteral("peak_rss_mb"), rounded(peakRssMb(), 1));
    }

    const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Indented);
    std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    std::fflush(stdout);
    const bool complete =
        !player.wall.empty() && !compare4.wall.empty() && (s.dragOnly || !startup.inApp.empty());
    return complete ? 0 : 1;
}
