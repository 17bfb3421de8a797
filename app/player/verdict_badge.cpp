#include "app/player/verdict_badge.h"

#include <QLabel>

namespace overlap::player {

void showBadge(QLabel* badge, BadgeState state, const QString& text, const QString& padding) {
    const QString colour = state == BadgeState::Undecided  ? QStringLiteral("#9ca3af")
                           : state == BadgeState::Touching ? QStringLiteral("#b45309")
                           : state == BadgeState::Overlap  ? QStringLiteral("#15803d")
                                                           : QStringLiteral("#1d4ed8");
    badge->setText(text);
    const QString sheet = QStringLiteral("QLabel { color: white; background: %1; border-radius: "
                                         "6px; padding: %2; font-weight: bold; }")
                              .arg(colour, padding);
    if (badge->styleSheet() != sheet)
        badge->setStyleSheet(sheet);
}

} // namespace overlap::player
