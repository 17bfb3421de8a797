#include "app/cli/case_shrink.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace overlap::cli {

namespace {

// A shape's numbers as a case writes them.
struct Numbers {
    bool circle = true;
    std::array<double, 4> v{}; // x, y, then r, or w and h
    std::optional<double> angle;
    std::size_t count() const { return circle ? 3 : 4; }
};

Numbers numbersOf(const CaseShape& s) {
    if (s.isCircle())
        return {true, {s.circle.c.x, s.circle.c.y, s.circle.r, 0}, std::nullopt};
    return {false, {s.written.x, s.written.y, s.written.w, s.written.h}, s.written.angleDeg};
}

std::optional<CaseShape> shapeOf(const Numbers& n) {
    if (n.circle)
        return makeCircle(n.v[0], n.v[1], n.v[2]);
    return makeRect({n.v[0], n.v[1], n.v[2], n.v[3], n.angle});
}

// `c` as a candidate for `v` when it is nearer 0 and new; +0.0 so that no -0 is written.
void offer(std::vector<double>& out, double v, double c) {
    c += 0.0;
    if (std::fabs(c) < std::fabs(v) && std::find(out.begin(), out.end(), c) == out.end())
        out.push_back(c);
}

std::vector<double> smaller(double v) {
    std::vector<double> out;
    if (!std::isfinite(v))
        return out;
    offer(out, v, 0.0);
    offer(out, v, std::trunc(v / 2));
    if (std::fabs(v) >= 1)
        offer(out, v, v - std::copysign(1.0, v));
    offer(out, v, std::trunc(v));
    return out;
}

std::vector<double> smallerAngle(double a) {
    std::vector<double> out;
    if (!std::isfinite(a))
        return out;
    offer(out, a, 0.0);
    offer(out, a, std::trunc(a / 30) * 15);
    if (std::fabs(a) >= 90)
        offer(out, a, a - std::copysign(90.0, a));
    if (std::fabs(a) >= 15)
        offer(out, a, a - std::copysign(15.0, a));
    return out;
}

// Shifts that bring two coordinates on the same side of 0 both nearer it: the nearer one's
// value, its half, or a unit.
std::vector<double> shifts(double p, double q) {
    std::vector<double> out;
    if (p == 0 || q == 0 || (p < 0) != (q < 0))
        return out;
    const double m = std::fabs(p) < std::fabs(q) ? p : q;
    for (double d : {m, std::trunc(m / 2), std::copysign(1.0, m)})
        if (d != 0 && std::fabs(d) <= std::fabs(m) &&
            std::find(out.begin(), out.end(), d) == out.end())
            out.push_back(d);
    return out;
}

class Shrinker {
  public:
    Shrinker(const CaseShape& a, const CaseShape& b, const KeepCase& keep, const ShrinkOptions& o)
        : n_{numbersOf(a), numbersOf(b)}, a_(a), b_(b), keep_(keep),
          keepPositive_(o.keepPositiveSizes), triesLeft_(o.maxTries) {}

    ShrunkCase run() {
        bool changed = true;
        while (changed && triesLeft_ > 0) {
            changed = false;
            for (std::size_t s = 0; s < 2; ++s) {
                for (std::size_t f = 0; f < n_[s].count(); ++f)
                    while (tryField(s, f, smaller(n_[s].v[f])))
                        changed = true;
                while (n_[s].angle && tryAngle(s, smallerAngle(*n_[s].angle)))
                    changed = true;
            }
            for (std::size_t axis = 0; axis < 2; ++axis)
                while (tryShift(axis))
                    changed = true;
            if (!changed) // stuck: two numbers at a time, such as a radius and a distance
                changed = tryPairs();
        }
        return {a_, b_, steps_};
    }

  private:
    // Whether the candidate turns a size above 0 (r, or w and h: fields 2 and up) into 0.
    bool flattens(const std::array<Numbers, 2>& candidate) const {
        for (std::size_t s = 0; s < 2; ++s)
            for (std::size_t f = 2; f < n_[s].count(); ++f)
                if (n_[s].v[f] > 0 && candidate[s].v[f] <= 0)
                    return true;
        return false;
    }

    // Takes the candidate when it still keeps.
    bool accept(const std::array<Numbers, 2>& candidate) {
        if (triesLeft_ == 0 || (keepPositive_ && flattens(candidate)))
            return false;
        --triesLeft_;
        const auto a = shapeOf(candidate[0]);
        const auto b = shapeOf(candidate[1]);
        if (!a || !b || !keep_(*a, *b))
            return false;
        n_ = candidate;
        a_ = *a;
        b_ = *b;
        ++steps_;
        return true;
    }

    bool tryField(std::size_t s, std::size_t f, const std::vector<double>& values) {
        for (double v : values) {
            auto c = n_;
            c[s].v[f] = v;
            if (accept(c))
                return true;
        }
        return false;
    }

    bool tryAngle(std::size_t s, const std::vector<double>& values) {
        for (double v : values) {
            auto c = n_;
            c[s].angle = v;
            if (accept(c))
                return true;
        }
        return false;
    }

    bool tryShift(std::size_t axis) {
        for (double d : shifts(n_[0].v[axis], n_[1].v[axis])) {
            auto c = n_;
            for (Numbers& n : c)
                n.v[axis] = n.v[axis] - d + 0.0;
            if (accept(c))
                return true;
        }
        return false;
    }

    bool tryPairs() {
        const auto step = [](double v) {
            return std::fabs(v) >= 1 ? v - std::copysign(1.0, v) + 0.0 : v;
        };
        const auto half = [](double v) { return std::trunc(v / 2) + 0.0; };
        std::vector<std::pair<std::size_t, std::size_t>> fields; // (shape, number)
        for (std::size_t s = 0; s < 2; ++s)
            for (std::size_t f = 0; f < n_[s].count(); ++f)
                fields.emplace_back(s, f);
        for (std::size_t i = 0; i < fields.size(); ++i)
            for (std::size_t j = i + 1; j < fields.size(); ++j)
                for (double (*move)(double) : {+step, +half}) {
                    auto c = n_;
                    double& x = c[fields[i].first].v[fields[i].second];
                    double& y = c[fields[j].first].v[fields[j].second];
                    const double nx = move(x), ny = move(y);
                    if (!(std::fabs(nx) < std::fabs(x) && std::fabs(ny) < std::fabs(y)))
                        continue;
                    x = nx;
                    y = ny;
                    if (accept(c))
                        return true;
                }
        return false;
    }

    std::array<Numbers, 2> n_;
    CaseShape a_, b_; // the shapes n_ makes
    const KeepCase& keep_;
    bool keepPositive_;
    std::size_t triesLeft_;
    std::size_t steps_ = 0;
};

} // namespace

ShrunkCase shrinkCase(const CaseShape& a, const CaseShape& b, const KeepCase& keep,
                      const ShrinkOptions& options) {
    return Shrinker(a, b, keep, options).run();
}

} // namespace overlap::cli
