#pragma once

#include <QFont>
#include <QString>

class QWidget;

namespace overlap::i18n {

// The face Chinese text is drawn in. Without it fontconfig falls back to its first CJK
// face, the Japanese one, which centres full-width punctuation (：；，) in the cell.
inline constexpr char kChineseFace[] = "Noto Sans CJK SC";

// The one rule for faces: `font` with its Latin face first, resolved to a face the system
// has (an absent first face would hand Latin text to the next one), then for "zh" the
// Simplified Chinese face for every character the Latin face lacks. For another language
// the Chinese face is taken out again, so Latin text never keeps a CJK face.
QFont withLanguageFaces(const QFont& font, const QString& language);

// The face the canvas and the pictures draw words in, for `language`.
QFont drawingFont(const QString& language);

// For a widget that chose its own faces (a code listing's monospace): keeps them, with the
// Chinese face added or taken out as the language changes.
void followLanguageFaces(QWidget* widget);

} // namespace overlap::i18n
