#pragma once

#include "app/script/judge.h"
#include "app/yourmethod/script_run.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace overlap::yourmethod {

// A judge run as the window asks for it: the source and the request; the answer, or the
// compile error that stopped it before any case.
struct JudgeOutcome {
    script::JudgeResult result;
    std::optional<script::ScriptError> compileError;
    script::JudgeRequest request;
};

// Runs a learner's script off the UI thread: scene runs (verdict and map), always finishing
// with the latest request (a newer one cancels the one running and replaces a waiting one,
// so a drag never queues up stale maps), and judge runs, one at a time. Each run makes its
// own engine on its worker thread; a script that never returns is stopped by its watchdog
// there, and the window goes on meanwhile.
class ScriptRunner : public QObject {
    Q_OBJECT
  public:
    explicit ScriptRunner(QObject* parent = nullptr);
    ~ScriptRunner() override;

    void run(ScriptRunRequest r);
    void judge(const QString& source, const script::JudgeRequest& r);
    bool running() const { return running_ || pending_.has_value(); }
    bool judging() const { return judging_; }
    // For pictures and tests: blocks (processing events) until nothing runs.
    bool waitForIdle(int timeoutMs = 30000);

  signals:
    void ready(const overlap::yourmethod::ScriptRunResult& result);
    void judged(const overlap::yourmethod::JudgeOutcome& outcome);

  private:
    void start(ScriptRunRequest r);
    void finished();

    QThreadPool pool_;
    QFutureWatcher<ScriptRunResult> watcher_;
    QFutureWatcher<JudgeOutcome> judgeWatcher_;
    std::optional<ScriptRunRequest> pending_;
    bool running_ = false;
    bool judging_ = false;
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
};

} // namespace overlap::yourmethod

Q_DECLARE_METATYPE(overlap::yourmethod::JudgeOutcome)
