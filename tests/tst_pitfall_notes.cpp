// The pitfall gallery: every pitfall of the core has one note, whose counterexample the
// pitfall gets wrong and every correct method of its pair gets right, with its text in
// English and Chinese; and the loader names what is wrong in a malformed file.

#include "app/lessons/lesson_loader.h"
#include "app/lessons/pitfall_notes.h"
#include "core/algorithms.h"
#include "overlap_test_paths.h"

#include <QRegularExpression>
#include <QtTest>

#include <cmath>

namespace tst_pitfall_notes {

using namespace overlap;
using namespace overlap::lessons;

namespace {

QString notesFile() {
    return QStringLiteral(OVERLAP_LESSONS_DIR "/pitfalls/pitfalls.json");
}

QList<PitfallNote> loadAll() {
    auto loaded = loadPitfallNotes(notesFile());
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<PitfallNote>>(loaded);
}

QString qid(std::string_view id) {
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

bool verdict(const Algorithm& alg, const PitfallNote& n) {
    const Outcome out =
        runAlgorithm(alg, n.scene.a, n.scene.b, n.scene.touching, nullptr, n.scene.motion);
    if (!out.ok())
        qFatal("%s on %s: %s", alg.id.data(), qPrintable(n.id), out.error.c_str());
    return out.result.overlap;
}

bool hasCjk(const QString& text) {
    for (const QChar ch : text)
        if (ch.unicode() >= 0x4E00 && ch.unicode() <= 0x9FFF)
            return true;
    return false;
}

// Sentences of English text: a full stop, ! or ? followed by a space or the end (so not
// the point of 6.1e-17).
int sentences(const QString& en) {
    static const QRegularExpression end(QStringLiteral("[.!?](\\s|$)"));
    return int(en.count(end));
}

// A coordinate or size a learner can read off the picture: a whole number (or a half, for
// a turned rect's centre and half extents) no larger than 20.
bool small(double v, double step = 1.0) {
    return std::abs(v) <= 20 && std::fmod(v, step) == 0;
}

// "(x, y)", as the text writes a point (a minus sign, not a hyphen).
QString pointText(Vec2 p) {
    return QStringLiteral("(%1, %2)").arg(p.x).arg(p.y).replace(QLatin1Char('-'), QChar(0x2212));
}

// Every method row: those of shapes standing still, then the moving ones.
std::vector<Algorithm> everyRow() {
    std::vector<Algorithm> rows(algorithms().begin(), algorithms().end());
    rows.insert(rows.end(), movingMethods().begin(), movingMethods().end());
    return rows;
}

// A valid document of one note, for the malformed corpus to break.
const QByteArray kValid = R"({"version": 1, "pitfalls": [{
    "id": "pitfall.clamp-y-typo",
    "a": {"type": "circle", "x": 3, "y": 11, "r": 2},
    "b": {"type": "rect", "x": 0, "y": 0, "w": 10, "h": 6},
    "touching": "counts",
    "title": {"en": "T", "zh": "标题"},
    "wrong": {"en": "W", "zh": "错在哪里"},
    "avoid": {"en": "A", "zh": "怎么避免"}}]})";

QByteArray with(const char* from, const char* to) {
    QByteArray out = kValid;
    if (!out.contains(from))
        qFatal("the valid document has no %s", from);
    return out.replace(from, to);
}

// The valid note three times, with ids the core accepts together (the shapes fit every
// circle-rect pitfall only by chance, so the counterexample check is what stops them).
QByteArray threeNotes(const QByteArray& third) {
    const qsizetype open = kValid.indexOf('[') + 1, close = kValid.lastIndexOf(']');
    const QByteArray note = kValid.mid(open, close - open);
    QByteArray second = note;
    second.replace("pitfall.clamp-y-typo", "pitfall.nine-region-signed-distance");
    second.replace(R"("x": 3, "y": 11)", R"("x": 16, "y": 3)");
    return kValid.left(open) + note + "," + second + "," + third + kValid.mid(close);
}

} // namespace

class TestPitfallNotes : public QObject {
    Q_OBJECT
  private slots:
    void fileLoads() {
        const QList<PitfallNote> notes = loadAll();
        QVERIFY(!notes.isEmpty());
    }

    // One note per pitfall of the core, no more, and its correct method from the table.
    void everyPitfallHasExactlyOneNote() {
        const QList<PitfallNote> notes = loadAll();
        int pitfalls = 0;
        for (const Algorithm& alg : everyRow()) {
            if (!alg.pitfall)
                continue;
            ++pitfalls;
            const QString id = qid(alg.id);
            int found = 0;
            for (const PitfallNote& n : notes)
                if (n.id == id) {
                    ++found;
                    QCOMPARE(n.correct, qid(alg.correct));
                }
            QVERIFY2(found == 1, qPrintable(QStringLiteral("%1: %2 notes").arg(id).arg(found)));
        }
        QCOMPARE(notes.size(), pitfalls);
    }

    // The pitfall disagrees with its correct method under the note's policy, and it is the
    // pitfall that is wrong: every correct method of the same pair agrees with the correct
    // one.
    void counterexampleShowsTheMistake() {
        for (const PitfallNote& n : loadAll()) {
            const Algorithm& pitfall = *findAlgorithm(n.id.toStdString());
            const Algorithm& correct = *findAlgorithm(n.correct.toStdString());
            const bool truth = verdict(correct, n);
            QVERIFY2(verdict(pitfall, n) != truth, qPrintable(n.id));
            int witnesses = 0;
            const bool moving = !pitfall.swept.empty();
            for (const Algorithm& other : everyRow())
                if (!other.pitfall && other.pair == pitfall.pair && other.swept.empty() != moving) {
                    ++witnesses;
                    QVERIFY2(verdict(other, n) == truth,
                             qPrintable(n.id + QStringLiteral(": ") + qid(other.id)));
                }
            // Two turned rects have one correct method, the SAT, and each moving pair its swept
            // test; every other pair has two.
            QVERIFY(witnesses >= (pitfall.pair == Pair::RotatedRects || moving ? 1 : 2));
        }
    }

    // Small whole numbers a learner can read off the picture, shapes of a visible size.
    void counterexamplesAreSmall() {
        for (const PitfallNote& n : loadAll())
            for (const Shape& s : {n.scene.a, n.scene.b}) {
                bool ok = false;
                if (const auto* c = std::get_if<Circle>(&s))
                    ok = small(c->c.x) && small(c->c.y) && small(c->r) && c->r >= 1;
                else if (const auto* r = std::get_if<Rect>(&s))
                    ok = small(r->min.x) && small(r->min.y) && small(r->max.x) && small(r->max.y) &&
                         r->max.x - r->min.x >= 2 && r->max.y - r->min.y >= 2;
                else if (const auto* t = std::get_if<RotatedRect>(&s))
                    ok = small(t->c.x, 0.5) && small(t->c.y, 0.5) && small(t->half.x, 0.5) &&
                         small(t->half.y, 0.5) && t->half.x >= 1 && t->half.y >= 1 &&
                         t->angleDeg == std::round(t->angleDeg) && std::abs(t->angleDeg) <= 360;
                QVERIFY2(ok, qPrintable(n.id));
            }
    }

    void textInBothLanguages() {
        QSet<QString> titles;
        for (const PitfallNote& n : loadAll()) {
            for (const Localized* text : {&n.title, &n.wrong, &n.avoid})
                for (const QString& lang : languages()) {
                    QVERIFY2(!text->value(lang).trimmed().isEmpty(), qPrintable(n.id + lang));
                    QVERIFY2(hasCjk(text->value(lang)) == (lang == QLatin1String("zh")),
                             qPrintable(n.id + QStringLiteral(" [") + lang + QLatin1Char(']')));
                    if (n.title.value(lang) == text->value(lang))
                        QVERIFY2(!titles.contains(lang + text->value(lang)), qPrintable(n.id));
                }
            for (const QString& lang : languages())
                titles.insert(lang + n.title.value(lang));
            const int wrong = sentences(n.wrong.value(QStringLiteral("en")));
            const int avoid = sentences(n.avoid.value(QStringLiteral("en")));
            QVERIFY2(wrong >= 2 && wrong <= 3, qPrintable(n.id + QStringLiteral(" wrong")));
            QVERIFY2(avoid >= 1 && avoid <= 2, qPrintable(n.id + QStringLiteral(" avoid")));
        }
    }

    // What went wrong is told on this counterexample: the text names the centre of shape a
    // (the circle, or rect a) in both languages, so it cannot drift from the shapes unnoticed.
    void wrongTextNamesTheCounterexample() {
        for (const PitfallNote& n : loadAll()) {
            const Algorithm* pitfall = findAlgorithm(n.id.toStdString());
            // Two rects have no circle: rect a is the one named.
            const bool rects =
                pitfall->pair == Pair::RotatedRects || pitfall->pair == Pair::RectRect;
            QVERIFY2(rects || std::holds_alternative<Circle>(n.scene.a),
                     qPrintable(n.id + QStringLiteral(": shape a is the circle")));
            Vec2 centre;
            if (const auto* c = std::get_if<Circle>(&n.scene.a))
                centre = c->c;
            else if (const auto* r = std::get_if<Rect>(&n.scene.a))
                centre = 0.5 * (r->min + r->max);
            else
                centre = std::get<RotatedRect>(n.scene.a).c;
            for (const QString& lang : languages())
                QVERIFY2(n.wrong.value(lang).contains(pointText(centre)),
                         qPrintable(n.id + QStringLiteral(" [") + lang + QStringLiteral("] ") +
                                    pointText(centre)));
        }
    }

    // The gallery's subfolder keeps it out of the lessons.
    void galleryIsNotALesson() {
        auto lessons = loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
        if (auto* why = std::get_if<QString>(&lessons))
            QFAIL(qPrintable(*why));
        for (const Lesson& l : std::get<QList<Lesson>>(lessons))
            QVERIFY(!l.id.startsWith(QLatin1String("pitfall")));
    }

    void loadNamesTheFile() {
        const auto missing = loadPitfallNotes(QStringLiteral("/nonexistent/notes.json"));
        QVERIFY(std::holds_alternative<QString>(missing));
        QVERIFY(std::get<QString>(missing).startsWith(QLatin1String("notes.json: ")));
    }

    void malformedNotesAreNamed_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("valid") << kValid << "";
        QTest::newRow("three valid")
            << threeNotes(with("pitfall.clamp-y-typo", "pitfall.nine-region-y-down-order")
                              .replace(R"("x": 3, "y": 11)", R"("x": 5, "y": 3)")
                              .mid(kValid.indexOf('[') + 1)
                              .chopped(2))
            << "";

        // Not a document of notes at all.
        QTest::newRow("empty") << QByteArray() << "not JSON";
        QTest::newRow("truncated") << kValid.left(kValid.size() / 2) << "not JSON";
        QTest::newRow("trailing comma") << with("}}]}", "}},]}") << "not JSON";
        QTest::newRow("bare NaN") << with(R"("r": 2)", R"("r": NaN)") << "not JSON";
        QTest::newRow("array root") << QByteArray("[" + kValid + "]") << "expected a JSON object";
        QTest::newRow("string root") << QByteArray(R"("pitfalls")") << "JSON";
        // A character cut short: its byte, line and column are named.
        QTest::newRow("invalid UTF-8")
            << with("\"zh\": \"\xE6\xA0\x87", "\"zh\": \"\xE6\xA0x")
            << "line 6, column 33: invalid UTF-8: byte 0xE6 is not followed by 2 continuation "
               "bytes (byte 3 is 0x78)";

        // The envelope.
        QTest::newRow("version 2") << with(R"("version": 1)", R"("version": 2)")
                                   << "version: unknown version 2, expected 1";
        QTest::newRow("version 1.5")
            << with(R"("version": 1)", R"("version": 1.5)") << "version: unknown version 1.5";
        QTest::newRow("version as text")
            << with(R"("version": 1)", R"("version": "1")") << "version: expected the number 1";
        QTest::newRow("no version") << with(R"("version": 1, )", "") << "version: missing";
        QTest::newRow("unknown root key")
            << with(R"("version": 1,)", R"("version": 1, "comment": "x",)")
            << "comment: unknown key";
        QTest::newRow("list misspelt")
            << with(R"("pitfalls")", R"("pitfall")") << "pitfall: unknown key";
        QTest::newRow("no list") << QByteArray(R"({"version": 1})")
                                 << "pitfalls: expected a non-empty list";
        QTest::newRow("empty list") << QByteArray(R"({"version": 1, "pitfalls": []})")
                                    << "pitfalls: expected a non-empty list";
        QTest::newRow("list is an object")
            << QByteArray(R"({"version": 1, "pitfalls": {}})") << "pitfalls: expected";
        QTest::newRow("note is a string")
            << QByteArray(R"({"version": 1, "pitfalls": ["pitfall.clamp-y-typo"]})")
            << "pitfalls[0]: expected an object";

        // Ids.
        QTest::newRow("no id") << with(R"("id": "pitfall.clamp-y-typo",)", "")
                               << "pitfalls[0].id: expected a non-empty string";
        QTest::newRow("unknown id") << with("pitfall.clamp-y-typo", "pitfall.clamp-x-typo")
                                    << "pitfalls[0].id: unknown id \"pitfall.clamp-x-typo\"";
        QTest::newRow("correct method")
            << with("pitfall.clamp-y-typo", "circle-rect.clamp")
            << "pitfalls[0].id: \"circle-rect.clamp\" is a correct method, not a pitfall";
        QTest::newRow("duplicate id")
            << threeNotes(kValid.mid(kValid.indexOf('[') + 1).chopped(2))
            << "pitfalls[2].id: duplicate id \"pitfall.clamp-y-typo\", already in pitfalls[0]";
        QTest::newRow("unknown note key")
            << with(R"("avoid":)", R"("avoids":)") << "pitfalls[0].avoids: unknown key";

        // The move: a moving pitfall's, and only a moving one's.
        QTest::newRow("a move for shapes standing still")
            << with(R"("touching":)", R"("motion": [1, 0], "touching":)")
            << "pitfalls[0].motion: \"pitfall.clamp-y-typo\" tests shapes standing still";
        QTest::newRow("a moving pitfall without its move")
            << with("pitfall.clamp-y-typo", "pitfall.frames-only")
            << "pitfalls[0].motion: \"pitfall.frames-only\" tests a moving shape";
        QTest::newRow("a move that is not two numbers")
            << with(R"("touching":)", R"("motion": [1, "0"], "touching":)")
            << "pitfalls[0].motion: expected [dx, dy], two finite numbers";

        // Shapes.
        QTest::newRow("negative radius") << with(R"("r": 2)", R"("r": -2)")
                                         << "line 3, column 51: pitfalls[0].a.r is negative (-2)";
        QTest::newRow("radius NaN as text")
            << with(R"("r": 2)", R"("r": "NaN")") << "pitfalls[0].a.r: expected a number";
        QTest::newRow("x Infinity as text")
            << with(R"("x": 3)", R"("x": "Infinity")") << "pitfalls[0].a.x: expected a number";
        QTest::newRow("number out of range")
            << with(R"("x": 3)", R"("x": 1e999)")
            << "not JSON at line 3, column 34: the number 1e999 is out of the range of a double";
        QTest::newRow("a key twice in a shape")
            << with(R"("x": 3, "y": 11)", R"("x": 3, "x": 4, "y": 11)")
            << "not JSON at line 3, column 37: duplicate key \"x\" in one object";
        QTest::newRow("a key twice in a note")
            << with(R"("touching": "counts",)", R"("touching": "counts", "touching": "separate",)")
            << "not JSON at line 5, column 27: duplicate key \"touching\" in one object";
        QTest::newRow("unknown key in a shape")
            << with(R"("w": 10)", R"("w": 10, "r": 1)")
            << "line 4, column 57: pitfalls[0].b: unknown key \"r\" (a rect has type, x, y, w, h "
               "and an optional angle)";
        QTest::newRow("no width") << with(R"(, "w": 10)", "")
                                  << "line 4, column 10: pitfalls[0].b.w is missing";
        QTest::newRow("negative height") << with(R"("h": 6)", R"("h": -6)")
                                         << "line 4, column 57: pitfalls[0].b.h is negative (-6)";
        QTest::newRow("edge beyond the largest double")
            << with(R"("x": 0, "y": 0, "w": 10)", R"("x": 1.7e308, "y": 0, "w": 1.7e308)")
            << "pitfalls[0].b: rect x + w is beyond the largest double";
        QTest::newRow("unknown shape")
            << with(R"("type": "circle")", R"("type": "disc")") << "pitfalls[0].a.type: expected";
        QTest::newRow("no shape b")
            << with(R"("b": {"type": "rect", "x": 0, "y": 0, "w": 10, "h": 6},)", "")
            << "pitfalls[0].b: expected a shape object";
        QTest::newRow("shapes the pitfall does not take")
            << with(R"("type": "rect", "x": 0, "y": 0, "w": 10, "h": 6)",
                    R"("type": "circle", "x": 0, "y": 0, "r": 6)")
            << "pitfalls[0]: \"pitfall.clamp-y-typo\" does not take shapes a and b";
        QTest::newRow("rotated rect for an axis-aligned pitfall")
            << with(R"("h": 6})", R"("h": 6, "angle": 30})") << "does not take shapes a and b";
        QTest::newRow("not a counterexample")
            << with(R"("x": 3, "y": 11)", R"("x": 8, "y": 11)")
            << "pitfalls[0]: not a counterexample: \"pitfall.clamp-y-typo\" and "
               "\"circle-rect.clamp\" both say apart with touching counts";

        // The policy and the text.
        QTest::newRow("no policy")
            << with(R"("touching": "counts",)", "") << "pitfalls[0].touching: expected";
        QTest::newRow("unknown policy")
            << with(R"("touching": "counts")", R"("touching": "sometimes")")
            << "pitfalls[0].touching: expected \"counts\" or \"separate\"";
        QTest::newRow("no Chinese") << with(R"("zh": "错在哪里")", R"("zz": "错在哪里")")
                                    << "pitfalls[0].wrong: no \"zh\" text";
        QTest::newRow("blank English")
            << with(R"("en": "T")", R"("en": "  ")") << "pitfalls[0].title: no \"en\" text";
        QTest::newRow("text not localized")
            << with(R"("avoid": {"en": "A", "zh": "怎么避免"})", R"("avoid": "A")")
            << "pitfalls[0].avoid: expected an object with \"en\" and \"zh\"";
        QTest::newRow("no avoid") << with(R"(,
    "avoid": {"en": "A", "zh": "怎么避免"})",
                                          "")
                                  << "pitfalls[0].avoid: expected an object";
        QTest::newRow("third note without Chinese")
            << threeNotes(with("pitfall.clamp-y-typo", "pitfall.nine-region-y-down-order")
                              .replace(R"("x": 3, "y": 11)", R"("x": 5, "y": 3)")
                              .replace(R"("zh": "错在哪里")", R"("zh": "")")
                              .mid(kValid.indexOf('[') + 1)
                              .chopped(2))
            << "pitfalls[2].wrong: no \"zh\" text";
    }
    void malformedNotesAreNamed() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const auto parsed = parsePitfallNotes(json);
        if (mentions.isEmpty()) {
            if (auto* why = std::get_if<QString>(&parsed))
                QFAIL(qPrintable(*why));
            return;
        }
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY2(std::get<QString>(parsed).contains(mentions),
                 qPrintable(std::get<QString>(parsed)));
    }
};

} // namespace tst_pitfall_notes

#define OVERLAP_SUBJECT tst_pitfall_notes
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_pitfall_notes::TestPitfallNotes)
#include "tst_pitfall_notes.moc"
