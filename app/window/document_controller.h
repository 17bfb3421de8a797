#pragma once

#include "app/document/scenario_document.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

class QLabel;
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
    // The same with every edited scene not on screen kept: other lessons, compare mode and
    // the pitfall gallery's page (in the gallery, the main scene is compare mode's).
    document::ScenarioDocument captureSession() const;
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
    // Writes the session; a failure is shown in the status bar until a write succeeds.
    // Nothing is written before start() has read the last session.
    bool saveSession(QString* why = nullptr);
    bool restoreSession(QString* why = nullptr);
    // At start: the last session comes back (one that cannot be read is kept aside under
    // another name, never overwritten), then the file named on the command line, if any,
    // opens over it; every refusal is shown in the window with its reason.
    void start(const QString& file = {});
    // The reason autosave last failed, empty while it works.
    QString autosaveProblem() const { return autosaveProblem_; }

    // Before what is on screen is closed (quitting) or replaced (opening another file):
    // true when it may (saved, discarded or nothing to save). Untitled work lives on in
    // the session when quitting, but opening a file over it asks first.
    enum class Closing { Quit, Replace };
    bool maybeSave(Closing closing = Closing::Quit);

    // Changes made inside are navigation (a lesson shown, with the shapes it was left
    // with), not edits: they leave the title unmarked.
    template <class F> void navigate(F&& change) {
        ++loading_;
        change();
        --loading_;
    }

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
    // True when the gallery's page came back.
    bool applyKept(const QList<document::KeptScene>& kept);
    bool applyKeptPitfall(const document::KeptScene& kept);

    MainWindow* window_;
    QString file_;
    bool modified_ = false;
    int loading_ = 0;
    QMenu* recent_ = nullptr;
    QTimer sessionTimer_; // the session is written a moment after the last change
    bool started_ = false;
    QString autosaveProblem_;
    QLabel* autosaveLabel_ = nullptr;
    void setAutosaveProblem(const QString& why);
    void showProblem(const QString& title, const QString& text);
};

} // namespace overlap::window
