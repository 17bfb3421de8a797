#include "app/handles/rotation_handle.h"

#include "app/handles/handle_geometry.h"
#include "app/handles/handle_style.h"

#include <QCoreApplication>
#include <QCursor>
#include <QPainter>
#include <QPainterPath>

namespace overlap::handles {

RotationHandle::RotationHandle(DragHost* host, int shapeIndex)
    : PointHandle(host, shapeIndex, Mark::None), knob_(0, -style::kKnobDistance) {
    setCursor(Qt::CrossCursor);
    setToolTip(QCoreApplication::translate(
        "overlap::handles", "Drag to turn the rect about its centre (Shift: 15 degree steps; "
                            "Alt: fractions of a degree)"));
}

QRectF RotationHandle::boundingRect() const {
    // The knob and the whole stem from the pivot: QRectF::united skips an empty rect, so the
    // pivot end is spanned explicitly, or a turn leaves stale stem pixels there.
    const double r = style::kGrabRadius + 1;
    const QRectF knob(knob_ - QPointF(r, r), QSizeF(2 * r, 2 * r));
    const QRectF stem = QRectF(QPointF(), knob_).normalized().adjusted(-2, -2, 2, 2);
    return knob.united(stem).adjusted(-1, -1, 1, 1);
}

QPainterPath RotationHandle::shape() const {
    QPainterPath path;
    path.addEllipse(knob_, style::kGrabRadius, style::kGrabRadius);
    return path;
}

void RotationHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(style::outlinePen());
    painter->drawLine(QPointF(), knob_);
    painter->setBrush(style::fill(hovered()));
    painter->drawEllipse(knob_, style::kKnobRadius, style::kKnobRadius);
}

std::optional<Vec2> RotationHandle::anchor(const Shape& s) const {
    if (const auto* r = std::get_if<RotatedRect>(&s))
        return rotationPivot(*r);
    return std::nullopt;
}

Shape RotationHandle::dragged(const Shape& start, const DragInput& input) const {
    if (const auto* r = std::get_if<RotatedRect>(&start))
        return turned(*r, input.press, input.now, input.snap, input.shift);
    return start;
}

void RotationHandle::placed(const Shape& s) {
    // Local +y in the world is perp(axis) = (-sin, cos); on a y-flipped screen (-sin, -cos).
    const Vec2 axis = std::get<RotatedRect>(s).axis;
    const QPointF knob(-axis.y * style::kKnobDistance, -axis.x * style::kKnobDistance);
    if (knob != knob_) {
        prepareGeometryChange();
        knob_ = knob;
    }
}

} // namespace overlap::handles
