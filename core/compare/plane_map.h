#pragma once

#include "core/algorithms.h"
#include "core/compare/zones.h"
#include "core/geometry/centre.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace overlap {

// Sample points over the plane: sample (i, j) is origin + (i - originCol, j - originRow) *
// step, y up, row j = 0 at the bottom. A step that is a power of two keeps whole and half
// coordinates among the samples, so exact touching positions are samples too; an origin
// inside the grid (an anchor) is itself a sample, exactly, however far from zero it lies.
struct PlaneGrid {
    Vec2 origin;
    double step = 1.0;
    int cols = 0;
    int rows = 0;
    int originCol = 0;
    int originRow = 0;
    Vec2 point(int i, int j) const {
        return {origin.x + (i - originCol) * step, origin.y + (j - originRow) * step};
    }
    std::size_t size() const { return std::size_t(cols) * std::size_t(rows); }
    friend bool operator==(const PlaneGrid&, const PlaneGrid&) = default;
};

// A grid with a power-of-two step covering `min`..`max` with about `samplesAcross` samples
// along the longer side (at most 4096 in each direction). With an anchor inside the area,
// the anchor is a sample.
PlaneGrid gridCovering(Vec2 min, Vec2 max, int samplesAcross);
PlaneGrid gridCovering(Vec2 min, Vec2 max, int samplesAcross, Vec2 anchor);

// The same shape translated so that centreOf() is p.
Shape movedTo(const Shape& s, Vec2 p);

// What a method says with shape a's centre at each sample point (b fixed), or for a moving
// method, with a where it stands and its move ending at the sample (the move's tip): apart
// (a miss), touching
// (overlap only when touching counts), overlap, or a method that contradicts itself
// (overlap only when touching does not count), or no verdict (the method refused).
enum class PlaneVerdict : std::uint8_t { Apart, Touching, Overlap, Contradiction, Refused };

// Row-major, row 0 at the bottom. `cancelled` is asked between rows; when it says yes the
// map is returned unfinished (and should be dropped).
using CancelCheck = std::function<bool()>;
std::vector<PlaneVerdict> planeVerdicts(const Algorithm& algorithm, const Shape& a, const Shape& b,
                                        const PlaneGrid& grid, const CancelCheck& cancelled = {});

// 1 where the two methods both give a verdict and the verdicts differ under the policy.
std::vector<std::uint8_t> planeDisagreement(const Algorithm& first, const Algorithm& second,
                                            const Shape& a, const Shape& b, Touching touching,
                                            const PlaneGrid& grid,
                                            const CancelCheck& cancelled = {});

// The zone of each sample (zoneOf); empty when a is not a circle or b not a rect.
std::vector<std::uint8_t> planeZones(ZoneScheme scheme, const Shape& a, const Shape& b,
                                     const PlaneGrid& grid);

} // namespace overlap
