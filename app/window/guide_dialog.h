#pragma once

#include <QDialog>

class QTextBrowser;

namespace overlap::window {

// Help > Guide: what the window shows and how to use it — the steps, the handles and keys,
// the badge's colours, the policies, compare mode and the gallery — in the window's
// language, switching with it.
class GuideDialog : public QDialog {
    Q_OBJECT
  public:
    explicit GuideDialog(QWidget* parent = nullptr);
    // The guide as rich text, for tests and pictures.
    QString html() const;
    QTextBrowser* browser() const { return text_; }

  private:
    QTextBrowser* text_;
};

} // namespace overlap::window
