#pragma once

#include <QString>

namespace overlap::i18n {

// A source text in a given language, whatever language the window shows: the translation in
// the .ts file (app/i18n/overlap_zh_CN.ts) for "zh", the text itself for "en". The one way
// Overlap translates besides tr(), which follows the window's language; mark the text with
// QT_TRANSLATE_NOOP(context, text) where it is written, so that lupdate lists it. A text
// without a translation is returned as it is. Qt Core only: lessons and pictures use it.
QString wordsIn(const QString& language, const char* context, const char* source);

} // namespace overlap::i18n
