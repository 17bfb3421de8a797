// overlap-cli judge: a learner's JavaScript overlaps(a, b) against the exact truth, in
// process and as the binary; the example methods of lessons/methods judged as they claim.
#include "overlap_test_paths.h"
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below.
#ifndef Q_MOC_RUN
#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/command_judge.h"
#include "app/cli/commands.h"
#include "app/cli/generators.h"
#include "app/cli/rng.h"
#include "app/script/host/host_limits.h"
#include "app/script/judge.h"

#include "core/response/response.h"
#include "core/verdict_class.h"

#include <cmath>

#include <sstream>
#include <string>
#include <sys/resource.h>
#include <vector>
#endif

namespace tst_cli_judge {

#ifndef Q_MOC_RUN
namespace cli = overlap::cli;
using overlap::Touching;

namespace {

struct Run {
    int status = -1;
    std::string out, err;
};

Run judgeIn(std::vector<std::string> args, const std::string& input = {}) {
    std::istringstream in(input);
    std::ostringstream out, err;
    Run r;
    r.status = cli::runJudge(args, in, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string example(const char* name) {
    return std::string(OVERLAP_SOURCE_DIR) + "/lessons/methods/" + name;
}

QJsonObject jsonOf(const std::string& text) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", text.c_str());
    return doc.object();
}

// The counterexample of a --json answer as a case.
std::optional<cli::Case> counterexample(const QJsonObject& o) {
    const QJsonValue v = o.value("counterexample");
    if (!v.isObject())
        return std::nullopt;
    cli::Case c;
    const std::string line =
        QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).toStdString();
    if (const std::string e = cli::parseCaseLine(line, c); !e.empty()) {
        qWarning("counterexample not a case: %s", e.c_str());
        return std::nullopt;
    }
    return c;
}

// Whether the shapes only touch: they overlap when touching counts and not otherwise.
bool touching(const cli::Case& c) {
    return cli::agreedVerdict(c, Touching::Counts) == std::optional(true) &&
           cli::agreedVerdict(c, Touching::Separate) == std::optional(false);
}

// How many of the first n cases gen makes for the seed only touch: counted here from the
// generator and the core, independently of judge.
std::size_t touchingCases(overlap::Pair pair, bool rotated, std::size_t n, std::uint64_t seed) {
    cli::Rng rng(seed);
    std::size_t count = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto g = cli::generateCase(rng, pair, rotated, cli::kindOfLine(i), nullptr);
        if (g && touching({std::nullopt, std::nullopt, g->a, g->b, std::nullopt, std::nullopt}))
            ++count;
    }
    return count;
}

// The script's own answer on a case, run afresh.
std::optional<bool> scriptAnswer(const std::string& file, const cli::CaseShape& a,
                                 const cli::CaseShape& b) {
    QFile f(QString::fromStdString(file));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    overlap::script::LearnerMethod m;
    if (m.compile(QString::fromUtf8(f.readAll())))
        return std::nullopt;
    const auto answer =
        m.overlaps(overlap::script::scriptShapeOf(a), overlap::script::scriptShapeOf(b));
    if (!answer.ok())
        return std::nullopt;
    return answer.overlap;
}

struct ProcessRun {
    int status = -1;
    QByteArray out, err;
    qint64 ms = 0;
};

ProcessRun judgeProcess(const QStringList& args, const QString& stdoutFile = {}) {
    QProcess p;
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    QElapsedTimer timer;
    timer.start();
    p.start(OVERLAP_CLI_PATH, QStringList{"judge"} + args);
    p.closeWriteChannel();
    ProcessRun r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.ms = timer.elapsed();
    r.status = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace
#endif

class TestCliJudge : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    int files_ = 0;

    // A script file with this source.
    std::string script(const QString& source) {
        const QString path = dir_.filePath(QStringLiteral("method%1.js").arg(++files_));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(source.toUtf8());
        return path.toStdString();
    }

  private slots:
    // The tutorial's clamp with its strict <: under touching=counts wrong exactly on the
    // cases that only touch (as many as gen's cases hold), its counterexample a touching
    // one; under touching=separate right.
    void strictClampIsWrongExactlyOnTouching() {
        const Run counts = judgeIn({example("clamp-strict.js"), "--pair", "circle-rect", "--json"});
        QCOMPARE(counts.status, cli::kExitInvalid);
        const QJsonObject o = jsonOf(counts.out);
        QCOMPARE(o.value("tried").toInt(), 2000);
        const auto touchingCount = touchingCases(overlap::Pair::CircleRect, false, 2000, 1);
        QVERIFY(touchingCount > 100);
        QCOMPARE(std::size_t(o.value("wrong").toInt()), touchingCount);
        QCOMPARE(o.value("expected"), QJsonValue(true));
        QCOMPARE(o.value("got"), QJsonValue(false));
        const auto c = counterexample(o);
        QVERIFY(c);
        QVERIFY(touching(*c));
        QVERIFY(c->a.isCircle() && c->b.isRect()); // the circle first, as the script took it
        QVERIFY(!c->a.isDegenerate() && !c->b.isDegenerate()); // solid shapes stay solid

        const Run separate = judgeIn({example("clamp-strict.js"), "--pair", "circle-rect",
                                      "--touching", "separate", "--json"});
        QCOMPARE(separate.status, cli::kExitOk);
        QCOMPARE(separate.out, std::string("{\"tried\":2000,\"wrong\":0,\"counterexample\":null,"
                                           "\"expected\":null,\"got\":null}\n"));
    }

    // The fixed clamp is right under counts and, the other way round, wrong on exactly the
    // touching cases under separate.
    void clampWithLessOrEqual() {
        const Run counts = judgeIn({example("clamp.js"), "--pair", "circle-rect"});
        QCOMPARE(counts.status, cli::kExitOk);
        QCOMPARE(counts.out,
                 std::string("tried 2000 cases (circle-rect, touching=counts): none wrong\n"));
        const Run separate = judgeIn(
            {example("clamp.js"), "--pair", "circle-rect", "--touching=separate", "--json"});
        QCOMPARE(separate.status, cli::kExitInvalid);
        const QJsonObject o = jsonOf(separate.out);
        QCOMPARE(std::size_t(o.value("wrong").toInt()),
                 touchingCases(overlap::Pair::CircleRect, false, 2000, 1));
        QCOMPARE(o.value("expected"), QJsonValue(false));
        QCOMPARE(o.value("got"), QJsonValue(true));
    }

    // The counterexample is what the script really answers, against what the core says.
    void counterexampleIsReallyWrong() {
        const std::string file = example("clamp-strict.js");
        const QJsonObject o = jsonOf(judgeIn({file, "--pair", "circle-rect", "--json"}).out);
        const auto c = counterexample(o);
        QVERIFY(c);
        QCOMPARE(scriptAnswer(file, c->a, c->b), std::optional(o.value("got").toBool()));
        QCOMPARE(cli::agreedVerdict(*c, Touching::Counts),
                 std::optional(o.value("expected").toBool()));
        QVERIFY(o.value("got").toBool() != o.value("expected").toBool());
    }

    // Shrunk: no single number of the counterexample can move one step toward 0 (sizes
    // staying above 0) with the script still wrong.
    void counterexampleIsShrunk() {
        const std::string file = example("clamp-strict.js");
        const auto c =
            counterexample(jsonOf(judgeIn({file, "--pair", "circle-rect", "--json"}).out));
        QVERIFY(c);
        const double nums[7] = {c->a.circle.c.x, c->a.circle.c.y, c->a.circle.r, c->b.written.x,
                                c->b.written.y,  c->b.written.w,  c->b.written.h};
        for (double v : nums)
            QCOMPARE(v, std::trunc(v)); // whole numbers
        for (int i = 0; i < 7; ++i) {
            if (std::fabs(nums[i]) < 1)
                continue;
            double n[7];
            std::copy(std::begin(nums), std::end(nums), n);
            n[i] -= std::copysign(1.0, n[i]);
            const bool size = i == 2 || i == 5 || i == 6;
            if (size && n[i] <= 0)
                continue;
            const cli::CaseShape a = cli::makeCircle(n[0], n[1], n[2]);
            const auto b = cli::makeRect({n[3], n[4], n[5], n[6], std::nullopt});
            QVERIFY(b);
            const auto truth = cli::agreedVerdict(
                {std::nullopt, std::nullopt, a, *b, std::nullopt, std::nullopt}, Touching::Counts);
            QVERIFY2(scriptAnswer(file, a, *b) == truth, qPrintable(QString::number(i)));
        }
    }

    // Every example does what lessons/methods/README.md says.
    void examplesAreJudgedAsDescribed_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("status");
        const QStringList cr{"--pair", "circle-rect"};
        const QStringList rot = cr + QStringList{"--rotated"};
        QTest::newRow("rotated-clamp rotated") << "rotated-clamp.js" << rot << 0;
        QTest::newRow("rotated-clamp plain") << "rotated-clamp.js" << cr << 0;
        QTest::newRow("nine-region plain") << "nine-region.js" << cr << 0;
        QTest::newRow("nine-region rotated") << "nine-region.js" << rot << 0;
        QTest::newRow("rotated-plus-theta rotated") << "rotated-plus-theta.js" << rot << 1;
        QTest::newRow("rotated-plus-theta plain") << "rotated-plus-theta.js" << cr << 0;
        QTest::newRow("clamp rotated") << "clamp.js" << rot << 1;
        QTest::newRow("template circle-rect") << "template-circle-rect.js" << cr << 1;
        QTest::newRow("template circle-circle")
            << "template-circle-circle.js" << QStringList{"--pair", "circle-circle"} << 1;
        QTest::newRow("template rect-rect")
            << "template-rect-rect.js" << QStringList{"--pair", "rect-rect"} << 1;
    }
    void examplesAreJudgedAsDescribed() {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        QFETCH(int, status);
        std::vector<std::string> args{example(file.toUtf8().constData())};
        for (const QString& o : options)
            args.push_back(o.toStdString());
        const Run r = judgeIn(args);
        QVERIFY2(r.status == status, (r.out + r.err).c_str());
        QVERIFY(r.err.empty());
    }

    // The +θ pitfall is caught on a rect turned off the right angles (where the sign
    // matters), on shapes that do not just touch: the mistake is the turn, not the policy.
    void plusThetaIsCaughtByItsSign() {
        const QJsonObject o = jsonOf(judgeIn({example("rotated-plus-theta.js"), "--pair",
                                              "circle-rect", "--rotated", "--json"})
                                         .out);
        const auto c = counterexample(o);
        QVERIFY(c);
        QVERIFY(c->b.written.angleDeg);
        QVERIFY(std::fmod(*c->b.written.angleDeg, 90.0) != 0.0);
        QVERIFY(!touching(*c));
    }

    // Correct methods for the other pairs, under each policy with its comparison.
    void correctMethodsOfEveryPair() {
        const QString circles = QStringLiteral(
            "function overlaps(a, b) {\n  var dx = a.x - b.x, dy = a.y - b.y, s = a.r + b.r;\n"
            "  return dx * dx + dy * dy %1 s * s;\n}");
        // Each low edge before the other's high edge (docs/exactness.md: the touching policy).
        const QString rects = QStringLiteral("function overlaps(a, b) {\n"
                                             "  return a.x %1 b.x + b.w && b.x %1 a.x + a.w &&\n"
                                             "         a.y %1 b.y + b.h && b.y %1 a.y + a.h;\n}");
        for (const auto& [policy, op] : {std::pair{"counts", "<="}, std::pair{"separate", "<"}}) {
            for (const auto& [pair, source] :
                 {std::pair{"circle-circle", circles}, std::pair{"rect-rect", rects}}) {
                const Run r = judgeIn({script(source.arg(QLatin1String(op))), "--pair", pair,
                                       "--touching", policy, "--count", "3000"});
                QVERIFY2(r.status == 0, (r.out + r.err).c_str());
                QVERIFY(r.out.find("tried 3000 cases") == 0);
            }
        }
    }

    // --response: the example's push apart is right on every kind of case of its pair, and
    // a correct circle-circle one under a fixed order for concentric circles.
    void correctResponsesPass() {
        Run r = judgeIn({example("response-clamp.js"), "--pair", "circle-rect", "--response",
                         "--count", "4000"});
        QVERIFY2(r.status == 0, (r.out + r.err).c_str());
        QVERIFY(r.out.find("tried 4000 cases (circle-rect, touching=counts, response): none "
                           "wrong") == 0);
        // Several ways out: any of them is right (here −x instead of the reference's +x).
        const std::string circles = script(QStringLiteral(
            "function response(a, b) {\n  var dx = a.x - b.x, dy = a.y - b.y, d = "
            "Math.hypot(dx, dy);\n  var n = d > 0 ? {x: dx / d, y: dy / d} : {x: -1, y: 0};\n"
            "  return {normal: n, separation: d - a.r - b.r};\n}"));
        r = judgeIn({circles, "--pair", "circle-circle", "--response", "--count", "4000"});
        QVERIFY2(r.status == 0, (r.out + r.err).c_str());
    }

    // Each fault is found, said in words and named in JSON; the reference is eval's.
    void responseFaults_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("fault");
        // The normal from a towards b: the wrong way.
        QTest::newRow("normal reversed")
            << "function response(a, b) {\n  var dx = b.x - a.x, dy = b.y - a.y, d = "
               "Math.hypot(dx, dy) || 1;\n  return {normal: [dx / d, dy / d], separation: "
               "Math.hypot(dx, dy) - a.r - b.r};\n}"
            << "normal";
        // The depth as a positive number: the sign says apart where they overlap.
        QTest::newRow("depth positive")
            << "function response(a, b) {\n  var dx = a.x - b.x, dy = a.y - b.y, d = "
               "Math.hypot(dx, dy) || 1;\n  return {normal: [dx / d, dy / d], separation: "
               "Math.abs(Math.hypot(dx, dy) - a.r - b.r)};\n}"
            << "class";
        // The distance between centres, not between the circles.
        QTest::newRow("centre distance")
            << "function response(a, b) {\n  var dx = a.x - b.x, dy = a.y - b.y, d = "
               "Math.hypot(dx, dy) || 1;\n  var s = Math.hypot(dx, dy) - a.r - b.r;\n"
               "  return {normal: [dx / d, dy / d], separation: s === 0 ? 0 : s < 0 ? s / 2 : "
               "s * 2};\n}"
            << "separation";
    }
    void responseFaults() {
        QFETCH(QString, source);
        QFETCH(QString, fault);
        const std::string file = script(source);
        const Run r =
            judgeIn({file, "--pair", "circle-circle", "--response", "--count", "500", "--json"});
        QVERIFY2(r.status == 1, (r.out + r.err).c_str());
        const QJsonObject o = jsonOf(r.out);
        QCOMPARE(o.value("fault").toString(), fault);
        QCOMPARE(o.value("tolerance").toDouble() > 0, true);
        // The expected object is the core's response for the counterexample, as eval says it.
        const auto c = counterexample(o);
        QVERIFY(c);
        const overlap::ResponseOutcome ref = overlap::respond(c->a.shape(), c->b.shape());
        QVERIFY(ref.ok());
        const QJsonObject expected = o.value("expected").toObject();
        QCOMPARE(expected.value("separation").toDouble(), ref.response.separation);
        QCOMPARE(expected.value("class").toString(),
                 QString::fromUtf8(overlap::verdictClassName(ref.response.verdict).data()));
        const QJsonObject got = o.value("got").toObject();
        QVERIFY(got.value("normal").isArray());
        QVERIFY(got.contains("separation"));
        // The text answer says the same in words.
        const Run text = judgeIn({file, "--pair", "circle-circle", "--response", "--count", "500"});
        QCOMPARE(text.status, 1);
        QVERIFY2(text.out.find("\nyour response: {\"normal\":[") != std::string::npos,
                 text.out.c_str());
        QVERIFY2(text.out.find("\nwrong: ") != std::string::npos, text.out.c_str());
    }

    // A response script that returns something else, or defines no response, is an error
    // with the line, as for overlaps.
    void responseScriptErrors() {
        Run r = judgeIn({script("function response(a, b) {\n  return a.x;\n}"), "--pair",
                         "circle-rect", "--response"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.err.find(":1: response returned ") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("not {normal: [x, y], separation: s}") != std::string::npos,
                 r.err.c_str());
        r = judgeIn({script("function response(a, b) {\n  return {normal: [1, 0]};\n}"), "--pair",
                     "circle-rect", "--response"});
        QCOMPARE(r.status, cli::kExitUsage);
        r = judgeIn({example("clamp.js"), "--pair", "circle-rect", "--response"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.err.find("no function response(a, b) is defined") != std::string::npos,
                 r.err.c_str());
        // A getter that throws is the learner's exception, with its line.
        r = judgeIn({script("function response(a, b) {\n  return {get normal() {\n    throw new "
                            "Error('no');\n  }, separation: 0};\n}"),
                     "--pair", "circle-rect", "--response"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.err.find("uncaught exception: Error: no") != std::string::npos, r.err.c_str());
    }

    // Exactly one object, its keys in the documented order.
    void jsonShape() {
        const Run r = judgeIn(
            {example("clamp-strict.js"), "--pair", "circle-rect", "--count", "40", "--json"});
        QCOMPARE(r.status, 1);
        QCOMPARE(std::count(r.out.begin(), r.out.end(), '\n'), 1);
        QVERIFY(QRegularExpression(
                    QStringLiteral("^\\{\"tried\":40,\"wrong\":\\d+,\"counterexample\":\\{\"a\":"
                                   "\\{[^{}]*\\},\"b\":\\{[^{}]*\\}\\},\"expected\":(true|"
                                   "false),\"got\":(true|false)\\}\n$"))
                    .match(QString::fromStdString(r.out))
                    .hasMatch());
        QCOMPARE(jsonOf(r.out).keys().size(), 5);
    }

    // The same seed gives the same answer (here as two processes); seeds differ.
    void deterministicPerSeed() {
        const QStringList args{QString::fromStdString(example("clamp-strict.js")),
                               "--pair",
                               "circle-rect",
                               "--rotated",
                               "--count",
                               "500",
                               "--json"};
        const ProcessRun a = judgeProcess(args + QStringList{"--seed", "7"});
        const ProcessRun b = judgeProcess(args + QStringList{"--seed", "7"});
        QCOMPARE(a.status, 1);
        QCOMPARE(a.out, b.out);
        QSet<int> wrong;
        for (int seed = 1; seed <= 6; ++seed)
            wrong << jsonOf(
                         judgeIn({example("clamp-strict.js"), "--pair", "circle-rect", "--rotated",
                                  "--count", "500", "--json", "--seed", std::to_string(seed)})
                             .out)
                         .value("wrong")
                         .toInt();
        QVERIFY(wrong.size() > 1);
    }

    // A script that loops forever is stopped by the watchdog, with a message (exit 2). The
    // message says the budget; the wall clock is only held far below the run's 60 s guard,
    // so that a loaded machine (CI builds beside the tests) cannot fail it.
    void endlessLoopIsStopped() {
        const std::string file =
            script(QStringLiteral("function overlaps(a, b) {\n  while (true) {}\n}\n"));
        const ProcessRun r = judgeProcess({QString::fromStdString(file), "--pair", "circle-rect"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.ms < 20000, qPrintable(QString::number(r.ms)));
        QVERIFY2(r.err.contains("stopped after 800 ms: the script ran too long"), r.err);
        QVERIFY(r.err.contains("on the case {\"a\":{\"type\":\"circle\""));
        QVERIFY(r.out.isEmpty());
    }

    void hungryScriptsExitTwoWithTheirOwnWords_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<bool>("eatsMemory");
        QTest::newRow("typed arrays")
            << "var keep = [];\nfunction overlaps(a, b) {\n"
               "  for (;;) keep.push(new Float64Array(1 << 27));\n}\n"
            << QByteArray(":3: your method used too much memory (more than 512 MiB)") << true;
        QTest::newRow("a 1 GB string thrown")
            << "function overlaps(a, b) {\n  throw 'x'.repeat(1 << 30);\n}\n"
            << QByteArray(": your method used too much memory (more than 512 MiB)") << true;
        QTest::newRow("deep recursion")
            << "function overlaps(a, b) {\n  return overlaps(b, a);\n}\n"
            << QByteArray(": your method kept calling itself") << false;
    }
    // Memory, recursion and a huge string each end in their own words with exit 2, and the
    // peak of the command with its script host stays under 1 GiB.
    void hungryScriptsExitTwoWithTheirOwnWords() {
        QFETCH(QString, source);
        QFETCH(QByteArray, message);
        QFETCH(bool, eatsMemory);
        if (eatsMemory && !overlap::script::hostMemoryLimitAvailable())
            QSKIP("AddressSanitizer builds run the script host without its memory limit");
        const std::string file = script(source);
        const ProcessRun r = judgeProcess({QString::fromStdString(file), "--pair", "circle-rect"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.err.contains(message), r.err);
        QVERIFY(r.out.isEmpty());
        rusage u{};
        getrusage(RUSAGE_CHILDREN, &u);
        const long long peak = static_cast<long long>(u.ru_maxrss) * 1024;
        if (overlap::script::hostMemoryLimitAvailable())
            QVERIFY2(peak < (1LL << 30), qPrintable(QString::number(peak)));
    }

    // judge --motion: a sound sweep of two circles passes (grazes included under "touching
    // counts", whose tangents are exact); one that tests the frames alone is caught on a
    // tunnel with the hint for it; under "touching separate" a graze is no hit.
    void sweepsAreJudged() {
        const std::string sound = script(
            QStringLiteral("function sweep(a, b, motion) {\n"
                           "  var wx = a.x - b.x, wy = a.y - b.y, r = a.r + b.r;\n"
                           "  var c = wx * wx + wy * wy - r * r;\n"
                           "  if (c <= 0) return {hit: true, toi: 0};\n"
                           "  var dd = motion[0] * motion[0] + motion[1] * motion[1];\n"
                           "  var wd = wx * motion[0] + wy * motion[1];\n"
                           "  if (dd === 0 || wd >= 0) return {hit: false, toi: null};\n"
                           "  var disc = wd * wd - dd * c;\n"
                           "  if (disc < 0) return {hit: false};\n"
                           "  var t = c / (-wd + Math.sqrt(disc));\n"
                           "  return t <= 1 ? {hit: true, toi: t} : {hit: false, toi: null};\n"
                           "}\n"));
        const Run right = judgeIn({sound, "--pair", "circle-circle", "--motion"});
        QCOMPARE(right.status, 0);
        QVERIFY2(right.out.find("tried 2000 cases (circle-circle, touching=counts, motion): none "
                                "wrong") == 0,
                 right.out.c_str());
        const Run separate = judgeIn(
            {sound, "--pair", "circle-circle", "--motion", "--touching", "separate", "--json"});
        QCOMPARE(separate.status, 1);
        const QJsonObject o =
            QJsonDocument::fromJson(QByteArray::fromStdString(separate.out)).object();
        QCOMPARE(o.value("fault").toString(), QStringLiteral("hit"));
        QCOMPARE(o.value("expected").toObject().value("class").toString(), QStringLiteral("touch"));
        QVERIFY(o.value("counterexample").toObject().value("motion").isArray());
        const std::string frames = script(QStringLiteral(
            "function sweep(a, b, m) {\n"
            "  function meets(x, y) { var dx = x - b.x, dy = y - b.y, r = a.r + b.r;\n"
            "    return dx * dx + dy * dy <= r * r; }\n"
            "  if (meets(a.x, a.y)) return {hit: true, toi: 0};\n"
            "  return meets(a.x + m[0], a.y + m[1]) ? {hit: true, toi: 1} : {hit: false};\n"
            "}\n"));
        const Run tunnel = judgeIn({frames, "--pair", "circle-circle", "--motion"});
        QCOMPARE(tunnel.status, 1);
        QVERIFY2(tunnel.out.find("wrong: it misses a hit: check the whole path") !=
                     std::string::npos,
                 tunnel.out.c_str());
        // What a sweep must be.
        const Run missing =
            judgeIn({script(QStringLiteral("function overlaps(a, b) { return true; }")), "--pair",
                     "circle-circle", "--motion"});
        QCOMPARE(missing.status, cli::kExitUsage);
        QVERIFY(missing.err.find("no function sweep(a, b, motion) is defined") !=
                std::string::npos);
        const Run number =
            judgeIn({script(QStringLiteral("function sweep(a, b, m) {\n  return 1;\n}")), "--pair",
                     "rect-rect", "--motion"});
        QCOMPARE(number.status, cli::kExitUsage);
        QVERIFY2(number.err.find(":1: sweep returned 1 (a number), not {hit: true or false") !=
                     std::string::npos,
                 number.err.c_str());
        QCOMPARE(judgeIn({sound, "--pair", "circle-rect", "--motion", "--rotated"}).status,
                 cli::kExitUsage);
        QCOMPARE(judgeIn({sound, "--pair", "circle-rect", "--motion", "--response"}).status,
                 cli::kExitUsage);
    }

    void scriptErrorsExitTwoWithTheLine_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << "// my method\n\nfunction overlaps(a, b) {\n  return a.x >;\n}"
                                << ":4: syntax error: ";
        QTest::newRow("exception") << "function overlaps(a, b) {\n  return a.centre.x > 0;\n}"
                                   << ":2: uncaught exception: TypeError: ";
        QTest::newRow("not boolean") << "function overlaps(a, b) {\n  return 1;\n}"
                                     << ":1: overlaps returned 1 (a number), not true or false";
        QTest::newRow("no function") << "function overlap(a, b) { return true; }"
                                     << ": no function overlaps(a, b) is defined";
        QTest::newRow("readFile")
            << "function overlaps(a, b) {\n\n  return readFile('/etc/passwd') "
               "!== '';\n}"
            << ":3: uncaught exception: ReferenceError: readFile is not "
               "defined";
        QTest::newRow("XMLHttpRequest")
            << "function overlaps(a, b) {\n  var r = new XMLHttpRequest();\n  return true;\n}"
            << ":2: uncaught exception: ReferenceError: XMLHttpRequest is not defined";
    }
    void scriptErrorsExitTwoWithTheLine() {
        QFETCH(QString, source);
        QFETCH(QString, message);
        const std::string file = script(source);
        const Run r = judgeIn({file, "--pair", "circle-rect", "--json"});
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY(r.out.empty());
        const std::string expected = "overlap-cli judge: " + file + message.toStdString();
        QVERIFY2(r.err.find(expected) == 0, r.err.c_str());
    }

    // What the script logs is shown on standard error, the answer stays on standard output.
    void consoleGoesToStandardError() {
        const std::string file = script(QStringLiteral(
            "console.log('loaded');\nfunction overlaps(a, b) { return a.r >= 0 || b.w < 0; }"));
        const Run r = judgeIn({file, "--pair", "circle-circle", "--count", "10"});
        QCOMPARE(r.status, 1); // two circles far apart do not overlap
        QCOMPARE(r.err, std::string("console: loaded\n"));
    }

    // FILE "-" is standard input; a byte-order mark is skipped.
    void scriptFromStandardInput() {
        const Run r = judgeIn({"-", "--pair", "rect-rect", "--count", "8"},
                              "\xEF\xBB\xBF"
                              "function overlaps(a, b) { return true; }");
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.find("tried 8 cases (rect-rect, touching=counts): ") == 0);
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString file = QString::fromStdString(example("clamp.js"));
        QTest::newRow("no file") << QStringList{"--pair", "circle-rect"}
                                 << "a script FILE.js is required";
        QTest::newRow("no pair") << QStringList{file} << "--pair is required";
        QTest::newRow("bad pair") << QStringList{file, "--pair", "circle-square"}
                                  << "--pair wants circle-rect";
        QTest::newRow("rotated circles")
            << QStringList{file, "--pair", "circle-circle", "--rotated"}
            << "--rotated works with --pair circle-rect only";
        QTest::newRow("count 0") << QStringList{file, "--pair", "circle-rect", "--count", "0"}
                                 << "--count wants a whole number from 1";
        QTest::newRow("bad touching")
            << QStringList{file, "--pair", "circle-rect", "--touching", "maybe"} << "--touching";
        QTest::newRow("unknown option")
            << QStringList{file, "--pair", "circle-rect", "--fast"} << "unknown option '--fast'";
        QTest::newRow("two files")
            << QStringList{file, file, "--pair", "circle-rect"} << "one script FILE.js, got 2";
        QTest::newRow("missing file") << QStringList{"/nonexistent/m.js", "--pair", "circle-rect"}
                                      << "cannot read /nonexistent/m.js: No such file or directory";
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> a;
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Run r = judgeIn(a);
        QCOMPARE(r.status, cli::kExitUsage);
        QVERIFY2(r.err.find("overlap-cli judge: " + message.toStdString()) == 0, r.err.c_str());
        QVERIFY(r.out.empty());
    }

    // A directory, a source over 1 MiB, an endless file: said so, exit 2, nothing read on.
    void unreadableSources() {
        const std::string methods = example("");
        Run r = judgeIn({methods, "--pair", "circle-rect"});
        QCOMPARE(r.status, cli::kExitUsage);
        QCOMPARE(r.err, "overlap-cli judge: cannot read " + methods + ": it is a directory\n");
        const std::string big = script(QString(1024 * 1024 + 1, QLatin1Char(' ')));
        r = judgeIn({big, "--pair", "circle-rect"});
        QCOMPARE(r.status, cli::kExitUsage);
        QCOMPARE(r.err, "overlap-cli judge: cannot read " + big + ": larger than 1 MiB\n");
        r = judgeIn({"/dev/zero", "--pair", "circle-rect"});
        QCOMPARE(r.status, cli::kExitUsage);
        QCOMPARE(r.err,
                 std::string("overlap-cli judge: cannot read /dev/zero: larger than 1 MiB\n"));
    }

    void help() {
        const Run r = judgeIn({"--help"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.find("usage: overlap-cli judge FILE.js") == 0);
        const ProcessRun top = judgeProcess({"--help"});
        QCOMPARE(top.status, 0);
        QVERIFY(top.out.startsWith("usage: overlap-cli judge FILE.js"));
    }

    // An output that cannot be written fails the run: exit 4 with the reason.
    void unwritableOutputFails() {
        const ProcessRun r = judgeProcess(
            {QString::fromStdString(example("clamp.js")), "--pair", "circle-rect", "--count", "50"},
            QStringLiteral("/dev/full"));
        QCOMPARE(r.status, cli::kExitOutput);
        QVERIFY2(r.err.contains("No space left on device"), r.err);
        std::istringstream in;
        std::ostringstream out, err;
        out.setstate(std::ios::badbit); // the reader has gone
        QCOMPARE(cli::runJudge({example("clamp.js"), "--pair", "circle-rect", "--count", "5"}, in,
                               out, err),
                 cli::kExitOutput);
    }
};

} // namespace tst_cli_judge

#define OVERLAP_SUBJECT tst_cli_judge
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_cli_judge::TestCliJudge)
#include "tst_cli_judge.moc"
