#include "app/lessons/verdict_words.h"

#include "app/i18n/words.h"
#include "app/style/palette.h"
#include "core/trace/trace.h"

#include <QCoreApplication>

namespace overlap::lessons {

namespace {

QString words(const QString& language, const char* text) {
    return i18n::wordsIn(language, "Verdict", text);
}

} // namespace

VerdictLook verdictLook(VerdictClass c, Touching policy, const QString& language, bool moving) {
    const QString overlap = moving ? words(language, QT_TRANSLATE_NOOP("Verdict", "hit"))
                                   : words(language, QT_TRANSLATE_NOOP("Verdict", "overlap"));
    const QString apart = moving ? words(language, QT_TRANSLATE_NOOP("Verdict", "miss"))
                                 : words(language, QT_TRANSLATE_NOOP("Verdict", "apart"));
    switch (c) {
    case VerdictClass::Overlap:
        return {overlap, palette::css(palette::kOverlap)};
    case VerdictClass::Apart:
        return {apart, palette::css(palette::kApart)};
    case VerdictClass::Touching:
        break;
    }
    // What the policy makes of the touch, said as that: "touching: overlap" read as two
    // verdicts.
    const QString counted = policy == Touching::Counts ? overlap : apart;
    const QString touch =
        moving ? words(language, QT_TRANSLATE_NOOP("Verdict", "graze (counts as %1)"))
               : words(language, QT_TRANSLATE_NOOP("Verdict", "touching (counts as %1)"));
    return {touch.arg(counted), palette::css(palette::kTouching)};
}

VerdictLook undecidedLook(const QString& language) {
    return {words(language, QT_TRANSLATE_NOOP("Verdict", "not yet decided")),
            palette::css(palette::kGreyBadge), palette::css(palette::kInk)};
}

VerdictLook stoppedLook(const QString& language) {
    return {words(language, QT_TRANSLATE_NOOP("Verdict", "stopped")),
            palette::css(palette::kGreyBadge), palette::css(palette::kInk)};
}

VerdictClass classOfTrace(const Trace& trace) {
    if (trace.verdictClass)
        return *trace.verdictClass;
    const Step* deciding = trace.decidingStep();
    return deciding && deciding->verdict ? VerdictClass::Overlap : VerdictClass::Apart;
}

} // namespace overlap::lessons
