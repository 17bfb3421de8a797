#pragma once

#include "app/scene/role_style.h"
#include "core/trace/trace.h"

#include <QRectF>

class QPainter;

namespace overlap::scene {

// A legend's sample of a role, drawn as the scene draws it: a dot for a point, a filled
// patch (outlined) for a role drawn as a fill, a stroke otherwise; in a shape's colour when
// `owner` is a or b. Centred in `box` (pixels), on light paper. Everything it paints, the
// pen's width and caps included, lies inside `box`: a chip drawn around the box is never
// overdrawn or cut. `filled` false: the role fills nothing in this picture, so a stroke.
void drawSwatch(QPainter& painter, Role role, const QRectF& box, Owner owner = Owner::None,
                Emphasis emphasis = Emphasis::Current, bool filled = true);

} // namespace overlap::scene
