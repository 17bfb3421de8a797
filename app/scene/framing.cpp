#include "app/scene/framing.h"

#include <algorithm>

namespace overlap::scene {

QRectF frameable(const QRectF& content, const QSizeF& pixels) {
    if (content.isEmpty() || pixels.isEmpty())
        return content;
    const double w = pixels.width() / kLeastPixelsPerUnit;
    const double h = pixels.height() / kLeastPixelsPerUnit;
    if (content.width() <= w && content.height() <= h)
        return content;
    const QPointF near(std::clamp(0.0, content.left(), content.right()),
                       std::clamp(0.0, content.top(), content.bottom()));
    QRectF out(near - QPointF(w / 2, h / 2), QSizeF(w, h));
    // Along an axis the content fits, all of it.
    if (content.width() <= w)
        out.moveLeft(content.center().x() - w / 2);
    if (content.height() <= h)
        out.moveTop(content.center().y() - h / 2);
    return out;
}

} // namespace overlap::scene
