#include "app/scene/role_style.h"

#include "app/i18n/words.h"

#include "app/scene/role_table.h"

#include <algorithm>
#include <cmath>

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

const Ink& inkOf(const RoleRow& row, Owner owner, bool dark) {
    return owner == Owner::None ? (dark ? row.dark : row.light) : ownerInk(owner, dark);
}

} // namespace

RoleStyle styleFor(Role role, Emphasis emphasis, bool dark, Owner owner) {
    const RoleRow& row = rowOf(role);
    const Ink& ink = inkOf(row, owner, dark);
    const bool earlier = emphasis == Emphasis::Earlier && row.fades;
    RoleStyle s;
    s.pen = pen(QColor::fromRgb(earlier ? ink.earlierStroke : ink.current), row.penWidth, row.dash);
    s.text = QColor::fromRgb(earlier ? ink.earlierText : ink.current);
    s.pointRadius = row.pointRadius;
    if (row.fill == Fill::OfPen) {
        s.brush = s.pen.color();
    } else if (row.fill == Fill::Own) {
        // A shape's fill takes its shape's colour; fills are lighter on dark paper's eye.
        const QColor fill = QColor::fromRgb(owner == Owner::None ? row.fillRgb : QRgb(ink.current));
        int alpha = owner == Owner::None ? row.fillAlpha : 40;
        if (dark)
            alpha = alpha * 3 / 2;
        s.brush = withAlpha(fill, earlier ? alpha / 2 : alpha);
    }
    if (earlier)
        s.pen.setWidthF(std::max(1.0, s.pen.widthF() * 0.75));
    return s;
}

RoleStyle blended(const RoleStyle& from, const RoleStyle& to, double towards) {
    const double t = std::clamp(towards, 0.0, 1.0);
    const auto mix = [t](const QColor& a, const QColor& b) {
        return QColor::fromRgbF(float(a.redF() + t * (b.redF() - a.redF())),
                                float(a.greenF() + t * (b.greenF() - a.greenF())),
                                float(a.blueF() + t * (b.blueF() - a.blueF())),
                                float(a.alphaF() + t * (b.alphaF() - a.alphaF())));
    };
    RoleStyle s = from;
    s.pen.setColor(mix(from.pen.color(), to.pen.color()));
    s.pen.setWidthF(from.pen.widthF() + t * (to.pen.widthF() - from.pen.widthF()));
    s.text = mix(from.text, to.text);
    if (from.brush.style() != Qt::NoBrush || to.brush.style() != Qt::NoBrush)
        s.brush = QBrush(mix(from.brush.color(), to.brush.color()));
    s.pointRadius = from.pointRadius + t * (to.pointRadius - from.pointRadius);
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
    return QString::fromLatin1(rowOf(role).id);
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
    return i18n::wordsIn(language, "Roles", rowOf(role).en);
}

QString ownerName(Owner owner, const QString& language) {
    const QString letter = owner == Owner::B ? QStringLiteral("b") : QStringLiteral("a");
    return i18n::wordsIn(language, "Roles", QT_TRANSLATE_NOOP("Roles", "shape %1")).arg(letter);
}

QList<Role> inLegendOrder(const QSet<Role>& roles) {
    QList<Role> out;
    for (const Role role : rolesInLegendOrder())
        if (roles.contains(role))
            out << role;
    return out;
}

} // namespace overlap::scene
