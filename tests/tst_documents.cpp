// Scenario files and pictures from the window: save then open reproduces the scenario
// exactly in lessons and compare mode; every malformed or unsuitable file in a corpus is
// refused with a message and leaves the screen as it was; the session comes back; a file
// dropped on the window opens; exports write valid PNG and SVG, frames, and a test case
// line that overlap-cli reads with the right expected verdicts.

#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/compare/compare_mode.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/document_controller.h"
#include "app/window/export_controller.h"
#include "app/window/main_window.h"
#include "core/geometry/convert.h"
#include "core/geometry/visit.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <QtTest>

#include <bit>
#include <random>

namespace tst_documents {

using namespace overlap;

using window::MainWindow;

namespace {

// Bit for bit: == on doubles would let -0.0 pass for 0.0.
bool sameBits(const Shape& x, const Shape& y) {
    if (x.index() != y.index())
        return false;
    const auto bits = [](const Shape& s) {
        std::vector<std::uint64_t> out;
        const auto put = [&](double d) { out.push_back(std::bit_cast<std::uint64_t>(d)); };
        std::visit(overloaded{[&](const Circle& c) { put(c.c.x), put(c.c.y), put(c.r); },
                              [&](const Rect& r) {
                                  put(r.min.x), put(r.min.y), put(r.max.x), put(r.max.y);
                              },
                              [&](const RotatedRect& t) {
                                  put(t.c.x), put(t.c.y), put(t.half.x), put(t.half.y),
                                      put(t.angleDeg), put(t.axis.x), put(t.axis.y);
                              }},
                   s);
        return out;
    };
    return bits(x) == bits(y);
}

QByteArray validDocument(MainWindow& w) {
    return document::writeScenario(w.documents()->capture());
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

} // namespace

class TestDocuments : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        test::usePrivateSettings(dir_.filePath("settings"));
        QFile::remove(window::DocumentController::sessionPath());
    }

    void saveThenOpenIsExactInLessons() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.selectLesson(2);
        const Shape a = Circle{{0.1, 1.0 / 3}, 2.0000000000000004};
        const Shape b = Rect{{-0.0, 1e-300}, {7.3, 5.5}};
        QVERIFY(w.scenario()->setShape(0, a));
        QVERIFY(w.scenario()->setShape(1, b));
        w.scenario()->setTouching(Touching::Separate);
        w.player()->setStep(2);
        QVERIFY(w.isWindowModified());
        const QString path = dir_.filePath("lesson.overlap");
        QString why;
        QVERIFY2(w.documents()->saveFile(path, &why), qPrintable(why));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral("lesson.overlap")));
        const document::ScenarioDocument saved = w.documents()->capture();
        // Somewhere else entirely, then back.
        w.selectLesson(0);
        w.setMode(MainWindow::Mode::Compare);
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        QCOMPARE(w.mode(), MainWindow::Mode::Lessons);
        QCOMPARE(w.currentLessonId(), w.lessons()[2].id);
        QVERIFY(sameBits(w.scenario()->a(), a));
        QVERIFY(sameBits(w.scenario()->b(), b));
        QCOMPARE(w.scenario()->touching(), Touching::Separate);
        QCOMPARE(w.player()->step(), 2);
        QVERIFY(w.documents()->capture() == saved);
    }

    // A file's shapes are framed when it opens, in lessons as in compare mode: a scene a
    // fifth of a unit wide was left at the lesson's own framing, its labels on one spot.
    void anOpenedFileIsFramed() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        QVERIFY(w.scenario()->setShape(0, Circle{{0.4, 0.5}, 0.1}));
        QVERIFY(w.scenario()->setShape(1, *convertRect({0.1, 0, 0.2, 1, std::nullopt}).aligned));
        w.player()->last();
        const QString path = dir_.filePath("small.overlap");
        QString why;
        QVERIFY2(w.documents()->saveFile(path, &why), qPrintable(why));
        w.selectLesson(0); // its own shapes and framing
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        QApplication::processEvents();
        // The scene is 0.5 units wide with the circle: framed, it spans a good part of the view.
        const double ppu = w.player()->view()->pixelsPerUnit();
        QVERIFY2(0.5 * ppu > 0.25 * w.player()->view()->viewport()->width(),
                 qPrintable(QString::number(ppu)));
    }

    // Opened at a step before the window is shown (a double-click in a file manager), the
    // figure gets its share of the width; the code listing's width squeezed it to a strip.
    void aFileOpenedAtStartKeepsTheFigureWide() {
        const QString path = dir_.filePath("start.overlap");
        {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.selectLesson(2);
            w.player()->last();
            QString why;
            QVERIFY2(w.documents()->saveFile(path, &why), qPrintable(why));
        }
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        QString why;
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QApplication::processEvents();
        const int figure = w.player()->view()->width(), all = w.player()->width();
        QVERIFY2(figure > all / 3, qPrintable(QStringLiteral("%1 of %2").arg(figure).arg(all)));
    }

    void saveThenOpenIsExactInCompare() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.setMode(MainWindow::Mode::Compare);
        compare::CompareMode* c = w.compareMode();
        c->loadPair(Pair::CircleRotatedRect);
        const Shape turned = RotatedRect::make({5.5, 3.25}, {4, 1.5}, 37);
        c->model()->setShapes(Circle{{11.125, 7}, 2.5}, turned);
        c->setMethods({QStringLiteral("circle-rotated.fold"),
                       QStringLiteral("pitfall.rotated-degrees-as-radians"),
                       QStringLiteral("circle-rotated.nine-region")});
        c->setLinked(false);
        c->setMap(QStringLiteral("pitfall.rotated-degrees-as-radians"),
                  QStringLiteral("circle-rotated.fold"));
        c->setOverlays(compare::OverlayKind::Regions);
        c->setYDown(true);
        const document::ScenarioDocument saved = w.documents()->capture();
        const QString path = dir_.filePath("compare.overlap");
        QString why;
        QVERIFY2(w.documents()->saveFile(path, &why), qPrintable(why));
        c->loadPair(Pair::CircleCircle);
        c->setLinked(true);
        c->setYDown(false);
        w.setMode(MainWindow::Mode::Lessons);
        QVERIFY2(w.documents()->openFile(path, &why), qPrintable(why));
        QCOMPARE(w.mode(), MainWindow::Mode::Compare);
        QVERIFY(sameBits(c->model()->b(), turned));
        QCOMPARE(c->methods(), saved.compare.methods);
        QVERIFY(!c->linked());
        QVERIFY(c->yDown());
        QCOMPARE(c->mapFirst(), saved.compare.mapFirst);
        QVERIFY(w.documents()->capture() == saved);
    }

    void malformedFilesChangeNothing() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.selectLesson(3);
        QVERIFY(w.scenario()->setShape(0, Circle{{2, 3}, 1.5}));
        const QByteArray good = validDocument(w);
        QList<QPair<QString, QByteArray>> corpus;
        // Truncated at twenty points.
        for (int k = 1; k <= 20; ++k)
            corpus.append({QStringLiteral("truncated %1").arg(k), good.left(good.size() * k / 21)});
        const auto replaced = [&](const char* from, const char* to) {
            QByteArray b = good;
            b.replace(from, to);
            return b;
        };
        corpus.append(
            {QStringLiteral("wrong version"), replaced("\"version\": 1", "\"version\": 7")});
        corpus.append(
            {QStringLiteral("version as text"), replaced("\"version\": 1", "\"version\": \"1\"")});
        corpus.append({QStringLiteral("wrong format"), replaced("overlap-scenario", "geogebra")});
        corpus.append(
            {"touching as number", replaced("\"touching\": \"counts\"", "\"touching\": 1")});
        corpus.append({QStringLiteral("NaN radius"), replaced("\"r\": 1.5", "\"r\": NaN")});
        corpus.append({QStringLiteral("huge radius"), replaced("\"r\": 1.5", "\"r\": 1e400")});
        corpus.append({QStringLiteral("negative radius"), replaced("\"r\": 1.5", "\"r\": -1.5")});
        corpus.append({QStringLiteral("step negative"), replaced("\"step\": 0", "\"step\": -3")});
        corpus.append({QStringLiteral("unknown lesson"),
                       replaced(w.lessons()[3].id.toUtf8(), "no-such-lesson")});
        corpus.append({QStringLiteral("unknown key"),
                       replaced("\"yDown\": false", "\"yDown\": false, \"x\": 1")});
        corpus.append({QStringLiteral("mode unknown"),
                       replaced("\"mode\": \"lessons\"", "\"mode\": \"teach\"")});
        corpus.append(
            {QStringLiteral("deep nesting"), QByteArray(5000, '[') + QByteArray(5000, ']')});
        corpus.append({QStringLiteral("empty"), QByteArray()});
        corpus.append({QStringLiteral("array root"), QByteArray("[1, 2, 3]")});
        QByteArray junk(4096, '\0');
        std::mt19937 rng(5);
        for (char& ch : junk)
            ch = char(rng() & 0xff);
        corpus.append({QStringLiteral("binary junk"), junk});
        corpus.append({QStringLiteral("huge file"), QByteArray(2 * 1024 * 1024, ' ')});
        // Valid JSON, wrong for this Overlap: a lesson about other shapes.
        QByteArray other = good;
        other.replace(w.lessons()[3].id.toUtf8(), w.lessons()[0].id.toUtf8());
        other.replace(w.player()->algorithm().toUtf8(), w.lessons()[0].algorithms[0].toUtf8());
        corpus.append({QStringLiteral("shapes unlike the lesson"), other});
        QVERIFY(corpus.size() >= 30);

        w.setMode(MainWindow::Mode::Lessons);
        const document::ScenarioDocument before = w.documents()->capture();
        const QString titleBefore = w.windowTitle();
        int n = 0;
        for (const auto& [name, bytes] : corpus) {
            const QString path = dir_.filePath(QStringLiteral("bad-%1.overlap").arg(n++));
            writeFile(path, bytes);
            QString why;
            QVERIFY2(!w.documents()->openFile(path, &why), qPrintable(name));
            QVERIFY2(!why.isEmpty(), qPrintable(name));
            QVERIFY2(w.documents()->capture() == before, qPrintable(name));
            QCOMPARE(w.windowTitle(), titleBefore);
        }
        QString why;
        QVERIFY(!w.documents()->openFile(dir_.filePath("missing.overlap"), &why));
        QVERIFY(why.contains(QStringLiteral("missing.overlap")));
        QVERIFY(!w.documents()->openFile(dir_.path(), &why));
        QVERIFY(w.documents()->capture() == before);
    }

    void theSessionComesBack() {
        document::ScenarioDocument left;
        {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.selectLesson(4);
            QVERIFY(w.scenario()->setShape(0, Circle{{-3, 2}, 4}));
            w.player()->setStep(1);
            QVERIFY(!w.documents()->saveSession()); // not before start() read the last one
            w.documents()->start();
            QVERIFY(w.documents()->saveSession());
            left = w.documents()->capture();
        }
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        QVERIFY(w.documents()->restoreSession());
        QVERIFY(w.documents()->capture() == left);
        QVERIFY(w.documents()->currentFile().isEmpty());
    }

    void aDroppedFileOpens() {
        const QString path = dir_.filePath("dropped.overlap");
        document::ScenarioDocument saved;
        {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.selectLesson(2);
            QVERIFY(w.scenario()->setShape(0, Circle{{6, 7}, 2}));
            QString why;
            QVERIFY(w.documents()->saveFile(path, &why));
            saved = w.documents()->capture();
        }
        QFile::remove(window::DocumentController::sessionPath());
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.documents()->start();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &drop);
        QVERIFY(w.documents()->capture() == saved);
        QCOMPARE(w.documents()->currentFile(), QFileInfo(path).absoluteFilePath());
        // Anything else is not taken.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(dir_.filePath("notes.txt"))});
        QDragEnterEvent other(QPoint(50, 50), Qt::CopyAction, &text, Qt::LeftButton, {});
        other.setAccepted(false);
        QApplication::sendEvent(&w, &other);
        QVERIFY(!other.isAccepted());
    }

    // A named file with unsaved changes asks before it is left; Cancel keeps everything.
    void unsavedChangesAsk() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        const QString path = dir_.filePath("asks.overlap");
        QString why;
        QVERIFY(w.documents()->saveFile(path, &why));
        QVERIFY(w.scenario()->setShape(0, Circle{{1, 1}, 1}));
        QVERIFY(w.isWindowModified());
        QString asked;
        const auto answer = [&asked](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [&asked, button] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = box->text();
                box->button(button)->click();
            });
        };
        answer(QMessageBox::Cancel);
        QVERIFY(!w.documents()->maybeSave());
        QVERIFY(asked.contains(QStringLiteral("asks.overlap")));
        QVERIFY(w.isWindowModified());
        answer(QMessageBox::Save);
        QVERIFY(w.documents()->maybeSave());
        QVERIFY(!w.isWindowModified());
        auto reread = document::loadScenarioFile(path);
        QVERIFY(std::holds_alternative<document::ScenarioDocument>(reread));
        QVERIFY(std::get<document::ScenarioDocument>(reread).scene.a == (Shape{Circle{{1, 1}, 1}}));
    }

    void exportsWriteValidPicturesAndATestCase() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1300, 850);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        QVERIFY(w.scenario()->setShape(0, Circle{{15, 3}, 5})); // touching the right edge
        QString why;
        for (auto mode : {MainWindow::Mode::Lessons, MainWindow::Mode::Compare}) {
            w.setMode(mode);
            const QString png = dir_.filePath(QStringLiteral("view%1.png").arg(int(mode)));
            const QString svg = dir_.filePath(QStringLiteral("view%1.svg").arg(int(mode)));
            QVERIFY2(w.exporter()->exportView(png, &why), qPrintable(why));
            QVERIFY2(w.exporter()->exportView(svg, &why), qPrintable(why));
            const QImage image(png);
            QVERIFY(!image.isNull() && image.width() >= 600);
            QSvgRenderer renderer(svg);
            QVERIFY(renderer.isValid());
            QVERIFY(renderer.defaultSize().width() >= 600);
        }
        QVERIFY(!w.exporter()->exportView(dir_.filePath("view.gif"), &why));
        QVERIFY2(why.startsWith(dir_.filePath("view.gif") + QStringLiteral(": ")),
                 qPrintable(why)); // the refused file is named, as given
        w.setMode(MainWindow::Mode::Lessons);
        const QString frames = dir_.filePath("frames");
        const int n = w.exporter()->exportFrames(frames, &why);
        QCOMPARE(n, w.player()->stepCount());
        QCOMPARE(QDir(frames).entryList({"*.png"}).size(), n);
        QVERIFY(!QImage(QDir(frames).filePath(QDir(frames).entryList({"*.png"}).front())).isNull());
        // The test case: overlap-cli reads it, and its verdicts are the methods'.
        const QString line = w.exporter()->testCaseLine(&why);
        QVERIFY2(!line.isEmpty(), qPrintable(why));
        cli::Case c;
        QCOMPARE(QString::fromStdString(cli::parseCaseLine(line.toStdString(), c)), QString());
        QVERIFY(line.contains(QStringLiteral(R"("expected":{"counts":true,"separate":false})")));
        QCOMPARE(cli::agreedVerdict(c, Touching::Counts), std::optional<bool>(true));
        QCOMPARE(cli::agreedVerdict(c, Touching::Separate), std::optional<bool>(false));
    }
};

} // namespace tst_documents

#define OVERLAP_SUBJECT tst_documents
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_documents::TestDocuments test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_documents.moc"
