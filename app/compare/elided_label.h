#pragma once

#include <QLabel>

namespace overlap::compare {

// A one-line label whose text, when longer than the room it has, ends in "…" and is shown
// whole in its tooltip: a long sentence never widens the window. Style sheets still apply.
class ElidedLabel : public QLabel {
    Q_OBJECT
  public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return full_; }
    bool isElided() const { return text() != full_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void elide();
    int frameWidth() const; // what the label adds around its text: margins, padding

    QString full_;
};

} // namespace overlap::compare
