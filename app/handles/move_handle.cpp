#include "app/handles/move_handle.h"

#include "app/handles/handle_geometry.h"
#include "app/handles/handle_style.h"

#include <QCoreApplication>
#include <QCursor>

namespace overlap::handles {

MoveHandle::MoveHandle(DragHost* host, int shapeIndex)
    : PointHandle(host, shapeIndex, Mark::Target) {
    setZValue(style::kMoveZ);
    setCursor(Qt::SizeAllCursor);
    setToolTip(QCoreApplication::translate(
        "overlap::handles", "Drag to move the shape (Alt: off the whole-number grid)"));
}

std::optional<Vec2> MoveHandle::anchor(const Shape& s) const {
    return centreOf(s);
}

Shape MoveHandle::dragged(const Shape& start, const DragInput& input) const {
    return moved(start, input.delta(), input.snap);
}

} // namespace overlap::handles
