// The script host (app/script/host): a learner's script runs in a process of its own, so
// that eating memory, recursing without end, throwing a gigabyte or looping forever each end
// in their own message while the caller goes on with a bounded peak; jobs and replies cross
// the pipe bit for bit, and anything else on it is refused.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below.
#ifndef Q_MOC_RUN
#include "app/script/host/host_call.h"
#include "app/script/host/host_limits.h"
#include "app/script/host/host_wire.h"

#include <csignal>

#include <sys/resource.h>
#endif

namespace tst_script_host {

using namespace overlap;
using namespace overlap::script;

#ifndef Q_MOC_RUN
using Kind = ScriptError::Kind;

namespace {

const QString kSound =
    QStringLiteral("function overlaps(a, b) {\n"
                   "  var nx = Math.max(b.x, Math.min(a.x, b.x + b.w));\n"
                   "  var ny = Math.max(b.y, Math.min(a.y, b.y + b.h));\n"
                   "  return (nx - a.x) * (nx - a.x) + (ny - a.y) * (ny - a.y) <= a.r * a.r;\n"
                   "}\n");

SceneRun scene(const QString& source, bool map = false) {
    SceneRun r;
    r.source = source;
    r.a = Circle{{1, 2}, 3};
    r.b = Rect{{3, 1}, {9, 6}};
    r.truthMethod = QStringLiteral("circle-rect.clamp");
    if (map)
        r.grid = gridCovering({-10, -10}, {20, 20}, 60);
    return r;
}

const SceneRunResult& sceneOf(const HostReply& r) {
    return std::get<SceneRunResult>(r);
}

// The largest resident size of any child waited for so far, in bytes.
long long childrenPeak() {
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return static_cast<long long>(u.ru_maxrss) * 1024;
}

} // namespace
#endif

class TestScriptHost : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariable("OVERLAP_SCRIPT_HOST").isEmpty(),
                 "CTest points OVERLAP_SCRIPT_HOST at overlap-cli");
    }

    // A job and a reply with every field set come back equal, doubles bit for bit.
    void jobsAndRepliesCrossThePipe() {
        SceneRun s = scene(QStringLiteral("// ünïcode ✓"), true);
        s.a = RotatedRect::make({0.1, -0.3}, {2.5, 1e-300}, 33.3, {1e-17, -2e-17});
        s.b = Rect{{-0.0, 5e-324}, {7, 8}, {1e-16, 0}};
        s.touching = Touching::Separate;
        const auto back = decodeJob(encodeJob(s));
        QVERIFY(back && std::holds_alternative<SceneRun>(*back));
        const SceneRun& t = std::get<SceneRun>(*back);
        QCOMPARE(t.source, s.source);
        QVERIFY(t.a == s.a && t.b == s.b && t.grid == s.grid);
        QCOMPARE(std::get<RotatedRect>(t.a).axis.x, std::get<RotatedRect>(s.a).axis.x);
        QVERIFY(std::signbit(std::get<Rect>(t.b).min.x));
        QCOMPARE(t.touching, Touching::Separate);
        QCOMPARE(t.truthMethod, s.truthMethod);

        JudgeReply j;
        j.compileError = ScriptError{Kind::Syntax, QStringLiteral("x"), {}, false, 3, 4};
        j.result.tried = 77;
        j.result.wrong = 5;
        j.result.shrinkSteps = 9;
        JudgedCase c;
        c.a.type = cli::CaseShape::Type::Rect;
        c.a.written = {1, 2, 3, 4, 45.0};
        c.a.turned = RotatedRect::make({2.5, 4}, {1.5, 2}, 45.0);
        c.b.circle = Circle{{0.5, 0.25}, 0.125};
        c.expected = true;
        c.response = ResponseCase{};
        c.response->expected.separation = -0.75;
        c.response->expected.unique = false;
        c.response->got.normalY = 1;
        c.response->fault = ResponseFault::Normal;
        j.result.firstWrong = c;
        j.result.internal = "bug";
        j.console = {QStringLiteral("a"), QStringLiteral("b")};
        j.consoleDropped = true;
        const auto r = decodeReply(encodeReply(j));
        QVERIFY(r && std::holds_alternative<JudgeReply>(*r));
        const JudgeReply& k = std::get<JudgeReply>(*r);
        QCOMPARE(k.compileError->line, 3);
        QCOMPARE(k.compileError->column, 4);
        QCOMPARE(k.result.tried, std::size_t(77));
        QCOMPARE(k.result.shrinkSteps, std::size_t(9));
        QVERIFY(k.result.firstWrong && k.result.firstWrong->a.turned == c.a.turned);
        QCOMPARE(k.result.firstWrong->a.written.angleDeg, std::optional<double>(45.0));
        QVERIFY(k.result.firstWrong->b.circle == c.b.circle);
        QCOMPARE(k.result.firstWrong->response->expected.separation, -0.75);
        QVERIFY(!k.result.firstWrong->response->expected.unique);
        QCOMPARE(k.result.firstWrong->response->fault, ResponseFault::Normal);
        QVERIFY(!k.result.errorCase);
        QCOMPARE(k.result.internal, std::string("bug"));
        QCOMPARE(k.console, j.console);
        QVERIFY(k.consoleDropped);
    }

    // Anything else read from the pipe is refused, never misread.
    void otherBytesAreRefused() {
        const QByteArray good = encodeJob(scene(kSound, true));
        QVERIFY(decodeJob(good));
        QVERIFY(!decodeJob({}));
        QVERIFY(!decodeJob("hello"));
        QVERIFY(!decodeJob(good.left(good.size() - 1)));
        QVERIFY(!decodeJob(good + "x"));
        QByteArray wrongTag = good;
        wrongTag[0] = char(wrongTag[0] ^ 1);
        QVERIFY(!decodeJob(wrongTag));
        // A reply is not a job.
        QVERIFY(!decodeReply(good));
    }

    // How a host ended is said as the script's error, each its own way.
    void endingsAreWordedByWhatHappened() {
        const HostJob job = scene(kSound);
        const auto kindOf = [&](const HostEnd& e) {
            const HostReply reply = replyOf(job, e);
            const ScriptError* err = errorOf(reply);
            return err ? std::optional<Kind>(err->kind) : std::nullopt;
        };
        HostEnd e;
        e.exitCode = kHostExitMemory;
        QCOMPARE(kindOf(e), std::optional(Kind::Memory));
        e.exitCode = kHostExitCpu;
        QCOMPARE(kindOf(e), std::optional(Kind::Timeout));
        e = {};
        e.crashed = true;
        e.exitCode = SIGSEGV;
        QCOMPARE(kindOf(e), std::optional(Kind::HostFailed));
        e.exitCode = SIGXCPU;
        QCOMPARE(kindOf(e), std::optional(Kind::Timeout));
        e = {};
        e.timedOut = true;
        e.crashed = true;
        e.exitCode = SIGKILL;
        QCOMPARE(kindOf(e), std::optional(Kind::Timeout));
        const HostReply killed = replyOf(job, e);
        QCOMPARE(errorOf(killed)->limit, wallLimit(job));
        e = {};
        e.output = "not a reply";
        QCOMPARE(kindOf(e), std::optional(Kind::HostFailed));
        e = {};
        e.startError = QStringLiteral("No such file");
        const HostReply unstarted = replyOf(job, e);
        QVERIFY(errorOf(unstarted)->message.contains(QStringLiteral("No such file")));
        // A good reply of the wrong kind is refused too.
        e = {};
        e.output = encodeReply(JudgeReply{});
        QCOMPARE(kindOf(e), std::optional(Kind::HostFailed));
        e.output = encodeReply(SceneRunResult{});
        QCOMPARE(kindOf(e), std::nullopt);
    }

    // A sound script answers in the host exactly as in this process, map and all.
    void theHostAnswersAsThisProcessWould() {
        const SceneRun job = scene(kSound, true);
        const SceneRunResult here = runOnScene(job);
        const HostReply there = runInHost(job);
        const SceneRunResult& r = sceneOf(there);
        QVERIFY2(!r.error, qPrintable(describe(r.error.value_or(ScriptError{}))));
        QCOMPARE(r.verdict, here.verdict);
        QCOMPARE(r.truth, here.truth);
        QVERIFY(r.grid == here.grid);
        QCOMPARE(r.sampled, here.sampled);
        QVERIFY(r.sampled > 3000);
        QCOMPARE(r.wrongCount, here.wrongCount);
        QVERIFY(r.wrongAt == here.wrongAt);
    }

    // The memory cases take big bites (256 MiB of typed array, a 2 GB string) so that they
    // reach the limit well within the call's 0.8 s on a busy machine.
    void failuresHaveTheirOwnWords_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line"); // -1: any
        QTest::addColumn<bool>("needsLimit");
        QTest::newRow("typed arrays fill memory")
            << QStringLiteral("var keep = [];\nfunction overlaps(a, b) {\n"
                              "  for (;;) keep.push(new Float64Array(1 << 25));\n}\n")
            << int(Kind::Memory) << 3 << true;
        QTest::newRow("a 1 GB string")
            << QStringLiteral("function overlaps(a, b) {\n  throw \"x\".repeat(1 << 30);\n}\n")
            << int(Kind::Memory) << -1 << true;
        QTest::newRow("deep recursion")
            << QStringLiteral("function f(n) {\n  return f(n + 1) + 1;\n}\n"
                              "function overlaps(a, b) { return f(0) > 0; }\n")
            << int(Kind::Recursion) << 1 << false;
        QTest::newRow("endless loop")
            << QStringLiteral("function overlaps(a, b) {\n  for (;;) {}\n}\n") << int(Kind::Timeout)
            << -1 << false;
        QTest::newRow("a top level that eats memory")
            << QStringLiteral("var keep = [];\nfor (;;) keep.push(new Float64Array(1 << 25));\n")
            << int(Kind::Memory) << 2 << true;
    }

    // Each failure ends in its own message, the line where it is known, and the caller's
    // peak stays bounded: the host's limit, under 1 GiB in all.
    void failuresHaveTheirOwnWords() {
        QFETCH(QString, source);
        QFETCH(int, kind);
        QFETCH(int, line);
        QFETCH(bool, needsLimit);
        if (needsLimit && !hostMemoryLimitAvailable())
            QSKIP("AddressSanitizer builds run the host without its memory limit");
        const HostReply r = runInHost(scene(source));
        const ScriptError* e = errorOf(r);
        QVERIFY(e);
        QVERIFY2(int(e->kind) == kind, qPrintable(describe(*e)));
        if (line >= 0)
            QCOMPARE(e->line, line);
        QVERIFY(!summary(*e).isEmpty());
        if (hostMemoryLimitAvailable())
            QVERIFY2(childrenPeak() < (1LL << 30), qPrintable(QString::number(childrenPeak())));
    }

    // A thrown string of 16 MB is told as an exception, cut short.
    void aHugeThrownStringIsCutShort() {
        const HostReply r = runInHost(
            scene(QStringLiteral("function overlaps(a, b) { throw \"y\".repeat(1 << 24); }")));
        const ScriptError* e = errorOf(r);
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Exception);
        QVERIFY(e->message.startsWith(QStringLiteral("yyyy")));
        QVERIFY2(e->message.size() <= 501, qPrintable(QString::number(e->message.size())));
    }

    // The judge runs in the host too, console and all.
    void aJudgeRunsInTheHost() {
        JudgeJob job;
        job.source = QStringLiteral("console.log('top');\n") + kSound;
        job.request.count = 500;
        const HostReply reply = runInHost(job);
        const JudgeReply& r = std::get<JudgeReply>(reply);
        QVERIFY(!r.compileError && !r.result.error);
        QCOMPARE(r.result.tried, std::size_t(500));
        QVERIFY(r.console.contains(QStringLiteral("top")));
    }

    // In the window's way: a newer job replaces the one running, whose reply never comes;
    // a host that cannot start is said so.
    void aNewerJobReplacesTheRunningOne() {
        HostCall call;
        QSignalSpy spy(&call, &HostCall::finished);
        call.start(scene(QStringLiteral("function overlaps(a, b) { for (;;) {} }")));
        QVERIFY(call.running());
        QTest::qWait(100);
        call.start(scene(kSound));
        QVERIFY(spy.wait(10000));
        QTest::qWait(200);
        QCOMPARE(spy.count(), 1);
        const auto reply = spy.at(0).at(0).value<HostReply>();
        QVERIFY(!errorOf(reply));
        QCOMPARE(sceneOf(reply).verdict, std::optional<bool>(true));
        QVERIFY(!call.running());

        const QByteArray saved = qgetenv("OVERLAP_SCRIPT_HOST");
        qputenv("OVERLAP_SCRIPT_HOST", "/nonexistent/overlap-host");
        call.start(scene(kSound));
        QVERIFY(spy.wait(10000));
        qputenv("OVERLAP_SCRIPT_HOST", saved);
        const auto failed = spy.at(1).at(0).value<HostReply>();
        const ScriptError* e = errorOf(failed);
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::HostFailed);
    }
};

} // namespace tst_script_host

#define OVERLAP_SUBJECT tst_script_host
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_script_host::TestScriptHost)
#include "tst_script_host.moc"
