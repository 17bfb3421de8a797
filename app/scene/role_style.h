#pragma once

#include "core/trace/trace.h"

#include <QBrush>
#include <QPen>

namespace overlap::scene {

// How far back a step lies from the one being explained.
enum class Emphasis { Current, Earlier };

// The one table that turns roles into pens and brushes. Colour never carries meaning
// alone: every role also differs in dash pattern or width, and the legend names it.
struct RoleStyle {
    QPen pen;
    QBrush brush;
    double pointRadius = 0; // screen pixels, for Point primitives
};
RoleStyle styleFor(Role role, Emphasis emphasis);

// The legend's name for a role in a language ("en", "zh"). A table for now; the Qt
// Linguist files of the UI will take these over.
QString roleName(Role role, const QString& language);

} // namespace overlap::scene
