#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace overlap {

// Every thing a lesson names, each with one meaning across the whole app: the narration,
// the picture's labels, the legend, the code listings, the glossary and every compare pane
// name it by its symbol, never by a string to be matched.
enum class Symbol : unsigned char {
    None,
    // The shapes.
    ShapeA,
    ShapeB,
    // A circle.
    Centre,
    Radius,
    RadiusSquared,
    CentreA,
    CentreB,
    RadiusA,
    RadiusB,
    RadiiSum,
    RadiiSumSquared,
    // The nearest point and the distance to it.
    Nearest,
    NearestX,
    NearestY,
    Distance,
    DistanceSquared,
    LegX,
    LegY,
    LegXSquared,
    LegYSquared,
    Gap,
    Depth,
    // A rect's edges (a.left, b.top: owned by a shape) and their overlap.
    Left,
    Right,
    Bottom,
    Top,
    Intersection,
    IntersectionLeft,
    IntersectionRight,
    IntersectionBottom,
    IntersectionTop,
    IntersectionWidth,
    IntersectionHeight,
    // A rect's own frame.
    RectCentre,
    HalfSize,
    OwnAxisX,
    OwnAxisY,
    // The turn back.
    Angle,
    AngleOf, // two turned rects' angles, θa and θb (SAT)
    Offset,
    TurnedCentre,
    TurnedOffset,
    TurnedCentreX,
    TurnedCentreY,
    TurnedRect,
    TurnedAxisX,
    TurnedAxisY,
    TurnedNearest,
    HalfWidthBelow,
    HalfWidthAbove,
    HalfHeightBelow,
    HalfHeightAbove,
    // The fold.
    FoldOffset,
    Folded,
    Quadrant,
    Quarter,
    Excess,
    Clamped,
    FoldNearest,
    // The rounded rect.
    CrossH,
    CrossV,
    // Nine regions: corners P0..P3 (an index), the vectors and cross products made of them.
    Corner,
    EdgeVector,
    CornerToCentre,
    CrossProduct,
    CrossProductAbs,
    EdgeLength,
    InnerSide,
    Region,
    OutsideCount,
    // The separating axis test.
    Axis,
    AxisZero,
    ShadowMinA,
    ShadowMaxA,
    ShadowMinB,
    ShadowMaxB,
    ShadowOverlap,
    BoundingBox,
    // Push apart: the shortest move of a that makes the two just touch.
    Normal,
    Push,
    Witness,
    Pushed,
    // A moving shape (lessons 9 and 10): a moves by `move` each frame, b stands.
    Motion,
    FrameGhost,
    SweptArea,
    RoundedRect,
    TimesX,
    TimesY,
    EntryTime,
    ExitTime,
    ImpactTime,
    Impact,
    Contact,
    GrownBox,
    SquareBox,
    BoxCorner,
    Count
};

enum class SymbolKind : unsigned char {
    Figure,
    Point,
    Length,
    SquaredLength,
    Vector,
    Axis,
    Coordinate,
    Angle,
    Region,
    Number
};

// A symbol's entry in the vocabulary. A glyph may hold "{o}" (the owning shape's letter,
// a or b) and "{k}" (an index: corner P{k}, axis {k}); glyphZh is set only where the name
// is a word, and the glyph is the same in both languages otherwise.
struct SymbolInfo {
    Symbol symbol;
    std::string_view id; // stable: the glossary, the tour index and narration slots use it
    std::string_view glyph;
    std::string_view glyphZh;
    SymbolKind kind;
    std::string_view en;
    std::string_view zh;
};

// The whole vocabulary, in Symbol's order (None excluded).
std::span<const SymbolInfo> vocabulary();
const SymbolInfo& symbolInfo(Symbol s);
std::optional<Symbol> symbolById(std::string_view id);
std::string_view kindName(SymbolKind k);

// The symbol for s squared, where there is one: a listing that never takes a root holds
// only that (d as d2).
std::optional<Symbol> squaredOf(Symbol s);

// How one use of a symbol is written: the glyph with its owner's letter ('a', 'b', or 0 for
// none) and its index (-1 for none) filled in, in "en" or "zh".
std::string glyphOf(Symbol s, char owner, int index, std::string_view language);

} // namespace overlap
