#pragma once

#include "app/compare/overlay_request.h"
#include "app/document/scenario_document.h"
#include "app/yourmethod/method_files.h"
#include "app/yourmethod/script_runner.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;
class QUndoStack;

namespace overlap::model {
class ScenarioModel;
}
namespace overlap::handles {
class HandleLayer;
}
namespace overlap::history {
class ScenarioHistory;
}
namespace overlap::compare {
class ComparePane;
class OverlayScheduler;
} // namespace overlap::compare

namespace overlap::yourmethod {

class CodeEditor;
class YourMethodPane;

// "Your method": a learner writes overlaps(a, b) in JavaScript, runs it (F5) and sees it as
// a pane beside a correct method of the pair, with its verdict for the shapes and the map
// of where it is wrong against the exact truth under the policy; judges it (F6) on
// generated cases, with the first wrong one shrunk into the scene; reads its errors with
// their lines (a click goes there). The script runs in a script host process (app/script/host). The
// code and the shapes share one undo history; typing merges per burst.
class YourMethodMode : public QWidget {
    Q_OBJECT
  public:
    explicit YourMethodMode(QWidget* parent = nullptr);
    ~YourMethodMode() override;

    model::ScenarioModel* model() const { return model_; }
    QUndoStack* undoStack() const { return stack_; }
    ScriptRunner* runner() const { return runner_; }
    CodeEditor* editor() const { return editor_; }
    QListWidget* problemList() const { return problems_; }
    YourMethodPane* pane() const { return pane_; }
    compare::ComparePane* truthPane() const { return truthPane_; }
    // The handles of both panes (a drag in either moves the shapes).
    QList<handles::HandleLayer*> handleLayers() const;
    QCheckBox* touchingBox() const { return touchingBox_; }
    QPushButton* runButton() const { return runButton_; }
    QPushButton* judgeButton() const { return judgeButton_; }
    QToolButton* examplesButton() const { return examplesButton_; }
    QComboBox* pairBox() const { return pairs_; }
    QCheckBox* rotatedBox() const { return rotatedBox_; }

    QString code() const;
    // Replaces the code as one undoable step (an example loaded, a template).
    void setCode(const QString& code);
    // Replaces the code, the pair, the shapes (the pair's starting ones when none are given)
    // and the history: what a file or the session brings back.
    void restore(const QString& code, const ScriptPair& pair,
                 const std::optional<Scenario>& scene = std::nullopt);
    // The page as documents keep it, and back; false (nothing changed) when its pair is not
    // one this Overlap offers.
    document::LearnerCode learnerCode() const;
    bool restore(const document::LearnerCode& saved);
    // As the tab starts: the circle-rect template on its starting shapes, never run.
    bool pristine() const;
    ScriptPair scriptPair() const { return pair_; }
    // The pair's starting shapes (undoable, as any change of shapes) and its correct methods.
    void setScriptPair(const ScriptPair& pair);
    // A bundled example: its pair and its code.
    bool loadExample(const QString& file);
    void loadTemplate();

    // The last run's result as shown (verdict, map, error), and the last judge run's.
    const ScriptRunResult& lastRun() const { return last_; }
    bool hasRun() const { return ran_; }
    const std::optional<JudgeOutcome>& lastJudge() const { return judged_; }
    QString mapStatus() const;
    QString judgeText() const;
    // The code edited since it last ran.
    bool stale() const;
    void fit();

  public slots:
    void run();
    void judgeCases();
    void setYDown(bool yDown);

  signals:
    // The code or the pair changed (for the document's unsaved mark and the session).
    void edited();

  private:
    QWidget* buildEditorSide();
    QWidget* buildPaneSide();
    void retranslate();
    void showScene();
    void requestRun();
    void requestShading();
    void showRun(const ScriptRunResult& r);
    void showJudge(const JudgeOutcome& o);
    void showProblem(const script::ScriptError& e);
    void showConsole(const ScriptRunResult& r);
    void clearProblems();
    void codeTyped();
    void applyCode(const QString& text, int cursor);
    void showPair();
    void updateStatus();
    QRectF frame() const;

    model::ScenarioModel* model_;
    QUndoStack* stack_;
    history::ScenarioHistory* history_;
    ScriptRunner* runner_;
    compare::OverlayScheduler* shading_;
    ScriptPair pair_;
    QString shownCode_; // what the editor shows, as the history last saw it
    int shownCursor_ = 0;
    compare::OverlayKind shadingKind_ = compare::OverlayKind::Off;
    bool applying_ = false;
    bool ran_ = false;
    QString ranCode_; // the code of the run shown
    quint64 generation_ = 0;
    ScriptRunResult last_;
    std::optional<JudgeOutcome> judged_;
    QString judgeLine_;
    QTimer rerun_;  // shapes, policy and camera changes, coalesced
    QTimer settle_; // the camera rests a moment before the map follows it

    CodeEditor* editor_;
    QListWidget* problems_;
    YourMethodPane* pane_;
    compare::ComparePane* truthPane_;
    QLabel* pairLabel_;
    QComboBox* pairs_;
    QCheckBox* rotatedBox_;
    QCheckBox* touchingBox_;
    QToolButton* examplesButton_;
    QPushButton* templateButton_;
    QPushButton* runButton_;
    QPushButton* judgeButton_;
    QLabel* problemsLabel_;
    QLabel* status_;
    QLabel* judgeLabel_;
    QLabel* hint_;
};

} // namespace overlap::yourmethod
