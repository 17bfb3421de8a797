#pragma once

#include <QString>

class QLabel;

namespace overlap::player {

// What a verdict badge shows: nothing yet (grey), touching (amber), overlap (green) or
// apart (blue).
enum class BadgeState { Undecided, Touching, Overlap, Apart };

// Colours the badge for its state and sets its text. The style sheet is set only when it
// changes: setting one re-polishes the label, even the same sheet, on every drag move.
void showBadge(QLabel* badge, BadgeState state, const QString& text, const QString& padding);

} // namespace overlap::player
