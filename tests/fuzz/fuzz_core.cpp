// libFuzzer target: the core's checked entry point, runAlgorithm, on any doubles.
//
// The first byte picks small integers or any doubles, and one of six scenes: two circles,
// a circle and a rect, a circle and a rotated rect, two rects, two rotated rects, a rect
// and a rotated rect; the rest become its shapes. Every method (pitfalls too) runs on the
// scene under both policies, in both orders, with and without a trace. Nothing may crash
// or trip a sanitizer, and:
//   - an invalid shape (NaN, infinity, negative size, min above max, a hand-set axis) is
//     refused with an error, and valid shapes of the method's own kinds never are;
//   - every correct method that accepts a scene answers the same for it, whatever the
//     pair it belongs to (a rect that converts exactly is the same geometry as a rotated
//     rect), the same in either order, the same with a trace (and the trace is sound), and
//     what overlaps as open shapes overlaps as closed ones too (a turned rect is one exact
//     rect for every method, whatever its angle);
//   - in integer mode (even first byte) the shapes are small integers and every correct
//     method equals the exact 128-bit reference of tests/support/reference.h.
// A failure prints what went wrong and traps, so libFuzzer keeps the input.

#include "core/algorithms.h"
#include "core/geometry/validate.h"
#include "core/geometry/visit.h"
#include "tests/support/reference.h"
#include "tests/support/scene_convert.h"
#include "tests/support/trace_check.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>
#include <string>

using namespace overlap;
using namespace overlap::test;

namespace {

std::string str(const Shape& s) {
    char buf[256];
    std::visit(
        overloaded{[&](const Circle& c) {
                       std::snprintf(buf, sizeof buf, "circle(%a, %a, r %a)", c.c.x, c.c.y, c.r);
                   },
                   [&](const Rect& r) {
                       std::snprintf(buf, sizeof buf, "rect[%a, %a] x [%a, %a]", r.min.x, r.max.x,
                                     r.min.y, r.max.y);
                   },
                   [&](const RotatedRect& t) {
                       std::snprintf(buf, sizeof buf,
                                     "rotated(c %a, %a, half %a, %a, %a deg, axis %a, %a)", t.c.x,
                                     t.c.y, t.half.x, t.half.y, t.angleDeg, t.axis.x, t.axis.y);
                   }},
        s);
    return buf;
}

[[noreturn]] void fail(const std::string& what, const Algorithm& alg, const Shape& a,
                       const Shape& b, Touching t) {
    std::fprintf(stderr, "fuzz_core: %s\n  method %.*s (%s)\n  a = %s\n  b = %s\n", what.c_str(),
                 int(alg.id.size()), alg.id.data(),
                 t == Touching::Counts ? "touching counts" : "touching separate", str(a).c_str(),
                 str(b).c_str());
    __builtin_trap();
}

class Bytes {
  public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    std::int64_t small() { return std::int8_t(byte()); }
    // One byte picks a kind of double: the awkward ones, a power of two, a small integer
    // or eight raw bytes (any bit pattern: NaNs, subnormals, huge and tiny values).
    double number() {
        // Past the end of the input, zeros: a short input still makes valid scenes (a NaN
        // here made nearly every short one invalid, and short ones are what the fuzzer
        // tries first).
        if (at_ >= size_)
            return 0.0;
        constexpr double kInf = std::numeric_limits<double>::infinity();
        const std::uint8_t kind = byte();
        switch (kind % 16) {
        case 0:
            return std::numeric_limits<double>::quiet_NaN();
        case 1:
            return kind & 16 ? -kInf : kInf;
        case 2:
            return kind & 16 ? -0.0 : 0.0;
        case 3:
            return kind & 16 ? -std::numeric_limits<double>::max()
                             : std::numeric_limits<double>::max();
        case 4:
            return kind & 16 ? std::numeric_limits<double>::denorm_min()
                             : std::numeric_limits<double>::min();
        case 5:
        case 6:
            return std::ldexp(kind & 16 ? -1.0 : 1.0, int(small()) * 9); // 2^-1152 .. 2^1143
        case 7:
        case 8:
        case 9: {
            std::uint64_t bits = 0;
            for (int i = 0; i < 8; ++i)
                bits |= std::uint64_t(byte()) << (8 * i);
            double d;
            std::memcpy(&d, &bits, sizeof d);
            return d;
        }
        default:
            return double(small()) / (kind & 16 ? 2 : 1); // small integers and halves
        }
    }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

// The verdict all correct methods have given for one scene under one policy, if any yet.
struct Agreement {
    std::optional<bool> verdict;
    std::string by;
};

struct Scene {
    Shape a, b;
    std::optional<Pair> native;       // a pair whose methods must take a and b as they are
    std::optional<bool> reference[2]; // integer mode: the exact verdict per policy
};

constexpr Touching kPolicies[] = {Touching::Counts, Touching::Separate};

// Runs every method on the scene in both orders under both policies and checks the rules
// above. Methods of other pairs may refuse the shapes (a rect that does not convert
// exactly); when they accept them, it is the same geometry, so the same verdict.
void checkScene(const Scene& s) {
    const bool valid = !invalidReason(s.a) && !invalidReason(s.b);
    Agreement agreed[2];
    for (const Algorithm& alg : algorithms())
        for (int order = 0; order < 2; ++order) {
            const Shape& a = order ? s.b : s.a;
            const Shape& b = order ? s.a : s.b;
            bool verdict[2] = {false, false};
            bool ok[2] = {false, false};
            for (int p = 0; p < 2; ++p) {
                const Touching t = kPolicies[p];
                const Outcome out = runAlgorithm(alg, a, b, t);
                ok[p] = out.ok();
                verdict[p] = out.result.overlap;
                if (!valid) {
                    if (out.ok())
                        fail("an invalid shape was accepted", alg, a, b, t);
                    continue;
                }
                if (!out.ok()) {
                    if (s.native && alg.pair == *s.native)
                        fail("valid shapes were refused: " + out.error, alg, a, b, t);
                    continue;
                }
                if (alg.pitfall) {
                    Trace trace; // only: no crash
                    runAlgorithm(alg, a, b, t, &trace);
                    continue;
                }
                if (const std::string why = traceProblem(alg, a, b, t, out.result.overlap);
                    !why.empty())
                    fail("trace: " + why, alg, a, b, t);
                if (s.reference[p] && *s.reference[p] != out.result.overlap)
                    fail(std::string("differs from the exact reference, which says ") +
                             (*s.reference[p] ? "overlap" : "apart"),
                         alg, a, b, t);
                Agreement& ag = agreed[p];
                if (!ag.verdict) {
                    ag.verdict = out.result.overlap;
                    ag.by = alg.id;
                } else if (*ag.verdict != out.result.overlap)
                    fail("disagrees with " + ag.by + ", which says " +
                             (*ag.verdict ? "overlap" : "apart"),
                         alg, a, b, t);
            }
            if (ok[0] && ok[1] && !alg.pitfall && verdict[1] && !verdict[0])
                fail("overlaps as open shapes but not as closed ones", alg, a, b,
                     Touching::Separate);
        }
}

Rect rectFrom(double x0, double y0, double x1, double y1) {
    return Rect{{x0, y0}, {x1, y1}};
}

void integerMode(Bytes& in, int which) {
    // Valid by construction: non-negative radii and sizes.
    const auto circle = [&] {
        const std::int64_t x = in.small(), y = in.small(), r = in.small();
        return ICircle{x, y, r < 0 ? -r : r};
    };
    const auto rect = [&] {
        const std::int64_t l = in.small(), b = in.small(), w = in.small(), h = in.small();
        return IRect{l, b, l + (w < 0 ? -w : w), b + (h < 0 ? -h : h)};
    };
    const ICircle c1 = circle(), c2 = circle();
    const IRect r1 = rect(), r2 = rect();
    // Right angles, up to many whole turns either way: the rotated rect covers the rect.
    const std::int64_t q1 = in.small(), q2 = in.small();
    const Shape t1 = toTurned(r1, double(q1) * 90, q1 % 2 != 0);
    const Shape t2 = toTurned(r2, double(q2) * 90, q2 % 2 != 0);

    const auto scene = [](Shape a, Shape b, Pair native, auto ref) {
        return Scene{std::move(a), std::move(b), native, {ref(true), ref(false)}};
    };
    const auto cc = [&](bool k) { return refCircleCircle(c1, c2, k); };
    const auto cr = [&](bool k) { return refCircleRect(c1, r1, k); };
    const auto rr = [&](bool k) { return refRectRect(r1, r2, k); };
    switch (which % 6) {
    case 0:
        return checkScene(scene(toCircle(c1), toCircle(c2), Pair::CircleCircle, cc));
    case 1:
        return checkScene(scene(toCircle(c1), toRect(r1), Pair::CircleRect, cr));
    case 2:
        return checkScene(scene(toCircle(c1), t1, Pair::CircleRotatedRect, cr));
    case 3:
        return checkScene(scene(toRect(r1), toRect(r2), Pair::RectRect, rr));
    case 4:
        return checkScene(scene(t1, t2, Pair::RotatedRects, rr));
    default:
        return checkScene(scene(toRect(r1), t2, Pair::RotatedRects, rr));
    }
}

void doubleMode(Bytes& in, int which) {
    const auto circle = [&] {
        const double x = in.number(), y = in.number(), r = in.number();
        return Circle{{x, y}, r};
    };
    const auto rect = [&] {
        const double x0 = in.number(), y0 = in.number(), x1 = in.number(), y1 = in.number();
        return rectFrom(x0, y0, x1, y1); // max below min is invalid, not swapped
    };
    const auto turned = [&]() -> Shape {
        const double cx = in.number(), cy = in.number(), hw = in.number(), hh = in.number();
        const std::uint8_t how = in.byte();
        // Right angles, steps of 15 degrees, or any double.
        const double angle = how % 4 == 0   ? double(in.small()) * 90
                             : how % 4 == 1 ? double(in.small()) * 15
                                            : in.number();
        RotatedRect t = RotatedRect::make({cx, cy}, {hw, hh}, angle);
        if (how % 32 == 31) // a hand-set axis: refused unless it is the angle's own
            t.axis = {in.number(), in.number()};
        return t;
    };
    switch (which % 6) {
    case 0:
        return checkScene({circle(), circle(), Pair::CircleCircle, {}});
    case 1:
        return checkScene({circle(), rect(), Pair::CircleRect, {}});
    case 2:
        return checkScene({circle(), turned(), Pair::CircleRotatedRect, {}});
    case 3:
        return checkScene({rect(), rect(), Pair::RectRect, {}});
    case 4:
        return checkScene({turned(), turned(), Pair::RotatedRects, {}});
    default: // the rect is a rotated rect only when it converts exactly
        return checkScene({rect(), turned(), std::nullopt, {}});
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const std::uint8_t mode = in.byte(); // bit 0: integers or doubles; the rest: the scene
    if (mode % 2 == 0)
        integerMode(in, mode / 2);
    else
        doubleMode(in, mode / 2);
    return 0;
}
