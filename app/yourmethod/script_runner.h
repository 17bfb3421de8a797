#pragma once

#include "app/script/host/host_call.h"
#include "app/script/judge.h"
#include "app/yourmethod/script_run.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <chrono>

#include <optional>

namespace overlap::yourmethod {

// A judge run as the window asks for it: the source and the request; the answer, or the
// compile error that stopped it before any case.
struct JudgeOutcome {
    script::JudgeResult result;
    std::optional<script::ScriptError> compileError;
    script::JudgeRequest request;
};

// Runs a learner's script out of the window's process, in script hosts (app/script/host):
// scene runs (verdict and map), always finishing with the latest request (a newer one stops
// the one running and replaces a waiting one, so a drag never queues up stale maps), and
// judge runs, one at a time. A script that never returns is stopped by its watchdog; one
// that eats memory or crashes the engine takes down only its host, and the window says so
// and goes on.
class ScriptRunner : public QObject {
    Q_OBJECT
  public:
    explicit ScriptRunner(QObject* parent = nullptr);
    ~ScriptRunner() override;

    // A run waits for the one running, if that is younger than kPatience: a drag's requests
    // then cost no host each; an older one is stopped and replaced at once.
    void run(ScriptRunRequest r);
    void judge(const QString& source, const script::JudgeRequest& r);
    bool running() const { return scene_.running() || pending_.has_value(); }
    bool judging() const { return judging_.running(); }
    // For pictures and tests: blocks (processing events) until nothing runs.
    bool waitForIdle(int timeoutMs = 30000);

  signals:
    void ready(const overlap::yourmethod::ScriptRunResult& result);
    void judged(const overlap::yourmethod::JudgeOutcome& outcome);

  private:
    static constexpr std::chrono::milliseconds kPatience{250};
    void startScene(ScriptRunRequest r);
    void startPending();

    script::HostCall scene_, judging_;
    ScriptRunRequest sceneRequest_;
    std::optional<ScriptRunRequest> pending_;
    QElapsedTimer sceneClock_;
    QTimer patience_;
    script::JudgeRequest judgeRequest_;
};

} // namespace overlap::yourmethod

Q_DECLARE_METATYPE(overlap::yourmethod::JudgeOutcome)
