// "Your method" in the window: the tutorial's clamp example loaded and run is wrong exactly
// on the touching positions under "touching counts" and right under "separate"; fixed
// (< to <=) its map goes clean. Errors, exceptions and non-boolean results are listed with
// their lines in both languages and a click goes there; an endless loop is stopped within
// a second while the window goes on; the script cannot reach files or Qt; the judge loads
// its first wrong case shrunk; typing is undone per burst. Screenshots on request
// (YOURMETHOD_SHOTS=DIR).
#include "app/compare/compare_pane.h"
#include "app/document/scenario_document.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/script/host/host_limits.h"
#include "app/window/document_controller.h"
#include "app/window/main_window.h"
#include "app/yourmethod/code_editor.h"
#include "app/yourmethod/code_history.h"
#include "app/yourmethod/method_files.h"
#include "app/yourmethod/problem_words.h"
#include "app/yourmethod/script_runner.h"
#include "app/yourmethod/your_method_mode.h"
#include "app/yourmethod/your_method_pane.h"
#include "core/compare/plane_map.h"
#include "core/verdict_class.h"
#include "support/content.h"
#include "support/private_settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

namespace tst_your_method {

using namespace overlap;

using window::MainWindow;
using yourmethod::YourMethodMode;

namespace {

struct Window {
    MainWindow w{test::allLessons(), test::allPitfallNotes()};
    Window() {
        w.resize(1400, 860);
        w.show();
        QApplication::setActiveWindow(&w);
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
    }
    YourMethodMode* mode() const { return w.yourMethod(); }
    // Picks an example from the Examples button's menu by its file.
    void loadExample(const QString& file) {
        const auto examples = yourmethod::scriptExamples();
        for (qsizetype i = 0; i < examples.size(); ++i)
            if (examples[i].file == file)
                mode()->examplesButton()->menu()->actions().at(i)->trigger();
    }
    void setCode(const QString& code) {
        mode()->editor()->selectAll();
        const QStringList lines = code.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QTest::keyClick(mode()->editor(), Qt::Key_Return);
            if (!lines[i].isEmpty())
                QTest::keyClicks(mode()->editor(), lines[i]);
            else if (i == 0)
                QTest::keyClick(mode()->editor(), Qt::Key_Delete);
        }
    }
    // F5, then the run's end.
    void run() {
        mode()->editor()->setFocus();
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(mode()->runner()->waitForIdle());
    }
};

// Samples of the grid where the exact class is touching.
std::vector<std::uint8_t> touchingAt(const yourmethod::ScriptRunResult& r, const Shape& a,
                                     const Shape& b) {
    const Algorithm* truth = findAlgorithm("circle-rect.clamp");
    const auto v = planeVerdicts(*truth, a, b, r.grid);
    std::vector<std::uint8_t> out(v.size());
    for (std::size_t k = 0; k < v.size(); ++k)
        out[k] = v[k] == PlaneVerdict::Touching;
    return out;
}

bool anyRed(const QImage& img) {
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qAlpha(img.pixel(x, y)) != 0)
                return true;
    return false;
}

void shoot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("YOURMETHOD_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestYourMethod : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QVERIFY(settings_.isValid());
        test::usePrivateSettings(settings_.path());
    }
    void cleanup() { i18n::setLanguage(QStringLiteral("en")); }

    void clampWrongOnTouchingThenFixed();
    void errorsWithTheirLines_data();
    void errorsWithTheirLines();
    void endlessLoopIsStopped();
    void hungryScriptsLeaveTheWindowGoing_data();
    void hungryScriptsLeaveTheWindowGoing();
    void aDragCostsFewHosts();
    void noFilesNoQt();
    void consoleLinesAreShown();
    void judgeLoadsTheFirstWrongCase();
    void typingUndoesPerBurst();
    void templatesFollowThePair();
    void turnedRectExamples();
    void documentKeepsTheCode();
    void documentReaderIsStrict_data();
    void documentReaderIsStrict();
    void sessionBringsTheTabBack();

  private:
    QTemporaryDir settings_;
};

void TestYourMethod::clampWrongOnTouchingThenFixed() {
    Window t;
    QCOMPARE(t.w.mode(), MainWindow::Mode::YourMethod);
    t.loadExample(QStringLiteral("clamp-strict.js"));
    QVERIFY(t.mode()->code().contains(QStringLiteral("a.r * a.r; // strict")));
    QVERIFY(t.mode()->touchingBox()->isChecked());
    t.run();
    const auto& strict = t.mode()->lastRun();
    QVERIFY(!strict.error);
    QVERIFY(strict.verdict.has_value());
    // Wrong exactly where the circle touches the rect: every touching sample, nothing else.
    const Shape a = t.mode()->model()->a(), b = t.mode()->model()->b();
    const auto touching = touchingAt(strict, a, b);
    QVERIFY(std::count(touching.begin(), touching.end(), 1) > 8);
    QCOMPARE(strict.wrongAt, touching);
    QVERIFY(anyRed(strict.wrong));
    QVERIFY(t.mode()->pane()->mapShown());
    QVERIFY2(t.mode()->mapStatus().startsWith(QStringLiteral("Wrong at")),
             qPrintable(t.mode()->mapStatus()));
    // The example's own scene is not a touch, so the code is right here; the tick must not
    // read as "right" beside the red.
    QCOMPARE(*strict.verdict, false);
    QCOMPARE(t.mode()->pane()->checkText(),
             QStringLiteral("✓ Right for these shapes, but wrong at other positions: the red on "
                            "the map."));
    shoot(&t.w, QStringLiteral("map-wrong-en"));

    // Under "separate" the same code is right everywhere.
    QTest::mouseClick(t.mode()->touchingBox(), Qt::LeftButton);
    QCOMPARE(t.mode()->model()->touching(), Touching::Separate);
    QVERIFY(t.mode()->runner()->waitForIdle());
    QTRY_COMPARE(t.mode()->lastRun().wrongCount, 0);
    QVERIFY(t.mode()->lastRun().sampled > 1000);
    QVERIFY(!anyRed(t.mode()->lastRun().wrong));

    // Back to "touching counts", fixed: < becomes <=, and the map goes clean.
    QTest::mouseClick(t.mode()->touchingBox(), Qt::LeftButton);
    QVERIFY(t.mode()->runner()->waitForIdle());
    QTRY_VERIFY(t.mode()->lastRun().wrongCount > 0);
    QVERIFY(t.mode()->editor()->find(QStringLiteral("< a.r * a.r")));
    QTest::keyClicks(t.mode()->editor(), QStringLiteral("<= a.r * a.r"));
    QVERIFY(t.mode()->stale());
    t.run();
    QVERIFY(!t.mode()->stale());
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QCOMPARE(t.mode()->lastRun().wrongCount, 0);
    QVERIFY(!anyRed(t.mode()->lastRun().wrong));
    QVERIFY(t.mode()->mapStatus().startsWith(QStringLiteral("Right at every")));
    QCOMPARE(t.mode()->pane()->checkText(), QStringLiteral("✓ Right for these shapes."));
    shoot(&t.w, QStringLiteral("map-clean-en"));
}

void TestYourMethod::errorsWithTheirLines_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("en");
    QTest::addColumn<QString>("zh");
    QTest::newRow("syntax") << QStringLiteral(
                                   "// one\nfunction overlaps(a, b) {\n  return a.x >;\n}\n")
                            << 3 << QStringLiteral("Line 3: syntax error")
                            << QStringLiteral("第 3 行：语法错误");
    QTest::newRow("exception")
        << QStringLiteral("function overlaps(a, b) {\n  var c = null;\n  return c.x > 0;\n}\n") << 3
        << QStringLiteral("Line 3: uncaught exception: TypeError")
        << QStringLiteral("第 3 行：未捕获的异常：TypeError");
    QTest::newRow("number")
        << QStringLiteral("\n\nfunction overlaps(a, b) {\n  return 1;\n}\n") << 3
        << QStringLiteral("Line 3: overlaps returned 1 (a number), not true or false")
        << QStringLiteral("第 3 行：overlaps 返回了 1（一个数），而不是 true 或 false");
}

void TestYourMethod::errorsWithTheirLines() {
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(QString, en);
    QFETCH(QString, zh);
    Window t;
    t.setCode(code);
    t.run();
    QVERIFY(t.mode()->lastRun().error);
    QListWidget* list = t.mode()->problemList();
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().startsWith(en), qPrintable(list->item(0)->text()));
    QCOMPARE(t.mode()->editor()->problemLines(), QList<int>{line});
    QVERIFY(t.mode()->pane()->checkText().startsWith(en));
    // A click on the problem puts the cursor on its line.
    t.mode()->editor()->moveCursor(QTextCursor::End);
    const QRect at = list->visualItemRect(list->item(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at.center());
    QCOMPARE(t.mode()->editor()->textCursor().blockNumber() + 1, line);
    if (QTest::currentDataTag() == QByteArray("exception"))
        shoot(&t.w, QStringLiteral("error-en"));
    t.w.setLanguage(QStringLiteral("zh"));
    QVERIFY2(list->item(0)->text().startsWith(zh), qPrintable(list->item(0)->text()));
    if (QTest::currentDataTag() == QByteArray("exception"))
        shoot(&t.w, QStringLiteral("error-zh"));
}

void TestYourMethod::endlessLoopIsStopped() {
    Window t;
    t.setCode(QStringLiteral("function overlaps(a, b) {\n  while (true) {}\n}\n"));
    // The window goes on while the script spins for 0.8 s: a timer keeps ticking, never
    // held up for anything like that long (a loaded machine may delay it somewhat).
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, sinceTick.restart());
        ++ticks;
    });
    QElapsedTimer clock;
    clock.start();
    sinceTick.start();
    tick.start(20);
    QTest::keyClick(&t.w, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(t.mode()->lastRun().error.has_value(), 3000);
    const qint64 took = clock.elapsed();
    QVERIFY2(took < 1000 + 400, qPrintable(QString::number(took))); // 0.8 s, and a busy machine
    QVERIFY2(ticks >= 3 && longestGap < 500,
             qPrintable(QStringLiteral("%1 ticks, longest gap %2 ms").arg(ticks).arg(longestGap)));
    QCOMPARE(t.mode()->lastRun().error->kind, script::ScriptError::Kind::Timeout);
    QVERIFY(t.mode()->mapStatus().contains(QStringLiteral("ran too long")));
    QVERIFY(t.mode()->problemList()->item(0)->text().contains(QStringLiteral("endless loop")));
    // It stays usable: a good script runs next.
    t.loadExample(QStringLiteral("clamp.js"));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
}

// A gigabyte a bite: refused at once under the host's limit, so that the case does not race
// the 0.8 s watchdog on a busy machine (the host runs at a low priority); gradual filling is
// tst_script_host's.
void TestYourMethod::hungryScriptsLeaveTheWindowGoing_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("zh");
    QTest::addColumn<bool>("eatsMemory");
    QTest::newRow("typed arrays") << QStringLiteral(
                                         "var keep = [];\nfunction overlaps(a, b) {\nfor (;;) "
                                         "keep.push(new Float64Array(1 << 27));\n}")
                                  << int(script::ScriptError::Kind::Memory)
                                  << QStringLiteral("Line 3: your method used too much memory")
                                  << QStringLiteral("占用内存过多") << true;
    QTest::newRow("a 1 GB string")
        << QStringLiteral("function overlaps(a, b) {\nthrow 'x'.repeat(1 << 30);\n}")
        << int(script::ScriptError::Kind::Memory)
        << QStringLiteral("your method used too much memory (more than 512 MiB)")
        << QStringLiteral("占用内存过多") << true;
    QTest::newRow("deep recursion")
        << QStringLiteral("function overlaps(a, b) {\nreturn overlaps(b, a);\n}")
        << int(script::ScriptError::Kind::Recursion)
        << QStringLiteral("your method kept calling itself") << QStringLiteral("不断调用自身")
        << false;
}

// A script that eats memory or recurses without end takes down only its script host: the
// window keeps ticking, says what happened in either language, and the next run works.
void TestYourMethod::hungryScriptsLeaveTheWindowGoing() {
    QFETCH(QString, source);
    QFETCH(int, kind);
    QFETCH(QString, words);
    QFETCH(QString, zh);
    QFETCH(bool, eatsMemory);
    if (eatsMemory && !script::hostMemoryLimitAvailable())
        QSKIP("AddressSanitizer builds run the script host without its memory limit");
    Window t;
    t.setCode(source);
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout,
                     [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
    sinceTick.start();
    tick.start(20);
    QTest::keyClick(&t.w, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(t.mode()->lastRun().error.has_value(), 10000);
    QVERIFY2(longestGap < 500, qPrintable(QString::number(longestGap)));
    QCOMPARE(int(t.mode()->lastRun().error->kind), kind);
    QVERIFY2(t.mode()->problemList()->item(0)->text().contains(words),
             qPrintable(t.mode()->problemList()->item(0)->text()));
    QVERIFY(t.mode()->mapStatus().contains(words));
    const QString row =
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    shoot(&t.w, QStringLiteral("hungry-%1-en").arg(row));
    t.w.setLanguage(QStringLiteral("zh"));
    shoot(&t.w, QStringLiteral("hungry-%1-zh").arg(row));
    QVERIFY2(yourmethod::problemLine(*t.mode()->lastRun().error).contains(zh),
             qPrintable(yourmethod::problemLine(*t.mode()->lastRun().error)));
    t.w.setLanguage(QStringLiteral("en"));
    // The code is intact and the next run has a host again.
    QCOMPARE(t.mode()->code(), source);
    t.loadExample(QStringLiteral("clamp.js"));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QVERIFY(t.mode()->lastRun().verdict.has_value());
}

// Many requests in a burst (a drag): the run under way finishes, the ones behind it collapse
// into the newest, and that one is the last result; a run older than the patience is
// replaced at once.
void TestYourMethod::aDragCostsFewHosts() {
    yourmethod::ScriptRunner runner;
    QList<quint64> shown;
    connect(&runner, &yourmethod::ScriptRunner::ready,
            [&](const yourmethod::ScriptRunResult& r) { shown << r.generation; });
    yourmethod::ScriptRunRequest r;
    r.source = QStringLiteral("function overlaps(a, b) { return a.r > 0; }");
    r.a = Circle{{1, 2}, 3};
    r.b = Rect{{3, 1}, {9, 6}};
    r.truthMethod = QStringLiteral("circle-rect.clamp");
    for (quint64 g = 1; g <= 20; ++g) {
        r.generation = g;
        runner.run(r);
    }
    QVERIFY(runner.waitForIdle());
    QVERIFY2(shown.size() <= 2, qPrintable(QString::number(shown.size())));
    QCOMPARE(shown.last(), quint64(20));
    // A script that never returns is replaced after the patience, not after its 0.8 s.
    shown.clear();
    r.generation = 21;
    r.source = QStringLiteral("function overlaps(a, b) { for (;;) {} }");
    runner.run(r);
    QTest::qWait(300);
    r.generation = 22;
    r.source = QStringLiteral("function overlaps(a, b) { return true; }");
    runner.run(r);
    QVERIFY(runner.waitForIdle());
    QCOMPARE(shown, QList<quint64>{22}); // 21, left to its watchdog, would show its timeout
}

void TestYourMethod::noFilesNoQt() {
    Window t;
    QTemporaryDir dir;
    const QString secret = dir.filePath(QStringLiteral("secret.txt"));
    QFile f(secret);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("secret");
    f.close();
    // Every way a QML engine could reach a file is missing.
    for (const QString& reach :
         {QStringLiteral("var x = new XMLHttpRequest(); x.open('GET', 'file://%1', false); "
                         "x.send(); return x.responseText === 'secret';"),
          QStringLiteral("return Qt.include('%1').status === 0;"),
          QStringLiteral("return require('fs').readFileSync('%1') !== null;"),
          QStringLiteral("return readFile('%1') !== null;")}) {
        t.setCode(QStringLiteral("function overlaps(a, b) {\n  %1\n}\n").arg(reach.arg(secret)));
        t.run();
        QVERIFY2(t.mode()->lastRun().error, qPrintable(reach));
        QCOMPARE(t.mode()->lastRun().error->kind, script::ScriptError::Kind::Exception);
        QVERIFY2(
            t.mode()->problemList()->item(0)->text().contains(QStringLiteral("is not defined")),
            qPrintable(t.mode()->problemList()->item(0)->text()));
    }
}

void TestYourMethod::consoleLinesAreShown() {
    Window t;
    t.setCode(QStringLiteral("function overlaps(a, b) {\n  console.log(\"r is\", a.r);\n  return "
                             "false;\n}"));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QListWidget* list = t.mode()->problemList();
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("console: r is 4.5"));
    // The map's thousands of calls do not flood it: only the scene's call is shown.
    QCOMPARE(t.mode()->lastRun().console, QStringList{QStringLiteral("r is 4.5")});
}

void TestYourMethod::judgeLoadsTheFirstWrongCase() {
    Window t;
    t.loadExample(QStringLiteral("clamp-strict.js"));
    QTest::keyClick(&t.w, Qt::Key_F6);
    QVERIFY(t.mode()->runner()->waitForIdle(60000));
    const auto& judged = t.mode()->lastJudge();
    QVERIFY(judged);
    QVERIFY(!judged->compileError && !judged->result.error);
    QVERIFY(judged->result.wrong > 0);
    QVERIFY(judged->result.firstWrong);
    QVERIFY2(t.mode()->judgeText().startsWith(QStringLiteral("Wrong on")),
             qPrintable(t.mode()->judgeText()));
    // The shrunk case is in the scene: the circle touches the rect, the clamp says apart.
    QCOMPARE(t.mode()->model()->a(), judged->result.firstWrong->a.shape());
    const Algorithm* truth = findAlgorithm("circle-rect.clamp");
    QCOMPARE(classify(*truth, t.mode()->model()->a(), t.mode()->model()->b()),
             VerdictClass::Touching);
    QVERIFY(t.mode()->runner()->waitForIdle());
    QCOMPARE(t.mode()->lastRun().verdict, false);
    QVERIFY(t.mode()->pane()->checkText().startsWith(QStringLiteral("✗ Wrong")));
    shoot(&t.w, QStringLiteral("judge-en"));
    t.w.setLanguage(QStringLiteral("zh"));
    QVERIFY(!t.mode()->judgeText().startsWith(QStringLiteral("Wrong on")));
    shoot(&t.w, QStringLiteral("judge-zh"));
    t.mode()->run();
    QVERIFY(t.mode()->runner()->waitForIdle());
    shoot(&t.w, QStringLiteral("map-wrong-zh"));
}

void TestYourMethod::typingUndoesPerBurst() {
    Window t;
    const QString start = t.mode()->code();
    QUndoStack* stack = t.mode()->undoStack();
    QCOMPARE(stack->count(), 0);
    t.mode()->editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(t.mode()->editor(), QStringLiteral("// one burst"));
    QCOMPARE(stack->count(), 1);
    QTest::qWait(yourmethod::CodeEdit::kBurstMs + 200);
    QTest::keyClicks(t.mode()->editor(), QStringLiteral(" and another"));
    QCOMPARE(stack->count(), 2);
    // Ctrl+Z in the editor undoes a burst at a time, through the window's history.
    QTest::keyClick(t.mode()->editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(t.mode()->code(), start + QStringLiteral("// one burst"));
    QTest::keyClick(t.mode()->editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(t.mode()->code(), start);
    QTest::keyClick(t.mode()->editor(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(t.mode()->code(), start + QStringLiteral("// one burst"));
    // An example loaded is one step of its own.
    t.loadExample(QStringLiteral("clamp.js"));
    QVERIFY(t.mode()->code().contains(QStringLiteral("<=")));
    QTest::keyClick(t.mode()->editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(t.mode()->code(), start + QStringLiteral("// one burst"));
}

void TestYourMethod::templatesFollowThePair() {
    Window t;
    QCOMPARE(t.mode()->code(),
             yourmethod::bundledSource(QStringLiteral("template-circle-rect.js")));
    t.mode()->pairBox()->setCurrentIndex(1);
    emit t.mode()->pairBox()->activated(1);
    QCOMPARE(t.mode()->scriptPair().pair, Pair::CircleCircle);
    QCOMPARE(t.mode()->code(),
             yourmethod::bundledSource(QStringLiteral("template-circle-circle.js")));
    QVERIFY(!t.mode()->rotatedBox()->isEnabled());
    QVERIFY(std::holds_alternative<Circle>(t.mode()->model()->b()));
    // Every example is bundled and loads with its pair.
    for (const auto& ex : yourmethod::scriptExamples()) {
        QVERIFY2(t.mode()->loadExample(ex.file), qPrintable(ex.file));
        QCOMPARE(t.mode()->scriptPair(), ex.pair);
        QVERIFY(t.mode()->code().contains(QStringLiteral("function overlaps")));
    }
    shoot(&t.w, QStringLiteral("code-en"));
    t.w.setLanguage(QStringLiteral("zh"));
    shoot(&t.w, QStringLiteral("code-zh"));
}

// The turned-rect examples on their turned starting scene: +θ is red, the corrected one clean
// (an exact touch of a turned rect is not blamed: its numbers reach the script rounded).
void TestYourMethod::turnedRectExamples() {
    Window t;
    t.loadExample(QStringLiteral("rotated-plus-theta.js"));
    QVERIFY(t.mode()->rotatedBox()->isChecked());
    QVERIFY(std::holds_alternative<RotatedRect>(t.mode()->model()->b()));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QVERIFY(t.mode()->lastRun().wrongCount > 100);
    t.loadExample(QStringLiteral("rotated-clamp.js"));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QVERIFY(t.mode()->lastRun().sampled > 1000);
    QCOMPARE(t.mode()->lastRun().wrongCount, 0);
    // The nine regions take circles and rects alike.
    t.loadExample(QStringLiteral("nine-region.js"));
    t.run();
    QVERIFY2(
        !t.mode()->lastRun().error,
        qPrintable(script::describe(t.mode()->lastRun().error.value_or(script::ScriptError{}))));
    QCOMPARE(t.mode()->lastRun().wrongCount, 0);
}

namespace {

// The refusal of a read, or "" when it was read.
QString refusal(const std::variant<document::ScenarioDocument, QString>& r) {
    const QString* why = std::get_if<QString>(&r);
    return why ? *why : QString();
}

document::ScenarioDocument lessonDocument() {
    document::ScenarioDocument d;
    d.scene = {Circle{{13, 9}, 4}, Rect{{0, 0}, {10, 6}}, Touching::Counts};
    d.lesson = QStringLiteral("circle-rect-clamp");
    d.compare.methods = {QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.fold")};
    return d;
}

} // namespace

void TestYourMethod::documentKeepsTheCode() {
    // Written and read back exactly, line breaks, tabs, quotes and Chinese included.
    document::ScenarioDocument d = lessonDocument();
    const QByteArray without = document::writeScenario(d);
    QVERIFY(!without.contains("yourMethod"));
    d.yourMethod = document::LearnerCode{
        QStringLiteral("circle-rect"),
        true,
        QStringLiteral("// 你的方法\nfunction overlaps(a, b) {\n\treturn \"x\" !== '\\\\';\r\n}\n"),
        {Circle{{3, 4}, 1.5}, RotatedRect::make({5, 5}, {2, 1}, 30), Touching::Separate}};
    d.mode = document::Mode::YourMethod;
    QCOMPARE(document::scenarioProblem(d), QString());
    const auto back = document::readScenario(document::writeScenario(d));
    QVERIFY2(std::holds_alternative<document::ScenarioDocument>(back), qPrintable(refusal(back)));
    QCOMPARE(std::get<document::ScenarioDocument>(back), d);
    // The editor keeps lines, not how they were broken.
    d.yourMethod->code.remove(QLatin1Char('\r'));
    // A file without the key still opens, and leaves the code on screen as it was.
    const auto old = document::readScenario(without);
    QVERIFY(std::holds_alternative<document::ScenarioDocument>(old));
    QVERIFY(!std::get<document::ScenarioDocument>(old).yourMethod);
    Window t;
    t.setCode(QStringLiteral("function overlaps(a, b) { return true; }"));
    QString why;
    QVERIFY2(t.w.documents()->apply(std::get<document::ScenarioDocument>(old), &why),
             qPrintable(why));
    QCOMPARE(t.mode()->code(), QStringLiteral("function overlaps(a, b) { return true; }"));
    // The file's page replaces it, and is not an edit to undo.
    QVERIFY2(t.w.documents()->apply(d, &why), qPrintable(why));
    QCOMPARE(t.w.mode(), MainWindow::Mode::YourMethod);
    QCOMPARE(t.mode()->code(), d.yourMethod->code);
    QCOMPARE(t.mode()->scriptPair(), (yourmethod::ScriptPair{Pair::CircleRect, true}));
    QCOMPARE(t.mode()->model()->scenario(), d.yourMethod->scene);
    QVERIFY(!t.mode()->touchingBox()->isChecked());
    QCOMPARE(t.mode()->undoStack()->count(), 0);
    QCOMPARE(t.w.documents()->capture().yourMethod, d.yourMethod);
}

void TestYourMethod::documentReaderIsStrict_data() {
    QTest::addColumn<QByteArray>("yourMethod");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("why");
    const QByteArray shapes =
        R"("a": {"type": "circle", "x": 1, "y": 2, "r": 1}, "b": {"type": "rect", "x": 0, "y": 0, "w": 2, "h": 2}, "touching": "counts")";
    QTest::newRow("unknown key")
        << (R"({"pair": "circle-rect", "rotated": false, "code": "", "lang": "js", )" + shapes +
            "}")
        << "lessons"
        << "yourMethod: unknown key \"lang\"";
    QTest::newRow("unknown pair")
        << (R"({"pair": "circle-capsule", "rotated": false, "code": "", )" + shapes + "}")
        << "lessons"
        << "yourMethod.pair: expected";
    QTest::newRow("missing code") << (R"({"pair": "circle-rect", "rotated": false, )" + shapes +
                                      "}")
                                  << "lessons"
                                  << "yourMethod.code is missing";
    QTest::newRow("code not text")
        << (R"({"pair": "circle-rect", "rotated": false, "code": 5, )" + shapes + "}") << "lessons"
        << "yourMethod.code: expected";
    QTest::newRow("control character")
        << (R"({"pair": "circle-rect", "rotated": false, "code": "\u0007", )" + shapes + "}")
        << "lessons"
        << "yourMethod.code contains a control character";
    QTest::newRow("turned circles")
        << (R"({"pair": "circle-circle", "rotated": true, "code": "", )" + shapes + "}")
        << "lessons"
        << "yourMethod.rotated";
    QTest::newRow("shapes of another pair")
        << (R"({"pair": "rect-rect", "rotated": false, "code": "", )" + shapes + "}") << "lessons"
        << "yourMethod: shapes a and b are not a rect-rect pair";
    QTest::newRow("negative radius")
        << QByteArray(
               R"({"pair": "circle-rect", "rotated": false, "code": "", "a": {"type": "circle", "x": 1, "y": 2, "r": -1}, "b": {"type": "rect", "x": 0, "y": 0, "w": 2, "h": 2}, "touching": "counts"})")
        << "lessons"
        << "yourMethod.a";
    QTest::newRow("mode without it") << QByteArray() << "yourmethod"
                                     << "mode \"yourmethod\" needs yourMethod";
}

void TestYourMethod::documentReaderIsStrict() {
    QFETCH(QByteArray, yourMethod);
    QFETCH(QString, mode);
    QFETCH(QString, why);
    document::ScenarioDocument d = lessonDocument();
    QByteArray bytes = document::writeScenario(d);
    bytes.replace("\"mode\": \"lessons\"", "\"mode\": \"" + mode.toUtf8() + "\"");
    if (!yourMethod.isEmpty())
        bytes.replace("\"yDown\": false", "\"yDown\": false, \"yourMethod\": " + yourMethod);
    const auto r = document::readScenario(bytes);
    QVERIFY2(std::holds_alternative<QString>(r), bytes.constData());
    QVERIFY2(refusal(r).startsWith(why), qPrintable(refusal(r)));
}

void TestYourMethod::sessionBringsTheTabBack() {
    {
        Window t;
        t.w.documents()->start();
        t.loadExample(QStringLiteral("nine-region.js"));
        t.mode()->editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(t.mode()->editor(), QStringLiteral("// mine"));
        t.mode()->model()->setShapes(Circle{{20, 3}, 2}, Rect{{0, 0}, {10, 6}});
        QString why;
        QVERIFY2(t.w.documents()->saveSession(&why), qPrintable(why));
    }
    Window t;
    QTest::keyClick(&t.w, Qt::Key_1, Qt::ControlModifier);
    t.w.documents()->start();
    QCOMPARE(t.w.mode(), MainWindow::Mode::YourMethod);
    QVERIFY(t.mode()->code().endsWith(QStringLiteral("// mine")));
    QVERIFY(t.mode()->code().contains(QStringLiteral("nine regions")));
    QCOMPARE(t.mode()->model()->a(), Shape(Circle{{20, 3}, 2}));
    QVERIFY(!t.w.documents()->isModified());
    QFile::remove(window::DocumentController::sessionPath());
}

} // namespace tst_your_method

#define OVERLAP_SUBJECT tst_your_method
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_your_method::TestYourMethod test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_your_method.moc"
