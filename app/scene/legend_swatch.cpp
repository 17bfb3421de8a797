#include "app/scene/legend_swatch.h"

#include "app/scene/role_style.h"

#include <QPainter>

#include <algorithm>

namespace overlap::scene {

void drawSwatch(QPainter& painter, Role role, const QRectF& box, Owner owner) {
    const RoleStyle st = styleFor(role, Emphasis::Current, false, owner);
    QPen pen = st.pen;
    pen.setCosmetic(false);
    painter.save();
    painter.setPen(pen);
    const QPointF mid = box.center();
    if (role == Role::Nearest) {
        // Nearest points are the only role drawn as dots alone.
        painter.setBrush(st.brush);
        painter.drawEllipse(mid, st.pointRadius, st.pointRadius);
    } else if (st.brush.style() != Qt::NoBrush) {
        painter.setBrush(st.brush);
        const double h = std::min(12.0, box.height());
        painter.drawRect(QRectF(box.left() + 1, mid.y() - h / 2, box.width() - 2, h));
    } else {
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(QPointF(box.left(), mid.y()), QPointF(box.right(), mid.y()));
    }
    painter.restore();
}

} // namespace overlap::scene
