// The window fits what it shows: at 1200×800 every code listing shows without a horizontal
// scroll bar and mostly unwrapped; a long agreement sentence ends in "…" with the whole in
// its tooltip instead of widening the window; the words fit the shapes and the numbers
// (plurals); a first start has a clean title; the angle box follows the radians setting
// without changing the model; the history's texts follow a language switch.

#include "app/compare/compare_mode.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/whole_combo.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/code_panel.h"
#include "app/player/lesson_player.h"
#include "app/player/property_panel.h"
#include "app/window/appearance.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "app/window/window_settings.h"

#include "support/content.h"
#include "support/offscreen_screen.h"
#include "support/private_settings.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QUndoStack>
#include <QtTest>

#include <numbers>

namespace tst_layout {

using namespace overlap;

using window::MainWindow;

namespace {

bool hasHan(const QString& s) {
    for (QChar c : s)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

QDoubleSpinBox* box(const MainWindow& w, const QString& name) {
    for (QDoubleSpinBox* b : w.propertyPanel()->findChildren<QDoubleSpinBox*>())
        if (b->accessibleName() == name)
            return b;
    return nullptr;
}

// Every circle's radius box is on screen, whole and inside its shape's frame.
bool radiusRowsShow(const MainWindow& w) {
    for (int side = 0; side < 2; ++side) {
        if (!std::holds_alternative<Circle>(w.scenario()->shape(side)))
            continue;
        const QString name = (side == 0 ? player::PropertyPanel::tr("Shape a")
                                        : player::PropertyPanel::tr("Shape b")) +
                             QStringLiteral(" r");
        const QDoubleSpinBox* r = box(w, name);
        if (!r || !r->isVisible() || r->height() < r->minimumSizeHint().height() ||
            !r->parentWidget()->rect().contains(r->geometry())) {
            qWarning() << name << (r ? r->geometry() : QRect());
            return false;
        }
    }
    return true;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        test::usePrivateSettings(dir_.filePath(QStringLiteral("settings")));
        QFile::remove(window::DocumentController::sessionPath());
    }

    void firstStartHasACleanTitle() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        window::restoreWindowSettings(w);
        QVERIFY(!w.documents()->restoreSession()); // there is none on a first start
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.isWindowModified());
        QVERIFY(!w.windowTitle().remove(QStringLiteral("[*]")).contains(QLatin1Char('*')));
        // Going to another lesson is not an edit either; changing a shape is.
        w.selectLesson(3);
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.scenario()->setShape(0, Circle{{1, 1}, 1}));
        QVERIFY(w.isWindowModified());
    }

    void codeListingsFitAt1200x800() {
        MainWindow w(test::allLessons());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1200, 800));
        player::CodePanel* code = w.player()->codePanel();
        int lines = 0, whole = 0;
        for (int i = 0; i < w.lessons().size(); ++i) {
            w.selectLesson(i);
            w.player()->setIntroShown(false); // the code takes the intro's place at step 1
            for (const QString& id : w.lessons()[i].algorithms) {
                w.player()->setAlgorithm(id);
                QApplication::processEvents();
                QVERIFY2(!code->horizontalScrollBar()->isVisible(), qPrintable(id));
                QCOMPARE(code->horizontalScrollBar()->maximum(), 0);
                // Every line's text is inside the viewport.
                for (QTextBlock b = code->document()->begin(); b.isValid(); b = b.next()) {
                    ++lines;
                    const QRectF r = code->document()->documentLayout()->blockBoundingRect(b);
                    QVERIFY2(r.right() <= code->viewport()->width() + 1, qPrintable(b.text()));
                    whole += b.layout()->lineCount() == 1;
                }
            }
        }
        // Wrapping is the exception: nearly every line shows on one line.
        QVERIFY2(whole >= lines * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(whole).arg(lines)));
    }

    // A wrapped line of code goes on to the right of where it starts, never at column 0: a
    // comment's second half must not read as code. Narrow, in both languages.
    void wrappedCodeHangsUnderItsLine() {
        MainWindow w(test::allLessons());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        player::CodePanel* code = w.player()->codePanel();
        int wrapped = 0;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            w.setLanguage(lang);
            for (int i = 0; i < w.lessons().size(); ++i) {
                w.selectLesson(i);
                w.player()->setIntroShown(false);
                code->document()->setTextWidth(220); // narrower than any line's comment
                for (QTextBlock b = code->document()->begin(); b.isValid(); b = b.next()) {
                    const QTextLayout* layout = b.layout();
                    qsizetype indent = 0;
                    while (indent < b.text().size() && b.text()[indent] == QLatin1Char(' '))
                        ++indent;
                    const double start = layout->lineAt(0).cursorToX(int(indent));
                    for (int k = 1; k < layout->lineCount(); ++k, ++wrapped)
                        QVERIFY2(layout->lineAt(k).x() > start + 1,
                                 qPrintable(lang + QStringLiteral(": ") + b.text()));
                }
            }
        }
        QVERIFY(wrapped > 20); // the width did wrap lines
    }

    void everyCircleShowsItsRadiusAt1200x800() {
        // Each lesson chosen before the window is first shown, as at start, and again after
        // the window showed another kind of shape.
        const int lessons = int(test::allLessons().size());
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            for (int i = 0; i < lessons; ++i) {
                MainWindow w(test::allLessons());
                w.setLanguage(language);
                w.appearance()->setTheme(window::Theme::Light); // a new style, as at start
                w.selectLesson(i);
                w.resize(1200, 800);
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                QApplication::processEvents();
                QVERIFY2(radiusRowsShow(w), qPrintable(w.lessons()[i].id));
                w.selectLesson(0); // two rects
                QApplication::processEvents();
                w.selectLesson(i);
                QApplication::processEvents();
                QVERIFY2(radiusRowsShow(w), qPrintable(w.lessons()[i].id));
            }
        }
        i18n::setLanguage(QStringLiteral("en"));
    }

    // A long disagreement wraps: every method's verdict is read, and the window keeps its size.
    void longAgreementTextWraps() {
        MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setMode(MainWindow::Mode::Compare);
        compare::CompareMode* c = w.compareMode();
        c->loadPair(Pair::CircleRotatedRect); // three correct methods and a pitfall
        c->setMethods(c->methods());
        c->setScenario(
            {Circle{{12, 9}, 3}, RotatedRect::make({5, 3}, {5, 3}, 30), Touching::Counts});
        // A place where the pitfall says otherwise: found by the finder, as a learner would.
        c->setMap(c->methods().value(0), c->methods().value(3));
        QSignalSpy done(c, &compare::CompareMode::finderDone);
        c->findDisagreement();
        QVERIFY(done.wait(60000));
        QVERIFY(!c->panesAgree());
        QApplication::processEvents();
        auto* bar = c->findChild<QLabel*>(QStringLiteral("agreement"));
        QVERIFY(bar && bar->wordWrap());
        QCOMPARE(bar->text(), c->agreementText());
        QVERIFY(bar->height() >= bar->heightForWidth(bar->width())); // every line shown
        QCOMPARE(w.size(), QSize(1200, 800));
        QVERIFY(w.minimumSizeHint().width() <= 1200);
        // As narrow as the window goes: more lines, none lost.
        w.resize(w.minimumSizeHint().width(), 800);
        QApplication::processEvents();
        QVERIFY(bar->fontMetrics().horizontalAdvance(c->agreementText()) > bar->width());
        QVERIFY(bar->height() >= bar->heightForWidth(bar->width()));
        QCOMPARE(bar->text(), c->agreementText());
    }

    void mapWordsFitTheShapes() {
        compare::CompareMode c;
        c.resize(1000, 700);
        c.show();
        QVERIFY(QTest::qWaitForWindowExposed(&c));
        auto* status = c.findChild<QLabel*>(QStringLiteral("mapStatus"));
        c.loadPair(Pair::RectRect);
        c.setMap(c.methods().value(0), c.methods().value(1));
        QVERIFY(c.scheduler()->waitForIdle());
        QTRY_VERIFY(!status->text().isEmpty());
        QVERIFY2(!status->text().contains(QStringLiteral("circle")), qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("shape a")), qPrintable(status->text()));
        c.loadPair(Pair::CircleRect);
        c.setMap(c.methods().value(0), c.methods().value(1));
        QVERIFY(c.scheduler()->waitForIdle());
        QTRY_VERIFY(status->text().contains(QStringLiteral("circle's centre")));
    }

    // A method chooser is as wide as its current name, never cut to "…", and a longer name it
    // does not show does not widen it.
    void combosShowTheirCurrentItemWhole() {
        QWidget row;
        auto* layout = new QHBoxLayout(&row);
        auto* box = new compare::WholeComboBox(&row);
        box->addItem(QStringLiteral("distance"));
        box->addItem(QStringLiteral("nine regions without the absolute value (WRONG)"));
        layout->addWidget(box);
        const int shortWidth = box->sizeHint().width();
        box->setCurrentIndex(1);
        QVERIFY(box->sizeHint().width() > shortWidth + 100);
        QCOMPARE(box->minimumSizeHint(), box->sizeHint());
        row.resize(10, 40); // the layout gives it its minimum all the same
        row.show();
        QVERIFY(QTest::qWaitForWindowExposed(&row));
        QCOMPARE(box->shownText(), box->currentText());
        box->setCurrentIndex(0);
        QCOMPARE(box->sizeHint().width(), shortWidth);
    }

    void speedsSayStepOrSteps() {
        MainWindow w(test::allLessons());
        auto* speed = w.player()->findChild<QComboBox*>(QStringLiteral("speed"));
        QVERIFY(speed);
        QStringList en;
        for (int i = 0; i < speed->count(); ++i)
            en << speed->itemText(i);
        QCOMPARE(en, (QStringList{QStringLiteral("0.5 steps/s"), QStringLiteral("1 step/s"),
                                  QStringLiteral("2 steps/s"), QStringLiteral("4 steps/s")}));
        w.setLanguage(QStringLiteral("zh"));
        for (int i = 0; i < speed->count(); ++i) {
            QVERIFY2(hasHan(speed->itemText(i)), qPrintable(speed->itemText(i)));
            QVERIFY(speed->itemText(i).contains(en[i].section(QLatin1Char(' '), 0, 0)));
        }
        // The combo is as wide as its longest item.
        QVERIFY(speed->sizeHint().width() >=
                speed->fontMetrics().horizontalAdvance(speed->itemText(0)));
        w.setLanguage(QStringLiteral("en"));
    }

    void angleBoxFollowsRadians() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int rotated = -1;
        for (int i = 0; i < w.lessons().size(); ++i)
            if (std::holds_alternative<RotatedRect>(w.lessons()[i].b))
                rotated = i;
        QVERIFY(rotated >= 0);
        w.selectLesson(rotated);
        const Shape before = w.scenario()->b();
        const double degrees = std::get<RotatedRect>(before).angleDeg;
        QVERIFY(degrees != 0);
        QDoubleSpinBox* angle = box(w, QStringLiteral("Shape b angle"));
        QVERIFY(angle);
        QTRY_VERIFY2(angle->isVisible(), qPrintable(QString::number(rotated)));
        QCOMPARE(angle->value(), degrees);
        QVERIFY(angle->suffix().contains(QStringLiteral("°")));

        w.radiansAction()->setChecked(true);
        QCOMPARE(angle->value(), degrees * (std::numbers::pi / 180));
        QVERIFY(angle->suffix().contains(QStringLiteral("rad")));
        QVERIFY(w.scenario()->b() == before); // the model is untouched
        QVERIFY(!w.isWindowModified());

        // Typing radians turns the rect by that many radians.
        angle->setFocus();
        angle->selectAll();
        QTest::keyClicks(angle, QStringLiteral("1"));
        QTest::keyClick(angle, Qt::Key_Return);
        QCOMPARE(std::get<RotatedRect>(w.scenario()->b()).angleDeg, 180 / std::numbers::pi);
        QCOMPARE(angle->value(), 1.0); // shown as typed

        w.radiansAction()->setChecked(false);
        QCOMPARE(angle->value(), 180 / std::numbers::pi);
        QVERIFY(angle->suffix().contains(QStringLiteral("°")));
    }

    void historyTextsFollowTheLanguage() {
        MainWindow w(test::allLessons());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setLanguage(QStringLiteral("en"));
        w.selectLesson(1);
        const Shape a = w.scenario()->a();
        QVERIFY(std::holds_alternative<Circle>(a));
        Circle moved = std::get<Circle>(a);
        moved.c.x += 1;
        QVERIFY(w.scenario()->setShape(0, moved));
        QUndoStack* stack = w.undo()->activeStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Move circle"));
        w.setLanguage(QStringLiteral("zh"));
        QVERIFY2(hasHan(stack->text(0)), qPrintable(stack->text(0)));
        QVERIFY(hasHan(stack->undoText()));
        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(stack->text(0), QStringLiteral("Move circle"));
    }
};

} // namespace tst_layout

#define OVERLAP_SUBJECT tst_layout
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    overlap::test::useOffscreenScreen(1600, 900);
    QApplication app(argc, argv);
    tst_layout::TestLayout test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_layout.moc"
