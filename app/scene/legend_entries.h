#pragma once

#include "app/scene/role_style.h"
#include "core/trace/trace.h"

#include <QList>
#include <QString>

namespace overlap::scene {

// One sample of a legend: a role as the scene draws it, in one shape's colour (or its
// own), at full strength (the step being explained) or faded (an earlier step's).
struct LegendSample {
    Role role = Role::Subject;
    Owner owner = Owner::None;
    Emphasis emphasis = Emphasis::Current;
    // Some element of it is an area (a polygon, a circle) the role's brush fills; else the
    // sample is a stroke, as every element of it is (SAT's shared part is a bar, not a patch).
    bool filled = false;
    friend bool operator==(const LegendSample&, const LegendSample&) = default;
};

// One line of a legend: its samples beside one name. A role drawn in both shapes' colours is
// one line with both samples; the shapes themselves are a line each, "shape a" and
// "shape b", whose colours mark what they own.
struct LegendEntry {
    Role role = Role::Subject;
    Owner shape = Owner::None; // a Subject line of one shape
    QList<LegendSample> samples;
    QString name(const QString& language) const;
    friend bool operator==(const LegendEntry&, const LegendEntry&) = default;
};

// The legend of the picture the scene draws for steps 0..current (clamped): what is drawn,
// as it is drawn, in the roles' order. Every legend (the window's, the pictures') is this.
QList<LegendEntry> legendOf(const Trace& trace, int current);

// The roles the entries list, in order, each once.
QList<Role> rolesOf(const QList<LegendEntry>& entries);

// The pen and brush a sample is drawn with: the scene's own (styleFor on light paper).
// The pen and brush a sample is drawn with: the scene's own (styleFor on light paper), with
// no brush where the role fills nothing in the picture.
RoleStyle styleOf(const LegendSample& sample);
// Whether a primitive fills an area with its role's brush (a polygon, a circle, an area's
// edge shading its half-plane in the current step), as its drawer draws it.
bool fillsArea(const Primitive& p, bool current);

} // namespace overlap::scene
