#pragma once

#include "app/style/palette.h"
#include "core/policy.h"
#include "core/trace/trace.h"
#include "core/verdict_class.h"

#include <QString>

namespace overlap::lessons {

// How every view names a scene's exact class: the badge, the compare panes and their
// agreement bar, the rendered pictures and the pitfall gallery all say it this way.
struct VerdictLook {
    QString words;  // "overlap", "apart", or "touching (counts as overlap)" / "… apart)"
    QString colour; // the badge's background: green, blue or amber ("#rrggbb")
    QString ink = palette::css(palette::kWhite); // the words' colour, ≥ 4.5 : 1 on `colour`
};

// The class in `language` ("en" or "zh"); a touch also says what the policy makes of it.
// `moving`: the class of a whole frame of a's move (Trace::moving), said as a hit, a graze or
// a miss, in the same colours.
VerdictLook verdictLook(VerdictClass c, Touching policy, const QString& language,
                        bool moving = false);

// The badge before the deciding step: dark words on light grey, saying so in words (a lone
// "…" read as a menu button).
VerdictLook undecidedLook(const QString& language);
// A script that stopped on an error (Your method): no verdict, and not one to wait for.
VerdictLook stoppedLook(const QString& language);

// The class of a traced run (Trace::verdictClass), or else the class its verdict implies.
VerdictClass classOfTrace(const Trace& trace);

} // namespace overlap::lessons
