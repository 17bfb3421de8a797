#include "app/yourmethod/script_runner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace overlap::yourmethod {

ScriptRunner::ScriptRunner(QObject* parent) : QObject(parent) {
    connect(&scene_, &script::HostCall::finished, this, [this](const script::HostReply& reply) {
        emit ready(shownResult(sceneRequest_, std::get<script::SceneRunResult>(reply)));
    });
    connect(&judging_, &script::HostCall::finished, this, [this](const script::HostReply& reply) {
        const auto& j = std::get<script::JudgeReply>(reply);
        emit judged(JudgeOutcome{j.result, j.compileError, judgeRequest_});
    });
}

ScriptRunner::~ScriptRunner() = default;

void ScriptRunner::run(ScriptRunRequest r) {
    sceneRequest_ = std::move(r);
    scene_.start(static_cast<const script::SceneRun&>(sceneRequest_)); // stops a stale run
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
