#include "app/cli/generators.h"

#include "app/cli/case_eval.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace overlap::cli {

namespace {

using I = std::int64_t;

// Two-dimensional integer offsets with an integer length: a Pythagorean triple turned into
// one of the eight octants, or a step along an axis.
struct Offset {
    I dx, dy, length;
};

constexpr std::array<std::array<I, 3>, 3> kTriples{{{3, 4, 5}, {5, 12, 13}, {8, 15, 17}}};
constexpr std::array<double, 8> kRightAngles{90, 180, 270, -90, 450, 0, 360, -180};

Offset tripleOffset(Rng& rng, I maxScale) {
    const auto& t = kTriples[static_cast<std::size_t>(rng.between(0, kTriples.size() - 1))];
    const I k = rng.between(1, maxScale);
    I a = t[0] * k, b = t[1] * k;
    if (rng.coin())
        std::swap(a, b);
    return {a * rng.sign(), b * rng.sign(), t[2] * k};
}

Offset axisOffset(Rng& rng, I length) {
    const I s = rng.sign();
    return rng.coin() ? Offset{s * length, 0, length} : Offset{0, s * length, length};
}

Offset someOffset(Rng& rng) {
    return rng.coin() ? tripleOffset(rng, 2) : axisOffset(rng, rng.between(1, 20));
}

// An axis-aligned box by smallest corner and size: the rect as the geometry sees it.
struct Box {
    I x, y, w, h;
};

struct Disc {
    I x, y, r;
};

Box randomBox(Rng& rng, I minSize, I maxSize) {
    return {rng.between(-20, 15), rng.between(-20, 15), rng.between(minSize, maxSize),
            rng.between(minSize, maxSize)};
}

// Every draw from the generator sits in its own statement or in a braced list (which C++
// evaluates left to right): function arguments have no fixed order of evaluation, and the
// output must not depend on the compiler.

// Builds the shapes; the rect may be written turned by a right angle about its centre,
// which keeps the box it covers (an odd quarter turn swaps the written width and height).
class Builder {
  public:
    Builder(Rng& rng, bool rotated, std::string* error)
        : rng_(rng), rotated_(rotated), error_(error) {}

    std::optional<CaseShape> rect(const Box& b) {
        if (!rotated_)
            return make({double(b.x), double(b.y), double(b.w), double(b.h), std::nullopt});
        return turned(b, rng_.pick(std::span<const double>(kRightAngles)));
    }

    std::optional<CaseShape> turned(const Box& b, double angle) {
        const bool quarter = std::fmod(angle, 180.0) != 0.0;
        if (!quarter)
            return make({double(b.x), double(b.y), double(b.w), double(b.h), angle});
        // Same centre, extents swapped: corner (x + (w - h)/2, y + (h - w)/2), halves exact.
        const double x = double(b.x) + double(b.w - b.h) / 2;
        const double y = double(b.y) + double(b.h - b.w) / 2;
        return make({x, y, double(b.h), double(b.w), angle});
    }

    static CaseShape circle(const Disc& d) {
        return makeCircle(double(d.x), double(d.y), double(d.r));
    }

  private:
    std::optional<CaseShape> make(const CornerSizeRect& r) {
        std::string why;
        auto s = makeRect(r, &why);
        if (!s && error_)
            *error_ = "generated rect refused: " + why;
        return s;
    }

    Rng& rng_;
    bool rotated_;
    std::string* error_;
};

std::optional<Generated> ordered(Rng& rng, std::optional<CaseShape> a, std::optional<CaseShape> b) {
    if (!a || !b)
        return std::nullopt;
    if (rng.coin())
        std::swap(a, b);
    return Generated{*a, *b};
}

// ---- circle vs circle ------------------------------------------------------------------

Disc randomDisc(Rng& rng, I minR, I maxR) {
    return {rng.between(-20, 20), rng.between(-20, 20), rng.between(minR, maxR)};
}

std::optional<Generated> circleCircle(Rng& rng, GenKind kind) {
    const auto C = Builder::circle;
    Disc a{rng.between(-15, 15), rng.between(-15, 15), 0};
    switch (kind) {
    case GenKind::Random: {
        const Disc first = randomDisc(rng, 1, 12);
        const Disc second = randomDisc(rng, 1, 12);
        return ordered(rng, C(first), C(second));
    }
    case GenKind::Boundary: {
        // Touching from outside: the centres are r1 + r2 apart.
        const Offset d = rng.coin() ? tripleOffset(rng, 2) : axisOffset(rng, rng.between(2, 20));
        a.r = rng.between(1, d.length - 1);
        const Disc b{a.x + d.dx, a.y + d.dy, d.length - a.r};
        return ordered(rng, C(a), C(b));
    }
    case GenKind::Degenerate: {
        const Offset d = someOffset(rng);
        Disc point{a.x + d.dx, a.y + d.dy, 0};
        switch (rng.between(0, 4)) {
        case 0: // the point on the circle
            a.r = d.length;
            break;
        case 1: // the point inside
            a.r = d.length + rng.between(1, 5);
            break;
        case 2: // the point outside
            a.r = rng.between(0, d.length - 1);
            break;
        case 3: // two equal points
            point = {a.x, a.y, 0};
            break;
        default: // two points apart
            a.r = 0;
            break;
        }
        return ordered(rng, C(a), C(point));
    }
    case GenKind::Containment: {
        Disc inner{a.x, a.y, rng.between(0, 8) + 1};
        switch (rng.between(0, 2)) {
        case 0: { // strictly inside, off centre
            const Offset d = someOffset(rng);
            inner.x += d.dx;
            inner.y += d.dy;
            a.r = d.length + inner.r + rng.between(1, 6);
            break;
        }
        case 1: // concentric
            a.r = inner.r + rng.between(1, 8);
            break;
        default: { // inside, touching the outer circle from within
            const Offset d = someOffset(rng);
            inner.x += d.dx;
            inner.y += d.dy;
            a.r = d.length + inner.r;
            break;
        }
        }
        return ordered(rng, C(a), C(inner));
    }
    }
    return std::nullopt;
}

// ---- rect vs rect ----------------------------------------------------------------------

std::optional<Generated> rectRect(Rng& rng, GenKind kind, bool rotated, Builder& make) {
    Box a = randomBox(rng, 2, 14);
    switch (kind) {
    case GenKind::Random: {
        const Box first = randomBox(rng, 1, 16);
        const Box second = randomBox(rng, 1, 16);
        if (rotated) { // each rect at its own angle on the 15-degree grid
            const double angleA = 15.0 * double(rng.between(-24, 24));
            const double angleB = 15.0 * double(rng.between(-24, 24));
            auto ra = make.turned(first, angleA);
            auto rb = make.turned(second, angleB);
            return ordered(rng, ra, rb);
        }
        auto ra = make.rect(first);
        auto rb = make.rect(second);
        return ordered(rng, ra, rb);
    }
    case GenKind::Boundary: {
        Box b{0, 0, rng.between(1, 14), rng.between(1, 14)};
        const bool right = rng.coin(), top = rng.coin();
        const I touchX = right ? a.x + a.w : a.x - b.w;
        const I touchY = top ? a.y + a.h : a.y - b.h;
        switch (rng.between(0, 2)) {
        case 0: // share part of a vertical edge
            b.x = touchX;
            b.y = rng.between(a.y - b.h + 1, a.y + a.h - 1);
            break;
        case 1: // share part of a horizontal edge
            b.y = touchY;
            b.x = rng.between(a.x - b.w + 1, a.x + a.w - 1);
            break;
        default: // share a corner only
            b.x = touchX;
            b.y = touchY;
            break;
        }
        auto first = make.rect(a);
        auto second = make.rect(b);
        return ordered(rng, first, second);
    }
    case GenKind::Degenerate: {
        Box b{0, 0, 0, 0};
        switch (rng.between(0, 5)) {
        case 0: // a point on the boundary
            b.x = rng.coin() ? a.x : a.x + a.w;
            b.y = rng.between(a.y, a.y + a.h);
            break;
        case 1: // a vertical segment across the rect
            b.x = rng.between(a.x + 1, a.x + a.w - 1);
            b.y = a.y - rng.between(1, 4);
            b.h = a.h + rng.between(2, 8);
            break;
        case 2: // a horizontal segment away from it
            b.x = a.x - rng.between(0, 4);
            b.y = rng.coin() ? a.y + a.h + rng.between(1, 4) : a.y - rng.between(1, 4);
            b.w = rng.between(1, 10);
            break;
        case 3: // a point strictly inside
            b.x = rng.between(a.x + 1, a.x + a.w - 1);
            b.y = rng.between(a.y + 1, a.y + a.h - 1);
            break;
        case 4: // a segment lying along an edge
            b.x = rng.coin() ? a.x : a.x + a.w;
            b.y = a.y - rng.between(0, 3);
            b.h = rng.between(1, a.h + 3);
            break;
        default: // two segments crossing like a plus sign
            a = {a.x, a.y + a.h / 2, a.w, 0};
            b = {rng.between(a.x, a.x + a.w), a.y - rng.between(1, 5), 0, rng.between(6, 10)};
            break;
        }
        auto first = make.rect(a);
        auto second = make.rect(b);
        return ordered(rng, first, second);
    }
    case GenKind::Containment: {
        a = randomBox(rng, 6, 20);
        Box b{0, 0, rng.between(1, a.w - 2), rng.between(1, a.h - 2)};
        b.x = rng.between(a.x + 1, a.x + a.w - b.w - 1);
        b.y = rng.between(a.y + 1, a.y + a.h - b.h - 1);
        auto first = make.rect(a);
        auto second = make.rect(b);
        return ordered(rng, first, second);
    }
    }
    return std::nullopt;
}

// ---- circle vs rect --------------------------------------------------------------------

// A point of the box's boundary: on an edge or at a corner.
std::pair<I, I> boundaryPoint(Rng& rng, const Box& e) {
    if (rng.coin())
        return {rng.coin() ? e.x : e.x + e.w, rng.between(e.y, e.y + e.h)};
    return {rng.between(e.x, e.x + e.w), rng.coin() ? e.y : e.y + e.h};
}

// A circle touching the box from outside: on an edge, or at a corner along a triple.
Disc touchingDisc(Rng& rng, const Box& e) {
    if (rng.coin()) {
        const I r = rng.between(1, 10);
        switch (rng.between(0, 3)) {
        case 0:
            return {e.x + e.w + r, rng.between(e.y, e.y + e.h), r};
        case 1:
            return {e.x - r, rng.between(e.y, e.y + e.h), r};
        case 2:
            return {rng.between(e.x, e.x + e.w), e.y + e.h + r, r};
        default:
            return {rng.between(e.x, e.x + e.w), e.y - r, r};
        }
    }
    const bool right = rng.coin(), top = rng.coin();
    Offset d = tripleOffset(rng, 2);
    d.dx = right ? std::abs(d.dx) : -std::abs(d.dx);
    d.dy = top ? std::abs(d.dy) : -std::abs(d.dy);
    return {(right ? e.x + e.w : e.x) + d.dx, (top ? e.y + e.h : e.y) + d.dy, d.length};
}

// The smallest integer whose square exceeds v.
I rootAbove(I v) {
    I r = static_cast<I>(std::sqrt(static_cast<double>(v)));
    while (r * r <= v)
        ++r;
    while (r > 0 && (r - 1) * (r - 1) > v)
        --r;
    return r;
}

// Whether the verdict stays when the radius moves by 1e-6 relative either way, so that
// float code with its roundings of cos and sin cannot land on the other side.
bool farFromBoundary(const Generated& g) {
    Case c;
    c.a = g.a;
    c.b = g.b;
    CaseShape& circle = c.a.isCircle() ? c.a : c.b;
    const double r = circle.circle.r;
    std::optional<bool> verdict;
    for (double scaled : {r, r * (1 - 1e-6), r * (1 + 1e-6)})
        for (Touching t : {Touching::Counts, Touching::Separate}) {
            circle.circle.r = scaled;
            const auto v = agreedVerdict(c, t);
            if (!v || (verdict && *v != *verdict))
                return false;
            verdict = v;
        }
    return true;
}

std::optional<Generated> circleRect(Rng& rng, GenKind kind, bool rotated, Builder& make,
                                    std::string* error) {
    const auto C = Builder::circle;
    Box e = randomBox(rng, 1, 16);
    switch (kind) {
    case GenKind::Random: {
        if (!rotated) {
            const Disc d = randomDisc(rng, 1, 12);
            return ordered(rng, C(d), make.rect(e));
        }
        for (int attempt = 0; attempt < 1000; ++attempt) {
            const double angle = 15.0 * double(rng.between(-24, 24));
            const Disc d = randomDisc(rng, 1, 12);
            auto g = ordered(rng, C(d), make.turned(e, angle));
            if (!g || std::fmod(angle, 90.0) == 0.0 || farFromBoundary(*g))
                return g;
            e = randomBox(rng, 1, 16);
        }
        if (error)
            *error = "no random case far from the boundary in 1000 attempts";
        return std::nullopt;
    }
    case GenKind::Boundary: {
        const Disc d = touchingDisc(rng, e);
        return ordered(rng, C(d), make.rect(e));
    }
    case GenKind::Degenerate: {
        Disc d{0, 0, 0};
        switch (rng.between(0, 6)) {
        case 0: { // a point on the boundary
            const auto [x, y] = boundaryPoint(rng, e);
            d = {x, y, 0};
            break;
        }
        case 1: // a point strictly inside
            e = randomBox(rng, 2, 16);
            d = {rng.between(e.x + 1, e.x + e.w - 1), rng.between(e.y + 1, e.y + e.h - 1), 0};
            break;
        case 2: // a point outside
            d = {e.x - rng.between(1, 6), rng.between(e.y - 6, e.y + e.h + 6), 0};
            break;
        case 3: // a segment the circle touches at an end or along its side
            (rng.coin() ? e.w : e.h) = 0;
            d = touchingDisc(rng, e);
            break;
        case 4: { // a vertical segment through the circle
            e.w = 0;
            const I r = rng.between(1, 8);
            d = {e.x + rng.between(-r + 1, r - 1), rng.between(e.y, e.y + e.h), r};
            break;
        }
        case 5: // a horizontal segment away from the circle
            e.h = 0;
            d = {rng.between(e.x - 5, e.x + e.w + 5), e.y + 20, rng.between(1, 12)};
            break;
        default: // a point rect touched by the circle along a triple
            e.w = e.h = 0;
            d = touchingDisc(rng, e);
            break;
        }
        return ordered(rng, C(d), make.rect(e));
    }
    case GenKind::Containment: {
        if (rng.coin()) { // the circle inside the rect
            e = randomBox(rng, 8, 24);
            const I r = rng.between(1, std::min(e.w, e.h) / 2 - 1);
            const Disc d{rng.between(e.x + r + 1, e.x + e.w - r - 1),
                         rng.between(e.y + r + 1, e.y + e.h - r - 1), r};
            return ordered(rng, C(d), make.rect(e));
        }
        // the rect inside the circle: every corner strictly closer than r
        Disc d{rng.between(-15, 15), rng.between(-15, 15), 0};
        e = {d.x + rng.between(-6, 1), d.y + rng.between(-6, 1), rng.between(0, 6) + 1,
             rng.between(0, 6) + 1};
        I far = 0;
        for (I x : {e.x, e.x + e.w})
            for (I y : {e.y, e.y + e.h})
                far = std::max(far, (x - d.x) * (x - d.x) + (y - d.y) * (y - d.y));
        d.r = rootAbove(far) + rng.between(0, 2);
        return ordered(rng, C(d), make.rect(e));
    }
    }
    return std::nullopt;
}

} // namespace

std::string_view genKindName(GenKind k) {
    switch (k) {
    case GenKind::Random:
        return "random";
    case GenKind::Boundary:
        return "boundary";
    case GenKind::Degenerate:
        return "degenerate";
    case GenKind::Containment:
        return "containment";
    }
    return "?";
}

GenKind kindOfLine(std::size_t i) {
    using K = GenKind;
    constexpr std::array kCycle{K::Random,   K::Boundary, K::Degenerate, K::Containment,
                                K::Boundary, K::Random,   K::Degenerate, K::Boundary};
    return kCycle[i % kCycle.size()];
}

std::optional<Generated> generateCase(Rng& rng, Pair pair, bool rotated, GenKind kind,
                                      std::string* error) {
    Builder make(rng, rotated && kindsOf(pair) != Pair::CircleCircle, error);
    switch (kindsOf(pair)) {
    case Pair::CircleCircle:
        return circleCircle(rng, kind);
    case Pair::RectRect:
        return rectRect(rng, kind, rotated, make);
    default:
        return circleRect(rng, kind, rotated, make, error);
    }
}

} // namespace overlap::cli
