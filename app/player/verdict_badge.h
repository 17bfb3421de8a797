#pragma once

#include "app/lessons/verdict_words.h"

#include <QString>

class QLabel;

namespace overlap::player {

// A verdict badge: the look of the scene's exact class (lessons::verdictLook), or the
// undecided look (lessons::undecidedLook) before the deciding step. The style sheet is set only
// when it changes: setting one re-polishes the label, even the same sheet, on every drag move.
// Its owner gives it its font once (followParentFont, bold): a style sheet's font-weight would
// leave it out of presentation mode's larger text.
void showBadge(QLabel* badge, const lessons::VerdictLook& look, const QString& padding);
void showUndecided(QLabel* badge, const QString& language, const QString& padding);

} // namespace overlap::player
