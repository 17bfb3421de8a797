#include "core/methods/batch.h"

#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"

#include <cmath>

namespace overlap {

namespace {

// Tests per block: a fixed count, so that GCC's cheap -O2 vectorizer takes the loops (no
// remainder loop to add); what is left over after the last block runs one by one.
constexpr std::size_t kBlock = 256;

// A block's filtered numbers: the difference whose sign decides, and how far its size
// exceeds its error bound (> 0: the sign is sure).
struct Block {
    double diff[kBlock];
    double margin[kBlock];
};

// Writes the sure verdicts of a block; says whether any test was not sure.
bool sureVerdicts(const Block& k, std::size_t count, std::uint8_t* out) {
    bool unsure = false;
    for (std::size_t i = 0; i < count; ++i) {
        out[i] = k.diff[i] < 0;
        unsure |= !(k.margin[i] > 0);
    }
    return unsure;
}

// The clamp's numbers and filter as the scalar method forms them, written with plain comparisons
// (maxpd and minpd are the same operations as its maxsd and minsd) so that they vectorize.
void clampBlock(const CircleArrays& c, const RectArrays& r, std::size_t at, Block& k) {
    const double* __restrict cx = c.x + at;
    const double* __restrict cy = c.y + at;
    const double* __restrict cr = c.r + at;
    const double* __restrict minX = r.minX + at;
    const double* __restrict minY = r.minY + at;
    const double* __restrict maxX = r.maxX + at;
    const double* __restrict maxY = r.maxY + at;
    const double* __restrict loX = r.maxLoX + at;
    const double* __restrict loY = r.maxLoY + at;
    for (std::size_t i = 0; i < kBlock; ++i) {
        const double ax = cx[i] > minX[i] ? cx[i] : minX[i];
        const double nx = ax < maxX[i] ? ax : maxX[i];
        const double ay = cy[i] > minY[i] ? cy[i] : minY[i];
        const double ny = ay < maxY[i] ? ay : maxY[i];
        const double qx = cx[i] - nx, qy = cy[i] - ny;
        const double s = qx * qx + qy * qy, rr = cr[i] * cr[i];
        const double bound = exact::distanceSqBoundBySquares(rr, loX[i] * loX[i] + loY[i] * loY[i]);
        k.diff[i] = s - rr;
        k.margin[i] = std::abs(s - rr) - bound;
    }
}

void squaredBlock(const CircleArrays& a, const CircleArrays& b, std::size_t at, Block& k) {
    const double* __restrict ax = a.x + at;
    const double* __restrict ay = a.y + at;
    const double* __restrict ar = a.r + at;
    const double* __restrict bx = b.x + at;
    const double* __restrict by = b.y + at;
    const double* __restrict br = b.r + at;
    for (std::size_t i = 0; i < kBlock; ++i) {
        const double dx = bx[i] - ax[i], dy = by[i] - ay[i], sum = ar[i] + br[i];
        const double d2 = dx * dx + dy * dy, sum2 = sum * sum;
        k.diff[i] = d2 - sum2;
        k.margin[i] = std::abs(d2 - sum2) - detail::squaredBound(d2, sum2);
    }
}

Circle circleAt(const CircleArrays& c, std::size_t i) {
    return {{c.x[i], c.y[i]}, c.r[i]};
}

Rect rectAt(const RectArrays& r, std::size_t i) {
    return {{r.minX[i], r.minY[i]}, {r.maxX[i], r.maxY[i]}, {r.maxLoX[i], r.maxLoY[i]}};
}

// Blocks through the vectorized kernel, the tests it is not sure of and the last partial
// block through the scalar method: `scalar(i)` is test i's exact verdict.
template <class Kernel, class Scalar>
void runBlocks(std::size_t n, const Kernel& kernel, const Scalar& scalar, std::uint8_t* out) {
    Block k;
    std::size_t at = 0;
    for (; at + kBlock <= n; at += kBlock) {
        kernel(at, k);
        if (sureVerdicts(k, kBlock, out + at)) [[unlikely]]
            for (std::size_t i = 0; i < kBlock; ++i)
                if (!(k.margin[i] > 0))
                    out[at + i] = scalar(at + i);
    }
    for (; at < n; ++at)
        out[at] = scalar(at);
}

} // namespace

void circleRectClampBatch(std::size_t n, const CircleArrays& c, const RectArrays& r, Touching t,
                          std::uint8_t* out) {
    runBlocks(
        n, [&](std::size_t at, Block& k) { clampBlock(c, r, at, k); },
        [&](std::size_t i) { return circleRectClamp(circleAt(c, i), rectAt(r, i), t).overlap; },
        out);
}

void circleCircleSquaredBatch(std::size_t n, const CircleArrays& a, const CircleArrays& b,
                              Touching t, std::uint8_t* out) {
    runBlocks(
        n, [&](std::size_t at, Block& k) { squaredBlock(a, b, at, k); },
        [&](std::size_t i) {
            return circleCircleSquared(circleAt(a, i), circleAt(b, i), t).overlap;
        },
        out);
}

} // namespace overlap
