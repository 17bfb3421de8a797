#include "app/handles/rect_resize_handle.h"

#include "app/handles/handle_geometry.h"
#include "app/handles/handle_style.h"

#include <QCoreApplication>
#include <QCursor>

namespace overlap::handles {

RectResizeHandle::RectResizeHandle(DragHost* host, int shapeIndex, int sx, int sy)
    : PointHandle(host, shapeIndex, sx != 0 && sy != 0 ? Mark::Square : Mark::SmallSquare), sx_(sx),
      sy_(sy) {
    setCursor(resizeCursorFor({double(sx), double(sy)}));
    setToolTip(sx != 0 && sy != 0
                   ? QCoreApplication::translate(
                         "overlap::handles",
                         "Drag to resize; the opposite corner stays (Alt: off the grid)")
                   : QCoreApplication::translate(
                         "overlap::handles",
                         "Drag to resize; the opposite edge stays (Alt: off the grid)"));
}

std::optional<Vec2> RectResizeHandle::anchor(const Shape& s) const {
    if (const auto* r = std::get_if<Rect>(&s))
        return rectHandlePoint(*r, sx_, sy_);
    return std::nullopt;
}

Shape RectResizeHandle::dragged(const Shape& start, const DragInput& input) const {
    if (const auto* r = std::get_if<Rect>(&start))
        return resizedRect(*r, sx_, sy_, input.delta(), input.snap);
    return start;
}

} // namespace overlap::handles
