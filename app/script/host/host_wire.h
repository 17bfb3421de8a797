#pragma once

#include "app/script/host/host_job.h"

#include <QByteArray>

#include <optional>

namespace overlap::script {

// The bytes a job and its reply travel as between the window (or overlap-cli) and the
// script host: Qt's data stream, every double bit for bit, behind a tag and a version so
// that anything else read from a pipe is refused rather than misread.
QByteArray encodeJob(const HostJob& job);
std::optional<HostJob> decodeJob(const QByteArray& bytes);
QByteArray encodeReply(const HostReply& reply);
std::optional<HostReply> decodeReply(const QByteArray& bytes);

} // namespace overlap::script
