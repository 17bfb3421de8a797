#pragma once

// The fixed random case sets the benchmarks time every method on, and the loops that time
// them. Shared by overlap-core-bench (Google Benchmark) and `overlap-cli bench`.

#include "core/algorithms.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"
#include "core/response/typed_response.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace overlap::bench {

inline constexpr std::size_t kCasesPerPair = 4096;
inline constexpr std::uint64_t kSeed = 0x4f7665726c6170ULL; // "Overlap"

// One test: the two shapes in the method's own order (circle first).
template <class A, class B> struct Case {
    A a;
    B b;
};

// A case set per pair, as a game keeps its bodies: typed structs, no variant. The inputs are
// the same with every compiler and standard library for a given seed and size
// (std::mt19937_64 and our own integer-to-double mapping; no <random> distributions); only a
// rotated rect's axis comes from the C library's cos and sin, via RotatedRect::make.
struct CaseSets {
    std::vector<Case<Rect, Rect>> rectRect;
    std::vector<Case<Circle, Circle>> circleCircle;
    std::vector<Case<Circle, Rect>> circleRect;
    std::vector<Case<Circle, RotatedRect>> circleRotated;
    std::vector<Case<RotatedRect, RotatedRect>> rotatedRects;

    template <class A, class B> const std::vector<Case<A, B>>& of() const {
        if constexpr (std::is_same_v<A, Rect> && std::is_same_v<B, Rect>)
            return rectRect;
        else if constexpr (std::is_same_v<A, Circle> && std::is_same_v<B, Circle>)
            return circleCircle;
        else if constexpr (std::is_same_v<A, Circle> && std::is_same_v<B, Rect>)
            return circleRect;
        else if constexpr (std::is_same_v<A, Circle>)
            return circleRotated;
        else
            return rotatedRects;
    }
    std::size_t size(Pair p) const;
};

CaseSets makeCaseSets(std::uint64_t seed = kSeed, std::size_t perPair = kCasesPerPair);
// The default set, built once on first use.
const CaseSets& caseSets();

// The same cases as variants, for timing the table's adapters.
struct ShapeCase {
    Shape a;
    Shape b;
};
std::vector<ShapeCase> shapeCases(const CaseSets& sets, Pair p);

// The touching policy every timing uses.
inline constexpr Touching kPolicy = Touching::Counts;

// One pass over a pair's set: the number of overlapping cases (the sink that keeps the
// calls alive; adding a bool never branches).
using PassFn = std::uint64_t (*)(const CaseSets& sets);

template <class> struct MethodTraits;
template <class A, class B> struct MethodTraits<Result (*)(const A&, const B&, Touching, Trace*)> {
    using First = A;
    using Second = B;
};

// A direct call to the typed method F for every case: what a game that links the core pays.
template <auto F> std::uint64_t typedPass(const CaseSets& sets) {
    using T = MethodTraits<decltype(F)>;
    std::uint64_t overlaps = 0;
    for (const auto& k : sets.of<typename T::First, typename T::Second>())
        overlaps += F(k.a, k.b, kPolicy, nullptr).overlap;
    return overlaps;
}

// The typed response path of F for every case (core/response/typed_response.h): the class
// and the push, as a game that pushes overlapping shapes apart pays. The sink counts the
// overlaps and reads the normal and a witness, so no part of the answer goes unused.
template <auto F> std::uint64_t responsePass(const CaseSets& sets) {
    using T = MethodTraits<decltype(F)>;
    std::uint64_t sink = 0;
    for (const auto& k : sets.of<typename T::First, typename T::Second>()) {
        const Response r = respondWith<F>(k.a, k.b);
        sink += (r.separation < 0) + (r.normal.x > 0) + (r.onB.y > r.onA.y);
    }
    return sink;
}

// The typed entry point of an algorithm of the table (its TypedEntry), in table order.
struct TypedMethod {
    std::string_view id;
    Pair pair;
    PassFn pass;    // null: the method has no typed entry (its row says so)
    PassFn respond; // its response path; null for a pitfall (it has none)
};
// Nothing for an unknown id or a method without a typed entry.
const TypedMethod* findTypedMethod(std::string_view id);

// One pass through the table's adapter (std::variant in, std::get out, an indirect call).
std::uint64_t viaTablePass(const Algorithm& algorithm, std::span<const ShapeCase> cases);

// One loop over a case set, timed run by run: the constructor warms it up (caches, branch
// predictors, the clock) for a tenth of `runBudget` and sizes a run to about `runBudget`;
// each run() then times one run and keeps the least ns per test. Several clocks run in turn
// (one run each, round after round) see the same machine, so other work on it hits all
// of them alike: the bench interleaves each method with Box2D's function this way.
class PassClock {
  public:
    PassClock(std::function<std::uint64_t()> pass, std::size_t cases,
              std::chrono::nanoseconds runBudget);
    double run(); // this run's ns per test
    double best() const { return best_; }
    std::uint64_t overlaps() const { return overlaps_; } // per pass

  private:
    std::function<std::uint64_t()> pass_;
    std::size_t cases_;
    std::uint64_t passes_ = 1; // per run
    std::uint64_t overlaps_ = 0;
    double best_ = 0.0;
};

// Times any loop over a case set in-process: `pass` makes one pass over `cases` tests and
// returns how many overlap. One PassClock of `runs` runs of about budget / runs each, the
// best kept. Every timing in the
// bench, the core's and Box2D's alike, goes through here.
struct PassTiming {
    double nsPerTest = 0.0;
    std::uint64_t overlaps = 0; // per pass
};
PassTiming timePasses(const std::function<std::uint64_t()>& pass, std::size_t cases,
                      std::chrono::nanoseconds budget = std::chrono::milliseconds(60),
                      int runs = 5);

// Times one algorithm in-process: enough passes over its pair's set for about `budget`,
// split into `runs` runs, the best run kept. Uses the typed entry when the method's row has
// one, else the table's adapter (viaTable says which).
struct Timing {
    double nsPerTest = 0.0;
    std::uint64_t overlaps = 0; // per pass
    std::size_t cases = 0;      // per pass
    bool viaTable = false;
};
Timing timeAlgorithm(const Algorithm& algorithm,
                     std::chrono::nanoseconds budget = std::chrono::milliseconds(60), int runs = 5);

} // namespace overlap::bench
