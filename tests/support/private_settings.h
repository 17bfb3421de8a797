#pragma once

// Settings and standard paths for a GUI test: in test mode and in a folder of the test's
// own, so the user's settings are neither read nor written.

#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace overlap::test {

inline void usePrivateSettings(const QString& folder) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
}

} // namespace overlap::test
