#pragma once

// Batch entries: one method over many tests in one call, the tests as structure of arrays
// (test i is element i of every array), for loops the compiler vectorizes. Each verdict is
// exactly the scalar method's: the filter runs on whole blocks of tests at once, and a test
// it cannot settle (a tie or a near tie) is decided by the scalar method, careful path and
// all. No trace: a batch is for maps and games, not for the picture.

#include "core/policy.h"

#include "core/geometry/shapes.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace overlap {

struct CircleArrays {
    const double* x;
    const double* y;
    const double* r;
};

// Circles kept as structure of arrays, for a caller that builds them one by one.
struct CircleColumns {
    std::vector<double> x, y, r;
    void add(const Circle& c) {
        x.push_back(c.c.x);
        y.push_back(c.c.y);
        r.push_back(c.r);
    }
    CircleArrays arrays() const { return {x.data(), y.data(), r.data()}; }
    Circle at(std::size_t i) const { return {{x[i], y[i]}, r[i]}; }
};

// Axis-aligned rects as Rect keeps them: the far edges rounded, with their remainders.
struct RectArrays {
    const double* minX;
    const double* minY;
    const double* maxX;
    const double* maxY;
    const double* maxLoX;
    const double* maxLoY;
};

// out[i] = 1 when circle i overlaps rect i (circleRectClamp), else 0.
void circleRectClampBatch(std::size_t n, const CircleArrays& c, const RectArrays& r, Touching t,
                          std::uint8_t* out);

// out[i] = 1 when circle a[i] overlaps circle b[i] (circleCircleSquared), else 0.
void circleCircleSquaredBatch(std::size_t n, const CircleArrays& a, const CircleArrays& b,
                              Touching t, std::uint8_t* out);

} // namespace overlap
