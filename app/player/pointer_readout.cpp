#include "app/player/pointer_readout.h"

#include <QFontMetrics>
#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace overlap::player {

namespace {

// The box's outline and fill, where the painter's coordinates are pixels.
void paintBox(QPainter* painter, const QRectF& box, const QColor& back, const QColor& frame) {
    painter->setPen(frame);
    painter->setBrush(back);
    painter->drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
}

// Where a picture is copied 1:1.
bool onWholePixels(const QRectF& r) {
    return std::floor(r.left()) == r.left() && std::floor(r.top()) == r.top() &&
           std::floor(r.right()) == r.right() && std::floor(r.bottom()) == r.bottom();
}

} // namespace

QRect PointerReadout::rect(const QFont& font, QSize viewport) {
    if (size_.isEmpty() || font != measured_) {
        const QFontMetrics fm(font);
        size_ = QSize(fm.horizontalAdvance(QStringLiteral("x = -00000.00   y = -00000.00")) + 12,
                      fm.height() + 6);
        measured_ = font;
    }
    const QRect r(QPoint(0, 0), viewport);
    return QRect(QPoint(r.right() - size_.width() - 4, r.bottom() - 2 * size_.height() - 8), size_);
}

void PointerReadout::paint(QPainter* painter, const QRect& box, const QString& text,
                           const QFont& font, const QColor& back, const QColor& frame,
                           const QColor& ink) {
    const QTransform& toDevice = painter->deviceTransform();
    const double ratio = toDevice.m11();
    const QPaintEngine* engine = painter->paintEngine();
    // A copy only where it is 1:1: a raster device, scaled by its pixel ratio alone, the
    // box on whole device pixels.
    const bool copied = engine && engine->type() == QPaintEngine::Raster &&
                        toDevice.type() <= QTransform::TxScale && ratio > 0 &&
                        toDevice.m22() == ratio && onWholePixels(toDevice.mapRect(QRectF(box)));
    if (!copied) {
        paintBox(painter, box, back, frame);
    } else {
        if (box_.isNull() || box.size() * ratio != box_.size() || back != back_ ||
            frame != frame_ || ratio != ratio_) {
            box_ = QImage(box.size() * ratio, QImage::Format_ARGB32_Premultiplied);
            box_.setDevicePixelRatio(ratio);
            box_.fill(Qt::transparent);
            QPainter p(&box_);
            p.setRenderHint(QPainter::Antialiasing);
            paintBox(&p, QRectF(QPointF(0, 0), box.size()), back, frame);
            back_ = back;
            frame_ = frame;
            ratio_ = ratio;
        }
        painter->drawImage(box.topLeft(), box_);
    }
    painter->setPen(ink);
    painter->setFont(font);
    painter->drawText(box, Qt::AlignCenter, text);
}

} // namespace overlap::player
