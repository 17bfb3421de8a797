// overlap: the lesson player, compare mode and the pitfall gallery, and headless pictures.

#include "app/i18n/language.h"
#include "app/launch/bundled.h"
#include "app/launch/headless.h"
#include "app/launch/options.h"
#include "app/launch/platform.h"
#include "app/script/host/host_serve.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/window/window_settings.h"

#include <QApplication>
#include <QIcon>
#include <QSettings>
#include <QStatusBar>
#include <QTextStream>

#include <chrono>

namespace {

// The window, where the learner left off, in the language asked for or chosen last time.
int runWindow(const overlap::launch::Options& options, QApplication& app,
              std::chrono::steady_clock::time_point started, QTextStream& err) {
    using namespace overlap;
    if (QGuiApplication::platformName() == QLatin1String("offscreen") && !options.startupProbe) {
        err << "overlap: there is no display to open a window on; use --render or --tour "
               "(see --help)"
            << Qt::endl;
        return 2;
    }
    const QString settingsProblem = window::divertUnusableSettings();
    if (!settingsProblem.isEmpty())
        err << "overlap: " << settingsProblem << Qt::endl;
    window::MainWindow window(launch::lessonsOrDie(err), launch::notesOrDie(err));
    if (!settingsProblem.isEmpty())
        window.statusBar()->showMessage(settingsProblem);
    window::restoreWindowSettings(window);
    // Where the learner left off, then the file named (a file manager passes one) over it.
    window.documents()->start(options.file);
    // The language: --lang, else the one chosen last time, else the system's.
    if (options.languageGiven)
        window.setLanguage(options.language);
    else if (!QSettings().contains(QStringLiteral("appearance/language")))
        window.setLanguage(i18n::systemLanguage());
    launch::StartupProbe probe(started);
    if (options.startupProbe)
        window.installEventFilter(&probe);
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char** argv) {
    using namespace overlap;
    // "Your method" runs the learner's script in a copy of this program (app/script/host).
    if (script::isHostInvocation(argc, argv))
        return script::serveHost(argc, argv);
    const auto started = std::chrono::steady_clock::now();
    launch::ensureRuntimeDir();
    launch::offscreenWithoutDisplay();
    QApplication app(argc, argv);
    launch::quietOffscreenNotes();
    QApplication::setApplicationName(QStringLiteral("overlap"));
    QApplication::setOrganizationName(QStringLiteral("Overlap"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.overlap.Overlap"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.overlap.Overlap.svg")));
    QTextStream out(stdout), err(stderr);

    const std::optional<launch::Options> options = launch::parseOptions(app, err);
    if (!options)
        return 2;
    // Pictures speak the language asked for, the window's own words included.
    if (options->headless())
        i18n::setLanguage(options->language);
    if (options->screenshot)
        return launch::takeScreenshot(*options, err);
    if (options->render)
        return launch::renderPicture(*options, err);
    if (options->tour)
        return launch::writeTour(*options, out, err);
    if (options->frames)
        return launch::writeFrames(*options, out, err);
    if (options->glossary)
        return launch::printGlossary(*options, err);
    return runWindow(*options, app, started, err);
}
