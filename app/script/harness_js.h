#pragma once

// The JavaScript Overlap itself runs in a learner's engine, before the learner's source (so
// that it holds the built-ins before the source can replace them). Everything that may run
// the learner's code (a getter, a toString) runs inside a watched call.

namespace overlap::script::js {

// A console that keeps lines for LearnerMethod::takeConsole; returns the take function,
// which gives [lines, dropped] and starts over.
inline constexpr char kConsole[] = R"JS((function (global, limit) {
    var S = String, stringify = JSON.stringify, substring = String.prototype.substring;
    var lines = [], dropped = false;
    function text(v) {
        var s;
        if (typeof v === "object" && v !== null) {
            try { s = stringify(v); } catch (e) { s = undefined; }
        }
        if (typeof s !== "string")
            s = S(v);
        return s.length > 1000 ? substring.call(s, 0, 1000) + "\u2026" : s;
    }
    function log() {
        if (lines.length >= limit) {
            dropped = true;
            return;
        }
        var s = "";
        for (var i = 0; i < arguments.length; ++i)
            s += (i ? " " : "") + text(arguments[i]);
        lines[lines.length] = s;
    }
    global.console = {log: log, info: log, warn: log, error: log, debug: log};
    return function () {
        var out = [lines, dropped];
        lines = [];
        dropped = false;
        return out;
    };
}))JS";

// The harness: shape objects from plain numbers, a call that never throws and reports
// what went wrong, and the renderings of values for messages.
inline constexpr char kHarness[] = R"JS((function () {
    var S = String, isArray = Array.isArray, stringify = JSON.stringify;
    var substring = String.prototype.substring;
    function shape(t, p, q, s, u, v) {
        return t ? {type: "rect", x: p, y: q, w: s, h: u, angle: v}
                 : {type: "circle", x: p, y: q, r: s};
    }
    // [how a script would write v, its kind]
    function render(v) {
        var type = v === null ? "null" : isArray(v) ? "array" : typeof v;
        var text;
        if (type === "string")
            text = stringify(v.length > 40 ? substring.call(v, 0, 40) + "\u2026" : v);
        else if (type === "number" || type === "boolean" || type === "undefined" || type === "null")
            text = S(v);
        else if (type === "array")
            text = "[\u2026]";
        else if (type === "function")
            text = "function";
        else if (type === "symbol")
            text = "symbol";
        else
            text = "{\u2026}";
        return [text, type];
    }
    // What was thrown as String() writes it, cut short: a thrown string of a gigabyte is
    // the learner's mistake to be told, not a message to carry.
    function thrownText(e) {
        try {
            var s = S(e);
            return s.length > 500 ? substring.call(s, 0, 500) + "\u2026" : s;
        } catch (x) {
            return "(a value that cannot be printed)";
        }
    }
    // The engine's own RangeErrors that are no bug of the method's logic: "recursion" for
    // a call stack that ran out, "memory" for an allocation refused; else "exception".
    var RangeErr = RangeError, test = RegExp.prototype.test;
    function thrownKind(e) {
        try {
            if (!(e instanceof RangeErr))
                return "exception";
            var m = S(e.message);
            if (test.call(/call stack/i, m))
                return "recursion";
            if (test.call(/out of memory/i, m))
                return "memory";
        } catch (x) {
        }
        return "exception";
    }
    function thrownLine(e) {
        try {
            var n = e !== null && typeof e === "object" ? e.lineNumber : 0;
            return typeof n === "number" && n > 0 ? n : 0;
        } catch (x) {
            return 0;
        }
    }
    return {
        render: render,
        thrownText: thrownText,
        thrownKind: thrownKind,
        // The calls for the learner's function f. call() returns true, false (for
        // overlaps, mode 0), [nx, ny, separation] (for response, mode 1) or [hit, toi,
        // timed] (for sweep, mode 2), or `failed`,
        // and then report() says why: [thrownKind, text, "", line] or
        // ["value", text, kind, 0]; again() repeats a call that threw, uncaught, so that
        // the engine's stack trace shows the line of a thrown non-Error.
        bind: function (f, mode) {
            var failed = {}, report, last;
            function threw(e, args) {
                last = args;
                report = [thrownKind(e), thrownText(e), "", thrownLine(e)];
                return failed;
            }
            function wrong(r) {
                var v = render(r);
                report = ["value", v[0], v[1], 0];
                return failed;
            }
            function overlaps(ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4) {
                var r;
                try {
                    r = f(shape(ta, a0, a1, a2, a3, a4), shape(tb, b0, b1, b2, b3, b4));
                } catch (e) {
                    return threw(e, [ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4]);
                }
                return r === true || r === false ? r : wrong(r);
            }
            // {hit: true or false, toi: t or null}, as [hit, toi or NaN, whether toi given];
            // the motion reaches the script as [dx, dy].
            function sweep(ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4, dx, dy) {
                var r, out;
                var args = [ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4, dx, dy];
                try {
                    r = f(shape(ta, a0, a1, a2, a3, a4), shape(tb, b0, b1, b2, b3, b4), [dx, dy]);
                    var o = r !== null && typeof r === "object";
                    var hit = o ? r.hit : undefined;
                    var toi = o ? r.toi : undefined;
                    var timed = typeof toi === "number";
                    if (typeof hit === "boolean" && (timed || toi === null || toi === undefined))
                        out = [hit, timed ? toi : 0, timed];
                } catch (e) {
                    return threw(e, args);
                }
                return out ? out : wrong(r);
            }
            // {normal: [x, y] or {x, y}, separation: s}, as three numbers; a getter that
            // throws is the learner's exception.
            function response(ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4) {
                var r, out;
                var args = [ta, a0, a1, a2, a3, a4, tb, b0, b1, b2, b3, b4];
                try {
                    r = f(shape(ta, a0, a1, a2, a3, a4), shape(tb, b0, b1, b2, b3, b4));
                    var o = r !== null && typeof r === "object";
                    var n = o ? r.normal : undefined;
                    var on = n !== null && typeof n === "object";
                    var nx = isArray(n) ? n[0] : on ? n.x : undefined;
                    var ny = isArray(n) ? n[1] : on ? n.y : undefined;
                    var sep = o ? r.separation : undefined;
                    if (typeof nx === "number" && typeof ny === "number" && typeof sep === "number")
                        out = [nx, ny, sep];
                } catch (e) {
                    return threw(e, args);
                }
                return out ? out : wrong(r);
            }
            return {
                failed: failed,
                call: mode === 2 ? sweep : mode === 1 ? response : overlaps,
                report: function () { return report; },
                again: function () {
                    var l = last;
                    return f(shape(l[0], l[1], l[2], l[3], l[4], l[5]),
                             shape(l[6], l[7], l[8], l[9], l[10], l[11]), [l[12], l[13]]);
                }
            };
        }
    };
})())JS";

} // namespace overlap::script::js
