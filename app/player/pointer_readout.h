#pragma once

#include "app/scene/role_style.h"

#include <QPixmap>
#include <QWidget>

namespace overlap::player {

// The pointer's coordinates in a view's corner. A child widget of its own, opaque, so a
// hover or a drag repaints this box alone: drawn in the view's foreground, it stretched
// every drag's repaint from the shape to the corner.
class PointerReadout : public QWidget {
    Q_OBJECT
  public:
    explicit PointerReadout(QWidget* viewport);

    void showText(const QString& text, const scene::Paper& paper);
    const QString& text() const { return text_; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QString text_;
    scene::Paper paper_;
    // The box without its words, drawn once per size and paper: an antialiased rounded
    // rect cost more than the rest of a drag's repaint of this box.
    QPixmap frame_;
    scene::Paper framePaper_;
};

} // namespace overlap::player
