#pragma once

// The table of methods: one row per method with every fact the rest of Overlap reads about
// it. This is the one place a method id is spelled (besides the app's translated titles and
// the lesson files). Adding a method for an existing pair: write its function in
// core/methods/, add a row here, and its lesson text and translated title; compare mode,
// overlays, op counts, step alignment, the benchmark and the CLI read it from here.
//
// The rows are made by method<F>() and pitfall<F>(), which take every fact as a required
// argument (a missing one does not compile) and derive the pair from F's shape types.

#include "core/algorithms.h"
#include "core/methods/circle_circle.h"
#include "core/methods/circle_rect.h"
#include "core/methods/pitfalls.h"
#include "core/methods/rect_rect.h"
#include "core/sweep/sweep_table.h"
#include "core/sweep/swept_picture.h"

#include <array>
#include <span>
#include <type_traits>

namespace overlap::table {

// The pair a typed method's shape types make, or a compile error.
template <class A, class B> constexpr Pair pairOf() {
    if constexpr (std::is_same_v<A, Rect> && std::is_same_v<B, Rect>)
        return Pair::RectRect;
    else if constexpr (std::is_same_v<A, Circle> && std::is_same_v<B, Circle>)
        return Pair::CircleCircle;
    else if constexpr (std::is_same_v<A, Circle> && std::is_same_v<B, Rect>)
        return Pair::CircleRect;
    else if constexpr (std::is_same_v<A, Circle> && std::is_same_v<B, RotatedRect>)
        return Pair::CircleRotatedRect;
    else {
        static_assert(std::is_same_v<A, RotatedRect> && std::is_same_v<B, RotatedRect>,
                      "a method takes two shapes of one of the pairs, circle first");
        return Pair::RotatedRects;
    }
}

// Adapts a typed method to the table's signature; runAlgorithm has checked the types.
template <class A, class B, TypedFn<A, B> F>
Result adapt(const Shape& a, const Shape& b, Touching t, Trace* trace) {
    return F(std::get<A>(a), std::get<B>(b), t, trace);
}

template <class> struct Signature;
template <class A, class B> struct Signature<Result (*)(const A&, const B&, Touching, Trace*)> {
    using First = A;
    using Second = B;
};

// A correct method.
template <auto F>
constexpr Algorithm method(std::string_view id, std::string_view title, int lesson, Usual usual,
                           ZoneScheme zones, OpCounts ops, std::span<const StepMeaning> steps) {
    using A = typename Signature<decltype(F)>::First;
    using B = typename Signature<decltype(F)>::Second;
    return Algorithm{id,  title, pairOf<A, B>(), lesson, false,         {}, {}, zones,
                     ops, steps, usual,          F,      adapt<A, B, F>};
}

// A deliberately wrong copy of a tutorial's mistake: its own picture is its verdict map.
template <auto F>
constexpr Algorithm pitfall(std::string_view id, std::string_view title, int lesson,
                            std::string_view correct, std::string_view mistake, Usual usual,
                            OpCounts ops, std::span<const StepMeaning> steps) {
    using A = typename Signature<decltype(F)>::First;
    using B = typename Signature<decltype(F)>::Second;
    return Algorithm{id,      title,   pairOf<A, B>(),      lesson, true,
                     correct, mistake, ZoneScheme::Verdict, ops,    steps,
                     usual,   F,       adapt<A, B, F>};
}

// Step meanings shared across methods: the opening picture of the shapes, the point the
// circle is nearest to (clamp's nearest point is fold's clamped corner vector), and the
// centre turned back by -θ, in numbers (rotate) or drawn (rotate-back; a pitfall's single
// rotate-back step, which holds the numbers, lines up with the method's rotate).
inline constexpr std::string_view kShapes = "shapes";
inline constexpr std::string_view kNearest = "nearest";
inline constexpr std::string_view kTurn = "turn";
inline constexpr std::string_view kOwn = {};
// Every correct method ends by pushing a apart (core/methods/push_step.h): one column.
inline constexpr std::string_view kPush = "push";

// clang-format off
inline constexpr StepMeaning kIntersectionSteps[]{
    {"subjects", kShapes}, {"x.left", kOwn}, {"x.right", kOwn}, {"y.bottom", kOwn},
    {"y.top", kOwn}, {"result", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kSeparationSteps[]{
    {"subjects", kShapes}, {"compare.right1-left2", kOwn}, {"compare.right2-left1", kOwn},
    {"compare.top1-bottom2", kOwn}, {"compare.top2-bottom1", kOwn}, {"result", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kDistanceSteps[]{
    {"centres", kShapes}, {"distance", kOwn}, {"radii", kOwn}, {"compare", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kSquaredSteps[]{
    {"centres", kShapes}, {"legs", kOwn}, {"squares", kOwn}, {"compare", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kClampSteps[]{
    {"subjects", kShapes}, {"band.x", kOwn}, {"band.y", kOwn}, {"nearest", kNearest},
    {"distance", kOwn}, {"compare", kOwn}, {"push", kPush}};
// The typo's copy has no push step: a wrong method does not answer what comes next.
inline constexpr StepMeaning kClampPitfallSteps[]{
    {"subjects", kShapes}, {"band.x", kOwn}, {"band.y", kOwn}, {"nearest", kNearest},
    {"distance", kOwn}, {"compare", kOwn}};
inline constexpr StepMeaning kRoundedSteps[]{
    {"subjects", kShapes}, {"roll", kOwn}, {"cross.h", kOwn}, {"cross.v", kOwn},
    {"corner", kOwn}, {"radius", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kNineRegionSteps[]{
    {"vertices", kShapes}, {"edge.AB", kOwn}, {"edge.BC", kOwn}, {"edge.CD", kOwn},
    {"edge.DA", kOwn}, {"region", kOwn}, {"distance.corner", kOwn}, {"radius", kOwn},
    {"edge.height", kOwn}, {"distance.edge", kOwn}, {"inside", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kFoldSteps[]{
    {"subjects", kShapes}, {"translate", kOwn}, {"fold", kOwn}, {"corner", kOwn},
    {"excess", kOwn}, {"clamp", kNearest}, {"compare", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kRotatedClampSteps[]{
    {"frame", kShapes}, {"rotate", kTurn}, {"rotate-back", kTurn}, {"band.x", kOwn},
    {"band.y", kOwn}, {"nearest", kNearest}, {"distance", kOwn}, {"nearest-world", kOwn},
    {"compare", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kRotatedFoldSteps[]{
    {"frame", kShapes}, {"rotate", kTurn}, {"rotate-back", kTurn}, {"translate", kOwn},
    {"fold", kOwn}, {"corner", kOwn}, {"excess", kOwn}, {"clamp", kNearest},
    {"nearest-world", kOwn}, {"compare", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kSatSteps[]{
    {"subjects", kShapes}, {"axis.1", kOwn}, {"axis.2", kOwn}, {"axis.3", kOwn},
    {"axis.4", kOwn}, {"result", kOwn}, {"push", kPush}};
inline constexpr StepMeaning kSignedEdgeSteps[]{
    {"subjects", kShapes}, {"edge.0", kOwn}, {"edge.1", kOwn}, {"edge.2", kOwn},
    {"edge.3", kOwn}, {"compare", kOwn}};
inline constexpr StepMeaning kBoundingBoxSteps[]{
    {"subjects", kShapes}, {"compare.right1-left2", kOwn}, {"compare.right2-left1", kOwn},
    {"compare.top1-bottom2", kOwn}, {"compare.top2-bottom1", kOwn}, {"result", kOwn}};
inline constexpr StepMeaning kOwnAxesSteps[]{
    {"subjects", kShapes}, {"axis.1", kOwn}, {"axis.2", kOwn}, {"result", kOwn}};
inline constexpr StepMeaning kRotatedPitfallSteps[]{
    {"rotate-back", kTurn}, {"band.x", kOwn}, {"band.y", kOwn}, {"nearest", kNearest},
    {"distance", kOwn}, {"compare", kOwn}};

constexpr auto kNine = ZoneScheme::NineRegions;
constexpr auto kRounded = ZoneScheme::RoundedRect;
constexpr auto kFold = ZoneScheme::FoldBands;
constexpr auto kVerdict = ZoneScheme::Verdict;

// Op counts {square roots, trig calls, comparisons, multiplications}, counted from
// core/methods: the comparisons are the ones the decision makes in the worst case; min/max
// and clamps count theirs too even where the compiler removes the branch.
inline constexpr std::array kMethods{
    method<rectRectIntersection>("rect-rect.intersection", "Rect vs rect: intersection rectangle",
        1, Usual{1}, kVerdict, {0, 0, 6, 0}, // 2 max, 2 min, lx <= rx, by <= ty
        kIntersectionSteps),
    method<rectRectSeparation>("rect-rect.separation", "Rect vs rect: separation test",
        1, Usual{2}, kVerdict, {0, 0, 4, 0}, // four edge comparisons
        kSeparationSteps),
    method<circleCircleDistance>("circle-circle.distance", "Circle vs circle: distance",
        2, Usual{1}, kVerdict, {1, 0, 1, 2}, // sqrt of dx² + dy², then d <= r1 + r2
        kDistanceSteps),
    method<circleCircleSquared>("circle-circle.squared", "Circle vs circle: squared distance",
        2, Usual{2}, kVerdict, {0, 0, 1, 3}, // dx² + dy² <= (r1 + r2)²
        kSquaredSteps),
    method<circleRectClamp>("circle-rect.clamp", "Circle vs rect: nearest point (clamp)",
        3, Usual{1}, kNine, {0, 0, 5, 3}, // two clamps, dx² + dy² <= r²
        kClampSteps),
    method<circleRectRounded>("circle-rect.rounded", "Circle vs rect: rounded-rect regions",
        4, Usual{2}, kRounded, {0, 0, 12, 3}, // wide and tall rects, then a corner disc
        kRoundedSteps),
    method<circleRectNineRegion>("circle-rect.nine-region",
        "Circle vs rect: nine regions by cross products",
        5, Usual{3}, kNine, {0, 0, 6, 11}, // four cross products, cross² <= r²|e|²
        kNineRegionSteps),
    method<circleRectFold>("circle-rect.fold", "Circle vs rect: fold into the first quadrant",
        6, Usual{4}, kFold, {0, 0, 5, 3}, // two abs-and-max, |u|² <= r²
        kFoldSteps),
    method<circleRotatedNineRegion>("circle-rotated.nine-region",
        "Circle vs rotated rect: nine regions",
        5, Usual{3}, kNine, {0, 0, 6, 19}, // its four turned corners first
        kNineRegionSteps),
    method<circleRotatedClamp>("circle-rotated.clamp",
        "Circle vs rotated rect: rotate back, then clamp",
        7, Usual{1}, kNine, {0, 0, 5, 7}, // turned by the stored axis: no trig
        kRotatedClampSteps),
    method<circleRotatedFold>("circle-rotated.fold",
        "Circle vs rotated rect: rotate back, then fold",
        7, Usual{2}, kFold, {0, 0, 5, 7},
        kRotatedFoldSteps),
    method<rectRectSat>("rect-rect.sat", "Rect vs rect: separating axis theorem",
        8, Usual{3}, kVerdict, {0, 0, 16, 32}, // four axes, both rects' corners on each
        kSatSteps),
    pitfall<pitfallClampYTypo>("pitfall.clamp-y-typo", "Pitfall: clamp with the y-branch typo",
        3, "circle-rect.clamp", "the y branch compares the circle's x with the rect's top",
        kNotUsual, {0, 0, 5, 3},
        kClampPitfallSteps),
    pitfall<pitfallNineRegionSignedDistance>("pitfall.nine-region-signed-distance",
        "Pitfall: nine regions without the absolute value",
        5, "circle-rect.nine-region",
        "the distance to an edge line drops its absolute value, so it is negative outside",
        kNotUsual, {1, 0, 6, 10}, // |Q - P| by hypot
        kSignedEdgeSteps),
    pitfall<pitfallNineRegionYDownOrder>("pitfall.nine-region-y-down-order",
        "Pitfall: nine regions walked in screen order",
        5, "circle-rect.nine-region",
        "counter-clockwise on a y-down screen is clockwise in y-up math: every side flips",
        kNotUsual, {1, 0, 6, 10},
        kSignedEdgeSteps),
    pitfall<pitfallRotatedPlusTheta>("pitfall.rotated-plus-theta",
        "Pitfall: rotate the centre by +θ",
        7, "circle-rotated.clamp", "the centre is turned by +θ where -θ undoes the rect's turn",
        Usual{4}, {0, 0, 5, 7},
        kRotatedPitfallSteps),
    pitfall<pitfallRotatedDegreesAsRadians>("pitfall.rotated-degrees-as-radians",
        "Pitfall: degrees passed to cos and sin",
        7, "circle-rotated.clamp", "cos and sin take radians; the angle was in degrees",
        kNotUsual, {0, 2, 5, 7}, // cos and sin on every test
        kRotatedPitfallSteps),
    pitfall<pitfallRotatedNaiveTrig>("pitfall.rotated-naive-trig", "Pitfall: cos 90° is not 0",
        7, "circle-rotated.clamp",
        "library cos/sin of a right angle leave a tiny tilt, so exact touching is lost",
        kNotUsual, {0, 2, 5, 7},
        kRotatedPitfallSteps),
    pitfall<pitfallSatBoundingBoxes>("pitfall.sat-bounding-boxes",
        "Pitfall: bounding boxes of turned rects",
        8, "rect-rect.sat",
        "the axis-aligned test on the rects' bounding boxes says overlap where only the boxes meet",
        kNotUsual, {0, 0, 4, 8}, // each box's two reaches, then four edge comparisons
        kBoundingBoxSteps),
    pitfall<pitfallSatOwnAxesOnly>("pitfall.sat-own-axes-only",
        "Pitfall: separating axes of rect a only",
        8, "rect-rect.sat", "only a's two axes are tried, so a gap along b's axes goes unseen",
        kNotUsual, {0, 0, 8, 16}, // half of the SAT's four axes
        kOwnAxesSteps),
};
// clang-format on

// A moving method: F is the same test standing still; `swept` is its row in the swept table,
// which gives its title, whether it is a pitfall and its mistake, and which decides.
template <auto F>
constexpr Algorithm moving(std::string_view swept, int lesson, std::span<const StepMeaning> steps,
                           void (*picture)(const Shape&, Vec2, const Shape&, const Sweep&, Touching,
                                           Trace&)) {
    using A = typename Signature<decltype(F)>::First;
    using B = typename Signature<decltype(F)>::Second;
    const SweptMethod& row = sweep_table::row(swept);
    const std::string_view correct = row.pitfall ? sweep_table::correctOf(row.kind).id : "";
    return Algorithm{row.id,    row.title,        pairOf<A, B>(), lesson, row.pitfall,
                     correct,   row.mistake,      kVerdict,       {},     steps,
                     kNotUsual, std::monostate{}, adapt<A, B, F>, row.id, picture};
}

inline constexpr StepMeaning kSweptCircleRectSteps[]{
    {"subjects", kShapes}, {"frames", kOwn},  {"swept", kOwn},   {"grown", kOwn},
    {"cross.h", kOwn},     {"cross.v", kOwn}, {"corners", kOwn}, {"impact", kOwn}};

inline constexpr StepMeaning kSweptRectRectSteps[]{{"subjects", kShapes}, {"frames", kOwn},
                                                   {"swept", kOwn},       {"grown", kOwn},
                                                   {"slabs", kOwn},       {"impact", kOwn}};

inline constexpr StepMeaning kFramesOnlySteps[]{{"subjects", kShapes}, {"frames", kOwn}};

inline constexpr StepMeaning kBoxCornersSteps[]{
    {"subjects", kShapes}, {"frames", kOwn}, {"swept", kOwn}, {"box", kOwn}, {"impact", kOwn}};

inline constexpr std::array kMovingMethods{
    moving<circleRectClamp>("circle-rect.swept", 9, kSweptCircleRectSteps, circleRectSweepPicture),
    moving<rectRectSeparation>("rect-rect.swept", 10, kSweptRectRectSteps, rectRectSweepPicture),
    moving<circleRectClamp>("pitfall.frames-only", 9, kFramesOnlySteps, framesOnlyPicture),
    moving<circleRectClamp>("pitfall.box-corners", 9, kBoxCornersSteps, boxCornersPicture),
    moving<rectRectSeparation>("pitfall.rect-frames-only", 10, kFramesOnlySteps,
                               rectFramesOnlyPicture),
};

} // namespace overlap::table
