#include "core/geometry/convert.h"

#include "core/exact/dyadic.h"
#include "core/geometry/angle.h"

#include <cmath>
#include <cstdio>

namespace overlap {

namespace {

// a + b exactly as the nearest double and the remainder (Knuth's two-sum).
struct Split {
    double hi, lo;
};
Split twoSum(double a, double b) {
    const double s = a + b;
    const double bb = s - a;
    return {s, (a - (s - bb)) + (b - bb)};
}

std::optional<double> exactHalf(double v) {
    const double h = v * 0.5;
    if (h * 2.0 != v)
        return std::nullopt; // an odd subnormal has no exact half
    return h;
}

std::string describe(const char* what, double v) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "rect %s is %s", what,
                  std::isnan(v) ? "NaN" : (v > 0 ? "+infinity" : "-infinity"));
    return buf;
}

} // namespace

ConvertedRect convertRect(const CornerSizeRect& in) {
    ConvertedRect out;
    for (auto [what, v] : {std::pair{"x", in.x}, {"y", in.y}, {"w", in.w}, {"h", in.h}})
        if (!std::isfinite(v)) {
            out.error = describe(what, v);
            return out;
        }
    if (in.angleDeg && !std::isfinite(*in.angleDeg)) {
        out.error = describe("angle", *in.angleDeg);
        return out;
    }
    char buf[64];
    if (in.w < 0 || in.h < 0) {
        std::snprintf(buf, sizeof buf, "rect %s is negative (%.17g)", in.w < 0 ? "w" : "h",
                      in.w < 0 ? in.w : in.h);
        out.error = buf;
        return out;
    }
    // The far edges and the centre are exact sums, kept as the nearest double and the
    // remainder: nothing is rounded away, so x = 0.1, w = 0.2 is that rect exactly.
    const Split right = twoSum(in.x, in.w), top = twoSum(in.y, in.h);
    if (!std::isfinite(right.hi) || !std::isfinite(top.hi)) {
        out.error = std::string("rect ") + (std::isfinite(right.hi) ? "y + h" : "x + w") +
                    " is beyond the largest double (about 1.8e308)";
        return out;
    }
    const Rect aligned{{in.x, in.y}, {right.hi, top.hi}, {right.lo, top.lo}};
    const auto hw = exactHalf(in.w), hh = exactHalf(in.h);
    std::optional<RotatedRect> turned;
    if (hw && hh) {
        const Split cx = twoSum(in.x, *hw), cy = twoSum(in.y, *hh);
        turned = RotatedRect::make({cx.hi, cy.hi}, {*hw, *hh}, in.angleDeg.value_or(0.0),
                                   {cx.lo, cy.lo});
    }
    if (!in.angleDeg) {
        out.aligned = aligned;
        out.turned = turned; // absent only for an odd subnormal size, whose half is no double
        return out;
    }
    if (!turned) {
        out.error = "rect turned by an angle needs w / 2 and h / 2 as doubles; an odd "
                    "subnormal size (below 4.5e-308) has none";
        return out;
    }
    out.turned = turned;
    if (isRightAngle(*in.angleDeg))
        out.aligned = axisAlignedEquivalent(*turned);
    return out;
}

namespace {

// The value as one double, when it is one.
std::optional<double> asDouble(const exact::Dyadic& v) {
    const double d = v.toDouble();
    if (!std::isfinite(d) || exact::Dyadic(d) != v)
        return std::nullopt;
    return d;
}

// The value as the nearest double and a remainder that is a double, when it is.
std::optional<Split> asSplit(const exact::Dyadic& v) {
    const double hi = v.toDouble();
    if (!std::isfinite(hi))
        return std::nullopt;
    const auto lo = asDouble(v - exact::Dyadic(hi));
    if (!lo)
        return std::nullopt;
    return Split{hi, *lo};
}

exact::Dyadic exactOf(double hi, double lo) {
    return exact::Dyadic(hi) + exact::Dyadic(lo);
}

} // namespace

std::optional<Rect> alignedRectOf(const Shape& s) {
    if (const auto* r = std::get_if<Rect>(&s))
        return *r;
    if (const auto* t = std::get_if<RotatedRect>(&s))
        return axisAlignedEquivalent(*t);
    return std::nullopt;
}

std::optional<Rect> axisAlignedEquivalent(const RotatedRect& r) {
    if (!isRightAngle(r.angleDeg))
        return std::nullopt;
    // A quarter turn swaps the extents; a half turn maps the rect onto itself.
    const bool swapped = r.axis.x == 0.0;
    const Vec2 h = swapped ? Vec2{r.half.y, r.half.x} : r.half;
    if (r.cLo.x == 0.0 && r.cLo.y == 0.0) {
        // The common case in doubles: the near edges exact, the far ones split (+0.0 gives an
        // exact zero the exact path's sign); where that fails, the exact path decides.
        const Split x0 = twoSum(r.c.x, -h.x), y0 = twoSum(r.c.y, -h.y);
        const Split x1 = twoSum(r.c.x, h.x), y1 = twoSum(r.c.y, h.y);
        if (x0.lo == 0.0 && y0.lo == 0.0 && std::isfinite(x0.hi) && std::isfinite(y0.hi) &&
            std::isfinite(x1.hi) && std::isfinite(y1.hi))
            return Rect{
                {x0.hi + 0.0, y0.hi + 0.0}, {x1.hi + 0.0, y1.hi + 0.0}, {x1.lo + 0.0, y1.lo + 0.0}};
    }
    const exact::Dyadic cx = exactOf(r.c.x, r.cLo.x), cy = exactOf(r.c.y, r.cLo.y);
    const auto x0 = asDouble(cx - exact::Dyadic(h.x)), y0 = asDouble(cy - exact::Dyadic(h.y));
    const auto x1 = asSplit(cx + exact::Dyadic(h.x)), y1 = asSplit(cy + exact::Dyadic(h.y));
    if (!x0 || !x1 || !y0 || !y1)
        return std::nullopt;
    return Rect{{*x0, *y0}, {x1->hi, y1->hi}, {x1->lo, y1->lo}};
}

namespace {
// The centred form in doubles, where every step is exact: the far edges have no remainder,
// the width is a double and so is its half. Otherwise nothing (the exact path decides).
// Adding 0.0 gives an exact zero the sign the exact path gives it.
std::optional<RotatedRect> centredFormInDoubles(const Rect& r) {
    if (r.maxLo.x != 0.0 || r.maxLo.y != 0.0)
        return std::nullopt;
    const Split w = twoSum(r.max.x, -r.min.x), h = twoSum(r.max.y, -r.min.y);
    if (w.lo != 0.0 || h.lo != 0.0 || !std::isfinite(w.hi) || !std::isfinite(h.hi))
        return std::nullopt;
    const auto hw = exactHalf(w.hi), hh = exactHalf(h.hi);
    if (!hw || !hh)
        return std::nullopt;
    const Split cx = twoSum(r.min.x, *hw + 0.0), cy = twoSum(r.min.y, *hh + 0.0);
    if (!std::isfinite(cx.hi) || !std::isfinite(cy.hi))
        return std::nullopt;
    return RotatedRect::make({cx.hi + 0.0, cy.hi + 0.0}, {*hw + 0.0, *hh + 0.0}, 0.0,
                             {cx.lo + 0.0, cy.lo + 0.0});
}
} // namespace

std::optional<RotatedRect> centredForm(const Rect& r) {
    if (auto fast = centredFormInDoubles(r))
        return fast; // the common case, without the exact numbers' heap
    const exact::Dyadic w = exactOf(r.max.x, r.maxLo.x) - exact::Dyadic(r.min.x);
    const exact::Dyadic h = exactOf(r.max.y, r.maxLo.y) - exact::Dyadic(r.min.y);
    const auto hw = asDouble(w.half()), hh = asDouble(h.half());
    const auto cx = asSplit(exact::Dyadic(r.min.x) + w.half());
    const auto cy = asSplit(exact::Dyadic(r.min.y) + h.half());
    if (!hw || !hh || !cx || !cy)
        return std::nullopt;
    return RotatedRect::make({cx->hi, cy->hi}, {*hw, *hh}, 0.0, {cx->lo, cy->lo});
}

// An exact difference of zero has no sign, yet the corner form must read back bit for bit:
// it is added back (corner + size, or size + half), so the zero takes the sign of the sum.
namespace {
std::optional<double> signedLike(std::optional<double> d, double sum) {
    if (d && *d == 0)
        return std::copysign(0.0, sum);
    return d;
}
} // namespace

std::optional<CornerSizeRect> cornerSizeOf(const Rect& r) {
    const exact::Dyadic x(r.min.x), y(r.min.y);
    const auto w = signedLike(asDouble(exactOf(r.max.x, r.maxLo.x) - x), r.max.x);
    const auto h = signedLike(asDouble(exactOf(r.max.y, r.maxLo.y) - y), r.max.y);
    if (!w || !h)
        return std::nullopt;
    return CornerSizeRect{r.min.x, r.min.y, *w, *h, std::nullopt};
}

std::optional<CornerSizeRect> cornerSizeOf(const RotatedRect& r) {
    const auto x = signedLike(asDouble(exactOf(r.c.x, r.cLo.x) - exact::Dyadic(r.half.x)), r.c.x);
    const auto y = signedLike(asDouble(exactOf(r.c.y, r.cLo.y) - exact::Dyadic(r.half.y)), r.c.y);
    const double w = 2 * r.half.x, h = 2 * r.half.y;
    if (!x || !y || !std::isfinite(w) || !std::isfinite(h))
        return std::nullopt;
    return CornerSizeRect{*x, *y, w, h, r.angleDeg};
}

CornerSizeRect nearestCornerSizeOf(const Rect& r) {
    if (const auto in = cornerSizeOf(r))
        return *in;
    return {r.min.x, r.min.y, r.max.x - r.min.x, r.max.y - r.min.y, std::nullopt};
}

CornerSizeRect nearestCornerSizeOf(const RotatedRect& r) {
    if (const auto in = cornerSizeOf(r))
        return *in;
    return {r.c.x - r.half.x, r.c.y - r.half.y, 2 * r.half.x, 2 * r.half.y, r.angleDeg};
}

} // namespace overlap
