#pragma once

#include "core/compare/plane_map.h"
#include "core/compare/zones.h"
#include "core/geometry/shapes.h"

#include <QColor>
#include <QList>
#include <QPointF>

#include <optional>

namespace overlap::compare {

// What a shaded sample of a plane overlay means. Every pane, whatever its method, shades a
// meaning in one colour: a corner region is the same colour under the nine regions, the
// rounded rect and the fold.
enum class OverlayMeaning {
    Inside,        // the rect itself
    EdgeRegion,    // beside one edge (nine-region edge band, rounded wide/tall rect, fold band)
    CornerRegion,  // beyond a corner (corner region, corner disc)
    Overlap,       // the method says overlap
    Touching,      // exactly touching
    Apart,         // the method says apart
    Hit,           // a moving method: the move ending here meets b
    Graze,         // ...only touches b
    Miss,          // ...passes b by
    Contradiction, // overlap only when touching does not count
    Refused,       // no verdict
};

// The meaning of a zone of a scheme (zoneOf's numbers); none for a zone left clear (outside
// the rounded rect).
std::optional<OverlayMeaning> zoneMeaning(ZoneScheme scheme, std::uint8_t zone);
OverlayMeaning verdictMeaning(PlaneVerdict verdict);
// The same verdict said of a move (overlap is a hit, touching a graze, apart a miss).
OverlayMeaning movingMeaning(OverlayMeaning verdict);

// The meaning's colour at full strength (the legend's outline), and as the overlay paints
// it (translucent, so the construction on top stays readable). The verdicts are the verdict
// badges' colours.
QColor meaningColour(OverlayMeaning meaning);
QColor meaningFill(OverlayMeaning meaning);

// The disagreement map's red, as it paints the samples where two methods disagree.
QColor disagreementFill();

// The region numbers' ink: dark enough to read on every zone's fill.
QColor regionNumberColour();

// A nine-region number and where the overlay writes it, in world coordinates.
struct RegionNumber {
    int number = 0;
    QPointF at;
};
// Where to write 1..9 for the nine regions of a rect (axis-aligned or turned): 5 inside
// it, the others just outside its edges and corners, numbered as zoneOf numbers them
// (1 2 3 on the side of the rect's own +y, 1 on its -x side).
QList<RegionNumber> regionNumbers(const Shape& rect);

} // namespace overlap::compare
