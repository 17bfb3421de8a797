// Help › Guide explains the whole window: every tab and every entry of every top-level menu
// (through its submenus) is named in it with its keys, in English and in Chinese. A new tab
// or menu entry fails here until the guide has a sentence for it: one note(...) line in
// GuideDialog::rebuild() (app/window/guide_dialog.cpp), naming the entry by its key.

#include "app/i18n/language.h"
#include "app/window/guide_dialog.h"
#include "app/window/main_window.h"

#include "support/content.h"
#include "support/private_settings.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

namespace tst_guide {

using namespace overlap;

using window::GuideDialog;
using window::MainWindow;

namespace {

// Something the window offers, by the words and keys a reader sees on it.
struct Offer {
    QString where; // "File › Save", for the failure message
    QString words;
    QStringList keys;
};

// Every entry of a menu and of its submenus. Separators and entries without words are no
// features. The entries of File › Open recent are the learner's own file names, generated;
// under the private settings below that list is empty, so none are collected (the submenu
// itself is). The language entries are a fixed list and the guide names them all.
void collect(const QMenu* menu, const QString& path, QList<Offer>& out) {
    for (QAction* a : menu->actions()) {
        const QString words = GuideDialog::plainWords(a->text());
        if (a->isSeparator() || words.isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        out.append({path + QStringLiteral(" › ") + words, words, keys});
        if (a->menu())
            collect(a->menu(), path + QStringLiteral(" › ") + words, out);
    }
}

QList<Offer> offers(MainWindow& w) {
    QList<Offer> out;
    const auto* tabs = qobject_cast<QTabWidget*>(w.centralWidget());
    for (int i = 0; tabs && i < tabs->count(); ++i) {
        const QString words = GuideDialog::plainWords(tabs->tabText(i));
        out.append({QStringLiteral("tab ") + words, words, {}});
    }
    for (QAction* top : w.menuBar()->actions())
        if (top->menu())
            collect(top->menu(), GuideDialog::plainWords(top->text()), out);
    return out;
}

// What the guide's text leaves out: an offer's words, or one of its keys.
QStringList missing(const QList<Offer>& offers, const QString& guide) {
    QStringList out;
    for (const Offer& o : offers) {
        if (!guide.contains(o.words))
            out << o.where;
        for (const QString& key : o.keys)
            if (!guide.contains(key))
                out << o.where + QStringLiteral(" (") + key + QStringLiteral(")");
    }
    return out;
}

QString guideText(MainWindow& w) {
    auto* guide = qobject_cast<GuideDialog*>(w.showGuide());
    return guide ? guide->browser()->toPlainText() : QString();
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir_;

  private slots:
    void initTestCase() {
        test::usePrivateSettings(settingsDir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("OverlapTest"));
        QCoreApplication::setApplicationName(QStringLiteral("guide"));
    }

    void cleanup() { i18n::setLanguage(QStringLiteral("en")); }

    void theMnemonicGoesInEitherLanguage() {
        QCOMPARE(GuideDialog::plainWords(QStringLiteral("&Open…")), QStringLiteral("Open…"));
        QCOMPARE(GuideDialog::plainWords(QStringLiteral("打开(&O)…")), QStringLiteral("打开…"));
        QCOMPARE(GuideDialog::plainWords(QStringLiteral("y 轴朝下（屏幕坐标）(&Y)")),
                 QStringLiteral("y 轴朝下（屏幕坐标）"));
        QCOMPARE(GuideDialog::plainWords(QStringLiteral("Salt && &pepper")),
                 QStringLiteral("Salt & pepper"));
    }

    void everyTabAndMenuEntryIsInTheGuide_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }
    void everyTabAndMenuEntryIsInTheGuide() {
        QFETCH(QString, language);
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.setLanguage(language);
        const QList<Offer> all = offers(w);
        // The window as it stands: four tabs and dozens of entries, so an empty walk
        // cannot pass.
        QVERIFY(all.size() > 40);
        for (const Offer& o : all)
            QVERIFY2(!o.words.contains(QLatin1Char('&')), qPrintable(o.where));
        const QString guide = guideText(w);
        const QStringList gaps = missing(all, guide);
        QVERIFY2(gaps.isEmpty(),
                 qPrintable(QStringLiteral("not in the %1 guide: %2. Add a sentence for each in "
                                           "GuideDialog::rebuild().")
                                .arg(language, gaps.join(QStringLiteral("; ")))));
        // It is the language asked for, not English with Chinese names in it.
        const bool chinese = language == QLatin1String("zh");
        QCOMPARE(guide.contains(QStringLiteral("The verdict badge")), !chinese);
        QCOMPARE(guide.contains(QStringLiteral("结论标签")), chinese);
    }

    // The open guide follows a language switch, names and prose alike.
    void theOpenGuideSwitchesLanguage() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        const QString en = guideText(w);
        w.setLanguage(QStringLiteral("zh"));
        const QString zh = guideText(w);
        const QStringList gaps = missing(offers(w), zh);
        QVERIFY2(gaps.isEmpty(), qPrintable(gaps.join(QStringLiteral("; "))));
        QVERIFY(!zh.contains(QStringLiteral("Open…")));
        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(guideText(w), en);
    }

    // Undo and redo are named as such, not by the change they would take back.
    void undoIsNamedPlainlyAfterAnEdit() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString before = guideText(w);
        QTest::keyClick(&w, Qt::Key_T); // the touching policy: an edit, undoable
        QAction* undo = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
                undo = a;
        QVERIFY(undo && undo->isEnabled());
        GuideDialog fresh(&w);
        const QString after = fresh.browser()->toPlainText();
        QVERIFY(!after.contains(GuideDialog::plainWords(undo->text())));
        QCOMPARE(after, before);
    }

    // The check above can fail: an entry or a tab the guide has no sentence for is missing.
    void anUnexplainedEntryOrTabIsFound() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        QMenu* help = nullptr;
        for (QAction* top : w.menuBar()->actions())
            if (top->menu())
                help = top->menu(); // the last menu, whichever it is
        QVERIFY(help);
        QMenu* sub = help->addMenu(QStringLiteral("&Extras"));
        sub->addAction(QStringLiteral("&Frobnicate the shapes"))
            ->setShortcut(Qt::CTRL | Qt::ALT | Qt::Key_9);
        auto* tabs = qobject_cast<QTabWidget*>(w.centralWidget());
        QVERIFY(tabs);
        tabs->addTab(new QWidget, QStringLiteral("&Sandbox"));
        GuideDialog fresh(&w);
        const QStringList gaps = missing(offers(w), fresh.browser()->toPlainText());
        QVERIFY2(gaps.size() == 4, qPrintable(gaps.join(QStringLiteral("; "))));
        QVERIFY(gaps.contains(QStringLiteral("tab Sandbox")));
        QVERIFY(gaps.filter(QStringLiteral("Frobnicate the shapes")).size() == 2); // words, key
        QVERIFY(gaps.filter(QStringLiteral("Extras")).size() == 3);
    }
};

} // namespace tst_guide

#define OVERLAP_SUBJECT tst_guide
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_guide::TestGuide)
#include "tst_guide.moc"
