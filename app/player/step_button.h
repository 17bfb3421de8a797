#pragma once

#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QToolButton>

namespace overlap::player {

// A flat step-control button with a standard icon drawn in the palette's button text
// colour, so that it stands out in a dark theme as in a light one. It takes no focus:
// Space and the arrows belong to the player, not to a button.
class StepButton : public QToolButton {
    Q_OBJECT
  public:
    StepButton(QWidget* parent, QStyle::StandardPixmap icon) : QToolButton(parent), icon_(icon) {
        setFocusPolicy(Qt::NoFocus);
        setAutoRaise(true);
        recolour();
    }
    void setStandardIcon(QStyle::StandardPixmap icon) {
        icon_ = icon;
        recolour();
    }
    QStyle::StandardPixmap standardIcon() const { return icon_; }

  protected:
    void changeEvent(QEvent* event) override {
        QToolButton::changeEvent(event);
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
            recolour();
    }

  private:
    void recolour() {
        // The style's glyph keeps its shape (alpha); only its ink changes.
        const QIcon glyph = style()->standardIcon(icon_, nullptr, this);
        QIcon inked;
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            const QColor ink =
                palette().color(mode == QIcon::Normal ? QPalette::Active : QPalette::Disabled,
                                QPalette::ButtonText);
            QPixmap pixmap = glyph.pixmap(QSize(32, 32), devicePixelRatioF());
            QPainter p(&pixmap);
            p.setCompositionMode(QPainter::CompositionMode_SourceIn);
            p.fillRect(pixmap.rect(), ink);
            p.end();
            inked.addPixmap(pixmap, mode);
        }
        setIcon(inked);
    }

    QStyle::StandardPixmap icon_;
};

inline StepButton* stepButton(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip) {
    auto* b = new StepButton(parent, icon);
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    return b;
}

} // namespace overlap::player
