// overlap-bench: the figures of docs/speed.md, measured in one run and
// printed as one JSON object on stdout (progress and warnings go to stderr).
//
//   overlap-bench [--quick] [--drag-only | --core-only | --drag MODE | --animate]
//
//   machine             CPU, cores, OS, Qt and its platform, compiler, build type, and the
//                       load average at the start (other work on the machine skews it all)
//   drag_step_ms        one mouse move on a handle to the end of the repaint that shows it:
//                       median, p99, max and n over the moves, and the UI thread's own CPU
//                       time and the share of the views' pixels repainted in a median step.
//                       In the lesson player (lesson 3) and in compare
//                       mode with four panes, Regions overlays and the disagreement map on.
//                       baseline: the same drag in a plain QGraphicsView of the player's
//                       size with as many plain Qt items (bench/drag_baseline.h), Qt's own
//                       floor; ratio_to_baseline: each mode's median and p99 over its.
//                       The three take turns in `rounds` rounds, so all see the same machine.
//   animate_frame_ms    compare mode's four panes all playing the rotated lesson's turn back
//                       at 60 frames a second (bench/animate_frames.h): median, p99, max and
//                       n over the frames, and ratio_to_baseline, each over the plain view's
//                       drag step measured in the same run (median over median, p99 over
//                       p99); target: median within 2x, p99 within 3x
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
//   response_ns_per_test push apart: every correct method's response path (the class from
//                       the method, then normal, separation and witnesses) per test, the
//                       Box2D function it is interleaved with (the pair's manifold function,
//                       then b2WorldManifold::Initialize when the manifold has points), that
//                       one's least ns in those runs, the ratio, and its floor (issue 28: 2
//                       for a pair with a circle, else 1) and whether it is met
//   box2d_response_ns_per_test  each Box2D manifold-and-world-manifold pass's least
//   response_floors_met whether every response floor is met
//
// --quick makes few moves, one startup and short timings: a smoke run, not a measurement.
// --drag-only measures the two drags and nothing else, for a profiler (perf, callgrind).
// --drag MODE (player, compare4 or baseline) makes only that drag: one mode's profile.
// --core-only measures the core and Box2D and nothing else (no window, no startup).
// --animate measures the plain view's drag and animate_frame_ms, nothing else.
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
#include "bench/animate_frames.h"
#include "bench/bench_cases.h"
#include "bench/drag_baseline.h"
#include "bench/drag_steps.h"
#include "bench/sweep_versus.h"
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
#include <optional>
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
    int rounds = 3;      // of the core and Box2D timings, the least kept
    int dragRounds = 3;  // turns of the player, compare and plain-view drags
    int onlyDrag = -1;   // with --drag: 0 player, 1 compare4, 2 baseline; -1 all three
    bool animate = true; // animate_frame_ms (a drag-only run measures it only with --animate)
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

QJsonObject summary(const bench::DragTimes& t) {
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

// The row and the range of the drag: through the rect's middle, from beyond its left to
// beyond its right edge, within what the view shows; the press on the circle's body, half
// a radius off the centre (not the point handle at the centre).
bench::DragRow rowAcross(const Circle& c, const Rect& r, const QRectF& seen) {
    const double y = std::round((r.min.y + r.max.y) / 2);
    double xLo = std::floor(r.min.x - c.r) - 2, xHi = std::ceil(r.max.x + c.r) + 2;
    xLo = std::max(xLo, std::ceil(seen.left() + c.r));
    xHi = std::min(xHi, std::floor(seen.right() - c.r));
    const QPointF centre(c.c.x, c.c.y);
    return {centre, centre + QPointF(c.r / 2, c.r / 4), y, xLo, xHi};
}

QRectF seenBy(const QGraphicsView* view) {
    return view->mapToScene(view->viewport()->rect()).boundingRect();
}

// A drag ready to be measured: the view the mouse moves in, the row and what ends a step.
struct DragSetup {
    QGraphicsView* view = nullptr;
    bench::DragRow row;
    bench::DragWatch watch;
    QRectF circle; // the dragged circle's world rect
};

bool onBody(QGraphicsItem* item) {
    return dynamic_cast<handles::BodyHandle*>(item) != nullptr;
}

// Lesson 3 in the player, at the step with the verdict.
std::optional<DragSetup> playerSetup(window::MainWindow& w) {
    int lesson = -1;
    for (int i = 0; i < w.lessons().size(); ++i)
        if (w.lessons()[i].section == 3)
            lesson = i;
    w.setMode(window::MainWindow::Mode::Lessons);
    w.selectLesson(lesson);
    player::LessonPlayer* p = w.player();
    // Every round starts from the lesson's own shapes, framed afresh: the last round's drag
    // left them edited, and a lesson comes back framed on its edited shapes, too close for a
    // row that must leave the rect.
    if (lesson >= 0) {
        const lessons::Lesson& l = w.lessons()[lesson];
        w.scenario()->setShapes(l.a, l.b);
        p->fit();
    }
    p->last();
    QApplication::processEvents();
    const auto* circle = std::get_if<Circle>(&w.scenario()->a());
    const auto* rect = std::get_if<Rect>(&w.scenario()->b());
    if (lesson < 0 || !circle || !rect) {
        progress("lesson 3 is not a circle and a rect; no player drag");
        return std::nullopt;
    }
    player::PlayerView* view = p->view();
    const auto verdicts = [p] {
        const Step* deciding = p->trace().decidingStep();
        return deciding && deciding->verdict ? 1 : 0;
    };
    const QRectF disc(circle->c.x - circle->r, circle->c.y - circle->r, 2 * circle->r,
                      2 * circle->r);
    return DragSetup{view, rowAcross(*circle, *rect, seenBy(view)),
                     bench::DragWatch{{view->viewport()}, onBody, verdicts}, disc};
}

// The usual circle-rect methods: four panes.
QStringList fourPanes() {
    QStringList out;
    for (const Algorithm* m : usualMethods(Pair::CircleRect, false))
        out << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
    return out;
}

// Compare mode with four circle-rect panes, Regions overlays and the map.
std::optional<DragSetup> compareSetup(window::MainWindow& w) {
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
        return std::nullopt;
    }
    player::PlayerView* view = c->panes().front()->view();
    QList<QWidget*> views;
    for (compare::ComparePane* p : c->panes())
        views << p->view()->viewport();
    const auto verdicts = [c] {
        int bits = 0;
        for (int i = 0; i < c->panes().size(); ++i)
            bits |= (c->panes()[i]->overlap() ? 1 : 0) << i;
        return bits;
    };
    return DragSetup{view,
                     rowAcross(*circle, *rect, seenBy(view)),
                     bench::DragWatch{views, onBody, verdicts},
                     {}};
}

struct DragFigures {
    bench::DragTimes player, compare4, baseline;
    int baselineItems = 0, playerItems = 0;
};

void append(bench::DragTimes& to, const bench::DragTimes& more) {
    to.wall.insert(to.wall.end(), more.wall.begin(), more.wall.end());
    to.cpu.insert(to.cpu.end(), more.cpu.begin(), more.cpu.end());
    to.repaint.insert(to.repaint.end(), more.repaint.begin(), more.repaint.end());
}

// The player, compare mode and the plain view in turns of a few rounds, each round in
// another order, so each sees the same machine (other work on it comes and goes).
DragFigures measureDrags(window::MainWindow& w, const Settings& s) {
    DragFigures out;
    const std::optional<DragSetup> first = playerSetup(w);
    if (!first)
        return out;
    bench::DragBaseline baseline(*first->view, first->circle);
    out.baselineItems = baseline.itemCount();
    out.playerItems = int(first->view->scene()->items().size());
    if (!baseline.show()) {
        progress("the plain view's window was never shown; no baseline");
        return out;
    }
    const bench::DragRow baselineRow = first->row;
    const int perRound = std::max(1, s.moves / s.dragRounds);
    for (int round = 0; round < s.dragRounds; ++round)
        for (int k = 0; k < 3; ++k) {
            if (s.onlyDrag >= 0 && s.onlyDrag != (round + k) % 3)
                continue;
            switch ((round + k) % 3) {
            case 0:
                progress("drag in the lesson player");
                if (const auto p = playerSetup(w))
                    append(out.player,
                           bench::dragSteps(p->view, p->row, p->watch, s.warmupMoves, perRound));
                break;
            case 1:
                progress("drag in compare mode, four panes");
                if (const auto c = compareSetup(w)) {
                    append(out.compare4,
                           bench::dragSteps(c->view, c->row, c->watch, s.warmupMoves, perRound));
                    w.compareMode()->scheduler()->waitForIdle();
                }
                break;
            default:
                progress("drag in a plain QGraphicsView");
                append(out.baseline, baseline.drag(baselineRow, s.warmupMoves, perRound));
                break;
            }
        }
    return out;
}

// A mode's step over the plain view's: median over median, p99 over p99.
QJsonObject ratioTo(const bench::DragTimes& mode, const bench::DragTimes& base) {
    const double m = median(base.wall), p = percentile(base.wall, 0.99);
    return {{QStringLiteral("median"), m > 0 ? rounded(median(mode.wall) / m, 2) : 0.0},
            {QStringLiteral("p99"), p > 0 ? rounded(percentile(mode.wall, 0.99) / p, 2) : 0.0}};
}

QJsonObject dragJson(const DragFigures& d, const Settings& s) {
    QJsonObject base = summary(d.baseline);
    base.insert(QStringLiteral("items"), d.baselineItems);
    base.insert(QStringLiteral("player_items"), d.playerItems);
    return {{QStringLiteral("player"), summary(d.player)},
            {QStringLiteral("compare4"), summary(d.compare4)},
            {QStringLiteral("baseline"), base},
            {QStringLiteral("rounds"), s.dragRounds},
            {QStringLiteral("ratio_to_baseline"),
             QJsonObject{{QStringLiteral("player"), ratioTo(d.player, d.baseline)},
                         {QStringLiteral("compare4"), ratioTo(d.compare4, d.baseline)}}}};
}

// The animation's frames over the plain view's drag steps of the same run.
QJsonObject animateJson(const std::vector<double>& frames, const bench::DragTimes& base) {
    bench::DragTimes t;
    t.wall = frames;
    const QJsonObject ratio = ratioTo(t, base);
    const std::vector<double>& ms = frames;
    return {
        {QStringLiteral("median"), rounded(median(ms), 3)},
        {QStringLiteral("p99"), rounded(percentile(ms, 0.99), 3)},
        {QStringLiteral("max"),
         ms.empty() ? 0.0 : rounded(*std::max_element(ms.begin(), ms.end()), 3)},
        {QStringLiteral("n"), int(ms.size())},
        {QStringLiteral("panes"), 4},
        {QStringLiteral("ratio_to_baseline"), ratio},
        {QStringLiteral("meets_target"), ratio.value(QStringLiteral("median")).toDouble() <= 2 &&
                                             ratio.value(QStringLiteral("p99")).toDouble() <= 3}};
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

    // Push apart: the response paths against Box2D's manifold and world manifold.
    QJsonObject response, responseB2;
    bool responseMet = true;
    for (const bench::MethodVersus& m : v.responses) {
        response.insert(idOf(m.id), QJsonObject{{QStringLiteral("ns"), rounded(m.ns, 2)},
                                                {QStringLiteral("against"),
                                                 idOf(bench::box2dFnName(m.against))},
                                                {QStringLiteral("box2d_ns"), rounded(m.box2dNs, 2)},
                                                {QStringLiteral("vs_box2d"), rounded(m.ratio, 2)},
                                                {QStringLiteral("floor"), m.floor},
                                                {QStringLiteral("met"), m.met()}});
        responseMet = responseMet && m.met();
    }
    for (const bench::Box2dVersus& f : v.box2dResponses)
        responseB2.insert(idOf(bench::box2dFnName(f.fn)), rounded(f.ns, 2));
    out.insert(QStringLiteral("response_ns_per_test"), response);
    out.insert(QStringLiteral("box2d_response_ns_per_test"), responseB2);
    out.insert(QStringLiteral("response_floors_met"), responseMet);

    // Moving shapes: the swept circle-rect test against b2TimeOfImpact.
    const bench::SweepVersus sweep =
        bench::timeSweepAgainstBox2d(s.budget / (s.runs * kSplit), s.rounds, s.runs * kSplit);
    out.insert(QStringLiteral("sweep_ns_per_test"),
               QJsonObject{{QStringLiteral("circle-rect.swept"), rounded(sweep.ns, 2)},
                           {QStringLiteral("b2TimeOfImpact"), rounded(sweep.box2dNs, 2)},
                           {QStringLiteral("vs_box2d"), rounded(sweep.ratio, 2)},
                           {QStringLiteral("floor"), sweep.floor},
                           {QStringLiteral("met"), sweep.met()}});
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
            const bool dragOnly = s.dragOnly, animate = s.animate;
            const int onlyDrag = s.onlyDrag;
            s = {true, dragOnly, 20, 3, 1, 5ms, 1, 1, 1, onlyDrag, animate};
        } else if (a == "--drag-only") {
            s.dragOnly = true;
            s.animate = false;
        } else if (a == "--animate") {
            s.dragOnly = true; // the plain view's drag, for the ratio, and the frames
            s.onlyDrag = 2;
        } else if (a == "--core-only") {
            coreOnly = true;
        } else if (const QStringList modes{"player", "compare4", "baseline"};
                   a == "--drag" && i + 1 < argc &&
                   modes.contains(QString::fromLocal8Bit(argv[i + 1]))) {
            s.dragOnly = true;
            s.animate = false;
            s.onlyDrag = int(modes.indexOf(QString::fromLocal8Bit(argv[++i])));
        } else {
            std::fprintf(stderr, "usage: overlap-bench [--quick] [--drag-only] [--core-only] "
                                 "[--drag player|compare4|baseline] [--animate]\n");
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

    const DragFigures drags = measureDrags(w, s);
    out.insert(QStringLiteral("drag_step_ms"), dragJson(drags, s));

    std::vector<double> frames;
    if (s.animate) {
        progress("four compare panes playing the turn back");
        w.setMode(window::MainWindow::Mode::Compare);
        frames = bench::animateFrames(w.compareMode(), s.warmupMoves, s.moves);
        out.insert(QStringLiteral("animate_frame_ms"), animateJson(frames, drags.baseline));
    }

    if (!s.dragOnly) {
        progress("tour");
        tour(w);
        out.insert(QStringLiteral("peak_rss_mb"), rounded(peakRssMb(), 1));
    }

    const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Indented);
    std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    std::fflush(stdout);
    const auto made = [&](int mode, const bench::DragTimes& t) {
        return (s.onlyDrag >= 0 && s.onlyDrag != mode) || !t.wall.empty();
    };
    const bool complete = made(0, drags.player) && made(1, drags.compare4) &&
                          made(2, drags.baseline) && (s.dragOnly || !startup.inApp.empty()) &&
                          (!s.animate || !frames.empty());
    return complete ? 0 : 1;
}
