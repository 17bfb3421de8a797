// ns per test of every method of the table on the fixed random case sets (bench_cases.h).
//
//   overlap-core-bench [--benchmark_min_time=0.2] [--benchmark_filter=circle-rect]
//
// Each benchmark named by an algorithm's id calls its typed method directly, as a game
// linking the core would; "<id>/via-table" goes through the table's std::variant adapter for
// comparison. One iteration is one pass over the pair's set; the "ns/test" counter is the
// time per call, "overlap" the share of the set that overlaps. On a busy machine add
// --benchmark_repetitions=5 and read the "_min" rows.

#include "bench/bench_cases.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <variant>
#include <vector>

using namespace overlap;
using namespace overlap::bench;

namespace {

void report(benchmark::State& state, std::size_t cases, std::uint64_t overlaps) {
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(cases));
    state.counters["ns/test"] = benchmark::Counter(static_cast<double>(cases),
                                                   benchmark::Counter::kIsIterationInvariantRate |
                                                       benchmark::Counter::kInvert);
    state.counters["overlap"] = static_cast<double>(overlaps) / static_cast<double>(cases);
}

void typedBenchmark(benchmark::State& state, const TypedMethod* method) {
    const CaseSets& sets = caseSets();
    std::uint64_t overlaps = 0;
    for (auto _ : state) {
        overlaps = method->pass(sets);
        benchmark::DoNotOptimize(overlaps);
    }
    report(state, sets.size(method->pair), overlaps);
}

void viaTableBenchmark(benchmark::State& state, const Algorithm* algorithm,
                       const std::shared_ptr<const std::vector<ShapeCase>>& cases) {
    std::uint64_t overlaps = 0;
    for (auto _ : state) {
        overlaps = viaTablePass(*algorithm, *cases);
        benchmark::DoNotOptimize(overlaps);
    }
    report(state, cases->size(), overlaps);
}

// With --benchmark_repetitions=N: the least of the N, the figure least disturbed by other
// work on the machine.
double minOf(const std::vector<double>& v) {
    return v.empty() ? 0.0 : *std::min_element(v.begin(), v.end());
}

// Every algorithm whose row has a typed entry must have it here, and the typed call must give
// the table's verdicts on the whole set, or the bench would time something else.
bool checkTypedTable() {
    bool ok = true;
    for (const Algorithm& a : algorithms()) {
        if (std::holds_alternative<std::monostate>(a.typed))
            continue; // its row says it has none: only "<id>/via-table" times it
        const TypedMethod* m = findTypedMethod(a.id);
        if (!m || m->pair != a.pair) {
            std::fprintf(stderr, "overlap-core-bench: no typed entry for %.*s\n",
                         static_cast<int>(a.id.size()), a.id.data());
            ok = false;
            continue;
        }
        const std::vector<ShapeCase> shapes = shapeCases(caseSets(), a.pair);
        if (m->pass(caseSets()) != viaTablePass(a, shapes)) {
            std::fprintf(stderr, "overlap-core-bench: typed and table verdicts differ for %.*s\n",
                         static_cast<int>(a.id.size()), a.id.data());
            ok = false;
        }
    }
    return ok;
}

} // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;
    if (!checkTypedTable())
        return 1;
    benchmark::AddCustomContext("cases_per_pair", std::to_string(kCasesPerPair));
    benchmark::AddCustomContext("touching", "counts");

    for (const Algorithm& a : algorithms()) {
        const TypedMethod* typed = findTypedMethod(a.id);
        if (!typed)
            continue;
        const std::string id(a.id);
        benchmark::RegisterBenchmark(id.c_str(), typedBenchmark, typed)
            ->ComputeStatistics("min", minOf);
    }
    for (const Algorithm& a : algorithms()) {
        const std::string name = std::string(a.id) + "/via-table";
        auto shapes =
            std::make_shared<const std::vector<ShapeCase>>(shapeCases(caseSets(), a.pair));
        benchmark::RegisterBenchmark(name.c_str(), viaTableBenchmark, &a, shapes)
            ->ComputeStatistics("min", minOf);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
