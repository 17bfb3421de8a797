#include "app/script/host/host_serve.h"

#include "app/script/host/host_limits.h"
#include "app/script/host/host_wire.h"
#include "app/script/learner_method.h"

#include <QCoreApplication>
#include <QFile>

#include <clocale>

#include <cstring>
#include <sys/resource.h>

namespace overlap::script {

namespace {

JudgeReply runJudgeJob(const JudgeJob& job) {
    JudgeReply out;
    LearnerMethod method;
    out.compileError = method.compile(job.source, job.request.sweep      ? Entry::Sweep
                                                  : job.request.response ? Entry::Response
                                                                         : Entry::Overlaps);
    if (!out.compileError)
        out.result = judge(method, job.request);
    out.console = method.takeConsole(&out.consoleDropped);
    return out;
}

HostReply run(const HostJob& job) {
    if (const auto* scene = std::get_if<SceneRun>(&job))
        return runOnScene(*scene);
    return runJudgeJob(std::get<JudgeJob>(job));
}

} // namespace

bool isHostInvocation(int argc, char** argv) {
    return argc >= 2 && std::strcmp(argv[1], kHostArgument) == 0;
}

int serveHost(int argc, char** argv) {
    exitOnFailure();
    if (argc >= 3 && std::strcmp(argv[2], kLowPriorityArgument) == 0)
        setpriority(PRIO_PROCESS, 0, 10);
    QCoreApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");
    QFile in, out;
    if (!in.open(stdin, QIODevice::ReadOnly) || !out.open(stdout, QIODevice::WriteOnly))
        return kHostExitBadJob;
    const std::optional<HostJob> job = decodeJob(in.readAll());
    if (!job)
        return kHostExitBadJob;
    // The limits come after the job is read (it is small) and before any of the script runs;
    // the CPU time may be the wall time's, as the host runs one thread at a time.
    const auto wall = wallLimit(*job);
    if (!limitThisProcess(std::chrono::ceil<std::chrono::seconds>(wall)))
        return kHostExitBadJob;
    const QByteArray reply = encodeReply(run(*job));
    if (out.write(reply) != reply.size() || !out.flush())
        return kHostExitBadJob;
    return 0;
}

} // namespace overlap::script
