#include "app/player/font_follow.h"

#include <QEvent>
#include <QFont>
#include <QPointer>
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

// Watches the parent for font changes, and the widget for a new parent (a layout may move
// it into a slot after it was made); one per widget, owned by it.
class FontFollower : public QObject {
  public:
    FontFollower(QWidget* widget, FontLook look) : QObject(widget), widget_(widget), look_(look) {
        widget->installEventFilter(this);
        watch(widget->parentWidget());
    }
    void setLook(FontLook look) { look_ = look; }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == widget_ && event->type() == QEvent::ParentChange) {
            watch(widget_->parentWidget());
            if (parent_)
                apply(widget_, look_);
        } else if (watched == parent_ && event->type() == QEvent::FontChange) {
            apply(widget_, look_);
        }
        return false;
    }

  private:
    void watch(QWidget* parent) {
        if (parent_)
            parent_->removeEventFilter(this);
        parent_ = parent;
        if (parent_)
            parent_->installEventFilter(this);
    }
    QWidget* widget_;
    QPointer<QWidget> parent_;
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
