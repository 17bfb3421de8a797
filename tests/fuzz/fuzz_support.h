#pragma once

// What the fuzz targets may demand of the circle-rotated methods at angles that are not
// right angles.
//
// A rotated rect keeps its axis as cos and sin rounded to doubles, a vector whose length is
// 1 only to within about 2^-53, and the methods read it differently: the clamp and the
// fold turn the centre back by it (so they see distances times that length), the nine
// regions build the corners with it (a rect that much larger or smaller). Each is exact
// for its own reading, but the readings differ by a relative 2^-52 or so, so two correct
// methods may disagree on a scene that close to touching. At right angles the axis is
// exact and they must agree everywhere.
//
// So there the targets only ask for agreement where that cannot matter: where the clamp
// says the same when the radius grows and shrinks by 2^-40 of the scene's size, far more
// than the readings differ. Nothing is asked when that margin would overflow or underflow.

#include "core/algorithms.h"
#include "core/geometry/angle.h"

#include <cmath>
#include <optional>

namespace overlap::fuzz {

// Whether the shape is a rotated rect whose axis is rounded (not a right angle).
inline bool hasRoundedAxis(const Shape& s) {
    const auto* r = std::get_if<RotatedRect>(&s);
    return r && !isRightAngle(r->angleDeg);
}

// The verdict every correct circle-rotated method must give, when the scene is that far
// from touching; nothing otherwise. Expects valid shapes.
inline std::optional<bool> robustVerdict(const Circle& c, const RotatedRect& r) {
    const Algorithm* probe = findAlgorithm("circle-rotated.clamp");
    const double size =
        std::abs(c.c.x - r.c.x) + std::abs(c.c.y - r.c.y) + r.half.x + r.half.y + c.r;
    const double margin = 0x1p-40 * size;
    if (!probe || !std::isfinite(margin) || margin < 0x1p-1000)
        return std::nullopt;
    const Circle grown{c.c, c.r + margin};
    if (!std::isfinite(grown.r))
        return std::nullopt;
    const Outcome far = runAlgorithm(*probe, grown, r, Touching::Counts);
    if (far.ok() && !far.result.overlap)
        return false;
    if (c.r >= margin) {
        const Outcome deep = runAlgorithm(*probe, Circle{c.c, c.r - margin}, r, Touching::Counts);
        if (deep.ok() && deep.result.overlap)
            return true;
    }
    return std::nullopt;
}

} // namespace overlap::fuzz
