#pragma once

// A GUI test's main on the offscreen platform with one screen of a given size, so that
// full screen and "fits on the screen" mean the same on every machine.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QString>

namespace overlap::test {

// Call before the QApplication is made; the file stays for the life of the process.
inline void useOffscreenScreen(int width, int height) {
    const QString path = QDir::temp().filePath(QStringLiteral("overlap-screen-%1x%2-%3.json")
                                                   .arg(width)
                                                   .arg(height)
                                                   .arg(QCoreApplication::applicationPid()));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QStringLiteral(R"({"screens": [{"name": "test", "x": 0, "y": 0, "width": %1,
            "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                    .arg(width)
                    .arg(height)
                    .toUtf8());
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + path).toLocal8Bit());
}

} // namespace overlap::test
