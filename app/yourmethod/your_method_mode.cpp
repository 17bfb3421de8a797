#include "app/yourmethod/your_method_mode.h"

#include "app/compare/compare_pane.h"
#include "app/compare/overlay_scheduler.h"
#include "app/history/scenario_history.h"
#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/player_view.h"
#include "app/scene/trace_scene.h"
#include "app/style/palette.h"
#include "app/yourmethod/code_editor.h"
#include "app/yourmethod/code_history.h"
#include "app/yourmethod/problem_words.h"
#include "app/yourmethod/your_method_pane.h"
#include "core/geometry/centre.h"
#include "core/pairs.h"
#include "core/verdict_class.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace overlap::yourmethod {

namespace {

constexpr int kJudgeCases = 2000;
// Samples along the longer side of the map: a sound script maps them in well under a second.
constexpr int kMapSamples = 240;

QStringList correctMethods(const ScriptPair& p) {
    QStringList out;
    for (const Algorithm* a : usualMethods(corePairOf(p), false))
        out << QString::fromUtf8(a->id);
    return out;
}

} // namespace

YourMethodMode::YourMethodMode(QWidget* parent)
    : QWidget(parent), model_(new model::ScenarioModel(this)), stack_(new QUndoStack(this)),
      runner_(new ScriptRunner(this)), shading_(new compare::OverlayScheduler(this)),
      editor_(new CodeEditor(this)), problems_(new QListWidget(this)),
      pane_(new YourMethodPane(model_, this)), truthPane_(new compare::ComparePane(model_, this)),
      pairLabel_(new QLabel(this)), pairs_(new QComboBox(this)), rotatedBox_(new QCheckBox(this)),
      touchingBox_(new QCheckBox(this)), examplesButton_(new QToolButton(this)),
      templateButton_(new QPushButton(this)), runButton_(new QPushButton(this)),
      judgeButton_(new QPushButton(this)), problemsLabel_(new QLabel(this)),
      status_(new QLabel(this)), judgeLabel_(new QLabel(this)), hint_(new QLabel(this)) {
    history_ = new history::ScenarioHistory(model_, stack_, this);
    auto* split = new QSplitter(this);
    split->setObjectName(QStringLiteral("yourMethod"));
    split->addWidget(buildEditorSide());
    split->addWidget(buildPaneSide());
    // The code reads whole at 80 columns or so; the two panes share the rest.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({600, 900});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    rerun_.setSingleShot(true);
    rerun_.setInterval(0);
    connect(&rerun_, &QTimer::timeout, this, [this] {
        requestRun();
        requestShading();
    });
    settle_.setSingleShot(true);
    settle_.setInterval(120);
    connect(&settle_, &QTimer::timeout, &rerun_, qOverload<>(&QTimer::start));
    connect(pane_->view(), &player::PlayerView::cameraChanged, &settle_,
            qOverload<>(&QTimer::start));
    connect(model_, &model::ScenarioModel::changed, this, [this] {
        showScene();
        rerun_.start();
    });
    connect(runner_, &ScriptRunner::ready, this, &YourMethodMode::showRun);
    connect(runner_, &ScriptRunner::judged, this, &YourMethodMode::showJudge);
    connect(shading_, &compare::OverlayScheduler::ready, this,
            [this](const compare::OverlayResult& r) {
                truthPane_->setOverlayImages(r.panes.value(0), r.meanings.value(0),
                                             r.numbers.value(0), QImage(), r.grid);
            });
    connect(truthPane_, &compare::ComparePane::methodChosen, this, [this](const QString& id) {
        truthPane_->setMethod(id);
        showScene();
        requestShading();
    });
    connect(truthPane_, &compare::ComparePane::overlayChosen, this,
            [this](compare::OverlayKind kind) {
                shadingKind_ = kind;
                requestShading();
            });
    i18n::onLanguage(this, [this] { retranslate(); });
    restore(bundledSource(templateFile(pair_.pair)), pair_);
}

YourMethodMode::~YourMethodMode() = default;

QWidget* YourMethodMode::buildEditorSide() {
    auto* side = new QWidget(this);
    for (Pair p : scriptPairs())
        pairs_->addItem(QString(), int(p));
    connect(pairs_, &QComboBox::activated, this, [this] {
        setScriptPair({Pair(pairs_->currentData().toInt()), rotatedBox_->isChecked()});
    });
    connect(rotatedBox_, &QCheckBox::toggled, this, [this](bool on) {
        setScriptPair({pair_.pair, on});
    });
    touchingBox_->setChecked(true);
    connect(touchingBox_, &QCheckBox::toggled, this,
            [this](bool on) { model_->setTouching(on ? Touching::Counts : Touching::Separate); });
    examplesButton_->setPopupMode(QToolButton::InstantPopup);
    examplesButton_->setMenu(new QMenu(examplesButton_));
    connect(templateButton_, &QPushButton::clicked, this, &YourMethodMode::loadTemplate);
    connect(runButton_, &QPushButton::clicked, this, &YourMethodMode::run);
    connect(judgeButton_, &QPushButton::clicked, this, &YourMethodMode::judgeCases);
    connect(editor_, &QPlainTextEdit::textChanged, this, &YourMethodMode::codeTyped);
    connect(editor_, &CodeEditor::undoRequested, stack_, &QUndoStack::undo);
    connect(editor_, &CodeEditor::redoRequested, stack_, &QUndoStack::redo);
    const auto goTo = [this](QListWidgetItem* item) {
        if (const int line = item->data(Qt::UserRole).toInt(); line > 0)
            editor_->goToLine(line, item->data(Qt::UserRole + 1).toInt());
    };
    connect(problems_, &QListWidget::itemClicked, this, goTo);
    connect(problems_, &QListWidget::itemActivated, this, goTo);
    problems_->setWordWrap(true);
    problems_->setTextElideMode(Qt::ElideNone);
    problems_->setResizeMode(QListView::Adjust);
    problems_->setMaximumHeight(90);
    judgeLabel_->setWordWrap(true);
    judgeLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hint_->setWordWrap(true);

    auto* pairRow = new QHBoxLayout;
    pairRow->addWidget(pairLabel_);
    pairRow->addWidget(pairs_, 1);
    pairRow->addWidget(rotatedBox_);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(examplesButton_);
    fileRow->addWidget(templateButton_);
    fileRow->addStretch(1);
    fileRow->addWidget(touchingBox_);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(runButton_);
    runRow->addWidget(judgeButton_);
    runRow->addStretch(1);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(pairRow);
    layout->addLayout(fileRow);
    layout->addWidget(hint_);
    layout->addWidget(editor_, 1);
    layout->addLayout(runRow);
    layout->addWidget(problemsLabel_);
    layout->addWidget(problems_);
    layout->addWidget(judgeLabel_);
    return side;
}

QWidget* YourMethodMode::buildPaneSide() {
    auto* side = new QWidget(this);
    auto* panes = new QHBoxLayout;
    // Equal halves, whatever each header would like.
    for (QWidget* p : {static_cast<QWidget*>(pane_), static_cast<QWidget*>(truthPane_)}) {
        p->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        panes->addWidget(p, 1);
    }
    status_->setWordWrap(true);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(panes, 1);
    layout->addWidget(status_);
    return side;
}

void YourMethodMode::retranslate() {
    pairLabel_->setText(tr("Shapes:"));
    pairs_->setAccessibleName(tr("Shapes your method takes"));
    pairs_->setItemText(0, tr("circle – rect (a is the circle)"));
    pairs_->setItemText(1, tr("circle – circle"));
    pairs_->setItemText(2, tr("rect – rect"));
    rotatedBox_->setText(tr("Turned rect"));
    rotatedBox_->setToolTip(tr("The rect has an angle: b.angle, degrees counter-clockwise"));
    touchingBox_->setText(tr("Touching counts as overlap"));
    examplesButton_->setText(tr("Examples"));
    examplesButton_->setToolTip(tr("Load a tutorial's method, written in JavaScript"));
    QMenu* menu = examplesButton_->menu();
    menu->clear();
    for (const ScriptExample& ex : scriptExamples())
        menu->addAction(QCoreApplication::translate("YourMethod", ex.title), this,
                        [this, file = ex.file] { loadExample(file); });
    templateButton_->setText(tr("Template"));
    templateButton_->setToolTip(tr("Start again from the template for these shapes"));
    runButton_->setText(tr("Run (F5)"));
    runButton_->setToolTip(tr("Run your method on the shapes and map where it is wrong"));
    judgeButton_->setText(tr("Judge on %L1 cases (F6)").arg(kJudgeCases));
    judgeButton_->setToolTip(tr("Run your method on generated cases (random, touching, "
                                "degenerate, containment) against the exact answer"));
    editor_->setAccessibleName(tr("Your method's code"));
    problemsLabel_->setText(tr("Problems (click one to go to its line) and console.log:"));
    problems_->setAccessibleName(tr("Problems in your code"));
    hint_->setText(tr("Write function overlaps(a, b) in JavaScript and return true or false. "
                      "a = {type, x, y, r} for a circle; {type, x, y, w, h, angle} for a rect, "
                      "(x, y) its smallest corner, y up."));
    for (int i = 0; i < stack_->count(); ++i)
        // The stack hands its steps out as const; these are ours, made by codeTyped and setCode.
        if (const auto* step = dynamic_cast<const CodeEdit*>(stack_->command(i)))
            const_cast<CodeEdit*>(step)->relabel();
    if (judged_)
        showJudge(*judged_);
    if (ran_ && last_.error) {
        showProblem(*last_.error);
        pane_->setVerdict(std::nullopt, std::nullopt, problemLine(*last_.error));
    }
    updateStatus();
}

QList<handles::HandleLayer*> YourMethodMode::handleLayers() const {
    return {pane_->handles(), truthPane_->handles()};
}

QString YourMethodMode::code() const {
    return editor_->toPlainText();
}

void YourMethodMode::applyCode(const QString& text, int cursor) {
    applying_ = true;
    if (editor_->toPlainText() != text)
        editor_->setPlainText(text);
    QTextCursor c = editor_->textCursor();
    c.setPosition(std::clamp(cursor, 0, int(text.size())));
    editor_->setTextCursor(c);
    shownCode_ = text;
    shownCursor_ = c.position();
    applying_ = false;
    updateStatus();
    emit edited();
}

void YourMethodMode::codeTyped() {
    if (applying_)
        return;
    const CodeEdit::State before{shownCode_, shownCursor_};
    shownCode_ = editor_->toPlainText();
    shownCursor_ = editor_->textCursor().position();
    if (shownCode_ == before.text)
        return;
    stack_->push(new CodeEdit(before, {shownCode_, shownCursor_}, true,
                              [this](const CodeEdit::State& s) { applyCode(s.text, s.cursor); }));
    updateStatus();
    emit edited();
}

void YourMethodMode::setCode(const QString& code) {
    if (code == shownCode_)
        return;
    const CodeEdit::State before{shownCode_, shownCursor_};
    applyCode(code, 0);
    stack_->push(new CodeEdit(before, {code, 0}, false,
                              [this](const CodeEdit::State& s) { applyCode(s.text, s.cursor); }));
}

void YourMethodMode::restore(const QString& code, const ScriptPair& pair,
                             const std::optional<Scenario>& scene) {
    history_->pause();
    pair_ = pair;
    const PairStart start = startOf(corePairOf(pair_));
    model_->setShapes(scene ? scene->a : start.a, scene ? scene->b : start.b);
    if (scene)
        model_->setTouching(scene->touching);
    history_->resume();
    ran_ = false;
    last_ = {};
    judged_.reset();
    judgeLine_.clear();
    judgeLabel_->clear();
    judgeLabel_->setStyleSheet(QString());
    clearProblems();
    pane_->setVerdict(std::nullopt, std::nullopt);
    pane_->setWrongMap({}, {});
    showPair();
    applyCode(code, 0);
    stack_->clear();
    fit();
}

document::LearnerCode YourMethodMode::learnerCode() const {
    return {pairNameOf(pair_.pair), pair_.rotated, code(), model_->scenario()};
}

bool YourMethodMode::restore(const document::LearnerCode& saved) {
    const auto pair = pairNamed(saved.pair);
    if (!pair)
        return false;
    restore(saved.code, {*pair, saved.rotated && *pair == Pair::CircleRect}, saved.scene);
    return true;
}

bool YourMethodMode::pristine() const {
    const PairStart start = startOf(Pair::CircleRect);
    return !ran_ && pair_ == ScriptPair{} &&
           code() == bundledSource(templateFile(Pair::CircleRect)) &&
           model_->scenario() == Scenario{start.a, start.b, Touching::Counts};
}

void YourMethodMode::showPair() {
    const QSignalBlocker a(pairs_), b(rotatedBox_);
    pairs_->setCurrentIndex(pairs_->findData(int(pair_.pair)));
    rotatedBox_->setEnabled(pair_.pair == Pair::CircleRect);
    rotatedBox_->setChecked(pair_.rotated);
    const QStringList methods = correctMethods(pair_);
    truthPane_->setChoices(methods);
    if (!methods.contains(truthPane_->method()))
        truthPane_->setMethod(methods.value(0));
    showScene();
}

void YourMethodMode::setScriptPair(const ScriptPair& pair) {
    ScriptPair p = pair;
    p.rotated = p.rotated && p.pair == Pair::CircleRect;
    if (p == pair_) {
        showPair();
        return;
    }
    // An untouched template follows the shapes.
    const bool untouched = code() == bundledSource(templateFile(pair_.pair));
    stack_->beginMacro(tr("Choose the shapes"));
    pair_ = p;
    const PairStart start = startOf(corePairOf(pair_));
    model_->setShapes(start.a, start.b);
    if (untouched)
        setCode(bundledSource(templateFile(pair_.pair)));
    stack_->endMacro();
    showPair();
    fit();
    judged_.reset();
    judgeLine_.clear();
    judgeLabel_->clear();
    emit edited();
}

bool YourMethodMode::loadExample(const QString& file) {
    for (const ScriptExample& ex : scriptExamples()) {
        if (ex.file != file)
            continue;
        const QString source = bundledSource(file);
        if (source.isEmpty())
            return false;
        setScriptPair(ex.pair);
        setCode(source);
        return true;
    }
    return false;
}

void YourMethodMode::loadTemplate() {
    setCode(bundledSource(templateFile(pair_.pair)));
}

QRectF YourMethodMode::frame() const {
    return truthPane_->scene()->contentRect();
}

void YourMethodMode::fit() {
    const QRectF world = frame();
    pane_->fitTo(world);
    truthPane_->fitTo(world);
    rerun_.start();
}

void YourMethodMode::setYDown(bool yDown) {
    pane_->setYDown(yDown);
    truthPane_->setYDown(yDown);
}

void YourMethodMode::showScene() {
    pane_->showShapes(truthPane_->method());
    truthPane_->recompute();
    truthPane_->showStep(int(truthPane_->trace().steps.size()) - 1);
    if (touchingBox_->isChecked() != (model_->touching() == Touching::Counts)) {
        const QSignalBlocker block(touchingBox_);
        touchingBox_->setChecked(model_->touching() == Touching::Counts);
    }
}

void YourMethodMode::run() {
    ran_ = true;
    ranCode_ = code();
    requestRun();
}

void YourMethodMode::requestRun() {
    if (!ran_)
        return;
    ScriptRunRequest r;
    r.generation = ++generation_;
    r.source = ranCode_;
    r.a = model_->a();
    r.b = model_->b();
    r.touching = model_->touching();
    r.truthMethod = truthMethodOf(pair_);
    const QRectF seen = pane_->view()->viewport()->width() > 1 ? pane_->visibleWorld() : frame();
    const QRectF area =
        seen.adjusted(-seen.width() / 4, -seen.height() / 4, seen.width() / 4, seen.height() / 4);
    const Shape& moving = script::sceneMapMovesB(r.a, r.b) ? r.b : r.a;
    r.grid = gridCovering({area.left(), area.top()}, {area.right(), area.bottom()}, kMapSamples,
                          centreOf(moving));
    runner_->run(std::move(r));
    updateStatus();
}

void YourMethodMode::requestShading() {
    compare::OverlayRequest r;
    r.generation = ++generation_;
    r.methods = {truthPane_->method()};
    r.kinds = {shadingKind_};
    const bool swap = script::sceneMapMovesB(model_->a(), model_->b());
    r.moving = swap ? model_->b() : model_->a();
    r.fixed = swap ? model_->a() : model_->b();
    r.touching = model_->touching();
    const QRectF seen =
        truthPane_->view()->viewport()->width() > 1 ? truthPane_->visibleWorld() : frame();
    r.grid = gridCovering({seen.left(), seen.top()}, {seen.right(), seen.bottom()}, 360,
                          centreOf(r.moving));
    if (shadingKind_ == compare::OverlayKind::Off) {
        truthPane_->setOverlayImages({}, {}, {}, {}, r.grid);
        return;
    }
    shading_->request(std::move(r));
}

void YourMethodMode::showRun(const ScriptRunResult& r) {
    // A newer run is on its way: it shows its own result, unless this one already says the
    // same code fails (an endless loop would otherwise hide behind every drag's rerun).
    if (r.generation != generation_ && runner_->running() && !(r.error && r.source == ranCode_))
        return;
    last_ = r;
    if (r.error) {
        showProblem(*r.error);
        showConsole(r);
        pane_->setVerdict(std::nullopt, std::nullopt, problemLine(*r.error));
        pane_->setWrongMap({}, r.grid);
    } else {
        clearProblems();
        showConsole(r);
        const Algorithm* truth = findAlgorithm(truthMethodOf(pair_).toStdString());
        pane_->setVerdict(r.verdict,
                          truth ? classify(*truth, model_->a(), model_->b()) : std::nullopt);
        pane_->setWrongMap(r.wrong, r.grid, r.wrongCount);
    }
    updateStatus();
}

void YourMethodMode::clearProblems() {
    problems_->clear();
    editor_->setProblemLines({});
}

void YourMethodMode::showProblem(const script::ScriptError& e) {
    problems_->clear();
    auto* item = new QListWidgetItem(problemLine(e), problems_);
    item->setData(Qt::UserRole, e.line);
    item->setData(Qt::UserRole + 1, e.column);
    item->setToolTip(item->text());
    item->setForeground(QColor(QRgb(palette::kWrong)));
    editor_->setProblemLines(e.line > 0 ? QList<int>{e.line} : QList<int>{});
}

void YourMethodMode::showConsole(const ScriptRunResult& r) {
    // What console.log wrote for the shapes on screen, under any problem.
    constexpr int kShown = 20;
    for (qsizetype i = 0; i < std::min<qsizetype>(r.console.size(), kShown); ++i)
        new QListWidgetItem(tr("console: %1").arg(r.console[i]), problems_);
    if (r.console.size() > kShown || r.consoleDropped)
        new QListWidgetItem(tr("console: (more lines not shown)"), problems_);
}

void YourMethodMode::judgeCases() {
    if (runner_->judging())
        return;
    run(); // the map and the verdict follow the same code
    script::JudgeRequest r;
    r.pair = pair_.pair;
    r.rotated = pair_.rotated;
    r.touching = model_->touching();
    r.count = kJudgeCases;
    r.budget = std::chrono::seconds(20); // a low-priority host on a busy machine
    judged_.reset();
    judgeLine_ = tr("Judging on %L1 cases…").arg(kJudgeCases);
    judgeLabel_->setText(judgeLine_);
    judgeLabel_->setStyleSheet(QString());
    runner_->judge(code(), r);
}

void YourMethodMode::showJudge(const JudgeOutcome& o) {
    const bool fresh = !judged_ || &*judged_ != &o;
    judged_ = o;
    const script::JudgeResult& r = o.result;
    const QString language = i18n::currentLanguage();
    const auto words = [&](bool overlap) {
        return lessons::verdictLook(overlap ? VerdictClass::Overlap : VerdictClass::Apart,
                                    o.request.touching, language)
            .words;
    };
    // The exact answer with its class: a touch says so, and what the policy makes of it.
    const auto exactWords = [&](const script::JudgedCase& c) {
        const Algorithm* truth = findAlgorithm(truthMethodOf(pair_).toStdString());
        const auto cls = truth ? classify(*truth, c.a.shape(), c.b.shape()) : std::nullopt;
        return cls ? lessons::verdictLook(*cls, o.request.touching, language).words
                   : words(c.expected);
    };
    bool bad = true;
    if (o.compileError || r.error) {
        const script::ScriptError& e = o.compileError ? *o.compileError : *r.error;
        judgeLine_ = tr("The judge stopped after %L1 cases: %2").arg(r.tried).arg(problemLine(e));
        showProblem(e);
    } else if (!r.internal.empty()) {
        judgeLine_ = tr("The judge failed: %1").arg(QString::fromStdString(r.internal));
    } else if (r.cancelled) {
        judgeLine_ = tr("The judge was stopped.");
    } else if (!r.firstWrong) {
        judgeLine_ = tr("Right on all %L1 generated cases (random, touching, degenerate, "
                        "containment).")
                         .arg(r.tried);
        bad = false;
    } else {
        // The cases aim at the edge cases, the map samples evenly: say so, or "half wrong"
        // beside the map's few red samples reads as a contradiction.
        judgeLine_ = tr("Wrong on %L1 of %L2 generated cases (they aim at touching, degenerate "
                        "and containment cases, so far more go wrong than on the map). The "
                        "first, shrunk to its smallest numbers, is in the scene now: your method "
                        "says %3, the exact answer is %4.")
                         .arg(r.wrong)
                         .arg(r.tried)
                         .arg(words(r.firstWrong->got), exactWords(*r.firstWrong));
        if (fresh) {
            model_->setShapes(r.firstWrong->a.shape(), r.firstWrong->b.shape());
            fit();
        }
    }
    judgeLabel_->setText(judgeLine_);
    judgeLabel_->setStyleSheet(
        QStringLiteral("QLabel { color: white; background: %1; border-radius: 4px; "
                       "padding: 4px; }")
            .arg(palette::css(bad ? palette::kWrong : palette::kRight)));
}

QString YourMethodMode::judgeText() const {
    return judgeLine_;
}

bool YourMethodMode::stale() const {
    return ran_ && ranCode_ != shownCode_;
}

QString YourMethodMode::mapStatus() const {
    if (!ran_)
        return tr("Write overlaps(a, b) and press Run (F5): your method is then shown beside "
                  "a correct one, with red where it is wrong.");
    // A failure of this very code stays in view while the next run (a drag's) repeats it.
    if (runner_->running() && !(last_.error && last_.source == ranCode_))
        return tr("Running your method…");
    QString s;
    const bool circle =
        std::holds_alternative<Circle>(model_->a()) || std::holds_alternative<Circle>(model_->b());
    if (last_.error)
        s = tr("Stopped: %1").arg(problemLine(*last_.error)); // the tab says whose
    else if (last_.wrong.isNull())
        s = QString();
    else if (last_.wrongCount == 0)
        s = (circle ? tr("Right at every sampled circle centre (%L1 samples), %2.")
                    : tr("Right at every sampled centre of shape a (%L1 samples), %2."))
                .arg(last_.sampled)
                .arg(model_->touching() == Touching::Counts ? tr("touching counts as overlap")
                                                            : tr("touching is apart"));
    else
        s = (circle ? tr("Wrong at %L1 of %L2 sampled circle centres (red), %3.")
                    : tr("Wrong at %L1 of %L2 sampled centres of shape a (red), %3."))
                .arg(last_.wrongCount)
                .arg(last_.sampled)
                .arg(model_->touching() == Touching::Counts ? tr("touching counts as overlap")
                                                            : tr("touching is apart"));
    if (stale())
        s += (s.isEmpty() ? QString() : QStringLiteral(" ")) +
             tr("The code changed since: press Run (F5) again.");
    return s;
}

void YourMethodMode::updateStatus() {
    status_->setText(mapStatus());
}

} // namespace overlap::yourmethod
