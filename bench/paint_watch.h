#pragma once

#include <QObject>
#include <QPaintEvent>
#include <QWidget>

#include <set>

namespace overlap::bench {

// Notes which of the watched widgets have been sent a Paint event since reset().
class PaintWatch : public QObject {
  public:
    void watch(QWidget* w) {
        w->installEventFilter(this);
        watched_.insert(w);
    }
    void reset() {
        painted_.clear();
        paintedPixels_ = 0;
    }
    bool allPainted() const { return painted_.size() == watched_.size(); }
    // The share of the watched widgets' pixels repainted since reset().
    double paintedShare() const {
        double all = 0;
        for (QObject* o : watched_) {
            const QWidget* w = static_cast<QWidget*>(o);
            all += double(w->width()) * w->height();
        }
        return all > 0 ? paintedPixels_ / all : 0.0;
    }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && watched_.count(watched)) {
            painted_.insert(watched);
            for (const QRect& r : static_cast<QPaintEvent*>(event)->region())
                paintedPixels_ += double(r.width()) * r.height();
        }
        return false;
    }

  private:
    std::set<QObject*> watched_, painted_;
    double paintedPixels_ = 0;
};

} // namespace overlap::bench
