#include "app/player/verdict_badge.h"

#include <QLabel>

namespace overlap::player {

void showBadge(QLabel* badge, const lessons::VerdictLook& look, const QString& padding) {
    badge->setText(look.words);
    const QString sheet = QStringLiteral("QLabel { color: white; background: %1; border-radius: "
                                         "6px; padding: %2; font-weight: bold; }")
                              .arg(look.colour, padding);
    if (badge->styleSheet() != sheet)
        badge->setStyleSheet(sheet);
}

void showUndecided(QLabel* badge, const QString& undecided, const QString& padding) {
    showBadge(badge, {undecided, QStringLiteral("#9ca3af")}, padding);
}

} // namespace overlap::player
