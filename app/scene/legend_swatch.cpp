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
        if (form == SampleForm::Arrow) {
            // A filled head as the scene's arrows have it, pointing right, inside the box.
            const double head = std::min(7.0, box.height() / 2);
            painter.setPen(Qt::NoPen);
            painter.setBrush(pen.color());
            const QPointF end(box.right(), mid.y());
            painter.drawPolygon(QPolygonF{end, end + QPointF(-head, -head * 0.55),
                                          end + QPointF(-head, head * 0.55)});
        }
    }
    painter.restore();
}

void drawSamples(QPainter& painter, const QList<LegendSample>& samples, const QRectF& box) {
    const bool move = samples.size() == 3 && samples[0].form == SampleForm::Arrow &&
                      samples[1].form == SampleForm::Dot && samples[2].form == SampleForm::Dot &&
                      samples[1].role == samples[0].role && samples[2].role == samples[0].role;
    if (move) {
        // The dots on the line's ends, the arrow between them.
        const double d = std::min(box.height(), 10.0);
        const QRectF left(box.left(), box.center().y() - d / 2, d, d);
        const QRectF right(box.right() - d, box.center().y() - d / 2, d, d);
        drawSwatch(painter, samples[0].role, box.adjusted(d / 2, 0, -d, 0), samples[0].owner,
                   samples[0].emphasis, SampleForm::Arrow);
        drawSwatch(painter, samples[1].role, left, samples[1].owner, samples[1].emphasis,
                   SampleForm::Dot);
        drawSwatch(painter, samples[2].role, right, samples[2].owner, samples[2].emphasis,
                   SampleForm::Dot);
        return;
    }
    const double h = box.height() / double(samples.size());
    for (int k = 0; k < int(samples.size()); ++k) {
        const LegendSample& s = samples[k];
        drawSwatch(painter, s.role, QRectF(box.left(), box.top() + k * h, box.width(), h), s.owner,
                   s.emphasis, s.form);
    }
}

} // namespace overlap::scene
