#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/generators.h"
#include "app/cli/json_write.h"
#include "app/cli/sweep_generators.h"
#include "core/sweep/sweep_methods.h"

#include <array>
#include <ostream>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli gen --pair circle-rect|circle-circle|rect-rect [--rotated | --motion]
                       [--count N] [--seed S]

Write N test vectors, one JSON object a line, the same for the same seed on every platform:
  {"id":"boundary-1","kind":"boundary","a":SHAPE,"b":SHAPE,
   "expected":{"counts":true,"separate":false}}
Coordinates are small integers or halves, so that float code can get them exactly right.
The kinds cycle through:
  random       shapes anywhere
  boundary     exactly touching: a circle on an edge, or on a corner along a 3-4-5, 5-12-13
               or 8-15-17 triple; circles along a triple or an axis; rects sharing an edge
               or a corner
  degenerate   a zero radius, width or height: a point or a segment
  containment  one shape inside the other
"expected" holds the verdict of the core's correct methods, which must all agree, when
touching counts as overlap and when it does not. The output feeds 'overlap-cli eval' and
'overlap-cli check'.

options:
  --pair P     circle-rect, circle-circle or rect-rect (required)
  --motion     moving test vectors instead: each line has "motion": [DX, DY] (a moves by it
               over one frame, b stands) and "expected": {"class": "hit"|"touch"|"miss",
               "toi": T|null}, as 'overlap-cli eval' answers the pair's swept method; the
               kinds cycle through random, tunnel (neither frame meets b, the path does),
               graze (exactly touching: along an edge, or past a corner along a 3-4-5),
               inside (overlapping at the start: toi 0) and still (no motion)
  --rotated    circle-rect only: every rect gets an "angle"; right angles (90, 180, 270,
               -90, 450, ...) except in random cases, where any multiple of 15 degrees may
               appear when the verdict survives a change of the radius by 1e-6 relative
  --count N    number of lines (default 20)
  --seed S     unsigned 64-bit seed (default 1)
  -h, --help   this help

exit status: 0 done, 2 usage error, 3 internal error (the core's methods disagreed)
)";

constexpr std::uint64_t kMaxCount = 100'000'000;

// Writes `count` vectors: line n of kind kindOf(n − 1) with the id "<kind>-<k>"; line(kind,
// id, why) gives its text, or nothing and why the core broke a generator's promise (an
// internal error).
template <class Kind, class KindOf, class NameOf, class Line>
int writeVectors(std::uint64_t count, KindOf kindOf, NameOf nameOf, Line line, std::ostream& out,
                 std::ostream& err) {
    std::array<std::uint64_t, 8> perKind{};
    for (std::uint64_t n = 1; n <= count; ++n) {
        const Kind kind = kindOf(n - 1);
        const std::string id = std::string(nameOf(kind)) + "-" +
                               std::to_string(++perKind[static_cast<std::size_t>(kind)]);
        std::string why;
        const std::optional<std::string> text = line(kind, id, why);
        if (!text) {
            out << std::flush;
            err << "overlap-cli gen: internal error at line " << n << " (" << id << "): " << why
                << "\n";
            return kExitInternal;
        }
        out << *text;
    }
    out << std::flush;
    return kExitOk;
}

// gen --motion: the sweeps' test vectors, with the class and time the pair's correct swept
// method gives, and each kind's promise checked against the core.
int writeSweeps(Pair pair, std::uint64_t count, std::uint64_t seed, std::ostream& out,
                std::ostream& err) {
    const SweptMethod* method = correctSweptMethod(pair);
    Rng rng(seed);
    const auto line = [&](SweepGenKind kind, const std::string& id,
                          std::string& why) -> std::optional<std::string> {
        const auto internal = [&](const std::string& what) -> std::optional<std::string> {
            why = what;
            return std::nullopt;
        };
        const GeneratedSweep g = generateSweep(rng, pair, kind);
        const SweepOutcome r = runSweptMethod(*method, g.a.shape(), g.motion, g.b.shape());
        if (!r.error.empty())
            return internal(r.error);
        const Sweep& sw = r.sweep;
        const auto still = [&](Vec2 at) {
            Shape a = g.a.shape();
            if (auto* c = std::get_if<Circle>(&a))
                c->c = at;
            else if (auto* b = std::get_if<Rect>(&a))
                *b = Rect{at, {at.x + (b->max.x - b->min.x), at.y + (b->max.y - b->min.y)}};
            return runSweptMethod(*method, a, {0, 0}, g.b.shape()).sweep.verdict;
        };
        const Vec2 from = g.a.isCircle() ? g.a.circle.c : Vec2{g.a.written.x, g.a.written.y};
        if (kind == SweepGenKind::Tunnel &&
            !(sw.verdict == SweepClass::Hit && still(from) == SweepClass::Miss &&
              still({from.x + g.motion.x, from.y + g.motion.y}) == SweepClass::Miss))
            return internal("a tunnelling case that a frame meets, or that the path misses");
        if (kind == SweepGenKind::Graze && sw.verdict != SweepClass::Touch)
            return internal("a grazing case that does not touch exactly");
        if (kind == SweepGenKind::Inside && !(sw.verdict == SweepClass::Hit && sw.toi == 0.0))
            return internal("an inside case that does not overlap at the start");
        return "{\"id\":" + jsonString(id) + ",\"kind\":" + jsonString(sweepGenKindName(kind)) +
               ",\"a\":" + shapeJson(g.a) + ",\"b\":" + shapeJson(g.b) + ",\"motion\":[" +
               jsonNumber(g.motion.x) + "," + jsonNumber(g.motion.y) +
               "],\"expected\":{\"class\":" + jsonString(sweepClassName(sw.verdict)) +
               ",\"toi\":" + (sw.toi ? jsonNumber(*sw.toi) : std::string("null")) + "}}\n";
    };
    return writeVectors<SweepGenKind>(count, sweepKindOfLine, sweepGenKindName, line, out, err);
}

} // namespace

int runGen(const std::vector<std::string>& args, std::istream&, std::ostream& out,
           std::ostream& err) {
    if (wantsHelp(args)) {
        out << kHelp;
        return kExitOk;
    }
    std::optional<Pair> pair;
    bool rotated = false, motion = false;
    std::uint64_t count = 20, seed = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string value;
        bool matched = false;
        for (std::string_view name : {"--pair", "--count", "--seed"}) {
            const OptionMatch m = matchOption(args, i, name, value);
            if (m == OptionMatch::No)
                continue;
            if (m == OptionMatch::MissingValue)
                return usageError(err, "gen", std::string(name) + " needs a value");
            matched = true;
            if (name == "--pair") {
                pair = kindNamed(value);
                if (!pair)
                    return usageError(err, "gen",
                                      "--pair wants circle-rect, circle-circle or rect-rect, "
                                      "not '" +
                                          value + "'");
            } else if (name == "--count") {
                const auto n = parseCount(value, kMaxCount);
                if (!n)
                    return usageError(err, "gen",
                                      "--count wants a whole number from 0 to " +
                                          std::to_string(kMaxCount) + ", not '" + value + "'");
                count = *n;
            } else {
                const auto s = parseCount(value, UINT64_MAX);
                if (!s)
                    return usageError(
                        err, "gen", "--seed wants an unsigned 64-bit integer, not '" + value + "'");
                seed = *s;
            }
            break;
        }
        if (matched)
            continue;
        if (args[i] == "--rotated")
            rotated = true;
        else if (args[i] == "--motion")
            motion = true;
        else
            return usageError(err, "gen", "unknown argument '" + args[i] + "'");
    }
    if (!pair)
        return usageError(err, "gen",
                          "--pair is required (circle-rect, circle-circle or rect-rect)");
    if (motion && rotated)
        return usageError(err, "gen",
                          "--motion takes axis-aligned rects: the sweeps have no turned rect");
    if (motion)
        return writeSweeps(*pair, count, seed, out, err);
    if (rotated && *pair != Pair::CircleRect)
        return usageError(err, "gen",
                          "--rotated works with --pair circle-rect only (rect vs rotated rect has "
                          "no method yet)");

    Rng rng(seed);
    const auto line = [&](GenKind kind, const std::string& id,
                          std::string& why) -> std::optional<std::string> {
        const auto internal = [&](const std::string& what) -> std::optional<std::string> {
            why = what;
            return std::nullopt;
        };
        std::string error;
        const auto g = generateCase(rng, *pair, rotated, kind, &error);
        if (!g)
            return internal(error);
        const Case c{id, std::string(genKindName(kind)), g->a, g->b, std::nullopt, std::nullopt};
        std::string whyCounts, whySeparate;
        const auto counts = agreedVerdict(c, Touching::Counts, &whyCounts);
        const auto separate = agreedVerdict(c, Touching::Separate, &whySeparate);
        if (!counts)
            return internal("touching=counts: " + whyCounts);
        if (!separate)
            return internal("touching=separate: " + whySeparate);
        // The generator's own promises, checked against the core.
        if (kind == GenKind::Boundary && !(*counts && !*separate))
            return internal("a boundary case that does not touch exactly");
        if (kind == GenKind::Containment && !(*counts && *separate))
            return internal("a containment case whose shapes do not overlap");
        return "{\"id\":" + jsonString(id) + ",\"kind\":" + jsonString(*c.kind) +
               ",\"a\":" + shapeJson(c.a) + ",\"b\":" + shapeJson(c.b) +
               ",\"expected\":{\"counts\":" + std::string(jsonBool(*counts)) +
               ",\"separate\":" + std::string(jsonBool(*separate)) + "}}\n";
    };
    return writeVectors<GenKind>(count, kindOfLine, genKindName, line, out, err);
}

} // namespace overlap::cli
