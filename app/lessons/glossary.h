#pragma once

#include "app/lessons/lesson.h"
#include "core/vocabulary/symbol.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace overlap::lessons {

// One symbol of the vocabulary and where it is used: the lessons (by id) whose methods draw
// it or whose narration names it on the lesson's own scene, and those methods.
struct GlossaryEntry {
    const SymbolInfo* info = nullptr;
    QStringList lessons;
    QStringList methods;
};

// Every symbol of the vocabulary, in its order, used or not.
QList<GlossaryEntry> glossary(const QList<Lesson>& lessons);

// The glossary as `overlap --glossary --json` prints it: [{"symbol", "glyph", "glyphZh",
// "kind", "en", "zh", "lessons", "methods"}].
QByteArray glossaryJson(const QList<GlossaryEntry>& entries);

// A symbol's name as the glossary lists it ("a.left / b.left", "P0…P3" for an index).
QString glossaryGlyph(const SymbolInfo& info, const QString& language);

} // namespace overlap::lessons
