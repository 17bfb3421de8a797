#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"
#include "bench/bench_cases.h"
#include "core/algorithms.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <string>
#include <thread>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli bench [--json]

Time every collision method of the core in-process and print nanoseconds per test. Each
method runs on its pair's fixed random set of cases (the same set as overlap-core-bench:
4096 cases a pair from a fixed seed, about half of them overlapping, coordinates on integer
grids and at arbitrary doubles, at several scales), touching counts, no trace. The set is
passed over for about 60 ms a method in 5 runs; the best run is kept. A method is called
through its typed function, as a game linking the core would.

Timings depend on the machine and on what else runs on it: compare numbers from one run.

columns: ID, PAIR, NS/TEST, PITFALL (WRONG for a deliberately wrong method)

options:
  --json      {"machine": {"cores": N, "cpu": "..."}, "ns_per_test": {"<id>": x, ...}}
  -h, --help  this help
)";

// The first "model name" of /proc/cpuinfo, or nothing where it cannot be read.
std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) != 0)
            continue;
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const auto begin = line.find_first_not_of(" \t", colon + 1);
        if (begin == std::string::npos)
            return {};
        const auto end = line.find_last_not_of(" \t\r");
        return line.substr(begin, end - begin + 1);
    }
    return {};
}

// Two decimals are more than the run-to-run noise allows.
double rounded(double ns) {
    return std::round(ns * 100.0) / 100.0;
}

std::string formatNs(double ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", ns);
    return buf;
}

std::string pad(std::string_view s, std::size_t width) {
    std::string p(s);
    p.resize(std::max(width, s.size()) + 2, ' ');
    return p;
}

void printTable(std::ostream& out) {
    const auto table = algorithms();
    std::size_t idWidth = 2, pairWidth = 4;
    for (const Algorithm& a : table) {
        idWidth = std::max(idWidth, a.id.size());
        pairWidth = std::max(pairWidth, pairName(a.pair).size());
    }
    out << pad("ID", idWidth) << pad("PAIR", pairWidth) << pad("NS/TEST", 8) << "PITFALL\n";
    out.flush();
    bool anyPitfall = false, anyViaTable = false;
    for (const Algorithm& a : table) {
        const bench::Timing t = bench::timeAlgorithm(a);
        std::string ns = formatNs(t.nsPerTest);
        ns.insert(0, ns.size() < 8 ? 8 - ns.size() : 0, ' '); // right-aligned
        out << pad(a.id, idWidth) << pad(pairName(a.pair), pairWidth) << pad(ns, 8)
            << (a.pitfall ? "WRONG" : "-") << (t.viaTable ? "  (via the table's adapter)" : "")
            << "\n";
        out.flush(); // one row as each method finishes
        anyPitfall = anyPitfall || a.pitfall;
        anyViaTable = anyViaTable || t.viaTable;
    }
    out << "\n"
        << bench::kCasesPerPair << " cases a pair, touching counts, best of 5 runs; "
        << std::max(1u, std::thread::hardware_concurrency()) << " cores";
    if (const std::string cpu = cpuModel(); !cpu.empty())
        out << ", " << cpu;
    out << ".\n";
    if (anyPitfall)
        out << "Rows marked WRONG are pitfalls: deliberately wrong copies of published mistakes.\n";
    if (anyViaTable)
        out << "Methods the bench has no typed entry for were timed through the table's "
               "std::variant adapter.\n";
}

void printJson(std::ostream& out) {
    const unsigned cores = std::thread::hardware_concurrency();
    const std::string cpu = cpuModel();
    std::string s = "{\"machine\": {\"cores\": ";
    s += cores ? std::to_string(cores) : std::string("null");
    s += ", \"cpu\": " + (cpu.empty() ? std::string("null") : jsonString(cpu)) + "},\n";
    s += " \"ns_per_test\": {";
    const auto table = algorithms();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const bench::Timing t = bench::timeAlgorithm(table[i]);
        s += i ? ",\n  " : "\n  ";
        s += jsonString(table[i].id) + ": " + jsonNumber(rounded(t.nsPerTest));
    }
    s += "\n }\n}\n";
    out << s;
}

} // namespace

int runBench(const std::vector<std::string>& args, std::istream&, std::ostream& out,
             std::ostream& err) {
    return runTableOrJson(args, "bench", kHelp, out, err, printTable, printJson);
}

} // namespace overlap::cli
