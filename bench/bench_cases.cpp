#include "bench/bench_cases.h"

#include "core/method_table.h"

#include <algorithm>
#include <array>
#include <limits>
#include <random>
#include <utility>

namespace overlap::bench {

namespace {

// Random numbers from std::mt19937_64, whose output the standard fixes; the mapping to
// doubles and ranges is ours, so the set is the same with every standard library.
class Source {
  public:
    explicit Source(std::uint64_t seed) : rng_(seed) {}

    // A whole number in [lo, hi] (modulo bias is irrelevant here, determinism is not).
    std::int64_t integer(std::int64_t lo, std::int64_t hi) {
        return lo + static_cast<std::int64_t>(rng_() % static_cast<std::uint64_t>(hi - lo + 1));
    }
    // A double in [0, 1) with 53 random bits: exact, no rounding.
    double unit() { return static_cast<double>(rng_() >> 11) * 0x1p-53; }
    double real(double lo, double hi) { return lo + (hi - lo) * unit(); }

  private:
    std::mt19937_64 rng_;
};

// Each case is drawn at one scale, on the integer grid of that scale or at arbitrary doubles:
// tile-map games and physics games both. Scales are powers of two, so a grid case stays
// exact (and so meets exact ties, the filters' worst case) at every scale.
constexpr std::array kScales{0x1p-3, 1.0, 0x1p6, 0x1p12};

struct Style {
    double scale;
    bool grid;
};

class Draw {
  public:
    explicit Draw(std::uint64_t seed) : src_(seed) {}

    // A new case: a scale and whether its coordinates are grid values.
    void next() {
        style_ = {kScales[static_cast<std::size_t>(src_.integer(0, kScales.size() - 1))],
                  src_.integer(0, 1) == 0};
    }
    // A coordinate in [lo, hi] base units at the case's scale.
    double coord(double lo, double hi) {
        const double v = style_.grid
                             ? static_cast<double>(src_.integer(static_cast<std::int64_t>(lo),
                                                                static_cast<std::int64_t>(hi)))
                             : src_.real(lo, hi);
        return v * style_.scale;
    }
    Vec2 point(double range) { return {coord(-range, range), coord(-range, range)}; }
    // A size in [1, hi] base units at the case's scale.
    double size(double hi) { return coord(1, hi); }
    // Whole degrees on the grid (right angles included), any angle otherwise.
    double angle() {
        return style_.grid ? static_cast<double>(src_.integer(0, 359)) : src_.real(0, 360);
    }

    Circle circle(double range, double maxRadius) {
        const Vec2 c = point(range);
        return {c, size(maxRadius)};
    }
    Rect rect(double range, double maxSide) {
        const Vec2 lo = point(range);
        return {lo, {lo.x + size(maxSide), lo.y + size(maxSide)}};
    }
    RotatedRect rotated(double range, double maxHalf) {
        const Vec2 c = point(range);
        const Vec2 half{size(maxHalf), size(maxHalf)};
        return RotatedRect::make(c, half, angle());
    }

  private:
    Source src_;
    Style style_{1.0, true};
};

// Ranges (base units) chosen so that about half of each set overlaps; see the counters the
// benchmarks print.
constexpr double kMaxSize = 16;
constexpr double kRectRectRange = 8;
constexpr double kCircleCircleRange = 16;
constexpr double kCircleRectRange = 12;
constexpr double kCircleRotatedRange = 13;

template <class A, class B, class Make>
std::vector<Case<A, B>> make(std::uint64_t seed, std::size_t n, Make makeOne) {
    Draw d(seed);
    std::vector<Case<A, B>> out;
    out.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        d.next();
        out.push_back(makeOne(d));
    }
    return out;
}

// The typed entry of row I of the method table, as a pass instantiated for its function
// (a direct call, as a game that links the core makes), or no pass when the row has none.
template <std::size_t I> constexpr TypedMethod typedRow() {
    constexpr const Algorithm& m = table::kMethods[I];
    constexpr std::size_t entry = m.typed.index();
    if constexpr (entry == 0)
        return TypedMethod{m.id, m.pair, nullptr, nullptr};
    else if constexpr (m.pitfall)
        return TypedMethod{m.id, m.pair, typedPass<std::get<entry>(m.typed)>, nullptr};
    else
        return TypedMethod{m.id, m.pair, typedPass<std::get<entry>(m.typed)>,
                           responsePass<std::get<entry>(m.typed)>};
}

template <std::size_t... I> constexpr auto typedRows(std::index_sequence<I...>) {
    return std::array{typedRow<I>()...};
}

constexpr auto kTyped = typedRows(std::make_index_sequence<table::kMethods.size()>{});

} // namespace

std::size_t CaseSets::size(Pair p) const {
    switch (p) {
    case Pair::RectRect:
        return rectRect.size();
    case Pair::CircleCircle:
        return circleCircle.size();
    case Pair::CircleRect:
        return circleRect.size();
    case Pair::CircleRotatedRect:
        return circleRotated.size();
    case Pair::RotatedRects:
        return rotatedRects.size();
    }
    return 0;
}

CaseSets makeCaseSets(std::uint64_t seed, std::size_t n) {
    // One stream per pair, so a pair's set does not change when another's recipe does.
    CaseSets s;
    s.rectRect = make<Rect, Rect>(seed + 1, n, [](Draw& d) {
        Rect a = d.rect(kRectRectRange, kMaxSize);
        return Case<Rect, Rect>{a, d.rect(kRectRectRange, kMaxSize)};
    });
    s.circleCircle = make<Circle, Circle>(seed + 2, n, [](Draw& d) {
        Circle a = d.circle(kCircleCircleRange, kMaxSize);
        return Case<Circle, Circle>{a, d.circle(kCircleCircleRange, kMaxSize)};
    });
    s.circleRect = make<Circle, Rect>(seed + 3, n, [](Draw& d) {
        Circle a = d.circle(kCircleRectRange, kMaxSize);
        return Case<Circle, Rect>{a, d.rect(kCircleRectRange, kMaxSize)};
    });
    s.circleRotated = make<Circle, RotatedRect>(seed + 4, n, [](Draw& d) {
        Circle a = d.circle(kCircleRotatedRange, kMaxSize);
        return Case<Circle, RotatedRect>{a, d.rotated(kCircleRotatedRange, kMaxSize / 2)};
    });
    s.rotatedRects = make<RotatedRect, RotatedRect>(seed + 5, n, [](Draw& d) {
        RotatedRect a = d.rotated(kCircleRotatedRange, kMaxSize / 2);
        return Case<RotatedRect, RotatedRect>{a, d.rotated(kCircleRotatedRange, kMaxSize / 2)};
    });
    return s;
}

const CaseSets& caseSets() {
    static const CaseSets sets = makeCaseSets();
    return sets;
}

std::vector<ShapeCase> shapeCases(const CaseSets& sets, Pair p) {
    std::vector<ShapeCase> out;
    const auto copy = [&out](const auto& v) {
        out.reserve(v.size());
        for (const auto& k : v)
            out.push_back({k.a, k.b});
    };
    switch (p) {
    case Pair::RectRect:
        copy(sets.rectRect);
        break;
    case Pair::CircleCircle:
        copy(sets.circleCircle);
        break;
    case Pair::CircleRect:
        copy(sets.circleRect);
        break;
    case Pair::CircleRotatedRect:
        copy(sets.circleRotated);
        break;
    case Pair::RotatedRects:
        copy(sets.rotatedRects);
        break;
    }
    return out;
}

const TypedMethod* findTypedMethod(std::string_view id) {
    for (const TypedMethod& m : kTyped)
        if (m.id == id && m.pass)
            return &m;
    return nullptr;
}

std::uint64_t viaTablePass(const Algorithm& algorithm, std::span<const ShapeCase> cases) {
    std::uint64_t overlaps = 0;
    for (const ShapeCase& k : cases)
        overlaps += algorithm.run(k.a, k.b, kPolicy, nullptr).overlap;
    return overlaps;
}

PassClock::PassClock(std::function<std::uint64_t()> pass, std::size_t cases,
                     std::chrono::nanoseconds runBudget)
    : pass_(std::move(pass)), cases_(std::max<std::size_t>(cases, 1)) {
    using Clock = std::chrono::steady_clock;
    volatile std::uint64_t sink = 0;
    std::uint64_t warmPasses = 0;
    const auto warmStart = Clock::now();
    auto warmTime = Clock::duration::zero();
    do {
        overlaps_ = pass_();
        sink = sink + overlaps_;
        ++warmPasses;
        warmTime = Clock::now() - warmStart;
    } while (warmTime < runBudget / 10);
    const double nsPerPass =
        std::chrono::duration<double, std::nano>(warmTime).count() / double(warmPasses);
    const double nsPerRun = std::chrono::duration<double, std::nano>(runBudget).count();
    passes_ = std::max<std::uint64_t>(1, std::uint64_t(nsPerRun / nsPerPass));
}

double PassClock::run() {
    using Clock = std::chrono::steady_clock;
    volatile std::uint64_t sink = 0;
    const auto start = Clock::now();
    for (std::uint64_t i = 0; i < passes_; ++i)
        sink = sink + pass_();
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    const double perTest = ns / (double(passes_) * double(cases_));
    best_ = best_ > 0 ? std::min(best_, perTest) : perTest;
    return perTest;
}

PassTiming timePasses(const std::function<std::uint64_t()>& pass, std::size_t cases,
                      std::chrono::nanoseconds budget, int runs) {
    PassTiming out;
    if (cases == 0)
        return out;
    runs = std::max(runs, 1);
    PassClock clock(pass, cases, budget / runs);
    for (int r = 0; r < runs; ++r)
        clock.run();
    out.nsPerTest = clock.best();
    out.overlaps = clock.overlaps();
    return out;
}

Timing timeAlgorithm(const Algorithm& algorithm, std::chrono::nanoseconds budget, int runs) {
    const CaseSets& sets = caseSets();
    const TypedMethod* typed = findTypedMethod(algorithm.id);
    std::vector<ShapeCase> shapes;
    if (!typed)
        shapes = shapeCases(sets, algorithm.pair);
    const auto pass = [&] { return typed ? typed->pass(sets) : viaTablePass(algorithm, shapes); };

    Timing out;
    out.cases = sets.size(algorithm.pair);
    out.viaTable = typed == nullptr;
    const PassTiming t = timePasses(pass, out.cases, budget, runs);
    out.nsPerTest = t.nsPerTest;
    out.overlaps = t.overlaps;
    return out;
}

} // namespace overlap::bench
