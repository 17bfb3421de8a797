#pragma once

#include "core/trace/trace.h"

#include <QBrush>
#include <QColor>
#include <QList>
#include <QPen>
#include <QSet>

namespace overlap::scene {

// How far back a step lies from the one being explained.
enum class Emphasis { Current, Earlier };

// A role's pens and brushes as drawn, made from its row of the role table
// (app/scene/role_table.h).
struct RoleStyle {
    QPen pen;
    QBrush brush;
    QColor text;            // names and values: at least 4.5:1 against the paper
    double pointRadius = 0; // screen pixels, for Point primitives
};

// Between two styles of one role: `towards` of the way from `from` to `to` in colour, width
// and point size (an earlier step's element fading as the next idea arrives).
RoleStyle blended(const RoleStyle& from, const RoleStyle& to, double towards);

// On light or dark paper; a primitive of shape a or b takes that shape's colour (its role
// keeps its width and dashes).
RoleStyle styleFor(Role role, Emphasis emphasis, bool dark = false, Owner owner = Owner::None);

// The paper under the construction and what is printed on it.
struct Paper {
    QColor paper, grid, axes, tick; // tick: the numbers along the edges, at least 4.5:1
};
Paper paperOf(bool dark);

// What a lit symbol is marked with (a halo around its element, a ring around its name):
// at least 3:1 against either paper, and like no role's colour.
QColor highlightOf(bool dark);

// A role's stable lowercase name for files and tools ("subject", "band", ...).
QString roleId(Role role);

// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);

// The legend's name for a role in a language ("en", "zh"), from its row.
QString roleName(Role role, const QString& language);

// The roles of a set in their rows' legend order: the order every legend lists them in.
QList<Role> inLegendOrder(const QSet<Role>& roles);
// The legend's name for shape a or b ("shape a", "图形 a"), whose colour marks what it owns.
QString ownerName(Owner owner, const QString& language);

} // namespace overlap::scene
