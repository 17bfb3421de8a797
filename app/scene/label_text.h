#pragma once

#include "core/trace/trace.h"

#include <QString>

namespace overlap::scene {

// What a primitive is called: its free note, else its symbol's glyph in the language.
QString nameOf(const Primitive& p, const QString& language);

// The label of a primitive of step `step` while step `current` is explained: its drawer's
// name, and its number when it is one of its step's focus ("d = 4.24"), when `*value` is
// set; an angle in radians when `radians`, else degrees, as the narration writes it. Earlier steps
// keep their names but not their numbers and notes.
QString labelText(const Primitive& p, const Trace& trace, int step, int current,
                  const QString& language, bool radians, bool* value);

} // namespace overlap::scene
