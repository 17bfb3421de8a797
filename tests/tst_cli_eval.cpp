#include "overlap_test_paths.h"
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below,
// so it skips the standard and project headers and the helpers.
#ifndef Q_MOC_RUN
#include "app/cli/commands.h"
#include "app/cli/json_value.h"
#include "app/cli/json_write.h"
#include "core/algorithms.h"
#include "tests/support/tie_scenes.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>
#endif

namespace tst_cli_eval {

#ifndef Q_MOC_RUN
namespace {

struct Run {
    int status = -1;
    std::vector<std::string> lines; // standard output, split at '\n'
    std::string err;
};

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

Run runEvalOn(const std::string& input, const std::vector<std::string>& args = {}) {
    std::istringstream in(input);
    std::ostringstream out, err;
    Run r;
    r.status = overlap::cli::runEval(args, in, out, err);
    r.lines = splitLines(out.str());
    r.err = err.str();
    return r;
}

// Output lines are checked with Qt's JSON parser, independent of the one under test.
QJsonObject parsed(const std::string& line) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not a JSON object: %s", line.c_str());
        return {};
    }
    return doc.object();
}

std::string circle(double x, double y, double r) {
    using overlap::cli::jsonNumber;
    return R"({"type":"circle","x":)" + jsonNumber(x) + R"(,"y":)" + jsonNumber(y) + R"(,"r":)" +
           jsonNumber(r) + "}";
}

std::string rect(double x, double y, double w, double h, const char* angle = nullptr) {
    using overlap::cli::jsonNumber;
    std::string s = R"({"type":"rect","x":)" + jsonNumber(x) + R"(,"y":)" + jsonNumber(y) +
                    R"(,"w":)" + jsonNumber(w) + R"(,"h":)" + jsonNumber(h);
    if (angle)
        s += std::string(R"(,"angle":)") + angle;
    return s + "}";
}

std::string caseLine(const std::string& a, const std::string& b, const std::string& id = {}) {
    std::string s = "{";
    if (!id.empty())
        s += R"("id":")" + id + R"(",)";
    return s + R"("a":)" + a + R"(,"b":)" + b + "}";
}

// A valid case whose answer is easy to recognise around a bad line.
const std::string kGood = caseLine(circle(0, 0, 1), circle(3, 0, 1), "good");

QString idOf(const overlap::Algorithm& a) {
    return QString::fromUtf8(a.id.data(), qsizetype(a.id.size()));
}

// The table's correct methods of these pairs, in table order: the keys of an answer for a
// case whose shapes those pairs take (a plain rect can stand for a turned one, and a right
// angle leaves a rect axis-aligned). Read from the table, so a method added there is
// expected here too.
QStringList idsOf(std::initializer_list<overlap::Pair> pairs) {
    QStringList ids;
    for (const overlap::Algorithm& a : overlap::algorithms())
        if (!a.pitfall && std::find(pairs.begin(), pairs.end(), a.pair) != pairs.end())
            ids << idOf(a);
    return ids;
}

const QStringList kCircleRectIds =
    idsOf({overlap::Pair::CircleRect, overlap::Pair::CircleRotatedRect});
const QStringList kCircleRotatedIds = idsOf({overlap::Pair::CircleRotatedRect});
const QStringList kCircleCircleIds = idsOf({overlap::Pair::CircleCircle});
const QStringList kRectRectIds = idsOf({overlap::Pair::RectRect, overlap::Pair::RotatedRects});

// Every verdict key of an answer, in order, without "id".
QStringList verdictKeys(const std::string& line) {
    // QJsonObject sorts its keys, so the order is read from the text itself.
    QStringList keys;
    const QJsonObject o = parsed(line);
    const QString text = QString::fromStdString(line);
    std::vector<std::pair<qsizetype, QString>> at;
    for (const QString& k : o.keys())
        if (k != "id")
            at.emplace_back(text.indexOf('"' + k + "\":"), k);
    std::sort(at.begin(), at.end());
    for (const auto& [pos, k] : at)
        keys << k;
    return keys;
}

// All verdicts of an answer equal `expected`, and there is at least one.
bool allVerdicts(const std::string& line, bool expected) {
    const QJsonObject o = parsed(line);
    int n = 0;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == "id")
            continue;
        if (!it.value().isBool() || it.value().toBool() != expected)
            return false;
        ++n;
    }
    return n > 0;
}

std::uint64_t bitsOf(double d) {
    return std::bit_cast<std::uint64_t>(d);
}

} // namespace
#endif

class TestCliEval : public QObject {
    Q_OBJECT

  private slots:
    void invalidLine_data();
    void invalidLine();
    void lineNumbersAndCarriageReturns();
    void exitStatus();
    void usageErrors();
    void help();
    void keysFollowTheTable();
    void touchingPolicyFlips_data();
    void touchingPolicyFlips();
    void bothOrdersAgree();
    void rightAngleSwapsExtents_data();
    void rightAngleSwapsExtents();
    void pitfallsOnlyOnRequest();
    void idAndExpectedPassThrough();
    void nestingLimit();
    void longLine();
    void jsonNumbers_data();
    void jsonNumbers();
    void badJsonNumbers_data();
    void badJsonNumbers();
    void numbersInCases();
    void numberOutput();
    void binaryProcessOnMixedFile();
    void binaryTopLevel();
    void algorithmsCommand();
    void classifyTiesAndNearTies();
    void responseOnTies();
    void byteOrderMarkAndHugeLines();
    void valueLimit();
    void motionCasesAreSwept();
    void invalidUtf8NamesTheByte_data();
    void invalidUtf8NamesTheByte();
    void unwritableOutputFails();
};

// moc reads the class above only (its tokenizer trips on some raw strings below).
#ifndef Q_MOC_RUN
void TestCliEval::invalidLine_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("error"); // the whole message, or its start when it ends in "..."

    const auto row = [](const char* name, const std::string& line, const char* error) {
        QTest::newRow(name) << QByteArray::fromStdString(line) << QString::fromUtf8(error);
    };
    // Column 42 is the '"' of "b" after the missing comma (counted by hand).
    row("missing comma", R"({"a":{"type":"circle","x":0,"y":0,"r":5} "b":1})",
        "line 2: not JSON: expected ',' or '}' at column 42");
    row("trailing garbage", kGood + " x",
        "line 2: not JSON: unexpected text after the JSON value...");
    row("two objects", kGood + kGood, "line 2: not JSON: unexpected text after the JSON value...");
    row("NaN", caseLine(R"({"type":"circle","x":NaN,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: not JSON: NaN is not a JSON number...");
    row("Infinity", caseLine(circle(0, 0, 1), R"({"type":"circle","x":0,"y":0,"r":Infinity})"),
        "line 2: not JSON: Infinity is not a JSON number...");
    row("-Infinity", caseLine(circle(0, 0, 1), R"({"type":"circle","x":-Infinity,"y":0,"r":1})"),
        "line 2: not JSON: -Infinity is not a JSON number...");
    row("1e999", caseLine(R"({"type":"circle","x":1e999,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: number out of range (1e999)...");
    row("-1e400", caseLine(rect(0, 0, 1, 1), R"({"type":"circle","x":0,"y":-1e400,"r":1})"),
        "line 2: number out of range (-1e400)...");
    row("negative r", caseLine(circle(0, 0, 1), circle(0, 0, -1)), "line 2: b.r is negative (-1)");
    row("negative w", caseLine(rect(0, 0, -2.5, 1), circle(0, 0, 1)),
        "line 2: a.w is negative (-2.5)");
    row("negative h", caseLine(circle(0, 0, 1), rect(0, 0, 2, -3)), "line 2: b.h is negative (-3)");
    row("missing w", caseLine(R"({"type":"rect","x":0,"y":0,"h":1})", circle(0, 0, 1)),
        "line 2: a.w is missing");
    row("missing type", caseLine(R"({"x":0,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: a.type is missing");
    row("missing b", R"({"a":)" + circle(0, 0, 1) + "}", "line 2: b is missing");
    row("string x", caseLine(R"({"type":"circle","x":"1","y":0,"r":1})", circle(0, 0, 1)),
        "line 2: a.x must be a number, got string");
    row("null r", caseLine(circle(0, 0, 1), R"({"type":"circle","x":1,"y":0,"r":null})"),
        "line 2: b.r must be a number, got null");
    row("bool angle",
        caseLine(R"({"type":"rect","x":0,"y":0,"w":1,"h":1,"angle":true})", circle(0, 0, 1)),
        "line 2: a.angle must be a number (degrees), got boolean");
    row("numeric type", caseLine(R"({"type":1,"x":0,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: a.type must be a string, got number");
    row("shape is array", caseLine("[1,2]", circle(0, 0, 1)),
        "line 2: a must be an object, got array");
    row("numeric id", R"({"id":7,"a":)" + circle(0, 0, 1) + R"(,"b":)" + circle(0, 0, 1) + "}",
        "line 2: id must be a string, got number");
    row("case is array", "[1,2,3]", "line 2: a case must be a JSON object, got array");
    row("duplicate x", caseLine(R"({"type":"circle","x":1,"x":2,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: key \"x\" appears twice in a");
    row("duplicate a", R"({"a":)" + circle(0, 0, 1) + R"(,"a":)" + circle(0, 0, 1) + "}",
        "line 2: key \"a\" appears twice in the case");
    row("unknown z", caseLine(R"({"type":"circle","x":1,"z":2,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: unknown key \"z\" in a");
    row("angle on circle",
        caseLine(circle(0, 0, 1), R"({"type":"circle","x":1,"y":0,"r":1,"angle":9})"),
        "line 2: unknown key \"angle\" in b (a circle has no angle)");
    row("unknown case key", R"({"c":1,"a":)" + circle(0, 0, 1) + R"(,"b":)" + circle(0, 0, 1) + "}",
        "line 2: unknown key \"c\" in the case");
    row("triangle", caseLine(R"({"type":"triangle","x":1,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: a.type \"triangle\" is not circle or rect");
    row("empty line", "", "line 2: empty line");
    row("blank line", "  \t ", "line 2: empty line");
    // Finite, but the right edge is beyond every double.
    row("edge beyond the largest double", caseLine(rect(1.7e308, 0, 1.7e308, 2), circle(0, 0, 1)),
        "line 2: a: rect x + w is beyond the largest double...");
    row("deep nesting", std::string(200, '['), "line 2: nesting deeper than 64 levels...");
    row("binary junk", std::string("\x01\xff\x00junk\x7f", 9),
        "line 2: not JSON: expected a value...");
    row("invalid UTF-8", R"({"id":")" + std::string("\xc3\x28") + R"(","a":1})",
        "line 2: not JSON: invalid UTF-8...");
    row("unterminated string", R"({"id":"abc)",
        "line 2: not JSON: the string that starts here is not closed at column 7");
    row("single quotes", "{'a':1}", "line 2: not JSON: expected a key in double quotes...");
    row("trailing comma", R"({"a":1,})",
        "line 2: not JSON: a comma before '}' must be followed by a key...");
    row("leading zero", caseLine(R"({"type":"circle","x":01,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: not JSON: a JSON number cannot have a leading zero...");
    row("plus sign", caseLine(R"({"type":"circle","x":+1,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: not JSON: a JSON number cannot start with '+'...");
    row("bare dot", caseLine(R"({"type":"circle","x":1.,"y":0,"r":1})", circle(0, 0, 1)),
        "line 2: not JSON: expected a digit after '.'...");
}

void TestCliEval::invalidLine() {
    QFETCH(QByteArray, line);
    QFETCH(QString, error);
    const std::string input = kGood + "\n" + line.toStdString() + "\n" + kGood + "\n";
    const Run r = runEvalOn(input);
    QCOMPARE(r.status, 1);
    QCOMPARE(r.lines.size(), std::size_t{3});
    for (std::size_t i : {0u, 2u}) {
        const QJsonObject o = parsed(r.lines[i]);
        QCOMPARE(o.value("id").toString(), QString("good"));
        QCOMPARE(o.value("circle-circle.distance").toBool(true), false);
        QVERIFY(!o.contains("error"));
    }
    const QJsonObject bad = parsed(r.lines[1]);
    QCOMPARE(bad.size(), 1);
    const QString message = bad.value("error").toString();
    if (error.endsWith("..."))
        QVERIFY2(message.startsWith(error.chopped(3)), qPrintable(message));
    else
        QCOMPARE(message, error);
}

void TestCliEval::lineNumbersAndCarriageReturns() {
    // CRLF endings, an empty line, and a last line without a newline.
    const std::string input = kGood + "\r\n" + "\r\n" + kGood + "\r\n" + "{\r\n" + kGood + "\r\n" +
                              caseLine(circle(0, 0, 1), circle(0, 0, -2)); // no final newline
    const Run r = runEvalOn(input);
    QCOMPARE(r.status, 1);
    QCOMPARE(r.lines.size(), std::size_t{6});
    QCOMPARE(parsed(r.lines[0]).value("id").toString(), QString("good"));
    QCOMPARE(parsed(r.lines[1]).value("error").toString(), QString("line 2: empty line"));
    QCOMPARE(parsed(r.lines[2]).value("id").toString(), QString("good"));
    QVERIFY(parsed(r.lines[3]).value("error").toString().startsWith("line 4: not JSON: "));
    QCOMPARE(parsed(r.lines[4]).value("id").toString(), QString("good"));
    QCOMPARE(parsed(r.lines[5]).value("error").toString(), QString("line 6: b.r is negative (-2)"));
}

void TestCliEval::exitStatus() {
    QCOMPARE(runEvalOn("").status, 0);
    QCOMPARE(runEvalOn(kGood + "\n" + kGood + "\n").status, 0);
    QCOMPARE(runEvalOn(kGood + "\nnull\n").status, 1);
    QCOMPARE(runEvalOn("\n").status, 1);
}

void TestCliEval::usageErrors() {
    for (const std::vector<std::string>& args : {std::vector<std::string>{"--touching"},
                                                 {"--touching", "maybe"},
                                                 {"--touching=both"},
                                                 {"--frobnicate"},
                                                 {"cases.txt"}}) {
        const Run r = runEvalOn(kGood + "\n", args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.lines.empty());
        QVERIFY(r.err.find("overlap-cli eval: ") == 0);
    }
    QCOMPARE(runEvalOn(kGood + "\n", {"--touching=separate"}).status, 0);
    QCOMPARE(runEvalOn(kGood + "\n", {"--touching", "counts", "--include-pitfalls"}).status, 0);
}

void TestCliEval::help() {
    for (const char* flag : {"--help", "-h"}) {
        const Run r = runEvalOn("", {flag});
        QCOMPARE(r.status, 0);
        QVERIFY(!r.lines.empty());
        QVERIFY(r.lines[0].find("usage: overlap-cli eval") == 0);
    }
}

void TestCliEval::keysFollowTheTable() {
    const Run r = runEvalOn(caseLine(circle(0, 0, 1), rect(5, 5, 1, 1)) + "\n" +
                            caseLine(rect(5, 5, 1, 1), circle(0, 0, 1)) + "\n" +
                            caseLine(circle(0, 0, 1), rect(5, 5, 1, 1, "30")) + "\n" +
                            caseLine(circle(0, 0, 1), circle(5, 5, 1)) + "\n" +
                            caseLine(rect(0, 0, 1, 1), rect(5, 5, 1, 1)) + "\n" +
                            caseLine(rect(0, 0, 1, 1, "90"), rect(5, 5, 1, 1, "-180")) + "\n" +
                            caseLine(rect(0, 0, 4, 2), rect(1, 1, 2, 2, "30")) + "\n");
    QCOMPARE(r.status, 0);
    QCOMPARE(r.lines.size(), std::size_t{7});
    // Every pair has methods to compare; the circle-rect ones come before the turned ones.
    for (const QStringList* ids : {&kCircleRectIds, &kCircleRotatedIds, &kCircleCircleIds})
        QVERIFY(ids->size() >= 2);
    QVERIFY(kRectRectIds.contains("rect-rect.sat"));
    QCOMPARE(kCircleRectIds.first(), QString("circle-rect.clamp"));
    QCOMPARE(kCircleRectIds.last(kCircleRotatedIds.size()), kCircleRotatedIds);
    QCOMPARE(verdictKeys(r.lines[0]), kCircleRectIds);
    QCOMPARE(verdictKeys(r.lines[1]), kCircleRectIds);
    QCOMPARE(verdictKeys(r.lines[2]), kCircleRotatedIds);
    QCOMPARE(verdictKeys(r.lines[3]), kCircleCircleIds);
    QCOMPARE(verdictKeys(r.lines[4]), kRectRectIds);
    QCOMPARE(verdictKeys(r.lines[5]), kRectRectIds); // right angles stay axis-aligned
    // Any other angle: only the separating axis theorem takes a turned rect pair.
    QCOMPARE(verdictKeys(r.lines[6]), QStringList{"rect-rect.sat"});
    for (std::size_t i = 0; i < 6; ++i)
        QVERIFY(allVerdicts(r.lines[i], false));
    QVERIFY(allVerdicts(r.lines[6], true)); // the turned 2 x 2 rect sits inside the 4 x 2
}

void TestCliEval::touchingPolicyFlips_data() {
    QTest::addColumn<QByteArray>("line");
    const auto row = [](const char* name, const std::string& line) {
        QTest::newRow(name) << QByteArray::fromStdString(line);
    };
    // The rect [3,5]x[4,6] has its nearest corner (3,4) at distance 5 from the origin.
    row("circle on a rect corner", caseLine(circle(0, 0, 5), rect(3, 4, 2, 2)));
    // The right edge x = 4 of [0,4]x[0,2], and the centre 3 beyond it at a height inside.
    row("circle on a rect edge", caseLine(rect(0, 0, 4, 2), circle(7, 1, 3)));
    // Centres 5 apart (3-4-5), radii 2 + 3.
    row("two circles", caseLine(circle(0, 0, 2), circle(3, 4, 3)));
    // Centres 10 apart along x, radii 4 + 6.
    row("two circles on an axis", caseLine(circle(-5, 1, 4), circle(5, 1, 6)));
    // [0,2]x[0,2] and [2,4]x[1,3] share the segment x = 2, y in [1,2].
    row("rects sharing an edge", caseLine(rect(0, 0, 2, 2), rect(2, 1, 2, 2)));
    // [0,2]x[0,2] and [2,4]x[2,4] share the point (2,2) only.
    row("rects sharing a corner", caseLine(rect(0, 0, 2, 2), rect(2, 2, 2, 2)));
    // Two equal points.
    row("two points", caseLine(circle(1, 1, 0), circle(1, 1, 0)));
    // The point (2,1) on the right edge of [0,2]x[0,2].
    row("point on an edge", caseLine(circle(2, 1, 0), rect(0, 0, 2, 2)));
    // The rect [0,4]x[0,2] turned by 90° about (2,1) covers [1,3]x[-1,3]; x = 3 is touched.
    row("turned rect", caseLine(circle(6, 0, 3), rect(0, 0, 4, 2, "90")));
    // A half turn about (2,1) maps [0,4]x[0,2] onto itself; x = 0 is touched.
    row("half turn", caseLine(circle(-3, 1, 3), rect(0, 0, 4, 2, "180")));
}

void TestCliEval::touchingPolicyFlips() {
    QFETCH(QByteArray, line);
    const std::string input = line.toStdString() + "\n";
    const Run counts = runEvalOn(input);
    const Run countsExplicit = runEvalOn(input, {"--touching", "counts"});
    const Run separate = runEvalOn(input, {"--touching", "separate"});
    const Run separateEq = runEvalOn(input, {"--touching=separate"});
    for (const Run* r : {&counts, &countsExplicit, &separate, &separateEq}) {
        QCOMPARE(r->status, 0);
        QCOMPARE(r->lines.size(), std::size_t{1});
    }
    QVERIFY2(allVerdicts(counts.lines[0], true), counts.lines[0].c_str());
    QVERIFY2(allVerdicts(countsExplicit.lines[0], true), countsExplicit.lines[0].c_str());
    QVERIFY2(allVerdicts(separate.lines[0], false), separate.lines[0].c_str());
    QVERIFY2(allVerdicts(separateEq.lines[0], false), separateEq.lines[0].c_str());
}

void TestCliEval::bothOrdersAgree() {
    const std::vector<std::pair<std::string, std::string>> pairs{
        {circle(0, 0, 5), rect(3, 4, 2, 2)},           // touching at a corner
        {circle(0, 0, 5), rect(3, 4.5, 2, 2)},         // apart
        {circle(1, 1, 1), rect(0, 0, 10, 10)},         // inside
        {circle(-2, 1, 2.5), rect(0, 0, 4, 2, "-90")}, // overlapping a turned rect
        {circle(0, 0, 2), rect(0, 0, 3, 1, "45")},     {circle(0, 0, 2), circle(3, 4, 3)},
        {rect(0, 0, 2, 2), rect(2, 1, 2, 2)},
    };
    for (const char* policy : {"counts", "separate"}) {
        std::string input;
        for (const auto& [a, b] : pairs)
            input += caseLine(a, b) + "\n" + caseLine(b, a) + "\n";
        const Run r = runEvalOn(input, {"--touching", policy, "--include-pitfalls"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.lines.size(), pairs.size() * 2);
        for (std::size_t i = 0; i < r.lines.size(); i += 2) {
            QCOMPARE(parsed(r.lines[i]), parsed(r.lines[i + 1]));
            QVERIFY(!parsed(r.lines[i]).isEmpty());
        }
    }
    // The expected values, worked out by hand: touching, apart, inside, overlapping.
    const Run r = runEvalOn(caseLine(rect(3, 4.5, 2, 2), circle(0, 0, 5)) + "\n" +
                            caseLine(rect(0, 0, 10, 10), circle(1, 1, 1)) + "\n" +
                            caseLine(rect(0, 0, 4, 2, "-90"), circle(-2, 1, 2.5)) + "\n");
    // Nearest point (3, 4.5): 9 + 20.25 > 25.
    QVERIFY(allVerdicts(r.lines[0], false));
    QVERIFY(allVerdicts(r.lines[1], true));
    // Turned by -90° about (2,1) the rect covers [1,3]x[-1,3]: 3 from the centre > 2.5.
    QVERIFY(allVerdicts(r.lines[2], false));
}

void TestCliEval::rightAngleSwapsExtents_data() {
    QTest::addColumn<QString>("angle");
    for (const char* a : {"90", "-90", "270", "450", "-270"})
        QTest::newRow(a) << QString(a);
}

void TestCliEval::rightAngleSwapsExtents() {
    QFETCH(QString, angle);
    const std::string a = angle.toStdString();
    // [0,4]x[0,2] turned a quarter about its centre (2,1) is [1,3]x[-1,3]: corner (1,-1),
    // size 2 by 4.
    const std::vector<std::string> circles{
        circle(5, 1, 2),   // touches x = 3 (the unturned rect would overlap it)
        circle(2, 5, 2),   // touches y = 3
        circle(2, -3, 2),  // touches y = -1
        circle(4.5, 1, 1), // 1.5 from x = 3: apart (the unturned rect would overlap it)
        circle(6, 7, 5),   // touches the corner (3,3) along 3-4-5
        circle(2, 1, 0.5), // inside
        circle(0, 0, 1.5), // 1 from the left edge x = 1: overlaps
    };
    std::string turned, aligned;
    for (const std::string& c : circles) {
        turned += caseLine(c, rect(0, 0, 4, 2, a.c_str())) + "\n";
        aligned += caseLine(c, rect(1, -1, 2, 4)) + "\n";
    }
    for (const char* policy : {"counts", "separate"}) {
        const Run t = runEvalOn(turned, {"--touching", policy});
        const Run s = runEvalOn(aligned, {"--touching", policy});
        QCOMPARE(t.status, 0);
        QCOMPARE(s.status, 0);
        QCOMPARE(t.lines.size(), circles.size());
        for (std::size_t i = 0; i < circles.size(); ++i) {
            QCOMPARE(verdictKeys(t.lines[i]), kCircleRectIds);
            QCOMPARE(parsed(t.lines[i]), parsed(s.lines[i]));
        }
        const bool counts = std::string(policy) == "counts";
        QVERIFY(allVerdicts(t.lines[0], counts));
        QVERIFY(allVerdicts(t.lines[1], counts));
        QVERIFY(allVerdicts(t.lines[2], counts));
        QVERIFY(allVerdicts(t.lines[3], false));
        QVERIFY(allVerdicts(t.lines[4], counts));
        QVERIFY(allVerdicts(t.lines[5], true));
        QVERIFY(allVerdicts(t.lines[6], true));
    }
}

void TestCliEval::pitfallsOnlyOnRequest() {
    // Above [0,10]x[0,2]: the clamp typo tests the centre's x (1) against the top (2), keeps
    // y = 10 as the "nearest" y and so finds distance 0. The true gap is 8 > 2.
    const std::string line = caseLine(circle(1, 10, 2), rect(0, 0, 10, 2)) + "\n";
    const Run plain = runEvalOn(line);
    QCOMPARE(verdictKeys(plain.lines[0]), kCircleRectIds);
    QVERIFY(allVerdicts(plain.lines[0], false));
    const Run with = runEvalOn(line, {"--include-pitfalls"});
    const QStringList keys = verdictKeys(with.lines[0]);
    QCOMPARE(keys.mid(0, kCircleRectIds.size()), kCircleRectIds);
    QVERIFY(keys.size() > kCircleRectIds.size());
    for (const QString& k : keys.mid(kCircleRectIds.size()))
        QVERIFY(k.startsWith("pitfall."));
    QCOMPARE(parsed(with.lines[0]).value("pitfall.clamp-y-typo").toBool(false), true);
    // circle-circle has no pitfall.
    const Run cc =
        runEvalOn(caseLine(circle(0, 0, 1), circle(1, 1, 1)) + "\n", {"--include-pitfalls"});
    QCOMPARE(verdictKeys(cc.lines[0]), kCircleCircleIds);
}

void TestCliEval::idAndExpectedPassThrough() {
    const std::string input =
        R"({"expected":{"counts":[1,{"x":null}],"separate":"?"},"kind":"made up","id":"q\"1\u00e9\ud83d\ude00","b":)" +
        circle(0, 0, 1) + R"(,"a":)" + circle(1, 0, 1) + "}\n" +
        caseLine(circle(0, 0, 1), circle(1, 0, 1)) + "\n";
    const Run r = runEvalOn(input);
    QCOMPARE(r.status, 0);
    const QJsonObject first = parsed(r.lines[0]);
    QCOMPARE(first.value("id").toString(), QString::fromUtf8("q\"1\u00e9\U0001F600"));
    QVERIFY(r.lines[0].find(R"({"id":)") == 0); // the id comes first
    QVERIFY(allVerdicts(r.lines[0], true));
    QVERIFY(!parsed(r.lines[1]).contains("id"));
}

void TestCliEval::nestingLimit() {
    // The case object is level 1, so 63 arrays inside "expected" reach level 64, the limit.
    const auto nested = [](int depth) {
        return caseLine(circle(0, 0, 1), circle(1, 0, 1))
            .insert(1, R"("expected":)" + std::string(depth, '[') + std::string(depth, ']') + ",");
    };
    const Run ok = runEvalOn(nested(63) + "\n");
    QCOMPARE(ok.status, 0);
    QVERIFY(allVerdicts(ok.lines[0], true));
    std::string objects; // {"k":{"k":... a hundred thousand levels down
    for (int i = 0; i < 100000; ++i)
        objects += R"({"k":)";
    const Run deep = runEvalOn(nested(64) + "\n" + objects + "\n");
    QCOMPARE(deep.status, 1);
    QCOMPARE(deep.lines.size(), std::size_t{2});
    QVERIFY(parsed(deep.lines[0])
                .value("error")
                .toString()
                .startsWith("line 1: nesting deeper than 64 levels"));
    QVERIFY(parsed(deep.lines[1])
                .value("error")
                .toString()
                .startsWith("line 2: nesting deeper than 64 levels"));
}

void TestCliEval::longLine() {
    // Long but within the limit: answered whole; over it: an error line, then the next.
    const std::string id(900'000, 'x');
    const Run r = runEvalOn(caseLine(circle(0, 0, 1), circle(1, 0, 1), id) + "\n" +
                            std::string(3'000'000, ' ') + "1\n" + "1\n");
    QCOMPARE(r.status, 1);
    QCOMPARE(r.lines.size(), std::size_t{3});
    QCOMPARE(parsed(r.lines[0]).value("id").toString().size(), qsizetype(id.size()));
    QCOMPARE(parsed(r.lines[1]).value("error").toString(),
             QString("line 2: longer than 1048576 bytes; skipped"));
    QCOMPARE(parsed(r.lines[2]).value("error").toString(),
             QString("line 3: a case must be a JSON object, got number"));
}

void TestCliEval::jsonNumbers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::newRow("-0") << "-0" << -0.0;
    QTest::newRow("-0.0") << "-0.0" << -0.0;
    QTest::newRow("0") << "0" << 0.0;
    QTest::newRow("1E2") << "1E2" << 100.0;
    QTest::newRow("1e+2") << "1e+2" << 100.0;
    QTest::newRow("250e-2") << "250e-2" << 2.5;
    QTest::newRow("1.5e300") << "1.5e300" << 1.5e300;
    QTest::newRow("subnormal 1e-320") << "1e-320" << 1e-320;
    QTest::newRow("smallest subnormal") << "4.9406564584124654e-324" << 0x1p-1074;
    QTest::newRow("largest double") << "1.7976931348623157e308" << 0x1.fffffffffffffp1023;
    // Halfway between 2^53 and 2^53 + 2: ties go to the even significand.
    QTest::newRow("tie to even") << "9007199254740993" << 9007199254740992.0;
    QTest::newRow("0.1") << "0.1" << 0.1;
    QTest::newRow("many digits") << "0.1000000000000000055511151231257827021181583404541015625"
                                 << 0.1;
    // Below half the smallest subnormal: the nearest double is zero (of the same sign).
    QTest::newRow("underflow") << "1e-400" << 0.0;
    QTest::newRow("negative underflow") << "-1e-400" << -0.0;
    QTest::newRow("zero with huge exponent") << "0e999999" << 0.0;
}

void TestCliEval::jsonNumbers() {
    QFETCH(QString, text);
    QFETCH(double, value);
    const auto p = overlap::cli::parseJson(text.toStdString());
    QVERIFY2(p.value.has_value(), p.error.c_str());
    QCOMPARE(int(p.value->kind), int(overlap::cli::JsonValue::Kind::Number));
    QCOMPARE(bitsOf(p.value->number), bitsOf(value)); // exact, sign of zero included
}

void TestCliEval::badJsonNumbers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("01") << "01"
                        << "not JSON: a JSON number cannot have a leading zero at column 1";
    QTest::newRow("-01") << "-01"
                         << "not JSON: a JSON number cannot have a leading zero at column 2";
    QTest::newRow("+1") << "+1"
                        << "not JSON: a JSON number cannot start with '+' at column 1";
    QTest::newRow("1.") << "1."
                        << "not JSON: expected a digit after '.' at column 3 (end of line)";
    QTest::newRow(".5") << ".5"
                        << "not JSON: a JSON number needs a digit before '.' at column 1";
    QTest::newRow("1e") << "1e"
                        << "not JSON: expected a digit in the exponent at column 3 (end of line)";
    QTest::newRow("1e+") << "1e+"
                         << "not JSON: expected a digit in the exponent at column 4 (end of line)";
    QTest::newRow("-") << "-"
                       << "not JSON: expected a digit after '-' at column 2 (end of line)";
    QTest::newRow("0x10") << "0x10"
                          << "not JSON: unexpected text after the JSON value at column 2";
    QTest::newRow("NaN") << "NaN"
                         << "not JSON: NaN is not a JSON number at column 1";
    QTest::newRow("-Infinity") << "[-Infinity]"
                               << "not JSON: -Infinity is not a JSON number at column 2";
    QTest::newRow("1e999") << "1e999"
                           << "number out of range (1e999) at column 1";
    QTest::newRow("-1e999") << " -1e999"
                            << "number out of range (-1e999) at column 2";
    QTest::newRow("just above max") << "1.7976931348623159e308"
                                    << "number out of range (1.7976931348623159e308) at column 1";
    QTest::newRow("huge exponent") << "[0.5e99999999999999999999]"
                                   << "number out of range (0.5e99999999999999999999) at column 2";
}

void TestCliEval::badJsonNumbers() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto p = overlap::cli::parseJson(text.toStdString());
    QVERIFY(!p.value.has_value());
    QCOMPARE(QString::fromStdString(p.error), error);
}

void TestCliEval::numbersInCases() {
    // -0, a subnormal radius, 1E2 and 1.5e300 are all valid inputs.
    const std::string input =
        R"({"a":{"type":"circle","x":-0,"y":1E2,"r":1e-320},"b":{"type":"circle","x":0,"y":100,"r":0}})"
        "\n"
        R"({"a":{"type":"circle","x":1.5e300,"y":0,"r":1.5e300},"b":{"type":"circle","x":0,"y":0,"r":0}})"
        "\n"
        R"({"a":{"type":"rect","x":-0,"y":-0,"w":0,"h":0},"b":{"type":"circle","x":0,"y":0,"r":0}})"
        "\n";
    for (const char* policy : {"counts", "separate"}) {
        const Run r = runEvalOn(input, {"--touching", policy});
        QCOMPARE(r.status, 0);
        const bool counts = std::string(policy) == "counts";
        // A tiny disc around (0,100) holds the point (0,100): overlap under both policies.
        QVERIFY(allVerdicts(r.lines[0], true));
        // The origin lies exactly on the big circle: touching.
        QVERIFY(allVerdicts(r.lines[1], counts));
        // The same point twice (-0 == 0): touching.
        QVERIFY(allVerdicts(r.lines[2], counts));
    }
}

void TestCliEval::numberOutput() {
    using overlap::cli::jsonNumber;
    QCOMPARE(jsonNumber(3.0), std::string("3"));
    QCOMPARE(jsonNumber(-0.0), std::string("-0"));
    QCOMPARE(jsonNumber(100000.0), std::string("100000"));
    QCOMPARE(jsonNumber(-2.5), std::string("-2.5"));
    QCOMPARE(jsonNumber(0.1), std::string("0.1"));
    // Every number reads back bit for bit; -0 keeps its sign (the rule of codec/number.h).
    for (double v : {-0.0, 100000.0, 0.1, 1.0 / 3, 1e300, 1e-320, 0x1p-1074, 9007199254740993.0 * 4,
                     -123456.75}) {
        const auto p = overlap::cli::parseJson(jsonNumber(v));
        QVERIFY(p.value.has_value());
        QCOMPARE(bitsOf(p.value->number), bitsOf(v));
    }
    QCOMPARE(overlap::cli::jsonString(std::string("a\"\\\n\x01\xff", 6)),
             std::string(R"("a\"\\\n\u0001\ufffd")"));
}

void TestCliEval::binaryProcessOnMixedFile() {
    QTemporaryFile file;
    QVERIFY(file.open());
    const std::string lines[] = {
        caseLine(circle(0, 0, 5), rect(3, 4, 2, 2), "corner"),        // 1 touching
        "not json at all",                                            // 2
        caseLine(circle(0, 0, 1), circle(0, 0, -1)),                  // 3
        caseLine(rect(0, 0, 2, 2), circle(2, 1, 0), "point-on-edge"), // 4 touching
        "",                                                           // 5
        caseLine(rect(0, 0, -4, 2), rect(1, 1, 2, 2, "30")),          // 6
        caseLine(circle(0, 0, 2), circle(3, 4, 3), "circles"),        // 7 touching
    };
    for (const std::string& l : lines)
        file.write(QByteArray::fromStdString(l + "\r\n"));
    file.close();

    for (const char* policy : {"counts", "separate"}) {
        QProcess p;
        p.setStandardInputFile(file.fileName());
        p.start(OVERLAP_CLI_PATH, {"eval", "--touching", policy});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QList<QByteArray> out = p.readAllStandardOutput().split('\n');
        QCOMPARE(out.size(), 8); // seven lines and the empty rest after the last newline
        QVERIFY(out.last().isEmpty());
        const bool counts = std::string(policy) == "counts";
        QCOMPARE(parsed(out[0].toStdString()).value("id").toString(), QString("corner"));
        QVERIFY(allVerdicts(out[0].toStdString(), counts));
        QVERIFY(parsed(out[1].toStdString())
                    .value("error")
                    .toString()
                    .startsWith("line 2: not JSON: "));
        QCOMPARE(parsed(out[2].toStdString()).value("error").toString(),
                 QString("line 3: b.r is negative (-1)"));
        QVERIFY(allVerdicts(out[3].toStdString(), counts));
        QCOMPARE(parsed(out[4].toStdString()).value("error").toString(),
                 QString("line 5: empty line"));
        QVERIFY(parsed(out[5].toStdString())
                    .value("error")
                    .toString()
                    .startsWith("line 6: a.w is negative (-4)"));
        QVERIFY(allVerdicts(out[6].toStdString(), counts));
        QCOMPARE(parsed(out[6].toStdString()).value("id").toString(), QString("circles"));
    }
    // All good lines: status 0.
    QProcess p;
    p.start(OVERLAP_CLI_PATH, {"eval"});
    QVERIFY(p.waitForStarted());
    p.write(QByteArray::fromStdString(kGood + "\n"));
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(p.readAllStandardOutput().count('\n'), 1);
}

void TestCliEval::binaryTopLevel() {
    const auto run = [](const QStringList& args, int& code) {
        QProcess p;
        p.start(OVERLAP_CLI_PATH, args);
        p.closeWriteChannel();
        if (!p.waitForFinished(30000))
            return QByteArray();
        code = p.exitCode();
        return p.readAllStandardOutput() + p.readAllStandardError();
    };
    int code = -1;
    QVERIFY(run({"--help"}, code).contains("usage: overlap-cli <command>"));
    QCOMPARE(code, 0);
    QVERIFY(run({}, code).contains("usage: overlap-cli <command>"));
    QCOMPARE(code, 2);
    QVERIFY(run({"frobnicate"}, code).contains("unknown command 'frobnicate'"));
    QCOMPARE(code, 2);
    for (const char* command : {"algorithms", "eval", "gen", "check"}) {
        QVERIFY(
            run({command, "--help"}, code).contains("usage: overlap-cli " + QByteArray(command)));
        QCOMPARE(code, 0);
        QVERIFY(run({"help", command}, code).contains("usage: overlap-cli " + QByteArray(command)));
        QCOMPARE(code, 0);
    }
    QVERIFY(run({"algorithms", "--frobnicate"}, code).contains("unknown argument"));
    QCOMPARE(code, 2);
}

void TestCliEval::algorithmsCommand() {
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(overlap::cli::runAlgorithms({"--json"}, in, out, err), 0);
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(out.str()));
    QVERIFY(doc.isArray());
    const QJsonArray all = doc.array();
    QStringList ids, correct;
    int pitfalls = 0;
    for (const QJsonValue& v : all) {
        const QJsonObject o = v.toObject();
        ids << o.value("id").toString();
        QVERIFY(!o.value("title").toString().isEmpty());
        QVERIFY(o.value("lesson").toInt() >= 1);
        QVERIFY(o.value("pitfall").isBool());
        if (o.value("pitfall").toBool()) {
            ++pitfalls;
            QVERIFY(o.value("correct").isString());
            QVERIFY(!o.value("mistake").toString().isEmpty());
            correct << o.value("correct").toString();
        } else {
            QVERIFY(!o.contains("correct"));
            QVERIFY(!o.contains("mistake"));
        }
    }
    // Every row, in the table's order (lesson order, so the separating axis method of lesson
    // 8 comes after the circle methods).
    QStringList tableIds;
    for (const overlap::Algorithm& a : overlap::algorithms())
        tableIds << idOf(a);
    QCOMPARE(ids, tableIds);
    QVERIFY(ids.indexOf("rect-rect.sat") > ids.indexOf(kCircleRectIds.last()));
    QVERIFY(pitfalls > 0);
    for (const QString& c : correct)
        QVERIFY(ids.contains(c));

    std::ostringstream table;
    QCOMPARE(overlap::cli::runAlgorithms({}, in, table, err), 0);
    const std::vector<std::string> rows = splitLines(table.str());
    QVERIFY(rows[0].find("ID") == 0);
    const std::size_t pairColumn = rows[0].find("PAIR");
    int wrong = 0;
    for (std::size_t i = 1; i <= std::size_t(all.size()); ++i) {
        QVERIFY(rows[i].find(ids[int(i - 1)].toStdString()) == 0);
        QCOMPARE(rows[i].find_first_not_of(' ', rows[i].find(' ')), pairColumn); // aligned
        if (rows[i].find("WRONG ON PURPOSE") != std::string::npos) {
            ++wrong;
            QVERIFY(ids[int(i - 1)].startsWith("pitfall."));
        }
    }
    QCOMPARE(wrong, pitfalls);
}

#endif

namespace {

// A shape as an eval case writes it, every digit kept.
std::string caseShape(const overlap::Shape& s) {
    const auto num = [](double v) { return QByteArray::number(v, 'g', 17).toStdString(); };
    if (const auto* c = std::get_if<overlap::Circle>(&s))
        return R"({"type":"circle","x":)" + num(c->c.x) + ",\"y\":" + num(c->c.y) +
               ",\"r\":" + num(c->r) + "}";
    // The numbers that give this very rect, exact sums and all.
    const auto* r = std::get_if<overlap::Rect>(&s);
    const auto in =
        r ? overlap::cornerSizeOf(*r) : overlap::cornerSizeOf(std::get<overlap::RotatedRect>(s));
    if (!in)
        return "no corner-and-size form";
    std::string out = R"({"type":"rect","x":)" + num(in->x) + ",\"y\":" + num(in->y) +
                      ",\"w\":" + num(in->w) + ",\"h\":" + num(in->h);
    if (in->angleDeg)
        out += ",\"angle\":" + num(*in->angleDeg);
    return out + "}";
}

} // namespace

// Issue 12: --classify names each method's exact class; on touches and near ties (1e-9 and
// one ulp away) every correct method gives the class worked out by hand, under either
// --touching, and a pitfall its own (its verdicts under the two policies).
void TestCliEval::classifyTiesAndNearTies() {
    int classified = 0;
    for (const overlap::test::TieScene& scene : overlap::test::tieScenes()) {
        const std::string line =
            R"({"a":)" + caseShape(scene.a) + R"(,"b":)" + caseShape(scene.b) + "}\n";
        for (const char* policy : {"counts", "separate"}) {
            const Run r =
                runEvalOn(line, {"--classify", "--include-pitfalls", "--touching", policy});
            QCOMPARE(r.lines.size(), std::size_t(1));
            QVERIFY2(r.status == 0, (scene.name + (": " + r.lines.front())).c_str());
            ++classified;
            const QJsonObject o = parsed(r.lines[0]);
            const Run plain = runEvalOn(line, {"--include-pitfalls", "--touching", policy});
            const QJsonObject verdicts = parsed(plain.lines[0]);
            QCOMPARE(o.keys(), verdicts.keys());
            QVERIFY(o.size() >= 2);
            for (auto it = o.begin(); it != o.end(); ++it) {
                const overlap::Algorithm* alg = overlap::findAlgorithm(it.key().toStdString());
                QVERIFY(alg);
                const QByteArray what = QByteArray(scene.name) + " " + it.key().toUtf8() + " " +
                                        policy + ": " + it.value().toString().toUtf8();
                const QString word = it.value().toString();
                // The class gives back this policy's true/false.
                const bool overlaps = word == QLatin1String("overlap") ||
                                      (word == QLatin1String("touching") &&
                                       QLatin1String(policy) == QLatin1String("counts"));
                QVERIFY2(overlaps == verdicts.value(it.key()).toBool(), what.constData());
                if (!alg->pitfall)
                    QVERIFY2(word.toStdString() == overlap::verdictClassName(scene.expected),
                             what.constData());
            }
        }
    }
    QCOMPARE(classified, 2 * int(overlap::test::tieScenes().size())); // every scene, both policies
    // Everything else stays: the id first, the keys in table order.
    std::string apart = R"({"id":"good")";
    for (const QString& id : kCircleCircleIds)
        apart += ",\"" + id.toStdString() + R"(":"apart")";
    QCOMPARE(runEvalOn(kGood + "\n", {"--classify"}).lines[0], apart + "}");
}

// Issue 28: --response gives every correct method the pair's push: the exact class of the
// tie scenes, a separation of its sign (0 exactly when touching), a unit normal, and the
// witnesses one push apart; it refuses --classify and --include-pitfalls.
void TestCliEval::responseOnTies() {
    int answered = 0;
    for (const overlap::test::TieScene& scene : overlap::test::tieScenes()) {
        const std::string line =
            R"({"a":)" + caseShape(scene.a) + R"(,"b":)" + caseShape(scene.b) + "}\n";
        const Run r = runEvalOn(line, {"--response"});
        QCOMPARE(r.lines.size(), std::size_t(1));
        QVERIFY2(r.status == 0, (scene.name + (": " + r.lines.front())).c_str());
        const QJsonObject o = parsed(r.lines[0]);
        QVERIFY(o.size() >= 1);
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QByteArray what = QByteArray(scene.name) + " " + it.key().toUtf8();
            const QJsonObject push = it.value().toObject();
            QVERIFY2(push.value(QStringLiteral("class")).toString().toStdString() ==
                         overlap::verdictClassName(scene.expected),
                     what.constData());
            const double s = push.value(QStringLiteral("separation")).toDouble();
            QVERIFY2(scene.expected == overlap::VerdictClass::Touching  ? s == 0
                     : scene.expected == overlap::VerdictClass::Overlap ? s < 0
                                                                        : s > 0,
                     what.constData());
            const QJsonArray n = push.value(QStringLiteral("normal")).toArray();
            QVERIFY2(std::abs(std::hypot(n[0].toDouble(), n[1].toDouble()) - 1) < 1e-12,
                     what.constData());
            const QJsonObject w = push.value(QStringLiteral("witness")).toObject();
            const QJsonArray wa = w.value(QStringLiteral("a")).toArray(),
                             wb = w.value(QStringLiteral("b")).toArray();
            QCOMPARE(wa.size(), 2);
            // onA pushed by −separation along the normal is onB.
            const double gx = wa[0].toDouble() - s * n[0].toDouble() - wb[0].toDouble();
            const double gy = wa[1].toDouble() - s * n[1].toDouble() - wb[1].toDouble();
            const double scale = 1 + std::abs(wa[0].toDouble()) + std::abs(wa[1].toDouble());
            QVERIFY2(std::hypot(gx, gy) <= 1e-12 * scale, what.constData());
        }
        ++answered;
    }
    QVERIFY(answered > 20);
    for (const char* other : {"--classify", "--include-pitfalls"})
        QCOMPARE(runEvalOn(kGood + "\n", {"--response", other}).status, 2);
}

} // namespace tst_cli_eval

#define OVERLAP_SUBJECT tst_cli_eval
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_cli_eval::TestCliEval)
#include "tst_cli_eval.moc"

// A byte-order mark before the first case is read past; a line over the limit gets an
// error line without being held in memory, and the next line is still answered; a line
// with a great many keys is checked for a repeated key at once.
void tst_cli_eval::TestCliEval::byteOrderMarkAndHugeLines() {
    const std::string good = "{\"a\": " + circle(0, 0, 1) + ", \"b\": " + circle(3, 0, 1) + "}";
    Run r = runEvalOn("\xEF\xBB\xBF" + good + "\n");
    QCOMPARE(r.lines.size(), std::size_t(1));
    QVERIFY2(!parsed(r.lines[0]).contains(QStringLiteral("error")), r.lines[0].c_str());
    const std::string huge =
        "{\"a\": \"" + std::string(overlap::cli::kMaxEvalLineBytes, 'x') + "\"}";
    r = runEvalOn(huge + "\n" + good + "\n");
    QCOMPARE(r.lines.size(), std::size_t(2));
    QVERIFY2(parsed(r.lines[0])
                 .value(QStringLiteral("error"))
                 .toString()
                 .contains(QStringLiteral("longer than")),
             r.lines[0].c_str());
    QVERIFY(!parsed(r.lines[1]).contains(QStringLiteral("error")));
    QCOMPARE(r.status, 1); // an invalid line makes the run's status say so
    // As many keys as the value limit allows (10 000 values, the object one of them).
    std::string keys = "{";
    for (int i = 0; i < 9998; ++i)
        keys += "\"k" + std::to_string(i) + "\": 1, ";
    keys += "\"k7\": 2}";
    r = runEvalOn(keys + "\n");
    QVERIFY2(parsed(r.lines[0])
                 .value(QStringLiteral("error"))
                 .toString()
                 .contains(QStringLiteral("\"k7\" appears twice")),
             r.lines[0].c_str());
}

// A line with more values than the limit is refused where the value one too many starts,
// so the tree is never built whole; a line at the limit is answered, and so is the next.
void tst_cli_eval::TestCliEval::valueLimit() {
    // The case, a, b and their four members each: 11 values, plus "expected" and its items.
    const auto withItems = [](std::size_t n) {
        std::string items;
        for (std::size_t i = 0; i < n; ++i)
            items += i == 0 ? "0" : ",0";
        return caseLine(circle(0, 0, 1), circle(1, 0, 1))
            .insert(1, R"("expected":[)" + items + "],");
    };
    const std::string atLimit = withItems(overlap::cli::kMaxJsonValues - 12);
    const std::string overLimit = withItems(overlap::cli::kMaxJsonValues - 11);
    Run r = runEvalOn(atLimit + "\n" + overLimit + "\n" + kGood + "\n");
    QCOMPARE(r.lines.size(), std::size_t(3));
    QVERIFY2(allVerdicts(r.lines[0], true), r.lines[0].c_str());
    // "expected" comes first, so the 10 001st value is the last one, b.r's: named at its
    // column (1-based, so one past the index after "r":).
    const std::size_t column = overLimit.rfind(R"("r":)") + 5;
    QCOMPARE(parsed(r.lines[1]).value("error").toString(),
             QStringLiteral("line 2: more than 10000 values (the limit of one line) at column %1")
                 .arg(column));
    QCOMPARE(parsed(r.lines[2]).value("id").toString(), QStringLiteral("good"));
    QCOMPARE(r.status, 1);
    // Half a million values in one line (within the byte limit): refused at the limit.
    std::string many = "[0";
    for (int i = 1; i < 500'000; ++i)
        many += ",0";
    r = runEvalOn(many + "]\n" + kGood + "\n");
    QCOMPARE(r.lines.size(), std::size_t(2));
    QCOMPARE(parsed(r.lines[0]).value("error").toString(),
             QStringLiteral("line 1: more than 10000 values (the limit of one line) at column %1")
                 .arg(1 + 2 * 9999 + 1));
    QCOMPARE(parsed(r.lines[1]).value("id").toString(), QStringLiteral("good"));
    // The limit is the help's.
    std::ostringstream help, err;
    std::istringstream in;
    overlap::cli::runEval({"--help"}, in, help, err);
    QVERIFY(help.str().find("more than 10000 JSON values") != std::string::npos);
}

// Invalid UTF-8 in an eval line is named by its byte, what is wrong with it, and its column.
void tst_cli_eval::TestCliEval::invalidUtf8NamesTheByte_data() {
    QTest::addColumn<QByteArray>("id"); // the bytes of the case's id
    QTest::addColumn<QString>("error");
    // The id's first byte is at column 8 of {"id":"...
    QTest::newRow("lead without continuation")
        << QByteArray("ab\xC3(")
        << "byte 0xC3 is not followed by a continuation byte (0x28 "
           "follows) at column 10";
    QTest::newRow("stray continuation")
        << QByteArray("\x80") << "byte 0x80 does not start a character at column 8";
    QTest::newRow("never in UTF-8")
        << QByteArray("x\xFF") << "byte 0xFF does not start a character at column 9";
    QTest::newRow("three-byte cut") << QByteArray("\xE4\xB8x")
                                    << "byte 0xE4 is not followed by 2 continuation bytes (byte "
                                       "3 is 0x78) at column 8";
    QTest::newRow("overlong") << QByteArray("\xE0\x80\x80")
                              << "bytes 0xE0 0x80 are an overlong form (a shorter one "
                                 "exists) at column 8";
    QTest::newRow("surrogate")
        << QByteArray("\xED\xA0\x80")
        << "bytes 0xED 0xA0 encode a UTF-16 surrogate, which UTF-8 does not allow at column 8";
    QTest::newRow("above U+10FFFF")
        << QByteArray("\xF4\x90\x80\x80")
        << "bytes 0xF4 0x90 encode a code point above U+10FFFF at column 8";
}

void tst_cli_eval::TestCliEval::invalidUtf8NamesTheByte() {
    QFETCH(QByteArray, id);
    QFETCH(QString, error);
    const std::string line =
        caseLine(circle(0, 0, 1), circle(1, 0, 1), id.toStdString()) + "\n" + kGood + "\n";
    const Run r = runEvalOn(line);
    QCOMPARE(r.lines.size(), std::size_t(2));
    QCOMPARE(parsed(r.lines[0]).value("error").toString(),
             "line 1: not JSON: invalid UTF-8 in a string: " + error);
    QCOMPARE(parsed(r.lines[1]).value("id").toString(), QStringLiteral("good"));
}

// An output that cannot be written fails the run with a message: /dev/full for the binary,
// and a stream gone bad (a closed pipe) stops eval at once.
void tst_cli_eval::TestCliEval::unwritableOutputFails() {
    for (const QStringList& args : {QStringList{"algorithms"},
                                    QStringList{"gen", "--pair", "circle-rect", "--count", "50"}}) {
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(OVERLAP_CLI_PATH, args);
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), overlap::cli::kExitOutput);
        QVERIFY2(p.readAllStandardError().contains("No space left on device"),
                 qPrintable(args.join(' ')));
    }
    std::istringstream in("{}\n{}\n{}\n");
    std::ostringstream out, err;
    out.setstate(std::ios::badbit); // the reader has gone
    QCOMPARE(overlap::cli::runEval({}, in, out, err), overlap::cli::kExitOutput);
    std::string rest;
    std::getline(in, rest);
    QCOMPARE(rest, std::string("{}")); // it stopped after the first line instead of reading on
}

// A case with a motion is answered by the swept methods of its pair, in either order; the
// pitfalls only on request; a turned rect, a motion that is not two numbers or one that
// leaves the doubles gets its error line, and --classify does not apply.
void tst_cli_eval::TestCliEval::motionCasesAreSwept() {
    const std::string wall = rect(0, -10, 0.1, 20);
    const std::string ball = circle(-5, 0, 0.5);
    const auto withMotion = [](const std::string& a, const std::string& b, const std::string& m) {
        return "{\"a\":" + a + ",\"b\":" + b + ",\"motion\":" + m + "}\n";
    };
    const Run run = runEvalOn(withMotion(ball, wall, "[10,0]") + withMotion(wall, ball, "[-10,0]") +
                                  withMotion(circle(7, 1, 3), circle(0, 0, 2), "[-8,6]") +
                                  withMotion(rect(0, 0, 1, 1), rect(3, 0, 1, 1), "[4,0]") +
                                  withMotion(rect(-5, 0, 1, 1), wall, "[10,0]"),
                              {"--include-pitfalls"});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.lines.size(), std::size_t(5));
    for (int i : {0, 1}) { // through the wall, either order
        const QJsonObject o = parsed(run.lines[std::size_t(i)]);
        QCOMPARE(o.keys().size(), 3);
        const QJsonObject swept = o.value("circle-rect.swept").toObject();
        QCOMPARE(swept.value("class").toString(), QStringLiteral("hit"));
        QCOMPARE(swept.value("toi").toDouble(), 0.45);
        QCOMPARE(o.value("pitfall.frames-only").toObject().value("class").toString(),
                 QStringLiteral("miss"));
        QVERIFY(o.value("pitfall.frames-only").toObject().value("toi").isNull());
    }
    const QJsonObject graze = parsed(run.lines[2]).value("circle-circle.swept").toObject();
    QCOMPARE(graze.value("class").toString(), QStringLiteral("touch"));
    QCOMPARE(graze.value("toi").toDouble(), 0.5);
    const QJsonObject rects = parsed(run.lines[3]).value("rect-rect.swept").toObject();
    QCOMPARE(rects.value("class").toString(), QStringLiteral("hit"));
    QCOMPARE(rects.value("toi").toDouble(), 0.5);
    // Frame 1 of the rects only touches b: the per-frame pitfall says touch, at t = 1.
    const QJsonObject ends = parsed(run.lines[3]).value("pitfall.rect-frames-only").toObject();
    QCOMPARE(ends.value("class").toString(), QStringLiteral("touch"));
    QCOMPARE(ends.value("toi").toDouble(), 1.0);
    // A rect through the wall: the swept test hits at 0.4, the frames see nothing.
    const QJsonObject through = parsed(run.lines[4]);
    QCOMPARE(through.keys().size(), 2);
    QCOMPARE(through.value("rect-rect.swept").toObject().value("toi").toDouble(), 0.4);
    QCOMPARE(through.value("pitfall.rect-frames-only").toObject().value("class").toString(),
             QStringLiteral("miss"));
    // Without --include-pitfalls, the correct method alone.
    QCOMPARE(parsed(runEvalOn(withMotion(ball, wall, "[10,0]")).lines[0]).keys(),
             QStringList{"circle-rect.swept"});
    // Errors, each on its line, the next line still answered.
    const Run bad = runEvalOn(withMotion(R"({"type":"rect","x":0,"y":0,"w":1,"h":1,"angle":30})",
                                         circle(3, 0, 1), "[4,0]") +
                              withMotion(circle(1e308, 0, 1), circle(3, 0, 1), "[1e308,0]") +
                              withMotion(circle(1, 0, 1), circle(3, 0, 1), "[1,\"x\"]") +
                              withMotion(circle(1, 0, 1), circle(3, 0, 1), "[1]") +
                              withMotion(ball, wall, "[10,0]"));
    QCOMPARE(bad.status, 1);
    QCOMPARE(bad.lines.size(), std::size_t(5));
    QVERIFY(QString::fromStdString(bad.lines[0]).contains("turned off the right angles"));
    QVERIFY(QString::fromStdString(bad.lines[1]).contains("beyond the largest double"));
    QVERIFY(QString::fromStdString(bad.lines[2]).contains("motion is not [dx, dy]"));
    QVERIFY(QString::fromStdString(bad.lines[3]).contains("motion is not [dx, dy]"));
    QVERIFY(parsed(bad.lines[4]).contains("circle-rect.swept"));
    const Run classify = runEvalOn(withMotion(ball, wall, "[10,0]"), {"--classify"});
    QVERIFY(QString::fromStdString(classify.lines[0]).contains("not with --classify"));
}
