#include "app/yourmethod/problem_words.h"

#include "app/script/host/host_limits.h"

#include <QCoreApplication>

namespace overlap::yourmethod {

namespace {

// Every text here is marked for the "YourMethod" context where it is written.
QString words(const char* text) {
    return QCoreApplication::translate("YourMethod", text);
}

// The kind of a value in the window's language.
QString kindOf(const QString& type) {
    static const std::pair<const char*, const char*> kinds[] = {
        {"number", QT_TRANSLATE_NOOP("YourMethod", "a number")},
        {"string", QT_TRANSLATE_NOOP("YourMethod", "a string")},
        {"array", QT_TRANSLATE_NOOP("YourMethod", "an array")},
        {"object", QT_TRANSLATE_NOOP("YourMethod", "an object")},
        {"function", QT_TRANSLATE_NOOP("YourMethod", "a function")},
        {"symbol", QT_TRANSLATE_NOOP("YourMethod", "a symbol")},
        {"bigint", QT_TRANSLATE_NOOP("YourMethod", "a big integer")},
    };
    for (const auto& [name, text] : kinds)
        if (type == QLatin1String(name))
            return words(text);
    return type;
}

// "1 (a number)", "undefined", "a function".
QString valueOf(const script::ScriptError& e) {
    const QString& t = e.valueType;
    if (t == QLatin1String("undefined") || t == QLatin1String("null") ||
        t == QLatin1String("boolean") || t.isEmpty())
        return e.message;
    if (t == QLatin1String("function") || t == QLatin1String("symbol"))
        return kindOf(t);
    return words(QT_TRANSLATE_NOOP("YourMethod", "%1 (%2)")).arg(e.message, kindOf(t));
}

} // namespace

QString problemText(const script::ScriptError& e) {
    using Kind = script::ScriptError::Kind;
    switch (e.kind) {
    case Kind::Syntax:
        return words(QT_TRANSLATE_NOOP("YourMethod", "syntax error: %1")).arg(e.message);
    case Kind::Exception:
        return words(QT_TRANSLATE_NOOP("YourMethod", "uncaught exception: %1")).arg(e.message);
    case Kind::Missing:
        if (e.valueType == QLatin1String("undefined"))
            return words(QT_TRANSLATE_NOOP("YourMethod", "no function overlaps(a, b) is defined"));
        return words(QT_TRANSLATE_NOOP("YourMethod", "overlaps is %1, not a function"))
            .arg(valueOf(e));
    case Kind::NotBoolean:
        if (e.valueType == QLatin1String("undefined"))
            return words(QT_TRANSLATE_NOOP(
                "YourMethod",
                "overlaps returned undefined, not true or false (a missing return?)"));
        return words(QT_TRANSLATE_NOOP("YourMethod", "overlaps returned %1, not true or false"))
            .arg(valueOf(e));
    case Kind::NotSweep: // only overlap-cli judge --motion calls sweep(a, b, motion)
        return words(
                   QT_TRANSLATE_NOOP("YourMethod",
                                     "sweep returned %1, not {hit: true or false, toi: t or null}"))
            .arg(valueOf(e));
    case Kind::NotResponse: // only overlap-cli judge --response calls response(a, b)
        return words(QT_TRANSLATE_NOOP("YourMethod",
                                       "response returned %1, not {normal: [x, y], separation: s}"))
            .arg(valueOf(e));
    case Kind::Timeout:
        if (e.batchLimit)
            return words(QT_TRANSLATE_NOOP(
                             "YourMethod",
                             "stopped: together the calls ran longer than %1 ms (too slow to map)"))
                .arg(e.limit.count());
        return words(QT_TRANSLATE_NOOP(
                         "YourMethod",
                         "stopped after %1 ms: the script ran too long (an endless loop?)"))
            .arg(e.limit.count());
    case Kind::Memory:
        return words(QT_TRANSLATE_NOOP(
                         "YourMethod",
                         "your method used too much memory (more than %1 MiB): does it build one "
                         "huge string or array, or keep adding to one in a loop?"))
            .arg(script::kHostMemoryBytes >> 20);
    case Kind::Recursion:
        return words(QT_TRANSLATE_NOOP(
            "YourMethod", "your method kept calling itself until it ran out of room: does the "
                          "function that starts on this line ever stop calling itself?"));
    case Kind::HostFailed:
        return words(QT_TRANSLATE_NOOP("YourMethod", "your method could not be run: %1"))
            .arg(e.message);
    }
    return e.message;
}

QString problemLine(const script::ScriptError& e) {
    if (e.line > 0)
        return words(QT_TRANSLATE_NOOP("YourMethod", "Line %1: %2"))
            .arg(e.line)
            .arg(problemText(e));
    return problemText(e);
}

} // namespace overlap::yourmethod
