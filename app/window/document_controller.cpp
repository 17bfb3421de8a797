#include "app/window/document_controller.h"
#include "app/i18n/language.h"

#include "app/compare/compare_mode.h"
#include "app/compare/pitfall_gallery.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/style/palette.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "app/yourmethod/your_method_mode.h"
#include "core/algorithms.h"
#include "core/pairs.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace overlap::window {

namespace {

constexpr auto kRecent = "files/recent";
constexpr int kMaxRecent = 8;

bool takes(const QString& id, const Scenario& scene) {
    const Algorithm* alg = findAlgorithm(id.toStdString());
    return alg && accepts(*alg, scene.a, scene.b);
}

QString fileFilter() {
    return DocumentController::tr("Overlap scenarios (*.%1)")
        .arg(QLatin1String(document::kScenarioExtension));
}

} // namespace

DocumentController::DocumentController(MainWindow* window) : QObject(window), window_(window) {
    for (model::ScenarioModel* m :
         {window->scenario(), window->compareMode()->model(), window->gallery()->compare()->model(),
          window->yourMethod()->model()})
        connect(m, &model::ScenarioModel::changed, this, &DocumentController::markModified);
    connect(window->yourMethod(), &yourmethod::YourMethodMode::edited, this,
            &DocumentController::markModified);
    connect(window->player(), &player::LessonPlayer::stepChanged, this,
            [this] { sessionTimer_.start(); });
    connect(window, &MainWindow::modeChanged, this, [this] { sessionTimer_.start(); });
    sessionTimer_.setSingleShot(true);
    sessionTimer_.setInterval(1500);
    connect(&sessionTimer_, &QTimer::timeout, this, [this] { saveSession(); });
    setFile(QString());
}

void DocumentController::markModified() {
    if (loading_ > 0)
        return;
    if (!modified_) {
        modified_ = true;
        window_->setWindowModified(true);
    }
    sessionTimer_.start();
}

void DocumentController::setFile(const QString& path) {
    file_ = path;
    modified_ = false;
    window_->setWindowModified(false);
    window_->setWindowFilePath(path);
    updateTitle();
}

void DocumentController::updateTitle() {
    window_->setWindowTitle(file_.isEmpty()
                                ? tr("Overlap[*]")
                                : tr("%1[*] — Overlap").arg(QFileInfo(file_).fileName()));
}

document::ScenarioDocument DocumentController::capture() const {
    document::ScenarioDocument d;
    const MainWindow::Mode mode = window_->mode();
    d.mode = mode == MainWindow::Mode::Compare      ? document::Mode::Compare
             : mode == MainWindow::Mode::Pitfalls   ? document::Mode::Pitfalls
             : mode == MainWindow::Mode::YourMethod ? document::Mode::YourMethod
                                                    : document::Mode::Lessons;
    const model::ScenarioModel* m =
        mode == MainWindow::Mode::Lessons || mode == MainWindow::Mode::YourMethod
            ? window_->scenario()
        : mode == MainWindow::Mode::Compare ? window_->compareMode()->model()
                                            : window_->gallery()->compare()->model();
    d.scene = m->scenario();
    d.lesson = window_->currentLessonId();
    d.algorithm = window_->player()->algorithm();
    d.step = window_->player()->step();
    const compare::CompareMode* shown =
        mode == MainWindow::Mode::Pitfalls ? window_->gallery()->compare() : window_->compareMode();
    d.compare = shown->compareLayout();
    d.yDown = window_->yDownAction()->isChecked();
    // The learner's own method once there is any (a file of the tab as it starts keeps none).
    const yourmethod::YourMethodMode* y = window_->yourMethod();
    if (mode == MainWindow::Mode::YourMethod || !y->pristine())
        d.yourMethod = y->learnerCode();
    return d;
}

document::ScenarioDocument DocumentController::captureSession() const {
    document::ScenarioDocument d = capture();
    if (d.mode == document::Mode::Pitfalls) {
        // The gallery's page is kept below; the main scene is compare mode's, so that
        // quitting in the gallery loses neither.
        const compare::CompareMode* c = window_->compareMode();
        d.scene = c->model()->scenario();
        d.compare = c->compareLayout();
    }
    const bool inLessons = d.mode == document::Mode::Lessons;
    const QHash<QString, Scenario> edited = window_->undo()->editedLessons();
    for (const lessons::Lesson& l : window_->lessons()) {
        const auto it = edited.constFind(l.id);
        if ((inLessons && l.id == d.lesson) || it == edited.constEnd())
            continue; // on screen, or never left
        if (*it == Scenario{l.a, l.b, Touching::Counts})
            continue; // as the lesson starts: nothing to keep
        d.kept << document::KeptScene{QStringLiteral("lesson:") + l.id, *it};
    }
    if (d.mode == document::Mode::Lessons || d.mode == document::Mode::YourMethod) {
        const model::ScenarioModel* m = window_->compareMode()->model();
        d.kept << document::KeptScene{QStringLiteral("compare"), m->scenario()};
    }
    const compare::PitfallGallery* g = window_->gallery();
    if (g->current() >= 0) {
        const lessons::PitfallNote& n = g->notes()[g->current()];
        const model::ScenarioModel* m = g->compare()->model();
        const bool asShown = m->scenario() == n.scene;
        if (d.mode == document::Mode::Pitfalls || g->current() != 0 || !asShown)
            d.kept << document::KeptScene{QStringLiteral("pitfall:") + n.id, m->scenario()};
    }
    return d;
}

bool DocumentController::applyKeptPitfall(const document::KeptScene& k) {
    compare::PitfallGallery* g = window_->gallery();
    const QString id = k.where.mid(int(qstrlen("pitfall:")));
    for (int i = 0; i < g->notes().size(); ++i) {
        const lessons::PitfallNote& n = g->notes()[i];
        if (n.id != id || !takes(n.id, k.scene) || !takes(n.correct, k.scene))
            continue;
        g->showPitfall(i);
        window_->undo()->beginLoad(int(MainWindow::Mode::Pitfalls));
        g->compare()->setScenario(k.scene);
        window_->undo()->endLoad(int(MainWindow::Mode::Pitfalls));
        return true;
    }
    return false; // a pitfall this Overlap does not have: the gallery starts as usual
}

bool DocumentController::applyKept(const QList<document::KeptScene>& kept) {
    bool pitfall = false;
    for (const document::KeptScene& k : kept) {
        if (k.where.startsWith(QLatin1String("pitfall:"))) {
            pitfall = applyKeptPitfall(k) || pitfall;
            continue;
        }
        if (k.where == QLatin1String("compare")) {
            compare::CompareMode* c = window_->compareMode();
            bool fits = true;
            for (const QString& id : c->methods())
                fits = fits && takes(id, k.scene);
            if (!fits)
                continue; // the layout on screen is for other shapes: keep it whole
            window_->undo()->beginLoad(int(MainWindow::Mode::Compare));
            c->setScenario(k.scene);
            window_->undo()->endLoad(int(MainWindow::Mode::Compare));
            continue;
        }
        const QString id = k.where.mid(int(qstrlen("lesson:")));
        for (const lessons::Lesson& l : window_->lessons())
            if (l.id == id && takes(l.algorithms.value(0), k.scene) &&
                !(window_->mode() == MainWindow::Mode::Lessons && window_->currentLessonId() == id))
                window_->undo()->keepLesson(id, k.scene);
    }
    return pitfall;
}

QString DocumentController::problemWith(const document::ScenarioDocument& d) const {
    const lessons::Lesson* lesson = nullptr;
    for (const lessons::Lesson& l : window_->lessons())
        if (l.id == d.lesson)
            lesson = &l;
    if (!d.lesson.isEmpty() && !lesson)
        return tr("there is no lesson \"%1\" in this Overlap").arg(d.lesson);
    if (lesson && !d.algorithm.isEmpty() && !lesson->algorithms.contains(d.algorithm))
        return tr("lesson \"%1\" has no method \"%2\"").arg(d.lesson, d.algorithm);
    if (d.mode == document::Mode::Lessons || d.mode == document::Mode::YourMethod) {
        if (!lesson)
            return tr("the file opens a lesson but names none");
        const QString method = d.algorithm.isEmpty() ? lesson->algorithms.value(0) : d.algorithm;
        if (!takes(method, d.scene))
            return tr("lesson \"%1\" is about other shapes than the file's").arg(d.lesson);
    } else {
        for (const QString& id : d.compare.methods)
            if (!takes(id, d.scene))
                return tr("method \"%1\" does not take the file's shapes").arg(id);
    }
    return {};
}

bool DocumentController::apply(const document::ScenarioDocument& d, QString* why) {
    if (const QString problem = problemWith(d); !problem.isEmpty()) {
        *why = problem;
        return false;
    }
    ++loading_;
    UndoController* undo = window_->undo();
    // "Your method" opens over the lessons, whose scene is the file's main one.
    const bool lessons = d.mode == document::Mode::Lessons || d.mode == document::Mode::YourMethod;
    // Where the learner was: the lesson and method, whatever the mode.
    for (int i = 0; i < window_->lessons().size(); ++i)
        if (window_->lessons()[i].id == d.lesson)
            window_->selectLesson(i);
    if (lessons) {
        undo->beginLoad(int(MainWindow::Mode::Lessons));
        if (!d.algorithm.isEmpty())
            window_->player()->setAlgorithm(d.algorithm);
        window_->scenario()->setScene(d.scene.a, d.scene.b, d.scene.motion);
        window_->scenario()->setTouching(d.scene.touching);
        undo->endLoad(int(MainWindow::Mode::Lessons));
        window_->player()->setStep(d.step);
        window_->player()->fit(); // framed on the file's shapes, not the lesson's own
    } else {
        compare::CompareMode* c = window_->compareMode();
        undo->beginLoad(int(MainWindow::Mode::Compare));
        c->setScenario(d.scene);
        c->setCompareLayout(d.compare);
        c->fit();
        undo->endLoad(int(MainWindow::Mode::Compare));
    }
    window_->yDownAction()->setChecked(d.yDown); // one display convention for every mode
    if (d.yourMethod)
        window_->yourMethod()->restore(*d.yourMethod);
    // A saved gallery page opens as a comparison of the same shapes and methods.
    window_->setMode(d.mode == document::Mode::YourMethod ? MainWindow::Mode::YourMethod
                     : lessons                            ? MainWindow::Mode::Lessons
                                                          : MainWindow::Mode::Compare);
    --loading_;
    return true;
}

bool DocumentController::openFile(const QString& path, QString* why) {
    auto loaded = document::loadScenarioFile(path);
    if (auto* problem = std::get_if<QString>(&loaded)) {
        *why = *problem;
        return false;
    }
    if (!apply(std::get<document::ScenarioDocument>(loaded), why))
        return false;
    setFile(QFileInfo(path).absoluteFilePath());
    rememberRecent(file_);
    return true;
}

bool DocumentController::saveFile(const QString& path, QString* why) {
    if (!document::saveScenarioFile(capture(), path, why))
        return false;
    setFile(QFileInfo(path).absoluteFilePath());
    rememberRecent(file_);
    return true;
}

QString DocumentController::sessionPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("session.overlap"));
}

bool DocumentController::saveSession(QString* why) {
    if (!started_)
        return false; // the last session has not been read yet: never write over it
    QString reason;
    const QString folder = QFileInfo(sessionPath()).path();
    bool ok = QDir().mkpath(folder);
    if (!ok)
        reason = QFileInfo(folder).exists()
                     ? tr("%1 is a file, not a folder, so nothing can be kept in it").arg(folder)
                     : tr("the folder %1 cannot be made").arg(folder);
    else
        ok = document::saveScenarioFile(captureSession(), sessionPath(), &reason,
                                        document::Links::Replace);
    setAutosaveProblem(ok ? QString() : reason);
    if (why)
        *why = reason;
    return ok;
}

void DocumentController::setAutosaveProblem(const QString& why) {
    if (why == autosaveProblem_)
        return; // said once, not on every change
    autosaveProblem_ = why;
    if (!autosaveLabel_) {
        autosaveLabel_ = new QLabel(window_);
        autosaveLabel_->setObjectName(QStringLiteral("autosaveProblem"));
        autosaveLabel_->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }")
                                          .arg(palette::css(palette::kWrong)));
        autosaveLabel_->setWordWrap(false);
        window_->statusBar()->addPermanentWidget(autosaveLabel_);
    }
    autosaveLabel_->setVisible(!why.isEmpty());
    autosaveLabel_->setText(why.isEmpty() ? QString()
                                          : tr("Autosave failed: your work is not being kept"));
    autosaveLabel_->setToolTip(why.isEmpty() ? QString()
                                             : tr("The session could not be written: %1\n"
                                                  "Use File > Save as to keep this scenario.")
                                                   .arg(why));
    if (!why.isEmpty())
        qWarning("overlap: autosave failed: %s", qPrintable(why));
}

void DocumentController::showProblem(const QString& title, const QString& text) {
    qWarning("overlap: %s", qPrintable(text));
    // Window-modal but not blocking, so a start with a problem still shows the window.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window_);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("documentProblem"));
    box->open();
}

void DocumentController::start(const QString& file) {
    QString why;
    if (QFileInfo::exists(sessionPath()) || QFileInfo(sessionPath()).isSymLink()) {
        if (!restoreSession(&why)) {
            // Kept aside, never overwritten: a newer Overlap's session or a damaged one may
            // still be worth something to its owner.
            const QString aside =
                sessionPath() + QStringLiteral(".unreadable-") +
                QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
            const bool kept = QFile::rename(sessionPath(), aside);
            showProblem(
                tr("Last session"),
                kept ? tr("The last session could not be read, so Overlap starts afresh.\n%1\n"
                          "It was kept as %2.")
                           .arg(why, aside)
                     : tr("The last session could not be read, so Overlap starts afresh.\n%1\n"
                          "It could not be kept aside either, so autosave is off for now.")
                           .arg(why));
            if (!kept) {
                setAutosaveProblem(tr("%1 could not be moved aside").arg(sessionPath()));
                return; // started_ stays false: the unreadable session is never overwritten
            }
        }
    }
    started_ = true;
    if (file_.isEmpty())
        setFile(QString()); // what the window set up on its own is not a change of the learner's
    if (!file.isEmpty() && !openFile(file, &why))
        showProblem(tr("Open scenario"),
                    tr("%1 was not opened, and the last session is on screen instead:\n%2")
                        .arg(QFileInfo(file).fileName(), why));
}

bool DocumentController::restoreSession(QString* why) {
    QString ignored;
    QString* reason = why ? why : &ignored;
    if (!QFileInfo::exists(sessionPath()))
        return false;
    auto loaded = document::loadScenarioFile(sessionPath());
    if (auto* problem = std::get_if<QString>(&loaded)) {
        *reason = *problem;
        return false;
    }
    const auto& doc = std::get<document::ScenarioDocument>(loaded);
    if (!apply(doc, reason))
        return false;
    ++loading_;
    // A session left in the gallery opens there again (an older one, without its page,
    // opens as a comparison, as it always did).
    if (applyKept(doc.kept) && doc.mode == document::Mode::Pitfalls)
        window_->setMode(MainWindow::Mode::Pitfalls);
    --loading_;
    // The session is not a file the learner named: still untitled, nothing to save.
    setFile(QString());
    return true;
}

QStringList DocumentController::recentFiles() const {
    // Capped when read too: a hand-edited settings file may hold thousands.
    return QSettings().value(kRecent).toStringList().mid(0, kMaxRecent);
}

void DocumentController::rememberRecent(const QString& path) {
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    QSettings().setValue(kRecent, list.mid(0, kMaxRecent));
    fillRecentMenu();
}

void DocumentController::fillRecentMenu() {
    if (!recent_)
        return;
    recent_->clear();
    const QStringList list = recentFiles();
    for (int i = 0; i < list.size(); ++i) {
        QAction* a = recent_->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(list[i]).fileName()));
        a->setToolTip(list[i]);
        connect(a, &QAction::triggered, this, [this, path = list[i]] {
            if (!maybeSave(Closing::Replace))
                return;
            QString why;
            if (!openFile(path, &why))
                QMessageBox::warning(window_, tr("Open scenario"),
                                     tr("%1 was not opened: %2").arg(path, why));
        });
    }
    if (!list.isEmpty()) {
        recent_->addSeparator();
        connect(recent_->addAction(tr("&Clear the list")), &QAction::triggered, this, [this] {
            QSettings().remove(kRecent);
            fillRecentMenu();
        });
    }
    recent_->setEnabled(!list.isEmpty());
}

void DocumentController::open() {
    if (!maybeSave(Closing::Replace))
        return;
    const QString start = file_.isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                              : QFileInfo(file_).path();
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open scenario"), start, fileFilter());
    if (path.isEmpty())
        return;
    QString why;
    if (!openFile(path, &why))
        QMessageBox::warning(window_, tr("Open scenario"),
                             tr("%1 was not opened, and nothing on screen changed:\n%2")
                                 .arg(QFileInfo(path).fileName(), why));
    else
        window_->statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
}

bool DocumentController::save() {
    if (file_.isEmpty())
        return saveAs();
    QString why;
    if (!saveFile(file_, &why)) {
        QMessageBox::warning(window_, tr("Save scenario"),
                             tr("The scenario was not saved: %1").arg(why));
        return false;
    }
    window_->statusBar()->showMessage(tr("Saved %1").arg(file_), 4000);
    return true;
}

bool DocumentController::saveAs() {
    const QString start =
        file_.isEmpty() ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                              .filePath(tr("scenario") + QLatin1Char('.') +
                                        QLatin1String(document::kScenarioExtension))
                        : file_;
    QString path =
        QFileDialog::getSaveFileName(window_, tr("Save scenario as"), start, fileFilter());
    if (path.isEmpty())
        return false;
    const QString suffix = QLatin1Char('.') + QLatin1String(document::kScenarioExtension);
    if (!path.endsWith(suffix))
        path += suffix;
    QString why;
    if (!saveFile(path, &why)) {
        QMessageBox::warning(window_, tr("Save scenario"),
                             tr("The scenario was not saved: %1").arg(why));
        return false;
    }
    return true;
}

bool DocumentController::maybeSave(Closing closing) {
    saveSession();
    // An untitled scenario lives on in the session when quitting; a named file asks, and so
    // does untitled work about to be replaced by another file.
    if (!modified_ || (file_.isEmpty() && closing == Closing::Quit))
        return true;
    const QString name =
        file_.isEmpty() ? tr("The untitled scenario") : QFileInfo(file_).fileName();
    const auto answer = QMessageBox::question(
        window_, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentController::addActions(QMenu* file) {
    QAction* first = file->actions().value(0);
    const auto add = [&](const char* text, const QKeySequence& key, auto slot) {
        auto* a = new QAction(file);
        i18n::onLanguage(a, [a, text] { a->setText(tr(text)); });
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        file->insertAction(first, a);
        return a;
    };
    add(QT_TR_NOOP("&Open…"), QKeySequence::Open, [this] { open(); });
    recent_ = new QMenu(file);
    file->insertMenu(first, recent_);
    add(QT_TR_NOOP("&Save"), QKeySequence::Save, [this] { save(); });
    add(QT_TR_NOOP("Save &as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
        [this] { saveAs(); });
    file->insertSeparator(first);
    i18n::onLanguage(recent_, [this] {
        recent_->setTitle(tr("Open &recent"));
        fillRecentMenu();
        updateTitle();
    });
}

} // namespace overlap::window
