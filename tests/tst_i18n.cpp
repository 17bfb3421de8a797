// The window speaks English and Simplified Chinese: switching at run time changes the
// visible text of menus, tabs, controls and compare mode without a restart, and back;
// every method title has a translation entry; a CJK font is there to draw it.

#include "app/compare/compare_mode.h"
#include "app/compare/pair_title.h"
#include "app/compare/pitfall_gallery.h"
#include "app/i18n/language.h"
#include "app/i18n/method_titles.h"
#include "app/window/main_window.h"
#include "core/algorithms.h"
#include "core/pairs.h"
#include "support/content.h"

#include <QApplication>
#include <QFontDatabase>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>

namespace tst_i18n {

using namespace overlap;

using window::MainWindow;

namespace {

QStringList menuTitles(const MainWindow& w) {
    QStringList out;
    for (QAction* a : w.menuBar()->actions())
        out << a->text();
    return out;
}

QStringList buttonTexts(const QWidget& w) {
    QStringList out;
    for (const QPushButton* b : w.findChildren<QPushButton*>())
        out << b->text();
    return out;
}

bool hasHan(const QString& s) {
    for (QChar c : s)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

} // namespace

// Every row of the method tables: the standing methods, then the moving ones.
std::vector<Algorithm> everyRow() {
    std::vector<Algorithm> rows(algorithms().begin(), algorithms().end());
    rows.insert(rows.end(), movingMethods().begin(), movingMethods().end());
    return rows;
}

class TestI18n : public QObject {
    Q_OBJECT
  private slots:
    // Every menu and tab has its own Alt key, in both languages (Shapes and Help both
    // took Alt+H, the Compare menu and tab both Alt+C).
    void altKeysAreUnique() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        const auto* tabs = w.findChild<QTabWidget*>();
        QVERIFY(tabs);
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            w.setLanguage(lang);
            QStringList texts = menuTitles(w);
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
            QHash<QChar, QString> taken;
            for (const QString& t : texts) {
                const int at = t.indexOf(QLatin1Char('&'));
                QVERIFY2(at >= 0 && at + 1 < t.size(), qPrintable(lang + ": " + t));
                const QChar key = t.at(at + 1).toLower();
                QVERIFY2(!taken.contains(key),
                         qPrintable(lang + ": " + t + " and " + taken.value(key)));
                taken.insert(key, t);
            }
        }
    }

    void switchingChangesVisibleTextAndBack() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setLanguage(QStringLiteral("en"));
        const QStringList menusEn = menuTitles(w);
        QVERIFY(menusEn.contains(QStringLiteral("&File")));
        const auto* tabs = w.findChild<QTabWidget*>();
        const QString tabEn = tabs->tabText(1);
        const QStringList buttonsEn = buttonTexts(*w.compareMode());
        const QString titleEn = i18n::methodTitle(QStringLiteral("circle-rect.clamp"));

        w.setLanguage(QStringLiteral("zh"));
        QCOMPARE(i18n::currentLanguage(), QStringLiteral("zh"));
        const QStringList menusZh = menuTitles(w);
        QCOMPARE(menusZh.size(), menusEn.size());
        for (int i = 0; i < menusZh.size(); ++i) {
            QVERIFY2(menusZh[i] != menusEn[i], qPrintable(menusEn[i]));
            QVERIFY2(hasHan(menusZh[i]), qPrintable(menusZh[i]));
        }
        QVERIFY(hasHan(tabs->tabText(1)) && tabs->tabText(1) != tabEn);
        for (const QString& b : buttonTexts(*w.compareMode()))
            QVERIFY2(hasHan(b), qPrintable(b));
        QVERIFY(hasHan(i18n::methodTitle(QStringLiteral("circle-rect.clamp"))));
        // Dynamic text follows too: the agreement bar and the gallery's headings.
        QVERIFY(hasHan(w.compareMode()->agreementText()));
        QVERIFY(w.gallery()->explanation().contains(QStringLiteral("如何避免")));
        // Nested menus and their actions.
        // Every entry, Undo and Redo too (QUndoGroup's own kept the words they were made in).
        for (QAction* top : w.menuBar()->actions())
            for (QAction* a : top->menu()->actions())
                if (!a->isSeparator() && !a->text().isEmpty())
                    QVERIFY2(hasHan(a->text()) || a->text() == QStringLiteral("English"),
                             qPrintable(a->text()));

        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(menuTitles(w), menusEn);
        QCOMPARE(tabs->tabText(1), tabEn);
        QCOMPARE(buttonTexts(*w.compareMode()), buttonsEn);
        QCOMPARE(i18n::methodTitle(QStringLiteral("circle-rect.clamp")), titleEn);
        QVERIFY(!i18n::setLanguage(QStringLiteral("fr")));
        QCOMPARE(i18n::currentLanguage(), QStringLiteral("en"));
    }

    void everyMethodTitleIsListedForTranslation() {
        const std::vector<Algorithm> rows = everyRow();
        QCOMPARE(i18n::kMethodTitleCount, rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(QString::fromUtf8(i18n::kMethodTitles[i]),
                     QString::fromUtf8(rows[i].title.data(), qsizetype(rows[i].title.size())));
    }

    // A name is its title's words after the shapes, listed for translation in the same order,
    // and tells a method apart from every other method of the same shapes, in both languages.
    void everyMethodNameIsListedAndTellsItsMethodApart() {
        const std::vector<Algorithm> rows = everyRow();
        QCOMPARE(i18n::kMethodNameCount, rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Algorithm& a = rows[i];
            const QString name =
                QString::fromUtf8(methodName(a).data(), qsizetype(methodName(a).size()));
            QCOMPARE(QString::fromUtf8(i18n::kMethodNames[i]), name);
            const QString title = QString::fromUtf8(a.title.data(), qsizetype(a.title.size()));
            QVERIFY2(title.endsWith(QStringLiteral(": ") + name), qPrintable(title));
        }
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            QVERIFY(i18n::setLanguage(lang));
            for (const Algorithm& a : algorithms())
                for (const Algorithm& b : algorithms()) {
                    if (&a == &b || shownPairOf(a.pair) != shownPairOf(b.pair))
                        continue;
                    const QString x =
                        i18n::methodName(QString::fromUtf8(a.id.data(), qsizetype(a.id.size())));
                    const QString y =
                        i18n::methodName(QString::fromUtf8(b.id.data(), qsizetype(b.id.size())));
                    QVERIFY2(x != y, qPrintable(lang + ": " + x));
                    QCOMPARE(hasHan(x), lang == QLatin1String("zh"));
                }
        }
        QVERIFY(i18n::setLanguage(QStringLiteral("en")));
    }

    // The shapes chooser names each pair it offers apart from the others, in both languages;
    // two turned rects go by the name of the pair they are shown as.
    void everyShownPairHasItsOwnTitleInBothLanguages() {
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            QVERIFY(i18n::setLanguage(lang));
            QSet<QString> titles;
            for (Pair p : shownPairs()) {
                const QString t = compare::pairTitle(p);
                QVERIFY2(!t.isEmpty() && !titles.contains(t), qPrintable(lang + ": " + t));
                QCOMPARE(hasHan(t), lang == QLatin1String("zh"));
                titles.insert(t);
            }
            QCOMPARE(compare::pairTitle(Pair::RotatedRects), compare::pairTitle(Pair::RectRect));
        }
        QVERIFY(i18n::setLanguage(QStringLiteral("en")));
        QCOMPARE(compare::pairTitle(Pair::CircleRotatedRect),
                 QStringLiteral("Circle and turned rect"));
    }

    void aChineseFontIsInstalled() {
        // The set-up installs fonts-noto-cjk; without a font with Han glyphs Chinese draws
        // as boxes.
        QVERIFY(!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty());
    }
};

} // namespace tst_i18n

#define OVERLAP_SUBJECT tst_i18n
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_i18n::TestI18n test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_i18n.moc"
