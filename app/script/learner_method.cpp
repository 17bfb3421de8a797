#include "app/script/learner_method.h"

#include "app/script/harness_js.h"
#include "app/script/source_scan.h"
#include "app/script/watchdog.h"

#include <QJSEngine>

#include <algorithm>
#include <array>

namespace overlap::script {

namespace {

using Clock = Watchdog::Clock;

// The names the engine gives the learner's source and Overlap's own code in stack traces.
const QString kLearnerFile = QStringLiteral("learner.js");
const QString kOwnFile = QStringLiteral("overlap-harness.js");
// A global that exists only while a failed call is repeated for its stack trace.
const QString kRerun = QStringLiteral("__overlapRerun");
// After the source: its overlaps (or response), whether a function, a let or a var, or
// undefined.
QString trailer(const QString& name) {
    return QStringLiteral("\n;(typeof %1 === \"undefined\" ? undefined : %1)").arg(name);
}

// The first line of the learner's source in a stack trace ("name:line:column:file"), 0 if
// none; the column too when asked.
int learnerLine(const QStringList& trace, int* column = nullptr) {
    for (const QString& frame : trace) {
        if (!frame.endsWith(QLatin1Char(':') + kLearnerFile))
            continue;
        const QStringList parts = frame.split(QLatin1Char(':'));
        if (parts.size() < 3)
            continue;
        if (column)
            *column = std::max(0, parts[2].toInt());
        return std::max(0, parts[1].toInt());
    }
    return 0;
}

// The harness's word for what was thrown (harness_js.h, thrownKind) as a kind of error.
ScriptError::Kind thrownKind(const QString& word) {
    if (word == QLatin1String("recursion"))
        return ScriptError::Kind::Recursion;
    if (word == QLatin1String("memory"))
        return ScriptError::Kind::Memory;
    return ScriptError::Kind::Exception;
}

ScriptError timeoutError(std::chrono::milliseconds limit, bool batch) {
    ScriptError e;
    e.kind = ScriptError::Kind::Timeout;
    e.limit = limit;
    e.batchLimit = batch;
    return e;
}

} // namespace

struct LearnerMethod::Impl {
    explicit Impl(std::chrono::milliseconds limit) : callLimit(limit) {}

    std::chrono::milliseconds callLimit;
    QString source;
    Entry entry = Entry::Overlaps;
    int definition = 0; // the line of "function overlaps", for errors about what it returned
    int lines = 1;

    // Destroyed in reverse: the watchdog first (it may touch the engine), then the values,
    // then the engine they live in.
    std::unique_ptr<QJSEngine> engine;
    QJSValue harness, takeConsole;
    QJSValue bound, call, failed, report, again;
    Watchdog watchdog;

    bool inBatch = false;
    std::chrono::milliseconds batchTotal{0};
    Clock::duration batchLeft{};

    bool compiled() const { return call.isCallable(); }

    void reset() {
        bound = call = failed = report = again = harness = takeConsole = QJSValue();
        watchdog.watch(nullptr);
        engine.reset();
    }

    // Runs `run` under the watchdog: within the call limit and, in a batch, what is left
    // of its total. Nothing (and `error` set) when it timed out.
    template <class F> std::optional<QJSValue> watched(F&& run, std::optional<ScriptError>& error) {
        const bool batchBound =
            inBatch && batchLeft < std::chrono::duration_cast<Clock::duration>(callLimit);
        const Clock::duration allowed =
            batchBound ? batchLeft : std::chrono::duration_cast<Clock::duration>(callLimit);
        const auto timeout = [&] {
            error = timeoutError(batchBound ? batchTotal : callLimit, batchBound);
            return std::nullopt;
        };
        if (allowed <= Clock::duration::zero())
            return timeout();
        if (!inBatch)
            watchdog.openSession();
        const Clock::time_point start = Clock::now();
        watchdog.arm(start + allowed);
        QJSValue value = run();
        const bool fired = watchdog.disarm();
        if (inBatch)
            batchLeft -= Clock::now() - start;
        else
            watchdog.closeSession();
        if (fired)
            return timeout();
        return value;
    }

    // fn(args) under the watchdog.
    std::optional<QJSValue> watchedCall(const QJSValue& fn, const QJSValueList& args,
                                        std::optional<ScriptError>& error) {
        return watched([&] { return QJSValue(fn).call(args); }, error);
    }

    // The engine with the built-ins a script may use and Overlap's own code.
    bool prepare() {
        engine = std::make_unique<QJSEngine>();
        watchdog.watch(engine.get());
        QJSValue global = engine->globalObject();
        // Promise reactions run later from the event loop, outside any watched call;
        // Atomics.wait could block a thread where the engine allows it.
        for (const char* name : {"Promise", "Atomics", "SharedArrayBuffer"})
            global.deleteProperty(QLatin1String(name));
        const QJSValue console = engine->evaluate(QString::fromUtf8(js::kConsole), kOwnFile, 1);
        takeConsole = QJSValue(console).call({global, QJSValue(kConsoleLines)});
        harness = engine->evaluate(QString::fromUtf8(js::kHarness), kOwnFile, 1);
        return takeConsole.isCallable() && harness.isObject();
    }

    // ["text", "kind"] of a value, rendered under the watchdog.
    std::optional<std::pair<QString, QString>> render(const QJSValue& v,
                                                      std::optional<ScriptError>& error) {
        const auto r = watchedCall(harness.property(QStringLiteral("render")), {v}, error);
        if (!r)
            return std::nullopt;
        return std::pair(r->property(0).toString(), r->property(1).toString());
    }

    QString entryName() const {
        switch (entry) {
        case Entry::Response:
            return QStringLiteral("response");
        case Entry::Sweep:
            return QStringLiteral("sweep");
        case Entry::Overlaps:
            break;
        }
        return QStringLiteral("overlaps");
    }

    std::optional<ScriptError> compile(const QString& text, Entry wanted) {
        reset();
        source = text;
        entry = wanted;
        definition = definitionLine(text, entryName());
        lines = lineCount(text);
        if (!prepare()) {
            ScriptError e;
            e.message = QStringLiteral("the script engine could not be set up");
            return e;
        }
        QStringList trace;
        std::optional<ScriptError> error;
        const auto result = watched(
            [&] { return engine->evaluate(text + trailer(entryName()), kLearnerFile, 1, &trace); },
            error);
        if (!result)
            return error;
        if (!trace.isEmpty()) { // something was thrown: a parse error or the top level's
            ScriptError e = topLevelError(*result, trace);
            if (e.kind == ScriptError::Kind::Syntax)
                return syntaxErrorAlone(text).value_or(e);
            return e;
        }
        if (!result->isCallable()) {
            const auto r = render(*result, error);
            if (!r)
                return error;
            ScriptError e;
            e.kind = ScriptError::Kind::Missing;
            e.message = r->first;
            e.valueType = r->second;
            e.response = entry == Entry::Response;
            e.sweep = entry == Entry::Sweep;
            return e;
        }
        bound = harness.property(QStringLiteral("bind")).call({*result, QJSValue(int(entry))});
        call = bound.property(QStringLiteral("call"));
        failed = bound.property(QStringLiteral("failed"));
        report = bound.property(QStringLiteral("report"));
        again = bound.property(QStringLiteral("again"));
        if (!compiled()) {
            ScriptError e;
            e.message = QStringLiteral("the script engine could not be set up");
            return e;
        }
        return std::nullopt;
    }

    // A parse error's only frame is the place in the source, with no function name and a
    // column; a SyntaxError thrown by running code has a function ("%entry", ...).
    static bool isParseError(const QJSValue& thrown, const QStringList& trace) {
        return thrown.isError() && thrown.errorType() == QJSValue::SyntaxError &&
               trace.size() == 1 && trace.front().startsWith(QLatin1Char(':'));
    }

    // The parse error of the source without the trailer, whose words ("Expected token `}'")
    // are about the learner's text: a source that does not parse runs no code. Nothing when
    // the source alone parses (its top level then ran in this engine, which is dropped).
    std::optional<ScriptError> syntaxErrorAlone(const QString& text) {
        QStringList trace;
        std::optional<ScriptError> timeout;
        const auto result =
            watched([&] { return engine->evaluate(text, kLearnerFile, 1, &trace); }, timeout);
        if (!result || !isParseError(*result, trace))
            return std::nullopt;
        return topLevelError(*result, trace);
    }

    ScriptError topLevelError(const QJSValue& thrown, const QStringList& trace) {
        ScriptError e;
        if (isParseError(thrown, trace)) {
            e.kind = ScriptError::Kind::Syntax;
            e.message = thrown.property(QStringLiteral("message")).toString();
            e.line = learnerLine(trace, &e.column);
            e.line = std::min(e.line, lines); // past the end: an unclosed brace
            return e;
        }
        std::optional<ScriptError> timeout;
        const auto text =
            watchedCall(harness.property(QStringLiteral("thrownText")), {thrown}, timeout);
        if (!text)
            return *timeout;
        const auto kind =
            watchedCall(harness.property(QStringLiteral("thrownKind")), {thrown}, timeout);
        if (!kind)
            return *timeout;
        e.kind = thrownKind(kind->toString());
        e.message = text->toString();
        e.line = learnerLine(trace);
        return e;
    }

    // The learner's function on a and b through the harness: its value, or nothing and the
    // error.
    std::optional<QJSValue> callOn(const ScriptShape& a, const ScriptShape& b,
                                   std::optional<ScriptError>& error,
                                   std::array<double, 2> motion = {0, 0}) {
        if (!compiled()) {
            ScriptError e;
            e.kind = ScriptError::Kind::Missing;
            e.message = QStringLiteral("undefined");
            e.valueType = QStringLiteral("undefined");
            e.response = entry == Entry::Response;
            e.sweep = entry == Entry::Sweep;
            error = e;
            return std::nullopt;
        }
        const auto numbers = [](const ScriptShape& s) {
            return s.isCircle() ? std::array{s.x, s.y, s.r, 0.0, 0.0}
                                : std::array{s.x, s.y, s.w, s.h, s.angle};
        };
        QJSValueList args;
        args.reserve(14);
        for (const ScriptShape* s : {&a, &b}) {
            args.append(QJSValue(!s->isCircle()));
            for (double v : numbers(*s))
                args.append(QJSValue(v));
        }
        for (double v : motion)
            args.append(QJSValue(v));
        return watchedCall(call, args, error);
    }

    Answer overlaps(const ScriptShape& a, const ScriptShape& b) {
        Answer out;
        const auto r = callOn(a, b, out.error);
        if (!r)
            return out;
        if (entry == Entry::Overlaps && r->isBool()) {
            out.overlap = r->toBool();
            return out;
        }
        out.error = failure(*r);
        return out;
    }

    ResponseAnswer response(const ScriptShape& a, const ScriptShape& b) {
        ResponseAnswer out;
        const auto r = callOn(a, b, out.error);
        if (!r)
            return out;
        if (entry == Entry::Response && r->isArray()) {
            out.normalX = r->property(0).toNumber();
            out.normalY = r->property(1).toNumber();
            out.separation = r->property(2).toNumber();
            return out;
        }
        out.error = failure(*r);
        return out;
    }

    SweepScriptAnswer sweep(const ScriptShape& a, const ScriptShape& b, double dx, double dy) {
        SweepScriptAnswer out;
        const auto r = callOn(a, b, out.error, {dx, dy});
        if (!r)
            return out;
        if (entry == Entry::Sweep && r->isArray()) {
            out.hit = r->property(0).toBool();
            if (r->property(2).toBool())
                out.toi = r->property(1).toNumber();
            return out;
        }
        out.error = failure(*r);
        return out;
    }

    // Why a call returned `failed` (or, for a failure outside the harness, the value).
    ScriptError failure(const QJSValue& r) {
        ScriptError e;
        if (!r.strictlyEquals(failed)) { // the engine itself failed the call
            e.message = r.toString();
            return e;
        }
        const QJSValue why = report.call();
        if (why.property(0).toString() == QLatin1String("value")) {
            e.kind = entry == Entry::Response ? ScriptError::Kind::NotResponse
                     : entry == Entry::Sweep  ? ScriptError::Kind::NotSweep
                                              : ScriptError::Kind::NotBoolean;
            e.message = why.property(1).toString();
            e.valueType = why.property(2).toString();
            e.line = definition;
            return e;
        }
        e.kind = thrownKind(why.property(0).toString());
        e.message = why.property(1).toString();
        e.line = why.property(3).toInt();
        if (e.line == 0) // a thrown non-Error carries no line: repeat the call for the trace
            e.line = rerunLine();
        return e;
    }

    int rerunLine() {
        QJSValue global = engine->globalObject();
        global.setProperty(kRerun, again);
        QStringList trace;
        std::optional<ScriptError> ignored;
        watched(
            [&] { return engine->evaluate(kRerun + QStringLiteral("()"), kOwnFile, 1, &trace); },
            ignored);
        global.deleteProperty(kRerun);
        return learnerLine(trace);
    }
};

LearnerMethod::LearnerMethod(std::chrono::milliseconds callLimit)
    : d_(std::make_unique<Impl>(callLimit)) {}

LearnerMethod::~LearnerMethod() = default;

std::optional<ScriptError> LearnerMethod::compile(const QString& source, Entry entry) {
    return d_->compile(source, entry);
}

bool LearnerMethod::isCompiled() const {
    return d_->compiled();
}

const QString& LearnerMethod::source() const {
    return d_->source;
}

Answer LearnerMethod::overlaps(const ScriptShape& a, const ScriptShape& b) {
    return d_->overlaps(a, b);
}

ResponseAnswer LearnerMethod::response(const ScriptShape& a, const ScriptShape& b) {
    return d_->response(a, b);
}

SweepScriptAnswer LearnerMethod::sweep(const ScriptShape& a, const ScriptShape& b, double dx,
                                       double dy) {
    return d_->sweep(a, b, dx, dy);
}

void LearnerMethod::beginBatch(std::chrono::milliseconds total) {
    if (d_->inBatch)
        return;
    d_->inBatch = true;
    d_->batchTotal = total;
    d_->batchLeft = std::chrono::duration_cast<Clock::duration>(total);
    d_->watchdog.openSession();
}

void LearnerMethod::endBatch() {
    if (!d_->inBatch)
        return;
    d_->inBatch = false;
    d_->watchdog.closeSession();
}

QStringList LearnerMethod::takeConsole(bool* dropped) {
    QStringList out;
    if (dropped)
        *dropped = false;
    if (!d_->takeConsole.isCallable())
        return out;
    const QJSValue taken = d_->takeConsole.call();
    const QJSValue lines = taken.property(0);
    const int n = lines.property(QStringLiteral("length")).toInt();
    for (int i = 0; i < n; ++i)
        out << lines.property(quint32(i)).toString();
    if (dropped)
        *dropped = taken.property(1).toBool();
    return out;
}

std::chrono::milliseconds LearnerMethod::callLimit() const {
    return d_->callLimit;
}

} // namespace overlap::script
