#pragma once

#include "app/scene/legend_entries.h"
#include "app/scene/symbol_text.h"

#include "app/lessons/lesson.h"
#include "core/policy.h"
#include "core/trace/trace.h"

#include <QImage>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTransform>

#include <optional>
#include <utility>
#include <vector>

namespace overlap::render {

// One step of one of a lesson's algorithms, as a picture a learner or a handout can use:
// the lesson's title, the construction up to the step, a legend, and the narration.
struct StepPicture {
    const lessons::Lesson* lesson = nullptr;
    QString algorithm; // one of the lesson's; empty for its first
    int step = 0;      // 0-based; clamped to the trace
    QString language = QStringLiteral("en");
    QSize size{1200, 800};
    Touching touching = Touching::Counts;
    // The shapes to draw instead of the lesson's own (a learner's edited scenario).
    std::optional<std::pair<Shape, Shape>> shapes = std::nullopt;
    // a's move to draw instead of the lesson's own.
    std::optional<Vec2> motion = std::nullopt;
    // The display: y down (screen) instead of y up, angles in radians; the words follow.
    bool yDown = false;
    bool radians = false;
    scene::SymbolRef highlight = {}; // lit, as hovering lights it
    // How far into the transition to the next step (0 <= f < 1): a frame of its motion,
    // with the arriving step's words; 0 is the step itself.
    double fraction = 0;
};

// What a picture shows, for checking it without looking: its subtitle, every piece of text
// on the construction (names, values, the numbers along the edges, the legend) as a box in the
// picture's pixels, the roles drawn, and the roles the legend lists.
struct PictureInfo {
    QString subtitle; // the line under the lesson's title: method, step number, step title
    struct Label {
        QString text;
        QRectF box;
        Symbol symbol = Symbol::None; // what a picture's label names (never a tick's)
        bool value = false;           // it shows a step's number
    };
    QList<Label> labels;
    QList<Symbol> focus;        // what the step is about: only these carry numbers
    QList<Symbol> namedSymbols; // what the narration names ({@…} slots), in order, each once
    QList<Symbol> drawnSymbols; // what steps 0..step draw, each once
    QList<Role> roles;
    QList<scene::LegendEntry> legend; // scene::legendOf: what is drawn, as it is drawn
    // With a highlight: the narration's names of the lit symbol, marked as the window marks
    // them (the text of each and its box, its first line's part), and the legend's lines
    // marked for the roles its elements are drawn in.
    QList<Label> litNames;
    QStringList litLegend;
    QList<scene::LegendSample> drawn; // what the scene reports it drew, to check the legend by
    QTransform toPixels;              // the plane to the picture's pixels
    QRectF legendBox;                 // where the legend is drawn, in pixels
};

// The number of steps the picture's algorithm records on the lesson's scene.
int stepCount(const StepPicture& picture);
// How long the motion into each step plays at the normal rate, in seconds (0: a cut).
std::vector<double> motionSeconds(const StepPicture& picture);

// Draws the picture; an error (unknown algorithm, narration that cannot fill) leaves
// `error` set and the image null.
QImage renderStep(const StepPicture& picture, QString* error, PictureInfo* info = nullptr);

// Writes it as PNG or SVG by the file's suffix.
bool writeStep(const StepPicture& picture, const QString& file, QString* error,
               PictureInfo* info = nullptr);

} // namespace overlap::render
