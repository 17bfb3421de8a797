#include "app/player/verdict_badge.h"

#include <QLabel>
#include <QStringList>

namespace overlap::player {

void showBadge(QLabel* badge, const lessons::VerdictLook& look, const QString& padding) {
    // The look it shows already: a drag move would otherwise build and compare a style sheet
    // for each badge.
    const QString shown = QStringList{look.words, look.ink, look.colour, padding}.join(QChar(0x1f));
    if (badge->property("overlapBadgeLook").toString() == shown)
        return;
    badge->setProperty("overlapBadgeLook", shown);
    badge->setText(look.words);
    const QString sheet = QStringLiteral("QLabel { color: %1; background: %2; border-radius: "
                                         "6px; padding: %3; }")
                              .arg(look.ink, look.colour, padding);
    if (badge->styleSheet() != sheet)
        badge->setStyleSheet(sheet);
}

void showUndecided(QLabel* badge, const QString& language, const QString& padding) {
    showBadge(badge, lessons::undecidedLook(language), padding);
}

} // namespace overlap::player
