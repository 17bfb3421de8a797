#include "app/yourmethod/script_runner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace overlap::yourmethod {

ScriptRunner::ScriptRunner(QObject* parent) : QObject(parent) {
    connect(&scene_, &script::HostCall::finished, this, [this](const script::HostReply& reply) {
        const ScriptRunResult result =
            shownResult(sceneRequest_, std::get<script::SceneRunResult>(reply));
        startPending(); // first, so that the window sees a newer run on its way
        emit ready(result);
    });
    patience_.setSingleShot(true);
    connect(&patience_, &QTimer::timeout, this, [this] {
        if (scene_.running())
            startPending();
    });
    connect(&judging_, &script::HostCall::finished, this, [this](const script::HostReply& reply) {
        const auto& j = std::get<script::JudgeReply>(reply);
        emit judged(JudgeOutcome{j.result, j.compileError, judgeRequest_});
    });
}

ScriptRunner::~ScriptRunner() = default;

void ScriptRunner::run(ScriptRunRequest r) {
    if (!scene_.running()) {
        startScene(std::move(r));
        return;
    }
    pending_ = std::move(r); // replaces one waiting already
    const auto waited = std::chrono::milliseconds(sceneClock_.elapsed());
    if (waited >= kPatience)
        startPending();
    else
        patience_.start(kPatience - waited);
}

void ScriptRunner::startScene(ScriptRunRequest r) {
    patience_.stop();
    sceneRequest_ = std::move(r);
    sceneClock_.start();
    scene_.start(static_cast<const script::SceneRun&>(sceneRequest_)); // stops a stale run
}

void ScriptRunner::startPending() {
    if (!pending_)
        return;
    ScriptRunRequest next = std::move(*pending_);
    pending_.reset();
    startScene(std::move(next));
}

void ScriptRunner::judge(const QString& source, const script::JudgeRequest& r) {
    if (judging())
        return;
    judgeRequest_ = r;
    judging_.start(script::JudgeJob{source, r});
}

bool ScriptRunner::waitForIdle(int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while ((running() || judging()) && clock.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(1);
    }
    return !running() && !judging();
}

} // namespace overlap::yourmethod
