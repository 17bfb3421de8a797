#pragma once

#include <QComboBox>

namespace overlap::compare {

// A combo box as wide as its current item, whatever the others: a method's name is never cut
// to "…", and a long name it does not show never widens the pane. The layout makes the room.
class WholeComboBox : public QComboBox {
    Q_OBJECT
  public:
    explicit WholeComboBox(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The text as painted: the current item, elided only if a layout gave less than its
    // minimum (which a test checks never happens).
    QString shownText() const;

  protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace overlap::compare
