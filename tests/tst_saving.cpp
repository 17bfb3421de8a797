// Saving and the session under faults: a full disk, a symlink, a FIFO, an unwritable data
// folder, an unreadable session, a refused file named at start. Nothing the learner made
// may be lost, and every failure is said in the window.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/pitfall_gallery.h"
#include "app/document/atomic_write.h"
#include "app/document/scenario_document.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "app/window/window_settings.h"
#include "core/geometry/visit.h"
#include "support/content.h"
#include "support/drag.h"
#include "support/private_settings.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

namespace tst_saving {

using namespace overlap;

using window::DocumentController;
using window::MainWindow;

namespace {

using test::drag;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// A tmpfs of a few pages, for a disk that fills; empty when this test may not mount one.
struct SmallDisk {
    QTemporaryDir dir;
    bool mounted = false;
    SmallDisk() {
        if (::geteuid() != 0)
            return;
        mounted = QProcess::execute(QStringLiteral("mount"),
                                    {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                     QStringLiteral("-o"), QStringLiteral("size=64k"),
                                     QStringLiteral("overlap-test"), dir.path()}) == 0;
    }
    ~SmallDisk() {
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {dir.path()});
    }
    // Fills what is left of the disk with one file.
    void fill() {
        QFile f(dir.filePath(QStringLiteral("filler")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (f.write(block) == block.size()) {
        }
    }
    QString path(const QString& name) const { return dir.filePath(name); }
};

document::ScenarioDocument aDocument() {
    document::ScenarioDocument d;
    d.mode = document::Mode::Lessons;
    d.lesson = QStringLiteral("circle-rect-clamp");
    d.scene.a = Circle{{13, 9}, 4};
    d.scene.b = Rect{{0, 0}, {10, 6}};
    d.compare.methods = {QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.fold")};
    return d;
}

QLabel* autosaveLabel(MainWindow& w) {
    return w.findChild<QLabel*>(QStringLiteral("autosaveProblem"));
}

Scenario sceneOf(const model::ScenarioModel* m) {
    return m->scenario();
}

// A shape's bounding box on the plane.
QRectF boundsOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) {
                                     return QRectF(c.c.x - c.r, c.c.y - c.r, 2 * c.r, 2 * c.r);
                                 },
                                 [](const Rect& r) {
                                     return QRectF(QPointF(r.min.x, r.min.y),
                                                   QPointF(r.max.x, r.max.y));
                                 },
                                 [](const RotatedRect& t) {
                                     const double h = std::hypot(t.half.x, t.half.y);
                                     return QRectF(t.c.x - h, t.c.y - h, 2 * h, 2 * h);
                                 }},
                      s);
}

// Whether the lesson's view shows both of the window's shapes whole.
bool framesBoth(MainWindow& w) {
    QCoreApplication::processEvents();
    const QGraphicsView* view = w.player()->view();
    const QRectF seen = view->mapToScene(view->viewport()->rect()).boundingRect();
    const QRectF a = boundsOf(w.scenario()->a()), b = boundsOf(w.scenario()->b());
    if (!seen.contains(a) || !seen.contains(b))
        qWarning() << "seen" << seen << "a" << a << "b" << b;
    return seen.contains(a) && seen.contains(b);
}

QMessageBox* problemBox(MainWindow& w) {
    return w.findChild<QMessageBox*>(QStringLiteral("documentProblem"));
}

} // namespace

class TestSaving : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { test::usePrivateSettings(dir_.filePath(QStringLiteral("settings"))); }
    void init() { QDir(QFileInfo(DocumentController::sessionPath()).path()).removeRecursively(); }

    void aFullDiskKeepsTheOldFileAndSaysWhy() {
        SmallDisk disk;
        if (!disk.mounted)
            QSKIP("cannot mount a small tmpfs here (needs root); the full-disk case is untested");
        const QString path = disk.path(QStringLiteral("work.overlap"));
        QString why;
        QVERIFY2(document::saveScenarioFile(aDocument(), path, &why), qPrintable(why));
        const QByteArray before = readAll(path);
        QVERIFY(!before.isEmpty());
        disk.fill();
        document::ScenarioDocument changed = aDocument();
        changed.scene.a = Circle{{1, 2}, 3};
        QVERIFY(!document::saveScenarioFile(changed, path, &why));
        QVERIFY2(why.contains(QStringLiteral("No space left on device")), qPrintable(why));
        QVERIFY2(why.startsWith(QStringLiteral("work.overlap")), qPrintable(why));
        QCOMPARE(readAll(path), before);
        // No temporary file is left behind to fill the disk further.
        QCOMPARE(QDir(disk.dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void aSymlinkedSessionIsReplacedNotFollowed() {
        const QString target = dir_.filePath(QStringLiteral("elsewhere.txt"));
        writeBytes(target, "precious");
        const QString link = dir_.filePath(QStringLiteral("session-link.overlap"));
        QFile::remove(link);
        QVERIFY(QFile::link(target, link));
        QString why;
        QVERIFY2(document::saveScenarioFile(aDocument(), link, &why, document::Links::Replace),
                 qPrintable(why));
        QCOMPARE(readAll(target), QByteArray("precious"));
        QVERIFY(!QFileInfo(link).isSymLink());
        QVERIFY(
            std::holds_alternative<document::ScenarioDocument>(document::loadScenarioFile(link)));
    }

    void aFileTheUserNamedIsWrittenThroughItsLink() {
        const QString target = dir_.filePath(QStringLiteral("real.overlap"));
        const QString link = dir_.filePath(QStringLiteral("named-link.overlap"));
        QFile::remove(link);
        QVERIFY(QFile::link(target, link));
        QString why;
        QVERIFY2(document::saveScenarioFile(aDocument(), link, &why), qPrintable(why));
        QVERIFY(QFileInfo(link).isSymLink()); // the link stays, the file behind it is new
        QVERIFY(
            std::holds_alternative<document::ScenarioDocument>(document::loadScenarioFile(target)));
    }

    void aFifoOrADeviceIsNeverWrittenTo() {
        const QString fifo = dir_.filePath(QStringLiteral("pipe.overlap"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QString why;
        QVERIFY(!document::saveScenarioFile(aDocument(), fifo, &why)); // would hang if opened
        QVERIFY2(why.contains(QStringLiteral("not a regular file")), qPrintable(why));
        const QString toFifo = dir_.filePath(QStringLiteral("to-pipe.overlap"));
        QVERIFY(QFile::link(fifo, toFifo));
        QVERIFY(!document::saveScenarioFile(aDocument(), toFifo, &why));
        QVERIFY(!document::saveScenarioFile(aDocument(), QStringLiteral("/dev/null"), &why));
        QVERIFY(QFileInfo(QStringLiteral("/dev/null")).exists());
    }

    void startingOnAFullDiskKeepsTheSession() {
        SmallDisk disk;
        if (!disk.mounted)
            QSKIP("cannot mount a small tmpfs here (needs root); the full-disk case is untested");
        // The session lives on the small disk (a link to its folder from the data folder).
        const QString data = QFileInfo(DocumentController::sessionPath()).path();
        QDir().mkpath(QFileInfo(data).path());
        QVERIFY(QFile::link(disk.dir.path(), data));
        QString why;
        QVERIFY(document::saveScenarioFile(aDocument(), DocumentController::sessionPath(), &why));
        const QByteArray before = readAll(DocumentController::sessionPath());
        disk.fill();
        {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.documents()->start();
            QVERIFY(w.scenario()->setShape(0, Circle{{2, 2}, 1}));
            QVERIFY(!w.documents()->saveSession(&why));
            QVERIFY2(why.contains(QStringLiteral("No space left on device")), qPrintable(why));
            QLabel* label = autosaveLabel(w);
            QVERIFY(label && !label->isHidden());
            QVERIFY(label->toolTip().contains(QStringLiteral("No space left on device")));
        }
        QCOMPARE(readAll(DocumentController::sessionPath()), before);
        QFile::remove(data);
    }

    void anUnwritableDataFolderIsSaidInTheWindow() {
        // The data folder's place is taken by a file: nothing can be saved there.
        const QString data = QFileInfo(DocumentController::sessionPath()).path();
        QDir().mkpath(QFileInfo(data).path());
        writeBytes(data, "not a folder");
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        QVERIFY(w.scenario()->setShape(0, Circle{{2, 2}, 1}));
        QVERIFY(!w.documents()->saveSession());
        QVERIFY(autosaveLabel(w) && !autosaveLabel(w)->isHidden());
        QVERIFY(!w.documents()->autosaveProblem().isEmpty());
        QFile::remove(data);
        QVERIFY(w.documents()->saveSession()); // it clears once a write succeeds
        QVERIFY(autosaveLabel(w)->isHidden());
    }

    void anUnreadableSessionIsKeptAsideAndSaid() {
        const QString session = DocumentController::sessionPath();
        QDir().mkpath(QFileInfo(session).path());
        const QByteArray damaged = "{\"format\": \"overlap-scenario\", \"version\": 99";
        writeBytes(session, damaged);
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        QMessageBox* box = problemBox(w);
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("kept as")), qPrintable(box->text()));
        const QStringList aside = QDir(QFileInfo(session).path())
                                      .entryList({QStringLiteral("session.overlap.unreadable-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QFileInfo(session).dir().filePath(aside.front())), damaged);
        QVERIFY(w.documents()->saveSession()); // a fresh session may now be written
    }

    void aRefusedFileAtStartKeepsTheSession() {
        const QString session = DocumentController::sessionPath();
        QDir().mkpath(QFileInfo(session).path());
        document::ScenarioDocument left = aDocument();
        left.scene.a = Circle{{20, 1}, 2};
        QString why;
        QVERIFY(document::saveScenarioFile(left, session, &why));
        const QString bad = dir_.filePath(QStringLiteral("broken.overlap"));
        writeBytes(bad, "not json");
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start(bad);
        QCOMPARE(w.scenario()->a(), left.scene.a); // the session came back
        QMessageBox* box = problemBox(w);
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("broken.overlap")), qPrintable(box->text()));
        QVERIFY(w.documents()->saveSession());
        const auto again = document::loadScenarioFile(session);
        QVERIFY(std::holds_alternative<document::ScenarioDocument>(again));
        QCOMPARE(std::get<document::ScenarioDocument>(again).scene.a, left.scene.a);
    }

    void aGoodFileAtStartOpensOverTheSession() {
        const QString file = dir_.filePath(QStringLiteral("good.overlap"));
        document::ScenarioDocument named = aDocument();
        named.scene.a = Circle{{-4, 3}, 2};
        QString why;
        QVERIFY(document::saveScenarioFile(named, file, &why));
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start(file);
        QCOMPARE(w.scenario()->a(), named.scene.a);
        QVERIFY(!problemBox(w));
        QCOMPARE(QFileInfo(w.documents()->currentFile()).fileName(),
                 QStringLiteral("good.overlap"));
    }

    void editsToLessonsNotOnScreenSurviveARestart() {
        const Shape lesson1 = Rect{{-5, -5}, {1, 2}};
        const Shape lesson3 = Circle{{30, 1}, 2};
        const Shape compared = Circle{{-7, -7}, 3};
        {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.documents()->start();
            w.selectLesson(0);
            QVERIFY(w.scenario()->setShape(0, lesson1));
            w.setMode(MainWindow::Mode::Compare);
            QVERIFY(w.compareMode()->model()->setShape(0, compared));
            w.setMode(MainWindow::Mode::Lessons);
            w.selectLesson(2);
            QVERIFY(w.scenario()->setShape(0, lesson3));
            w.selectLesson(4); // on screen at quit: a lesson nobody edited
            QVERIFY(w.documents()->saveSession());
        }
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        QVERIFY(!problemBox(w));
        QCOMPARE(w.currentLessonId(), test::allLessons()[4].id);
        w.selectLesson(0);
        QCOMPARE(w.scenario()->a(), lesson1);
        w.selectLesson(2);
        QCOMPARE(w.scenario()->a(), lesson3);
        QCOMPARE(w.compareMode()->model()->a(), compared);
    }

    // Issue 25: a shape left far from the lesson's own framing (a rect at x = 42) is on
    // screen after a restart, as the app starts: in the lesson shown, and in a lesson kept
    // in the session and shown later.
    void aRestoredSessionFramesBothShapes() {
        const QList<lessons::Lesson> all = test::allLessons();
        document::ScenarioDocument left;
        left.mode = document::Mode::Lessons;
        left.lesson = all[0].id; // two rects
        left.scene = {Rect{{42, 1}, {50, 6}}, all[0].b, Touching::Counts};
        left.compare.methods = {QStringLiteral("rect-rect.intersection"),
                                QStringLiteral("rect-rect.separation")};
        const Scenario kept{all[2].a, Rect{{42, -3}, {52, 3}}, Touching::Counts};
        left.kept << document::KeptScene{QStringLiteral("lesson:") + all[2].id, kept};
        QString why;
        QVERIFY(QDir().mkpath(QFileInfo(DocumentController::sessionPath()).path()));
        QVERIFY2(document::saveScenarioFile(left, DocumentController::sessionPath(), &why),
                 qPrintable(why));
        QSettings().setValue(QStringLiteral("lesson/last"), all[0].id);
        MainWindow w(all, test::allPitfallNotes());
        window::restoreWindowSettings(w); // as the app starts
        w.documents()->start();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!problemBox(w));
        QCOMPARE(w.currentLessonId(), all[0].id);
        QCOMPARE(w.scenario()->a(), left.scene.a);
        QVERIFY(framesBoth(w));
        w.selectLesson(2);
        QCOMPARE(w.scenario()->b(), kept.b);
        QVERIFY(framesBoth(w));
        QSettings().remove(QStringLiteral("lesson/last"));
    }

    // The pitfall gallery's page, chosen and edited with the mouse and keys, comes back
    // after a restart, whether the window was left in the gallery or elsewhere, and compare
    // mode's own scene is not overwritten by it.
    void theGallerysPageSurvivesARestart() {
        for (const bool quitInGallery : {true, false}) {
            init(); // each round starts without a session
            const Shape compared = Circle{{-7, -7}, 3};
            Scenario left;
            int chosen = -1;
            {
                MainWindow w(test::allLessons(), test::allPitfallNotes());
                w.resize(1200, 800);
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                w.documents()->start();
                w.setMode(MainWindow::Mode::Compare);
                QVERIFY(w.compareMode()->model()->setShape(0, compared));
                QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
                QCOMPARE(w.mode(), MainWindow::Mode::Pitfalls);
                auto* list = w.gallery()->findChild<QListWidget*>();
                QVERIFY(list);
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                  list->visualItemRect(list->item(3)).center());
                QCOMPARE(w.gallery()->current(), 3);
                chosen = 3;
                compare::CompareMode* c = w.gallery()->compare();
                QCoreApplication::processEvents();
                const Vec2 at = std::get<Circle>(c->model()->a()).c;
                drag(c->panes()[0]->view(), at + Vec2{0.3, 0.2}, at + Vec2{1.8, 1.2});
                QTest::keyClick(c->panes()[0]->view(), Qt::Key_T); // touching stops counting
                left = sceneOf(c->model());
                const lessons::PitfallNote& n = w.gallery()->notes()[3];
                QVERIFY(!(left.a == n.scene.a)); // the drag moved the circle
                QCOMPARE(left.touching, Touching::Separate);
                if (!quitInGallery)
                    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
                QVERIFY(w.documents()->saveSession());
            }
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.documents()->start();
            QVERIFY(!problemBox(w));
            QCOMPARE(w.mode(),
                     quitInGallery ? MainWindow::Mode::Pitfalls : MainWindow::Mode::Lessons);
            QCOMPARE(w.compareMode()->model()->a(), compared);
            w.setMode(MainWindow::Mode::Pitfalls);
            QCOMPARE(w.gallery()->current(), chosen);
            QVERIFY(sceneOf(w.gallery()->compare()->model()) == left);
            QVERIFY(!w.undo()->activeStack()->canUndo()); // brought back, not an edit
        }
    }

    // A session written in the gallery before the gallery's page was kept still opens,
    // as the comparison it always opened as.
    void anOlderGallerySessionStillOpens() {
        document::ScenarioDocument d = aDocument();
        d.mode = document::Mode::Pitfalls;
        d.scene.a = Circle{{3, 11}, 2};
        d.compare.methods = {QStringLiteral("pitfall.clamp-y-typo"),
                             QStringLiteral("circle-rect.clamp")};
        QString why;
        QVERIFY(QDir().mkpath(QFileInfo(DocumentController::sessionPath()).path()));
        QVERIFY2(document::saveScenarioFile(d, DocumentController::sessionPath(), &why),
                 qPrintable(why));
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        QVERIFY(!problemBox(w));
        QCOMPARE(w.mode(), MainWindow::Mode::Compare);
        QCOMPARE(w.compareMode()->model()->a(), d.scene.a);
    }

    void keptScenesAreCheckedWhenRead() {
        document::ScenarioDocument d = aDocument();
        d.kept << document::KeptScene{
            QStringLiteral("compare"),
            {Circle{{1, 1}, 1}, Rect{{0, 0}, {2, 2}}, Touching::Separate}};
        const QByteArray bytes = document::writeScenario(d);
        const auto back = document::readScenario(bytes);
        QVERIFY(std::holds_alternative<document::ScenarioDocument>(back));
        QVERIFY(std::get<document::ScenarioDocument>(back) == d);
        QByteArray twice = bytes;
        twice.replace("\"where\": \"compare\"", "\"where\": \"elsewhere\"");
        const auto refused = document::readScenario(twice);
        QVERIFY(std::holds_alternative<QString>(refused));
        QVERIFY2(std::get<QString>(refused).contains(QStringLiteral("kept[0].where")),
                 qPrintable(std::get<QString>(refused)));
        d.kept << d.kept.front();
        QVERIFY(document::scenarioProblem(d).contains(QStringLiteral("kept twice")));
        // The gallery shows one pitfall, so one is kept at most.
        d.kept.removeLast();
        d.kept << document::KeptScene{
            QStringLiteral("pitfall:pitfall.clamp-y-typo"),
            {Circle{{3, 11}, 2}, Rect{{0, 0}, {10, 6}}, Touching::Counts}};
        QVERIFY(document::scenarioProblem(d).isEmpty());
        d.kept << document::KeptScene{QStringLiteral("pitfall:pitfall.nine-region-y-down-order"),
                                      {Circle{{5, 3}, 2}, Rect{{0, 0}, {10, 6}}, Touching::Counts}};
        QVERIFY(document::scenarioProblem(d).contains(QStringLiteral("a second pitfall")));
    }

    void aLongRecentListIsCappedWhenRead() {
        QStringList many;
        for (int i = 0; i < 5000; ++i)
            many << QStringLiteral("/nowhere/%1.overlap").arg(i);
        QSettings().setValue(QStringLiteral("files/recent"), many);
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        QCOMPARE(w.documents()->recentFiles().size(), 8);
        QSettings().remove(QStringLiteral("files/recent"));
    }

    void openingOverUntitledWorkAsksFirst() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        QVERIFY(w.scenario()->setShape(0, Circle{{2, 2}, 1}));
        QVERIFY(w.documents()->isModified());
        QString asked;
        QTimer::singleShot(0, [&asked] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = box->text();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!w.documents()->maybeSave(DocumentController::Closing::Replace));
        QVERIFY2(asked.contains(QStringLiteral("untitled")), qPrintable(asked));
        // Quitting does not ask: untitled work lives on in the session.
        QVERIFY(w.documents()->maybeSave(DocumentController::Closing::Quit));
    }
};

} // namespace tst_saving

#define OVERLAP_SUBJECT tst_saving
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_saving::TestSaving test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_saving.moc"
