#include "app/cli/answer_format.h"
#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"
#include "core/sweep/sweep_methods.h"

#include <cmath>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli check CASES ANSWERS [--touching counts|separate]

Compare your answers with the expected verdicts, line by line.
  CASES    a file of cases, one JSON object a line: gen's output, or any case eval reads;
           a case without "expected" is answered by the core's correct methods
  ANSWERS  one answer a line, for the case on the same line: true, false, 1 or 0 (any
           case), a JSON boolean, a JSON object with a boolean "overlap" or "result", or
           eval's output (its first boolean); for a case with a "motion" (gen --motion):
           hit, touch or miss, or a JSON object with "class" and optionally "toi" (within
           1e-6 of the expected time), or eval's output
  Either file may be '-' for standard input.

For each mismatch: the case, the touching policy your answer would fit, and a hint (exact
touching, a zero-size shape, one shape inside the other, a known pitfall). Then a summary
'N cases, M mismatches'. A missing answer is a mismatch; extra answers are reported.

options:
  --touching counts     shapes that only touch overlap (the default)
  --touching separate   shapes that only touch do not overlap
  -h, --help            this help

exit status: 0 no mismatch, 1 a mismatch or an invalid case, 2 usage error or unreadable file
)";

// Reads a whole file (or `in` for "-") as lines without their '\r'; trailing blank lines
// are dropped. Returns why it could not, or an empty string.
std::string readLines(const std::string& path, std::istream& in, std::vector<std::string>& lines) {
    std::ifstream file;
    std::istream* src = &in;
    if (path != "-") {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec))
            return "it is a directory";
        file.open(path, std::ios::binary);
        if (!file)
            return errno ? std::strerror(errno) : "cannot open it";
        src = &file;
    }
    std::string line;
    while (std::getline(*src, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(std::move(line));
    }
    if (src->bad())
        return errno ? std::strerror(errno) : "a read error";
    while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string::npos)
        lines.pop_back();
    return {};
}

Touching other(Touching t) {
    return t == Touching::Counts ? Touching::Separate : Touching::Counts;
}

std::optional<bool> expectedInFile(const Case& c, Touching t) {
    if (!c.expected || c.expected->kind != JsonValue::Kind::Object)
        return std::nullopt;
    const JsonValue* v = c.expected->find(touchingName(t));
    if (!v || v->kind != JsonValue::Kind::Boolean)
        return std::nullopt;
    return v->boolean;
}

// One shape inside the other (boundaries may touch), for shapes the test can see.
bool oneInsideOther(const Case& c) {
    const CaseShape &a = c.a, &b = c.b;
    if (a.isCircle() && b.isCircle()) {
        const Circle& big = a.circle.r >= b.circle.r ? a.circle : b.circle;
        const Circle& small = a.circle.r >= b.circle.r ? b.circle : a.circle;
        const double dx = big.c.x - small.c.x, dy = big.c.y - small.c.y, room = big.r - small.r;
        return dx * dx + dy * dy <= room * room;
    }
    const auto boxIn = [](const Rect& in, const Rect& out) {
        return out.min.x <= in.min.x && in.max.x <= out.max.x && out.min.y <= in.min.y &&
               in.max.y <= out.max.y;
    };
    if (a.isRect() && b.isRect())
        return a.aligned && b.aligned &&
               (boxIn(*a.aligned, *b.aligned) || boxIn(*b.aligned, *a.aligned));
    const Circle& circle = a.isCircle() ? a.circle : b.circle;
    const CaseShape& rect = a.isCircle() ? b : a;
    if (!rect.aligned)
        return false;
    const Rect& r = *rect.aligned;
    const Rect around{{circle.c.x - circle.r, circle.c.y - circle.r},
                      {circle.c.x + circle.r, circle.c.y + circle.r}};
    if (boxIn(around, r))
        return true;
    for (double x : {r.min.x, r.max.x})
        for (double y : {r.min.y, r.max.y}) {
            const double dx = x - circle.c.x, dy = y - circle.c.y;
            if (dx * dx + dy * dy > circle.r * circle.r)
                return false;
        }
    return true;
}

std::string hint(const Case& c, Touching policy, bool expected, bool expectedOther, bool answer) {
    if (expected != expectedOther && answer == expectedOther)
        return policy == Touching::Counts ? "touching case: you used < where the policy wants <="
                                          : "touching case: you used <= where the policy wants <";
    if (expected && !answer) {
        if (c.kind == "degenerate" || c.a.isDegenerate() || c.b.isDegenerate())
            return "zero-size shape: a point or a segment still collides";
        if (c.kind == "containment" || oneInsideOther(c))
            return "one shape is inside the other: a test of edges alone misses it";
    }
    const Evaluation e = evaluateCase(c, policy, true);
    for (const Verdict& v : e.verdicts)
        if (v.algorithm->pitfall && v.overlap == answer)
            return "your answer matches pitfall " + std::string(v.algorithm->id) + ": " +
                   std::string(v.algorithm->mistake);
    return "look at the construction of the nearest point / distance for this case";
}

std::string_view word(bool b) {
    return b ? "true" : "false";
}

// How far a time of impact may be from the expected one: float code and a learner's own
// roundings are far closer; a time for the wrong feature (the box's corner instead of the
// disc's) is far off.
constexpr double kToiTolerance = 1e-6;

// The line of a case with a motion: its class and time (the file's, else the core's) against
// the answer; what is wrong is written to `out`. Whether it matched, or nothing when the
// case itself is invalid.
std::optional<bool> checkSweep(const Case& c, const std::string& caseLine,
                               const std::string* answerLine, const std::string& where,
                               std::ostream& out) {
    const SweptMethod* method = correctSweptMethod(sweptKindOf(c.a.shape(), c.b.shape()));
    const SweepOutcome core = runSweptMethod(*method, c.a.shape(), *c.motion, c.b.shape());
    if (!core.error.empty()) {
        out << where << ": invalid case: " << core.error << "\n";
        return std::nullopt;
    }
    Sweep want = core.sweep;
    if (c.expected && c.expected->kind == JsonValue::Kind::Object) {
        std::string text = "{\"class\":";
        if (const JsonValue* k = c.expected->find("class"); k && k->kind == JsonValue::Kind::String)
            if (const auto fromFile = sweepClassNamed(k->text)) {
                if (*fromFile != want.verdict)
                    out << where << ": note: the case expects " << k->text << " but the core says "
                        << sweepClassName(want.verdict) << "; using the case's value\n";
                want.verdict = *fromFile;
            }
        if (const JsonValue* t = c.expected->find("toi"); t && t->kind == JsonValue::Kind::Number)
            want.toi = t->number;
    }
    const std::string expected = std::string(sweepClassName(want.verdict)) +
                                 (want.toi ? " at t = " + jsonNumber(*want.toi) : std::string());
    if (!answerLine) {
        out << where << ": expected " << expected << ", you gave no answer\n  case: " << caseLine
            << "\n";
        return false;
    }
    const SweepAnswer got = readSweepAnswer(*answerLine);
    if (!got.verdict) {
        out << where << ": expected " << expected << ", your answer cannot be read: " << got.error
            << "\n  case: " << caseLine << "\n";
        return false;
    }
    const bool classRight = *got.verdict == want.verdict;
    const bool timeRight = !got.toi || !want.toi || std::abs(*got.toi - *want.toi) <= kToiTolerance;
    if (classRight && timeRight)
        return true;
    out << where << ": expected " << expected << ", you answered " << sweepClassName(*got.verdict)
        << (got.toi ? " at t = " + jsonNumber(*got.toi) : std::string()) << "\n  case: " << caseLine
        << "\n";
    std::string hint;
    if (!classRight && (*got.verdict == SweepClass::Touch || want.verdict == SweepClass::Touch) &&
        *got.verdict != SweepClass::Miss && want.verdict != SweepClass::Miss)
        hint = "a graze: the path touches without overlapping (<= against <)";
    else
        for (const SweptMethod& m : sweptMethods())
            if (m.pitfall && sweptMethodTakes(m, c.a.shape(), c.b.shape()) &&
                runSweptMethod(m, c.a.shape(), *c.motion, c.b.shape()).sweep.verdict ==
                    *got.verdict)
                hint =
                    "your answer matches " + std::string(m.id) + ": it " + std::string(m.mistake);
    if (hint.empty() && classRight)
        hint = "the time: the least t in [0, 1] at which they meet, 0 when they already do";
    if (hint.empty())
        hint = "look at the path against the rect grown by r (its round corners) for this case";
    out << "  hint: " << hint << "\n";
    return false;
}

} // namespace

int runCheck(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err) {
    if (wantsHelp(args)) {
        out << kHelp;
        return kExitOk;
    }
    Touching policy = Touching::Counts;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        switch (takeTouching(args, i, "check", policy, err)) {
        case TouchingArg::Failed:
            return kExitUsage;
        case TouchingArg::Taken:
            continue;
        case TouchingArg::No:
            break;
        }
        if (args[i].size() > 1 && args[i][0] == '-')
            return usageError(err, "check", "unknown option '" + args[i] + "'");
        files.push_back(args[i]);
    }
    if (files.size() != 2)
        return usageError(err, "check",
                          files.size() < 2 ? "needs two files: CASES ANSWERS"
                                           : "takes two files, CASES ANSWERS; got " +
                                                 std::to_string(files.size()));
    if (files[0] == "-" && files[1] == "-")
        return usageError(err, "check", "only one of CASES and ANSWERS can be standard input");

    std::vector<std::string> caseLines, answerLines;
    const char* roles[] = {"CASES", "ANSWERS"};
    std::vector<std::string>* targets[] = {&caseLines, &answerLines};
    for (int k = 0; k < 2; ++k) {
        errno = 0;
        if (auto why = readLines(files[k], in, *targets[k]); !why.empty()) {
            err << "overlap-cli check: cannot read the " << roles[k] << " file '" << files[k]
                << "': " << why << "\n";
            return kExitUsage;
        }
    }

    const std::string_view policyName = touchingName(policy);
    const std::string_view otherName = touchingName(other(policy));
    std::size_t mismatches = 0, invalid = 0;
    for (std::size_t i = 0; i < caseLines.size(); ++i) {
        const std::size_t n = i + 1;
        Case c;
        if (auto e = parseCaseLine(caseLines[i], c); !e.empty()) {
            out << "line " << n << ": invalid case: " << e << "\n";
            ++invalid;
            continue;
        }
        const std::string where =
            "line " + std::to_string(n) + (c.id ? " (" + *c.id + ")" : std::string());
        if (c.motion) {
            const auto matched = checkSweep(
                c, caseLines[i], i < answerLines.size() ? &answerLines[i] : nullptr, where, out);
            invalid += !matched;
            mismatches += matched && !*matched;
            continue;
        }
        // The expected verdict under both policies: the file's, else the core's.
        std::optional<bool> expected[2];
        for (Touching t : {policy, other(policy)}) {
            std::string why;
            const auto fromCore = agreedVerdict(c, t, &why);
            const auto fromFile = expectedInFile(c, t);
            auto& slot = expected[t == policy ? 0 : 1];
            slot = fromFile ? fromFile : fromCore;
            if (fromFile && fromCore && *fromFile != *fromCore)
                out << where << ": note: the case expects " << word(*fromFile)
                    << " under touching=" << touchingName(t) << " but the core says "
                    << word(*fromCore) << "; using the case's value\n";
            if (!slot && t == policy) {
                out << where << ": invalid case: no expected verdict, and the core cannot tell ("
                    << why << ")\n";
                ++invalid;
            }
        }
        if (!expected[0])
            continue;
        const bool want = *expected[0];
        if (i >= answerLines.size()) {
            ++mismatches;
            out << where << ": expected " << word(want) << " under touching=" << policyName
                << ", you gave no answer\n  case: " << caseLines[i] << "\n";
            continue;
        }
        const Answer answer = readAnswer(answerLines[i]);
        if (!answer.value) {
            ++mismatches;
            out << where << ": expected " << word(want) << " under touching=" << policyName
                << ", your answer cannot be read: " << answer.error << "\n  case: " << caseLines[i]
                << "\n";
            continue;
        }
        if (*answer.value == want)
            continue;
        ++mismatches;
        out << where << ": expected " << word(want) << " under touching=" << policyName
            << ", you answered " << word(*answer.value) << "\n  case: " << caseLines[i] << "\n";
        const bool otherWant = expected[1].value_or(want);
        if (expected[1] && *answer.value == *expected[1])
            out << "  your answer fits touching=" << otherName << "\n";
        else
            out << "  your answer fits neither policy\n";
        out << "  hint: " << hint(c, policy, want, otherWant, *answer.value) << "\n";
    }
    out << caseLines.size() << " cases, " << mismatches << " mismatches";
    if (invalid > 0)
        out << ", " << invalid << " invalid case lines";
    out << "\n";
    if (answerLines.size() < caseLines.size())
        out << "note: " << caseLines.size() - answerLines.size()
            << " cases have no answer (ANSWERS has " << answerLines.size()
            << " lines); each counts as a mismatch\n";
    else if (answerLines.size() > caseLines.size())
        out << "note: ANSWERS has " << answerLines.size() - caseLines.size()
            << " extra lines after line " << caseLines.size() << "; they were not checked\n";
    return mismatches == 0 && invalid == 0 ? kExitOk : kExitInvalid;
}

} // namespace overlap::cli
