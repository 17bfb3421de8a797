#include "app/handles/rotated_resize_handle.h"

#include "app/handles/handle_geometry.h"
#include "app/handles/handle_style.h"

#include <QCoreApplication>
#include <QCursor>

namespace overlap::handles {

RotatedResizeHandle::RotatedResizeHandle(DragHost* host, int shapeIndex, int sx, int sy)
    : PointHandle(host, shapeIndex, sx != 0 && sy != 0 ? Mark::Square : Mark::SmallSquare), sx_(sx),
      sy_(sy) {
    setToolTip(QCoreApplication::translate(
        "overlap::handles", "Drag to resize along the rect's own axes; the opposite side "
                            "stays (Alt: sizes off the whole-number grid)"));
}

std::optional<Vec2> RotatedResizeHandle::anchor(const Shape& s) const {
    if (const auto* r = std::get_if<RotatedRect>(&s))
        return rotatedHandlePoint(*r, sx_, sy_);
    return std::nullopt;
}

Shape RotatedResizeHandle::dragged(const Shape& start, const DragInput& input) const {
    if (const auto* r = std::get_if<RotatedRect>(&start))
        return resizedRotated(*r, sx_, sy_, input.delta(), input.snap);
    return start;
}

void RotatedResizeHandle::placed(const Shape& s) {
    // The cursor turns with the rect: the outward direction of this handle in the world.
    const auto& r = std::get<RotatedRect>(s);
    setCursor(resizeCursorFor(toWorld(r, {double(sx_), double(sy_)}) - r.c));
}

} // namespace overlap::handles
