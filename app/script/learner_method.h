#pragma once

#include "app/script/script_error.h"
#include "app/script/script_shape.h"

#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>
#include <optional>

namespace overlap::script {

// A learner's answer for one pair of shapes: a verdict, or what went wrong.
struct Answer {
    std::optional<ScriptError> error;
    bool overlap = false;
    bool ok() const { return !error; }
};

// A learner's push apart for one pair: the way to move a (from b towards a) and the signed
// distance (below 0 when they overlap), as the script returned them; or what went wrong.
struct ResponseAnswer {
    std::optional<ScriptError> error;
    double normalX = 0.0, normalY = 0.0, separation = 0.0;
    bool ok() const { return !error; }
};

// A learner's sweep for one moving case: whether a, moving by the motion, meets b, and when
// (the time is not given when the script returns null or leaves it out); or what went wrong.
struct SweepScriptAnswer {
    std::optional<ScriptError> error;
    bool hit = false;
    std::optional<double> toi;
    bool ok() const { return !error; }
};

// Which function of the learner's source is called.
enum class Entry {
    Overlaps, // overlaps(a, b): true or false
    Response, // response(a, b): {normal: [x, y] or {x, y}, separation: s}
    Sweep,    // sweep(a, b, motion): {hit: true or false, toi: t or null}; motion is [dx, dy]
};

// A learner's own collision test: JavaScript source that defines
//     function overlaps(a, b) { ... return true or false; }
// run by QJSEngine. The shapes are plain objects as in the eval format (see ScriptShape);
// for a circle and a rect, pass the circle as `a`.
//
// The script gets the ECMAScript built-ins and a console whose log, info, warn, error and
// debug lines are kept for takeConsole(); nothing else: no file, network or process access,
// no Qt object, no imports. Promise is removed too, since its reactions would run later
// from the event loop, where no watchdog stops them.
//
// A watchdog thread interrupts a call (or the top level, on compile) that runs longer than
// the call limit; inside a batch the calls also share one total. A stopped script is
// reported as a Timeout and the method stays usable.
//
// The engine belongs to the thread that compiles: use a LearnerMethod from one thread (a
// QCoreApplication must exist, as for any QJSEngine).
class LearnerMethod {
  public:
    static constexpr std::chrono::milliseconds kCallLimit{800};
    // Lines console keeps between takeConsole() calls; the rest are dropped.
    static constexpr int kConsoleLines = 200;

    explicit LearnerMethod(std::chrono::milliseconds callLimit = kCallLimit);
    ~LearnerMethod();
    LearnerMethod(const LearnerMethod&) = delete;
    LearnerMethod& operator=(const LearnerMethod&) = delete;

    // Runs the source's top level in a fresh engine and finds its overlaps: nothing when it
    // is ready, else the syntax error, the exception, the timeout, or that overlaps is not a
    // function. A failed compile leaves no method.
    std::optional<ScriptError> compile(const QString& source, Entry entry = Entry::Overlaps);
    bool isCompiled() const;
    const QString& source() const;

    // overlaps(a, b). Fast enough for thousands of calls: the function is looked up once,
    // and the shape objects are built inside the engine from plain numbers.
    Answer overlaps(const ScriptShape& a, const ScriptShape& b);
    // response(a, b), for a source compiled with Entry::Response. A number that is NaN or
    // infinite is returned as it is: the judge says it is wrong.
    ResponseAnswer response(const ScriptShape& a, const ScriptShape& b);
    // sweep(a, b, [dx, dy]), for a source compiled with Entry::Sweep.
    SweepScriptAnswer sweep(const ScriptShape& a, const ScriptShape& b, double dx, double dy);

    // Between these, the calls share `total` (their own running time only, not the
    // caller's between them) besides each one's call limit. Not nested.
    void beginBatch(std::chrono::milliseconds total);
    void endBatch();

    // What the script wrote to the console since the last take, oldest first; `dropped`
    // says whether lines past kConsoleLines were lost.
    QStringList takeConsole(bool* dropped = nullptr);

    std::chrono::milliseconds callLimit() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> d_;
};

// A batch for the scope: LearnerMethod::beginBatch and endBatch.
class ScriptBatch {
  public:
    ScriptBatch(LearnerMethod& method, std::chrono::milliseconds total) : method_(method) {
        method_.beginBatch(total);
    }
    ~ScriptBatch() { method_.endBatch(); }
    ScriptBatch(const ScriptBatch&) = delete;
    ScriptBatch& operator=(const ScriptBatch&) = delete;

  private:
    LearnerMethod& method_;
};

} // namespace overlap::script
