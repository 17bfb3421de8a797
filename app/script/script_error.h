#pragma once

#include <QString>

#include <chrono>

namespace overlap::script {

// What went wrong with a learner's script, with what the app needs to word it in either
// language and to put the cursor on it.
struct ScriptError {
    enum class Kind {
        Syntax,     // the source does not parse
        Exception,  // something was thrown and not caught (at the top level or in a call)
        Missing,    // no function overlaps(a, b) after the top level ran
        NotBoolean, // overlaps returned something other than true or false
        // response returned something other than {normal: [x, y], separation: s}
        NotResponse,
        // sweep returned something other than {hit: true or false, toi: t or null}
        NotSweep,
        Timeout, // stopped by the watchdog, or the host's time ran out
        // The engine refused an allocation, or the script host died of its memory limit.
        Memory,
        Recursion,  // the call stack ran out: a function that calls itself without end
        HostFailed, // the script host could not start or crashed: message says how
    };
    Kind kind = Kind::Exception;
    // Syntax: the engine's words ("Expected token `}'"). Exception: what was thrown, as
    // JavaScript's String() writes it ("TypeError: Cannot read property 'x' of null", "5").
    // NotBoolean: the value returned, as a script would write it ("1", "\"yes\"",
    // "undefined", "[object Object]"). Missing: what overlaps is instead ("undefined").
    QString message;
    // NotBoolean, Missing: the kind of value ("number", "string", "undefined", "null",
    // "array", "object", "function").
    QString valueType;
    // Missing: whether the function looked for was response(a, b) rather than overlaps.
    bool response = false;
    int line = 0;   // in the learner's source, from 1; 0 when not known
    int column = 0; // Syntax: from 1; 0 when not known
    // Timeout: the limit that ran out, and whether it was one call's or a batch's total.
    std::chrono::milliseconds limit{0};
    bool batchLimit = false;
    // Missing, NotSweep: the function looked for was sweep(a, b, motion).
    bool sweep = false;
};

// What went wrong in English, without the line: "syntax error: Expected token `}'",
// "overlaps returned 1 (a number), not true or false".
QString summary(const ScriptError& e);

// One line in English for the command line: "line 3: syntax error: Expected token `}'",
// "line 5: overlaps returned 1 (a number), not true or false", "stopped after 800 ms: the
// script ran too long (an endless loop?)". The app words the fields itself.
QString describe(const ScriptError& e);

} // namespace overlap::script
