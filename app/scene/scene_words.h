#pragma once

#include <QString>

namespace overlap::scene {

// A name the core gives a primitive ("left", "gap x", "x.right"), in a language ("en",
// "zh"): the words are translated, symbols (N, C', d, r², A, B, a, b) stay. The one table
// of the canvas's words.
QString sceneWords(const QString& name, const QString& language);

} // namespace overlap::scene
