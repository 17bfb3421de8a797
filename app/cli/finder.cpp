#include "app/cli/finder.h"

#include "app/cli/generators.h"
#include "app/cli/near_tangent.h"
#include "app/cli/rng.h"
#include "core/pairs.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace overlap::cli {

namespace {

bool offRightAngle(const CaseShape& s) {
    return s.isRect() && s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) != 0.0;
}

// The shape moved by 1e-6 relative (1e-6 up from a point), grown (+1) or shrunk (-1): a
// circle's radius, or a turned rect's half extents; nothing for an axis-aligned rect.
std::optional<Shape> nudged(const Shape& s, double sign) {
    const auto by = [sign](double v) { return std::max(0.0, v + sign * 1e-6 * std::max(v, 1.0)); };
    if (const auto* c = std::get_if<Circle>(&s))
        return Circle{c->c, by(c->r)};
    if (const auto* t = std::get_if<RotatedRect>(&s)) {
        RotatedRect r = *t;
        r.half = {by(r.half.x), by(r.half.y)};
        return r;
    }
    return std::nullopt;
}

// Whether both verdicts stay when the circle's radius (or, with no circle, the size of each
// rect off the right angles in turn) moves by 1e-6 relative either way: off the right angles
// the cosines and sines are rounded, and a disagreement that lives in those roundings would
// blame a method for the float.
bool survivesNudge(const CaseShape& a, const CaseShape& b, const Algorithm& first,
                   const Algorithm& second, Touching t, bool x, bool y) {
    const bool circle = a.isCircle() || b.isCircle();
    for (int which = 0; which < 2; ++which) {
        const CaseShape& s = which == 0 ? a : b;
        if (circle ? !s.isCircle() : !offRightAngle(s))
            continue;
        for (double sign : {-1.0, 1.0}) {
            const auto moved = nudged(s.shape(), sign);
            if (!moved)
                return false;
            const Shape ca = which == 0 ? *moved : a.shape();
            const Shape cb = which == 0 ? b.shape() : *moved;
            const Outcome p = runAlgorithm(first, ca, cb, t);
            const Outcome q = runAlgorithm(second, ca, cb, t);
            if (!p.ok() || !q.ok() || p.result.overlap != x || q.result.overlap != y)
                return false;
        }
    }
    return true;
}

// The counterexample the shapes make, or nothing when a method refuses them, both agree,
// or (off the right angles) the disagreement does not survive a nudge of the radius.
std::optional<Counterexample> disagreement(const CaseShape& a, const CaseShape& b,
                                           const Algorithm& first, const Algorithm& second,
                                           Touching t) {
    const Shape ca = a.shape(), cb = b.shape();
    const Outcome x = runAlgorithm(first, ca, cb, t);
    if (!x.ok())
        return std::nullopt;
    const Outcome y = runAlgorithm(second, ca, cb, t);
    if (!y.ok() || x.result.overlap == y.result.overlap)
        return std::nullopt;
    // Correct methods share one exact turned rect, so any disagreement between them is a
    // bug; a pitfall is only blamed for what survives the float's roundings.
    const bool pitfall = first.pitfall || second.pitfall;
    if (pitfall && (offRightAngle(a) || offRightAngle(b)) &&
        !survivesNudge(a, b, first, second, t, x.result.overlap, y.result.overlap))
        return std::nullopt;
    return Counterexample{a, b, ca, cb, x.result.overlap, y.result.overlap};
}

// ---- shrinking -------------------------------------------------------------------------

// The numbers of a shape as a case writes them.
struct Numbers {
    bool circle = true;
    std::array<double, 4> v{}; // x, y, then r (circle) or w, h (rect)
    std::optional<double> angle;

    std::size_t size() const { return circle ? 3 : 4; }
};

Numbers numbersOf(const CaseShape& s) {
    Numbers n;
    switch (s.type) {
    case CaseShape::Type::Circle:
        n.v = {s.circle.c.x, s.circle.c.y, s.circle.r, 0};
        break;
    case CaseShape::Type::Rect:
        n.circle = false;
        n.v = {s.written.x, s.written.y, s.written.w, s.written.h};
        n.angle = s.written.angleDeg;
        break;
    }
    return n;
}

std::optional<CaseShape> build(const Numbers& n) {
    if (n.circle)
        return makeCircle(n.v[0], n.v[1], n.v[2]);
    return makeRect({n.v[0], n.v[1], n.v[2], n.v[3], n.angle});
}

void addCandidate(std::vector<double>& out, double v, double c) {
    if (std::fabs(c) < std::fabs(v) && std::find(out.begin(), out.end(), c) == out.end())
        out.push_back(c);
}

// Smaller values for a number, boldest first: 0, half toward 0, one step toward 0, and a
// half (x.5) cut to its whole part.
std::vector<double> towardZero(double v) {
    std::vector<double> out;
    if (v == 0 || !std::isfinite(v))
        return out;
    addCandidate(out, v, 0.0);
    addCandidate(out, v, std::trunc(v / 2) + 0.0);
    if (std::fabs(v) >= 1)
        addCandidate(out, v, v - std::copysign(1.0, v) + 0.0);
    addCandidate(out, v, std::trunc(v) + 0.0);
    return out;
}

// The same for an angle, kept on gen's grid of 15 degrees: 0, half, a right angle less,
// 15 degrees less.
std::vector<double> angleTowardZero(double a) {
    std::vector<double> out;
    if (a == 0 || !std::isfinite(a))
        return out;
    addCandidate(out, a, 0.0);
    addCandidate(out, a, std::trunc(a / 30) * 15 + 0.0);
    if (std::fabs(a) >= 90)
        addCandidate(out, a, a - std::copysign(90.0, a) + 0.0);
    if (std::fabs(a) >= 15)
        addCandidate(out, a, a - std::copysign(15.0, a) + 0.0);
    return out;
}

// Amounts to move both shapes by along one axis so that neither coordinate grows and both
// shrink: only when they lie on the same side of 0.
std::vector<double> translations(double p, double q) {
    if (p == 0 || q == 0 || (p < 0) != (q < 0))
        return {};
    const double m = std::fabs(p) < std::fabs(q) ? p : q;
    std::vector<double> out;
    addCandidate(out, m * 2, m); // compare against 2m so that m itself qualifies
    addCandidate(out, m * 2, std::trunc(m / 2) + 0.0);
    if (std::fabs(m) >= 1)
        addCandidate(out, m * 2, std::copysign(1.0, m));
    out.erase(std::remove(out.begin(), out.end(), 0.0), out.end());
    return out;
}

class Shrinker {
  public:
    Shrinker(const Counterexample& c, const Algorithm& first, const Algorithm& second, Touching t)
        : cur_(c), first_(first), second_(second), t_(t) {}

    Counterexample run(std::size_t& steps) {
        // Every accepted change lowers some absolute value and raises none, each to one of
        // finitely many values (0, halves, steps), so this ends; the cap guards against a bug.
        for (int round = 0; round < 100000; ++round) {
            bool changed = false;
            for (int s = 0; s < 2; ++s) {
                for (std::size_t f = 0; f < numbers(s).size(); ++f)
                    while (tryAll(s, f, towardZero(numbers(s).v[f]), steps))
                        changed = true;
                if (numbers(s).angle)
                    while (tryAll(s, 4, angleTowardZero(*numbers(s).angle), steps))
                        changed = true;
            }
            for (std::size_t axis = 0; axis < 2; ++axis)
                while (tryTranslations(axis, steps))
                    changed = true;
            // Stuck: two numbers at a time, such as a radius and the distance it spans.
            if (!changed)
                changed = tryPairs(steps);
            if (!changed)
                break;
        }
        return cur_;
    }

  private:
    Numbers numbers(int s) const { return numbersOf(s == 0 ? cur_.a : cur_.b); }

    bool accept(const Numbers& a, const Numbers& b, std::size_t& steps) {
        const auto sa = build(a);
        const auto sb = build(b);
        if (!sa || !sb)
            return false;
        auto next = disagreement(*sa, *sb, first_, second_, t_);
        if (!next)
            return false;
        cur_ = std::move(*next);
        ++steps;
        return true;
    }

    // Field f of shape s (4: the angle) set to each candidate in turn until one works.
    bool tryAll(int s, std::size_t f, const std::vector<double>& candidates, std::size_t& steps) {
        for (double c : candidates) {
            Numbers a = numbers(0), b = numbers(1);
            Numbers& n = s == 0 ? a : b;
            if (f == 4)
                n.angle = c;
            else
                n.v[f] = c;
            if (accept(a, b, steps))
                return true;
        }
        return false;
    }

    bool tryTranslations(std::size_t axis, std::size_t& steps) {
        const Numbers a0 = numbers(0), b0 = numbers(1);
        for (double d : translations(a0.v[axis], b0.v[axis])) {
            Numbers a = a0, b = b0;
            a.v[axis] -= d;
            b.v[axis] -= d;
            a.v[axis] += 0.0; // no negative zero in the output
            b.v[axis] += 0.0;
            if (accept(a, b, steps))
                return true;
        }
        return false;
    }

    // Two numbers (of either shape, angles aside) moved toward 0 together: each one step, or
    // each halved. The first change that works.
    bool tryPairs(std::size_t& steps) {
        const Numbers a0 = numbers(0), b0 = numbers(1);
        std::vector<double*> fields;
        Numbers a = a0, b = b0;
        for (Numbers* n : {&a, &b})
            for (std::size_t f = 0; f < n->size(); ++f)
                fields.push_back(&n->v[f]);
        const auto step = [](double v) {
            return std::fabs(v) >= 1 ? v - std::copysign(1.0, v) + 0.0 : v;
        };
        const auto half = [](double v) { return std::trunc(v / 2) + 0.0; };
        for (std::size_t i = 0; i < fields.size(); ++i)
            for (std::size_t j = i + 1; j < fields.size(); ++j)
                for (double (*move)(double) : {+step, +half}) {
                    const double vi = *fields[i], vj = *fields[j];
                    const double ni = move(vi), nj = move(vj);
                    if (std::fabs(ni) < std::fabs(vi) && std::fabs(nj) < std::fabs(vj)) {
                        *fields[i] = ni;
                        *fields[j] = nj;
                        if (accept(a, b, steps))
                            return true;
                    }
                    *fields[i] = vi;
                    *fields[j] = vj;
                }
        return false;
    }

    Counterexample cur_;
    const Algorithm& first_;
    const Algorithm& second_;
    Touching t_;
};

} // namespace

std::optional<std::string> incompatibility(const Algorithm& first, const Algorithm& second) {
    if (kindsOf(first.pair) == kindsOf(second.pair))
        return std::nullopt;
    return std::string(first.id) + " takes " + std::string(pairName(first.pair)) + " and " +
           std::string(second.id) + " takes " + std::string(pairName(second.pair)) +
           ": no case fits both";
}

Counterexample shrinkCounterexample(const Counterexample& c, const Algorithm& first,
                                    const Algorithm& second, Touching t, std::size_t* steps) {
    std::size_t n = 0;
    Counterexample out = Shrinker(c, first, second, t).run(n);
    if (steps)
        *steps = n;
    return out;
}

FindResult findDisagreement(const FindRequest& r,
                            const std::function<bool(std::size_t)>& progress) {
    FindResult out;
    if (!r.first || !r.second) {
        out.error = "two methods are needed";
        return out;
    }
    if (auto why = incompatibility(*r.first, *r.second)) {
        out.error = *why;
        return out;
    }
    // The shapes gen builds for the methods' kinds of shape: a rect-rect method meets a
    // rotated-rotated one on axis-aligned rects, a circle-rect method a circle-rotated one.
    const Pair pair = kindsOf(r.first->pair);
    // Methods with their own trigonometry, and those of turned rects, also get rects written
    // with angles; runs of four cases (one of each kind) alternate without and with.
    const auto takes = [&](Pair p) { return r.first->pair == p || r.second->pair == p; };
    const bool nearTangent = takes(Pair::CircleRotatedRect);
    const bool angles = nearTangent || takes(Pair::RotatedRects);
    constexpr std::array kKinds{GenKind::Random, GenKind::Boundary, GenKind::Degenerate,
                                GenKind::Containment};
    Rng rng(r.seed);
    while (out.tried < r.budget) {
        const std::size_t i = out.tried;
        const GenKind kind = kKinds[i % kKinds.size()];
        const bool rotated = angles && (i / kKinds.size()) % 2 == 1;
        std::string why;
        // Every fifth case of the circle-turned-rect methods is a near-tangent one in 15-digit
        // decimals.
        const auto g = nearTangent && i % 5 == 4 ? std::optional(nearTangentCase(rng))
                                                 : generateCase(rng, pair, rotated, kind, &why);
        ++out.tried;
        if (!g) {
            out.error = "internal error: the generator failed: " + why;
            return out;
        }
        if (auto c = disagreement(g->a, g->b, *r.first, *r.second, r.touching)) {
            out.found = shrinkCounterexample(*c, *r.first, *r.second, r.touching, &out.shrinkSteps);
            return out;
        }
        if (progress && out.tried % 256 == 0 && !progress(out.tried)) {
            out.cancelled = true;
            return out;
        }
    }
    return out;
}

} // namespace overlap::cli
