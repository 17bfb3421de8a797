#include "core/geometry/convert.h"

#include "core/geometry/angle.h"

#include <cmath>
#include <cstdio>

namespace overlap {

namespace {

// a + b when it is a double exactly (Knuth's two-sum leaves no remainder).
std::optional<double> exactSum(double a, double b) {
    const double s = a + b;
    const double bb = s - a;
    const double err = (a - (s - bb)) + (b - bb);
    if (!std::isfinite(s) || err != 0.0)
        return std::nullopt;
    return s;
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

std::string notExact(const char* expr) {
    return std::string("rect ") + expr +
           " is not exactly representable as a double; use smaller or coarser numbers";
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
    const auto right = exactSum(in.x, in.w);
    const auto top = exactSum(in.y, in.h);
    const auto hw = exactHalf(in.w);
    const auto hh = exactHalf(in.h);
    if (!right || !top) {
        out.error = notExact(!right ? "x + w" : "y + h");
        return out;
    }
    if (!hw || !hh) {
        out.error = notExact(!hw ? "w / 2" : "h / 2");
        return out;
    }
    const auto cx = exactSum(in.x, *hw);
    const auto cy = exactSum(in.y, *hh);
    if (!cx || !cy) {
        out.error = notExact(!cx ? "centre x + w/2" : "centre y + h/2");
        return out;
    }
    out.turned = RotatedRect::make({*cx, *cy}, {*hw, *hh}, in.angleDeg.value_or(0.0));
    if (!in.angleDeg)
        out.aligned = Rect{{in.x, in.y}, {*right, *top}};
    else if (isRightAngle(*in.angleDeg)) {
        out.aligned = axisAlignedEquivalent(*out.turned);
        if (!out.aligned) {
            out.error = notExact("turned by a right angle, its corners");
            out.turned.reset();
        }
    }
    return out;
}

std::optional<Rect> axisAlignedEquivalent(const RotatedRect& r) {
    if (!isRightAngle(r.angleDeg))
        return std::nullopt;
    // A quarter turn swaps the extents; a half turn maps the rect onto itself.
    const bool swapped = r.axis.x == 0.0;
    const Vec2 h = swapped ? Vec2{r.half.y, r.half.x} : r.half;
    const auto x0 = exactSum(r.c.x, -h.x), x1 = exactSum(r.c.x, h.x);
    const auto y0 = exactSum(r.c.y, -h.y), y1 = exactSum(r.c.y, h.y);
    if (!x0 || !x1 || !y0 || !y1)
        return std::nullopt;
    return Rect{{*x0, *y0}, {*x1, *y1}};
}

std::optional<RotatedRect> centredForm(const Rect& r) {
    const auto w = exactSum(r.max.x, -r.min.x), h = exactSum(r.max.y, -r.min.y);
    if (!w || !h)
        return std::nullopt;
    const auto hw = exactHalf(*w), hh = exactHalf(*h);
    if (!hw || !hh)
        return std::nullopt;
    const auto cx = exactSum(r.min.x, *hw), cy = exactSum(r.min.y, *hh);
    if (!cx || !cy)
        return std::nullopt;
    return RotatedRect::make({*cx, *cy}, {*hw, *hh}, 0.0);
}

} // namespace overlap
