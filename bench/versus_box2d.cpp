#include "bench/versus_box2d.h"

#include "bench/bench_cases.h"

#include <map>
#include <memory>
#include <optional>

namespace overlap::bench {

namespace {

bool endsWith(std::string_view s, std::string_view tail) {
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

// One pass of the method: its typed entry when its row has one, else the table's adapter.
std::function<std::uint64_t()> methodPass(const Algorithm& a, const CaseSets& sets,
                                          std::shared_ptr<std::vector<ShapeCase>>& shapes) {
    if (const TypedMethod* typed = findTypedMethod(a.id))
        return [typed, &sets] { return typed->pass(sets); };
    shapes = std::make_shared<std::vector<ShapeCase>>(shapeCases(sets, a.pair));
    return [&a, shapes] { return viaTablePass(a, *shapes); };
}

} // namespace

double floorOf(const Algorithm& a) {
    if (a.pitfall)
        return 0.0;
    const bool circles = a.pair == Pair::CircleCircle;
    const bool circleRect = a.pair == Pair::CircleRect || a.pair == Pair::CircleRotatedRect;
    if (circles || (circleRect && (endsWith(a.id, ".clamp") || endsWith(a.id, ".fold"))))
        return 3.0;
    return 1.0;
}

Versus timeAgainstBox2d(std::chrono::nanoseconds runBudget, int rounds, int runs) {
    const CaseSets& sets = caseSets();
    const Box2dCases b2(sets);
    std::map<Box2dFn, std::unique_ptr<PassClock>> theirs;
    for (Box2dFn f : kBox2dFns)
        theirs[f] =
            std::make_unique<PassClock>([&b2, f] { return b2.pass(f); }, b2.size(f), runBudget);

    struct Entry {
        MethodVersus figure;
        std::unique_ptr<PassClock> ours;
        std::shared_ptr<std::vector<ShapeCase>> shapes;
        double box2dBest = 0.0;
    };
    std::vector<Entry> entries;
    for (const Algorithm& a : algorithms()) {
        Entry e;
        e.figure.id = a.id;
        e.figure.correct = !a.pitfall;
        e.figure.against = box2dFnFor(a.pair);
        e.figure.floor = floorOf(a);
        e.ours = std::make_unique<PassClock>(methodPass(a, sets, e.shapes), sets.size(a.pair),
                                             runBudget);
        entries.push_back(std::move(e));
    }

    for (int round = 0; round < rounds; ++round)
        for (Entry& e : entries)
            for (int r = 0; r < runs; ++r) {
                e.ours->run();
                const double t = theirs[e.figure.against]->run();
                e.box2dBest = e.box2dBest > 0 ? std::min(e.box2dBest, t) : t;
            }

    Versus out;
    for (Entry& e : entries) {
        e.figure.ns = e.ours->best();
        e.figure.box2dNs = e.box2dBest;
        if (e.figure.correct && e.figure.ns > 0)
            e.figure.ratio = e.box2dBest / e.figure.ns;
        out.methods.push_back(e.figure);
    }
    for (Box2dFn f : kBox2dFns)
        out.box2d.push_back({f, theirs[f]->best(), b2.agreement(f)});
    return out;
}

} // namespace overlap::bench
