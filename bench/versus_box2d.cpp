#include "bench/versus_box2d.h"

#include "bench/bench_cases.h"
#include "core/methods/batch.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

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

// The case sets as structure of arrays, for the batch entries.
struct BatchSets {
    CircleColumns rectCircles, first, second;
    std::vector<double> minX, minY, maxX, maxY, loX, loY;
    mutable std::vector<std::uint8_t> out;
    explicit BatchSets(const CaseSets& sets) {
        for (const auto& k : sets.circleRect) {
            rectCircles.add(k.a);
            minX.push_back(k.b.min.x);
            minY.push_back(k.b.min.y);
            maxX.push_back(k.b.max.x);
            maxY.push_back(k.b.max.y);
            loX.push_back(k.b.maxLo.x);
            loY.push_back(k.b.maxLo.y);
        }
        for (const auto& k : sets.circleCircle) {
            first.add(k.a);
            second.add(k.b);
        }
        out.resize(std::max(sets.circleRect.size(), sets.circleCircle.size()));
    }
    std::uint64_t count(std::size_t n) const {
        std::uint64_t overlaps = 0;
        for (std::size_t i = 0; i < n; ++i)
            overlaps += out[i];
        return overlaps;
    }
    std::uint64_t clampPass() const {
        const std::size_t n = minX.size();
        circleRectClampBatch(
            n, rectCircles.arrays(),
            {minX.data(), minY.data(), maxX.data(), maxY.data(), loX.data(), loY.data()}, kPolicy,
            out.data());
        return count(n);
    }
    std::uint64_t squaredPass() const {
        const std::size_t n = first.x.size();
        circleCircleSquaredBatch(n, first.arrays(), second.arrays(), kPolicy, out.data());
        return count(n);
    }
};

// The method whose typed entry is F: its batch entry is named after it.
template <class A, class B> const Algorithm* methodWith(TypedFn<A, B> f) {
    for (const Algorithm& a : algorithms())
        if (const auto* g = std::get_if<TypedFn<A, B>>(&a.typed); g && *g == f)
            return &a;
    return nullptr;
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

double responseFloorOf(const Algorithm& a) {
    if (a.pitfall)
        return 0.0;
    return a.pair == Pair::RectRect || a.pair == Pair::RotatedRects ? 1.0 : 2.0;
}

Box2dFn floorFnFor(Pair p) {
    // "every correct circle-rect and circle-circle method at least as fast as
    // b2CollidePolygonAndCircle, the clamp, fold and circle-circle methods 3x": issue 16.
    return p == Pair::CircleCircle ? Box2dFn::PolygonAndCircle : box2dFnFor(p);
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
        double box2dBest = 0.0, floorBest = 0.0;
    };
    std::vector<Entry> entries;
    for (const Algorithm& a : algorithms()) {
        Entry e;
        e.figure.id = std::string(a.id);
        e.figure.correct = !a.pitfall;
        e.figure.against = box2dFnFor(a.pair);
        e.figure.floor = floorOf(a);
        e.figure.floorAgainst = floorFnFor(a.pair);
        e.ours = std::make_unique<PassClock>(methodPass(a, sets, e.shapes), sets.size(a.pair),
                                             runBudget);
        entries.push_back(std::move(e));
    }

    // Round after round, one run of each entry, then one of its Box2D function (and of the
    // function its floor is set against, when that is another) from `clocks`.
    const auto interleave = [&](std::vector<Entry>& list,
                                std::map<Box2dFn, std::unique_ptr<PassClock>>& clocks) {
        for (int round = 0; round < rounds; ++round)
            for (Entry& e : list)
                for (int r = 0; r < runs; ++r) {
                    e.ours->run();
                    const double t = clocks[e.figure.against]->run();
                    e.box2dBest = e.box2dBest > 0 ? std::min(e.box2dBest, t) : t;
                    if (e.figure.floorAgainst != e.figure.against) {
                        const double f = clocks[e.figure.floorAgainst]->run();
                        e.floorBest = e.floorBest > 0 ? std::min(e.floorBest, f) : f;
                    }
                }
    };
    interleave(entries, theirs);

    // The batch entries, interleaved with Box2D's function in the same way. A pass counts
    // the overlaps from the verdicts written (part of what a batch caller pays).
    const BatchSets batch(sets);
    struct BatchEntry {
        const Algorithm* method;
        std::string id;
        std::unique_ptr<PassClock> ours;
        double box2dBest = 0.0;
    };
    std::vector<BatchEntry> batches;
    const auto addBatch = [&](const Algorithm* m, std::function<std::uint64_t()> pass) {
        if (m)
            batches.push_back(
                {m, std::string(m->id) + ".batch",
                 std::make_unique<PassClock>(std::move(pass), sets.size(m->pair), runBudget)});
    };
    addBatch(methodWith<Circle, Rect>(&circleRectClamp), [&batch] { return batch.clampPass(); });
    addBatch(methodWith<Circle, Circle>(&circleCircleSquared),
             [&batch] { return batch.squaredPass(); });
    for (int round = 0; round < rounds; ++round)
        for (BatchEntry& e : batches)
            for (int r = 0; r < runs; ++r) {
                e.ours->run();
                const double t = theirs[box2dFnFor(e.method->pair)]->run();
                e.box2dBest = e.box2dBest > 0 ? std::min(e.box2dBest, t) : t;
            }

    // The response paths, each interleaved with its pair's Box2D manifold and world manifold.
    std::map<Box2dFn, std::unique_ptr<PassClock>> theirResponses;
    for (Box2dFn f : kBox2dFns)
        theirResponses[f] = std::make_unique<PassClock>([&b2, f] { return b2.responsePass(f); },
                                                        b2.size(f), runBudget);
    std::vector<Entry> responses;
    for (const Algorithm& a : algorithms()) {
        const TypedMethod* typed = findTypedMethod(a.id);
        if (a.pitfall || !typed || !typed->respond)
            continue;
        Entry e;
        e.figure.id = std::string(a.id) + ".response";
        e.figure.against = box2dFnFor(a.pair);
        e.figure.floor = responseFloorOf(a);
        e.figure.floorAgainst = e.figure.against;
        e.ours = std::make_unique<PassClock>([typed, &sets] { return typed->respond(sets); },
                                             sets.size(a.pair), runBudget);
        responses.push_back(std::move(e));
    }
    interleave(responses, theirResponses);

    Versus out;
    for (Entry& e : responses) {
        e.figure.ns = e.ours->best();
        e.figure.box2dNs = e.box2dBest;
        e.figure.ratio = e.figure.ns > 0 ? e.box2dBest / e.figure.ns : 0.0;
        e.figure.floorRatio = e.figure.ratio;
        out.responses.push_back(e.figure);
    }
    for (Box2dFn f : kBox2dFns)
        out.box2dResponses.push_back({f, theirResponses[f]->best(), 0.0});
    for (const BatchEntry& e : batches) {
        MethodVersus m;
        m.id = e.id;
        m.against = box2dFnFor(e.method->pair);
        m.ns = e.ours->best();
        m.box2dNs = e.box2dBest;
        m.ratio = m.ns > 0 ? e.box2dBest / m.ns : 0.0;
        out.batches.push_back(m);
    }
    for (Entry& e : entries) {
        e.figure.ns = e.ours->best();
        e.figure.box2dNs = e.box2dBest;
        if (e.figure.correct && e.figure.ns > 0) {
            e.figure.ratio = e.box2dBest / e.figure.ns;
            e.figure.floorRatio = e.figure.floorAgainst == e.figure.against
                                      ? e.figure.ratio
                                      : e.floorBest / e.figure.ns;
        }
        out.methods.push_back(e.figure);
    }
    for (Box2dFn f : kBox2dFns)
        out.box2d.push_back({f, theirs[f]->best(), b2.agreement(f)});
    return out;
}

} // namespace overlap::bench
