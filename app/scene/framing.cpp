#include "app/scene/framing.h"

#include "app/scene/drawers/drawer.h"
#include "app/scene/role_table.h"

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

QRectF contentOf(const Trace& trace) {
    QRectF content;
    QRectF focus; // the parts a view can show at a readable scale
    constexpr double kFrameable = 1200 / kLeastPixelsPerUnit;
    for (const Step& s : trace.steps)
        for (const Primitive& p : s.primitives)
            if (rowOf(p.role).frames) {
                const QRectF e = drawerFor(p.kind).extent(p);
                content |= e;
                if (e.width() < kFrameable / 4 && e.height() < kFrameable / 4)
                    focus |= e;
            }
    // A shape too large to frame (a rect 1e300 tall) would shrink the rest to one spot:
    // frame the rest, and let the huge shape run off the edges.
    if ((content.width() > kFrameable || content.height() > kFrameable) && !focus.isEmpty() &&
        focus.width() < kFrameable && focus.height() < kFrameable)
        content = focus;
    const double margin = std::max({content.width(), content.height(), 1.0}) * 0.25;
    content.adjust(-margin, -margin, margin, margin);
    return content;
}

bool reachesInto(const Trace& run, const QTransform& toPixels, const QRectF& pixels) {
    for (const Step& s : run.steps)
        for (const Primitive& p : s.primitives)
            if (rowOf(p.role).frames &&
                toPixels.mapRect(drawerFor(p.kind).extent(p)).intersects(pixels))
                return true;
    return false;
}

} // namespace overlap::scene
