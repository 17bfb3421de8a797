// Writes lessons/STEPS.md to stdout: for every correct method, each step id its traces can
// produce (every path, both policies, and for a moving method several moves) and the values
// recorded there, for lesson writers.
//   build/tests/steps_md > lessons/STEPS.md

#include "core/algorithms.h"
#include "support/covering_scenes.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

using namespace overlap;

namespace {

using test::coveringScenes;

struct SeenStep {
    bool decides = false;
    std::set<std::string> values;
};

} // namespace

int main() {
    std::printf(
        "# Trace steps and their values\n\n"
        "Generated from the core's traces (every path, both policies) by `tests/tools/steps_md.cpp`"
        " (`build/tests/steps_md > lessons/STEPS.md`). '(may decide)' marks a step that can end "
        "the run.\n"
        "Steps are listed in the order they were first seen, which is not always their place in "
        "a run: `radius` (the strict policy with r = 0) comes right after `roll` or `vertices`, "
        "so only `r` is known there. At `region`, `outside` counts the outside edges (0 to 2); "
        "at the edge steps it is a 0/1 flag.\n\n```\n");
    // The moving methods on each scene, a's move none, short, across and far.
    const std::vector<Vec2> moves{{0, 0}, {1, 0.5}, {10, 1}, {-3, 8}, {40, 0}, {0, -40}};
    std::vector<const Algorithm*> rows;
    for (std::span<const Algorithm> table : {algorithms(), movingMethods()})
        for (const Algorithm& alg : table)
            if (!alg.pitfall)
                rows.push_back(&alg);
    for (const Algorithm* row : rows) {
        const Algorithm& alg = *row;
        const std::vector<Vec2> motions = alg.swept.empty() ? std::vector<Vec2>{{0, 0}} : moves;
        std::vector<std::string> order;
        std::map<std::string, SeenStep> seen;
        for (const auto& [a, b] : coveringScenes(alg.pair))
            for (Vec2 m : motions)
                for (Touching t : {Touching::Counts, Touching::Separate}) {
                    Trace trace;
                    if (!runAlgorithm(alg, a, b, t, &trace, m).ok())
                        continue;
                    for (const Step& s : trace.steps) {
                        if (!seen.count(s.id))
                            order.push_back(s.id);
                        SeenStep& k = seen[s.id];
                        k.decides |= s.decides;
                        for (const Value& v : s.values)
                            k.values.insert(v.name);
                    }
                }
        std::printf("%s:\n", std::string(alg.id).c_str());
        for (const std::string& id : order) {
            std::string line = "  " + id;
            line.resize(std::max<std::size_t>(line.size() + 1, 25), ' ');
            const SeenStep& k = seen[id];
            if (k.decides)
                line += "(may decide) ";
            for (const std::string& v : k.values)
                line += v + ' ';
            line.erase(line.find_last_not_of(' ') + 1);
            std::printf("%s\n", line.c_str());
        }
    }
    std::printf("```\n");
    return 0;
}
