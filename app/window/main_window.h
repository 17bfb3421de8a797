#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/pitfall_notes.h"

#include <QKeySequence>
#include <QList>
#include <QMainWindow>

#include <functional>

class QAction;
class QDialog;
class QDockWidget;
class QListWidget;
class QMenu;
class QSplitter;
class QTabWidget;

namespace overlap::model {
class ScenarioModel;
}
namespace overlap::player {
class ExercisePanel;
class LessonPlayer;
class PropertyPanel;
class PushApart;
} // namespace overlap::player
namespace overlap::handles {
class HandleLayer;
}
namespace overlap::compare {
class CompareMode;
class PitfallGallery;
} // namespace overlap::compare

namespace overlap::yourmethod {
class YourMethodMode;
}

namespace overlap::window {

class Appearance;
class DocumentController;
class ExportController;
class UndoController;

// Four modes in tabs: the lessons (list, values and player), compare mode, the pitfall
// gallery and the learner's own method, with every action in a menu and on the keyboard; step keys
// act on the mode shown.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QList<lessons::Lesson> lessons, QList<lessons::PitfallNote> notes = {},
                        QWidget* parent = nullptr);

    enum class Mode { Lessons, Compare, Pitfalls, YourMethod };
    void setMode(Mode mode);
    Mode mode() const;

    player::LessonPlayer* player() const { return player_; }
    player::PropertyPanel* propertyPanel() const { return properties_; }
    // The lesson's exercises, in a dock beside the player (E shows it).
    player::ExercisePanel* exercisePanel() const { return exercises_; }
    QDockWidget* exerciseDock() const { return exerciseDock_; }
    compare::CompareMode* compareMode() const { return compare_; }
    compare::PitfallGallery* gallery() const { return gallery_; }
    yourmethod::YourMethodMode* yourMethod() const { return yourMethod_; }
    model::ScenarioModel* scenario() const { return model_; }
    const QList<lessons::Lesson>& lessons() const { return lessons_; }
    // The id of the lesson shown, or empty before any.
    QString currentLessonId() const;
    UndoController* undo() const { return undo_; }
    Appearance* appearance() const { return appearance_; }
    ExportController* exporter() const { return export_; }
    DocumentController* documents() const { return documents_; }
    QString language() const { return language_; }
    QList<QSplitter*> splitters() const { return {lessonSplit_, sideSplit_}; }
    QAction* snapAction() const { return snap_; }
    QAction* yDownAction() const { return yDown_; }
    QAction* radiansAction() const { return radians_; }
    QAction* reduceMotionAction() const { return reduceMotion_; }
    // View > the lesson list and shape values beside the player; off in presentation.
    QAction* sidePanelAction() const { return sidePanel_; }
    void showShortcuts();
    // Help > Guide: the window explained, in the window's language; one dialog, reused.
    QDialog* showGuide();
    // Help > Glossary, made once and kept.
    QDialog* showGlossary();
    // The lesson's shapes and methods side by side in compare mode.
    void compareThisLesson();
    // The first start's hint of the gestures, beside the lesson's introduction.
    void setGestureHintVisible(bool visible);
    bool gestureHintVisible() const;
    QListWidget* lessonList() const { return list_; }
    void selectLesson(int index);
    void setLanguage(const QString& language);

  signals:
    void modeChanged(Mode mode);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    // The menu bar, one builder per menu (as Qt's examples do); each action's text is a
    // tr() source, set again whenever the language changes.
    void createMenus();
    void createFileAndEditMenus();
    void createStepMenu();
    void createShapesMenu();
    void createViewMenu();
    void createCompareMenu();
    void createOptionsMenu();
    void createHelpMenu();
    void createExerciseDock();
    void addExerciseAction(QMenu* menu);
    QMenu* newMenu(const char* title);
    QAction* newAction(QMenu* menu, const char* text, const QKeySequence& key,
                       std::function<void()> slot);
    // A step key's action: on the compare mode on screen, else on the player.
    std::function<void()> onScreen(std::function<void()> onPlayer,
                                   std::function<void(compare::CompareMode*)> onCompare);
    // An arrow key's action: nudges the selected shape, if any, else does `otherwise`.
    std::function<void()> nudgeOr(int dx, int dy, double step, std::function<void()> otherwise);
    // A Compare menu action: on the compare mode on screen, going there from the lessons.
    std::function<void()> inCompare(std::function<void(compare::CompareMode*)> act);
    // File's entries come first in the bar; documents add theirs at the top of it.
    QMenu* fileMenu_ = nullptr;
    void fillLessonList();
    // The compare mode on screen: the compare tab's, or the gallery's; null on lessons.
    compare::CompareMode* activeCompare() const;
    model::ScenarioModel* activeModel() const;
    // The handles on screen: the player's, the compare panes', or "Your method"'s.
    QList<handles::HandleLayer*> layersOnScreen() const;
    // The handles on screen that hold an explicitly selected shape, which the arrow keys
    // then nudge; null when none does.
    handles::HandleLayer* selectingLayer() const;
    // Selects the next shape (by = 1: none, a, b, none…) or the previous one (by = -1) in
    // the handles on screen, as a click on it would, and says so in the status bar.
    void cycleSelectedShape(int by);
    // The status bar's word on the selection: which shape the arrows nudge, or none.
    void showSelection(int shape, bool saidWhenNone);

    QList<lessons::Lesson> lessons_;
    QString language_ = QStringLiteral("en");
    model::ScenarioModel* model_;
    player::LessonPlayer* player_;
    player::PropertyPanel* properties_ = nullptr;
    QListWidget* list_;
    compare::CompareMode* compare_;
    compare::PitfallGallery* gallery_;
    yourmethod::YourMethodMode* yourMethod_;
    QTabWidget* tabs_;
    QAction* touching_ = nullptr;
    int currentLesson_ = -1;
    UndoController* undo_ = nullptr;
    Appearance* appearance_ = nullptr;
    ExportController* export_ = nullptr;
    DocumentController* documents_ = nullptr;
    QSplitter* lessonSplit_ = nullptr;
    QSplitter* sideSplit_ = nullptr;
    QAction* snap_ = nullptr;
    QAction* yDown_ = nullptr;
    QAction* radians_ = nullptr;
    QAction* reduceMotion_ = nullptr;
    QAction* sidePanel_ = nullptr;
    QDialog* guide_ = nullptr;
    QDialog* glossary_ = nullptr;
    QDockWidget* exerciseDock_ = nullptr;
    bool exerciseDockAway_ = false; // open on the lessons tab, hidden while another is shown
    player::ExercisePanel* exercises_ = nullptr;
    player::PushApart* push_ = nullptr;
};

} // namespace overlap::window
