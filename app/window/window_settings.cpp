#include "app/window/window_settings.h"

#include "app/model/scenario_model.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>

#include <sys/stat.h>

namespace overlap::window {

namespace {
// Keys of the settings file; renaming one forgets what users saved under it.
constexpr auto kGeometry = "window/geometry";
constexpr auto kState = "window/state";
constexpr auto kSplitters = "window/splitters/";
constexpr auto kMode = "window/mode";
constexpr auto kLesson = "lesson/last";
constexpr auto kTouching = "scenario/touchingCounts";
constexpr auto kSnapping = "handles/snapping";
constexpr auto kTheme = "appearance/theme";
constexpr auto kLanguage = "appearance/language";
constexpr auto kYDown = "conventions/yDown";
constexpr auto kRadians = "conventions/radians";
constexpr auto kReduceMotion = "view/reduceMotion";
constexpr auto kGestureHint = "hints/gesturesDismissed";
} // namespace

void saveWindowSettings(const MainWindow& w) {
    QSettings s;
    s.setValue(kGeometry, w.saveGeometry());
    s.setValue(kState, w.saveState());
    for (const QSplitter* split : w.splitters())
        s.setValue(kSplitters + split->objectName(), split->saveState());
    s.setValue(kMode, int(w.mode()));
    s.setValue(kLesson, w.currentLessonId());
    s.setValue(kTouching, w.scenario()->touching() == Touching::Counts);
    s.setValue(kSnapping, w.snapAction()->isChecked());
    s.setValue(kTheme, Appearance::themeName(w.appearance()->theme()));
    s.setValue(kLanguage, w.language());
    s.setValue(kYDown, w.yDownAction()->isChecked());
    s.setValue(kRadians, w.radiansAction()->isChecked());
    s.setValue(kReduceMotion, w.reduceMotionAction()->isChecked());
}

void restoreWindowSettings(MainWindow& w) {
    QSettings s;
    if (s.contains(kGeometry))
        w.restoreGeometry(s.value(kGeometry).toByteArray());
    if (s.contains(kState))
        w.restoreState(s.value(kState).toByteArray());
    for (QSplitter* split : w.splitters())
        if (s.contains(kSplitters + split->objectName()))
            split->restoreState(s.value(kSplitters + split->objectName()).toByteArray());
    const QString lesson = s.value(kLesson).toString();
    for (int i = 0; i < w.lessons().size(); ++i)
        if (w.lessons()[i].id == lesson)
            w.selectLesson(i);
    if (s.contains(kTouching))
        w.scenario()->setTouching(s.value(kTouching).toBool() ? Touching::Counts
                                                              : Touching::Separate);
    if (s.contains(kSnapping))
        w.snapAction()->setChecked(s.value(kSnapping).toBool());
    w.yDownAction()->setChecked(s.value(kYDown, false).toBool());
    w.radiansAction()->setChecked(s.value(kRadians, false).toBool());
    if (s.contains(kReduceMotion)) // else the desktop's own setting stays
        w.reduceMotionAction()->setChecked(s.value(kReduceMotion).toBool());
    if (s.contains(kTheme))
        w.appearance()->setTheme(Appearance::themeFromName(s.value(kTheme).toString()));
    const QString language = s.value(kLanguage).toString();
    if (language == QLatin1String("en") || language == QLatin1String("zh"))
        w.setLanguage(language);
    const int mode = s.value(kMode, 0).toInt();
    if (mode >= 0 && mode <= int(MainWindow::Mode::YourMethod))
        w.setMode(MainWindow::Mode(mode));
}

bool gestureHintDismissed() {
    return QSettings().value(kGestureHint, false).toBool();
}

void dismissGestureHint() {
    QSettings().setValue(kGestureHint, true);
}

QString divertUnusableSettings() {
    // Where QSettings keeps a user's native settings on this platform, found without
    // opening it (opening is what hangs).
    const QString file =
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
            .filePath(QCoreApplication::organizationName() + QLatin1Char('/') +
                      QCoreApplication::applicationName() + QStringLiteral(".conf"));
    struct stat st {};
    if (::stat(QFile::encodeName(file).constData(), &st) != 0 || S_ISREG(st.st_mode))
        return {}; // none yet, or a regular file (a broken one is read as empty)
    const QString folder =
        QDir(QDir::tempPath())
            .filePath(
                QStringLiteral("overlap-settings-%1").arg(QCoreApplication::applicationPid()));
    QDir().mkpath(folder);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    return QCoreApplication::translate("overlap::window",
                                       "%1 is not a regular file, so settings are not kept "
                                       "this time")
        .arg(file);
}

} // namespace overlap::window
