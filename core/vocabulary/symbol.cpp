#include "core/vocabulary/symbol.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace overlap {

namespace {

using K = SymbolKind;
using S = Symbol;

// One row a symbol; the order is Symbol's (checked below).
constexpr std::array<SymbolInfo, std::size_t(Symbol::Count) - 1> kVocabulary{{
    {S::ShapeA, "shape.a", "a", "", K::Figure, "shape a: the first shape, the one you move",
     "图形 a：第一个图形，就是你拖动的那个"},
    {S::ShapeB, "shape.b", "b", "", K::Figure, "shape b: the second shape", "图形 b：第二个图形"},
    {S::Centre, "centre", "C", "", K::Point, "the circle's centre", "圆心"},
    {S::Radius, "radius", "r", "", K::Length, "the circle's radius", "圆的半径"},
    {S::RadiusSquared, "radius.squared", "r²", "", K::SquaredLength,
     "the radius squared, compared with d² so that no square root is needed",
     "半径的平方，与 d² 比较，这样就不用开平方"},
    {S::CentreA, "centre.a", "C1", "", K::Point, "circle a's centre (two circles)",
     "圆 a 的圆心（两个圆时）"},
    {S::CentreB, "centre.b", "C2", "", K::Point, "circle b's centre (two circles)",
     "圆 b 的圆心（两个圆时）"},
    {S::RadiusA, "radius.a", "r1", "", K::Length, "circle a's radius (two circles)",
     "圆 a 的半径（两个圆时）"},
    {S::RadiusB, "radius.b", "r2", "", K::Length, "circle b's radius (two circles)",
     "圆 b 的半径（两个圆时）"},
    {S::RadiiSum, "radii.sum", "r1 + r2", "", K::Length,
     "the sum of the radii: the centres' distance at which two circles touch",
     "两个半径之和：两圆恰好接触时圆心之间的距离"},
    {S::RadiiSumSquared, "radii.sum.squared", "(r1 + r2)²", "", K::SquaredLength,
     "the sum of the radii squared, compared with d²", "半径之和的平方，与 d² 比较"},
    {S::Nearest, "nearest", "N", "", K::Point,
     "the point of the rect nearest to the circle's centre", "矩形上离圆心最近的点"},
    {S::NearestX, "nearest.x", "nx", "", K::Coordinate,
     "the nearest point's x: the centre's x clamped to the rect's x band (N′'s, in a turned "
     "rect's own frame)",
     "最近点的 x：圆心的 x 钳制到矩形的 x 区间（旋转矩形时是 N′ 在矩形自身坐标系中的 x）"},
    {S::NearestY, "nearest.y", "ny", "", K::Coordinate,
     "the nearest point's y: the centre's y clamped to the rect's y band (N′'s, in a turned "
     "rect's own frame)",
     "最近点的 y：圆心的 y 钳制到矩形的 y 区间（旋转矩形时是 N′ 在矩形自身坐标系中的 y）"},
    {S::Distance, "distance", "d", "", K::Length,
     "how far a circle's centre is from the nearest point of what it is tested against "
     "(N on a rect, the other circle's centre), compared with the radius",
     "圆心到被测图形上最近点的距离（矩形上的 N，或另一个圆的圆心），拿来和半径比较"},
    {S::DistanceSquared, "distance.squared", "d²", "", K::SquaredLength,
     "the distance squared: dx² + dy², no square root needed", "距离的平方：dx² + dy²，不用开平方"},
    {S::LegX, "leg.x", "dx", "", K::Length, "d's run along x: the x difference of its two ends",
     "d 在 x 方向的分量：两端 x 坐标之差"},
    {S::LegY, "leg.y", "dy", "", K::Length, "d's run along y: the y difference of its two ends",
     "d 在 y 方向的分量：两端 y 坐标之差"},
    {S::LegXSquared, "leg.x.squared", "dx²", "", K::SquaredLength,
     "dx squared: the area of the square on the leg dx", "dx 的平方：直角边 dx 上正方形的面积"},
    {S::LegYSquared, "leg.y.squared", "dy²", "", K::SquaredLength,
     "dy squared: the area of the square on the leg dy", "dy 的平方：直角边 dy 上正方形的面积"},
    {S::Gap, "gap", "gap", "间隙", K::Length, "the empty space between two things that do not meet",
     "两个不相交的东西之间的空隙"},
    {S::Depth, "depth", "depth", "深度", K::Length,
     "how far two things reach into each other where they overlap", "重叠时两者互相伸入的长度"},
    {S::Left, "left", "{o}.left", "", K::Coordinate, "the x of a rect's left edge",
     "矩形左边的 x 坐标"},
    {S::Right, "right", "{o}.right", "", K::Coordinate, "the x of a rect's right edge",
     "矩形右边的 x 坐标"},
    {S::Bottom, "bottom", "{o}.bottom", "", K::Coordinate, "the y of a rect's bottom edge",
     "矩形下边的 y 坐标"},
    {S::Top, "top", "{o}.top", "", K::Coordinate, "the y of a rect's top edge",
     "矩形上边的 y 坐标"},
    {S::Intersection, "intersection", "I", "", K::Region,
     "the intersection rectangle: the part a and b share", "相交矩形：a 和 b 共有的部分"},
    {S::IntersectionLeft, "intersection.left", "I.left", "", K::Coordinate,
     "I's left edge: the larger of the two left edges", "I 的左边：两个左边中较大的那个"},
    {S::IntersectionRight, "intersection.right", "I.right", "", K::Coordinate,
     "I's right edge: the smaller of the two right edges", "I 的右边：两个右边中较小的那个"},
    {S::IntersectionBottom, "intersection.bottom", "I.bottom", "", K::Coordinate,
     "I's bottom edge: the larger of the two bottom edges", "I 的下边：两个下边中较大的那个"},
    {S::IntersectionTop, "intersection.top", "I.top", "", K::Coordinate,
     "I's top edge: the smaller of the two top edges", "I 的上边：两个上边中较小的那个"},
    {S::IntersectionWidth, "intersection.width", "I.width", "", K::Length,
     "I's width, I.right − I.left", "I 的宽度：I.right − I.left"},
    {S::IntersectionHeight, "intersection.height", "I.height", "", K::Length,
     "I's height, I.top − I.bottom", "I 的高度：I.top − I.bottom"},
    {S::RectCentre, "rect.centre", "m", "", K::Point, "the rect's centre", "矩形的中心"},
    {S::HalfSize, "half.size", "h", "", K::Point,
     "the rect's half size (half width, half height): its corner seen from m",
     "矩形的半尺寸（半宽、半高）：从 m 看过去的角点"},
    {S::OwnAxisX, "axis.own.x", "xb", "", K::Axis, "rect b's own x axis: through m along its width",
     "矩形 b 自身的 x 轴：过 m，沿着它的宽"},
    {S::OwnAxisY, "axis.own.y", "yb", "", K::Axis,
     "rect b's own y axis: through m along its height", "矩形 b 自身的 y 轴：过 m，沿着它的高"},
    {S::Angle, "angle", "θ", "", K::Angle, "the angle the rect is turned by about m",
     "矩形绕 m 旋转的角度"},
    {S::AngleOf, "angle.of", "θ{o}", "", K::Angle,
     "the angle rect a or b is turned by about its own centre", "矩形 a 或 b 绕自身中心旋转的角度"},
    {S::Offset, "offset", "C − m", "", K::Vector, "the arrow from the rect's centre m to C",
     "从矩形中心 m 指向 C 的箭头"},
    {S::TurnedCentre, "centre.turned", "C′", "", K::Point,
     "the circle's centre turned back by −θ about m", "圆心绕 m 转回 −θ 后的位置"},
    {S::TurnedOffset, "offset.turned", "C′ − m", "", K::Vector, "C − m turned back by −θ",
     "C − m 转回 −θ 后的箭头"},
    {S::TurnedCentreX, "centre.turned.x", "C′.x", "", K::Coordinate,
     "C′'s x in the rect's own frame: measured from m along xb′",
     "C′ 在矩形自身坐标系中的 x：从 m 沿 xb′ 量"},
    {S::TurnedCentreY, "centre.turned.y", "C′.y", "", K::Coordinate,
     "C′'s y in the rect's own frame: measured from m along yb′",
     "C′ 在矩形自身坐标系中的 y：从 m 沿 yb′ 量"},
    {S::TurnedRect, "rect.turned", "b′", "", K::Figure,
     "rect b turned back by −θ: an ordinary axis-aligned rect",
     "矩形 b 转回 −θ 后：一个普通的轴对齐矩形"},
    {S::TurnedAxisX, "axis.turned.x", "xb′", "", K::Axis,
     "xb turned back by −θ: through m along the grid's x", "xb 转回 −θ 后：过 m，沿网格的 x 方向"},
    {S::TurnedAxisY, "axis.turned.y", "yb′", "", K::Axis,
     "yb turned back by −θ: through m along the grid's y", "yb 转回 −θ 后：过 m，沿网格的 y 方向"},
    {S::TurnedNearest, "nearest.turned", "N′", "", K::Point, "the point of b′ nearest to C′",
     "b′ 上离 C′ 最近的点"},
    {S::HalfWidthBelow, "half.width.below", "−hx", "", K::Coordinate,
     "b′'s left edge: minus the half width, from m along xb′", "b′ 的左边：从 m 沿 xb′ 的负半宽"},
    {S::HalfWidthAbove, "half.width.above", "+hx", "", K::Coordinate,
     "b′'s right edge: plus the half width, from m along xb′", "b′ 的右边：从 m 沿 xb′ 的正半宽"},
    {S::HalfHeightBelow, "half.height.below", "−hy", "", K::Coordinate,
     "b′'s bottom edge: minus the half height, from m along yb′",
     "b′ 的下边：从 m 沿 yb′ 的负半高"},
    {S::HalfHeightAbove, "half.height.above", "+hy", "", K::Coordinate,
     "b′'s top edge: plus the half height, from m along yb′", "b′ 的上边：从 m 沿 yb′ 的正半高"},
    {S::FoldOffset, "fold.offset", "p", "", K::Vector,
     "the centre seen from m along the rect's own axes (the vector the fold starts from)",
     "沿矩形自身坐标轴、从 m 看圆心的向量（折叠的起点）"},
    {S::Folded, "fold.folded", "q", "", K::Point,
     "p folded into the first quadrant: (|p.x|, |p.y|)", "把 p 折叠到第一象限：(|p.x|, |p.y|)"},
    {S::Quadrant, "fold.quadrant", "first quadrant", "第一象限", K::Region,
     "the first quadrant of the rect's own frame, where the fold puts q",
     "矩形自身坐标系的第一象限，折叠把 q 放在这里"},
    {S::Quarter, "fold.quarter", "quarter", "四分之一矩形", K::Region,
     "the quarter of the rect in the first quadrant, from m to the corner h: all the fold "
     "leaves to test against",
     "矩形落在第一象限的四分之一，从 m 到角点 h：折叠之后只需和它比较"},
    {S::Excess, "fold.excess", "v", "", K::Vector,
     "q − h: how far q lies past the corner h, per axis", "q − h：q 在每个方向上超出角点 h 多少"},
    {S::Clamped, "fold.clamped", "u", "", K::Vector,
     "v with its negative parts set to 0: from the rect's nearest point to q",
     "把 v 的负分量置为 0：从矩形上最近的点指向 q"},
    {S::FoldNearest, "fold.nearest", "Nq", "", K::Point,
     "the point of the quarter nearest to q, where u starts (unfolded, it is N)",
     "四分之一矩形上离 q 最近的点，u 从这里出发（展开后就是 N）"},
    {S::CrossH, "cross.horizontal", "wide rect", "横向扩展矩形", K::Region,
     "the rect grown by r to the left and right", "矩形向左右各扩展 r 得到的矩形"},
    {S::CrossV, "cross.vertical", "tall rect", "纵向扩展矩形", K::Region,
     "the rect grown by r up and down", "矩形向上下各扩展 r 得到的矩形"},
    {S::Corner, "corner", "P{k}", "", K::Point,
     "a corner of the rect, numbered 0 to 3 counter-clockwise", "矩形的角点，逆时针编号 0 到 3"},
    {S::EdgeVector, "edge", "P{k}P{k1}", "", K::Vector,
     "the edge from corner Pk to the next corner", "从角点 Pk 指向下一个角点的边"},
    {S::CornerToCentre, "corner.to.centre", "P{k}C", "", K::Vector,
     "the arrow from corner Pk to the circle's centre C", "从角点 Pk 指向圆心 C 的箭头"},
    {S::CrossProduct, "cross", "cross(P{k}P{k1}, P{k}C)", "", K::Number,
     "the cross product whose sign says which side of the edge C lies on",
     "叉积，它的符号说明 C 在这条边的哪一侧"},
    {S::CrossProductAbs, "cross.abs", "|cross(P{k}P{k1}, P{k}C)|", "", K::Number,
     "the cross product's size: the edge's length times C's distance from its line",
     "叉积的绝对值：边长乘以 C 到这条边所在直线的距离"},
    {S::EdgeLength, "edge.length", "|P{k}P{k1}|", "", K::Length, "the length of the edge PkPk+1",
     "边 PkPk+1 的长度"},
    {S::InnerSide, "inner.side", "inner side of P{k}P{k1}", "P{k}P{k1} 的内侧", K::Region,
     "the half-plane on the rect's side of the edge's line: C is in it when the cross product "
     "is not negative",
     "边所在直线靠矩形一侧的半平面：叉积不为负时 C 就在其中"},
    {S::Region, "region", "region {k}", "区域 {k}", K::Region,
     "one of the nine regions the rect's edge lines cut the plane into",
     "矩形各边所在直线把平面分成的九个区域之一"},
    {S::OutsideCount, "outside.count", "outside", "外部", K::Number,
     "how many edges C lies outside of", "C 位于几条边的外侧"},
    {S::Axis, "axis", "axis {k}", "轴 {k}", K::Axis,
     "a candidate separating axis: the direction of one rect's edge normal",
     "候选分离轴：某个矩形一条边的法线方向"},
    {S::AxisZero, "axis.zero", "a's centre", "a 的中心", K::Point,
     "where every shadow on an axis is measured from: a's centre", "轴上量投影的起点：a 的中心"},
    {S::ShadowMinA, "shadow.a.min", "minA", "", K::Coordinate,
     "the low end of a's shadow (projection) on the axis", "a 在轴上的投影的最小端"},
    {S::ShadowMaxA, "shadow.a.max", "maxA", "", K::Coordinate,
     "the high end of a's shadow on the axis", "a 在轴上的投影的最大端"},
    {S::ShadowMinB, "shadow.b.min", "minB", "", K::Coordinate,
     "the low end of b's shadow on the axis", "b 在轴上的投影的最小端"},
    {S::ShadowMaxB, "shadow.b.max", "maxB", "", K::Coordinate,
     "the high end of b's shadow on the axis", "b 在轴上的投影的最大端"},
    {S::ShadowOverlap, "shadow.overlap", "shared", "公共部分", K::Length,
     "where a's and b's shadows on an axis overlap", "a 和 b 在同一轴上的投影重叠的部分"},
    {S::BoundingBox, "bounding.box", "box {o}", "{o} 的包围盒", K::Region,
     "the axis-aligned box around a turned shape", "包住旋转图形的轴对齐矩形"},
    {S::Normal, "normal", "normal", "法线", K::Vector,
     "the direction of length 1 from b towards a: a leaves b along it, and comes to b against it",
     "从 b 指向 a 一侧、长度为 1 的方向：a 沿着它离开 b，逆着它靠近 b"},
    {S::Push, "push", "push", "最短位移", K::Vector,
     "the shortest move of a that makes the two just touch: out of b along the normal when "
     "they overlap (its length is the depth), towards b when they are apart (the gap)",
     "让两者恰好接触的 a 的最短移动：重叠时沿法线把 a 推出 b（长度就是深度），分离时把 a "
     "移向 b（长度就是间隙）"},
    {S::Witness, "witness", "w{o}", "", K::Point,
     "the point of a (wa) the push carries onto the point of b (wb) where the two then touch",
     "最短位移把 a 上的点 wa 带到 b 上的点 wb，两者就在那里接触"},
    {S::Pushed, "pushed", "a moved", "移动后的 a", K::Figure, "a after the push: it just touches b",
     "移动之后的 a：它恰好接触 b"},
    {S::Motion, "motion", "move", "每帧位移", K::Vector,
     "how far a moves in one frame: from where it is at frame 0 to where it is at frame 1; "
     "its centre runs along it during the frame",
     "a 在一帧里移动的距离和方向：从第 0 帧的位置到第 1 帧的位置；这一帧里圆心就沿着它走"},
    {S::FrameGhost, "frame", "frame {k}", "第 {k} 帧", K::Figure,
     "where a is at frame k, the only places a per-frame test looks",
     "第 k 帧时 a 所在的位置，逐帧检测只看这些位置"},
    {S::SweptArea, "swept.area", "swept area", "扫过的区域", K::Region,
     "everything a covers at some moment of the frame, as it moves by move",
     "a 在这一帧里移动时，某一刻覆盖过的所有地方"},
    {S::RoundedRect, "rounded.rect", "rounded rect", "圆角矩形", K::Region,
     "the rect grown by r on every side, with round corners: where the centre C may not go "
     "without the circle meeting the rect",
     "矩形每边向外扩出 r、四角变圆的图形：圆心 C 一进入它，圆就碰到矩形"},
    {S::TimesX, "times.x", "x times", "x 时段", K::Number,
     "the times t at which C's x lies between the box's left and right",
     "C 的 x 落在盒子左右两边之间的那段时刻 t"},
    {S::TimesY, "times.y", "y times", "y 时段", K::Number,
     "the times t at which C's y lies between the box's bottom and top",
     "C 的 y 落在盒子上下两边之间的那段时刻 t"},
    {S::EntryTime, "time.in", "t in", "t 入", K::Number,
     "the time C enters a piece: the later of the x and y times' starts (0 at frame 0, 1 at "
     "frame 1)",
     "C 进入某一块的时刻：x 时段和 y 时段的起点中较晚的那个（第 0 帧为 0，第 1 帧为 1）"},
    {S::ExitTime, "time.out", "t out", "t 出", K::Number,
     "the time C leaves a piece: the earlier of the x and y times' ends",
     "C 离开某一块的时刻：x 时段和 y 时段的终点中较早的那个"},
    {S::ImpactTime, "time.impact", "t*", "", K::Number,
     "the time of impact: the first t in the frame at which the shapes touch",
     "碰撞时刻：这一帧里两个图形第一次接触的时刻 t"},
    {S::Impact, "impact", "a at t*", "t* 时的 a", K::Figure,
     "a where it first touches b, at the time of impact", "a 在碰撞时刻第一次接触 b 的位置"},
    {S::Contact, "contact", "contact", "接触点", K::Point, "the point where a first touches b",
     "a 第一次接触 b 的那个点"},
    {S::GrownBox, "grown.box", "grown box", "扩展盒", K::Region,
     "b grown by a's half width and half height on every side: a's centre is in it exactly "
     "when the rects meet",
     "把 b 的每边向外扩出 a 的半宽、半高：a 的中心在它里面，两个矩形就相遇"},
    {S::SquareBox, "square.box", "square-cornered box", "方角盒", K::Region,
     "the pitfall's shape: b grown by r on every side with square corners, which reach r√2 "
     "from b's corners where the rounded rect reaches only r",
     "易错点里的图形：b 每边向外扩出 r、四角仍是直角；它的角离 b 的角有 r√2，而圆角矩形只有 r"},
    {S::BoxCorner, "box.corner", "corner the box adds", "方角多出的部分", K::Region,
     "what the square-cornered box has beyond the rounded rect at a corner: a centre there is "
     "farther than r from b, so the circle misses it",
     "方角盒在一个角上比圆角矩形多出的部分：圆心在这里时离 b 超过 r，圆碰不到 b"},
}};

constexpr bool inOrder() {
    for (std::size_t i = 0; i < kVocabulary.size(); ++i)
        if (std::size_t(kVocabulary[i].symbol) != i + 1)
            return false;
    return true;
}
static_assert(inOrder(), "the vocabulary lists the symbols in Symbol's order");

// The symbols' places in the vocabulary, sorted by id: narration looks a slot's symbol up
// by id for every slot it fills, on every drag move.
constexpr auto kById = [] {
    std::array<std::uint16_t, kVocabulary.size()> order{};
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = std::uint16_t(i);
    std::sort(order.begin(), order.end(),
              [](auto l, auto r) { return kVocabulary[l].id < kVocabulary[r].id; });
    return order;
}();
constexpr bool idsDistinct() {
    for (std::size_t i = 1; i < kById.size(); ++i)
        if (kVocabulary[kById[i - 1]].id == kVocabulary[kById[i]].id)
            return false;
    return true;
}
static_assert(idsDistinct(), "every symbol has an id of its own");

void replaceAll(std::string& s, std::string_view from, std::string_view to) {
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

} // namespace

std::span<const SymbolInfo> vocabulary() {
    return kVocabulary;
}

const SymbolInfo& symbolInfo(Symbol s) {
    static constexpr SymbolInfo none{Symbol::None, "", "", "", SymbolKind::Number, "", ""};
    const std::size_t i = std::size_t(s);
    return i >= 1 && i <= kVocabulary.size() ? kVocabulary[i - 1] : none;
}

std::optional<Symbol> symbolById(std::string_view id) {
    const auto at =
        std::lower_bound(kById.begin(), kById.end(), id,
                         [](auto k, std::string_view v) { return kVocabulary[k].id < v; });
    if (at == kById.end() || kVocabulary[*at].id != id)
        return std::nullopt;
    return kVocabulary[*at].symbol;
}

std::string_view kindName(SymbolKind k) {
    switch (k) {
    case SymbolKind::Figure:
        return "shape";
    case SymbolKind::Point:
        return "point";
    case SymbolKind::Length:
        return "length";
    case SymbolKind::SquaredLength:
        return "squared length";
    case SymbolKind::Vector:
        return "vector";
    case SymbolKind::Axis:
        return "axis";
    case SymbolKind::Coordinate:
        return "coordinate";
    case SymbolKind::Angle:
        return "angle";
    case SymbolKind::Region:
        return "region";
    case SymbolKind::Number:
        return "number";
    }
    return "number";
}

std::optional<Symbol> squaredOf(Symbol s) {
    switch (s) {
    case S::Distance:
        return S::DistanceSquared;
    case S::Radius:
        return S::RadiusSquared;
    case S::RadiiSum:
        return S::RadiiSumSquared;
    case S::LegX:
        return S::LegXSquared;
    case S::LegY:
        return S::LegYSquared;
    default:
        return std::nullopt;
    }
}

std::string glyphOf(Symbol s, char owner, int index, std::string_view language) {
    const SymbolInfo& info = symbolInfo(s);
    // Not one shape's: both spellings ("a.left / b.left"), as the glossary lists it.
    if (!owner && info.glyph.find("{o}") != std::string_view::npos)
        return glyphOf(s, 'a', index, language) + " / " + glyphOf(s, 'b', index, language);
    std::string g(language == "zh" && !info.glyphZh.empty() ? info.glyphZh : info.glyph);
    replaceAll(g, "{o}", owner ? std::string(1, owner) : std::string());
    replaceAll(g, "{k1}", index >= 0 ? std::to_string((index + 1) % 4) : "k+1");
    replaceAll(g, "{k}", index >= 0 ? std::to_string(index) : "k");
    return g;
}

} // namespace overlap
