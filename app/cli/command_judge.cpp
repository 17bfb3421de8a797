#include "app/cli/command_judge.h"

#include "app/cli/case_eval.h"
#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"
#include "app/script/host/host_call.h"
#include "app/script/judge.h"

#include <QCoreApplication>
#include <QString>

#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <variant>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli judge FILE.js --pair circle-rect|circle-circle|rect-rect [--rotated]
                         [--touching counts|separate] [--response | --motion] [--count N]
                         [--seed S] [--json]

Run your own collision test, written in JavaScript, on N generated cases and compare each
answer with the exact verdict. FILE.js ('-' for standard input) must define
  function overlaps(a, b) { ... return true or false; }
where a and b are shapes as in 'overlap-cli eval': {type: "circle", x, y, r} or
{type: "rect", x, y, w, h, angle}, (x, y) the smallest corner, angle in degrees
counter-clockwise about the centre (0 when not turned). For circle-rect, a is the circle
and b the rect. The cases are gen's (random, boundary, degenerate, containment in turn),
the same for the same seed; the first wrong one is shrunk to its smallest numbers.

The script runs in a sandbox: the JavaScript built-ins and console.log (its lines are
shown on standard error), no files, network or processes. A call that runs longer than
800 ms, or all calls together longer than 1 s and a quarter millisecond a case, is
stopped.

output: how many cases were tried and how many answers were wrong; then the first wrong
case as one line that 'overlap-cli eval' reads, the right answer and yours:
  tried 2000 cases (circle-rect, touching=counts): 1036 wrong
  first wrong case, shrunk in 15 steps:
  {"a":{"type":"circle","x":2,"y":0,"r":1},"b":{"type":"rect","x":0,"y":0,"w":1,"h":1}}
  expected: true
  your overlaps: false
  hint: the shapes only touch: under touching=counts that is an overlap (<=), ...
With --json, one object instead:
  {"tried":2000,"wrong":1036,"counterexample":{"a":SHAPE,"b":SHAPE},"expected":true,
   "got":false}
  ("counterexample", "expected" and "got" are null when none was wrong)

With --response, FILE.js must define instead
  function response(a, b) { ... return {normal: [nx, ny], separation: s}; }
(normal may also be {x: nx, y: ny}): the way to move a out of b, a unit vector from b
towards a, and the signed distance: below 0 when they overlap (its size is how far a must
move), exactly 0 when they touch, above 0 when apart (how far apart). The sign is judged
exactly against the exact class; the numbers must be within 1e-9 of the case's size (its
largest number, at least 1) of the reference ('overlap-cli eval --response'). Where several
ways are as short (concentric circles, a centre as far from two edges), any of them is
right: a moved by -separation * normal must touch b. A touching case's normal is not
judged. The first wrong case is shown with the reference and your answer:
  expected: {"class":"overlap","separation":-1,"normal":[1,0],...}
  your response: {"normal":[-1,0],"separation":-1}
  wrong: the normal is not the way out (...)
and with --json "expected" and "got" are those objects, with "fault" (class, separation or
normal) and "tolerance".

With --motion, FILE.js must define instead
  function sweep(a, b, motion) { ... return {hit: true or false, toi: t or null}; }
where a moves by motion = [dx, dy] over one frame (t from 0 to 1) and b stands: whether
they meet during the frame (a graze counts under touching=counts only), and the least t at
which they do (0 when they already meet). The cases are 'overlap-cli gen --motion's
(random, tunnel, graze, inside, still); hit is judged exactly, toi within 1e-6 of
'overlap-cli eval's swept method. The first wrong case is shown as it is (not shrunk), with
its motion:
  expected: {"class":"hit","toi":0.45}
  your sweep: {"hit":false,"toi":null}
  wrong: it misses a hit: a shape moving fast passes through a thin one between two frames
and with --json "expected" and "got" are those objects, with "fault" (hit, time or
no-time) and "tolerance".

options:
  --pair P              circle-rect, circle-circle or rect-rect (required)
  --rotated             circle-rect only: every rect has an angle (see 'overlap-cli gen')
  --touching counts     shapes that only touch overlap (the default)
  --touching separate   shapes that only touch do not overlap
  --response            judge response(a, b), the push apart, instead of overlaps(a, b)
  --motion              judge sweep(a, b, motion), a moving shape, instead of overlaps(a, b)
  --count N             cases, 1 to 10000000 (default 2000)
  --seed S              unsigned 64-bit seed (default 1)
  --json                answer in JSON
  -h, --help            this help

exit status: 0 none wrong, 1 some wrong, 2 usage error or a script error (syntax,
             exception, no overlaps (or response) function, a result not true or false
             (or not a response), too slow),
             with the message and line on standard error, 3 internal error,
             4 the output could not be written
)";

constexpr std::uint64_t kMaxCount = 10'000'000;
constexpr std::size_t kMaxSourceBytes = 1 << 20;

struct Options {
    std::string file;
    script::JudgeRequest request;
    bool json = false;
};

std::string text(const QString& s) {
    return s.toStdString();
}

std::string caseJson(const CaseShape& a, const CaseShape& b) {
    return "{\"a\":" + shapeJson(a) + ",\"b\":" + shapeJson(b) + "}";
}

// QJSEngine needs an application object; the command line has none of its own.
void ensureApplication() {
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "overlap-cli";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    // Qt sets the C locale from the environment; numbers stay written the C way.
    std::setlocale(LC_NUMERIC, "C");
}

// Up to kMaxSourceBytes and one more (so that a larger source is seen, and an endless one
// such as /dev/zero is not read on); false on a read error.
bool readBounded(std::istream& s, std::string& bytes) {
    char buffer[1 << 16];
    while (bytes.size() <= kMaxSourceBytes && (s.read(buffer, sizeof buffer) || s.gcount() > 0))
        bytes.append(buffer, static_cast<std::size_t>(s.gcount()));
    return !s.bad();
}

// The source, or nothing with a message on `err`.
std::optional<QString> readSource(const std::string& file, std::istream& in, std::ostream& err) {
    std::string bytes;
    const std::string name = file == "-" ? std::string("standard input") : file;
    const auto fail = [&](const std::string& why) {
        err << "overlap-cli judge: cannot read " << name << ": " << why << "\n";
        return std::nullopt;
    };
    if (file == "-") {
        if (!readBounded(in, bytes))
            return fail("a read error");
    } else {
        std::error_code ec;
        if (std::filesystem::is_directory(file, ec))
            return fail("it is a directory");
        errno = 0;
        std::ifstream f(file, std::ios::binary);
        if (!f)
            return fail(errno ? std::strerror(errno) : "cannot open it");
        if (!readBounded(f, bytes))
            return fail(errno ? std::strerror(errno) : "a read error");
    }
    if (bytes.size() > kMaxSourceBytes)
        return fail("larger than 1 MiB");
    QString source = QString::fromUtf8(bytes);
    if (source.startsWith(QChar(0xFEFF))) // a byte-order mark
        source.remove(0, 1);
    return source;
}

// The options, or the exit status of a usage error already reported.
std::variant<Options, int> parse(const std::vector<std::string>& args, std::ostream& err) {
    Options o;
    std::optional<Pair> pair;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        switch (takeTouching(args, i, "judge", o.request.touching, err)) {
        case TouchingArg::Failed:
            return kExitUsage;
        case TouchingArg::Taken:
            continue;
        case TouchingArg::No:
            break;
        }
        std::string value;
        bool matched = false;
        for (std::string_view name : {"--pair", "--count", "--seed"}) {
            const OptionMatch m = matchOption(args, i, name, value);
            if (m == OptionMatch::No)
                continue;
            if (m == OptionMatch::MissingValue)
                return usageError(err, "judge", std::string(name) + " needs a value");
            matched = true;
            if (name == "--pair") {
                pair = kindNamed(value);
                if (!pair)
                    return usageError(err, "judge",
                                      "--pair wants circle-rect, circle-circle or rect-rect, "
                                      "not '" +
                                          value + "'");
            } else if (name == "--count") {
                const auto n = parseCount(value, kMaxCount);
                if (!n || *n == 0)
                    return usageError(err, "judge",
                                      "--count wants a whole number from 1 to " +
                                          std::to_string(kMaxCount) + ", not '" + value + "'");
                o.request.count = static_cast<std::size_t>(*n);
            } else {
                const auto s = parseCount(value, UINT64_MAX);
                if (!s)
                    return usageError(err, "judge",
                                      "--seed wants an unsigned 64-bit integer, not '" + value +
                                          "'");
                o.request.seed = *s;
            }
            break;
        }
        if (matched)
            continue;
        if (args[i] == "--rotated")
            o.request.rotated = true;
        else if (args[i] == "--json")
            o.json = true;
        else if (args[i] == "--response")
            o.request.response = true;
        else if (args[i] == "--motion")
            o.request.sweep = true;
        else if (args[i] != "-" && !args[i].empty() && args[i].front() == '-')
            return usageError(err, "judge", "unknown option '" + args[i] + "'");
        else
            files.push_back(args[i]);
    }
    if (files.size() != 1)
        return usageError(err, "judge",
                          files.empty()
                              ? std::string("a script FILE.js is required")
                              : "one script FILE.js, got " + std::to_string(files.size()));
    if (!pair)
        return usageError(err, "judge",
                          "--pair is required (circle-rect, circle-circle or rect-rect)");
    if (o.request.rotated && *pair != Pair::CircleRect)
        return usageError(err, "judge", "--rotated works with --pair circle-rect only");
    if (o.request.sweep && (o.request.rotated || o.request.response))
        return usageError(err, "judge",
                          "--motion takes neither --rotated (the sweeps have no turned rect) "
                          "nor --response");
    o.file = files.front();
    o.request.pair = *pair;
    return o;
}

bool isTurnedByRightAngle(const CaseShape& s) {
    return s.isRect() && s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) == 0.0 &&
           std::fmod(*s.written.angleDeg, 360.0) != 0.0;
}

// Why the script may have got the case wrong, where a known pitfall fits.
std::vector<std::string> hints(const script::JudgedCase& c) {
    std::vector<std::string> out;
    const Case k{std::nullopt, std::nullopt, c.a, c.b, std::nullopt, std::nullopt};
    const auto counts = agreedVerdict(k, Touching::Counts);
    const auto separate = agreedVerdict(k, Touching::Separate);
    if (counts && separate && *counts && !*separate)
        out.push_back("the shapes only touch: under touching=counts that is an overlap (<=), "
                      "under touching=separate it is not (<)");
    if (isTurnedByRightAngle(c.a) || isTurnedByRightAngle(c.b))
        out.push_back("the rect is turned by a right angle: if you use Math.cos and Math.sin, "
                      "make right angles exact (Math.cos(Math.PI / 2) is 6.1e-17, not 0)");
    return out;
}

// The script's response as it returned it.
std::string gotJson(const script::ResponseAnswer& g) {
    return "{\"normal\":[" + jsonNumber(g.normalX) + "," + jsonNumber(g.normalY) +
           "],\"separation\":" + jsonNumber(g.separation) + "}";
}

std::string_view faultName(script::ResponseFault f) {
    switch (f) {
    case script::ResponseFault::Class:
        return "class";
    case script::ResponseFault::Separation:
        return "separation";
    case script::ResponseFault::Normal:
        return "normal";
    case script::ResponseFault::None:
        break;
    }
    return "none";
}

// What is wrong with a response, in a sentence.
std::string faultText(const script::ResponseCase& c) {
    const Response& e = c.expected;
    switch (c.fault) {
    case script::ResponseFault::Class:
        return std::string("the separation's sign says ") +
               (c.got.separation < 0    ? "overlap"
                : c.got.separation == 0 ? "touching"
                : c.got.separation > 0  ? "apart"
                                        : "nothing (it is not a number)") +
               ", but the shapes " +
               (e.verdict == VerdictClass::Overlap    ? "overlap (it must be below 0)"
                : e.verdict == VerdictClass::Touching ? "touch (it must be exactly 0)"
                                                      : "are apart (it must be above 0)");
    case script::ResponseFault::Separation:
        return "the separation is off by " + jsonNumber(c.got.separation - e.separation);
    case script::ResponseFault::Normal: {
        std::string why;
        if (std::isnan(c.got.normalX) || std::isnan(c.got.normalY))
            why = "the normal is not a number (NaN, written null): a division by zero";
        else
            why = "the normal is not the way out: it must be a unit vector from b towards a "
                  "along the shortest move";
        if (!e.unique)
            why += "; here several moves are as short (as when the centres coincide), and any "
                   "unit vector along one of them is right";
        return why;
    }
    case script::ResponseFault::None:
        break;
    }
    return "";
}

// A moving case's line, as 'overlap-cli eval' reads it.
std::string sweepCaseJson(const script::JudgedCase& c) {
    return "{\"a\":" + shapeJson(c.a) + ",\"b\":" + shapeJson(c.b) + ",\"motion\":[" +
           jsonNumber(c.sweep->motion.x) + "," + jsonNumber(c.sweep->motion.y) + "]}";
}

std::string toiJson(const std::optional<double>& t) {
    return t ? jsonNumber(*t) : std::string("null");
}

std::string sweepExpectedJson(const script::SweepJudged& s) {
    return "{\"class\":" + jsonString(sweepClassName(s.expected.verdict)) +
           ",\"toi\":" + toiJson(s.expected.toi) + "}";
}

std::string sweepGotJson(const script::SweepJudged& s) {
    return "{\"hit\":" + std::string(jsonBool(s.got.hit)) + ",\"toi\":" + toiJson(s.got.toi) + "}";
}

std::string_view sweepFaultName(script::SweepFault f) {
    switch (f) {
    case script::SweepFault::Hit:
        return "hit";
    case script::SweepFault::NoTime:
        return "no-time";
    case script::SweepFault::Time:
        return "time";
    case script::SweepFault::None:
        break;
    }
    return "none";
}

std::string sweepFaultText(const script::SweepJudged& s, Touching touching) {
    switch (s.fault) {
    case script::SweepFault::Hit:
        if (s.expected.verdict == SweepClass::Touch)
            return touching == Touching::Counts
                       ? "the path grazes b: under touching=counts that is a hit (<=)"
                       : "the path only grazes b: under touching=separate that is no hit (<)";
        if (s.expectedHit)
            return "it misses a hit: check the whole path, not only where a is at t = 0 and "
                   "t = 1 (a fast shape passes through a thin one between two frames)";
        return "it finds a hit where there is none: near a corner the grown rect is round "
               "(a circle of radius r about the corner), not square";
    case script::SweepFault::NoTime:
        return "they meet, so toi must be the least t at which they do";
    case script::SweepFault::Time:
        return "the time is off by " + jsonNumber(*s.got.toi - *s.expected.toi) +
               ": the least t in [0, 1] at which they touch, 0 when they already do";
    case script::SweepFault::None:
        break;
    }
    return "";
}

void printText(std::ostream& out, const Options& o, const script::JudgeResult& r) {
    out << "tried " << r.tried << " cases (" << pairName(o.request.pair)
        << (o.request.rotated ? ", rotated" : "")
        << ", touching=" << touchingName(o.request.touching)
        << (o.request.response ? ", response" : "") << (o.request.sweep ? ", motion" : "") << "): ";
    if (!r.firstWrong) {
        out << "none wrong\n";
        return;
    }
    const script::JudgedCase& c = *r.firstWrong;
    if (const auto& s = c.sweep) {
        out << r.wrong << " wrong\nfirst wrong case:\n"
            << sweepCaseJson(c) << "\n"
            << "expected: " << sweepExpectedJson(*s) << "\n"
            << "your sweep: " << sweepGotJson(*s) << "\n"
            << "wrong: " << sweepFaultText(*s, o.request.touching) << "\n";
        return;
    }
    out << r.wrong << " wrong\n"
        << "first wrong case, shrunk in " << r.shrinkSteps << " steps:\n"
        << caseJson(c.a, c.b) << "\n";
    if (const auto& rc = c.response) {
        out << "expected: " << responseJson(rc->expected) << "\n"
            << "your response: " << gotJson(rc->got) << "\n"
            << "wrong: " << faultText(*rc) << "\n";
        return;
    }
    out << "expected: " << jsonBool(c.expected) << "\n"
        << "your overlaps: " << jsonBool(c.got) << "\n";
    for (const std::string& h : hints(c))
        out << "hint: " << h << "\n";
}

void printJson(std::ostream& out, const script::JudgeResult& r) {
    std::string s = "{\"tried\":" + std::to_string(r.tried) +
                    ",\"wrong\":" + std::to_string(r.wrong) + ",\"counterexample\":";
    const auto& c = r.firstWrong;
    if (c && c->sweep)
        s += sweepCaseJson(*c) + ",\"expected\":" + sweepExpectedJson(*c->sweep) +
             ",\"got\":" + sweepGotJson(*c->sweep) +
             ",\"fault\":" + jsonString(sweepFaultName(c->sweep->fault)) +
             ",\"tolerance\":" + jsonNumber(script::kSweepTimeTolerance);
    else if (c && c->response)
        s += caseJson(c->a, c->b) + ",\"expected\":" + responseJson(c->response->expected) +
             ",\"got\":" + gotJson(c->response->got) +
             ",\"fault\":" + jsonString(faultName(c->response->fault)) +
             ",\"tolerance\":" + jsonNumber(script::responseTolerance(c->a, c->b));
    else if (c)
        s += caseJson(c->a, c->b) + ",\"expected\":" + std::string(jsonBool(c->expected)) +
             ",\"got\":" + std::string(jsonBool(c->got));
    else
        s += "null,\"expected\":null,\"got\":null";
    out << s << "}\n";
}

// "FILE:LINE: what", the place as compilers write it.
void printScriptError(std::ostream& err, const std::string& file, const script::ScriptError& e) {
    err << "overlap-cli judge: " << (file == "-" ? std::string("<stdin>") : file);
    if (e.line > 0)
        err << ":" << e.line;
    err << ": " << text(script::summary(e)) << "\n";
}

void printConsole(std::ostream& err, const script::JudgeReply& reply) {
    for (const QString& line : reply.console)
        err << "console: " << text(line) << "\n";
    if (reply.consoleDropped)
        err << "console: (more lines were dropped)\n";
}

} // namespace

int runJudge(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err) {
    if (wantsHelp(args)) {
        out << kHelp;
        return kExitOk;
    }
    const auto parsed = parse(args, err);
    if (const int* status = std::get_if<int>(&parsed))
        return *status;
    const Options& o = std::get<Options>(parsed);
    const auto source = readSource(o.file, in, err);
    if (!source)
        return kExitUsage;

    ensureApplication();
    // In a host process of its own, limited in memory and time (app/script/host).
    const script::HostReply hostReply = script::runInHost(script::JudgeJob{*source, o.request});
    const auto& reply = std::get<script::JudgeReply>(hostReply);
    printConsole(err, reply);
    if (reply.compileError) {
        printScriptError(err, o.file, *reply.compileError);
        return kExitUsage;
    }
    const script::JudgeResult& result = reply.result;
    if (!result.internal.empty()) {
        err << "overlap-cli judge: internal error: " << result.internal << "\n";
        return kExitInternal;
    }
    if (result.error) {
        printScriptError(err, o.file, *result.error);
        if (result.errorCase)
            err << "  on the case "
                << (result.errorCase->sweep ? sweepCaseJson(*result.errorCase)
                                            : caseJson(result.errorCase->a, result.errorCase->b))
                << "\n";
        return kExitUsage;
    }
    if (o.json)
        printJson(out, result);
    else
        printText(out, o, result);
    out << std::flush;
    if (!out)
        return kExitOutput;
    return result.wrong == 0 ? kExitOk : kExitInvalid;
}

} // namespace overlap::cli
