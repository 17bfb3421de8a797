#include "app/compare/overlay_palette.h"

#include "core/geometry/visit.h"

#include <algorithm>
#include <optional>

namespace overlap::compare {

std::optional<OverlayMeaning> zoneMeaning(ZoneScheme scheme, std::uint8_t zone) {
    switch (scheme) {
    case ZoneScheme::NineRegions:
        if (zone < 1 || zone > 9)
            return std::nullopt;
        return zone == 5       ? OverlayMeaning::Inside
               : zone % 2 == 0 ? OverlayMeaning::EdgeRegion
                               : OverlayMeaning::CornerRegion;
    case ZoneScheme::RoundedRect:
        switch (zone) {
        case 1:
            return OverlayMeaning::Inside;
        case 2:
        case 3:
            return OverlayMeaning::EdgeRegion; // the wide and tall rects
        case 4:
            return OverlayMeaning::CornerRegion; // the corner discs
        default:
            return std::nullopt; // outside the rounded rect
        }
    case ZoneScheme::FoldBands: {
        // The quadrant does not change what the folded centre is measured against.
        const int band = zone % 4;
        return band == 0   ? OverlayMeaning::Inside
               : band == 3 ? OverlayMeaning::CornerRegion
                           : OverlayMeaning::EdgeRegion;
    }
    case ZoneScheme::Verdict:
        break;
    }
    return std::nullopt;
}

OverlayMeaning verdictMeaning(PlaneVerdict verdict) {
    switch (verdict) {
    case PlaneVerdict::Apart:
        return OverlayMeaning::Apart;
    case PlaneVerdict::Touching:
        return OverlayMeaning::Touching;
    case PlaneVerdict::Overlap:
        return OverlayMeaning::Overlap;
    case PlaneVerdict::Contradiction:
        return OverlayMeaning::Contradiction;
    case PlaneVerdict::Refused:
        return OverlayMeaning::Refused;
    }
    return OverlayMeaning::Refused;
}

OverlayMeaning movingMeaning(OverlayMeaning verdict) {
    return verdict == OverlayMeaning::Overlap    ? OverlayMeaning::Hit
           : verdict == OverlayMeaning::Touching ? OverlayMeaning::Graze
           : verdict == OverlayMeaning::Apart    ? OverlayMeaning::Miss
                                                 : verdict;
}

QColor meaningColour(OverlayMeaning meaning) {
    switch (meaning) {
    case OverlayMeaning::Inside:
        return {0x7c, 0x3a, 0xed}; // violet
    case OverlayMeaning::EdgeRegion:
        return {0x08, 0x91, 0xb2}; // cyan
    case OverlayMeaning::CornerRegion:
        return {0xca, 0x8a, 0x04}; // ochre
    case OverlayMeaning::Overlap:
    case OverlayMeaning::Hit:
        return {0x15, 0x80, 0x3d}; // the badges' green
    case OverlayMeaning::Touching:
    case OverlayMeaning::Graze:
        return {0xb4, 0x53, 0x09}; // the badges' amber
    case OverlayMeaning::Apart:
    case OverlayMeaning::Miss:
        return {0x1d, 0x4e, 0xd8}; // the badges' blue
    case OverlayMeaning::Contradiction:
        return {0xdb, 0x27, 0x77};
    case OverlayMeaning::Refused:
        return {0x78, 0x78, 0x78};
    }
    return Qt::black;
}

QColor meaningFill(OverlayMeaning meaning) {
    QColor c = meaningColour(meaning);
    switch (meaning) {
    case OverlayMeaning::Touching:
        c.setAlpha(255); // a thin set of samples: drawn solid to be seen at all
        break;
    case OverlayMeaning::Graze:
        c.setAlpha(150); // thin too, but lighter than the solid outline of b it runs beside
        break;
    case OverlayMeaning::Contradiction:
        c.setAlpha(220);
        break;
    case OverlayMeaning::Apart:
    case OverlayMeaning::Miss:
        c.setAlpha(28); // most of the plane: a tint, so the overlap stands out
        break;
    case OverlayMeaning::Refused:
        c.setAlpha(60);
        break;
    default:
        c.setAlpha(70);
        break;
    }
    return c;
}

QColor disagreementFill() {
    return QColor(220, 38, 38, 150);
}

QColor regionNumberColour() {
    return {0x11, 0x18, 0x27};
}

QList<RegionNumber> regionNumbers(const Shape& rect) {
    // The rect's frame: centre, half extents and axes; a circle has no regions.
    struct Frame {
        Vec2 centre, half, u{1, 0}, v{0, 1};
    };
    const auto frame =
        std::visit(overloaded{[](const Circle&) -> std::optional<Frame> { return std::nullopt; },
                              [](const Rect& r) -> std::optional<Frame> {
                                  return Frame{0.5 * (r.min + r.max), 0.5 * (r.max - r.min)};
                              },
                              [](const RotatedRect& t) -> std::optional<Frame> {
                                  return Frame{t.c, t.half, t.axis, {-t.axis.y, t.axis.x}};
                              }},
                   rect);
    if (!frame)
        return {};
    const auto [centre, half, u, v] = *frame;
    // Far enough out to sit clear of the edge lines, near enough to read as that region's.
    const double out = std::max(0.35 * std::max(half.x, half.y), 0.5);
    QList<RegionNumber> numbers;
    for (int row = 0; row < 3; ++row)       // 0: the +y side
        for (int col = 0; col < 3; ++col) { // 0: the -x side
            // The middle column and row sit off the edges' midpoints, where the handles are.
            const double x = col == 1 ? -0.5 * half.x : (col == 0 ? -1 : 1) * (half.x + out);
            const double y = row == 1 ? 0.5 * half.y : (row == 0 ? 1 : -1) * (half.y + out);
            const Vec2 p = centre + x * u + y * v;
            numbers.append({row * 3 + col + 1, QPointF(p.x, p.y)});
        }
    return numbers;
}

} // namespace overlap::compare
