#pragma once

#include "core/trace/trace.h"

#include <QString>

namespace overlap::lessons {

// A number as a learner reads it: integers without a point, others to 3 decimals with
// trailing zeros dropped, very large or small ones in scientific notation.
QString formatValue(double v);

// Fills the slots of a narration text for step `stepIndex` of `trace`: {name} with the value
// of that name at that step or the latest earlier step, {name?a|b} with a when it is
// non-zero else b; `verdict` and `counts` are always known. An unknown name or a malformed
// slot is an error naming it, never a blank.
struct Filled {
    QString text;
    QString error; // empty when every slot filled
    bool ok() const { return error.isEmpty(); }
};
Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 bool touchingCounts);

} // namespace overlap::lessons
