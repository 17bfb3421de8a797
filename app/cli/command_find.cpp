#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/finder.h"
#include "app/cli/json_write.h"
#include "app/cli/sweep_generators.h"
#include "core/sweep/sweep_methods.h"

#include <ostream>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli find METHOD1 METHOD2 [--touching counts|separate] [--budget N]
                        [--seed S] [--json]

Search for a case on which two methods disagree: a pitfall against the method it gets
wrong shows its mistake, two correct methods should never disagree. The cases are gen's
(random, boundary, degenerate and containment in turn; for circle-rotated methods also
with rects written with angles), the same for the same seed. The first disagreement found
is shrunk: its numbers are made as small as they go while the methods still disagree.

The methods must take the same shapes ('overlap-cli algorithms' lists them); a circle-rect
method meets a circle-rotated one, and a rect-rect method a rotated-rotated one, on
axis-aligned rects. A case counts as tried even when a method refuses it.

Two swept methods of one pair (circle-rect.swept, pitfall.frames-only, pitfall.box-corners;
see 'overlap-cli eval --help') are compared on 'overlap-cli gen --motion's cases, on whether
a meets b during the frame; the case found keeps its "motion" and is not shrunk.

output: the number of cases tried; then the case as one line that 'overlap-cli eval'
reads, {"a": SHAPE, "b": SHAPE}, and each method's verdict:
  tried 37 cases: found a disagreement under touching=counts (shrunk in 9 steps)
  {"a":{"type":"circle","x":0,"y":3,"r":1},"b":{"type":"rect","x":0,"y":0,"w":1,"h":1}}
  pitfall.clamp-y-typo: true
  circle-rect.clamp: false
With --json, one JSON object instead:
  {"first":ID,"second":ID,"touching":"counts","tried":37,"found":true,"shrinkSteps":9,
   "case":{"a":SHAPE,"b":SHAPE},"verdicts":{ID:true,ID:false}}
  ("found":false and no "case" when none was found)

options:
  --touching counts     shapes that only touch overlap (the default)
  --touching separate   shapes that only touch do not overlap
  --budget N            cases to try, 1 to 100000000 (default 20000)
  --seed S              unsigned 64-bit seed (default 1)
  --json                answer in JSON
  -h, --help            this help

exit status: 0 found a disagreement, 1 none within the budget, 2 usage error,
             3 internal error
)";

constexpr std::uint64_t kMaxBudget = 100'000'000;

void printText(std::ostream& out, const FindRequest& r, const FindResult& res) {
    const std::string policy(touchingName(r.touching));
    out << "tried " << res.tried << " cases: ";
    if (!res.found) {
        out << "no disagreement under touching=" << policy << "\n";
        return;
    }
    const Counterexample& c = *res.found;
    out << "found a disagreement under touching=" << policy << " (shrunk in " << res.shrinkSteps
        << " steps)\n"
        << "{\"a\":" << shapeJson(c.a) << ",\"b\":" << shapeJson(c.b) << "}\n"
        << r.first->id << ": " << jsonBool(c.firstOverlap) << "\n"
        << r.second->id << ": " << jsonBool(c.secondOverlap) << "\n";
}

void printJson(std::ostream& out, const FindRequest& r, const FindResult& res) {
    std::string s = "{\"first\":" + jsonString(r.first->id) +
                    ",\"second\":" + jsonString(r.second->id) +
                    ",\"touching\":" + jsonString(touchingName(r.touching)) +
                    ",\"tried\":" + std::to_string(res.tried) +
                    ",\"found\":" + std::string(jsonBool(res.found.has_value()));
    if (res.found) {
        const Counterexample& c = *res.found;
        s += ",\"shrinkSteps\":" + std::to_string(res.shrinkSteps) +
             ",\"case\":{\"a\":" + shapeJson(c.a) + ",\"b\":" + shapeJson(c.b) +
             "},\"verdicts\":{" + jsonString(r.first->id) + ":" +
             std::string(jsonBool(c.firstOverlap)) + "," + jsonString(r.second->id) + ":" +
             std::string(jsonBool(c.secondOverlap)) + "}";
    }
    out << s << "}\n";
}

// find with two swept methods: gen --motion's cases for the seed, in turn, until the two
// differ on whether a meets b under the policy; the case as it is (not shrunk).
int findSweepDisagreement(const SweptMethod& first, const SweptMethod& second, Touching touching,
                          std::size_t budget, std::uint64_t seed, bool json, std::ostream& out,
                          std::ostream& err) {
    const auto meets = [&](SweepClass c) {
        return c == SweepClass::Hit || (c == SweepClass::Touch && touching == Touching::Counts);
    };
    Rng rng(seed);
    std::size_t tried = 0;
    for (; tried < budget; ++tried) {
        const GeneratedSweep g = generateSweep(rng, first.kind, sweepKindOfLine(tried));
        const SweepOutcome a = runSweptMethod(first, g.a.shape(), g.motion, g.b.shape());
        const SweepOutcome b = runSweptMethod(second, g.a.shape(), g.motion, g.b.shape());
        if (!a.error.empty() || !b.error.empty()) {
            err << "overlap-cli find: " << (a.error.empty() ? b.error : a.error) << "\n";
            return kExitInternal;
        }
        if (meets(a.sweep.verdict) == meets(b.sweep.verdict))
            continue;
        const std::string line = "{\"a\":" + shapeJson(g.a) + ",\"b\":" + shapeJson(g.b) +
                                 ",\"motion\":[" + jsonNumber(g.motion.x) + "," +
                                 jsonNumber(g.motion.y) + "]}";
        const auto answer = [](const Sweep& s) {
            return "{\"class\":" + jsonString(sweepClassName(s.verdict)) +
                   ",\"toi\":" + (s.toi ? jsonNumber(*s.toi) : std::string("null")) + "}";
        };
        if (json)
            out << "{\"first\":" << jsonString(first.id) << ",\"second\":" << jsonString(second.id)
                << ",\"touching\":" << jsonString(touchingName(touching))
                << ",\"tried\":" << tried + 1 << ",\"found\":true,\"case\":" << line
                << ",\"sweeps\":{" << jsonString(first.id) << ":" << answer(a.sweep) << ","
                << jsonString(second.id) << ":" << answer(b.sweep) << "}}\n";
        else
            out << "tried " << tried + 1
                << " cases: found a disagreement under touching=" << touchingName(touching) << "\n"
                << line << "\n"
                << first.id << ": " << answer(a.sweep) << "\n"
                << second.id << ": " << answer(b.sweep) << "\n";
        out << std::flush;
        return kExitOk;
    }
    if (json)
        out << "{\"first\":" << jsonString(first.id) << ",\"second\":" << jsonString(second.id)
            << ",\"touching\":" << jsonString(touchingName(touching)) << ",\"tried\":" << tried
            << ",\"found\":false}\n";
    else
        out << "tried " << tried
            << " cases: no disagreement under touching=" << touchingName(touching) << "\n";
    out << std::flush;
    return kExitInvalid;
}

} // namespace

int runFind(const std::vector<std::string>& args, std::istream&, std::ostream& out,
            std::ostream& err) {
    if (wantsHelp(args)) {
        out << kHelp;
        return kExitOk;
    }
    FindRequest request{nullptr, nullptr, Touching::Counts};
    bool json = false;
    std::vector<std::string> methods;
    for (std::size_t i = 0; i < args.size(); ++i) {
        switch (takeTouching(args, i, "find", request.touching, err)) {
        case TouchingArg::Failed:
            return kExitUsage;
        case TouchingArg::Taken:
            continue;
        case TouchingArg::No:
            break;
        }
        std::string value;
        bool matched = false;
        for (std::string_view name : {"--budget", "--seed"}) {
            const OptionMatch m = matchOption(args, i, name, value);
            if (m == OptionMatch::No)
                continue;
            if (m == OptionMatch::MissingValue)
                return usageError(err, "find", std::string(name) + " needs a value");
            matched = true;
            if (name == "--budget") {
                const auto n = parseCount(value, kMaxBudget);
                if (!n || *n == 0)
                    return usageError(err, "find",
                                      "--budget wants a whole number from 1 to " +
                                          std::to_string(kMaxBudget) + ", not '" + value + "'");
                request.budget = static_cast<std::size_t>(*n);
            } else {
                const auto s = parseCount(value, UINT64_MAX);
                if (!s)
                    return usageError(err, "find",
                                      "--seed wants an unsigned 64-bit integer, not '" + value +
                                          "'");
                request.seed = *s;
            }
            break;
        }
        if (matched)
            continue;
        if (args[i] == "--json")
            json = true;
        else if (!args[i].empty() && args[i].front() == '-')
            return usageError(err, "find", "unknown option '" + args[i] + "'");
        else
            methods.push_back(args[i]);
    }
    if (methods.size() != 2)
        return usageError(err, "find",
                          methods.empty() ? std::string("two method ids are required (see "
                                                        "'overlap-cli algorithms')")
                                          : "two method ids are required, got " +
                                                std::to_string(methods.size()));
    // Two swept methods: a search among moving cases.
    const SweptMethod* sweptFirst = findSweptMethod(methods[0]);
    const SweptMethod* sweptSecond = findSweptMethod(methods[1]);
    if (sweptFirst || sweptSecond) {
        if (!sweptFirst || !sweptSecond || sweptFirst->kind != sweptSecond->kind)
            return usageError(err, "find",
                              "a swept method ('" +
                                  std::string((sweptFirst ? sweptFirst : sweptSecond)->id) +
                                  "') is compared with another swept method of its pair");
        if (sweptFirst == sweptSecond)
            return usageError(err, "find",
                              "METHOD1 and METHOD2 are both '" + methods[0] +
                                  "': a method always agrees with itself");
        return findSweepDisagreement(*sweptFirst, *sweptSecond, request.touching, request.budget,
                                     request.seed, json, out, err);
    }
    for (std::size_t k = 0; k < 2; ++k) {
        const Algorithm* a = findAlgorithm(methods[k]);
        if (!a)
            return usageError(err, "find",
                              "unknown method '" + methods[k] + "' (see 'overlap-cli algorithms')");
        (k == 0 ? request.first : request.second) = a;
    }
    if (request.first == request.second)
        return usageError(err, "find",
                          "METHOD1 and METHOD2 are both '" + methods[0] +
                              "': a method always agrees with itself");
    if (auto why = incompatibility(*request.first, *request.second))
        return usageError(err, "find", *why);

    const FindResult result = findDisagreement(request);
    if (!result.error.empty()) {
        err << "overlap-cli find: " << result.error << "\n";
        return kExitInternal;
    }
    (json ? printJson : printText)(out, request, result);
    out << std::flush;
    return result.found ? kExitOk : kExitInvalid;
}

} // namespace overlap::cli
