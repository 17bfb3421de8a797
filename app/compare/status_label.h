#pragma once

#include <QLabel>

namespace overlap::compare {

// A status line that wraps rather than cutting its words to "…", and keeps the height of the
// tallest text it has shown at its width: a count that gains a digit during a drag does not
// move what is laid out below it.
class StatusLabel : public QLabel {
    Q_OBJECT
  public:
    explicit StatusLabel(QWidget* parent = nullptr);
    int heightForWidth(int width) const override;

  private:
    mutable int tallestWidth_ = -1;
    mutable int tallest_ = 0;
};

} // namespace overlap::compare
