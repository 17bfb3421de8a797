#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace overlap::window {

class MainWindow;

// Pictures and test cases out of the window: the current step (or the compare layout) as
// PNG or SVG, every step of the lesson's method as numbered frames, and the scenario as an
// overlap-cli eval line with its expected verdicts, copied for a learner's own tests.
class ExportController : public QObject {
    Q_OBJECT
  public:
    explicit ExportController(MainWindow* window);
    void addActions(QMenu* file, QMenu* edit);

    // The work behind the actions, without dialogs (tests and scripts call these).
    bool exportView(const QString& file, QString* why) const;
    // Writes NN-METHOD.png for every step; returns how many, or -1 with the reason.
    int exportFrames(const QString& folder, QString* why) const;
    // {"id":...,"a":...,"b":...,"expected":{"counts":...,"separate":...}}, or empty with why.
    QString testCaseLine(QString* why) const;

  private:
    MainWindow* window_;
};

} // namespace overlap::window
