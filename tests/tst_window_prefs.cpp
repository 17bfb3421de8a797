// What the window remembers and how it presents itself: settings survive a restart, the
// shortcut sheet lists every shortcut and no two actions share one, presentation mode
// doubles the lines and enlarges the text, and the dark theme darkens the window.

#include "app/compare/compare_mode.h"
#include "app/lessons/lesson_loader.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/scene/trace_scene.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"
#include "app/window/shortcut_sheet.h"
#include "app/window/window_settings.h"

#include "support/content.h"

#include <QAction>

#include <QApplication>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_window_prefs {

using namespace overlap;

using window::MainWindow;

namespace {

void allActions(const QMenu* menu, QList<QAction*>& out) {
    for (QAction* a : menu->actions()) {
        if (a->menu())
            allActions(a->menu(), out);
        else if (!a->isSeparator())
            out << a;
    }
}

} // namespace

class TestWindowPrefs : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir_;

  private slots:
    void initTestCase() {
        // Settings go to a fresh folder, never the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("OverlapTest"));
        QCoreApplication::setApplicationName(QStringLiteral("prefs"));
    }

    void settingsSurviveARestart() {
        {
            MainWindow w(test::allLessons());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.selectLesson(4);
            QTest::keyClick(&w, Qt::Key_T); // touching: apart
            QTest::keyClick(&w, Qt::Key_G); // snapping off
            w.appearance()->setTheme(window::Theme::Dark);
            w.setLanguage(QStringLiteral("zh"));
            w.setMode(MainWindow::Mode::Compare);
            w.splitters()[0]->setSizes({300, 900});
            w.close();
        }
        MainWindow w(test::allLessons());
        window::restoreWindowSettings(w);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.currentLessonId(), w.lessons()[4].id);
        QCOMPARE(w.scenario()->touching(), Touching::Separate);
        QVERIFY(!w.snapAction()->isChecked());
        QCOMPARE(w.appearance()->theme(), window::Theme::Dark);
        QCOMPARE(w.language(), QStringLiteral("zh"));
        QCOMPARE(w.mode(), MainWindow::Mode::Compare);
        w.setMode(MainWindow::Mode::Lessons);
        QCoreApplication::processEvents();
        QCOMPARE(w.splitters()[0]->sizes().value(0), 300);
        w.appearance()->setTheme(window::Theme::System);
        w.setLanguage(QStringLiteral("en")); // the language is the application's, not the window's
    }

    void shortcutSheetListsEveryShortcutOnce() {
        MainWindow w(test::allLessons());
        QList<QAction*> actions;
        for (QAction* top : w.menuBar()->actions())
            if (top->menu())
                allActions(top->menu(), actions);
        window::ShortcutSheet sheet(w.menuBar());
        QHash<QString, QString> owner;
        int withKeys = 0;
        for (QAction* a : actions)
            for (const QKeySequence& k : a->shortcuts()) {
                ++withKeys;
                const QString key = k.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(key), qPrintable(key + QStringLiteral(": ") + owner[key] +
                                                          QStringLiteral(" and ") + a->text()));
                owner[key] = a->text();
            }
        QVERIFY(withKeys >= 30);
        int listed = 0;
        for (const auto& row : sheet.rows())
            listed += row.second.isEmpty() ? 0 : 1;
        QVERIFY(listed >= 25);
        bool undo = false;
        for (const auto& row : sheet.rows())
            undo =
                undo ||
                (row.first.contains(QStringLiteral("Undo")) &&
                 row.second == QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText));
        QVERIFY(undo);
    }

    void presentationModeEnlargesTextAndLines() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const double before = QApplication::font().pointSizeF();
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.appearance()->presentation());
        QVERIFY(QApplication::font().pointSizeF() > before * 1.4);
        for (scene::TraceScene* s : w.findChildren<scene::TraceScene*>())
            QCOMPARE(s->lineScale(), 2.0);
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(!w.appearance()->presentation());
        QCOMPARE(QApplication::font().pointSizeF(), before);
        for (scene::TraceScene* s : w.findChildren<scene::TraceScene*>())
            QCOMPARE(s->lineScale(), 1.0);
    }

    void darkThemeDarkensTheWindow() {
        MainWindow w(test::allLessons());
        w.appearance()->setTheme(window::Theme::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
        w.appearance()->setTheme(window::Theme::Light);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        w.appearance()->setTheme(window::Theme::System);
    }
};

} // namespace tst_window_prefs

#define OVERLAP_SUBJECT tst_window_prefs
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_window_prefs::TestWindowPrefs test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_window_prefs.moc"
