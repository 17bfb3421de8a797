#pragma once

#include <QComboBox>

namespace overlap::compare {

// A combo box that, given less room than its current item needs, shows the item ending in
// "…" and the whole item in its tooltip, instead of cutting it off mid-word.
class ElidedComboBox : public QComboBox {
    Q_OBJECT
  public:
    explicit ElidedComboBox(QWidget* parent = nullptr);
    // The text as painted: the current item, elided to the room it has.
    QString shownText() const;

  protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace overlap::compare
