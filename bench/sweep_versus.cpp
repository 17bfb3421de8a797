#include "bench/sweep_versus.h"

#include "bench/bench_cases.h"
#include "core/sweep/sweep.h"

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_polygon_shape.h>
#include <box2d/b2_time_of_impact.h>

#include <random>

namespace overlap::bench {

namespace {

// Box2D's proxies and sweeps for a case, built outside the timed loop.
struct Box2dSweep {
    b2CircleShape circle;
    b2PolygonShape box;
    b2TOIInput input;
};

Box2dSweep box2dSweepOf(const SweepCase& c) {
    Box2dSweep s;
    s.circle.m_radius = float(c.a.r);
    s.circle.m_p.SetZero();
    const Vec2 centre{(c.b.min.x + c.b.max.x) / 2, (c.b.min.y + c.b.max.y) / 2};
    s.box.SetAsBox(float((c.b.max.x - c.b.min.x) / 2), float((c.b.max.y - c.b.min.y) / 2));
    b2Sweep& a = s.input.sweepA;
    a.localCenter.SetZero();
    a.c0.Set(float(c.a.c.x), float(c.a.c.y));
    a.c.Set(float(c.a.c.x + c.motion.x), float(c.a.c.y + c.motion.y));
    a.a0 = a.a = 0;
    a.alpha0 = 0;
    b2Sweep& b = s.input.sweepB;
    b.localCenter.SetZero();
    b.c0.Set(float(centre.x), float(centre.y));
    b.c = b.c0;
    b.a0 = b.a = 0;
    b.alpha0 = 0;
    s.input.tMax = 1;
    return s;
}

// The proxies point into the shapes: set once the sweep is where it stays.
void pointProxies(Box2dSweep& s) {
    s.input.proxyA.Set(&s.circle, 0);
    s.input.proxyB.Set(&s.box, 0);
}

} // namespace

std::vector<SweepCase> sweepCases(std::size_t count) {
    std::mt19937_64 rng(29);
    std::uniform_real_distribution<double> pos(-40, 40), size(1, 20), thin(0.05, 0.5), rad(0.1, 4),
        move(-60, 60);
    std::vector<SweepCase> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        SweepCase c;
        c.a = Circle{{pos(rng), pos(rng)}, rad(rng)};
        const double x = pos(rng) / 2, y = pos(rng) / 2;
        const bool wall = i % 2 == 0;
        c.b = Rect{{x, y}, {x + (wall ? thin(rng) : size(rng)), y + size(rng)}};
        c.motion = {move(rng), move(rng)};
        out.push_back(c);
    }
    return out;
}

std::optional<double> box2dTimeOfImpact(const SweepCase& c) {
    Box2dSweep s = box2dSweepOf(c);
    pointProxies(s);
    b2TOIOutput out;
    b2TimeOfImpact(&out, &s.input);
    if (out.state == b2TOIOutput::e_touching || out.state == b2TOIOutput::e_overlapped)
        return out.state == b2TOIOutput::e_overlapped ? 0.0 : double(out.t);
    return std::nullopt;
}

SweepVersus timeSweepAgainstBox2d(std::chrono::nanoseconds runBudget, int rounds, int runs) {
    const std::vector<SweepCase> cases = sweepCases(4096);
    std::vector<Box2dSweep> theirs;
    theirs.reserve(cases.size());
    for (const SweepCase& c : cases)
        theirs.push_back(box2dSweepOf(c));
    for (Box2dSweep& s : theirs)
        pointProxies(s);
    PassClock ours(
        [&cases] {
            std::uint64_t hits = 0;
            for (const SweepCase& c : cases)
                hits += sweepCircleRect(c.a, c.motion, c.b).verdict != SweepClass::Miss;
            return hits;
        },
        cases.size(), runBudget);
    PassClock box2d(
        [&theirs] {
            std::uint64_t hits = 0;
            for (const Box2dSweep& s : theirs) {
                b2TOIOutput out;
                b2TimeOfImpact(&out, &s.input);
                hits += out.state == b2TOIOutput::e_touching;
            }
            return hits;
        },
        cases.size(), runBudget);
    SweepVersus v;
    for (int round = 0; round < rounds; ++round)
        for (int r = 0; r < runs; ++r) {
            ours.run();
            const double t = box2d.run();
            v.box2dNs = v.box2dNs > 0 ? std::min(v.box2dNs, t) : t;
        }
    v.ns = ours.best();
    v.ratio = v.ns > 0 ? v.box2dNs / v.ns : 0.0;
    return v;
}

} // namespace overlap::bench
