// libFuzzer target: one line of `overlap-cli eval` input, cli::parseCaseLine, then
// evaluateCase on whatever parses.
//
// Nothing may crash or trip a sanitizer, and for every case that parses, under both
// policies:
//   - every method that takes the pair runs without an error (pitfalls too);
//   - every correct method gives the same verdict (each is exact for the same shapes, a
//     turned rect included);
//   - when every number is a small integer and the rects are axis-aligned or turned by
//     right angles, that verdict is the exact one of tests/support/reference.h;
//   - the shapes written back by shapeJson parse again to the very same shapes;
//   - with a "motion", every swept method of the pair runs or refuses with a reason, its
//     time is in [0, 1] exactly when they meet, and the correct sweep meets at least as
//     the scene does at t = 0, then at time 0.
// A failure prints what went wrong and traps, so libFuzzer keeps the input.

#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "core/sweep/sweep_methods.h"
#include "tests/support/reference.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

using namespace overlap;
using namespace overlap::cli;
using namespace overlap::test;

namespace {

[[noreturn]] void fail(const std::string& what, std::string_view line) {
    std::fprintf(stderr, "fuzz_eval_line: %s\n  line: %.*s\n", what.c_str(), int(line.size()),
                 line.data());
    __builtin_trap();
}

// An integer no larger than 2^20 in magnitude (twice it still fits any reference easily).
std::optional<std::int64_t> smallInteger(double v) {
    if (!(std::abs(v) <= 0x1p20) || v != std::trunc(v))
        return std::nullopt;
    return std::int64_t(v);
}

// A shape in doubled integer coordinates, so a turned rect's centre and corners stay whole.
struct Doubled {
    bool circle = false;
    ICircle c{};
    IRect r{};
};

std::optional<Doubled> doubled(const CaseShape& s) {
    Doubled out;
    if (s.isCircle()) {
        const auto x = smallInteger(s.circle.c.x), y = smallInteger(s.circle.c.y),
                   r = smallInteger(s.circle.r);
        if (!x || !y || !r)
            return std::nullopt;
        out.circle = true;
        out.c = {2 * *x, 2 * *y, 2 * *r};
        return out;
    }
    const CornerSizeRect& w = s.written;
    const auto x = smallInteger(w.x), y = smallInteger(w.y), wd = smallInteger(w.w),
               ht = smallInteger(w.h);
    const auto angle = smallInteger(w.angleDeg.value_or(0.0));
    if (!x || !y || !wd || !ht || !angle || *angle % 90 != 0)
        return std::nullopt;
    // A rect turns about its centre; an odd number of quarter turns swaps its extents.
    const std::int64_t cx = 2 * *x + *wd, cy = 2 * *y + *ht;
    const bool swap = (*angle / 90) % 2 != 0;
    const std::int64_t hx = swap ? *ht : *wd, hy = swap ? *wd : *ht;
    out.r = {cx - hx, cy - hy, cx + hx, cy + hy};
    return out;
}

// The exact verdict for small integer shapes, or nothing.
std::optional<bool> reference(const Case& c, bool touchingCounts) {
    const auto a = doubled(c.a), b = doubled(c.b);
    if (!a || !b)
        return std::nullopt;
    if (a->circle && b->circle)
        return refCircleCircle(a->c, b->c, touchingCounts);
    if (a->circle)
        return refCircleRect(a->c, b->r, touchingCounts);
    if (b->circle)
        return refCircleRect(b->c, a->r, touchingCounts);
    return refRectRect(a->r, b->r, touchingCounts);
}

// Bit for bit: -0.0 is not 0.0 here.
bool same(double x, double y) {
    return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y);
}

bool sameShape(const CaseShape& x, const CaseShape& y) {
    if (x.type != y.type)
        return false;
    if (x.isCircle())
        return same(x.circle.c.x, y.circle.c.x) && same(x.circle.c.y, y.circle.c.y) &&
               same(x.circle.r, y.circle.r);
    const CornerSizeRect &p = x.written, &q = y.written;
    return same(p.x, q.x) && same(p.y, q.y) && same(p.w, q.w) && same(p.h, q.h) &&
           p.angleDeg.has_value() == q.angleDeg.has_value() &&
           (!p.angleDeg || same(*p.angleDeg, *q.angleDeg)) && x.aligned == y.aligned &&
           x.turned == y.turned;
}

} // namespace

// A case with a motion: every swept method of the pair runs, or refuses with a reason; a time
// is in [0, 1] exactly when they meet; the correct sweep meets at least as surely as the
// scene does at t = 0 (its static class), and from there at time 0.
void checkSweeps(const Case& c, std::string_view line) {
    const Shape a = c.a.shape(), b = c.b.shape();
    for (const SweptMethod& m : sweptMethods()) {
        if (!sweptMethodTakes(m, a, b))
            continue;
        const SweepOutcome r = runSweptMethod(m, a, *c.motion, b);
        if (!r.error.empty())
            continue; // refused (a turned rect, a motion out of range): said so
        const Sweep& s = r.sweep;
        if (s.toi.has_value() != (s.verdict != SweepClass::Miss))
            fail(std::string(m.id) + ": a time without a meeting, or a meeting without one", line);
        if (s.toi && !(*s.toi >= 0 && *s.toi <= 1))
            fail(std::string(m.id) + ": a time outside [0, 1]", line);
        if (m.pitfall)
            continue;
        const SweepOutcome still = runSweptMethod(m, a, {0, 0}, b);
        if (!still.error.empty())
            fail(std::string(m.id) + ": refuses the scene without its motion: " + still.error,
                 line);
        if (s.verdict < still.sweep.verdict)
            fail(std::string(m.id) + ": the path meets less than its start does", line);
        if (still.sweep.verdict != SweepClass::Miss && s.toi != 0.0)
            fail(std::string(m.id) + ": they meet at the start, but the time is not 0", line);
    }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    Case c;
    if (!parseCaseLine(line, c).empty())
        return 0;

    for (Touching t : {Touching::Counts, Touching::Separate}) {
        const Evaluation all = evaluateCase(c, t, true);
        if (!all.ok())
            fail("a parsed case does not evaluate: " + all.error, line);
        std::string why;
        const std::optional<bool> agreed = agreedVerdict(c, t, &why);
        if (!agreed)
            fail(why, line);
        if (const auto exact = reference(c, t == Touching::Counts); exact && *exact != *agreed)
            fail(std::string("the methods say ") + (*agreed ? "overlap" : "apart") + " (" +
                     std::string(touchingName(t)) + "), the exact reference does not",
                 line);
    }

    if (c.motion)
        checkSweeps(c, line);

    const std::string again = "{\"a\":" + shapeJson(c.a) + ",\"b\":" + shapeJson(c.b) + "}";
    Case back;
    if (const std::string e = parseCaseLine(again, back); !e.empty())
        fail("written back, the case does not parse: " + e + "\n  written: " + again, line);
    if (!sameShape(c.a, back.a) || !sameShape(c.b, back.b))
        fail("written back, the shapes change: " + again, line);
    return 0;
}
