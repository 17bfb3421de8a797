#pragma once

#include "core/trace/trace.h"

#include <QString>

namespace overlap::scene {

// A symbol's name as a learner reads it, in "en" or "zh": its glyph with the owner's
// letter and the index filled in ("b.left", "P2", "区域 3"); empty for Symbol::None.
QString symbolName(Symbol symbol, Owner owner, int index, const QString& language);
QString symbolName(const Primitive& p, const QString& language);

// The symbol's stable id ("nearest"), as the glossary and the tour index write it.
QString symbolId(Symbol symbol);

} // namespace overlap::scene
