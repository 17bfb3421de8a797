#include "app/script/host/host_call.h"

#include "app/script/host/host_limits.h"
#include "app/script/host/host_serve.h"
#include "app/script/host/host_wire.h"

#include <QCoreApplication>

#include <csignal>

namespace overlap::script {

namespace {

ScriptError hostFailure(const QString& what, const HostEnd& end) {
    ScriptError e;
    e.kind = ScriptError::Kind::HostFailed;
    e.message = what;
    // The host's last words, if any, for whoever reports the bug.
    const QString said = QString::fromLocal8Bit(end.errorOutput).trimmed();
    if (!said.isEmpty())
        e.message += QStringLiteral(" (") + said.section(QLatin1Char('\n'), -1).left(200) +
                     QStringLiteral(")");
    return e;
}

QStringList hostArguments(bool lowPriority = false) {
    QStringList args{QString::fromLatin1(kHostArgument)};
    if (lowPriority)
        args << QString::fromLatin1(kLowPriorityArgument);
    return args;
}

void readEnd(QProcess& p, HostEnd& end) {
    end.crashed = p.exitStatus() == QProcess::CrashExit;
    end.exitCode = p.exitCode();
    end.output = p.readAllStandardOutput();
    end.errorOutput = p.readAllStandardError();
}

} // namespace

QString hostProgram() {
    const QString set = qEnvironmentVariable("OVERLAP_SCRIPT_HOST");
    return set.isEmpty() ? QCoreApplication::applicationFilePath() : set;
}

HostReply replyOf(const HostJob& job, const HostEnd& end) {
    const auto failed = [&](const ScriptError& e) { return failedReply(job, e); };
    if (!end.startError.isEmpty())
        return failed(hostFailure(
            QStringLiteral("the script host could not start: %1").arg(end.startError), {}));
    if (end.timedOut || (!end.crashed && end.exitCode == kHostExitCpu) ||
        (end.crashed && (end.exitCode == SIGXCPU))) {
        ScriptError e;
        e.kind = ScriptError::Kind::Timeout;
        e.limit = wallLimit(job);
        return failed(e);
    }
    if (!end.crashed && end.exitCode == kHostExitMemory) {
        ScriptError e;
        e.kind = ScriptError::Kind::Memory;
        return failed(e);
    }
    if (end.crashed)
        return failed(hostFailure(
            QStringLiteral("the script host stopped on signal %1").arg(end.exitCode), end));
    if (end.exitCode >= kHostExitSignal)
        return failed(hostFailure(QStringLiteral("the script host stopped on signal %1")
                                      .arg(end.exitCode - kHostExitSignal),
                                  end));
    if (end.exitCode != 0)
        return failed(hostFailure(
            QStringLiteral("the script host failed with status %1").arg(end.exitCode), end));
    std::optional<HostReply> reply = decodeReply(end.output);
    if (!reply || reply->index() != job.index())
        return failed(
            hostFailure(QStringLiteral("the script host's answer could not be read"), end));
    return *reply;
}

HostReply runInHost(const HostJob& job) {
    QProcess p;
    HostEnd end;
    p.start(hostProgram(), hostArguments());
    if (!p.waitForStarted()) {
        end.startError = p.errorString();
        return replyOf(job, end);
    }
    p.write(encodeJob(job));
    p.closeWriteChannel();
    if (!p.waitForFinished(int(wallLimit(job).count()))) {
        end.timedOut = p.state() != QProcess::NotRunning;
        p.kill();
        p.waitForFinished();
    }
    readEnd(p, end);
    return replyOf(job, end);
}

HostCall::HostCall(QObject* parent) : QObject(parent) {
    qRegisterMetaType<HostReply>();
    wall_.setSingleShot(true);
    connect(&wall_, &QTimer::timeout, this, [this] {
        if (!process_)
            return;
        timedOut_ = true;
        process_->kill();
    });
}

HostCall::~HostCall() {
    stop();
}

void HostCall::start(const HostJob& job) {
    stop();
    job_ = job;
    timedOut_ = false;
    auto* p = new QProcess(this);
    process_ = p;
    connect(p, &QProcess::finished, this, [this, p] {
        HostEnd end;
        end.timedOut = timedOut_;
        readEnd(*p, end);
        ended(p, std::move(end));
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // a crash or a kill ends in finished() too
        HostEnd end;
        end.startError = p->errorString();
        ended(p, std::move(end));
    });
    // The window stays first: the host lowers its own priority, as the map's threads did.
    p->start(hostProgram(), hostArguments(true));
    p->write(encodeJob(job));
    p->closeWriteChannel();
    wall_.start(wallLimit(job));
}

void HostCall::stop() {
    wall_.stop();
    QProcess* p = process_;
    if (!p)
        return;
    process_ = nullptr;
    p->disconnect(this);
    p->kill();
    p->waitForFinished(5000);
    p->deleteLater();
}

void HostCall::ended(QProcess* process, HostEnd end) {
    if (process != process_)
        return;
    wall_.stop();
    process_ = nullptr;
    process->disconnect(this);
    process->deleteLater();
    emit finished(replyOf(job_, end));
}

} // namespace overlap::script
