#pragma once

// Runs the overlap app (OVERLAP_APP_PATH, overlap_test_paths.h) with arguments, as
// a user would from a shell: its exit code (-1 if it crashed or hung) and what it said on
// stderr.

#include "overlap_test_paths.h"

#include <QProcess>
#include <QString>
#include <QStringList>

namespace overlap::test {

struct AppRun {
    int code = -1;
    QString err;
};

inline AppRun runApp(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(OVERLAP_APP_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace overlap::test
