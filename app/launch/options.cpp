#include "app/launch/options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace overlap::launch {

namespace {

// --screenshot and the options only it reads.
QList<QCommandLineOption> screenshotCommandLine() {
    return {{QStringLiteral("screenshot"),
             QStringLiteral("Write the whole window, as a user would see it, to FILE (PNG) without "
                            "a display, and exit. Takes --mode, --lesson, --step, --exercise, "
                            "--theme, --present, --lang and --size (the window's size)."),
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
            {QStringLiteral("exercise"),
             QStringLiteral("With --screenshot: open the lesson's exercise ID (its id in the "
                            "lesson file) in the exercises dock."),
             QStringLiteral("ID")},
            {QStringLiteral("theme"), QStringLiteral("With --screenshot: the window's theme."),
             QStringLiteral("light|dark"), QStringLiteral("light")},
            {QStringLiteral("present"),
             QStringLiteral("With --screenshot: presentation mode (larger text, thicker lines).")}};
}

QList<QCommandLineOption> pictureCommandLine() {
    return {{QStringLiteral("render"),
             QStringLiteral("Render one step of a lesson (LESSON is its id or section "
                            "number; STEP counts from 1, default the last; LESSON:intro its "
                            "introduction), or with "
                            "compare:METHOD1,METHOD2[,...] 2 to 4 methods side by side with the "
                            "disagreement map of the first two, or with pitfall:ID the pitfall "
                            "gallery at that pitfall, and exit."),
             QStringLiteral("LESSON[:STEP]")},
            {QStringLiteral("out"), QStringLiteral("The picture to write, .png or .svg."),
             QStringLiteral("FILE")},
            {QStringLiteral("highlight"),
             QStringLiteral("With --render LESSON:STEP or --screenshot (lessons or compare): "
                            "light a symbol (its id from --glossary, then a shape's letter or "
                            "an index: nearest, \"left b\", \"corner 2\") as hovering "
                            "lights it."),
             QStringLiteral("SYMBOL")},
            {QStringLiteral("tour"),
             QStringLiteral("Render every step of every lesson, each pair's compare layout and "
                            "every pitfall of the gallery into DIR and exit."),
             QStringLiteral("DIR")},
            {QStringLiteral("frames"),
             QStringLiteral("Write a lesson's animation (--lesson, --algorithm) into DIR as "
                            "numbered PNG frames, each step and the motion between steps, and "
                            "exit."),
             QStringLiteral("DIR")},
            {QStringLiteral("fps"),
             QStringLiteral("With --frames: frames a second of motion (1 to 60, default 12)."),
             QStringLiteral("N"), QStringLiteral("12")},
            {QStringLiteral("lang"), QStringLiteral("Language: en or zh."), QStringLiteral("LANG"),
             QStringLiteral("en")},
            {QStringLiteral("size"), QStringLiteral("Picture size, default 1200x800."),
             QStringLiteral("WxH"), QStringLiteral("1200x800")},
            {QStringLiteral("algorithm"),
             QStringLiteral("Which of the lesson's methods (default its first)."),
             QStringLiteral("ID")},
            {QStringLiteral("overlay"),
             QStringLiteral("With --render compare:...: shade every pane by the method's regions, "
                            "by its verdict, or not at all (off, the default)."),
             QStringLiteral("regions|verdict|off"), QStringLiteral("off")}};
}

// The window picture's options; false with the reason on `err` for a bad --step.
bool readScreenshot(const QCommandLineParser& parser, Options& options, QTextStream& err) {
    window::WindowPicture& picture = options.window;
    picture.mode = parser.value(QStringLiteral("mode"));
    picture.lesson = parser.value(QStringLiteral("lesson"));
    if (parser.isSet(QStringLiteral("step"))) {
        bool ok = false;
        picture.step = parser.value(QStringLiteral("step")).toInt(&ok);
        if (!ok || picture.step < 1) {
            err << "overlap: --step must be a step number from 1, not "
                << parser.value(QStringLiteral("step")) << Qt::endl;
            return false;
        }
    }
    picture.exercise = parser.value(QStringLiteral("exercise"));
    picture.theme = parser.value(QStringLiteral("theme"));
    picture.present = parser.isSet(QStringLiteral("present"));
    picture.language = options.language;
    picture.size = options.size;
    return true;
}

std::optional<QString> valueIfSet(const QCommandLineParser& parser, const QString& name) {
    return parser.isSet(name) ? std::optional(parser.value(name)) : std::nullopt;
}

} // namespace

std::optional<Options> parseOptions(const QCoreApplication& app, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Learn 2D collision detection step by step."));
    parser.addHelpOption();
    parser.addOptions(pictureCommandLine());
    parser.addOptions(screenshotCommandLine());
    parser.addOption({QStringLiteral("glossary"),
                      QStringLiteral("Print every symbol the lessons name (its glyph, its meaning "
                                     "in en and zh, the lessons that use it) and exit.")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("With --glossary: as JSON.")});
    QCommandLineOption startupProbe(QStringLiteral("startup-probe"), QString());
    startupProbe.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(startupProbe);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario (.overlap) to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    Options options;
    options.language = parser.value(QStringLiteral("lang"));
    options.languageGiven = parser.isSet(QStringLiteral("lang"));
    if (options.language != QLatin1String("en") && options.language != QLatin1String("zh")) {
        err << "overlap: --lang must be en or zh, not " << options.language << Qt::endl;
        return std::nullopt;
    }
    const QString size = parser.value(QStringLiteral("size"));
    const QStringList wh = size.split(QLatin1Char('x'));
    options.size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    if (wh.size() != 2 || options.size.width() < 200 || options.size.height() < 200 ||
        options.size.width() > 8000 || options.size.height() > 8000) {
        err << "overlap: --size must be WxH between 200 and 8000, not " << size << Qt::endl;
        return std::nullopt;
    }
    if (const auto render = valueIfSet(parser, QStringLiteral("render"))) {
        QString why;
        options.render = parseRenderRequest(*render, &why);
        if (!options.render) {
            err << "overlap: " << why << Qt::endl;
            return std::nullopt;
        }
    }
    options.out = valueIfSet(parser, QStringLiteral("out"));
    options.tour = valueIfSet(parser, QStringLiteral("tour"));
    options.frames = valueIfSet(parser, QStringLiteral("frames"));
    options.framesLesson = parser.value(QStringLiteral("lesson"));
    {
        bool ok = false;
        options.fps = parser.value(QStringLiteral("fps")).toInt(&ok);
        if (!ok || options.fps < 1 || options.fps > 60) {
            err << "overlap: --fps must be 1 to 60, not " << parser.value(QStringLiteral("fps"))
                << Qt::endl;
            return std::nullopt;
        }
    }
    if (options.frames && options.framesLesson.isEmpty()) {
        err << "overlap: --frames needs --lesson (an id or section number)" << Qt::endl;
        return std::nullopt;
    }
    options.algorithm = valueIfSet(parser, QStringLiteral("algorithm"));
    if (const auto highlight = valueIfSet(parser, QStringLiteral("highlight"))) {
        QString why;
        const std::optional<scene::SymbolRef> lit = scene::parseSymbolRef(*highlight, &why);
        if (!lit) {
            err << "overlap: --highlight: " << why << Qt::endl;
            return std::nullopt;
        }
        options.highlight = *lit;
    }
    options.overlay = parser.value(QStringLiteral("overlay"));
    options.screenshot = valueIfSet(parser, QStringLiteral("screenshot"));
    if (options.screenshot && !readScreenshot(parser, options, err))
        return std::nullopt;
    options.window.algorithm = options.algorithm.value_or(QString());
    if (!options.highlight.isNone()) {
        const bool step = options.render && options.render->kind == RenderRequest::Kind::Step;
        const bool window =
            options.screenshot && (options.window.mode == QLatin1String("lessons") ||
                                   options.window.mode == QLatin1String("compare"));
        if (!step && !window) {
            err << "overlap: --highlight goes with --render LESSON[:STEP] or with --screenshot "
                   "of lessons or compare"
                << Qt::endl;
            return std::nullopt;
        }
        options.window.highlight = options.highlight;
    }
    options.glossary = parser.isSet(QStringLiteral("glossary"));
    options.json = parser.isSet(QStringLiteral("json"));
    if (options.json && !options.glossary) {
        err << "overlap: --json goes with --glossary" << Qt::endl;
        return std::nullopt;
    }
    options.startupProbe = parser.isSet(startupProbe);
    options.file = parser.positionalArguments().value(0);
    return options;
}

} // namespace overlap::launch
