#pragma once

#include "app/script/judge.h"
#include "app/script/scene_run.h"

#include <QStringList>

#include <chrono>
#include <optional>
#include <variant>

namespace overlap::script {

// A judge run as a job for the script host: the source and the request.
struct JudgeJob {
    QString source;
    JudgeRequest request;
};

// The judge's answer, or the compile error that stopped it before any case, with what the
// script logged.
struct JudgeReply {
    std::optional<ScriptError> compileError;
    JudgeResult result;
    QStringList console;
    bool consoleDropped = false;
};

// What the script host is asked to do, once per process, and what it answers.
using HostJob = std::variant<SceneRun, JudgeJob>;
using HostReply = std::variant<SceneRunResult, JudgeReply>;

// The reply a job gets when its script failed in a way the host could not answer for
// (out of memory, out of time, the host crashed): the job's kind of reply with `error`.
HostReply failedReply(const HostJob& job, const ScriptError& error);

// The script's error in a reply, if any (a judge's compile error or run error).
const ScriptError* errorOf(const HostReply& reply);

// How long a job may run, wall clock: its scripts' own budget and a margin for compiling,
// starting and the exact truth. Past it the window or the command line stops the host.
std::chrono::milliseconds wallLimit(const HostJob& job);

} // namespace overlap::script
