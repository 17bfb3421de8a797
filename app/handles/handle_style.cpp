#include "app/handles/handle_style.h"

#include <QColor>

#include <cmath>
#include <numbers>

namespace overlap::handles {

namespace style {

namespace {

const QColor kInk(0x2b, 0x4a, 0x7e);
const QColor kHover(0xff, 0xc9, 0x3c);

} // namespace

QPen outlinePen() {
    QPen pen(kInk, 1.5);
    pen.setCosmetic(true);
    return pen;
}

QBrush fill(bool hovered) {
    return hovered ? QBrush(kHover) : QBrush(Qt::white);
}

QPen bodySelectedPen() {
    QPen pen(kInk, 1.0, Qt::DashLine);
    pen.setCosmetic(true);
    return pen;
}

QBrush bodyFill(bool hovered) {
    // Transparent but present, so the whole area answers the mouse.
    QColor c = kInk;
    c.setAlpha(hovered ? 28 : 0);
    return QBrush(c);
}

} // namespace style

Qt::CursorShape resizeCursorFor(Vec2 worldDirection) {
    if (worldDirection.x == 0.0 && worldDirection.y == 0.0)
        return Qt::SizeAllCursor;
    // Angle of the line (not the arrow), in [0, 180), in 45 degree sectors.
    double deg = std::atan2(worldDirection.y, worldDirection.x) * 180.0 / std::numbers::pi;
    deg = std::fmod(deg + 360.0, 180.0);
    switch (int(std::lround(deg / 45.0)) % 4) {
    case 0:
        return Qt::SizeHorCursor;
    case 1:
        return Qt::SizeBDiagCursor; // up-right in y-up is up-right on screen: "/"
    case 2:
        return Qt::SizeVerCursor;
    default:
        return Qt::SizeFDiagCursor;
    }
}

} // namespace overlap::handles
