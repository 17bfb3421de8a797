#include "app/scene/legend_swatch.h"

#include "app/scene/legend_entries.h"
#include "app/scene/role_style.h"
#include "app/scene/role_table.h"

#include <QPainter>

#include <algorithm>

namespace overlap::scene {

void drawSwatch(QPainter& painter, Role role, const QRectF& box, Owner owner, Emphasis emphasis,
                SampleForm form) {
    // The sample's pen and brush are the legend's one rule (styleOf): a dot filled, a stroke
    // without a brush.
    const RoleStyle st = styleOf(LegendSample{role, owner, emphasis, form});
    QPen pen = st.pen;
    pen.setCosmetic(false);
    // Half the pen lies outside the path it strokes: the paths are drawn that far inside.
    const double half = pen.widthF() / 2;
    const QRectF inner = box.adjusted(half, half, -half, -half);
    painter.save();
    painter.setPen(pen);
    const QPointF mid = box.center();
    if (form == SampleForm::Dot) {
        painter.setBrush(st.brush);
        const double r = std::min({st.pointRadius, inner.width() / 2, inner.height() / 2});
        painter.drawEllipse(mid, r, r);
    } else if (st.brush.style() != Qt::NoBrush) {
        painter.setBrush(st.brush);
        const double h = std::min(12.0, box.height()) - pen.widthF();
        painter.drawRect(QRectF(inner.left() + 1, mid.y() - h / 2, inner.width() - 2, h));
    } else {
        painter.setBrush(Qt::NoBrush);
        // Round and square caps reach half the pen past the line's ends.
        const double cap = pen.capStyle() == Qt::FlatCap ? 0 : half;
        painter.drawLine(QPointF(box.left() + cap, mid.y()), QPointF(box.right() - cap, mid.y()));
    }
    painter.restore();
}

} // namespace overlap::scene
