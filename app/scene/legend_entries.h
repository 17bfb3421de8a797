#pragma once

#include "app/scene/role_style.h"
#include "app/scene/sample_form.h"
#include "app/scene/symbol_text.h"
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
    // As its elements are drawn: a patch where one is an area the role's brush fills, a dot
    // where all are points (lesson 7's m), else a stroke (SAT's shared part is a bar).
    SampleForm form = SampleForm::Stroke;
    friend bool operator==(const LegendSample&, const LegendSample&) = default;
};

// One line of a legend: its samples beside one name. A role drawn in both shapes' colours is
// one line with both samples; the shapes themselves are a line each, "shape a" and
// "shape b", whose colours mark what they own.
struct LegendEntry {
    Role role = Role::Subject;
    Owner shape = Owner::None; // a Subject line of one shape
    QList<LegendSample> samples;
    // What the picture shows of a legendBySymbol role, by name ("region 3"); empty: the
    // role's own name.
    QList<SymbolRef> symbols;
    QString name(const QString& language) const;
    friend bool operator==(const LegendEntry&, const LegendEntry&) = default;
};

// The legend of the picture the scene draws for steps 0..current (clamped): what is drawn,
// as it is drawn, in the roles' order. Every legend (the window's, the pictures') is this.
QList<LegendEntry> legendOf(const Trace& trace, int current);

// The roles the entries list, in order, each once.
QList<Role> rolesOf(const QList<LegendEntry>& entries);

// The pen and brush a sample is drawn with: the scene's own (styleFor on light paper), with
// no brush for a stroke and the pen's colour filling a dot, as the point drawer fills it.
RoleStyle styleOf(const LegendSample& sample);
// How a primitive shows in a legend (a polygon, a circle, an area's edge shading its
// half-plane in the current step: a patch; a point: a dot), as its drawer draws it.
SampleForm sampleFormOf(const Primitive& p, bool current);

} // namespace overlap::scene
