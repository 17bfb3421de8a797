#include "app/handles/point_handle.h"

#include "app/handles/handle_style.h"

#include <QCache>
#include <QGraphicsSceneMouseEvent>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace overlap::handles {

PointHandle::PointHandle(DragHost* host, int shapeIndex, Mark mark)
    : gesture_(host, shapeIndex,
               [this](const Shape& start, const DragInput& in) { return dragged(start, in); }),
      mark_(mark) {
    setFlag(ItemIgnoresTransformations);
    setZValue(style::kPointZ);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void PointHandle::place(const Shape& shape) {
    const std::optional<Vec2> at = anchor(shape);
    setVisible(at.has_value());
    if (!at)
        return;
    setPos(at->x, at->y);
    placed(shape);
}

QRectF PointHandle::boundingRect() const {
    const double r = style::kGrabRadius + 1;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath PointHandle::shape() const {
    QPainterPath path;
    const double r = style::kGrabRadius;
    path.addRect(-r, -r, 2 * r, 2 * r);
    return path;
}

namespace {

// The mark of a point handle around the painter's origin.
void drawMark(QPainter* painter, PointHandle::Mark mark, bool hovered) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(style::outlinePen());
    painter->setBrush(style::fill(hovered));
    const double r = style::kMarkRadius;
    switch (mark) {
    case PointHandle::Mark::Square:
        painter->drawRect(QRectF(-r, -r, 2 * r, 2 * r));
        break;
    case PointHandle::Mark::SmallSquare:
        painter->drawRect(QRectF(-0.75 * r, -0.75 * r, 1.5 * r, 1.5 * r));
        break;
    case PointHandle::Mark::Disc:
        painter->drawEllipse(QPointF(), r, r);
        break;
    case PointHandle::Mark::Target:
        painter->drawEllipse(QPointF(), r, r);
        painter->drawLine(QPointF(-r - 2, 0), QPointF(r + 2, 0));
        painter->drawLine(QPointF(0, -r - 2), QPointF(0, r + 2));
        break;
    case PointHandle::Mark::None:
        break;
    }
}

constexpr int kPhases = 64; // placements per pixel: Qt's rasterizers work in 64ths of one
constexpr int kPad = 9;     // pixels from a stamp's origin to its mark's centre

// Marks drawn once per kind, hover and 64th-of-a-pixel placement, then blitted: stroking a
// 1.5-pixel outline cost each handle some 45,000 instructions a frame.
const QImage& stamp(PointHandle::Mark mark, bool hovered, int qx, int qy) {
    static QCache<quint32, QImage> stamps(4096);
    const quint32 key =
        quint32(mark) << 14 | quint32(hovered) << 13 | quint32(qx) << 6 | quint32(qy);
    if (const QImage* found = stamps.object(key))
        return *found;
    auto* image = new QImage(2 * kPad + 2, 2 * kPad + 2, QImage::Format_ARGB32_Premultiplied);
    image->fill(Qt::transparent);
    QPainter p(image);
    p.translate(kPad + double(qx) / kPhases, kPad + double(qy) / kPhases);
    drawMark(&p, mark, hovered);
    p.end();
    stamps.insert(key, image);
    return *image;
}

} // namespace

void PointHandle::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QTransform& toDevice = painter->worldTransform();
    const QPaintEngine* engine = painter->paintEngine();
    const QPaintDevice* device = painter->device();
    if (mark_ == Mark::None || toDevice.type() > QTransform::TxTranslate || !engine ||
        engine->type() != QPaintEngine::Raster || !device || device->devicePixelRatio() != 1)
        return drawMark(painter, mark_, hovered_);
    const double fx = std::floor(toDevice.dx()), fy = std::floor(toDevice.dy());
    const int qx = std::clamp(int((toDevice.dx() - fx) * kPhases), 0, kPhases - 1);
    const int qy = std::clamp(int((toDevice.dy() - fy) * kPhases), 0, kPhases - 1);
    const QImage& picture = stamp(mark_, hovered_, qx, qy);
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(fx - kPad, fy - kPad), picture);
    painter->restore();
}

void PointHandle::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void PointHandle::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

void PointHandle::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (gesture_.press(event))
        event->accept();
    else
        event->ignore();
}

void PointHandle::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    gesture_.move(event);
}

void PointHandle::mouseReleaseEvent(QGraphicsSceneMouseEvent*) {
    gesture_.release();
}

bool PointHandle::sceneEvent(QEvent* event) {
    if (event->type() == QEvent::UngrabMouse) {
        gesture_.release(); // after a release, a no-op
    }
    return QGraphicsItem::sceneEvent(event);
}

} // namespace overlap::handles
