#pragma once

#include <QDialog>

class QTextBrowser;

namespace overlap::window {

// Help > Guide: every tab of the window and every entry of its menus explained, for a
// learner and a teacher, in the window's language, switching with it. Tabs and actions are
// named by their live words and keys, read from the parent window, never retyped here.
class GuideDialog : public QDialog {
    Q_OBJECT
  public:
    explicit GuideDialog(QWidget* parent = nullptr);
    // The guide as rich text, for tests and pictures.
    QString html() const;
    QTextBrowser* browser() const { return text_; }
    // An action's or a tab's words as the guide shows them: no mnemonic, whether "&Open…"
    // or the Chinese "打开(&O)…".
    static QString plainWords(QString text);

  private:
    void rebuild();
    QTextBrowser* text_;
};

} // namespace overlap::window
