// overlap: the lesson player, compare mode and the pitfall gallery, and headless pictures.

#include "app/compare/compare_render.h"
#include "app/i18n/language.h"
#include "app/lessons/lesson_loader.h"
#include "app/lessons/pitfall_notes.h"
#include "app/render/intro_render.h"
#include "app/render/step_render.h"
#include "app/render/tour_index.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/window/screenshot.h"
#include "app/window/window_settings.h"
#include "core/pairs.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <QStatusBar>
#include <QTextStream>

#include <chrono>
#include <cstdio>

#include <unistd.h>

namespace {

// Lessons are compiled in; OVERLAP_LESSONS_DIR overrides them for authors.
QList<overlap::lessons::Lesson> lessonsOrDie(QTextStream& err) {
    const QString override = qEnvironmentVariable("OVERLAP_LESSONS_DIR");
    const QString folder = override.isEmpty() ? QStringLiteral(":/lessons") : override;
    auto loaded = overlap::lessons::loadLessons(folder);
    if (auto* why = std::get_if<QString>(&loaded)) {
        err << "overlap: cannot load lessons: " << *why << Qt::endl;
        std::exit(2);
    }
    return std::get<QList<overlap::lessons::Lesson>>(loaded);
}

QList<overlap::lessons::PitfallNote> notesOrDie(QTextStream& err) {
    auto loaded = overlap::lessons::loadPitfallNotes(QStringLiteral(":/pitfalls/pitfalls.json"));
    if (auto* why = std::get_if<QString>(&loaded)) {
        err << "overlap: cannot load the pitfall notes: " << *why << Qt::endl;
        std::exit(2);
    }
    return std::get<QList<overlap::lessons::PitfallNote>>(loaded);
}

const overlap::lessons::Lesson* findLesson(const QList<overlap::lessons::Lesson>& lessons,
                                           const QString& key) {
    bool isNumber = false;
    const int n = key.toInt(&isNumber);
    for (const auto& l : lessons)
        if (l.id == key || (isNumber && l.section == n))
            return &l;
    return nullptr;
}

// Headless runs often have no session runtime dir; give Qt a private one (as it would pick
// itself) so it does not warn about it.
void ensureRuntimeDir() {
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString dir = QDir::tempPath() + QStringLiteral("/runtime-overlap-%1").arg(getuid());
    if (QDir().mkpath(dir) &&
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner))
        qputenv("XDG_RUNTIME_DIR", dir.toLocal8Bit());
}

// --startup-probe (hidden, for overlap-bench): at the end of the main window's first paint,
// prints the milliseconds since the top of main and quits. The filter sees the window's
// first Paint event; the queued call runs once that whole repaint (children and flush) is
// done.
class StartupProbe : public QObject {
  public:
    explicit StartupProbe(std::chrono::steady_clock::time_point start) : start_(start) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
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

  private:
    std::chrono::steady_clock::time_point start_;
    bool fired_ = false;
};

QtMessageHandler passOn = nullptr;

// The offscreen platform (pictures and the tour without a display) cannot size windows from
// hints and says so for every window: a note about the platform, not a problem of ours.
void withoutOffscreenNote(QtMsgType type, const QMessageLogContext& context,
                          const QString& message) {
    if (type == QtWarningMsg &&
        message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    passOn(type, context, message);
}

// LESSON:intro of --render: the lesson's introduction beside its opening figure.
int renderIntro(const overlap::lessons::Lesson& lesson, const QString& language, QSize size,
                const QString& file, QTextStream& err) {
    QString why;
    if (!overlap::render::writeIntro({&lesson, language, size}, file, &why)) {
        err << "overlap: " << why << Qt::endl;
        return why.startsWith(QLatin1String("cannot write")) ? 1 : 2;
    }
    return 0;
}

// --screenshot and the options only it reads.
QList<QCommandLineOption> screenshotCommandLine() {
    return {{QStringLiteral("screenshot"),
             QStringLiteral("Write the whole window, as a user would see it, to FILE (PNG) without "
                            "a display, and exit. Takes --mode, --lesson, --step, --theme, "
                            "--present, --lang and --size (the window's size)."),
             QStringLiteral("FILE")},
            {QStringLiteral("mode"),
             QStringLiteral("With --screenshot: the tab shown (default lessons), or the guide "
                            "(Help > Guide) on its own."),
             QStringLiteral("lessons|compare|pitfalls|guide"), QStringLiteral("lessons")},
            {QStringLiteral("lesson"),
             QStringLiteral("With --screenshot: the lesson (id or section number), in lessons or "
                            "compare mode; default the first."),
             QStringLiteral("ID")},
            {QStringLiteral("step"),
             QStringLiteral("With --screenshot: the step, from 1; without it a lesson shows its "
                            "introduction."),
             QStringLiteral("N")},
            {QStringLiteral("theme"), QStringLiteral("With --screenshot: the window's theme."),
             QStringLiteral("light|dark"), QStringLiteral("light")},
            {QStringLiteral("present"),
             QStringLiteral("With --screenshot: presentation mode (larger text, thicker lines).")}};
}

int takeScreenshot(const QCommandLineParser& parser, const QString& language, QSize size,
                   QTextStream& err) {
    overlap::window::WindowPicture picture;
    picture.mode = parser.value(QStringLiteral("mode"));
    picture.lesson = parser.value(QStringLiteral("lesson"));
    if (parser.isSet(QStringLiteral("step"))) {
        bool ok = false;
        picture.step = parser.value(QStringLiteral("step")).toInt(&ok);
        if (!ok || picture.step < 1) {
            err << "overlap: --step must be a step number from 1, not "
                << parser.value(QStringLiteral("step")) << Qt::endl;
            return 2;
        }
    }
    picture.theme = parser.value(QStringLiteral("theme"));
    picture.present = parser.isSet(QStringLiteral("present"));
    picture.language = language;
    picture.size = size;
    QString why;
    if (!overlap::window::writeWindowPicture(picture, lessonsOrDie(err), notesOrDie(err),
                                             parser.value(QStringLiteral("screenshot")), &why)) {
        err << "overlap: " << why << Qt::endl;
        return why.startsWith(QLatin1String("cannot write")) ? 1 : 2;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
    ensureRuntimeDir();
    // Without a display, start offscreen: pictures and --help need none, and a start that
    // needs a window then says so plainly instead of aborting in the platform plugin.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        passOn = qInstallMessageHandler(withoutOffscreenNote);
    QApplication::setApplicationName(QStringLiteral("overlap"));
    QApplication::setOrganizationName(QStringLiteral("Overlap"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.overlap.Overlap"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.overlap.Overlap.svg")));
    QTextStream out(stdout), err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Learn 2D collision detection step by step."));
    parser.addHelpOption();
    const QCommandLineOption render(
        QStringLiteral("render"),
        QStringLiteral("Render one step of a lesson (LESSON is its id or section "
                       "number; STEP counts from 1, default the last; LESSON:intro its "
                       "introduction), or with "
                       "compare:METHOD1,METHOD2[,...] 2 to 4 methods side by side with the "
                       "disagreement map of the first two, or with pitfall:ID the pitfall "
                       "gallery at that pitfall, and exit."),
        QStringLiteral("LESSON[:STEP]"));
    const QCommandLineOption outFile(QStringLiteral("out"),
                                     QStringLiteral("The picture to write, .png or .svg."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption tour(
        QStringLiteral("tour"),
        QStringLiteral("Render every step of every lesson, each pair's compare layout and "
                       "every pitfall of the gallery into DIR and exit."),
        QStringLiteral("DIR"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: en or zh."),
                                  QStringLiteral("LANG"), QStringLiteral("en"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("Picture size, default 1200x800."),
                                  QStringLiteral("WxH"), QStringLiteral("1200x800"));
    const QCommandLineOption algorithm(
        QStringLiteral("algorithm"),
        QStringLiteral("Which of the lesson's methods (default its first)."), QStringLiteral("ID"));
    const QCommandLineOption overlay(
        QStringLiteral("overlay"),
        QStringLiteral("With --render compare:...: shade every pane by the method's regions, "
                       "by its verdict, or not at all (off, the default)."),
        QStringLiteral("regions|verdict|off"), QStringLiteral("off"));
    const QList<QCommandLineOption> screenshotOptions = screenshotCommandLine();
    QCommandLineOption startupProbe(QStringLiteral("startup-probe"), QString());
    startupProbe.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({render, outFile, tour, lang, size, algorithm, overlay});
    parser.addOptions(screenshotOptions);
    parser.addOption(startupProbe);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario (.overlap) to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    const QString language = parser.value(lang);
    if (language != QLatin1String("en") && language != QLatin1String("zh")) {
        err << "overlap: --lang must be en or zh, not " << language << Qt::endl;
        return 2;
    }
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const QSize pictureSize(wh.value(0).toInt(), wh.value(1).toInt());
    if (wh.size() != 2 || pictureSize.width() < 200 || pictureSize.height() < 200 ||
        pictureSize.width() > 8000 || pictureSize.height() > 8000) {
        err << "overlap: --size must be WxH between 200 and 8000, not " << parser.value(size)
            << Qt::endl;
        return 2;
    }

    // Pictures speak the language asked for, the window's own words included.
    if (parser.isSet(render) || parser.isSet(tour) || parser.isSet(QStringLiteral("screenshot")))
        overlap::i18n::setLanguage(language);

    if (parser.isSet(QStringLiteral("screenshot")))
        return takeScreenshot(parser, language, pictureSize, err);

    if (parser.isSet(render)) {
        if (!parser.isSet(outFile)) {
            err << "overlap: --render needs --out FILE.png or FILE.svg" << Qt::endl;
            return 2;
        }
        if (parser.value(render).startsWith(QLatin1String("pitfall:"))) {
            overlap::compare::GalleryPicture picture;
            picture.pitfall = parser.value(render).mid(8);
            picture.language = language;
            picture.size = pictureSize;
            picture.notes = notesOrDie(err);
            QString why;
            if (!overlap::compare::writeGallery(picture, parser.value(outFile), &why)) {
                err << "overlap: " << why << Qt::endl;
                return why.startsWith(QLatin1String("cannot write")) ? 1 : 2;
            }
            return 0;
        }
        if (parser.value(render).startsWith(QLatin1String("compare:"))) {
            overlap::compare::ComparePicture picture;
            picture.methods = parser.value(render).mid(8).split(QLatin1Char(','));
            picture.size = pictureSize;
            picture.notes = notesOrDie(err);
            const QString shade = parser.value(overlay);
            if (shade != QLatin1String("off") && shade != QLatin1String("regions") &&
                shade != QLatin1String("verdict")) {
                err << "overlap: --overlay must be regions, verdict or off, not " << shade
                    << Qt::endl;
                return 2;
            }
            picture.overlay =
                shade == QLatin1String("regions")   ? overlap::compare::OverlayKind::Regions
                : shade == QLatin1String("verdict") ? overlap::compare::OverlayKind::Verdict
                                                    : overlap::compare::OverlayKind::Off;
            QString why;
            if (!overlap::compare::writeCompare(picture, parser.value(outFile), &why)) {
                err << "overlap: " << why << Qt::endl;
                return why.startsWith(QLatin1String("cannot write")) ? 1 : 2;
            }
            return 0;
        }
        const QList<overlap::lessons::Lesson> lessons = lessonsOrDie(err);
        const QStringList parts = parser.value(render).split(QLatin1Char(':'));
        const overlap::lessons::Lesson* lesson = findLesson(lessons, parts.value(0));
        if (!lesson) {
            err << "overlap: no lesson " << parts.value(0) << Qt::endl;
            return 2;
        }
        if (parts.value(1) == QLatin1String("intro"))
            return renderIntro(*lesson, language, pictureSize, parser.value(outFile), err);
        overlap::render::StepPicture picture{lesson, parser.value(algorithm), 0, language,
                                             pictureSize};
        if (parser.isSet(algorithm) && !lesson->algorithms.contains(parser.value(algorithm))) {
            err << "overlap: lesson " << lesson->id << " has no method " << parser.value(algorithm)
                << "; its methods: " << lesson->algorithms.join(QStringLiteral(", ")) << Qt::endl;
            return 2;
        }
        const int steps = overlap::render::stepCount(picture);
        bool ok = true;
        const int step = parts.size() > 1 ? parts[1].toInt(&ok) : steps;
        if (!ok || step < 1 || step > steps) {
            err << "overlap: step must be 1 to " << steps << ", not " << parts.value(1) << Qt::endl;
            return 2;
        }
        picture.step = step - 1;
        QString why;
        if (!overlap::render::writeStep(picture, parser.value(outFile), &why)) {
            err << "overlap: " << why << Qt::endl;
            return 1;
        }
        return 0;
    }

    if (parser.isSet(tour)) {
        const QList<overlap::lessons::Lesson> lessons = lessonsOrDie(err);
        const QDir dir(parser.value(tour));
        if (!QDir().mkpath(dir.path())) {
            err << "overlap: cannot create " << dir.path() << Qt::endl;
            return 1;
        }
        int written = 0;
        QJsonArray index; // what each lesson picture shows, for checking it without looking
        for (const auto& lesson : lessons)
            for (const QString& alg : lesson.algorithms) {
                overlap::render::StepPicture picture{&lesson, alg, 0, language, pictureSize};
                const int steps = overlap::render::stepCount(picture);
                for (int s = 0; s < steps; ++s) {
                    picture.step = s;
                    const QString name = QStringLiteral("%1-%2-%3-%4.png")
                                             .arg(lesson.section, 2, 10, QLatin1Char('0'))
                                             .arg(alg)
                                             .arg(s + 1, 2, 10, QLatin1Char('0'))
                                             .arg(language);
                    QString why;
                    overlap::render::PictureInfo info;
                    if (!overlap::render::writeStep(picture, dir.filePath(name), &why, &info)) {
                        err << "overlap: " << why << Qt::endl;
                        return 1;
                    }
                    index.append(overlap::render::tourEntry(name, picture, info));
                    ++written;
                }
            }
        // Compare mode too: each pair's usual methods, and every pitfall in the gallery.
        QList<QStringList> layouts;
        for (overlap::Pair p : overlap::shownPairs()) {
            QStringList methods;
            for (const overlap::Algorithm* m : overlap::usualMethods(p, false))
                methods << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
            layouts << methods;
        }
        const QList<overlap::lessons::PitfallNote> notes = notesOrDie(err);
        QString why;
        for (const QStringList& methods : layouts) {
            const QString name = QStringLiteral("compare-%1.png")
                                     .arg(methods.front().section(QLatin1Char('.'), 0, 0));
            overlap::compare::ComparePicture picture{methods, pictureSize, notes,
                                                     overlap::compare::OverlayKind::Regions};
            if (!overlap::compare::writeCompare(picture, dir.filePath(name), &why)) {
                err << "overlap: " << why << Qt::endl;
                return 1;
            }
            ++written;
        }
        for (const auto& note : notes) {
            const QString name = QStringLiteral("pitfall-%1-%2.png")
                                     .arg(note.id.section(QLatin1Char('.'), 1), language);
            if (!overlap::compare::writeGallery({note.id, language, pictureSize, notes},
                                                dir.filePath(name), &why)) {
                err << "overlap: " << why << Qt::endl;
                return 1;
            }
            ++written;
        }
        if (!overlap::render::writeTourIndex(dir.filePath(QStringLiteral("index.json")), index,
                                             &why)) {
            err << "overlap: " << why << Qt::endl;
            return 1;
        }
        out << "overlap: wrote " << written << " pictures to " << dir.absolutePath() << Qt::endl;
        return 0;
    }

    if (QGuiApplication::platformName() == QLatin1String("offscreen") &&
        !parser.isSet(startupProbe)) {
        err << "overlap: there is no display to open a window on; use --render or --tour "
               "(see --help)"
            << Qt::endl;
        return 2;
    }
    const QString settingsProblem = overlap::window::divertUnusableSettings();
    if (!settingsProblem.isEmpty())
        err << "overlap: " << settingsProblem << Qt::endl;
    overlap::window::MainWindow window(lessonsOrDie(err), notesOrDie(err));
    if (!settingsProblem.isEmpty())
        window.statusBar()->showMessage(settingsProblem);
    overlap::window::restoreWindowSettings(window);
    // Where the learner left off, then the file named (a file manager passes one) over it.
    window.documents()->start(parser.positionalArguments().value(0));
    // The language: --lang, else the one chosen last time, else the system's.
    if (parser.isSet(lang))
        window.setLanguage(language);
    else if (!QSettings().contains(QStringLiteral("appearance/language")))
        window.setLanguage(QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh")
                                                                            : QStringLiteral("en"));
    StartupProbe probe(started);
    if (parser.isSet(startupProbe))
        window.installEventFilter(&probe);
    window.show();
    return app.exec();
}
