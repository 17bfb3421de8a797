#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"

#include "app/cli/json_value.h"
#include "core/response/response.h"
#include "core/sweep/sweep_methods.h"

#include <istream>
#include <ostream>

namespace overlap::cli {

namespace {

enum class LineRead { Line, TooLong, End };

// One line of at most `limit` bytes (without its newline); a longer one is read to its end
// and dropped, so a huge line costs no memory and the next line is still answered.
LineRead readLine(std::istream& in, std::string& line, std::size_t limit) {
    line.clear();
    std::streambuf* buf = in.rdbuf();
    bool any = false;
    for (;;) {
        const int c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return any ? LineRead::Line : LineRead::End;
        }
        any = true;
        if (c == '\n')
            return LineRead::Line;
        if (line.size() == limit) {
            for (int d = buf->sbumpc(); d != std::char_traits<char>::eof() && d != '\n';
                 d = buf->sbumpc()) {
            }
            return LineRead::TooLong;
        }
        line.push_back(char(c));
    }
}

constexpr std::string_view kHelp =
    R"(usage: overlap-cli eval [--touching counts|separate] [--include-pitfalls] [--classify]
                        [--response] < cases

Read cases from standard input, one JSON object a line, and answer each line with one JSON
object, in order, as soon as it is read.

a case:   {"a": SHAPE, "b": SHAPE}  with optional "id" (a string), "kind" (a string),
          "motion" ([DX, DY]: a moves by it over one frame, t from 0 to 1, b stays) and
          "expected" (any value; ignored, so that gen's output can be fed back)
a SHAPE:  {"type":"circle","x":X,"y":Y,"r":R}
          {"type":"rect","x":X,"y":Y,"w":W,"h":H}  (smallest corner and size), with an
          optional "angle" in degrees, counter-clockwise about the rect's centre

an answer: {"id":"...", "<method id>": true|false, ...} for every method that takes the pair,
          in table order (see 'overlap-cli algorithms'); two rects must both be axis-aligned
          with --classify: {"id":"...", "<method id>": "overlap"|"touching"|"apart", ...}
          with --response: {"id":"...", "<method id>": RESPONSE, ...} for every correct
          method, where RESPONSE is {"class": "overlap"|"touching"|"apart",
          "separation": S, "normal": [NX, NY], "witness": {"a": [X, Y], "b": [X, Y]},
          "unique": true|false}: S < 0 when they overlap (its size the depth of the
          shortest move of a out of b), 0 exactly when they touch, > 0 the distance when
          apart; the normal points from b towards a (move a by −S along it to make them
          touch); the witnesses are the points of a and b that realise S; unique is false
          when several moves are as short (the first of +x, −x, +y, −y is given)
          with a motion: {"id":"...", "<swept method id>": {"class": "hit"|"touch"|"miss",
          "toi": T|null}, ...} for the swept methods of the pair (circle-rect.swept,
          circle-circle.swept, rect-rect.swept; rects axis-aligned, a moving rect against a
          circle too): hit when at some t they overlap even with touching apart, touch when
          they only graze, exactly; T the least t at which they meet (0 when they already
          do), within 1e-9 where the path crosses rather than grazes
          {"error": "line N: what is wrong"} for a line that cannot be answered

limits:   a line of more than 1048576 bytes (1 MiB), or with more than 10000 JSON values
          (numbers, strings, true/false/null, objects and arrays), gets an error line and
          the next line is answered as usual; a case needs some 20 values

options:
  --touching counts     shapes that only touch overlap (closed shapes; the default)
  --touching separate   shapes that only touch do not overlap (open shapes)
  --include-pitfalls    also run the pitfalls, the methods that are WRONG ON PURPOSE (with a
                        motion: pitfall.frames-only tests only t = 0 and t = 1 and so
                        misses a fast shape tunnelling through a thin rect;
                        pitfall.box-corners grows the rect by r as a box, square corners)
  --classify            each method's exact class in place of true/false: "overlap"
                        (overlap under both policies), "touching" (overlap only when
                        touching counts) or "apart" (under neither); a pitfall that
                        overlaps only when touching does not count is classed by its
                        answer under --touching
  --response            how to push a out of b, or how far apart they are (see above);
                        not with --include-pitfalls or --classify
  -h, --help            this help

exit status: 0 every line answered, 1 some line was invalid, 2 usage error
)";

// The help states the limits in words.
static_assert(kMaxEvalLineBytes == 1048576 && kMaxJsonValues == 10000,
              "update eval's help and the README");

// The answer line for one input line, and whether the line was valid.
std::string answerLine(std::string_view line, std::size_t number, Touching touching,
                       bool includePitfalls, bool classes, bool response, bool& valid) {
    const auto error = [&](const std::string& what) {
        valid = false;
        std::string out = "{\"error\":";
        appendJsonString(out, "line " + std::to_string(number) + ": " + what);
        return out + "}";
    };
    Case c;
    if (auto e = parseCaseLine(line, c); !e.empty())
        return error(e);
    if (c.motion) {
        if (classes || response)
            return error("a case with a motion is answered by the swept methods, not with "
                         "--classify or --response");
        std::string out = "{";
        if (c.id) {
            out += "\"id\":";
            appendJsonString(out, *c.id);
            out += ",";
        }
        bool any = false;
        for (const SweptMethod& m : sweptMethods()) {
            if ((m.pitfall && !includePitfalls) || !sweptMethodTakes(m, c.a.shape(), c.b.shape()))
                continue;
            const SweepOutcome r = runSweptMethod(m, c.a.shape(), *c.motion, c.b.shape());
            if (!r.error.empty())
                return error(r.error);
            out += any ? "," : "";
            any = true;
            appendJsonString(out, std::string(m.id));
            out += ":{\"class\":";
            appendJsonString(out, std::string(sweepClassName(r.sweep.verdict)));
            out +=
                ",\"toi\":" + (r.sweep.toi ? jsonNumber(*r.sweep.toi) : std::string("null")) + "}";
        }
        valid = true;
        return out + "}";
    }
    const Evaluation ev = evaluateCase(c, touching, includePitfalls, classes);
    if (!ev.ok())
        return error(ev.error);
    std::string pushed;
    if (response) {
        const ResponseOutcome r = respond(c.a.shape(), c.b.shape());
        if (!r.ok())
            return error(r.error);
        pushed = responseJson(r.response); // one pair, one answer: every method's
    }
    valid = true;
    std::string out = "{";
    if (c.id) {
        out += "\"id\":";
        appendJsonString(out, *c.id);
        out += ",";
    }
    for (std::size_t i = 0; i < ev.verdicts.size(); ++i) {
        if (i > 0)
            out += ",";
        appendJsonString(out, ev.verdicts[i].algorithm->id);
        out += ":";
        if (response)
            out += pushed;
        else if (classes)
            appendJsonString(out, std::string(verdictClassName(ev.verdicts[i].verdictClass)));
        else
            out += jsonBool(ev.verdicts[i].overlap);
    }
    return out + "}";
}

} // namespace

int runEval(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
    if (wantsHelp(args)) {
        out << kHelp;
        return kExitOk;
    }
    Touching touching = Touching::Counts;
    bool includePitfalls = false;
    bool classes = false;
    bool response = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        switch (takeTouching(args, i, "eval", touching, err)) {
        case TouchingArg::Failed:
            return kExitUsage;
        case TouchingArg::Taken:
            continue;
        case TouchingArg::No:
            break;
        }
        if (args[i] == "--include-pitfalls")
            includePitfalls = true;
        else if (args[i] == "--classify")
            classes = true;
        else if (args[i] == "--response")
            response = true;
        else
            return usageError(err, "eval", "unknown argument '" + args[i] + "'");
    }
    if (response && (includePitfalls || classes))
        return usageError(err, "eval",
                          "--response answers the correct methods only, with their class: "
                          "not with --include-pitfalls or --classify");
    bool allValid = true;
    std::string line;
    for (std::size_t number = 1;; ++number) {
        const LineRead read = readLine(in, line, kMaxEvalLineBytes);
        if (read == LineRead::End)
            break;
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3); // a byte-order mark, as editors on Windows write it
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        bool valid = true;
        if (read == LineRead::TooLong) {
            valid = false;
            out << "{\"error\":\"line " << number << ": longer than " << kMaxEvalLineBytes
                << " bytes; skipped\"}\n"
                << std::flush;
        } else {
            out << answerLine(line, number, touching, includePitfalls, classes, response, valid)
                << '\n'
                << std::flush;
        }
        allValid = allValid && valid;
        if (!out)
            return kExitOutput; // the reader is gone: stop reading (main says why)
    }
    if (in.bad()) {
        err << "overlap-cli eval: reading standard input failed\n";
        return kExitUsage;
    }
    return allValid ? kExitOk : kExitInvalid;
}

} // namespace overlap::cli
