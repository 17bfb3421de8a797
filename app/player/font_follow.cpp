#include "app/player/font_follow.h"

#include <QEvent>
#include <QFont>
#include <QWidget>

#include <algorithm>

namespace overlap::player {

namespace {

void apply(QWidget* widget, FontLook look) {
    QFont f = widget->parentWidget()->font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * look.scale);
    else
        f.setPixelSize(std::max(1, int(f.pixelSize() * look.scale + 0.5)));
    f.setBold(look.bold);
    if (widget->font() != f)
        widget->setFont(f);
}

// Watches the parent for font changes; one per widget, owned by it.
class FontFollower : public QObject {
  public:
    FontFollower(QWidget* widget, FontLook look) : QObject(widget), widget_(widget), look_(look) {
        widget->parentWidget()->installEventFilter(this);
    }
    void setLook(FontLook look) { look_ = look; }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FontChange && watched == widget_->parentWidget())
            apply(widget_, look_);
        return false;
    }

  private:
    QWidget* widget_;
    FontLook look_;
};

} // namespace

void followParentFont(QWidget* widget, FontLook look) {
    if (!widget->parentWidget())
        return;
    apply(widget, look);
    for (QObject* child : widget->children())
        if (auto* f = dynamic_cast<FontFollower*>(child)) {
            f->setLook(look);
            return;
        }
    new FontFollower(widget, look);
}

} // namespace overlap::player
