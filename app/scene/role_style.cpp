#include "app/scene/role_style.h"

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

RoleStyle base(Role role) {
    switch (role) {
    case Role::Subject:
        return {pen(QColor(0x1f, 0x29, 0x37), 2.2), QColor(0x60, 0xa5, 0xfa, 46), 4};
    case Role::Construction:
        return {pen(QColor(0x6b, 0x72, 0x80), 1.2, Qt::DashLine), Qt::NoBrush, 3.5};
    case Role::Band:
        return {pen(QColor(0x0d, 0x94, 0x88), 1.6, Qt::DashDotLine), Qt::NoBrush, 4};
    case Role::Region:
        return {pen(QColor(0xd9, 0x77, 0x06), 1.0, Qt::DotLine), QColor(0xf5, 0x9e, 0x0b, 40), 4};
    case Role::Nearest:
        return {pen(QColor(0xdc, 0x26, 0x26), 2.0), QColor(0xdc, 0x26, 0x26), 5};
    case Role::Distance:
        return {pen(QColor(0xc0, 0x26, 0xd3), 2.6), Qt::NoBrush, 4};
    case Role::Radius:
        return {pen(QColor(0x16, 0xa3, 0x4a), 2.6, Qt::DashLine), Qt::NoBrush, 4};
    case Role::Overlap:
        return {pen(QColor(0x15, 0x80, 0x3d), 2.0), QColor(0x22, 0xc5, 0x5e, 90), 4};
    case Role::Gap:
        return {pen(QColor(0xdc, 0x26, 0x26), 2.4, Qt::DashLine), Qt::NoBrush, 4};
    case Role::Separating:
        return {pen(QColor(0x7c, 0x3a, 0xed), 3.2), Qt::NoBrush, 4};
    case Role::Ghost:
        return {pen(QColor(0x64, 0x74, 0x8b), 1.4, Qt::DotLine), Qt::NoBrush, 4};
    case Role::Verdict:
        return {pen(QColor(0x11, 0x18, 0x27), 2.4), Qt::NoBrush, 4};
    }
    return {pen(Qt::black, 1), Qt::NoBrush, 3};
}

} // namespace

RoleStyle styleFor(Role role, Emphasis emphasis) {
    RoleStyle s = base(role);
    if (emphasis == Emphasis::Earlier && role != Role::Subject) {
        // Earlier steps stay, faded, so the construction reads as a history.
        QPen p = s.pen;
        p.setColor(withAlpha(p.color(), 90));
        p.setWidthF(std::max(1.0, p.widthF() * 0.75));
        s.pen = p;
        if (s.brush.style() != Qt::NoBrush)
            s.brush = withAlpha(s.brush.color(), s.brush.color().alpha() / 2);
    }
    return s;
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
        {"moved copy", "移动后的副本"},
        {"deciding comparison", "决定结论的比较"},
    };
    static_assert(std::size(kNames) == std::size_t(Role::Verdict) + 1, "a name for every role");
    const Names& n = kNames[int(role)];
    return QString::fromUtf8(language == QLatin1String("zh") ? n.zh : n.en);
}

} // namespace overlap::scene
