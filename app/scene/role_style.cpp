#include "app/scene/role_style.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace overlap::scene {

namespace {

QPen pen(const QColor& c, double width, Qt::PenStyle style = Qt::SolidLine) {
    // Round caps on every dash made a dashed line some 40 times dearer to stroke than flat
    // ones (each dash gains two curved ends); at these widths the ends look the same.
    QPen p(c, width, style, style == Qt::SolidLine ? Qt::RoundCap : Qt::FlatCap, Qt::RoundJoin);
    p.setCosmetic(true); // widths in screen pixels at any zoom
    return p;
}

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// One colour of the construction in three strengths: the step being explained, and an
// earlier step's strokes and words, lighter towards the paper yet at least 3:1 (strokes)
// and 4.5:1 (words) against it, so the history recedes and stays readable.
struct Ink {
    QRgb current, earlierStroke, earlierText;
};

// Indexed by Role, then shape a and shape b; light paper #fbfbfa, dark paper #15171c.
constexpr Ink kLightInks[] = {
    {0x1f2937, 0x848a91, 0x6a7079}, // Subject
    {0x6b7280, 0x858b96, 0x6b7280}, // Construction
    {0x0f766e, 0x4a9791, 0x1d7e76}, // Band
    {0xa16207, 0xb38138, 0xa16207}, // Region
    {0xb91c1c, 0xd16c6c, 0xc54444}, // Nearest
    {0xa21caf, 0xc068c8, 0xb040bb}, // Distance
    {0x15803d, 0x459a65, 0x1a8241}, // Radius
    {0x047857, 0x429980, 0x138061}, // Overlap
    {0xb91c1c, 0xd16c6c, 0xc54444}, // Gap
    {0x7c3aed, 0xa070f1, 0x874bee}, // Separating
    {0x64748b, 0x7e8b9e, 0x64748b}, // Ghost
    {0x111827, 0x868a90, 0x6c7179}, // Verdict
    {0x1d4ed8, 0x6687e3, 0x3e68dd}, // shape a
    {0xc2410c, 0xd07048, 0xc44816}, // shape b
};
constexpr Ink kDarkInks[] = {
    {0xe5e7eb, 0x686a6f, 0x818388}, // Subject
    {0x9ca3af, 0x666b74, 0x7e848f}, // Construction
    {0x2dd4bf, 0x21766e, 0x259286}, // Band
    {0xfacc15, 0x7e6a19, 0x9c8218}, // Region
    {0xf87171, 0xa65152, 0xcf6162}, // Nearest
    {0xe879f9, 0x91519e, 0xb762c6}, // Distance
    {0x4ade80, 0x2f794d, 0x36945b}, // Radius
    {0x34d399, 0x25775c, 0x2a9570}, // Overlap
    {0xf87171, 0xa65152, 0xcf6162}, // Gap
    {0xa78bfa, 0x705fa6, 0x8b75d0}, // Separating
    {0x94a3b8, 0x616b7a, 0x788496}, // Ghost
    {0xf9fafb, 0x696b6f, 0x828487}, // Verdict
    {0x60a5fa, 0x426ca1, 0x5086c9}, // shape a
    {0xfb923c, 0x965c2e, 0xbd7133}, // shape b
};
constexpr int kInkOfA = int(Role::Verdict) + 1;

const Ink& inkOf(Role role, Owner owner, bool dark) {
    const Ink* inks = dark ? kDarkInks : kLightInks;
    return owner == Owner::None ? inks[int(role)] : inks[kInkOfA + (owner == Owner::B ? 1 : 0)];
}

// Widths, dashes, point sizes and fills' strength by role; colours come from the inks.
RoleStyle base(Role role) {
    const QColor c = Qt::black;
    switch (role) {
    case Role::Subject:
        return {pen(c, 2.2), QColor(0x60, 0xa5, 0xfa, 46), c, 4};
    case Role::Construction:
        return {pen(c, 1.2, Qt::DashLine), Qt::NoBrush, c, 3.5};
    case Role::Band:
        return {pen(c, 1.6, Qt::DashDotLine), Qt::NoBrush, c, 4};
    case Role::Region:
        return {pen(c, 1.0, Qt::DotLine), QColor(0xf5, 0x9e, 0x0b, 40), c, 4};
    case Role::Nearest:
        return {pen(c, 2.0), c, c, 5};
    case Role::Distance:
        return {pen(c, 2.6), Qt::NoBrush, c, 4};
    case Role::Radius:
        return {pen(c, 2.6, Qt::DashLine), Qt::NoBrush, c, 4};
    case Role::Overlap:
        return {pen(c, 2.0), QColor(0x22, 0xc5, 0x5e, 90), c, 4};
    case Role::Gap:
        return {pen(c, 2.4, Qt::DashLine), Qt::NoBrush, c, 4};
    case Role::Separating:
        return {pen(c, 3.2), Qt::NoBrush, c, 4};
    case Role::Ghost:
        return {pen(c, 1.4, Qt::DotLine), Qt::NoBrush, c, 4};
    case Role::Verdict:
        return {pen(c, 2.4), Qt::NoBrush, c, 4};
    }
    return {pen(c, 1), Qt::NoBrush, c, 3};
}

} // namespace

RoleStyle styleFor(Role role, Emphasis emphasis, bool dark, Owner owner) {
    RoleStyle s = base(role);
    const Ink& ink = inkOf(role, owner, dark);
    // Subjects are the shapes themselves: always at full strength.
    const bool earlier = emphasis == Emphasis::Earlier && role != Role::Subject;
    s.pen.setColor(QColor::fromRgb(earlier ? ink.earlierStroke : ink.current));
    s.text = QColor::fromRgb(earlier ? ink.earlierText : ink.current);
    if (role == Role::Nearest)
        s.brush = s.pen.color();
    else if (s.brush.style() != Qt::NoBrush) {
        // A shape's fill takes its shape's colour; fills are lighter on dark paper's eye.
        QColor fill = owner == Owner::None ? s.brush.color() : QColor::fromRgb(ink.current);
        int alpha = owner == Owner::None ? s.brush.color().alpha() : 40;
        if (dark)
            alpha = alpha * 3 / 2;
        s.brush = withAlpha(fill, earlier ? alpha / 2 : alpha);
    }
    if (earlier)
        s.pen.setWidthF(std::max(1.0, s.pen.widthF() * 0.75));
    return s;
}

QColor highlightOf(bool) {
    // Pink: 4.4:1 on the light paper, 3.9:1 on the dark one.
    return QColor(0xdb, 0x27, 0x77);
}

Paper paperOf(bool dark) {
    if (dark)
        return {QColor(0x15, 0x17, 0x1c), QColor(0x26, 0x29, 0x31), QColor(0x6b, 0x72, 0x80),
                QColor(0x9c, 0xa3, 0xaf)};
    return {QColor(0xfb, 0xfb, 0xfa), QColor(0xe5, 0xe7, 0xeb), QColor(0x9c, 0xa3, 0xaf),
            QColor(0x4b, 0x55, 0x63)};
}

QString roleId(Role role) {
    static constexpr const char* kIds[] = {"subject", "construction", "band",   "region",
                                           "nearest", "distance",     "radius", "overlap",
                                           "gap",     "separating",   "ghost",  "verdict"};
    return QString::fromLatin1(kIds[int(role)]);
}

double contrastRatio(const QColor& a, const QColor& b) {
    // WCAG 2: relative luminance of sRGB colours, (lighter + 0.05) / (darker + 0.05).
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QString roleName(Role role, const QString& language) {
    struct Names {
        const char* en;
        const char* zh;
    };
    // Each says what the role's primitives are in every method that draws them.
    static constexpr Names kNames[] = {
        {"shape", "图形"},
        {"construction line", "辅助线"},
        {"band (interval)", "范围（区间）"},
        {"region", "区域"},
        {"nearest point", "最近点"},
        {"distance", "距离"},
        {"radius", "半径"},
        {"overlap", "重叠部分"},
        {"gap", "间隙"},
        {"separating edge/axis", "分离边/分离轴"},
        {"ghost (moved copy)", "虚影（移动后的副本）"},
        {"what decides the verdict", "决定结论的元素"},
    };
    static_assert(std::size(kNames) == std::size_t(Role::Verdict) + 1, "a name for every role");
    const Names& n = kNames[int(role)];
    return QString::fromUtf8(language == QLatin1String("zh") ? n.zh : n.en);
}

QString ownerName(Owner owner, const QString& language) {
    const QString letter = owner == Owner::B ? QStringLiteral("b") : QStringLiteral("a");
    return (language == QLatin1String("zh") ? QStringLiteral("图形 ") : QStringLiteral("shape ")) +
           letter;
}

QList<Role> inLegendOrder(const QSet<Role>& roles) {
    QList<Role> out;
    for (int r = 0; r <= int(Role::Verdict); ++r)
        if (roles.contains(Role(r)))
            out << Role(r);
    return out;
}

} // namespace overlap::scene
