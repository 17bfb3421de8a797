#pragma once

#include "app/scene/legend_entries.h"
#include "app/scene/role_style.h"
#include "app/scene/sample_form.h"
#include "core/trace/trace.h"

#include <QRectF>

class QPainter;

namespace overlap::scene {

// A legend's sample of a role, drawn as the scene draws it (`form`): a dot for points, a
// filled patch (outlined) for an area, a stroke with its head for arrows, a stroke otherwise; in a
// shape's colour when `owner` is a or b. Centred in `box` (pixels), on light paper. Everything it
// paints, the pen's width and caps included, lies inside `box`: a chip drawn around the box is
// never overdrawn or cut.
void drawSwatch(QPainter& painter, Role role, const QRectF& box, Owner owner = Owner::None,
                Emphasis emphasis = Emphasis::Current, SampleForm form = SampleForm::Patch);

// A legend line's samples in `box`: one above the other, or, for a role drawn as an arrow
// and the two points at its ends (the push: wa to wb), as that arrow between its end
// points, a's on the left and b's on the right.
void drawSamples(QPainter& painter, const QList<LegendSample>& samples, const QRectF& box);

} // namespace overlap::scene
