#pragma once

#include <QStringList>
#include <QWidget>

class QFrame;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace overlap::player {

// A lesson's introduction beside the figure: why the method, when to use it, its traps and
// what to try, then a button to step 1. Above it, on a first start, a short hint of the
// gestures that stays until it is dismissed.
class IntroPanel : public QWidget {
    Q_OBJECT
  public:
    explicit IntroPanel(QWidget* parent = nullptr);

    // The intro with its slots already filled, and the titles of the lesson's methods.
    void setContent(const QString& intro, const QStringList& methods);
    QString text() const { return intro_; }
    void setHintVisible(bool visible);
    bool hintVisible() const;
    QPushButton* startButton() const { return start_; }
    QPushButton* hintButton() const { return dismiss_; }

  signals:
    void startRequested();
    void hintDismissed();

  private:
    void refill();

    QString intro_;
    QStringList methods_;
    QFrame* hint_;
    QLabel* hintText_;
    QPushButton* dismiss_;
    QLabel* heading_;
    QTextBrowser* body_;
    QPushButton* start_;
    QLabel* keys_;
};

} // namespace overlap::player
