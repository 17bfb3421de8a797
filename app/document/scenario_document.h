#pragma once

#include "app/document/atomic_write.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace overlap::document {

// A scenario document: the shapes, the policy and where the learner is (lesson, method,
// step, mode, compare layout, y convention), saved as NAME.overlap and opened again
// exactly, bit for bit.
//
// The file is UTF-8 JSON, written pretty and always the same way (keys in this order; they
// are one table in scenario_document.cpp that both the reader and the writer walk, and
// tst_scenario_document writes this example back byte for byte):
//
//   {
//       "format": "overlap-scenario",
//       "version": 1,
//       "a": {"type": "circle", "x": 3, "y": 11, "r": 2.5},
//       "b": {"type": "rect", "x": 0, "y": 0, "w": 10, "h": 6, "angle": 30},
//       "touching": "counts",                         // or "separate"
//       "lesson": "circle-rotated-rect",              // may be ""
//       "algorithm": "circle-rotated.clamp",          // may be ""; else a method id
//       "step": 4,                                    // 0 to 10000
//       "mode": "lessons",                            // or "compare", "pitfalls"
//       "compare": {
//           "methods": ["circle-rotated.clamp", "circle-rotated.fold"], // 2 to 4 ids
//           "linked": true,
//           "mapFirst": "circle-rotated.clamp",       // "" or one of "methods"
//           "mapSecond": "circle-rotated.fold",       // "" or one of "methods"
//           "overlay": "off"                          // or "regions", "verdict"
//       },
//       "yDown": false,
//       "yourMethod": {                               // optional; "Your method"'s page
//           "pair": "circle-rect",                    // or "circle-circle", "rect-rect"
//           "rotated": false,                         // true only with "circle-rect"
//           "code": "function overlaps(a, b) {...}",  // the learner's JavaScript
//           "a": {...}, "b": {...}, "touching": "counts" // its shapes and policy
//       },
//       "kept": [                                     // optional; the session writes it
//           {"where": "lesson:circle-rect-clamp", "a": {...}, "b": {...}, "touching": "counts"},
//           {"where": "compare", "a": {...}, "b": {...}, "touching": "separate"},
//           {"where": "pitfall:pitfall.clamp-y-typo", "a": {...}, "b": {...}, "touching": "counts"}
//       ]
//   }
//
// Every scene (the main one, a kept one, yourMethod's) may also hold "motion": [dx, dy], a's
// move over one frame for a moving lesson, after "touching"; it is written only when a moves.
//
// "yourMethod" holds the learner's own method and the shapes it was last tried on; a file
// without it (written before it existed, or before the learner wrote any) opens as it
// always did and leaves the code on screen alone. Its code may hold line breaks and tabs
// and up to kScenarioMaxCode characters; its shapes are those of its pair (a circle first
// for a circle and a rect). Mode "yourmethod" opens that tab, with the lesson's shapes as
// the main scene, and needs the key.
//
// "kept" holds the scenes not on screen that the learner edited (other lessons, compare
// mode), so that the session loses none of them, and the pitfall gallery's page: the
// pitfall chosen ("pitfall:" and its id, at most one) with the scene it was left with,
// written while the gallery is on screen or when it shows another pitfall or scene than it
// starts with. In a session whose mode is "pitfalls", the main scene and "compare" are
// compare mode's and the gallery's page is that entry; a session without it (written
// before it existed) opens as a comparison, as a saved gallery page does. At most
// kScenarioMaxKept entries, each place once. Every other key is required and no other key is
// allowed. Numbers are written as overlap-cli writes them (codec/number.h: "100000", "-0", else
// the shortest form that reads back as the same double; files with "-0.0" and "1e+05" still
// read) and read correctly rounded, so every finite double, -0.0 and subnormals included,
// comes back bit for bit.
//
// Shapes are written as lesson files write them whenever that form gives back the very
// same shape through the same conversion (core/geometry/convert.h) that reads it:
//   circle:          {"type": "circle", "x", "y", "r"}
//   axis-aligned:    {"type": "rect", "x", "y", "w", "h"}              (x, y: smallest corner)
//   turned:          {"type": "rect", "x", "y", "w", "h", "angle"}     (angle in degrees)
// When it would not (x + w or a centre would round, a right-angled turn whose corners are
// not exact, a -0.0 that the sum would turn into +0.0, a size that overflows), the rect is
// written in an exact form that involves no arithmetic instead:
//   axis-aligned:    {"type": "rect", "xmin", "ymin", "xmax", "ymax"}
//   turned:          {"type": "rect", "cx", "cy", "hw", "hh", "angle"} (centre, half sizes)
// All five forms are read. A rect written with "angle" (even 0 or 90) reads back as a
// turned rect, one without as an axis-aligned rect, as in lesson files.

inline constexpr int kScenarioVersion = 1;
inline constexpr const char* kScenarioExtension = "overlap"; // files are NAME.overlap
inline constexpr qsizetype kScenarioMaxBytes = 1024 * 1024;  // larger files are refused
inline constexpr int kScenarioMaxStep = 10000;
inline constexpr qsizetype kScenarioMaxText = 200; // characters (UTF-16 units) of a string

inline constexpr qsizetype kScenarioMaxKept = 64;
inline constexpr qsizetype kScenarioMaxCode = 100000; // characters of "yourMethod.code"

enum class Mode { Lessons, Compare, Pitfalls, YourMethod };

// "Your method"'s page: the pair ("circle-rect", "circle-circle" or "rect-rect"), whether
// the rect is turned, the code and the shapes it is tried on.
struct LearnerCode {
    QString pair = QStringLiteral("circle-rect");
    bool rotated = false;
    QString code;
    Scenario scene;
    friend bool operator==(const LearnerCode&, const LearnerCode&) = default;
};

// A scene kept for a place not on screen: "lesson:ID" or "compare".
struct KeptScene {
    QString where;
    Scenario scene;
    friend bool operator==(const KeptScene&, const KeptScene&) = default;
};

struct CompareLayout {
    QStringList methods; // 2..4 algorithm ids
    bool linked = true;
    QString mapFirst, mapSecond;             // may be empty; else one of methods
    QString overlay = QStringLiteral("off"); // off|regions|verdict
    friend bool operator==(const CompareLayout&, const CompareLayout&) = default;
};

struct ScenarioDocument {
    Scenario scene;    // the shapes and the policy on screen
    QString lesson;    // lesson id, may be empty
    QString algorithm; // the lesson's method shown, may be empty
    int step = 0;      // 0-based
    Mode mode = Mode::Lessons;
    CompareLayout compare;
    bool yDown = false;
    std::optional<LearnerCode> yourMethod;
    QList<KeptScene> kept; // empty in a file the learner saves; the session fills it
    // Value equality (0.0 == -0.0); a saved file keeps the bits too.
    friend bool operator==(const ScenarioDocument&, const ScenarioDocument&) = default;
};

// Why the document cannot be saved, or an empty string: an invalid shape (core's
// invalidReason), an unknown method id, a step outside 0..kScenarioMaxStep, 2..4 compare
// methods violated, a map method that is not one of them, an unknown overlay, a string
// longer than kScenarioMaxText or with control characters or broken UTF-16, an enum value
// out of range, a "yourMethod" whose pair, shapes or code do not fit (or that is missing in
// mode "yourmethod"). readScenario() accepts exactly the documents for which this is empty.
QString scenarioProblem(const ScenarioDocument& d);

// The file's bytes, deterministic. Expects scenarioProblem(d) to be empty; otherwise the
// bytes are still written (non-finite numbers as null) but will not read back.
QByteArray writeScenario(const ScenarioDocument& d);

// The document, or why not: a message that names the key and the problem ("b.r is negative
// (-1)", "compare.methods[1]: no method \"foo\"", "version 2 is newer than this Overlap
// (1)", "not JSON at line 3, column 7: ..."). Strict: see strict_json.h for the JSON
// itself; then the format and version, every key present with the right type, no
// unknown key, and scenarioProblem() empty. Input over kScenarioMaxBytes is refused before
// it is parsed.
std::variant<ScenarioDocument, QString> readScenario(const QByteArray& bytes);

// The same from a file; errors start with the file's name ("lesson.overlap: ...").
// Missing files, folders and files over kScenarioMaxBytes are refused before reading.
std::variant<ScenarioDocument, QString> loadScenarioFile(const QString& path);

// Writes atomically (writeFileAtomically: the old file stays whole if anything fails, a
// full disk included), after checking that the bytes open again as exactly this document.
// On failure returns false and, when why is given, says why, starting with the file's name.
bool saveScenarioFile(const ScenarioDocument& d, const QString& path, QString* why,
                      Links links = Links::Follow);

} // namespace overlap::document
