#pragma once

#include "app/launch/render_request.h"
#include "app/scene/symbol_text.h"
#include "app/window/screenshot.h"

#include <QSize>
#include <QString>

#include <optional>

class QCoreApplication;
class QTextStream;

namespace overlap::launch {

// What the command line asked for, its values checked where every run needs them.
struct Options {
    QString language = QStringLiteral("en"); // --lang: en or zh
    bool languageGiven = false;              // --lang was on the line (else the saved one)
    QSize size{1200, 800};                   // --size: a picture's size
    // Each optional value is set when its option is on the line, even empty.
    std::optional<RenderRequest> render;     // --render LESSON[:STEP], compare:…, pitfall:…
    std::optional<QString> out;              // --out FILE, for --render
    std::optional<QString> tour;             // --tour DIR
    std::optional<QString> frames;           // --frames DIR, of --lesson's animation
    QString framesLesson;                    // --lesson, for --frames
    int fps = 12;                            // --fps, for --frames
    std::optional<QString> algorithm;        // --algorithm ID, for a lesson's --render
    scene::SymbolRef highlight;              // --highlight SYMBOL, for a lesson's --render
    QString overlay = QStringLiteral("off"); // --overlay, for --render compare:…
    std::optional<QString> screenshot;       // --screenshot FILE
    window::WindowPicture window;            // what --screenshot shows (--mode, --lesson…)
    bool glossary = false;                   // --glossary: print the vocabulary and exit
    bool json = false;                       // --json, for --glossary
    bool startupProbe = false;               // --startup-probe (hidden, for overlap-bench)
    QString file;                            // the scenario to open, if any
    // A picture run: it speaks the language asked for and needs no display.
    bool headless() const { return render || tour || frames || screenshot || glossary; }
};

// Reads the application's arguments (--help and --version print and exit, as Qt's parser
// does); on a bad value says why on `err` and returns nothing (the run exits with 2).
std::optional<Options> parseOptions(const QCoreApplication& app, QTextStream& err);

} // namespace overlap::launch
