#include "app/handles/rim_handle.h"

#include "app/handles/handle_geometry.h"

#include <QCoreApplication>
#include <QCursor>

namespace overlap::handles {

RimHandle::RimHandle(DragHost* host, int shapeIndex) : PointHandle(host, shapeIndex, Mark::Disc) {
    setCursor(Qt::SplitHCursor);
    setToolTip(QCoreApplication::translate(
        "overlap::handles", "Drag to change the radius (Alt: off the whole-number grid)"));
}

std::optional<Vec2> RimHandle::anchor(const Shape& s) const {
    if (const auto* c = std::get_if<Circle>(&s))
        return rimPoint(*c);
    return std::nullopt;
}

Shape RimHandle::dragged(const Shape& start, const DragInput& input) const {
    if (const auto* c = std::get_if<Circle>(&start))
        return resizedCircle(*c, input.delta(), input.snap);
    return start;
}

} // namespace overlap::handles
