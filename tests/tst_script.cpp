// A learner's JavaScript method (app/script): verdicts on shapes in the eval format, every
// kind of error with its line, the watchdog, the sandbox, the console, and speed.
#include <QElapsedTimer>
#include <QtTest>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below.
#ifndef Q_MOC_RUN
#include "app/script/learner_method.h"
#include "app/script/source_scan.h"

#include <chrono>
#endif

namespace tst_script {

#ifndef Q_MOC_RUN
using overlap::script::Answer;
using overlap::script::describe;
using overlap::script::LearnerMethod;
using overlap::script::ScriptBatch;
using overlap::script::ScriptError;
using overlap::script::ScriptShape;
using Kind = overlap::script::ScriptError::Kind;
using namespace std::chrono_literals;

namespace {

const ScriptShape kCircle = ScriptShape::circle(1, 2, 3);
const ScriptShape kRect = ScriptShape::rect(4, 5, 6, 7, 30);

// The error compiling `source` gives; a compiled method gives none.
std::optional<ScriptError> compileError(const QString& source) {
    LearnerMethod m;
    return m.compile(source);
}

// The answer of a script's overlaps on the circle and the rect above.
Answer answerOf(const QString& source) {
    LearnerMethod m;
    if (const auto e = m.compile(source)) {
        qWarning("does not compile: %s", qPrintable(describe(*e)));
        return {};
    }
    return m.overlaps(kCircle, kRect);
}

} // namespace
#endif

class TestScript : public QObject {
    Q_OBJECT

  private slots:
    // The shapes arrive as plain objects with exactly the eval format's keys, in order.
    void shapesAreEvalObjects() {
        const Answer a = answerOf(QStringLiteral(R"(
            function overlaps(a, b) {
                return Object.keys(a).join() === "type,x,y,r" && a.type === "circle" &&
                       a.x === 1 && a.y === 2 && a.r === 3 &&
                       Object.keys(b).join() === "type,x,y,w,h,angle" && b.type === "rect" &&
                       b.x === 4 && b.y === 5 && b.w === 6 && b.h === 7 && b.angle === 30;
            })"));
        QVERIFY(a.ok());
        QVERIFY(a.overlap);
    }

    // The verdict is the script's own, call after call, for both answers.
    void verdictsFollowTheScript() {
        LearnerMethod m;
        QVERIFY(!m.compile(QStringLiteral("function overlaps(a, b) {\n"
                                          "    var dx = a.x - b.x, dy = a.y - b.y, s = a.r + b.r;\n"
                                          "    return dx * dx + dy * dy <= s * s;\n"
                                          "}\n")));
        QVERIFY(m.isCompiled());
        for (double x : {0.0, 1.0, 2.0, 2.5, 3.0}) {
            const Answer a = m.overlaps(ScriptShape::circle(0, 0, 1), ScriptShape::circle(x, 0, 1));
            QVERIFY(a.ok());
            QCOMPARE(a.overlap, x <= 2.0);
        }
        // An unturned rect still has a numeric angle: 0.
        QVERIFY(!m.compile(QStringLiteral("function overlaps(a, b) { return b.angle === 0; }")));
        QVERIFY(m.overlaps(kCircle, ScriptShape::rect(0, 0, 1, 1)).overlap);
    }

    void syntaxErrorHasLineAndColumn() {
        const auto e = compileError(QStringLiteral("// a comment\nfunction overlaps(a, b) {\n"
                                                   "    return a.x +* 2;\n}\n"));
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Syntax);
        QCOMPARE(e->line, 3);
        QVERIFY(e->column > 0);
        QVERIFY(describe(*e).startsWith(QStringLiteral("line 3: syntax error: ")));
    }

    // An unclosed brace is reported by the engine at the end: on the last line of the source,
    // in words about the brace (not about what Overlap appends to find overlaps).
    void unclosedBraceIsOnTheLastLine() {
        const auto e = compileError(QStringLiteral("\n\nfunction overlaps(a, b) {\n"));
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Syntax);
        QCOMPARE(e->line, 4); // the empty line after the last newline
        QVERIFY2(e->message.contains(QLatin1Char('}')), qPrintable(e->message));
    }

    void exceptionsHaveTheirLine_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("TypeError") << QStringLiteral("function overlaps(a, b) {\n"
                                                     "    return b.corner.x > 0;\n}")
                                   << 2 << QStringLiteral("TypeError");
        QTest::newRow("Error in a helper")
            << QStringLiteral("function check(v) {\n  if (v) throw new Error('no');\n}\n"
                              "function overlaps(a, b) {\n  check(1);\n  return true;\n}")
            << 2 << QStringLiteral("Error: no");
        // A thrown number carries no line: the call is repeated for the engine's trace.
        QTest::newRow("thrown number")
            << QStringLiteral("function overlaps(a, b) {\n\n\n    throw 42;\n}") << 4
            << QStringLiteral("42");
    }
    void exceptionsHaveTheirLine() {
        QFETCH(QString, source);
        QFETCH(int, line);
        QFETCH(QString, message);
        const Answer a = answerOf(source);
        QVERIFY(a.error);
        QCOMPARE(a.error->kind, Kind::Exception);
        QCOMPARE(a.error->line, line);
        QVERIFY2(a.error->message.contains(message), qPrintable(a.error->message));
    }

    // Endless recursion ends in the engine's RangeError, told as a recursion of its own,
    // while a RangeError the script throws itself stays an exception.
    void endlessRecursionIsToldAsSuch() {
        const Answer a =
            answerOf(QStringLiteral("function overlaps(a, b) {\n    return overlaps(a, b);\n}"));
        QVERIFY(a.error);
        QCOMPARE(a.error->kind, Kind::Recursion);
        QVERIFY(a.error->line >= 1 && a.error->line <= 2);
        QVERIFY(describe(*a.error).contains(QStringLiteral("kept calling itself")));
        const Answer own = answerOf(
            QStringLiteral("function overlaps(a, b) { throw new RangeError('too far'); }"));
        QVERIFY(own.error);
        QCOMPARE(own.error->kind, Kind::Exception);
        QCOMPARE(own.error->message, QStringLiteral("RangeError: too far"));
    }

    // A huge thrown string is told cut short, not carried whole.
    void hugeThrownTextIsCutShort() {
        const Answer a =
            answerOf(QStringLiteral("function overlaps(a, b) { throw 'z'.repeat(1 << 22); }"));
        QVERIFY(a.error);
        QCOMPARE(a.error->kind, Kind::Exception);
        QCOMPARE(a.error->message, QString(500, QLatin1Char('z')) + QChar(0x2026));
    }

    // Thrown at the top level, a SyntaxError too, is an exception, not a parse error.
    void topLevelThrowIsAnException() {
        auto e = compileError(QStringLiteral("\nthrow new SyntaxError('mine');\n"));
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Exception);
        QCOMPARE(e->line, 2);
        QCOMPARE(e->message, QStringLiteral("SyntaxError: mine"));
        e = compileError(QStringLiteral("var x = 1;\nnull.f();\nfunction overlaps() {}"));
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Exception);
        QCOMPARE(e->line, 2);
    }

    void missingFunction_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("type");
        QTest::newRow("none") << QStringLiteral("function overlap(a, b) { return true; }")
                              << QStringLiteral("undefined");
        QTest::newRow("a number") << QStringLiteral("var overlaps = 3;")
                                  << QStringLiteral("number");
        QTest::newRow("an object")
            << QStringLiteral("var overlaps = {};") << QStringLiteral("object");
    }
    void missingFunction() {
        QFETCH(QString, source);
        QFETCH(QString, type);
        const auto e = compileError(source);
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Missing);
        QCOMPARE(e->valueType, type);
        LearnerMethod m;
        QVERIFY(m.compile(source));
        QVERIFY(!m.isCompiled());
        QCOMPARE(m.overlaps(kCircle, kRect).error->kind, Kind::Missing);
    }

    // Any way of defining it works: a declaration, a var, a let, a const arrow.
    void definitionsOfEveryKind() {
        for (const char* src :
             {"function overlaps(a, b) { return true; }",
              "var overlaps = function () { return true; };",
              "let overlaps = function () { return true; };", "const overlaps = (a, b) => true;"}) {
            const Answer a = answerOf(QString::fromLatin1(src));
            QVERIFY2(a.ok() && a.overlap, src);
        }
    }

    void nonBooleanSaysWhatItReturned_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("type");
        QTest::newRow("number") << "return 1;"
                                << "1"
                                << "number";
        QTest::newRow("string") << "return 'yes';"
                                << "\"yes\""
                                << "string";
        QTest::newRow("no return") << "var d = 1;"
                                   << "undefined"
                                   << "undefined";
        QTest::newRow("null") << "return null;"
                              << "null"
                              << "null";
        QTest::newRow("array") << "return [true];"
                               << "[\u2026]"
                               << "array";
        QTest::newRow("Boolean object") << "return new Boolean(true);"
                                        << "{\u2026}"
                                        << "object";
        // Saying what it returned runs none of its code.
        QTest::newRow("looping toString") << "return {toString: function () { for (;;) {} }};"
                                          << "{\u2026}"
                                          << "object";
    }
    void nonBooleanSaysWhatItReturned() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QFETCH(QString, type);
        const Answer a = answerOf(QStringLiteral("// overlaps(a, b) in a comment does not count\n\n"
                                                 "function overlaps(a, b) {\n    %1\n}")
                                      .arg(body));
        QVERIFY(a.error);
        QCOMPARE(a.error->kind, Kind::NotBoolean);
        QCOMPARE(a.error->message, message);
        QCOMPARE(a.error->valueType, type);
        QCOMPARE(a.error->line, 3); // where overlaps is defined
    }

    void describeInWords() {
        ScriptError e;
        e.kind = Kind::NotBoolean;
        e.message = QStringLiteral("1");
        e.valueType = QStringLiteral("number");
        e.line = 5;
        QCOMPARE(describe(e),
                 QStringLiteral("line 5: overlaps returned 1 (a number), not true or false"));
        e.message = e.valueType = QStringLiteral("undefined");
        QCOMPARE(describe(e), QStringLiteral("line 5: overlaps returned undefined, not true or "
                                             "false (a missing return?)"));
        e = {};
        e.kind = Kind::Timeout;
        e.limit = 800ms;
        QCOMPARE(
            describe(e),
            QStringLiteral("stopped after 800 ms: the script ran too long (an endless loop?)"));
    }

    // The watchdog stops an endless call within the call limit (and the watchdog's tick), in
    // every place a script can loop; the method answers again afterwards.
    void endlessLoopsAreStopped_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("atCompile");
        QTest::newRow("in the call")
            << QStringLiteral(
                   "function overlaps(a, b) {\n  if (a.r > 100) return true;\n  while (true) {}\n}")
            << false;
        QTest::newRow("at the top level")
            << QStringLiteral("for (;;) {}\nfunction overlaps(a, b) { return true; }") << true;
        QTest::newRow("catching the interrupt")
            << QStringLiteral("function overlaps(a, b) {\n  if (a.r > 100) return true;\n"
                              "  for (;;) { try { for (;;) {} } catch (e) {} }\n}")
            << false;
        QTest::newRow("in toString of what it throws")
            << QStringLiteral("function overlaps(a, b) {\n  if (a.r > 100) return true;\n"
                              "  throw { toString: function () { for (;;) {} } };\n}")
            << false;
        QTest::newRow("in a getter of its result")
            << QStringLiteral("function overlaps(a, b) {\n  if (a.r > 100) return true;\n"
                              "  throw Object.defineProperty(new Error('x'), 'lineNumber',\n"
                              "      { get: function () { for (;;) {} } });\n}")
            << false;
    }
    void endlessLoopsAreStopped() {
        QFETCH(QString, source);
        QFETCH(bool, atCompile);
        LearnerMethod m(300ms);
        QElapsedTimer timer;
        timer.start();
        std::optional<ScriptError> e = m.compile(source);
        if (!atCompile) {
            QVERIFY(!e);
            e = m.overlaps(kCircle, kRect).error;
        }
        const qint64 ms = timer.elapsed();
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Timeout);
        QCOMPARE(e->limit, 300ms);
        QVERIFY(!e->batchLimit);
        // Not before the limit; the upper bound only tells a stop from a hang, on a machine
        // as loaded as CI's (speed is the bench's business).
        QVERIFY2(ms >= 300 && ms < 10000, qPrintable(QString::number(ms)));
        if (!atCompile) { // still usable: a call that does not loop answers
            const Answer a = m.overlaps(ScriptShape::circle(0, 0, 1000), kRect);
            QVERIFY(a.ok());
            QVERIFY(a.overlap);
        }
    }

    // The default limit stops a loop within a second.
    void defaultLimitIsUnderASecond() {
        LearnerMethod m;
        QVERIFY(!m.compile(QStringLiteral("function overlaps(a, b) { while (true) {} }")));
        QElapsedTimer timer;
        timer.start();
        const std::optional<ScriptError> e = m.overlaps(kCircle, kRect).error;
        QVERIFY(e);
        QCOMPARE(e->kind, Kind::Timeout);
        QVERIFY(e->limit < 1000ms);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    }

    // In a batch the calls share one total: slow calls, each well under the call limit,
    // are stopped when together they pass it; the next batch starts afresh.
    void batchSharesOneTotal() {
        LearnerMethod m(500ms);
        QVERIFY(!m.compile(QStringLiteral(
            "function overlaps(a, b) {\n  var t = Date.now();\n  while (Date.now() - t < 20) {}\n"
            "  return true;\n}")));
        for (int round = 0; round < 2; ++round) {
            ScriptBatch batch(m, 200ms);
            QElapsedTimer timer;
            timer.start();
            int answered = 0;
            std::optional<ScriptError> e;
            while (!e && answered < 100) {
                const Answer a = m.overlaps(kCircle, kRect);
                e = a.error;
                answered += a.ok();
            }
            QVERIFY(e);
            QCOMPARE(e->kind, Kind::Timeout);
            QVERIFY(e->batchLimit);
            QCOMPARE(e->limit, 200ms);
            QVERIFY2(answered >= 5 && answered <= 10, qPrintable(QString::number(answered)));
            QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
            // Once the total is spent, every further call in the batch is refused at once.
            QCOMPARE(m.overlaps(kCircle, kRect).error->kind, Kind::Timeout);
        }
        QVERIFY(m.overlaps(kCircle, kRect).ok()); // outside a batch: the call limit only
    }

    // Nothing of the host: no files, network, processes, modules or Qt; and no Promise,
    // whose reactions would run later from the event loop, outside the watchdog.
    void sandboxHasNothingOfTheHost_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"readFile", "XMLHttpRequest", "Qt", "require", "print", "process",
                                 "module", "exports", "fetch", "WebSocket", "setTimeout", "Promise",
                                 "Atomics", "SharedArrayBuffer", "gc", "importScripts", "quit"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void sandboxHasNothingOfTheHost() {
        QFETCH(QString, name);
        // Looked up from the global object itself, which a function can always reach.
        const Answer a =
            answerOf(QStringLiteral("function overlaps(a, b) {\n"
                                    "  var g = Function('return this')();\n"
                                    "  return typeof %1 === 'undefined' && !('%1' in g);\n}")
                         .arg(name));
        QVERIFY2(a.ok(), a.error ? qPrintable(describe(*a.error)) : "");
        QVERIFY(a.overlap);
    }

    // Calling what is not there is an exception, not a way out.
    void hostCallsFail() {
        for (const char* body :
             {"return readFile('/etc/passwd').length > 0;",
              "var x = new XMLHttpRequest(); x.open('GET', 'file:///etc/passwd', false); "
              "return true;",
              "Qt.include('/etc/passwd'); return true;", "return require('fs') !== null;"}) {
            const Answer a =
                answerOf(QStringLiteral("function overlaps(a, b) { %1 }").arg(QLatin1String(body)));
            QVERIFY2(a.error && a.error->kind == Kind::Exception, body);
            QVERIFY2(a.error->message.startsWith(QStringLiteral("ReferenceError")), body);
        }
        // Modules cannot be imported, statically or dynamically.
        for (const char* src :
             {"import x from '/etc/passwd';\nfunction overlaps() { return true; }",
              "function overlaps() { import('/etc/passwd'); return true; }"}) {
            const auto e = compileError(QString::fromLatin1(src));
            QVERIFY2(e && e->kind == Kind::Syntax, src);
        }
    }

    // Each compile starts from a fresh engine: nothing of an earlier script is left.
    void compileStartsAfresh() {
        LearnerMethod m;
        QVERIFY(!m.compile(QStringLiteral("var helper = 1; function overlaps() { return true; }")));
        QVERIFY(!m.compile(QStringLiteral("function overlaps() { return helper === 1; }")));
        const Answer a = m.overlaps(kCircle, kRect);
        QVERIFY(a.error);
        QVERIFY(a.error->message.startsWith(QStringLiteral("ReferenceError")));
        // A failed compile leaves no method behind.
        QVERIFY(m.compile(QStringLiteral("function overlaps( {")));
        QVERIFY(!m.isCompiled());
    }

    void consoleIsKept() {
        LearnerMethod m;
        QVERIFY(!m.compile(QStringLiteral(
            "console.log('top', 1);\n"
            "function overlaps(a, b) { console.warn(a.type, {x: a.x}); return true; }")));
        for (int i = 0; i < 2; ++i)
            QVERIFY(m.overlaps(kCircle, kRect).ok());
        bool dropped = true;
        QCOMPARE(m.takeConsole(&dropped),
                 QStringList({"top 1", "circle {\"x\":1}", "circle {\"x\":1}"}));
        QVERIFY(!dropped);
        QCOMPARE(m.takeConsole(), QStringList()); // taken
        for (int i = 0; i < LearnerMethod::kConsoleLines + 5; ++i)
            QVERIFY(m.overlaps(kCircle, kRect).ok());
        QCOMPARE(m.takeConsole(&dropped).size(), LearnerMethod::kConsoleLines);
        QVERIFY(dropped);
    }

    // Thousands of calls take milliseconds: the function is looked up once and the shapes
    // are built inside the engine (some 1 µs a call here; the bound leaves room for a loaded
    // machine).
    void thousandsOfCallsAreFast() {
        LearnerMethod m;
        QVERIFY(!m.compile(QStringLiteral("function overlaps(a, b) {\n"
                                          "  var nx = Math.max(b.x, Math.min(a.x, b.x + b.w));\n"
                                          "  var ny = Math.max(b.y, Math.min(a.y, b.y + b.h));\n"
                                          "  var dx = a.x - nx, dy = a.y - ny;\n"
                                          "  return dx * dx + dy * dy <= a.r * a.r;\n}")));
        QElapsedTimer timer;
        timer.start();
        int yes = 0;
        {
            ScriptBatch batch(m, 5s);
            for (int i = 0; i < 20000; ++i) {
                const Answer a = m.overlaps(ScriptShape::circle(i % 13, i % 7, 2),
                                            ScriptShape::rect(3, 3, 4, 2));
                QVERIFY(a.ok());
                yes += a.overlap;
            }
        }
        const qint64 ms = timer.elapsed();
        QVERIFY2(ms < 10000, qPrintable(QString::number(ms))); // a hang, not a speed
        QVERIFY(yes > 0 && yes < 20000);
        qInfo("20000 calls in %lld ms", ms);
    }

    void definitionLineSkipsCommentsAndStrings() {
        using overlap::script::definitionLine;
        QCOMPARE(definitionLine(u"// function overlaps(a, b)\n/* overlaps = */\n"
                                u"var s = 'function overlaps';\nfunction  overlaps(a, b) {}",
                                u"overlaps"),
                 4);
        QCOMPARE(definitionLine(u"\nconst overlaps = (a, b) => true;", u"overlaps"), 2);
        QCOMPARE(definitionLine(u"if (overlaps == 1) {}\nvar overlaps = 2;", u"overlaps"), 2);
        QCOMPARE(definitionLine(u"var overlapsX = 1;", u"overlaps"), 0);
    }
};

} // namespace tst_script

#define OVERLAP_SUBJECT tst_script
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_script::TestScript)
#include "tst_script.moc"
