// --render's LESSON:STEP and the other forms: read by the parser, and run as the app, where
// a malformed or unknown request is an error with a message and a non-zero exit.

#include "app/launch/render_request.h"
#include "overlap_test_paths.h"

#include "support/app_run.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_render_request {

using namespace overlap::launch;

using Kind = RenderRequest::Kind;

class TestRenderRequest : public QObject {
    Q_OBJECT
    QTemporaryDir out_;

  private slots:
    // overlap --glossary --json: every symbol once, each glyph with one meaning, and where
    // it is used; a full disk is an error, not a silent cut.
    void glossaryAsJson() {
        QProcess p;
        p.start(QStringLiteral(OVERLAP_APP_PATH),
                {QStringLiteral("--glossary"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QJsonParseError error;
        const QJsonArray all = QJsonDocument::fromJson(p.readAllStandardOutput(), &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(all.size() > 40);
        QHash<QString, QString> meaningOf; // glyph -> symbol
        QSet<QString> used;
        for (const QJsonValue& v : all) {
            const QJsonObject e = v.toObject();
            const QString id = e.value("symbol").toString();
            for (const char* key : {"glyph", "en", "zh"})
                QVERIFY2(!e.value(key).toString().isEmpty(),
                         qPrintable(id + QLatin1Char(' ') + key));
            for (const char* key : {"glyph", "glyphZh"}) {
                const QString glyph = e.value(key).toString();
                QVERIFY2(!meaningOf.contains(glyph) || meaningOf[glyph] == id,
                         qPrintable(glyph + QStringLiteral(": ") + meaningOf[glyph] +
                                    QStringLiteral(" and ") + id));
                meaningOf[glyph] = id;
            }
            // Every symbol is taught somewhere: a branch the lesson's own scene does not take
            // (an edge region) or a pitfall's picture (box a) counts.
            QVERIFY2(!e.value("lessons").toArray().isEmpty(), qPrintable(id));
            for (const QJsonValue& lesson : e.value("lessons").toArray())
                used.insert(id + QLatin1Char('@') + lesson.toString());
        }
        QVERIFY(used.contains(QStringLiteral("cross.abs@circle-rect-nine-region")));
        QVERIFY(used.contains(QStringLiteral("bounding.box@rect-rect-sat")));
        QVERIFY(used.contains(QStringLiteral("nearest@circle-rect-clamp")));
        QVERIFY(used.contains(QStringLiteral("corner@circle-rect-nine-region")));
        QVERIFY(!used.contains(QStringLiteral("corner@circle-rect-clamp")));
        const overlap::test::AppRun bare = overlap::test::runApp({QStringLiteral("--json")});
        QCOMPARE(bare.code, 2);
        if (QFile::exists(QStringLiteral("/dev/full"))) {
            QProcess full;
            full.setStandardOutputFile(QStringLiteral("/dev/full"));
            full.start(QStringLiteral(OVERLAP_APP_PATH), {QStringLiteral("--glossary")});
            QVERIFY(full.waitForFinished(120000));
            QCOMPARE(full.exitCode(), 4);
            QVERIFY(QString::fromLocal8Bit(full.readAllStandardError()).contains("glossary"));
        }
    }

    void accepted_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("step");
        QTest::newRow("lesson") << "3" << int(Kind::Step) << "3" << 0;
        QTest::newRow("lesson:step") << "3:1" << int(Kind::Step) << "3" << 1;
        QTest::newRow("id:step") << "circle-rect:12" << int(Kind::Step) << "circle-rect" << 12;
        QTest::newRow("intro") << "3:intro" << int(Kind::Intro) << "3" << 0;
        QTest::newRow("compare") << "compare:a.x,b.y" << int(Kind::Compare) << "" << 0;
        QTest::newRow("pitfall") << "pitfall:circle-rect.x" << int(Kind::Pitfall) << "" << 0;
    }
    void accepted() {
        QFETCH(QString, value);
        QFETCH(int, kind);
        QFETCH(QString, lesson);
        QFETCH(int, step);
        QString why;
        const std::optional<RenderRequest> r = parseRenderRequest(value, &why);
        QVERIFY2(r, qPrintable(why));
        QCOMPARE(int(r->kind), kind);
        QCOMPARE(r->lesson, lesson);
        QCOMPARE(r->step, step);
        if (r->kind == Kind::Compare)
            QCOMPARE(r->methods, QStringList({QStringLiteral("a.x"), QStringLiteral("b.y")}));
        if (r->kind == Kind::Pitfall)
            QCOMPARE(r->pitfall, QStringLiteral("circle-rect.x"));
    }

    void refused_data() {
        QTest::addColumn<QString>("value");
        for (const char* bad : {"3:1:junk",
                                "3:intro:x",
                                "3:",
                                ":1",
                                ":",
                                "",
                                "3:junk",
                                "3:0",
                                "3:-1",
                                "3:+1",
                                "3: 1",
                                "3:1.",
                                "3:.5",
                                "3:1.5.1",
                                "3:1.x",
                                "3:1.-5",
                                "3:1.1234567",
                                "3:0.5",
                                "3:99999999999999999999",
                                "3::1",
                                "compare:",
                                "compare:a,,b",
                                "pitfall:"})
            QTest::newRow(*bad ? bad : "(empty)") << QString::fromLatin1(bad);
    }
    void refused() {
        QFETCH(QString, value);
        QString why;
        QVERIFY(!parseRenderRequest(value, &why));
        QVERIFY2(why.startsWith(QLatin1String("--render")), qPrintable(why));
    }

    // As the app: each refusal says why and exits with 2 before anything is drawn.
    void theAppRefusesMalformedRequests_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("extra part") << "3:1:junk"
                                    << "--render takes LESSON";
        QTest::newRow("not a number") << "3:junk"
                                      << "--render takes LESSON";
        QTest::newRow("step 0") << "3:0"
                                << "--render takes LESSON";
        QTest::newRow("negative") << "3:-2"
                                  << "--render takes LESSON";
        QTest::newRow("empty step") << "3:"
                                    << "--render takes LESSON";
        QTest::newRow("empty lesson") << ":2"
                                      << "--render takes LESSON";
        QTest::newRow("huge") << "3:4000000000"
                              << "--render takes LESSON";
        QTest::newRow("past the last") << "3:999"
                                       << "step must be 1 to";
        QTest::newRow("unknown lesson") << "no-such-lesson:1"
                                        << "no lesson no-such-lesson";
        QTest::newRow("unknown section") << "99"
                                         << "no lesson 99";
        QTest::newRow("signed section") << "+3:1"
                                        << "no lesson +3";
    }
    void theAppRefusesMalformedRequests() {
        QFETCH(QString, value);
        QFETCH(QString, says);
        const QString file = out_.filePath(QStringLiteral("bad.png"));
        const overlap::test::AppRun r = overlap::test::runApp(
            {QStringLiteral("--render"), value, QStringLiteral("--out"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(file));
    }

    // STEP.FRACTION: a frame of the transition to the next step; .0 is the step itself.
    void aFractionIsAFrameOfTheTransition() {
        QString why;
        const std::optional<RenderRequest> r = parseRenderRequest(QStringLiteral("7:3.25"), &why);
        QVERIFY2(r, qPrintable(why));
        QCOMPARE(r->step, 3);
        QCOMPARE(r->fraction, 0.25);
        QCOMPARE(parseRenderRequest(QStringLiteral("7:3.0"), &why)->fraction, 0.0);
        QCOMPARE(parseRenderRequest(QStringLiteral("7:3"), &why)->fraction, 0.0);
        // As the app: 7:2.0 is byte for byte 7:2; halfway through the turn back differs from
        // both ends.
        QByteArray bytes[4];
        const char* values[4] = {"7:2", "7:2.0", "7:2.5", "7:3"};
        for (int i = 0; i < 4; ++i) {
            const QString file = out_.filePath(QStringLiteral("frame%1.png").arg(i));
            const overlap::test::AppRun run =
                overlap::test::runApp({QStringLiteral("--render"), QString::fromLatin1(values[i]),
                                       QStringLiteral("--size"), QStringLiteral("400x300"),
                                       QStringLiteral("--out"), file});
            QVERIFY2(run.code == 0, qPrintable(run.err));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            bytes[i] = f.readAll();
        }
        QCOMPARE(bytes[0], bytes[1]);
        QVERIFY(bytes[2] != bytes[0] && bytes[2] != bytes[3]);
    }

    // --frames: a lesson's animation as numbered frames, each step held for a second of
    // frames and each motion played at the rate; the first frame is the first step's picture.
    void framesWriteALessonsAnimation() {
        const QString dir = out_.filePath(QStringLiteral("frames"));
        const overlap::test::AppRun run = overlap::test::runApp(
            {QStringLiteral("--frames"), dir, QStringLiteral("--lesson"), QStringLiteral("3"),
             QStringLiteral("--fps"), QStringLiteral("4"), QStringLiteral("--size"),
             QStringLiteral("400x300")});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        // Lesson 3: seven steps held 4 frames each; two motions (N sliding into the bands, a
        // sliding to touching) of round(4 × 0.6) = 2 parts, one frame between.
        const QStringList frames =
            QDir(dir).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(frames.size(), 7 * 4 + 2);
        QCOMPARE(frames.front(), QStringLiteral("frame-0001.png"));
        const QString still = out_.filePath(QStringLiteral("still.png"));
        QCOMPARE(overlap::test::runApp({QStringLiteral("--render"), QStringLiteral("3:1"),
                                        QStringLiteral("--size"), QStringLiteral("400x300"),
                                        QStringLiteral("--out"), still})
                     .code,
                 0);
        QFile a(QDir(dir).filePath(frames.front())), b(still);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
        // Refused before anything is written: no lesson, a bad rate.
        for (const QStringList& bad :
             {QStringList{QStringLiteral("--frames"), dir + QStringLiteral("2")},
              QStringList{QStringLiteral("--frames"), dir + QStringLiteral("2"),
                          QStringLiteral("--lesson"), QStringLiteral("99")},
              QStringList{QStringLiteral("--frames"), dir + QStringLiteral("2"),
                          QStringLiteral("--lesson"), QStringLiteral("3"), QStringLiteral("--fps"),
                          QStringLiteral("0")}}) {
            const overlap::test::AppRun r = overlap::test::runApp(bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
        QVERIFY(!QDir(dir + QStringLiteral("2")).exists());
        // A folder that cannot be made (under a file) is said, with exit 1.
        const overlap::test::AppRun blocked =
            overlap::test::runApp({QStringLiteral("--frames"), still + QStringLiteral("/sub"),
                                   QStringLiteral("--lesson"), QStringLiteral("3")});
        QCOMPARE(blocked.code, 1);
        QVERIFY2(blocked.err.contains(QLatin1String("cannot create")), qPrintable(blocked.err));
    }

    void theAppDrawsWellFormedRequests() {
        for (const QString& value : {QStringLiteral("3:1"), QStringLiteral("3")}) {
            const QString file = out_.filePath(QStringLiteral("good.png"));
            const overlap::test::AppRun r =
                overlap::test::runApp({QStringLiteral("--render"), value, QStringLiteral("--size"),
                                       QStringLiteral("400x300"), QStringLiteral("--out"), file});
            QVERIFY2(r.code == 0, qPrintable(value + r.err));
            QCOMPARE(QImage(file).size(), QSize(400, 300));
            QFile::remove(file);
        }
    }

    // --highlight lights a symbol in a lesson's picture or in a window of lessons or
    // compare; anywhere else it is refused, and so is an unknown symbol.
    void highlightGoesWithAStepOrAWindow() {
        const QString file = out_.filePath(QStringLiteral("lit.png"));
        const QList<QStringList> good{
            {QStringLiteral("--render"), QStringLiteral("4"), QStringLiteral("--size"),
             QStringLiteral("400x300")},
            {QStringLiteral("--screenshot"), file, QStringLiteral("--lesson"), QStringLiteral("4"),
             QStringLiteral("--step"), QStringLiteral("5")},
            {QStringLiteral("--screenshot"), file, QStringLiteral("--mode"),
             QStringLiteral("compare"), QStringLiteral("--lesson"), QStringLiteral("3")}};
        for (QStringList args : good) {
            if (args.front() == QLatin1String("--render"))
                args << QStringLiteral("--out") << file;
            args << QStringLiteral("--highlight") << QStringLiteral("nearest");
            const overlap::test::AppRun r = overlap::test::runApp(args);
            QVERIFY2(r.code == 0, qPrintable(args.join(QLatin1Char(' ')) + r.err));
            QVERIFY(QFile::exists(file));
            QFile::remove(file);
        }
        const overlap::test::AppRun pitfalls = overlap::test::runApp(
            {QStringLiteral("--screenshot"), file, QStringLiteral("--mode"),
             QStringLiteral("pitfalls"), QStringLiteral("--highlight"), QStringLiteral("nearest")});
        QCOMPARE(pitfalls.code, 2);
        QVERIFY2(pitfalls.err.contains(QLatin1String("--highlight goes with")),
                 qPrintable(pitfalls.err));
        const overlap::test::AppRun unknown = overlap::test::runApp(
            {QStringLiteral("--screenshot"), file, QStringLiteral("--highlight"),
             QStringLiteral("no-such-symbol")});
        QCOMPARE(unknown.code, 2);
        QVERIFY(!QFile::exists(file));
    }

    // --exercise opens one of the lesson's exercises: two exercises are two pictures (their
    // scenes and prompts differ); an unknown one, or one outside lessons mode, is refused.
    void exerciseOpensInTheWindowPicture() {
        QList<QImage> pictures;
        for (const char* id : {"square-corners", "through-unseen"}) {
            const QString file = out_.filePath(QStringLiteral("%1.png").arg(QLatin1String(id)));
            const overlap::test::AppRun r = overlap::test::runApp(
                {QStringLiteral("--screenshot"), file, QStringLiteral("--lesson"),
                 QStringLiteral("9"), QStringLiteral("--exercise"), QLatin1String(id)});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            pictures << QImage(file);
            QVERIFY(!pictures.back().isNull());
        }
        QVERIFY(pictures[0] != pictures[1]);
        const QString file = out_.filePath(QStringLiteral("none.png"));
        const overlap::test::AppRun unknown = overlap::test::runApp(
            {QStringLiteral("--screenshot"), file, QStringLiteral("--lesson"), QStringLiteral("9"),
             QStringLiteral("--exercise"), QStringLiteral("no-such")});
        QVERIFY(unknown.code != 0);
        QVERIFY2(unknown.err.contains(QLatin1String("its exercises: just-touch-moving")),
                 qPrintable(unknown.err));
        const overlap::test::AppRun compare = overlap::test::runApp(
            {QStringLiteral("--screenshot"), file, QStringLiteral("--mode"),
             QStringLiteral("compare"), QStringLiteral("--lesson"), QStringLiteral("9"),
             QStringLiteral("--exercise"), QStringLiteral("square-corners")});
        QVERIFY(compare.code != 0);
        QVERIFY2(compare.err.contains(QLatin1String("--exercise applies to --mode lessons")),
                 qPrintable(compare.err));
        QVERIFY(!QFile::exists(file));
    }
};

} // namespace tst_render_request

#define OVERLAP_SUBJECT tst_render_request
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_render_request::TestRenderRequest)
#include "tst_render_request.moc"
