#include "app/yourmethod/script_runner.h"

#include "app/compare/background_priority.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace overlap::yourmethod {

ScriptRunner::ScriptRunner(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(2); // a scene run and a judge run side by side
    connect(&watcher_, &QFutureWatcher<ScriptRunResult>::finished, this, &ScriptRunner::finished);
    connect(&judgeWatcher_, &QFutureWatcher<JudgeOutcome>::finished, this, [this] {
        judging_ = false;
        emit judged(judgeWatcher_.result());
    });
}

ScriptRunner::~ScriptRunner() {
    // A running map checks these between rows, a judge run between cases.
    cancel_->store(true);
    stop_->store(true);
    watcher_.waitForFinished();
    judgeWatcher_.waitForFinished();
}

void ScriptRunner::run(ScriptRunRequest r) {
    if (running_) {
        pending_ = std::move(r);
        cancel_->store(true); // the running one is stale now
        return;
    }
    start(std::move(r));
}

void ScriptRunner::start(ScriptRunRequest r) {
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancel = cancel_;
    running_ = true;
    watcher_.setFuture(QtConcurrent::run(&pool_, [r = std::move(r), cancel] {
        compare::lowerThisThreadPriority();
        return runScript(r, [&cancel] { return cancel->load(std::memory_order_relaxed); });
    }));
}

void ScriptRunner::finished() {
    const ScriptRunResult result = watcher_.result();
    running_ = false;
    if (pending_) {
        ScriptRunRequest next = std::move(*pending_);
        pending_.reset();
        start(std::move(next));
    }
    if (!result.cancelled)
        emit ready(result);
}

void ScriptRunner::judge(const QString& source, const script::JudgeRequest& r) {
    if (judging_)
        return;
    judging_ = true;
    auto stop = stop_;
    judgeWatcher_.setFuture(QtConcurrent::run(&pool_, [source, r, stop] {
        compare::lowerThisThreadPriority();
        JudgeOutcome out;
        out.request = r;
        script::LearnerMethod method;
        out.compileError = method.compile(source);
        if (!out.compileError)
            out.result = script::judge(method, r, [&stop](std::size_t) { return !stop->load(); });
        return out;
    }));
}

bool ScriptRunner::waitForIdle(int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while ((running() || judging_) && clock.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(1);
    }
    return !running() && !judging_;
}

} // namespace overlap::yourmethod
