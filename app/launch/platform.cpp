#include "app/launch/platform.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QGuiApplication>

#include <cstdio>

#include <unistd.h>

namespace overlap::launch {

bool StartupProbe::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Paint && !fired_) {
        fired_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                const std::chrono::duration<double, std::milli> ms =
                    std::chrono::steady_clock::now() - start_;
                std::printf("startup_ms=%.3f\n", ms.count());
                std::fflush(stdout);
                QCoreApplication::quit();
            },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void ensureRuntimeDir() {
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString dir = QDir::tempPath() + QStringLiteral("/runtime-overlap-%1").arg(getuid());
    if (QDir().mkpath(dir) &&
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner))
        qputenv("XDG_RUNTIME_DIR", dir.toLocal8Bit());
}

void offscreenWithoutDisplay() {
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

namespace {

QtMessageHandler passOn = nullptr;

void withoutOffscreenNote(QtMsgType type, const QMessageLogContext& context,
                          const QString& message) {
    if (type == QtWarningMsg &&
        message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    passOn(type, context, message);
}

} // namespace

void quietOffscreenNotes() {
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        passOn = qInstallMessageHandler(withoutOffscreenNote);
}

} // namespace overlap::launch
