#pragma once

#include "core/trace/trace.h"

#include <QRgb>
#include <Qt>

#include <vector>

namespace overlap::scene {

// How many roles there are: the table has a row for each (Role::Shadow is the last).
inline constexpr int kRoleCount = int(Role::Contact) + 1;

// Where a role's elements are named, and by what.
enum class LabelAnchor : unsigned char {
    // By its own name where its kind puts names: at the point, mid-segment, where a line
    // leaves the view, beside a circle or arc, in a polygon's middle.
    ByKind,
    // A shape (circle, polygon, arc): named by its owner's letter, on its outline where it
    // lies farthest from the other shape; an unowned polygon at its upper right corner, and
    // an unowned shape has no name.
    Outline,
    // A moved copy of a shape (b′): by its own name, on its own outline where it lies
    // farthest from the other shape, so that it is not read as the shape it copies; a copy
    // that is not a polygon is named by its kind.
    OwnOutline,
    // An area of the plane: named once, by its polygon's middle or by a label of its own (a
    // name that stays in later steps; a numbered one was its step's answer); the lines that
    // bound it are not named, and shade their left side while their step is explained.
    Area,
};

// What a role's items do under the pointer.
enum class Interaction : unsigned char {
    Normal, // under the shapes' handles, which take the clicks first
    // Its points in the step being explained are drawn above the handles and let their
    // clicks through: a nearest point often lies on a corner or edge handle, which would
    // hide it.
    PointsAboveHandles,
};

// What a role's fill is made of.
enum class Fill : unsigned char {
    None,
    Own,   // its own colour (rgb, alpha), or its shape's colour when it has an owner
    OfPen, // its pen's colour, opaque (a dot)
};

// One colour of the construction in three strengths: the step being explained, and an
// earlier step's strokes and words, lighter towards the paper yet at least 3:1 (strokes)
// and 4.5:1 (words) against it, so the history recedes and stays readable.
struct Ink {
    QRgb current, earlierStroke, earlierText;
};

// Everything the app knows about a role, in one row. Colour never carries meaning alone:
// every role also differs in dash pattern or width, and the legend names it.
struct RoleRow {
    Role role;
    const char* id; // stable, lowercase: for files and tools ("subject", "band", ...)
    // The legend's name: what its elements are in every method; in Chinese through the .ts
    // file ("Roles" context; roleName()).
    const char* en;
    int legendOrder; // legends list roles by this, lowest first
    // z within a step: fills under strokes, subjects under what is drawn on them.
    double layer = 0;
    bool frames = true;         // its elements count when the view frames the construction
    bool legendByShape = false; // a legend line per owning shape ("shape a"), not the role's
    // Its legend line names what the step shows of it ("region 3", "first quadrant"), by the
    // symbols the step's elements of this role carry; the role's name where they carry none.
    bool legendBySymbol = false;
    Interaction interaction = Interaction::Normal;
    LabelAnchor anchor = LabelAnchor::ByKind;
    double penWidth = 1; // screen pixels at full strength
    Qt::PenStyle dash = Qt::SolidLine;
    Fill fill = Fill::None;
    QRgb fillRgb = 0; // Fill::Own without an owner
    int fillAlpha = 0;
    double pointRadius = 4; // screen pixels, for its points
    bool fades = true;      // an earlier step's elements are lighter (the subjects never are)
    Ink light, dark;        // on light paper (#fbfbfa) and on dark paper (#15171c)
};

// The row of a role.
const RoleRow& rowOf(Role role);
// Every role, in the order legends list them.
const std::vector<Role>& rolesInLegendOrder();
// The inks of shape a's and shape b's elements (their roles keep widths and dashes).
const Ink& ownerInk(Owner owner, bool dark);

} // namespace overlap::scene
