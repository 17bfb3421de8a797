#pragma once

#include <QStyle>
#include <QToolButton>

namespace overlap::player {

// A flat step-control button with a standard icon. It takes no focus: Space and the arrows
// belong to the player, not to a button.
inline QToolButton* stepButton(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip) {
    auto* b = new QToolButton(parent);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setFocusPolicy(Qt::NoFocus);
    b->setAutoRaise(true);
    return b;
}

} // namespace overlap::player
