#pragma once

// What the rest of Overlap asks about pairs of shapes, answered from the method table: the
// pairs a learner picks from, their starting scenes and usual methods, and which methods
// take a scene.

#include "core/algorithms.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace overlap {

// The pairs a learner picks from, in the order offered: a circle and a rect, a circle and a
// turned rect, two circles, two rects (turned or not: the separating axis test takes them).
std::span<const Pair> shownPairs();

// The shown pair a method's shapes belong to: two turned rects are shown as two rects.
Pair shownPairOf(Pair p);

// The two kinds of shape a pair's methods take, turned or not: two circles (CircleCircle),
// two rects (RectRect: rect-rect and rotated-rotated) or a circle and a rect (CircleRect:
// circle-rect and circle-rotated). Methods of one kind pair meet on the scenes both take,
// those with axis-aligned rects; methods of different ones never take the same scene.
Pair kindsOf(Pair p);

// The kinds (kindsOf) in the order a learner's method and overlap-cli's cases offer them:
// a circle and a rect, two circles, two rects. Files and the command line name each by
// pairName(): "circle-rect", "circle-circle", "rect-rect"; a rect turned or not is a flag.
std::span<const Pair> pairKinds();
// The kind of that name, or none.
std::optional<Pair> kindNamed(std::string_view name);
// The pair of a kind with its rects turned (`rotated`) or not; two circles stay two circles.
Pair withRectsTurned(Pair kind, bool rotated);

// The shown pair a scene is, in either order: two circles, two rects (turned or not), a
// circle and a turned rect, else a circle and a rect.
Pair scenePair(const Shape& a, const Shape& b);

// The scene a shown pair starts with (p as by shownPairOf).
struct PairStart {
    Pair pair; // the shown pair
    Shape a, b;
};
PairStart startOf(Pair p);

// The usual methods of a shown pair, in their places (Usual); pitfalls only when asked.
std::vector<const Algorithm*> usualMethods(Pair shown, bool withPitfalls);

// Whether runAlgorithm would give the method's verdict for these shapes (both valid and of
// its pair, in either order), without running it.
bool accepts(const Algorithm& algorithm, const Shape& a, const Shape& b);

} // namespace overlap
