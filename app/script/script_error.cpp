#include "app/script/script_error.h"

#include "app/script/host/host_limits.h"

namespace overlap::script {

namespace {

// "1 (a number)", "\"yes\" (a string)", "undefined", "a function".
QString value(const ScriptError& e) {
    const QString& t = e.valueType;
    if (t == QLatin1String("undefined") || t == QLatin1String("null") ||
        t == QLatin1String("boolean"))
        return e.message;
    if (t == QLatin1String("function") || t == QLatin1String("symbol"))
        return QStringLiteral("a %1").arg(t);
    const bool vowel = !t.isEmpty() && QStringLiteral("aeiou").contains(t.front());
    return QStringLiteral("%1 (%2 %3)").arg(e.message, vowel ? u"an" : u"a", t);
}

} // namespace

QString summary(const ScriptError& e) {
    switch (e.kind) {
    case ScriptError::Kind::Syntax:
        return QStringLiteral("syntax error: %1").arg(e.message);
    case ScriptError::Kind::Exception:
        return QStringLiteral("uncaught exception: %1").arg(e.message);
    case ScriptError::Kind::Missing: {
        const QString name = e.sweep      ? QStringLiteral("sweep")
                             : e.response ? QStringLiteral("response")
                                          : QStringLiteral("overlaps");
        if (e.valueType == QLatin1String("undefined"))
            return QStringLiteral("no function %1(%2) is defined")
                .arg(name, e.sweep ? QStringLiteral("a, b, motion") : QStringLiteral("a, b"));
        return QStringLiteral("%1 is %2, not a function").arg(name, value(e));
    }
    case ScriptError::Kind::NotResponse:
        return QStringLiteral("response returned %1, not {normal: [x, y], separation: s} with "
                              "numbers%2")
            .arg(value(e), e.valueType == QLatin1String("undefined")
                               ? QStringLiteral(" (a missing return?)")
                               : QString());
    case ScriptError::Kind::NotSweep:
        return QStringLiteral("sweep returned %1, not {hit: true or false, toi: t or null}%2")
            .arg(value(e), e.valueType == QLatin1String("undefined")
                               ? QStringLiteral(" (a missing return?)")
                               : QString());
    case ScriptError::Kind::NotBoolean:
        return QStringLiteral("overlaps returned %1, not true or false%2")
            .arg(value(e), e.valueType == QLatin1String("undefined")
                               ? QStringLiteral(" (a missing return?)")
                               : QString());
    case ScriptError::Kind::Timeout:
        if (e.batchLimit)
            return QStringLiteral("stopped: together the calls ran longer than %1 ms")
                .arg(e.limit.count());
        return QStringLiteral("stopped after %1 ms: the script ran too long (an endless loop?)")
            .arg(e.limit.count());
    case ScriptError::Kind::Memory:
        return QStringLiteral("your method used too much memory (more than %1 MiB): does it build "
                              "one huge string or array, or keep adding to one in a loop?")
            .arg(kHostMemoryBytes >> 20);
    case ScriptError::Kind::Recursion:
        return QStringLiteral("your method kept calling itself until it ran out of room: does the "
                              "function that starts on this line ever stop calling itself?");
    case ScriptError::Kind::HostFailed:
        return QStringLiteral("your method could not be run: %1").arg(e.message);
    }
    return e.message;
}

QString describe(const ScriptError& e) {
    if (e.line > 0)
        return QStringLiteral("line %1: %2").arg(e.line).arg(summary(e));
    return summary(e);
}

} // namespace overlap::script
