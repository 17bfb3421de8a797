// Compare mode as a teacher projects it: from every lesson (Ctrl+Shift+C), in both
// languages and in presentation mode, every pane has a method that takes the shapes, the
// banner names only the methods shown, no verdict, name or banner is cut to "…", and the
// banner and badges grow with the text. The exercises dock belongs to the lessons tab.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/method_title.h"
#include "app/compare/overlay_legend.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pitfall_gallery.h"
#include "app/compare/whole_combo.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/player/player_view.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"

#include "support/content.h"
#include "support/offscreen_screen.h"
#include "support/private_settings.h"

#include <QDockWidget>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_classroom {

using namespace overlap;

using window::MainWindow;

namespace {

void settle() {
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

QLabel* agreementOf(const compare::CompareMode& c) {
    return c.findChild<QLabel*>(QStringLiteral("agreement"));
}

// The window as a user first sees it, shown.
bool opened(MainWindow& w) {
    w.setGestureHintVisible(false);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// A word-wrapped label shows all its text when it is as tall as its text at its width.
bool wholeText(const QLabel* label) {
    if (label->text().isEmpty())
        return true;
    if (label->wordWrap())
        return label->height() >= label->heightForWidth(label->width());
    return label->width() >= label->sizeHint().width();
}

} // namespace

class TestClassroom : public QObject {
    Q_OBJECT

    QTemporaryDir settings_;

  private slots:
    void initTestCase() {
        QVERIFY(settings_.isValid());
        test::usePrivateSettings(settings_.path());
    }

    void everyLessonComparesWholePanesInBothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("present");
        for (const char* lang : {"en", "zh"})
            for (bool present : {false, true})
                QTest::addRow("%s%s", lang, present ? " presenting" : "")
                    << QString::fromLatin1(lang) << present;
    }
    void everyLessonComparesWholePanesInBothLanguages() {
        QFETCH(QString, language);
        QFETCH(bool, present);
        const QList<lessons::Lesson> lessons = test::allLessons();
        MainWindow w(lessons);
        w.setGestureHintVisible(false);
        w.setLanguage(language);
        w.resize(1920, 1080);
        w.show();
        if (present)
            w.appearance()->setPresentation(true);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const double normalSize = QApplication::font().pointSizeF() / (present ? 1.6 : 1.0);
        for (int i = 0; i < lessons.size(); ++i) {
            const QByteArray where =
                (language + QStringLiteral(" lesson ") + lessons[i].id).toUtf8();
            w.setMode(MainWindow::Mode::Lessons);
            w.selectLesson(i);
            settle();
            QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
            settle();
            QCOMPARE(w.mode(), MainWindow::Mode::Compare);
            compare::CompareMode* c = w.compareMode();
            QVERIFY(c->scheduler()->waitForIdle(20000)); // the map and its legends are in
            settle();
            QVERIFY2(c->panes().size() >= 2, where);
            int named = 0;
            for (compare::ComparePane* p : c->panes()) {
                QVERIFY2(!p->method().isEmpty(), where);
                QVERIFY2(c->choices().contains(p->method()), where);
                QVERIFY2(p->ok(), where + " " + p->method().toUtf8()); // it takes the shapes
                auto* chooser = p->findChild<compare::WholeComboBox*>();
                QVERIFY2(chooser, where);
                QCOMPARE(chooser->currentText(), compare::shownName(p->method()));
                QVERIFY2(chooser->shownText() == chooser->currentText(),
                         where + " chooser " + chooser->shownText().toUtf8());
                auto* badge = p->findChild<QLabel*>(QStringLiteral("verdict"));
                QVERIFY2(badge && badge->isVisible(), where);
                QCOMPARE(badge->text(), p->verdictText());
                QVERIFY2(badge->width() >= badge->sizeHint().width(), where + " badge");
                if (present)
                    QVERIFY2(badge->font().pointSizeF() >= 1.5 * normalSize, where + " badge size");
                ++named;
            }
            // The figures line up: every pane's view starts as far down its pane.
            for (compare::ComparePane* p : c->panes())
                QVERIFY2(p->view()->y() == c->panes().front()->view()->y(),
                         where + " " + p->method().toUtf8());
            const QLabel* banner = agreementOf(*c);
            QVERIFY2(banner && wholeText(banner), where + " banner " + banner->text().toUtf8());
            QCOMPARE(banner->text(), c->agreementText());
            // Agreeing, the bar wears the shared verdict's colour, as the badges do.
            if (const std::optional<VerdictClass> shared = c->sharedClass())
                QVERIFY2(
                    banner->styleSheet().contains(
                        lessons::verdictLook(*shared, c->model()->touching(), language).colour),
                    where);
            if (present)
                QVERIFY2(banner->font().pointSizeF() >= 1.5 * normalSize, where + " banner size");
            // Only the panes' methods are named, once each: no empty "says".
            if (!c->panesAgree()) {
                const QString says = compare::CompareMode::tr("%1 says %2");
                for (compare::ComparePane* p : c->panes())
                    QVERIFY2(banner->text().contains(
                                 says.arg(compare::shownName(p->method()), p->verdictText())),
                             where);
                // No "says" without a method before it, after the opening or a separator.
                const QString opening =
                    compare::CompareMode::tr("The methods disagree: %1").arg(QString());
                const QString separator = compare::CompareMode::tr("; ");
                for (const QString& verdict :
                     {compare::ComparePane::tr("does not take these shapes"),
                      c->panes().front()->verdictText()})
                    for (const QString& before : {opening, separator})
                        QVERIFY2(!banner->text().contains(before + says.arg(QString(), verdict)),
                                 where + " " + banner->text().toUtf8());
            }
            QVERIFY2(banner->text().contains(QString::number(named)) || !c->panesAgree(), where);
        }
        w.appearance()->setPresentation(false);
    }

    // A lesson whose shapes only one correct method takes (two turned rects) is compared with
    // the pitfall variants of it, never with an empty pane.
    void aLoneMethodIsComparedWithItsPitfalls() {
        const QStringList choices{QStringLiteral("rect-rect.sat"),
                                  QStringLiteral("pitfall.clamp-y-typo")};
        const QStringList ids = compare::lessonMethods({QStringLiteral("rect-rect.sat")}, choices);
        QCOMPARE(ids, choices);
        // Two correct methods need no pitfall.
        const QStringList two{QStringLiteral("circle-circle.distance"),
                              QStringLiteral("circle-circle.squared")};
        QCOMPARE(compare::lessonMethods({two[1]}, two), (QStringList{two[1], two[0]}));
    }

    // The disagreement map is about its two methods: a third pane shows no red and lists none.
    void onlyTheMapsPanesShowItsRed() {
        const QList<lessons::Lesson> lessons = test::allLessons();
        MainWindow w(lessons);
        w.setGestureHintVisible(false);
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(lessons::lessonIndex(lessons, QStringLiteral("8"))); // SAT, two pitfalls
        w.compareThisLesson();
        compare::CompareMode* c = w.compareMode();
        QCOMPARE(c->panes().size(), 3);
        c->setMap(c->methods()[0], c->methods()[1]);
        QVERIFY(c->scheduler()->waitForIdle(20000));
        settle();
        QVERIFY(c->lastOverlay().disagreements > 0); // SAT and the bounding boxes disagree
        QVERIFY(c->panes()[0]->overlayLegend()->disagreement());
        QVERIFY(c->panes()[1]->overlayLegend()->disagreement());
        QVERIFY(!c->panes()[2]->overlayLegend()->disagreement());
    }

    // The exercises belong to the lessons: they step aside on another tab and come back.
    void theExercisesDockStaysWithTheLessons() {
        MainWindow w(test::allLessons());
        QVERIFY(opened(w));
        w.setMode(MainWindow::Mode::Lessons);
        w.exerciseDock()->show();
        settle();
        QVERIFY(w.exerciseDock()->isVisible());
        for (MainWindow::Mode m : {MainWindow::Mode::Compare, MainWindow::Mode::Pitfalls,
                                   MainWindow::Mode::YourMethod}) {
            w.setMode(m);
            settle();
            QVERIFY(!w.exerciseDock()->isVisible());
            QCOMPARE(w.mode(), m); // hiding it does not bring the lessons back
        }
        w.setMode(MainWindow::Mode::Lessons);
        settle();
        QVERIFY(w.exerciseDock()->isVisible());
        // Closed on the lessons tab, it stays closed after a visit elsewhere.
        w.exerciseDock()->hide();
        w.setMode(MainWindow::Mode::Compare);
        w.setMode(MainWindow::Mode::Lessons);
        settle();
        QVERIFY(!w.exerciseDock()->isVisible());
    }

    // The gallery's note follows presentation mode's larger text too.
    void theGalleryNoteGrowsWhenPresenting() {
        MainWindow w(test::allLessons());
        QVERIFY(opened(w));
        w.setMode(MainWindow::Mode::Pitfalls);
        settle();
        QLabel* note = nullptr;
        for (QLabel* l : w.gallery()->findChildren<QLabel*>())
            if (l->wordWrap() && l->textFormat() == Qt::RichText)
                note = l;
        QVERIFY(note);
        // The lesson's badge too: a layout moved it into its slot after it was made.
        auto* badge = w.player()->findChild<QLabel*>(QStringLiteral("verdict"));
        QVERIFY(badge);
        const double before = note->font().pointSizeF();
        const double badgeBefore = badge->font().pointSizeF();
        w.appearance()->setPresentation(true);
        settle();
        QVERIFY2(note->font().pointSizeF() >= 1.5 * before,
                 qPrintable(QString::number(note->font().pointSizeF())));
        QVERIFY2(badge->font().pointSizeF() >= 1.5 * badgeBefore,
                 qPrintable(QString::number(badge->font().pointSizeF())));
        QVERIFY(badge->font().bold());
        w.appearance()->setPresentation(false);
        settle();
        QCOMPARE(note->font().pointSizeF(), before);
    }
};

} // namespace tst_classroom

#define OVERLAP_SUBJECT tst_classroom
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    overlap::test::useOffscreenScreen(1920, 1080);
    QApplication app(argc, argv);
    tst_classroom::TestClassroom test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_classroom.moc"
