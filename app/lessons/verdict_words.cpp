#include "app/lessons/verdict_words.h"

#include "core/trace/trace.h"

namespace overlap::lessons {

VerdictLook verdictLook(VerdictClass c, Touching policy, const QString& language) {
    const bool zh = language == QLatin1String("zh");
    const QString overlap = zh ? QStringLiteral("重叠") : QStringLiteral("overlap");
    const QString apart = zh ? QStringLiteral("分离") : QStringLiteral("apart");
    switch (c) {
    case VerdictClass::Overlap:
        return {overlap, QStringLiteral("#15803d")};
    case VerdictClass::Apart:
        return {apart, QStringLiteral("#1d4ed8")};
    case VerdictClass::Touching:
        break;
    }
    // What the policy makes of the touch, said as that: "touching: overlap" read as two
    // verdicts.
    const QString counted = policy == Touching::Counts ? overlap : apart;
    return {zh ? QStringLiteral("接触（算作%1）").arg(counted)
               : QStringLiteral("touching (counts as %1)").arg(counted),
            QStringLiteral("#b45309")};
}

VerdictLook undecidedLook(const QString& language) {
    const bool zh = language == QLatin1String("zh");
    return {zh ? QStringLiteral("尚未判定") : QStringLiteral("not yet decided"),
            QStringLiteral("#e5e7eb"), QStringLiteral("#1f2937")};
}

VerdictClass classOfTrace(const Trace& trace) {
    if (trace.verdictClass)
        return *trace.verdictClass;
    const Step* deciding = trace.decidingStep();
    return deciding && deciding->verdict ? VerdictClass::Overlap : VerdictClass::Apart;
}

} // namespace overlap::lessons
