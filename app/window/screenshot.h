#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/pitfall_notes.h"
#include "app/scene/symbol_text.h"

#include <QList>
#include <QSize>
#include <QString>

namespace overlap::window {

// The whole window as a user would see it, drawn without a display: for documents and
// tests. The window starts from the defaults (no saved settings are read or written).
struct WindowPicture {
    QString mode = QStringLiteral("lessons"); // lessons, compare, pitfalls, or guide (alone)
    QString lesson;                           // id or section number; empty: the first
    QString algorithm;                        // one of the lesson's methods; empty: its first
    int step = 0;                             // 1-based; 0: the lesson's intro (lessons)
    QString theme = QStringLiteral("light");  // light or dark
    bool present = false;                     // presentation mode: larger text, thick lines
    QString language = QStringLiteral("en");
    QSize size{1200, 800};
    scene::SymbolRef highlight = {}; // lit, as hovering its name lights it
    QString exercise;                // the lesson's exercise opened in its dock (lessons)
};

// Writes the window as a PNG; false with `error` set ("cannot write ..." when the file
// could not be written, else what was wrong with the request).
bool writeWindowPicture(const WindowPicture& picture, const QList<lessons::Lesson>& lessons,
                        const QList<lessons::PitfallNote>& notes, const QString& file,
                        QString* error);

} // namespace overlap::window
