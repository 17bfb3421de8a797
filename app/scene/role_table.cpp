#include "app/scene/role_table.h"

#include <algorithm>
#include <iterator>

namespace overlap::scene {

namespace {

// Inks two roles share on purpose: the nearest point is the gap's red (the gap ends at it),
// the depth the overlap's green (how deep the shared part goes).
constexpr Ink kRedLight{0xb91c1c, 0xd16c6c, 0xc54444}, kRedDark{0xf87171, 0xa65152, 0xcf6162};
constexpr Ink kGreenLight{0x047857, 0x429980, 0x138061}, kGreenDark{0x34d399, 0x25775c, 0x2a9570};
// A band's teal: an interval tested against, or a shadow cast on an axis (drawn alike).
constexpr Ink kTealLight{0x0f766e, 0x4a9791, 0x1d7e76}, kTealDark{0x2dd4bf, 0x21766e, 0x259286};

// In the order of enum Role (checked below). Widths, dashes, fills and point sizes are the
// full-strength ones; colours come from the inks.
constexpr RoleRow kRows[] = {
    {.role = Role::Subject,
     .id = "subject",
     .en = QT_TRANSLATE_NOOP("Roles", "shape"),
     .legendOrder = 0,
     .layer = -10,
     .legendByShape = true,
     .anchor = LabelAnchor::Outline,
     .penWidth = 2.2,
     .fill = Fill::Own,
     .fillRgb = 0x60a5fa,
     .fillAlpha = 46,
     .fades = false,
     .light = {0x1f2937, 0x848a91, 0x6a7079},
     .dark = {0xe5e7eb, 0x686a6f, 0x818388}},
    {.role = Role::Construction,
     .id = "construction",
     .en = QT_TRANSLATE_NOOP("Roles", "construction"),
     .legendOrder = 1,
     // A hairline: Qt strokes its dashes itself, about 3.6 times faster than a wider pen's,
     // and a turning construction is some hundreds of dashes a frame in each view.
     .penWidth = 1.0,
     .dash = Qt::DashLine,
     .pointRadius = 3.5,
     .light = {0x6b7280, 0x858b96, 0x6b7280},
     .dark = {0x9ca3af, 0x666b74, 0x7e848f}},
    {.role = Role::Band,
     .id = "band",
     .en = QT_TRANSLATE_NOOP("Roles", "interval"),
     .legendOrder = 2,
     .penWidth = 1.6,
     .dash = Qt::DashDotLine,
     .light = kTealLight,
     .dark = kTealDark},
    {.role = Role::Region,
     .id = "region",
     // Not "region": that is the nine regions' own name (region 3), one kind of area here.
     .en = QT_TRANSLATE_NOOP("Roles", "area the centre is tested in"),
     .legendOrder = 4,
     .layer = -50,
     .frames = false, // it reaches as far as the plane it divides
     .legendBySymbol = true,
     .anchor = LabelAnchor::Area,
     .penWidth = 1.0,
     .dash = Qt::DotLine,
     .fill = Fill::Own,
     .fillRgb = 0xf59e0b,
     .fillAlpha = 40,
     .light = {0xa16207, 0xb38138, 0xa16207},
     .dark = {0xfacc15, 0x7e6a19, 0x9c8218}},
    {.role = Role::Nearest,
     .id = "nearest",
     .en = QT_TRANSLATE_NOOP("Roles", "nearest point"),
     .legendOrder = 5,
     .interaction = Interaction::PointsAboveHandles,
     .penWidth = 2.0,
     .fill = Fill::OfPen,
     .pointRadius = 5,
     .light = kRedLight,
     .dark = kRedDark},
    {.role = Role::Distance,
     .id = "distance",
     .en = QT_TRANSLATE_NOOP("Roles", "distance"),
     .legendOrder = 6,
     .penWidth = 2.6,
     .light = {0xa21caf, 0xc068c8, 0xb040bb},
     .dark = {0xe879f9, 0x91519e, 0xb762c6}},
    {.role = Role::Radius,
     .id = "radius",
     .en = QT_TRANSLATE_NOOP("Roles", "radius"),
     .legendOrder = 8,
     .penWidth = 2.6,
     .dash = Qt::DashLine,
     .light = {0x15803d, 0x459a65, 0x1a8241},
     .dark = {0x4ade80, 0x2f794d, 0x36945b}},
    {.role = Role::Overlap,
     .id = "overlap",
     .en = QT_TRANSLATE_NOOP("Roles", "shared part"),
     .legendOrder = 9,
     .penWidth = 2.0,
     .fill = Fill::Own,
     .fillRgb = 0x22c55e,
     .fillAlpha = 90,
     .light = kGreenLight,
     .dark = kGreenDark},
    {.role = Role::Gap,
     .id = "gap",
     .en = QT_TRANSLATE_NOOP("Roles", "gap"),
     .legendOrder = 10,
     .penWidth = 2.4,
     .dash = Qt::DashLine,
     .light = kRedLight,
     .dark = kRedDark},
    // The gap's opposite, in the overlap's green; a bar, never an area, wider than r's beside it.
    {.role = Role::Depth,
     .id = "depth",
     .en = QT_TRANSLATE_NOOP("Roles", "depth"),
     .legendOrder = 11,
     .penWidth = 4.4, // a short piece beside r's dashed bar: wide enough to be seen
     .light = kGreenLight,
     .dark = kGreenDark},
    {.role = Role::Separating,
     .id = "separating",
     .en = QT_TRANSLATE_NOOP("Roles", "separating axis and line"),
     .legendOrder = 12,
     .penWidth = 3.2,
     .light = {0x7c3aed, 0xa070f1, 0x874bee},
     .dark = {0xa78bfa, 0x705fa6, 0x8b75d0}},
    {.role = Role::Ghost,
     .id = "ghost",
     .en = QT_TRANSLATE_NOOP("Roles", "moved copy, or its path"),
     .legendOrder = 13,
     .anchor = LabelAnchor::OwnOutline,
     .penWidth = 1.4,
     .dash = Qt::DotLine,
     .light = {0x64748b, 0x7e8b9e, 0x64748b},
     .dark = {0x94a3b8, 0x616b7a, 0x788496}},
    {.role = Role::Verdict,
     .id = "verdict",
     .en = QT_TRANSLATE_NOOP("Roles", "what decides the verdict"),
     .legendOrder = 14,
     .penWidth = 2.4,
     .light = {0x111827, 0x868a90, 0x6c7179},
     .dark = {0xf9fafb, 0x696b6f, 0x828487}},
    {.role = Role::Leg,
     .id = "leg",
     .en = QT_TRANSLATE_NOOP("Roles", "right-triangle leg, or a square on a side"),
     // Beside the distance in the legend: d's colour, dashed, thinner than d.
     .legendOrder = 7,
     .penWidth = 1.8,
     .dash = Qt::DashLine,
     .light = {0xa21caf, 0xc068c8, 0xb040bb},
     .dark = {0xe879f9, 0x91519e, 0xb762c6}},
    // What a game does next: a colour no other role has, solid and wide, arrows only.
    {.role = Role::Push,
     .id = "push",
     .en = QT_TRANSLATE_NOOP("Roles", "push: the shortest move to touching"),
     .legendOrder = 15,
     .interaction = Interaction::PointsAboveHandles,
     .penWidth = 2.8,
     .fill = Fill::OfPen,
     .pointRadius = 4.5,
     .light = {0x0e7490, 0x4a93a8, 0x1a7489},
     .dark = {0x22d3ee, 0x1c7c8c, 0x22a3b8}},
    // The push's direction, told apart from the push itself by colour and width. Solid: it
    // is often short, and a short dashed line showed no dashes, unlike its legend sample.
    {.role = Role::Normal,
     .id = "normal",
     .en = QT_TRANSLATE_NOOP("Roles", "normal: the direction from b towards a"),
     .legendOrder = 16,
     .frames = false, // a direction, drawn to be seen: it never sets the framing
     .penWidth = 1.8,
     .light = {0x92400e, 0xb7791f, 0x9a5b1c},
     .dark = {0xfbbf24, 0x8a6a1c, 0xc9971e}},
    // Drawn as a band is (an interval), named as the narration names it: a shadow is cast.
    {.role = Role::Shadow,
     .id = "shadow",
     .en = QT_TRANSLATE_NOOP("Roles", "shadow: a shape projected onto the axis"),
     .legendOrder = 3,
     .penWidth = 1.6,
     .dash = Qt::DashDotLine,
     .light = kTealLight,
     .dark = kTealDark},
    // A moving shape's move and the times marked along it: a hue no other role has, solid.
    {.role = Role::Motion,
     .id = "motion",
     .en = QT_TRANSLATE_NOOP("Roles", "move over one frame, and times along it"),
     .legendOrder = 17,
     .interaction = Interaction::PointsAboveHandles,
     .penWidth = 2.4,
     .fill = Fill::OfPen,
     .pointRadius = 4.5,
     .light = {0xbe185d, 0xcf6a94, 0xc43c72},
     .dark = {0xf472b6, 0x9a4c74, 0xc45d94}},
    // Where a moving shape first touches: a point of b, as the nearest point is, in its red.
    {.role = Role::Contact,
     .id = "contact",
     .en = QT_TRANSLATE_NOOP("Roles", "contact: where a first touches b"),
     .legendOrder = 18,
     .interaction = Interaction::PointsAboveHandles,
     .penWidth = 2.0,
     .fill = Fill::OfPen,
     .pointRadius = 5,
     .light = kRedLight,
     .dark = kRedDark},
};
static_assert(std::size(kRows) == std::size_t(kRoleCount),
              "a row for every role (kRoleCount counts up to the last one)");

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < std::size(kRows); ++i)
        if (kRows[i].role != Role(i))
            return false;
    return true;
}
static_assert(inEnumOrder(), "rows in the order of enum Role");

// Shape a's and shape b's, on light and on dark paper.
constexpr Ink kOwnerInks[2][2] = {
    {{0x1d4ed8, 0x6687e3, 0x3e68dd}, {0xc2410c, 0xd07048, 0xc44816}},
    {{0x60a5fa, 0x426ca1, 0x5086c9}, {0xfb923c, 0x965c2e, 0xbd7133}},
};

} // namespace

const RoleRow& rowOf(Role role) {
    return kRows[int(role)];
}

const std::vector<Role>& rolesInLegendOrder() {
    static const std::vector<Role> order = [] {
        std::vector<Role> roles;
        for (const RoleRow& row : kRows)
            roles.push_back(row.role);
        std::stable_sort(roles.begin(), roles.end(), [](Role a, Role b) {
            return rowOf(a).legendOrder < rowOf(b).legendOrder;
        });
        return roles;
    }();
    return order;
}

const Ink& ownerInk(Owner owner, bool dark) {
    return kOwnerInks[dark ? 1 : 0][owner == Owner::B ? 1 : 0];
}

} // namespace overlap::scene
