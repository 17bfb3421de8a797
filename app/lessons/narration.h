#pragma once

#include "core/trace/trace.h"

#include <QList>
#include <QString>

namespace overlap::lessons {

// A number as a learner reads it: integers without a point, others to 3 decimals with
// trailing zeros dropped, very large or small ones in scientific notation.
QString formatValue(double v);

// An angle given in degrees, as the display shows angles: "30°" (the number as
// formatValue writes it), or in radians to 3 significant digits, "0.524 rad", with exact
// multiples of a right angle written with π: "0 rad", "π/2 rad", "-π rad", "3π/2 rad".
QString formatAngle(double degrees, bool radians);

// How the text is to be read: the touching policy and the display's conventions. Only
// the words change with them, never the coordinates or the maths.
struct NarrationFlags {
    bool touchingCounts = true; // the slot `counts`
    bool yDown = false;         // the slot `ydown`: y drawn downwards (screen), else up (maths)
    bool radians = false;       // the slot `radians`: angles shown in radians, else degrees
    QString language = QStringLiteral("en"); // symbols' names in words ("gap", "间隙")
};

// A symbol the text names, and where its name stands in the filled text.
struct NamedSymbol {
    Symbol symbol = Symbol::None;
    Owner owner = Owner::None;
    int index = -1;
    qsizetype start = 0, length = 0;
    friend bool operator==(const NamedSymbol&, const NamedSymbol&) = default;
};

// Fills the slots of a narration text for step `stepIndex` of `trace`: {name} with the value
// of that name at that step or the latest earlier step, {angle:name} with that value (in
// degrees) as formatAngle shows it, {name?a|b} with a when it is non-zero else b (a and b
// may hold slots of their own); `verdict`, `touching` (the run's exact class is a touch;
// known for traces made by runAlgorithm), `counts`, `ydown` and `radians` are always known.
// Two compared values: {close:x,y?a|b} chooses a when x and y differ but print alike and
// the exact class is not a touch; {settles:x,y?a|b} also when they are the same double at
// the deciding step (for a step whose one comparison of x and y settles the run); {diff:x,y}
// is |x - y| to 2 digits ("< u", the spacing of doubles at x, when they are the same double).
// {@ID} writes the name of the vocabulary's symbol ID ("{@nearest}" is N), and records it:
// {@left b} is b's (b.left), {@corner 2} the index-th (P2), {@region #region} takes its index
// from a value. An unknown name or a malformed slot is an error naming it, never a blank.
struct Filled {
    QString text;
    QString error;                 // empty when every slot filled
    QList<NamedSymbol> named = {}; // the {@…} slots, in order, where they stand in `text`
    bool ok() const { return error.isEmpty(); }
};
Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 const NarrationFlags& flags);
// The same with the display's defaults (y-up, degrees).
Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 bool touchingCounts);
// A text outside any run (a lesson's title or intro): only `counts`, `ydown` and
// `radians` are known.
Filled fillSlots(const QString& text, const NarrationFlags& flags);

// The words as shown: a formula is not broken across lines at its signs ("d² = 32", "C′ − m"
// keep the spaces round =, −, <, ≤ as no-break spaces, one for one, so names' places stand).
QString keepFormulasWhole(QString text);

} // namespace overlap::lessons
