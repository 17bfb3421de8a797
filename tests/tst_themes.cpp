// Themes and presentation mode: every text a learner reads in the light and dark themes
// stands at 4.5 : 1 or more against its background (palette roles and the code panel's
// highlighted lines), the step buttons' glyphs take the theme's ink, and presentation mode
// on a 1280×720 screen enlarges the title, narration and code and clips nothing.
// With OVERLAP_SHOTS set to a folder, the window is also saved there as pictures.

#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/code_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/player/step_button.h"
#include "app/window/appearance.h"
#include "app/window/guide_dialog.h"
#include "app/window/main_window.h"
#include "app/window/themes.h"

#include "support/content.h"
#include "support/offscreen_screen.h"
#include "support/private_settings.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QScopeGuard>
#include <QScreen>
#include <QSplitter>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

namespace tst_themes {

using namespace overlap;

using window::MainWindow;
using window::Theme;

namespace {

// A label that shows its text and the room it has on screen; checked for clipping.
bool visibleOnScreen(const QWidget* w) {
    return w->isVisible() && w->width() > 0 && w->height() > 0;
}

// The part of `w` inside `window` and inside every ancestor between them.
QRect shownPart(const QWidget* w, const QWidget* window) {
    QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p && p != window; p = p->parentWidget())
        r &= QRect(p->mapTo(window, QPoint(0, 0)), p->size());
    return r & window->rect();
}

void saveShot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("OVERLAP_SHOTS");
    if (!dir.isEmpty())
        w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestThemes : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    struct Pair {
        const char* what;
        QPalette::ColorGroup group;
        QPalette::ColorRole text, background;
    };

  private slots:
    void initTestCase() { test::usePrivateSettings(dir_.filePath(QStringLiteral("settings"))); }

    void contrastRatioIsTheWcagOne() {
        QCOMPARE(window::contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(window::contrastRatio(Qt::white, Qt::black), 21.0);
        QCOMPARE(window::contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
        // #767676 on white is the well-known 4.5 : 1 grey; #777777 just misses it.
        QVERIFY(window::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
        QVERIFY(window::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
    }

    void checkBoxesAndTheIntroButtonShowTheirFrames() {
        MainWindow w(test::allLessons());
        for (Theme theme : {Theme::Light, Theme::Dark}) {
            w.appearance()->setTheme(theme);
            for (const bool ticked : {false, true}) {
                QCheckBox box;
                box.setChecked(ticked);
                box.resize(box.sizeHint());
                const QImage image = box.grab().toImage();
                const QColor window = box.palette().color(QPalette::Window);
                // The box's frame: some pixel stands at 3 : 1 against the window.
                double best = 0;
                for (int y = 0; y < image.height(); ++y)
                    for (int x = 0; x < image.width(); ++x)
                        best =
                            std::max(best, window::contrastRatio(image.pixelColor(x, y), window));
                QVERIFY2(best >= 3, qPrintable(QString::number(best)));
            }
        }
        w.appearance()->setTheme(Theme::Light);
        // The Introduction button is a framed button, not flat text.
        for (QToolButton* b : w.player()->findChildren<QToolButton*>())
            if (b->isCheckable())
                QVERIFY(!b->autoRaise());
    }

    void everyBadgeReadsAndTheGuideShowsItsLook() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            QList<lessons::VerdictLook> looks{lessons::undecidedLook(language)};
            for (VerdictClass c :
                 {VerdictClass::Overlap, VerdictClass::Apart, VerdictClass::Touching})
                for (Touching t : {Touching::Counts, Touching::Separate})
                    looks << lessons::verdictLook(c, t, language);
            for (const lessons::VerdictLook& look : looks)
                QVERIFY2(window::contrastRatio(QColor(look.ink), QColor(look.colour)) >= 4.5,
                         qPrintable(look.words));
            // Before the deciding step the badge says so in words, not a lone "…".
            QVERIFY(looks[0].words.size() > 1);
            QVERIFY(!looks[0].words.contains(QStringLiteral("…")));
            // The guide draws each badge in the look the player gives it.
            i18n::setLanguage(language);
            window::GuideDialog guide;
            const QString html = guide.html();
            for (const lessons::VerdictLook& look : {looks[0], looks[1], looks[3], looks[5]}) {
                QVERIFY2(html.contains(look.words), qPrintable(look.words));
                QVERIFY2(html.contains(QColor(look.colour).name(), Qt::CaseInsensitive),
                         qPrintable(look.colour));
                QVERIFY2(html.contains(QColor(look.ink).name(), Qt::CaseInsensitive),
                         qPrintable(look.ink));
            }
        }
        i18n::setLanguage(QStringLiteral("en"));
    }

    void everyTextRoleReadsOnItsBackground_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void everyTextRoleReadsOnItsBackground() {
        QFETCH(bool, dark);
        const QPalette p = dark ? window::darkPalette() : window::lightPalette();
        const QList<Pair> pairs = {
            {"window text", QPalette::Active, QPalette::WindowText, QPalette::Window},
            {"text", QPalette::Active, QPalette::Text, QPalette::Base},
            {"text on alternate rows", QPalette::Active, QPalette::Text, QPalette::AlternateBase},
            {"button text", QPalette::Active, QPalette::ButtonText, QPalette::Button},
            {"label on a button", QPalette::Active, QPalette::WindowText, QPalette::Button},
            {"selection", QPalette::Active, QPalette::HighlightedText, QPalette::Highlight},
            {"inactive selection", QPalette::Inactive, QPalette::HighlightedText,
             QPalette::Highlight},
            {"tooltip", QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase},
            {"placeholder", QPalette::Active, QPalette::PlaceholderText, QPalette::Base},
            {"link", QPalette::Active, QPalette::Link, QPalette::Base},
            {"visited link", QPalette::Active, QPalette::LinkVisited, QPalette::Base},
            {"inactive window text", QPalette::Inactive, QPalette::WindowText, QPalette::Window},
            {"inactive text", QPalette::Inactive, QPalette::Text, QPalette::Base},
            {"disabled window text", QPalette::Disabled, QPalette::WindowText, QPalette::Window},
            {"disabled text", QPalette::Disabled, QPalette::Text, QPalette::Base},
            {"disabled button text", QPalette::Disabled, QPalette::ButtonText, QPalette::Button},
            {"disabled selection", QPalette::Disabled, QPalette::HighlightedText,
             QPalette::Highlight},
        };
        for (const Pair& pair : pairs) {
            const double ratio = window::contrastRatio(p.color(pair.group, pair.text),
                                                       p.color(pair.group, pair.background));
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 : 1")
                                                  .arg(QLatin1String(pair.what))
                                                  .arg(ratio, 0, 'f', 2)));
        }
        // The theme is what it says.
        QCOMPARE(p.color(QPalette::Window).lightness() < 128, dark);
        QCOMPARE(p.color(QPalette::Base).lightness() < 128, dark);
    }

    // The highlighted code lines, as the panel draws them in each theme of the window.
    void highlightedCodeReads() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        player::LessonPlayer* player = w.player();
        player->setStep(1);
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::Light}) {
            w.appearance()->setTheme(theme);
            const player::CodePanel* code = player->codePanel();
            QVERIFY(code->highlighted().first >= 1);
            const QList<QTextEdit::ExtraSelection> marks = code->extraSelections();
            QCOMPARE(marks.size(), code->highlighted().second - code->highlighted().first + 1);
            for (const QTextEdit::ExtraSelection& m : marks) {
                const QColor back = m.format.background().color();
                const QColor ink = m.format.foreground().color();
                QVERIFY(m.cursor.hasSelection()); // the ink reaches the line's text
                const double ratio = window::contrastRatio(ink, back);
                QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
                // The marking stands out from the listing's own background.
                QVERIFY(window::contrastRatio(back, code->palette().color(QPalette::Base)) > 1.2);
            }
            // The unmarked lines are in the palette's text colour on its base.
            QVERIFY(window::contrastRatio(code->palette().color(QPalette::Text),
                                          code->palette().color(QPalette::Base)) >= 4.5);
        }
        w.appearance()->setTheme(Theme::System);
    }

    // The step buttons' glyphs are drawn in the button text colour (3 : 1 for a graphic).
    void stepButtonsTakeTheThemesInk() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (Theme theme : {Theme::Dark, Theme::Light}) {
            w.appearance()->setTheme(theme);
            const QList<player::StepButton*> buttons =
                w.player()->findChildren<player::StepButton*>();
            QCOMPARE(buttons.size(), 5);
            for (player::StepButton* b : buttons) {
                const QImage glyph = b->icon().pixmap(QSize(32, 32)).toImage();
                int inked = 0;
                for (int y = 0; y < glyph.height(); ++y)
                    for (int x = 0; x < glyph.width(); ++x) {
                        const QColor c = glyph.pixelColor(x, y);
                        if (c.alpha() < 250)
                            continue;
                        ++inked;
                        QVERIFY(window::contrastRatio(c, b->palette().color(QPalette::Button)) >=
                                3.0);
                        QVERIFY(window::contrastRatio(c, b->palette().color(QPalette::Window)) >=
                                3.0);
                    }
                QVERIFY2(inked > 20, qPrintable(b->toolTip()));
            }
        }
        w.appearance()->setTheme(Theme::System);
    }

    void presentationEnlargesAndClipsNothing_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }
    void presentationEnlargesAndClipsNothing() {
        QFETCH(QString, language);
        const QSize screen = QGuiApplication::primaryScreen()->size();
        QCOMPARE(screen, QSize(1280, 720));
        MainWindow w(test::allLessons());
        w.setLanguage(language);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(4); // the nine regions: the longest listing and narration
        const auto fontOf = [&w](const char* name) -> QFont {
            if (QByteArray(name) == "code")
                return w.player()->codePanel()->font();
            QLabel* label = w.player()->findChild<QLabel*>(QLatin1String(name));
            return label ? label->font() : QFont();
        };
        const double title = fontOf("title").pointSizeF(),
                     narration = fontOf("narration").pointSizeF(),
                     code = fontOf("code").pointSizeF();
        QVERIFY(title > 0 && narration > 0 && code > 0);
        saveShot(w, QStringLiteral("normal-") + language);

        w.appearance()->setPresentation(true);
        // The application's font is shared: leave it as found even when a check fails.
        auto normal = qScopeGuard([&w] {
            w.appearance()->setPresentation(false);
            i18n::setLanguage(QStringLiteral("en"));
        });
        QTRY_COMPARE(w.size(), screen);
        QVERIFY(fontOf("title").pointSizeF() >= title * 1.5);
        QVERIFY(fontOf("narration").pointSizeF() >= narration * 1.5);
        QVERIFY(fontOf("code").pointSizeF() >= code * 1.25); // it may give a little to fit
        // The title stays the largest text.
        QVERIFY(fontOf("title").pointSizeF() > fontOf("narration").pointSizeF());
        QVERIFY(w.minimumSizeHint().width() <= screen.width());
        QVERIFY(w.minimumSizeHint().height() <= screen.height());
        for (MainWindow::Mode mode :
             {MainWindow::Mode::Lessons, MainWindow::Mode::Compare, MainWindow::Mode::Pitfalls}) {
            w.setMode(mode);
            QApplication::processEvents();
            saveShot(w, QStringLiteral("presentation-%1-%2").arg(int(mode)).arg(language));
            QWidget* page = w.findChild<QTabWidget*>()->currentWidget();
            for (QLabel* label : page->findChildren<QLabel*>()) {
                if (!visibleOnScreen(label) || label->text().isEmpty())
                    continue;
                const QString what =
                    QStringLiteral("%1 \"%2\" %3×%4, needs %5×%6")
                        .arg(label->objectName(), label->text().left(40))
                        .arg(label->width())
                        .arg(label->height())
                        .arg(label->sizeHint().width())
                        .arg(label->wordWrap() ? label->heightForWidth(label->width())
                                               : label->sizeHint().height());
                const QSize need = label->wordWrap()
                                       ? QSize(0, label->heightForWidth(label->width()))
                                       : label->sizeHint();
                QVERIFY2(label->height() >= need.height(), qPrintable(what));
                if (!label->wordWrap() &&
                    label->sizePolicy().horizontalPolicy() != QSizePolicy::Ignored)
                    QVERIFY2(label->width() >= need.width(), qPrintable(what));
                QVERIFY2(shownPart(label, &w).size() == label->size(), qPrintable(what));
            }
            for (QAbstractButton* b : page->findChildren<QAbstractButton*>())
                if (visibleOnScreen(b))
                    QVERIFY2(b->width() >= b->minimumSizeHint().width() &&
                                 b->height() >= b->minimumSizeHint().height(),
                             qPrintable(b->text() + b->toolTip()));
        }
        w.setMode(MainWindow::Mode::Lessons);
        QApplication::processEvents();
        // Both shapes' headers are on screen, whole.
        for (QGroupBox* group : w.findChildren<QGroupBox*>()) {
            if (!group->isVisible())
                continue;
            QVERIFY2(group->height() >= group->minimumSizeHint().height(),
                     qPrintable(group->title()));
            QVERIFY2(shownPart(group, &w).size() == group->size(), qPrintable(group->title()));
        }
        normal.dismiss();
        w.appearance()->setPresentation(false);
        QCOMPARE(fontOf("title").pointSizeF(), title);
        // The code's size fits the panel's width again: at most the normal size.
        QVERIFY(fontOf("code").pointSizeF() <= code / player::CodePanel::kSmallest + 1e-9);
        QVERIFY(fontOf("code").pointSizeF() >= fontOf("title").pointSizeF() / 1.4 * 0.85 - 1e-9);
        i18n::setLanguage(QStringLiteral("en"));
    }

    void presentationGivesTheFigureMostOfTheWidth() {
        const QSize screen = QGuiApplication::primaryScreen()->size();
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget* side = w.lessonList()->parentWidget();
        QVERIFY(side->isVisible());
        QVERIFY(w.player()->view()->width() < w.width() / 2); // normally it shares
        w.appearance()->setPresentation(true);
        auto normal = qScopeGuard([&w] { w.appearance()->setPresentation(false); });
        QTRY_COMPARE(w.size(), screen);
        for (int i = 0; i < w.lessons().size(); ++i) {
            w.selectLesson(i);
            for (const bool intro : {true, false}) {
                w.player()->setIntroShown(intro);
                QApplication::processEvents();
                const QString what = w.lessons()[i].id + (intro ? " intro" : " code");
                QVERIFY2(w.player()->view()->width() >= w.width() * 6 / 10,
                         qPrintable(what + QString::number(w.player()->view()->width())));
                // The badge keeps its own height beside a title on two lines.
                const QLabel* badge = w.player()->findChild<QLabel*>(QStringLiteral("verdict"));
                QVERIFY2(badge->height() <= badge->sizeHint().height(), qPrintable(what));
            }
        }
        QVERIFY(!side->isVisible());
        w.sidePanelAction()->trigger(); // F9 brings the list and values back
        QVERIFY(side->isVisible());
        w.sidePanelAction()->trigger();
        normal.dismiss();
        w.appearance()->setPresentation(false);
        QApplication::processEvents();
        QVERIFY(side->isVisible()); // as before presentation
    }

    void presentationShowsEveryCirclesRadius() {
        const QSize screen = QGuiApplication::primaryScreen()->size();
        const int lessons = int(test::allLessons().size());
        for (int i = 0; i < lessons; ++i) {
            MainWindow w(test::allLessons(), test::allPitfallNotes());
            w.appearance()->setTheme(Theme::Dark);
            w.selectLesson(i);
            w.appearance()->setPresentation(true);
            auto normal = qScopeGuard([&w] { w.appearance()->setPresentation(false); });
            QTRY_COMPARE(w.size(), screen);
            w.sidePanelAction()->setChecked(true); // the values, hidden at first (F9)
            QApplication::processEvents();
            for (int side = 0; side < 2; ++side) {
                if (!std::holds_alternative<Circle>(w.scenario()->shape(side)))
                    continue;
                const QString name = QStringLiteral("Shape %1 r").arg(side == 0 ? 'a' : 'b');
                const QDoubleSpinBox* r = nullptr;
                for (const QDoubleSpinBox* b : w.findChildren<QDoubleSpinBox*>())
                    if (b->accessibleName() == name)
                        r = b;
                const QString what = w.lessons()[i].id + QLatin1Char(' ') + name;
                QVERIFY2(r && r->isVisible(), qPrintable(what));
                QVERIFY2(r->height() >= r->minimumSizeHint().height(), qPrintable(what));
                QVERIFY2(shownPart(r, &w).size() == r->size(), qPrintable(what));
            }
        }
    }

    // Pictures of the window to look at, in both themes and languages.
    void shots() {
        if (qEnvironmentVariableIsEmpty("OVERLAP_SHOTS"))
            QSKIP("OVERLAP_SHOTS not set");
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")})
            for (Theme theme : {Theme::Light, Theme::Dark}) {
                w.setLanguage(language);
                w.appearance()->setTheme(theme);
                w.selectLesson(4);
                w.player()->setStep(3);
                QApplication::processEvents();
                const QString tag =
                    language + (theme == Theme::Dark ? QStringLiteral("-dark") : QString());
                saveShot(w, QStringLiteral("lesson-") + tag);
                w.setMode(MainWindow::Mode::Compare);
                QApplication::processEvents();
                saveShot(w, QStringLiteral("compare-") + tag);
                w.setMode(MainWindow::Mode::Lessons);
            }
        w.appearance()->setTheme(Theme::System);
        i18n::setLanguage(QStringLiteral("en"));
    }
};

} // namespace tst_themes

#define OVERLAP_SUBJECT tst_themes
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    overlap::test::useOffscreenScreen(1280, 720);
    QApplication app(argc, argv);
    tst_themes::TestThemes test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_themes.moc"
