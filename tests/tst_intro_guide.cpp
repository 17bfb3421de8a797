// The lesson's introduction, the guide and the first start's hint, driven by real keys and
// clicks; and the pictures of them: --render LESSON:intro and --screenshot, run as the app.

#include "app/lessons/narration.h"
#include "app/player/code_panel.h"
#include "app/player/intro_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/guide_dialog.h"
#include "app/window/main_window.h"
#include "overlap_test_paths.h"

#include "support/app_run.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QApplication>
#include <QImage>
#include <QListWidget>
#include <QProcess>
#include <QTemporaryDir>

#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>
#include <sys/stat.h>

namespace tst_intro_guide {

using namespace overlap;

using window::MainWindow;

namespace {

QString filledIntro(const lessons::Lesson& l, const QString& lang, bool yDown) {
    return lessons::fillSlots(l.intro.value(lang), {true, yDown, false}).text;
}

void clickRow(QListWidget* list, int row) {
    const QRect r = list->visualItemRect(list->item(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
}

void clickButton(QPushButton* b) {
    QTest::mouseClick(b, Qt::LeftButton, {}, b->rect().center());
}

// Pixels that differ clearly from the corner's colour: ink on the paper.
double inkFraction(const QImage& image, QRect area) {
    const QColor paper = image.pixelColor(area.topLeft());
    int ink = 0;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            ink += std::abs(c.lightness() - paper.lightness()) > 100 ? 1 : 0;
        }
    return ink / double((area.width() / 2 + 1) * (area.height() / 2 + 1));
}

double meanLightness(const QImage& image) {
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4, ++n)
            sum += image.pixelColor(x, y).lightness();
    return sum / n;
}

} // namespace

class TestIntroGuide : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir_;
    QTemporaryDir out_;

  private slots:
    // With no display at all (no DISPLAY, no QT_QPA_PLATFORM), --help still helps, and a
    // start that needs a window says so and fails instead of aborting in the xcb plugin.
    void aSettingsFileThatIsAPipeDoesNotHangTheStart() {
        QTemporaryDir home;
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("config/Overlap"))));
        const QByteArray fifo =
            QFile::encodeName(home.filePath(QStringLiteral("config/Overlap/overlap.conf")));
        QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(OVERLAP_APP_PATH), {QStringLiteral("--startup-probe")});
        const bool finished = p.waitForFinished(60000);
        if (!finished)
            p.kill();
        QVERIFY2(finished, "the start hung on the settings pipe");
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("not a regular file")), qPrintable(err));
    }

    void noDisplayIsSaidPlainly() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        QProcess help;
        help.setProcessEnvironment(env);
        help.start(QStringLiteral(OVERLAP_APP_PATH), {QStringLiteral("--help")});
        QVERIFY(help.waitForFinished(60000));
        QCOMPARE(help.exitStatus(), QProcess::NormalExit);
        QCOMPARE(help.exitCode(), 0);
        QVERIFY(
            QString::fromUtf8(help.readAllStandardOutput()).contains(QStringLiteral("--render")));
        QProcess window;
        window.setProcessEnvironment(env);
        window.start(QStringLiteral(OVERLAP_APP_PATH), {});
        QVERIFY(window.waitForFinished(60000));
        QCOMPARE(window.exitStatus(), QProcess::NormalExit);
        QVERIFY(window.exitCode() != 0);
        const QString err = QString::fromUtf8(window.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("no display")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("xcb")), qPrintable(err));
    }

    void initTestCase() {
        test::usePrivateSettings(settingsDir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("OverlapTest"));
        QCoreApplication::setApplicationName(QStringLiteral("intro"));
    }

    void aLessonOpensOnItsIntroduction() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        player::LessonPlayer* p = w.player();
        QVERIFY(p->introShown());
        QVERIFY(p->introPanel()->isVisible());
        QVERIFY(!p->codePanel()->isVisible());
        QCOMPARE(p->introPanel()->text(), filledIntro(w.lessons()[0], QStringLiteral("en"), false));
        // Another lesson, picked with the mouse, opens on its own introduction.
        QTest::keyClick(&w, Qt::Key_Right);
        QVERIFY(!p->introShown());
        clickRow(w.lessonList(), 6);
        QCOMPARE(w.currentLessonId(), w.lessons()[6].id);
        QVERIFY(p->introShown());
        QCOMPARE(p->introPanel()->text(), filledIntro(w.lessons()[6], QStringLiteral("en"), false));
        QCOMPARE(p->step(), 0);
        // Beside the figure, and given room: at least as wide as the code had.
        QVERIFY(p->introPanel()->width() >= p->view()->width() * 0.8);
    }

    void stepsLeaveTheIntroAndIBringsItBack() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        player::LessonPlayer* p = w.player();
        QVERIFY(p->introShown());
        QTest::keyClick(&w, Qt::Key_Right);
        QVERIFY(!p->introShown());
        QCOMPARE(p->step(), 1);
        QVERIFY(p->codePanel()->isVisible());
        QTest::keyClick(&w, Qt::Key_I);
        QVERIFY(p->introShown());
        QVERIFY(p->introPanel()->isVisible());
        QCOMPARE(p->step(), 1); // the step is kept
        QTest::keyClick(&w, Qt::Key_I);
        QVERIFY(!p->introShown());
        QTest::keyClick(&w, Qt::Key_I);
        clickButton(p->introPanel()->startButton());
        QVERIFY(!p->introShown());
        QVERIFY(p->codePanel()->isVisible());
        // From another tab, I comes back to the lesson's introduction.
        w.setMode(MainWindow::Mode::Compare);
        QTest::keyClick(&w, Qt::Key_I);
        QCOMPARE(w.mode(), MainWindow::Mode::Lessons);
        QVERIFY(p->introShown());
    }

    void theIntroFollowsTheConventionsAndLanguage() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // the clamp: its corner's name follows y
        player::LessonPlayer* p = w.player();
        QVERIFY(p->introPanel()->text().contains(QStringLiteral("y points up")));
        QTest::keyClick(&w, Qt::Key_Y);
        QCOMPARE(p->introPanel()->text(), filledIntro(w.lessons()[2], QStringLiteral("en"), true));
        QVERIFY(p->introPanel()->text().contains(QStringLiteral("y points down")));
        QTest::keyClick(&w, Qt::Key_Y);
        w.setLanguage(QStringLiteral("zh"));
        QCOMPARE(p->introPanel()->text(), filledIntro(w.lessons()[2], QStringLiteral("zh"), false));
        QCOMPARE(p->introPanel()->startButton()->text(), QStringLiteral("开始 ▶"));
        w.setLanguage(QStringLiteral("en"));
    }

    void f1OpensTheGuideInEitherLanguage() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_F1);
        auto* guide = w.findChild<window::GuideDialog*>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        const QString en = guide->browser()->toPlainText();
        for (const char* part : {"The verdict badge", "Handles and keys", "Compare mode",
                                 "The pitfall gallery", "Touching counts as overlap"})
            QVERIFY2(en.contains(QLatin1String(part)), part);
        // The open guide switches with the window.
        w.setLanguage(QStringLiteral("zh"));
        const QString zh = guide->browser()->toPlainText();
        QVERIFY(zh.contains(QStringLiteral("结论标签")));
        QVERIFY(zh.contains(QStringLiteral("比较模式")));
        QVERIFY(!zh.contains(QStringLiteral("The verdict badge")));
        QCOMPARE(guide->windowTitle(), QStringLiteral("Overlap 使用指南"));
        guide->close();
        QTest::keyClick(&w, Qt::Key_F1); // opened again, in Chinese
        QVERIFY(guide->isVisible());
        QCOMPARE(w.findChildren<window::GuideDialog*>().size(), 1);
        guide->close();
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(guide->browser()->toPlainText().contains(QStringLiteral("The verdict badge")));
    }

    void theGestureHintShowsUntilDismissed() {
        QSettings().remove(QStringLiteral("hints/gesturesDismissed"));
        {
            MainWindow w(test::allLessons());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.gestureHintVisible());
            QPushButton* gotIt = w.player()->introPanel()->hintButton();
            QVERIFY(gotIt->isVisible());
            clickButton(gotIt);
            QVERIFY(!w.gestureHintVisible());
        }
        MainWindow again(test::allLessons());
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(!again.gestureHintVisible());
        QSettings().remove(QStringLiteral("hints/gesturesDismissed"));
    }

    void renderIntroWritesThePage() {
        const QString file = out_.filePath(QStringLiteral("intro.png"));
        const test::AppRun r = test::runApp({QStringLiteral("--render"), QStringLiteral("5:intro"),
                                             QStringLiteral("--size"), QStringLiteral("1000x700"),
                                             QStringLiteral("--out"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage image(file);
        QCOMPARE(image.size(), QSize(1000, 700));
        // The right half holds the text: ink on the paper, not a blank page.
        QVERIFY(inkFraction(image, QRect(520, 100, 460, 400)) > 0.01);
        const test::AppRun zh = test::runApp(
            {QStringLiteral("--render"), QStringLiteral("circle-rect-fold:intro"),
             QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--out"), file});
        QVERIFY2(zh.code == 0, qPrintable(zh.err));
        QCOMPARE(QImage(file).size(), QSize(1200, 800));
    }

    void screenshotWritesTheWindow() {
        const QString light = out_.filePath(QStringLiteral("light.png"));
        const QString dark = out_.filePath(QStringLiteral("dark.png"));
        test::AppRun r = test::runApp({QStringLiteral("--screenshot"), light,
                                       QStringLiteral("--lesson"), QStringLiteral("4"),
                                       QStringLiteral("--size"), QStringLiteral("1100x720")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = test::runApp({QStringLiteral("--screenshot"), dark, QStringLiteral("--lesson"),
                          QStringLiteral("4"), QStringLiteral("--step"), QStringLiteral("3"),
                          QStringLiteral("--theme"), QStringLiteral("dark"),
                          QStringLiteral("--size"), QStringLiteral("1100x720")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage a(light), b(dark);
        QCOMPARE(a.size(), QSize(1100, 720));
        QCOMPARE(b.size(), QSize(1100, 720));
        QVERIFY(inkFraction(a, QRect(0, 0, 1100, 720)) > 0.01);
        QVERIFY(meanLightness(b) < meanLightness(a) - 40);
        // Presentation mode is full screen on a screen of the size asked for.
        const QString present = out_.filePath(QStringLiteral("present.png"));
        r = test::runApp({QStringLiteral("--screenshot"), present, QStringLiteral("--present"),
                          QStringLiteral("--size"), QStringLiteral("1300x850")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(present).size(), QSize(1300, 850));
        for (const QString& mode :
             {QStringLiteral("compare"), QStringLiteral("pitfalls"), QStringLiteral("guide")}) {
            const QString file = out_.filePath(mode + QStringLiteral(".png"));
            r = test::runApp({QStringLiteral("--screenshot"), file, QStringLiteral("--mode"), mode,
                              QStringLiteral("--lang"), QStringLiteral("zh")});
            QVERIFY2(r.code == 0, qPrintable(mode + r.err));
            const QImage image(file);
            QVERIFY(!image.isNull());
            QVERIFY(inkFraction(image, image.rect().adjusted(0, 0, -1, -1)) > 0.005);
        }
    }

    void badRequestsSaySoAndFail() {
        const QString file = out_.filePath(QStringLiteral("bad.png"));
        struct Case {
            QStringList args;
            QString says;
        };
        const QList<Case> cases{
            {{QStringLiteral("--lesson"), QStringLiteral("no-such-lesson")},
             QStringLiteral("no lesson no-such-lesson")},
            {{QStringLiteral("--mode"), QStringLiteral("gallery")},
             QStringLiteral("--mode must be")},
            {{QStringLiteral("--theme"), QStringLiteral("blue")},
             QStringLiteral("--theme must be")},
            {{QStringLiteral("--step"), QStringLiteral("99")},
             QStringLiteral("--step must be 1 to")},
            {{QStringLiteral("--step"), QStringLiteral("0")}, QStringLiteral("--step must be")},
        };
        for (const Case& c : cases) {
            const test::AppRun r =
                test::runApp(QStringList{QStringLiteral("--screenshot"), file} + c.args);
            QVERIFY2(r.code != 0, qPrintable(c.args.join(QLatin1Char(' '))));
            QVERIFY2(r.err.contains(c.says), qPrintable(r.err));
        }
        QVERIFY(!QFile::exists(file));
        const QString nowhere = QStringLiteral("/nonexistent-overlap-dir/x.png");
        test::AppRun r = test::runApp({QStringLiteral("--screenshot"), nowhere});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write")), qPrintable(r.err));
        r = test::runApp({QStringLiteral("--render"), QStringLiteral("3:intro"),
                          QStringLiteral("--out"), nowhere});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write")), qPrintable(r.err));
    }
};

} // namespace tst_intro_guide

#define OVERLAP_SUBJECT tst_intro_guide
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_intro_guide::TestIntroGuide)
#include "tst_intro_guide.moc"
