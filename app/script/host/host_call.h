#pragma once

#include "app/script/host/host_job.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <optional>

namespace overlap::script {

// The program that serves as the script host: $OVERLAP_SCRIPT_HOST when set (the tests point
// it at overlap-cli), else this program itself, started with kHostArgument.
QString hostProgram();

// How a host process ended, and what it wrote.
struct HostEnd {
    QString startError;    // it never started: why
    bool timedOut = false; // stopped by its caller at the job's wall limit
    bool crashed = false;  // ended by a signal (exitCode is then the signal)
    int exitCode = 0;      // the host's status (host_limits.h)
    QByteArray output, errorOutput;
};

// The reply for a job from how its host ended: the host's own reply, or the job's kind of
// reply with the error that says what happened (too much memory, too long, a crash).
HostReply replyOf(const HostJob& job, const HostEnd& end);

// Runs a job in a script host and waits for it (overlap-cli judge). A QCoreApplication
// must exist.
HostReply runInHost(const HostJob& job);

// Runs jobs in script hosts without blocking (the window): one host at a time, started afresh
// for each job, at a low priority, stopped at the job's wall limit. A learner's script that
// eats all memory or crashes takes down only its host, and the next job starts a new one.
class HostCall : public QObject {
    Q_OBJECT
  public:
    explicit HostCall(QObject* parent = nullptr);
    ~HostCall() override;

    // Starts the job; a job still running is stopped first, without a reply.
    void start(const HostJob& job);
    // Stops the running job, if any, without a reply.
    void stop();
    bool running() const { return process_ != nullptr; }

  signals:
    void finished(const overlap::script::HostReply& reply);

  private:
    void ended(QProcess* process, HostEnd end);

    QProcess* process_ = nullptr;
    HostJob job_;
    QTimer wall_;
    bool timedOut_ = false;
};

} // namespace overlap::script

Q_DECLARE_METATYPE(overlap::script::HostReply)
