#pragma once

#include "app/document/scenario_document.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

class QMenu;

namespace overlap::window {

class MainWindow;

// Scenario files for the window: open (menu, recent files, a file dropped on the window),
// save and save as, the window title with the file's name and an unsaved-changes mark, a
// question before closing over unsaved changes to a named file, and the session: the
// scenario on screen is kept in the app's data folder and comes back on the next start.
// A file that cannot be read, or does not fit this Overlap's lessons and methods, is
// refused with a message that names what is wrong, and nothing on screen changes.
class DocumentController : public QObject {
    Q_OBJECT
  public:
    explicit DocumentController(MainWindow* window);

    void addActions(QMenu* file);

    // The scenario on screen, as a document.
    document::ScenarioDocument capture() const;
    // Checks the document against the lessons and methods first; on any problem returns
    // false with the reason and changes nothing.
    bool apply(const document::ScenarioDocument& doc, QString* why);

    bool openFile(const QString& path, QString* why);
    bool saveFile(const QString& path, QString* why);
    QString currentFile() const { return file_; }
    bool isModified() const { return modified_; }
    QStringList recentFiles() const;

    // The session file (in the app's data folder) and its use.
    static QString sessionPath();
    bool saveSession(QString* why = nullptr) const;
    bool restoreSession(QString* why = nullptr);

    // Before the window closes: true when it may (saved, discarded or nothing to save).
    bool maybeSave();

    // Changes made inside are navigation (a lesson shown, with the shapes it was left
    // with), not edits: they leave the title unmarked.
    template <class F> void navigate(F&& change) {
        ++loading_;
        change();
        --loading_;
    }

  signals:
    void fileChanged(const QString& path);

  private:
    void markModified();
    void setFile(const QString& path);
    void updateTitle();
    void rememberRecent(const QString& path);
    void fillRecentMenu();
    void open();
    bool save();
    bool saveAs();
    QString problemWith(const document::ScenarioDocument& doc) const;

    MainWindow* window_;
    QString file_;
    bool modified_ = false;
    int loading_ = 0;
    QMenu* recent_ = nullptr;
    QTimer sessionTimer_; // the session is written a moment after the last change
};

} // namespace overlap::window
